import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactMessagesQuerySchema } from "#shared/admin/contact-messages.ts";
import {
  adminClientPageSchema,
  adminContactMessagePageSchema,
  adminDesignerPageSchema,
  adminDesignerSchema,
  adminUserSchema,
  adminUsersOverviewSchema,
} from "#shared/admin/responses.ts";
import { adminUsersQuerySchema, NEW_DESIGNER_FIELD_ORDER, newDesignerSchema } from "#shared/admin/users.ts";
import { designSchema } from "#shared/designs/responses.ts";
import { signedIn } from "../auth/guards.ts";
import { listDesignerItems } from "../designs/portfolio-service.ts";
import { localized, noContent, pathParams } from "../lib/http/declared-schemas.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { listContactMessages } from "./contact-messages.ts";
import { inviteDesigner } from "./designer-invite.ts";
import { assertCanRemove, assertHideable, userNotFound } from "./policy.ts";
import { findUser, listClients, listDesigners, usersOverview } from "./user-list.ts";
import { deleteAccount, setClientHidden } from "./user-removal.ts";

/** The account named by the path; a malformed id is simply not found. */
const userParams = pathParams({ id: z.uuid() }, (m) => m.admin.errors.userNotFound);

/** The administrators' account management and contact inbox (spec 2 §2, §4, §7): admins only (spec 2 §6). */
export async function adminRoutes(
  app: FastifyInstance,
  { storage, ...mail }: MailContext & { storage: Storage },
) {
  const { db } = mail;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/admin/users",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary: "Accounts: a page of one role's (`role`), or the first page of clients and every designer",
        querystring: localized((m) => adminUsersQuerySchema(m.admin)),
        response: {
          200: z.union([adminUsersOverviewSchema, adminClientPageSchema, adminDesignerPageSchema]),
        },
      },
    },
    async (request) => {
      const { role, ...filters } = request.query;
      if (role === "client") return listClients(db, filters);
      if (role === "designer") return listDesigners(db, filters);
      return usersOverview(db, filters);
    },
  );

  // Clients are hidden (reversible, they can still sign in); designers are deleted with their portfolio.
  api.delete(
    "/admin/users/:id",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary: "Remove an account: a client is hidden (200, the account), a designer deleted (204)",
        params: userParams,
        response: { 200: adminUserSchema, 204: noContent },
      },
    },
    async (request, reply) => {
      const target = assertCanRemove(signedIn(request), await findUser(db, request.params.id));
      if (target.role === "client") return setClientHidden(db, target, true);
      await deleteAccount(db, storage, target);
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/admin/users/:id/reactivate",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary: "Show a hidden client in the lists again",
        params: userParams,
        response: { 200: adminUserSchema },
      },
    },
    async (request) =>
      setClientHidden(db, assertHideable(signedIn(request), await findUser(db, request.params.id)), false),
  );

  api.delete(
    "/admin/users/:id/hard",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary: "Delete an account for good, with everything it owns",
        params: userParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteAccount(
        db,
        storage,
        assertCanRemove(signedIn(request), await findUser(db, request.params.id)),
      );
      return reply.code(204).send(null);
    },
  );

  api.get(
    "/admin/designers/:id/portfolio",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary: "A designer's portfolio items, newest first",
        params: userParams,
        response: { 200: z.array(designSchema) },
      },
    },
    async (request) => {
      const designer = await findUser(db, request.params.id);
      if (designer?.role !== "designer") throw userNotFound();
      return listDesignerItems(db, designer.id, request.locale);
    },
  );

  api.post(
    "/admin/designers",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary: "Onboard a designer: the account is created and mailed a link to choose a password",
        body: localized((m) => newDesignerSchema(m.admin), { fieldOrder: NEW_DESIGNER_FIELD_ORDER }),
        response: { 201: adminDesignerSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await inviteDesigner(mail, request.body)),
  );

  api.get(
    "/admin/contact-messages",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary: "The contact inbox, newest first, a page at a time",
        querystring: localized((m) => contactMessagesQuerySchema(m.admin)),
        response: { 200: adminContactMessagePageSchema },
      },
    },
    async (request) => listContactMessages(db, request.query),
  );
}

import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contactMessagesQuerySchema } from "#shared/admin/contact-messages.ts";
import { adminUsersQuerySchema, NEW_DESIGNER_FIELD_ORDER, newDesignerSchema } from "#shared/admin/users.ts";
import { listDesignerItems } from "../designs/portfolio-service.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { parseInput } from "../lib/validate.ts";
import { listContactMessages } from "./contact-messages.ts";
import { inviteDesigner } from "./designer-invite.ts";
import { assertCanRemove, assertHideable, requireAdmin, userNotFound } from "./policy.ts";
import { findUser, listClients, listDesigners, usersOverview } from "./user-list.ts";
import { deleteAccount, setClientHidden } from "./user-removal.ts";

const idParams = z.object({ id: z.uuid() });

/** The administrators' account management and contact inbox (spec 2 §2, §4, §7). */
export async function adminRoutes(
  app: FastifyInstance,
  { storage, ...mail }: MailContext & { storage: Storage },
) {
  const { db, catalogues } = mail;
  const usersQuery = perLocale(catalogues, (m) => adminUsersQuerySchema(m.admin));
  const newDesigner = perLocale(catalogues, (m) => newDesignerSchema(m.admin));
  const messagesQuery = perLocale(catalogues, (m) => contactMessagesQuerySchema(m.admin));

  /** The account named by the path; a malformed id is simply not found. */
  async function loadUser(params: unknown) {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw userNotFound();
    return findUser(db, parsed.data.id);
  }

  app.get("/admin/users", async (request) => {
    requireAdmin(request);
    const { role, ...filters } = parseInput(usersQuery(request.locale), request.query, request.locale);
    if (role === "client") return listClients(db, filters);
    if (role === "designer") return listDesigners(db, filters);
    return usersOverview(db, filters);
  });

  // Clients are hidden (reversible, they can still sign in); designers are deleted with their portfolio.
  app.delete("/admin/users/:id", async (request, reply) => {
    const admin = requireAdmin(request);
    const target = assertCanRemove(admin, await loadUser(request.params));
    if (target.role === "client") return setClientHidden(db, target, true);
    await deleteAccount(db, storage, target);
    return reply.code(204).send();
  });

  app.post("/admin/users/:id/reactivate", async (request) => {
    const admin = requireAdmin(request);
    return setClientHidden(db, assertHideable(admin, await loadUser(request.params)), false);
  });

  app.delete("/admin/users/:id/hard", async (request, reply) => {
    const admin = requireAdmin(request);
    await deleteAccount(db, storage, assertCanRemove(admin, await loadUser(request.params)));
    return reply.code(204).send();
  });

  app.get("/admin/designers/:id/portfolio", async (request) => {
    requireAdmin(request);
    const designer = await loadUser(request.params);
    if (designer?.role !== "designer") throw userNotFound();
    return listDesignerItems(db, designer.id);
  });

  app.post("/admin/designers", async (request, reply) => {
    requireAdmin(request);
    const input = parseInput(
      newDesigner(request.locale),
      request.body,
      request.locale,
      NEW_DESIGNER_FIELD_ORDER,
    );
    return reply.code(201).send(await inviteDesigner(mail, input));
  });

  app.get("/admin/contact-messages", async (request) => {
    requireAdmin(request);
    return listContactMessages(db, parseInput(messagesQuery(request.locale), request.query, request.locale));
  });
}

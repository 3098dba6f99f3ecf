import type { FastifyInstance } from "fastify";
import type { Messages } from "#shared/i18n/index.ts";
import { PROFILE_FIELD_ORDER, profileUpdateSchema } from "#shared/profile/schema.ts";
import { requireUser } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { parseInput } from "../lib/validate.ts";
import { toProfile, updateProfile } from "./service.ts";

/** Every signed-in user reads and edits only their own profile (spec 2 §6). */
export async function profileRoutes(app: FastifyInstance, { db, messages }: { db: Db; messages: Messages }) {
  const schema = profileUpdateSchema(messages.profile);

  app.get("/user/profile", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return toProfile(requireUser(request));
  });

  app.patch("/user/profile", async (request) => {
    const user = requireUser(request);
    const changes = parseInput(schema, request.body, PROFILE_FIELD_ORDER);
    return updateProfile(db, user, changes, messages.auth);
  });
}

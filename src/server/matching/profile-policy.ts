import type { FastifyRequest } from "fastify";
import type { Messages } from "#shared/i18n/index.ts";
import { requireRole, requireUser } from "../auth/guards.ts";
import type { UserRow } from "../db/schema/index.ts";
import { forbidden } from "../lib/http-errors.ts";

/** A designer edits only their own profile; nobody else has one. */
export function requireDesigner(request: FastifyRequest): UserRow {
  return requireRole(request, "designer");
}

/** Vetting designers and hiding reviews are the team's. */
export function requireAdmin(request: FastifyRequest): UserRow {
  return requireRole(request, "admin");
}

/** Only a client writes a review (of their own request, which the caller checks next). */
export function requireReviewer(
  request: FastifyRequest,
  m: Messages["matching"]["profiles"]["errors"],
): UserRow {
  const user = requireUser(request);
  if (user.role !== "client") throw forbidden(m.onlyClient);
  return user;
}

/** Admins see hidden reviews on a public page, so they can show them again. */
export const seesHiddenReviews = (request: FastifyRequest): boolean => request.session?.user.role === "admin";

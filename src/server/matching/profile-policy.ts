import type { FastifyRequest } from "fastify";
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
export function requireReviewer(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== "client") throw forbidden((m) => m.matching.profiles.errors.onlyClient);
  return user;
}

/** Admins see hidden reviews on a public page, so they can show them again. */
export const seesHiddenReviews = (request: FastifyRequest): boolean => request.session?.user.role === "admin";

import type { FastifyRequest } from "fastify";

/** Admins see hidden reviews on a public page, so they can show them again. */
export const seesHiddenReviews = (request: FastifyRequest): boolean => request.session?.user.role === "admin";

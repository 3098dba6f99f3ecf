import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { analyticsQuerySchema } from "#shared/admin/analytics/query.ts";
import {
  demandSchema,
  designerStatsSchema,
  firstIntroductionSchema,
  funnelSchema,
} from "#shared/admin/analytics/responses.ts";
import type { Db } from "../../db/client.ts";
import { localized } from "../../lib/http/declared-schemas.ts";
import { demand, designerStats, firstIntroduction, funnel } from "./service.ts";

/** The admin's analytics (issue 22 §1): one route per chart, each filtered by the same query. */
export async function analyticsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const querystring = localized((m) => analyticsQuerySchema(m.analytics));
  const admins = { access: ["admin"] as const };

  api.get(
    "/admin/analytics/funnel",
    {
      config: admins,
      schema: {
        tags: ["admin"],
        summary: "Requests submitted in the range at each step, with the conversion between steps",
        querystring,
        response: { 200: funnelSchema },
      },
    },
    async (request) => funnel(db, request.query),
  );

  api.get(
    "/admin/analytics/first-introduction",
    {
      config: admins,
      schema: {
        tags: ["admin"],
        summary:
          "Business hours from submission to the first introduction per week (median, 90th percentile) and the share of the 2-day promise kept",
        querystring,
        response: { 200: firstIntroductionSchema },
      },
    },
    async (request) => firstIntroduction(db, request.query),
  );

  api.get(
    "/admin/analytics/designers",
    {
      config: admins,
      schema: {
        tags: ["admin"],
        summary:
          "Each designer's acceptance rate, median reply time in business hours and open introductions",
        querystring,
        response: { 200: designerStatsSchema },
      },
    },
    async (request) => designerStats(db, request.query),
  );

  api.get(
    "/admin/analytics/demand",
    {
      config: admins,
      schema: {
        tags: ["admin"],
        summary: "Requests by district, style and budget band",
        querystring,
        response: { 200: demandSchema },
      },
    },
    async (request) => demand(db, request.query),
  );
}

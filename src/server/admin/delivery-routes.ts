import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deliveriesQuerySchema } from "#shared/admin/deliveries.ts";
import { adminDeliveryPageSchema, adminDeliverySchema } from "#shared/admin/responses.ts";
import type { Db } from "../db/client.ts";
import { localized, pathParams } from "../lib/http/declared-schemas.ts";
import type { JobQueue } from "../lib/jobs/job-queue.ts";
import { listDeliveries, retryDelivery } from "./deliveries.ts";

const deliveryParams = pathParams({ id: z.uuid() }, (m) => m.admin.deliveries.notFound);

/** The operator's view of delivery (issue 21 §5): every mail and push, and a retry for one that failed. */
export async function deliveryRoutes(app: FastifyInstance, { db, jobs }: { db: Db; jobs: JobQueue }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/admin/deliveries",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary: "Mail and push deliveries, newest first, with their state, attempts and last error",
        querystring: localized((m) => deliveriesQuerySchema(m.admin)),
        response: { 200: adminDeliveryPageSchema },
      },
    },
    async (request) => listDeliveries(db, request.query),
  );

  api.post(
    "/admin/deliveries/:id/retry",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary: "Send a delivery that failed for good once more (409 unless it failed)",
        params: deliveryParams,
        response: { 200: adminDeliverySchema },
      },
    },
    async (request) => retryDelivery(db, jobs, request.params.id),
  );
}

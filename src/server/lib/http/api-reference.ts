import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

const toJsonSchemas = createJsonSchemaTransform({ skipList: [] });
export const API_DOCS_PATH = "/api/docs";

/**
 * The API reference, generated from the routes' own declarations: the OpenAPI 3.1 document and a
 * page that renders it. Register before the routes so each is seen as it is added.
 */
export async function registerApiReference(
  app: FastifyInstance,
  { brand, publicUrl, sessionCookie }: { brand: string; publicUrl: string; sessionCookie: string },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${brand} API`,
        version: "1",
        description:
          "Every answer is JSON unless said otherwise; every refusal is `{ message }` in the reader's language " +
          "(?lang=, the locale cookie, then Accept-Language). Signed-in calls carry the session cookie; writes " +
          "must come from the site's own origin.",
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: sessionCookie } },
      },
    },
    transform: (document) => {
      // Only the API: pages, images, health checks and the reference's own files are not part of the contract.
      if (!document.url.startsWith("/api/") || document.url.startsWith(API_DOCS_PATH))
        return { schema: { hide: true }, url: document.url };
      return toJsonSchemas(document);
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: false,
    // The base layout: no top bar offering to explore other documents.
    uiConfig: { layout: "BaseLayout", docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}

/** The document itself, as an API route like the others. */
export async function openApiRoute(api: FastifyInstance): Promise<void> {
  api.get(
    "/openapi.json",
    {
      config: { access: "public" },
      schema: {
        tags: ["reference"],
        summary: "This API's OpenAPI 3.1 document",
        response: { 200: z.looseObject({ openapi: z.string() }) },
      },
    },
    async () => api.swagger(),
  );
}

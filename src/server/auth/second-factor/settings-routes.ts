import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addPasskeySchema,
  confirmTotpSchema,
  reauthenticationSchema,
  renamePasskeySchema,
} from "#shared/auth/second-factor.ts";
import {
  addedPasskeySchema,
  passkeySummarySchema,
  recoveryCodesAnswerSchema,
  secondFactorStatusSchema,
  totpSetupSchema,
  webauthnOptionsSchema,
} from "#shared/auth/second-factor-responses.ts";
import type { Db } from "../../db/client.ts";
import { localized, noContent, pathParams } from "../../lib/http/declared-schemas.ts";
import { notFound, unauthorized } from "../../lib/http-errors.ts";
import { registrationOptions, renamePasskey } from "./passkeys.ts";
import { relyingPartyOf } from "./relying-party.ts";
import {
  type Actor,
  addPasskey,
  assertReauthenticated,
  confirmTotp,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  startTotpSetup,
  turnOffSecondFactor,
} from "./settings.ts";
import { secondFactorStatus, toPasskeySummary } from "./status.ts";

export interface SecondFactorSettingsOptions {
  db: Db;
  brand: string;
  publicUrl: string;
  attemptsPerMinute: number;
}

const passkeyParams = pathParams({ id: z.uuid() }, (m) => m.secondFactor.errors.passkeyNotFound);
const REAUTH_FIELDS = ["currentPassword", "code"];

/** The signed-in user's own second factor (profile, security section); an admin without one sets it up here. */
export async function secondFactorSettingsRoutes(app: FastifyInstance, options: SecondFactorSettingsOptions) {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Every route here may be called before the second factor: they are how an admin sets it up.
  const config = { access: "signed-in", beforeSecondFactor: true } as const;
  const guarded = { ...config, rateLimit: { max: options.attemptsPerMinute, timeWindow: "1 minute" } };
  const tags = ["second factor"];
  const reauthBody = localized((m) => reauthenticationSchema(m.secondFactor), { fieldOrder: REAUTH_FIELDS });

  function actorOf(request: FastifyRequest): Actor {
    if (!request.session) throw unauthorized();
    return { session: request.session, userAgent: request.headers["user-agent"], log: request.log };
  }
  const rpOf = (request: FastifyRequest) => relyingPartyOf(request, options.brand, options.publicUrl);

  api.get(
    "/auth/security",
    {
      config,
      onRequest: async (_request, reply) => {
        reply.header("cache-control", "no-store");
      },
      schema: {
        tags,
        summary:
          "The signed-in account's second factor: app, passkeys, recovery codes left, this session's sign-in",
        response: { 200: secondFactorStatusSchema },
      },
    },
    async (request) => secondFactorStatus(db, actorOf(request).session),
  );

  api.post(
    "/auth/security/totp",
    {
      config: guarded,
      schema: {
        tags,
        summary: "Start adding an authenticator app: a new secret, its otpauth URI and QR code",
        description: "Needs the current password or a current code. The app counts once a code is confirmed.",
        body: reauthBody,
        response: { 200: totpSetupSchema },
      },
    },
    async (request, reply) => {
      const { user } = actorOf(request).session;
      reply.header("cache-control", "no-store");
      return startTotpSetup(db, user, request.body, options.brand);
    },
  );

  api.post(
    "/auth/security/totp/confirm",
    {
      config: guarded,
      schema: {
        tags,
        summary:
          "Turn the authenticator app on with its first code; the first factor brings recovery codes (shown once)",
        body: localized((m) => confirmTotpSchema(m.secondFactor), { fieldOrder: ["code"] }),
        response: { 200: recoveryCodesAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return confirmTotp(db, actorOf(request), request.body.code);
    },
  );

  api.delete(
    "/auth/security/totp",
    {
      config: guarded,
      schema: {
        tags,
        summary: "Remove the authenticator app (an admin keeps at least one second factor)",
        body: reauthBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await removeTotp(db, actorOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/auth/security/passkeys/options",
    {
      config: guarded,
      schema: {
        tags,
        summary: "Options for the browser to make a passkey (needs the current password or a current code)",
        body: reauthBody,
        response: { 200: webauthnOptionsSchema },
      },
    },
    async (request) => {
      const { user } = actorOf(request).session;
      await assertReauthenticated(db, user, request.body);
      return { ...(await registrationOptions(db, user, rpOf(request))) };
    },
  );

  api.post(
    "/auth/security/passkeys",
    {
      config: guarded,
      schema: {
        tags,
        summary: "Keep the passkey the browser made; the first factor brings recovery codes (shown once)",
        body: localized((m) => addPasskeySchema(m.secondFactor), { fieldOrder: ["name", "response"] }),
        response: { 201: addedPasskeySchema },
      },
    },
    async (request, reply) => {
      const { passkey, recoveryCodes } = await addPasskey(
        db,
        actorOf(request),
        rpOf(request),
        request.body.name,
        request.body.response,
      );
      return reply
        .code(201)
        .header("cache-control", "no-store")
        .send({ passkey: toPasskeySummary(passkey), recoveryCodes });
    },
  );

  api.patch(
    "/auth/security/passkeys/:id",
    {
      config,
      schema: {
        tags,
        summary: "Rename a passkey",
        params: passkeyParams,
        body: localized((m) => renamePasskeySchema(m.secondFactor), { fieldOrder: ["name"] }),
        response: { 200: passkeySummarySchema },
      },
    },
    async (request) => {
      const { user } = actorOf(request).session;
      const row = await renamePasskey(db, user.id, request.params.id, request.body.name);
      if (!row) throw notFound((m) => m.secondFactor.errors.passkeyNotFound);
      return toPasskeySummary(row);
    },
  );

  api.delete(
    "/auth/security/passkeys/:id",
    {
      config: guarded,
      schema: {
        tags,
        summary: "Remove a passkey (an admin keeps at least one second factor)",
        params: passkeyParams,
        body: reauthBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await removePasskey(db, actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/auth/security/recovery-codes",
    {
      config: guarded,
      schema: {
        tags,
        summary: "Replace the recovery codes with 10 new ones, shown once",
        body: reauthBody,
        response: { 200: recoveryCodesAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { recoveryCodes: await regenerateRecoveryCodes(db, actorOf(request), request.body) };
    },
  );

  api.delete(
    "/auth/security/second-factor",
    {
      config: guarded,
      schema: {
        tags,
        summary: "Turn the second factor off: app, passkeys and recovery codes (not for admins)",
        body: reauthBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await turnOffSecondFactor(db, actorOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
}

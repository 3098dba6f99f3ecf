import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { LOGIN_ALIAS } from "#shared/app/routes.ts";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { adminRoutes } from "./admin/routes.ts";
import { adminSecondFactorRoutes } from "./admin/second-factor-routes.ts";
import { mailNewBrowserSignIns } from "./auth/account-activity/new-browser-mail.ts";
import { accountActivityRoutes } from "./auth/account-activity/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { secondFactorSettingsRoutes } from "./auth/second-factor/settings-routes.ts";
import { secondFactorSignInRoutes } from "./auth/second-factor/sign-in-routes.ts";
import { sessionCookieName } from "./auth/session-cookie.ts";
import { registerSessions } from "./auth/session-plugin.ts";
import type { Config } from "./config.ts";
import { contactRoutes } from "./contact/routes.ts";
import type { Database } from "./db/client.ts";
import { markSoleWriter } from "./designs/catalogue-cache.ts";
import { designFirstPhotos, designPageData } from "./designs/page-data.ts";
import { portfolioRoutes } from "./designs/portfolio-routes.ts";
import { designRoutes } from "./designs/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { registerAfterAnswer } from "./lib/after-answer.ts";
import { closeConnectionsWhenClosing } from "./lib/close-connections-when-closing.ts";
import { answerErrors, answerNoSuchAddress } from "./lib/error-answers.ts";
import { openApiRoute, registerApiReference } from "./lib/http/api-reference.ts";
import { declareRoutes, enforceAccess } from "./lib/http/declared-routes.ts";
import { registerRequestMessages } from "./lib/i18n/request-messages.ts";
import { publicImageRoutes } from "./lib/images/public-routes.ts";
import { createOutboxMailer, createSmtpMailer, type Mailer } from "./lib/mail/mailer.ts";
import { databaseRateLimitStore } from "./lib/security/database-rate-limit-store.ts";
import { LOG_SERIALIZERS } from "./lib/security/log-serializers.ts";
import { tooManyRequests } from "./lib/security/rate-limit-answer.ts";
import { answerRouterErrors } from "./lib/security/router-errors.ts";
import { refuseCrossSiteWrites } from "./lib/security/same-origin.ts";
import { refuseUnstorableText } from "./lib/security/unstorable-text.ts";
import { enforceWriteLimits } from "./lib/security/write-limit-hook.ts";
import type { Storage } from "./lib/storage/storage.ts";
import { directoryRoutes } from "./matching/directory-routes.ts";
import { dueRoutes } from "./matching/due-routes.ts";
import { introductionRoutes } from "./matching/introduction-routes.ts";
import { designerPageData } from "./matching/page-data.ts";
import { designerProfileRoutes } from "./matching/profile-routes.ts";
import { screeningRoutes } from "./matching/screening-routes.ts";
import { configuredClaims } from "./matching/site-claims.ts";
import { siteClaimsRoutes } from "./matching/site-claims-routes.ts";
import { suggestionRoutes } from "./matching/suggestion-routes.ts";
import { notificationRoutes } from "./notifications/notification-routes.ts";
import { localeRoutes } from "./profile/locale-routes.ts";
import { profilePhotoRoutes, profileRoutes } from "./profile/routes.ts";
import { requestLifecycleRoutes } from "./requests/lifecycle-routes.ts";
import { requestRoutes } from "./requests/routes.ts";
import { anyLookup } from "./web/page-head.ts";
import { registerWeb, type SendShell } from "./web/plugin.ts";
import { robotsRoutes } from "./web/robots.ts";
import type { ShellOptions } from "./web/shell.ts";
import { sitePageData } from "./web/site-page-data.ts";
import { sitemapRoutes } from "./web/sitemap.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  /** Where mail goes; by default SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer | undefined;
  /** The built client to serve; none in API tests. */
  clientDir?: string | undefined;
  /** Registers a development client (Vite) instead of a built one. */
  devClient?: ((app: FastifyInstance, shell: ShellOptions) => Promise<SendShell>) | undefined;
  /** The process's logger; by default the app makes its own from LOG_LEVEL. */
  logger?: FastifyBaseLogger | undefined;
}

/** Never let credentials reach the logs. */
export const LOG_REDACTIONS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "password",
  "*.password",
];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const catalogues = createAllMessages(config.BRAND_NAME);
  const claims = configuredClaims(config);
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : { logger: { level: config.LOG_LEVEL, redact: LOG_REDACTIONS, serializers: LOG_SERIALIZERS } }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    frameworkErrors: answerRouterErrors(catalogues),
  });
  closeConnectionsWhenClosing(app);
  registerAfterAnswer(app);

  const httpsOnly = config.publicUrl.startsWith("https:");
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: deps.devClient
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            // Radix positions popovers and toasts with style attributes.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: httpsOnly ? [] : null,
          },
        },
    strictTransportSecurity: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: tooManyRequests,
  });
  await app.register(fastifyCookie);

  // After the cookies are read (the reader's choice) and before any hook may refuse a request.
  registerRequestMessages(app, catalogues);
  refuseCrossSiteWrites(app, [new URL(config.publicUrl).origin]);
  refuseUnstorableText(app);
  answerErrors(app);

  const db = database.db;
  // The embedded database's folder is locked to this process, so its catalogue changes only here.
  if (database.kind === "pglite") markSoleWriter(db);
  const mailer =
    deps.mailer ??
    (config.SMTP_URL
      ? await createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(db, app.log, { logText: config.NODE_ENV === "development" }));
  const cookie = { secure: httpsOnly };

  declareRoutes(app);
  await registerApiReference(app, {
    brand: config.BRAND_NAME,
    publicUrl: config.publicUrl,
    sessionCookie: sessionCookieName(cookie),
  });

  await app.register(healthRoutes, { db });
  await app.register(publicImageRoutes, { storage: deps.storage, folders: ["designs", "users"] });
  await app.register(
    async (api) => {
      registerSessions(api, db, cookie);
      enforceAccess(api);
      enforceWriteLimits(api, { db, factor: config.WRITE_LIMIT_FACTOR });
      api.setNotFoundHandler(answerNoSuchAddress);
      await api.register(openApiRoute);
      const services = { db, storage: deps.storage, mailer, publicUrl: config.publicUrl, catalogues };
      mailNewBrowserSignIns(api, services);
      await api.register(authRoutes, {
        ...services,
        cookie,
        attemptsPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      });
      const secondFactor = {
        db,
        cookie,
        brand: config.BRAND_NAME,
        publicUrl: config.publicUrl,
        attemptsPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      };
      await api.register(secondFactorSignInRoutes, secondFactor);
      await api.register(secondFactorSettingsRoutes, secondFactor);
      await api.register(adminSecondFactorRoutes, { db });
      await api.register(accountActivityRoutes, { db, cookie });
      await api.register(profileRoutes, {
        ...services,
        attemptsPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(localeRoutes, { db, secure: httpsOnly });
      await api.register(profilePhotoRoutes, services);
      await api.register(contactRoutes, services);
      await api.register(designRoutes, { db });
      await api.register(portfolioRoutes, services);
      await api.register(requestRoutes, services);
      await api.register(requestLifecycleRoutes, services);
      await api.register(adminRoutes, services);
      await api.register(designerProfileRoutes, services);
      await api.register(directoryRoutes, services);
      await api.register(notificationRoutes, services);
      await api.register(dueRoutes, services);
      await api.register(suggestionRoutes, services);
      await api.register(siteClaimsRoutes, { db, configured: claims });
      await api.register(screeningRoutes, services);
      await api.register(introductionRoutes, services);
    },
    { prefix: "/api" },
  );

  // The old system's sign-in path only ever led home (spec 1 §2).
  app.get(LOGIN_ALIAS, (_request, reply) => reply.redirect("/"));

  await app.register(robotsRoutes, { publicUrl: config.publicUrl });
  await app.register(sitemapRoutes, { db, publicUrl: config.publicUrl });

  const shell = {
    catalogues,
    publicUrl: config.publicUrl,
    secureCookies: httpsOnly,
    lookup: anyLookup(sitePageData, designPageData(db), designerPageData(db)),
  };
  const sendShell = deps.devClient
    ? await deps.devClient(app, shell)
    : deps.clientDir
      ? await registerWeb(app, { ...shell, clientDir: deps.clientDir, firstPhotos: designFirstPhotos(db) })
      : undefined;

  app.setNotFoundHandler((request, reply) => {
    if (sendShell && (request.method === "GET" || request.method === "HEAD"))
      return sendShell(request, reply);
    return answerNoSuchAddress(request, reply);
  });

  return app;
}

import type { Agent } from "node:https";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { LOGIN_ALIAS } from "#shared/app/routes.ts";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { analyticsRoutes } from "./admin/analytics/routes.ts";
import { deliveryRoutes } from "./admin/delivery-routes.ts";
import { adminRoutes } from "./admin/routes.ts";
import { adminSecondFactorRoutes } from "./admin/second-factor-routes.ts";
import { mailNewBrowserSignIns } from "./auth/account-activity/new-browser-mail.ts";
import { accountActivityRoutes } from "./auth/account-activity/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { secondFactorSettingsRoutes } from "./auth/second-factor/settings-routes.ts";
import { secondFactorSignInRoutes } from "./auth/second-factor/sign-in-routes.ts";
import { cacheSessionsOf } from "./auth/session-cache.ts";
import { sessionCookieName } from "./auth/session-cookie.ts";
import { registerSessions } from "./auth/session-plugin.ts";
import type { Config } from "./config.ts";
import { contactRoutes } from "./contact/routes.ts";
import type { Database } from "./db/client.ts";
import { vacuumEmbeddedDatabase } from "./db/embedded-upkeep.ts";
import { markSoleWriter } from "./designs/catalogue-cache.ts";
import { designPageData } from "./designs/page-data.ts";
import { portfolioRoutes } from "./designs/portfolio-routes.ts";
import { designRoutes } from "./designs/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { registerAfterAnswer } from "./lib/after-answer.ts";
import { closeConnectionsWhenClosing } from "./lib/close-connections-when-closing.ts";
import { answerErrors, answerNoSuchAddress } from "./lib/error-answers.ts";
import { createEventBus } from "./lib/events/bus.ts";
import { API_DOCS_PATH, openApiRoute, registerApiReference } from "./lib/http/api-reference.ts";
import { declareRoutes, enforceAccess } from "./lib/http/declared-routes.ts";
import { registerRequestMessages } from "./lib/i18n/request-messages.ts";
import { publicImageRoutes } from "./lib/images/public-routes.ts";
import { createJobQueue, type JobQueue, type RetryPolicy } from "./lib/jobs/job-queue.ts";
import {
  createOutboxMailer,
  createSmtpTransport,
  type Mailer,
  type MailTransport,
} from "./lib/mail/mailer.ts";
import { createQueuedMailer } from "./lib/mail/queued-mailer.ts";
import { OneLinePerRequest } from "./lib/request-log.ts";
import { childLoggerWhenWriting } from "./lib/request-logger.ts";
import { databaseRateLimitStore } from "./lib/security/database-rate-limit-store.ts";
import { LOG_REDACTIONS, LOG_SERIALIZERS } from "./lib/security/log-serializers.ts";
import { tooManyRequests } from "./lib/security/rate-limit-answer.ts";
import { keepCountersInMemory } from "./lib/security/rate-limit-counter.ts";
import { answerRouterErrors } from "./lib/security/router-errors.ts";
import { refuseCrossSiteWrites } from "./lib/security/same-origin.ts";
import { securityHeaders, sendSecurityHeaders } from "./lib/security/security-headers.ts";
import { refuseUnstorableText } from "./lib/security/unstorable-text.ts";
import { enforceWriteLimits } from "./lib/security/write-limit-hook.ts";
import { withReadCache } from "./lib/storage/read-cache.ts";
import type { Storage } from "./lib/storage/storage.ts";
import { createLiveHub } from "./live/hub.ts";
import { liveRoutes } from "./live/routes.ts";
import { costGuideRefreshed, refreshCostGuide } from "./matching/cost-guide.ts";
import { costGuidePageData } from "./matching/cost-guide-page-data.ts";
import { costGuideRoutes } from "./matching/cost-guide-routes.ts";
import { directoryRoutes } from "./matching/directory-routes.ts";
import { dueRoutes } from "./matching/due-routes.ts";
import { introductionRoutes } from "./matching/introduction-routes.ts";
import { designerPageData } from "./matching/page-data.ts";
import { designerProfileRoutes } from "./matching/profile-routes.ts";
import { sweepReminders } from "./matching/reminders.ts";
import { reviewPhotoRoutes } from "./matching/review-photo-routes.ts";
import { screeningRoutes } from "./matching/screening-routes.ts";
import { configuredClaims } from "./matching/site-claims.ts";
import { siteClaimsRoutes } from "./matching/site-claims-routes.ts";
import { suggestionRoutes } from "./matching/suggestion-routes.ts";
import { notificationRoutes } from "./notifications/notification-routes.ts";
import { createPushDelivery } from "./notifications/push/delivery.ts";
import { pushRoutes } from "./notifications/push/push-routes.ts";
import { loadVapidDetails } from "./notifications/push/vapid-keys.ts";
import { localeRoutes } from "./profile/locale-routes.ts";
import { profilePhotoRoutes, profileRoutes } from "./profile/routes.ts";
import { requestLifecycleRoutes } from "./requests/lifecycle-routes.ts";
import { defineNewRequestNotice } from "./requests/new-request-notice.ts";
import { requestRoutes } from "./requests/routes.ts";
import { credentialRoutes } from "./trust/credential-routes.ts";
import { sweepCredentialExpiry } from "./trust/expiry-reminders.ts";
import { installedAppRoutes } from "./web/installed-app.ts";
import { anyLookup } from "./web/page-head.ts";
import { registerWeb, type SendShell } from "./web/plugin.ts";
import { robotsRoutes } from "./web/robots.ts";
import type { ShellOptions } from "./web/shell.ts";
import { sitePageData } from "./web/site-page-data.ts";
import { sitemapRoutes } from "./web/sitemap.ts";
import { inlinePaintFirstScript, inlineThemeScript } from "./web/theme-script.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  /** Where mail goes; by default queued for SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer | undefined;
  /** The server a queued mail is handed to; by default SMTP_URL's. */
  mailTransport?: MailTransport | undefined;
  /**
   * Background jobs: whether this app runs them and takes part in the schedules. A server does
   * (main.ts); by default an app only queues them, so API tests leave no worker running.
   */
  jobs?:
    | { work?: boolean; schedule?: boolean; pollingSeconds?: number; policy?: Partial<RetryPolicy> }
    | undefined;
  /** The built client to serve; none in API tests. */
  clientDir?: string | undefined;
  /** Registers a development client (Vite) instead of a built one. */
  devClient?: ((app: FastifyInstance, shell: ShellOptions) => Promise<SendShell>) | undefined;
  /** The process's logger; by default the app makes its own from LOG_LEVEL. */
  logger?: FastifyBaseLogger | undefined;
  /** Tests' local push service: its host accepted as an endpoint, reached through an agent trusting its certificate. */
  pushService?: { hosts: readonly string[]; agent: Agent } | undefined;
}

const REMINDER_SWEEP = "reminders.sweep";
const CREDENTIAL_EXPIRY_SWEEP = "credentials.expiry-sweep";
const COST_GUIDE_REFRESH = "cost-guide.refresh";
const EMBEDDED_VACUUM = "database.vacuum";

/** The folders served to anyone at /uploads/{folder}/: portfolio images and profile photos. */
const PUBLIC_IMAGE_FOLDERS = ["designs", "users"];
/** Every answer under /api (but the API reference's pages) and /uploads is data: JSON, an event stream, a file. */
const answersData = (url: string) =>
  (url.startsWith("/api/") && !url.startsWith(API_DOCS_PATH)) || url.startsWith("/uploads/");
/** Public photos kept in memory (a card photo is 10-100 KB): read again after 10 s at most, as the catalogue's answers. */
const PUBLIC_IMAGE_STORE = {
  folders: PUBLIC_IMAGE_FOLDERS,
  ttlMs: 10_000,
  maxBytes: 64 * 1024 * 1024,
  maxFileBytes: 1024 * 1024,
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const catalogues = createAllMessages(config.BRAND_NAME);
  const claims = configuredClaims(config);
  const httpsOnly = config.publicUrl.startsWith("https:");
  const themeScript = inlineThemeScript(deps.clientDir);
  const paintFirstScript = inlinePaintFirstScript(deps.clientDir);
  const headers = await securityHeaders({
    contentSecurityPolicy: deps.devClient
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              ...[themeScript, paintFirstScript].flatMap((script) => (script ? [script.source] : [])),
            ],
            // Radix positions popovers and toasts with style attributes.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            // The installed app's manifest and its service worker (offline page, push) come from the site itself.
            manifestSrc: ["'self'"],
            workerSrc: ["'self'"],
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
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : { logger: { level: config.LOG_LEVEL, redact: LOG_REDACTIONS, serializers: LOG_SERIALIZERS } }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    frameworkErrors: answerRouterErrors(catalogues, headers.data),
    // One line per request, written when it is answered, instead of Fastify's two.
    logController: new OneLinePerRequest(),
    childLoggerFactory: childLoggerWhenWriting,
  });
  closeConnectionsWhenClosing(app);
  registerAfterAnswer(app);

  sendSecurityHeaders(app, headers, answersData);
  // A read has no body to inflate: its requests skip @fastify/compress's preParsing hook (registered first, so
  // the plugin's own onRoute sees it).
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().every((method) => method === "GET" || method === "HEAD"))
      route.decompress ??= false;
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
  // Every part of the app reads and writes through it, so a delete here is never answered from memory.
  const storage = withReadCache(deps.storage, {
    ...PUBLIC_IMAGE_STORE,
    onRefreshError: (key, err) => app.log.error({ err, key }, "reading a kept public image again failed"),
  });
  // The embedded database's folder is locked to this process, so its catalogue changes only here.
  if (database.kind === "pglite") markSoleWriter(db);
  // And its rate limits count only here, so in memory, written back as the app closes (issue 20).
  if (database.kind === "pglite") {
    const saveCounters = await keepCountersInMemory(db);
    app.addHook("onClose", () =>
      saveCounters().catch((error: unknown) =>
        app.log.error({ err: error }, "the rate-limit counts could not be written back; they start afresh"),
      ),
    );
  }
  // And its sessions change only here: each signed-in request reads its session from memory (issue 20).
  const sessionCache = database.kind === "pglite" ? await cacheSessionsOf(database.client) : undefined;
  if (sessionCache) app.addHook("onClose", () => sessionCache.stop());
  const jobs: JobQueue = createJobQueue({
    database,
    log: app.log,
    work: deps.jobs?.work ?? false,
    schedule: deps.jobs?.schedule ?? false,
    pollingSeconds: deps.jobs?.pollingSeconds,
    policy: {
      retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
      timeoutSeconds: config.JOB_TIMEOUT_SECONDS,
      ...deps.jobs?.policy,
    },
  });
  app.decorate("jobs", jobs);
  // Started once the app is ready (every kind defined), stopped as it closes, before the database.
  app.addHook("onReady", () => jobs.start());
  // Half the shutdown's time: a try cut short is tried again after JOB_TIMEOUT_SECONDS anyway.
  app.addHook("onClose", () => jobs.stop(config.SHUTDOWN_TIMEOUT_MS / 2));
  const mailTransport =
    deps.mailTransport ??
    (config.SMTP_URL ? await createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : undefined);
  const mailer =
    deps.mailer ??
    (mailTransport
      ? createQueuedMailer(jobs, db, mailTransport)
      : createOutboxMailer(db, app.log, { logText: config.NODE_ENV === "development" }));
  const cookie = { secure: httpsOnly };
  const push = createPushDelivery(
    jobs,
    db,
    {
      db,
      catalogues,
      publicUrl: config.publicUrl,
      vapid: await loadVapidDetails(db, config),
      agent: deps.pushService?.agent,
    },
    app.log,
  );
  app.decorate("push", push);
  // The admins hear of each new request from a job queued with it (issue 20 §3): never lost, never on the answer.
  defineNewRequestNotice(jobs, { db, mailer, publicUrl: config.publicUrl, catalogues, push }, app.log);
  // Promises kept by the system (issue 21 §3): one process sweeps each minute; every notice is sent once.
  jobs.define(
    REMINDER_SWEEP,
    async () => {
      await sweepReminders({ db, mailer, publicUrl: config.publicUrl, catalogues }, new Date(), app.log);
    },
    { retryLimit: 0, timeoutSeconds: 600 },
  );
  jobs.every(REMINDER_SWEEP, "* * * * *");
  // Proof of trust (issue 22 §4): credentials' expiry reminders, once a day at 9:00 Hong Kong time.
  jobs.define(
    CREDENTIAL_EXPIRY_SWEEP,
    async () => {
      await sweepCredentialExpiry(
        { db, mailer, publicUrl: config.publicUrl, catalogues },
        new Date(),
        app.log,
      );
    },
    { retryLimit: 2, timeoutSeconds: 600 },
  );
  jobs.every(CREDENTIAL_EXPIRY_SWEEP, "0 9 * * *");
  // The cost guide and the reply times (issue 22 §2, §3): recomputed each night, and at once on a server
  // that has never computed them, instead of a day later.
  jobs.define(
    COST_GUIDE_REFRESH,
    async () => {
      const started = performance.now();
      const refreshed = await refreshCostGuide(db);
      app.log.info({ ...refreshed, ms: Math.round(performance.now() - started) }, "cost guide refreshed");
    },
    { retryLimit: 2, timeoutSeconds: 600 },
  );
  jobs.every(COST_GUIDE_REFRESH, "30 4 * * *");
  // The embedded database reclaims what updates leave behind only when told to: each hour.
  if (database.kind === "pglite") {
    jobs.define(
      EMBEDDED_VACUUM,
      async () => {
        const started = performance.now();
        await vacuumEmbeddedDatabase(database);
        app.log.info({ ms: Math.round(performance.now() - started) }, "embedded database vacuumed");
      },
      { retryLimit: 1, timeoutSeconds: 600 },
    );
    jobs.every(EMBEDDED_VACUUM, "17 * * * *");
  }
  if (deps.jobs?.schedule)
    app.addHook("onReady", async () => {
      if (!(await costGuideRefreshed(db))) await jobs.enqueue(COST_GUIDE_REFRESH, {});
    });
  const bus = await createEventBus(database, { log: app.log });
  const live = createLiveHub({
    db,
    publicUrl: config.publicUrl,
    bus,
    heartbeatMs: config.LIVE_HEARTBEAT_MS,
    maxStreamMs: config.LIVE_STREAM_MAX_MS,
    log: app.log,
  });
  // Streams end before the server waits for its connections, so a shutdown is not held up by open tabs.
  app.addHook("preClose", async () => live.close());
  app.addHook("onClose", async () => bus.close());

  declareRoutes(app);
  await registerApiReference(app, {
    brand: config.BRAND_NAME,
    publicUrl: config.publicUrl,
    sessionCookie: sessionCookieName(cookie),
  });

  await app.register(healthRoutes, { db });
  await app.register(publicImageRoutes, { storage, folders: PUBLIC_IMAGE_FOLDERS });
  await app.register(
    async (api) => {
      registerSessions(api, db, cookie, sessionCache?.cache);
      enforceAccess(api);
      enforceWriteLimits(api, { db, factor: config.WRITE_LIMIT_FACTOR });
      api.setNotFoundHandler(answerNoSuchAddress);
      await api.register(openApiRoute);
      const services = { db, storage, mailer, publicUrl: config.publicUrl, catalogues, push };
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
      await api.register(requestRoutes, { ...services, jobs });
      await api.register(requestLifecycleRoutes, services);
      await api.register(adminRoutes, services);
      await api.register(deliveryRoutes, { db, jobs });
      await api.register(analyticsRoutes, { db });
      await api.register(designerProfileRoutes, services);
      await api.register(directoryRoutes, services);
      await api.register(notificationRoutes, services);
      await api.register(pushRoutes, { db, publicKey: push.publicKey, pushHosts: deps.pushService?.hosts });
      await api.register(dueRoutes, services);
      await api.register(suggestionRoutes, services);
      await api.register(siteClaimsRoutes, { db, configured: claims });
      await api.register(costGuideRoutes, { db });
      await api.register(screeningRoutes, services);
      await api.register(introductionRoutes, services);
      await api.register(liveRoutes, { hub: live });
      await api.register(credentialRoutes, services);
      await api.register(reviewPhotoRoutes, services);
    },
    { prefix: "/api" },
  );

  // The old system's sign-in path only ever led home (spec 1 §2).
  app.get(LOGIN_ALIAS, (_request, reply) => reply.redirect("/"));

  await app.register(robotsRoutes, { publicUrl: config.publicUrl });
  await app.register(installedAppRoutes, { catalogues });
  await app.register(sitemapRoutes, { db, publicUrl: config.publicUrl });

  const shell = {
    catalogues,
    brand: config.BRAND_NAME,
    publicUrl: config.publicUrl,
    secureCookies: httpsOnly,
    lookup: anyLookup(sitePageData, designPageData(db), designerPageData(db), costGuidePageData(db)),
  };
  const sendShell = deps.devClient
    ? await deps.devClient(app, shell)
    : deps.clientDir
      ? await registerWeb(app, { ...shell, clientDir: deps.clientDir, themeScript, paintFirstScript })
      : undefined;

  app.setNotFoundHandler((request, reply) => {
    if (sendShell && (request.method === "GET" || request.method === "HEAD"))
      return sendShell(request, reply);
    return answerNoSuchAddress(request, reply);
  });

  return app;
}

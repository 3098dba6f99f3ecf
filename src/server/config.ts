import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0)
    .max(65535)
    .default(3000),
  PUBLIC_URL: z.url({ message: "must be an absolute URL such as https://nestmatch.hk" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
    .optional(),
  /** Processes serving the port (PostgreSQL only): unset, one a core; the embedded database has one. */
  SERVER_PROCESSES: z.coerce
    .number({ message: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(64, "must be at most 64")
    .optional(),
  BRAND_NAME: z.string().trim().min(1).max(60).default("Nestmatch"),
  SEED_DEMO: booleanFlag.default(true),
  /** The deployment's own claims (figures, homeowners' words) as JSON; see .env.example. */
  SITE_CLAIMS_FILE: z.string().min(1).optional(),
  ADMIN_EMAIL: z.email({ message: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").max(128).optional(),
  /** Set when a proxy in front adds X-Forwarded-For, so rate limits see the visitor's address. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Uploaded files go to this S3-compatible bucket instead of DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url({ message: "must be a URL such as https://s3.example.com" }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** e.g. smtps://user:pass@smtp.example.com:465; without it mail goes to the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Nestmatch <no-reply@nestmatch.hk>"),
  /** The Web Push key pair (base64url, as `web-push generate-vapid-keys` prints it); unset: made once and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key in base64url (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url (43 characters)")
    .optional(),
  /** Who push services may contact about our notifications: a mailto: or https: address (default: MAIL_FROM's). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https:// address")
    .optional(),
  /** The first wait before a failed mail or push is tried again; each later wait doubles (up to an hour). */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How long one try of a job may run before it counts as lost (its process died) and is tried again. */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** Sign-in, sign-up, reset and admin-gate attempts allowed per address per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Multiplies every write limit (docs/decisions.md "Write limits"), e.g. for browser tests from one address. */
  WRITE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** How often a live stream is sent a comment, so proxies and the browser know it is alive. */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(120_000).default(25_000),
  /** A live stream ends after this long and the browser opens it again: its session is checked anew. */
  LIVE_STREAM_MAX_MS: z.coerce
    .number()
    .int()
    .min(20)
    .default(30 * 60_000),
});

export type Config = z.infer<typeof envSchema> & { publicUrl: string };

export class ConfigError extends Error {}

/** Reads the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const value = present[name];
    throw new ConfigError(
      `Invalid environment variable ${name}${value === undefined ? "" : ` (got "${value}")`}: ${issue?.message}`,
    );
  }
  const config = parsed.data;
  if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid environment: ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    throw new ConfigError("Invalid environment: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  }
  if (!config.DATABASE_URL && config.SERVER_PROCESSES !== undefined && config.SERVER_PROCESSES > 1) {
    throw new ConfigError(
      "Invalid environment: SERVER_PROCESSES above 1 needs DATABASE_URL (the embedded database's folder is one process's)",
    );
  }
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}

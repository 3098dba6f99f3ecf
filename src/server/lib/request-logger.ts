import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";
import type { Bindings, Level, LogFn } from "pino";

/** The root logger as pino makes it: it can say whether a level is written at all. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: Level) => boolean };

/**
 * A request's logger, made into pino's child (which binds the request's id) only when it writes. Fastify makes
 * a child for every request, and pino's child, given Fastify's options object, copies the formatters and rebinds
 * every level's method: on the catalogue's hot path, where nothing is written at LOG_LEVEL=warn, that was about
 * a twentieth of the process's work (issue 20). `request.log` writes the same lines as before.
 */
class ChildWhenWriting implements FastifyBaseLogger {
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: LevelAware, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #writes(level: Level): boolean {
    return this.#child !== undefined || (this.#parent.isLevelEnabled?.(level) ?? true);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  fatal: LogFn = (...args: Parameters<LogFn>) => this.#writes("fatal") && this.#logger.fatal(...args);
  error: LogFn = (...args: Parameters<LogFn>) => this.#writes("error") && this.#logger.error(...args);
  warn: LogFn = (...args: Parameters<LogFn>) => this.#writes("warn") && this.#logger.warn(...args);
  info: LogFn = (...args: Parameters<LogFn>) => this.#writes("info") && this.#logger.info(...args);
  debug: LogFn = (...args: Parameters<LogFn>) => this.#writes("debug") && this.#logger.debug(...args);
  trace: LogFn = (...args: Parameters<LogFn>) => this.#writes("trace") && this.#logger.trace(...args);
  silent: LogFn = () => {};

  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger["child"]>[1]): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

/** Fastify's child logger factory: a route with options of its own (a log level) gets pino's child at once. */
export const childLoggerWhenWriting: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  options,
) =>
  Object.keys(options).length > 0 ? logger.child(bindings, options) : new ChildWhenWriting(logger, bindings);

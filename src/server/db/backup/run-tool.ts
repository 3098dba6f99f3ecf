import { spawn } from "node:child_process";
import { UsageError } from "../../cli.ts";

/** Where each external program comes from, for the message when it is missing. */
const INSTALL_HINT: Record<string, string> = {
  pg_dump: "the PostgreSQL client tools (Debian: apt-get install postgresql-client)",
  pg_restore: "the PostgreSQL client tools (Debian: apt-get install postgresql-client)",
  psql: "the PostgreSQL client tools (Debian: apt-get install postgresql-client)",
  tar: "tar",
};

/** Runs a program to the end; a failure becomes one readable line with what the program said. */
export function runTool(
  program: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new UsageError(`${program} was not found: install ${INSTALL_HINT[program] ?? program}.`)
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolvePromise();
      else reject(new UsageError(`${program} failed (exit ${code}): ${stderr.trim() || "no message"}`));
    });
  });
}

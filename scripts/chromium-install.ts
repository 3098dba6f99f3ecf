// What `npm test` does when Debian's Chromium is missing: installs it when this user may (root with apt-get),
// else stops before any test runs with the one command that installs it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { TEST_CHROMIUM_PATH } from "./chromium.ts";

export const CHROMIUM_PACKAGES = ["chromium", "chromium-headless-shell"] as const;
const APT_GET = "/usr/bin/apt-get";

export interface ChromiumMachine {
  hasChromium: () => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  /** Runs a command with its output shown; true when it succeeded. */
  run: (command: string, args: string[]) => boolean;
  say: (line: string) => void;
}

export const thisMachine: ChromiumMachine = {
  hasChromium: () => existsSync(TEST_CHROMIUM_PATH),
  isRoot: process.getuid?.() === 0,
  hasAptGet: existsSync(APT_GET),
  run: (command, args) => spawnSync(command, args, { stdio: "inherit" }).status === 0,
  say: (line) => console.log(line),
};

export function installCommand(isRoot: boolean): string {
  return `${isRoot ? "" : "sudo "}apt-get update && ${isRoot ? "" : "sudo "}apt-get install -y ${CHROMIUM_PACKAGES.join(" ")}`;
}

/**
 * Makes sure the browser tests have a Chromium; answers null when they do, else the reason they cannot
 * run (the one command to run, or what failed), which the caller prints before stopping.
 */
export function ensureChromium(machine: ChromiumMachine = thisMachine): string | null {
  if (machine.hasChromium()) return null;
  if (process.env.CHROMIUM_PATH) {
    return `CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`;
  }
  if (!machine.isRoot || !machine.hasAptGet) {
    return (
      "The browser tests need Debian's Chromium, which is not installed. Run this once, then npm test again:\n" +
      `  ${installCommand(machine.isRoot)}\n` +
      "(or set CHROMIUM_PATH to a Chromium, or SKIP_E2E=1 to run without the browser tests)"
    );
  }
  machine.say(
    `Debian's Chromium is missing: installing it for the browser tests (${installCommand(true)}), once.`,
  );
  // Without a terminal to answer apt's questions, it must not ask any.
  const apt = (...args: string[]) => machine.run("env", ["DEBIAN_FRONTEND=noninteractive", APT_GET, ...args]);
  const installed = apt("update", "-qq") && apt("install", "-y", "-qq", ...CHROMIUM_PACKAGES);
  if (!installed || !machine.hasChromium()) {
    return `Installing Chromium failed (see apt-get's output above). Run it yourself:\n  ${installCommand(true)}`;
  }
  machine.say("Chromium is installed.");
  return null;
}

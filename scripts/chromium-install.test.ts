import { describe, expect, it } from "vitest";
import { type ChromiumMachine, ensureChromium } from "./chromium-install.ts";

/** A machine whose Chromium appears once apt-get has installed it, recording what was run and said. */
function machine(overrides: Partial<ChromiumMachine> & { installs?: boolean; present?: boolean } = {}) {
  const ran: string[] = [];
  const said: string[] = [];
  let present = overrides.present ?? false;
  const fake: ChromiumMachine = {
    hasChromium: () => present,
    isRoot: true,
    hasAptGet: true,
    run: (command, args) => {
      ran.push([command, ...args].join(" "));
      if (args.includes("install") && (overrides.installs ?? true)) present = true;
      return overrides.installs ?? true;
    },
    say: (line) => said.push(line),
    ...overrides,
  };
  return { fake, ran, said };
}

describe("npm test without Debian's Chromium", () => {
  it("does nothing when Chromium is there", () => {
    const { fake, ran, said } = machine({ present: true });
    expect(ensureChromium(fake)).toBeNull();
    expect(ran).toEqual([]);
    expect(said).toEqual([]);
  });

  it("installs it as root with apt-get, says so, and goes on", () => {
    const { fake, ran, said } = machine();
    expect(ensureChromium(fake)).toBeNull();
    expect(ran).toEqual([
      "env DEBIAN_FRONTEND=noninteractive /usr/bin/apt-get update -qq",
      "env DEBIAN_FRONTEND=noninteractive /usr/bin/apt-get install -y -qq chromium chromium-headless-shell",
    ]);
    expect(said[0]).toMatch(/Chromium is missing: installing it/);
    expect(said.at(-1)).toBe("Chromium is installed.");
  });

  it("stops with the one command to run when it may not install", () => {
    const { fake, ran } = machine({ isRoot: false });
    const reason = ensureChromium(fake);
    expect(ran).toEqual([]);
    expect(reason).toContain(
      "sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell",
    );
  });

  it("stops with the command when there is no apt-get, even as root", () => {
    const { fake, ran } = machine({ hasAptGet: false });
    expect(ensureChromium(fake)).toContain("apt-get install -y chromium chromium-headless-shell");
    expect(ran).toEqual([]);
  });

  it("says the install failed rather than running the browser tests without a browser", () => {
    const { fake } = machine({ installs: false });
    expect(ensureChromium(fake)).toMatch(/^Installing Chromium failed/);
  });
});

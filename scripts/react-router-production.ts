// React Router 7 as the browser's production build should have it. Two defects of the published package cost
// every first visit about 1.6 KB of compressed JavaScript (docs/decisions.md, "React Router as a production build should have it"):
// - its package.json sends every bundler to dist/development, whose ENABLE_DEV_WARNINGS is true, so its warnings
//   ship (remix-run/react-router#14102, open); the identical dist/production is used instead;
// - its single-file build assigns `X.displayName = "…"` at the top level and calls `React.createContext`,
//   `forwardRef` and `memo` without pure annotations, which a bundler must keep as side effects, and with them
//   everything they reference (`<Form>`, `<ScrollRestoration>`, the data router's parts) whether used or not.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const REACT_ROUTER_FILE = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm;
const UNANNOTATED_CALL = /^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:createContext|forwardRef|memo))\(/gm;

/** The package's production entry, which its exports map never offers. */
export function reactRouterProductionEntry(): string {
  const require = createRequire(import.meta.url);
  // The CommonJS entry lives in dist/development; its sibling folder holds the production files.
  const developmentEntry = require.resolve("react-router");
  return join(dirname(dirname(developmentEntry)), "production", "index.mjs");
}

/** The module's code with its top-level side effects that only name things removed, or undefined if none. */
export function withoutNamingSideEffects(code: string): { code: string; changes: number } | undefined {
  let changes = 0;
  const result = code
    .replace(DISPLAY_NAME, () => {
      changes++;
      return "";
    })
    .replace(UNANNOTATED_CALL, (_, declaration: string, callee: string) => {
      changes++;
      return `${declaration}/* @__PURE__ */ ${callee}(`;
    });
  return changes === 0 ? undefined : { code: result, changes };
}

/** Vite plugin for the browser's build only: the server's render keeps the package as published. */
export function reactRouterProduction(): Plugin {
  let changes = 0;
  return {
    name: "nestmatch:react-router-production",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProductionEntry() }] },
    }),
    transform(code, id) {
      if (!REACT_ROUTER_FILE.test(id)) return undefined;
      const result = withoutNamingSideEffects(code);
      if (!result) return undefined;
      changes += result.changes;
      return { code: result.code, map: null };
    },
    buildEnd() {
      // A new release laid out differently would silently bring the dead code back: say so.
      if (changes === 0) this.warn("react-router: no naming side effect found to remove; check the plugin");
    },
  };
}

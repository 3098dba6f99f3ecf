import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { reactRouterProductionEntry, withoutNamingSideEffects } from "./react-router-production.ts";

describe("React Router for the browser's production build", () => {
  it("takes the package's production files, whose development warnings are off", () => {
    const entry = reactRouterProductionEntry();
    expect(entry).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    const files = readdirSync(dirname(entry)).filter((name) => name.endsWith(".mjs"));
    const code = files.map((name) => readFileSync(join(dirname(entry), name), "utf8")).join("\n");
    expect(code).toContain("var ENABLE_DEV_WARNINGS = false;");
    expect(code).not.toContain("var ENABLE_DEV_WARNINGS = true;");
  });

  it("drops top-level display names and marks contexts, forwardRef and memo as pure, nothing else", () => {
    const code = [
      "var LocationContext = React.createContext(null);",
      'LocationContext.displayName = "Location";',
      "var Link = React10.forwardRef(",
      "  function LinkWithRef() {}",
      ");",
      'Link.displayName = "Link";',
      "var Routes = React3.memo(DataRoutes);",
      "function inside() {",
      '  thing.displayName = "kept";',
      "  var local = React.createContext(null);",
      "}",
      "var state = useState(0);",
    ].join("\n");
    expect(withoutNamingSideEffects(code)).toEqual({
      changes: 5,
      code: [
        "var LocationContext = /* @__PURE__ */ React.createContext(null);",
        "",
        "var Link = /* @__PURE__ */ React10.forwardRef(",
        "  function LinkWithRef() {}",
        ");",
        "",
        "var Routes = /* @__PURE__ */ React3.memo(DataRoutes);",
        "function inside() {",
        '  thing.displayName = "kept";',
        "  var local = React.createContext(null);",
        "}",
        "var state = useState(0);",
      ].join("\n"),
    });
    expect(withoutNamingSideEffects("var x = 1;")).toBeUndefined();
  });

  it("still finds what it removes in the installed release", () => {
    const entry = reactRouterProductionEntry();
    const chunks = readdirSync(dirname(entry)).filter((name) => name.startsWith("chunk-"));
    const changes = chunks
      .map((name) => withoutNamingSideEffects(readFileSync(join(dirname(entry), name), "utf8"))?.changes ?? 0)
      .reduce((sum, count) => sum + count, 0);
    expect(changes).toBeGreaterThan(20);
  });

  it("is never asked for its Link or NavLink: the app's own (src/client/ui/link.tsx) keep the rest out", () => {
    const files = readdirSync("src/client", { recursive: true, encoding: "utf8" }).filter((path) =>
      /\.tsx?$/.test(path),
    );
    const importing = files.filter((path) =>
      /import \{[^}]*\b(Link|NavLink)\b[^}]*\} from "react-router"/.test(
        readFileSync(join("src/client", path), "utf8"),
      ),
    );
    expect(importing).toEqual([]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The import boundaries name each folder; a folder they do not name would be free to import anything.
const boundaries = readFileSync("biome.boundaries.jsonc", "utf8");
const folders = (root: string) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe("import boundaries", () => {
  it("name every client folder but the static files and the test harness", () => {
    const unnamed = folders("src/client")
      .filter((folder) => !["public", "test-support"].includes(folder))
      .filter((folder) => !boundaries.includes(`"src/client/${folder}/**"`));
    expect(unnamed).toEqual([]);
  });

  it("name every server folder", () => {
    const unnamed = folders("src/server").filter(
      (folder) => !boundaries.includes(`"src/server/${folder}/**"`),
    );
    expect(unnamed).toEqual([]);
  });

  it("name every client area in each area's list of the others", () => {
    const areas = folders("src/client").filter((f) => !["public", "test-support", "app", "ui"].includes(f));
    const unlisted = areas.filter((area) => !boundaries.includes(`"**/${area}/**"`));
    expect(unlisted).toEqual([]);
  });
});

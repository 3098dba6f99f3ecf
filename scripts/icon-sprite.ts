import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/*
 * Makes src/client/ui/icons.svg, the sprite the app's icons draw from (src/client/ui/icons.tsx), out of lucide's
 * own shapes. Run it after adding an icon there: `node scripts/icon-sprite.ts`. A test fails while the sprite
 * and the list differ.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ICONS_MODULE = join(root, "src/client/ui/icons.tsx");
export const SPRITE_FILE = join(root, "src/client/ui/icons.svg");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** The lucide file names the icons module draws, in its order. */
export function spriteIconNames(source = readFileSync(ICONS_MODULE, "utf8")): string[] {
  return [...source.matchAll(/= icon\("([a-z0-9-]+)"\)/g)].map((match) => match[1] as string);
}

async function iconNode(name: string): Promise<IconNode> {
  const module = (await import(`lucide-react/icons/${name}`)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

function element([tag, attributes]: IconNode[number]): string {
  const written = Object.entries(attributes)
    .filter(([key]) => key !== "key")
    .map(([key, value]) => ` ${key}="${String(value)}"`)
    .join("");
  return `<${tag}${written}/>`;
}

/**
 * The sprite's text: one symbol per icon, its shapes as lucide draws them; the icon's <svg> sets the stroke. Its
 * id is the icon's name under `icon-` (ui/icons.tsx, ICON_ID_PREFIX): the symbols join the page's own document.
 */
export async function renderSprite(names = spriteIconNames()): Promise<string> {
  const symbols = await Promise.all(
    names.map(
      async (name) =>
        `<symbol id="icon-${name}" viewBox="0 0 24 24">${(await iconNode(name)).map(element).join("")}</symbol>`,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(SPRITE_FILE, await renderSprite());
  console.log(`${SPRITE_FILE}: ${spriteIconNames().length} icons`);
}

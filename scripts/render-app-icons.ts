// Renders the installed app's icons and the pages' favicon (public/icons/) from the favicon's drawing: "any"
// icons and the favicon are the drawing itself; the maskable one and Apple's fill the whole square and keep the
// house inside the central 60%, since the device cuts its own shape (a circle, a squircle) out of them.
// usage: node scripts/render-app-icons.ts
import { mkdirSync, readFileSync } from "node:fs";
import sharp from "sharp";

const publicDir = new URL("../src/client/public/", import.meta.url);
const favicon = readFileSync(new URL("favicon.svg", publicDir), "utf8");
const house = /<path [^>]*\/>\s*<circle [^>]*\/>/.exec(favicon)?.[0];
if (!house) throw new Error("favicon.svg has no house path and circle");
const background = /<rect [^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? "#1f5f58";
// The house spans x 7–25 and y 9–25 of the favicon's 32 units; scaled by 0.7 about the middle it stays in the
// maskable safe zone (a circle of 40% radius).
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.7) translate(-16 -17)">${house}</g></svg>`;

mkdirSync(new URL("icons/", publicDir), { recursive: true });
const render = async (svg: string, size: number, name: string) => {
  const file = new URL(`icons/${name}`, publicDir);
  const { size: bytes } = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(file.pathname);
  console.log(`${name}: ${bytes} bytes`);
};
await render(favicon, 48, "favicon-48.png");
await render(favicon, 192, "icon-192.png");
await render(favicon, 512, "icon-512.png");
await render(fullBleed, 512, "maskable-512.png");
await render(fullBleed, 180, "apple-touch-icon.png");

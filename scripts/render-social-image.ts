// Renders the default link-preview image (public/og-image.jpg) from a demo illustration.
// usage: node scripts/render-social-image.ts
import { writeFileSync } from "node:fs";
import { renderRoomIllustration } from "../src/server/db/seed/illustrations/index.ts";

const jpeg = await renderRoomIllustration({
  room: "living",
  style: "Scandinavian",
  variant: 7,
  width: 1200,
  height: 630,
});
writeFileSync(new URL("../src/client/public/og-image.jpg", import.meta.url), jpeg);
console.log(`og-image.jpg: ${jpeg.length} bytes`);

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    sourcemap: false,
    // The server reads it to preload each page's own chunks from the HTML (src/server/web/preload-hints.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries only some pages need get chunks of their own, so the first page never carries them.
        codeSplitting: {
          groups: [{ name: "zod", test: /node_modules[\\/]zod[\\/]/ }],
        },
      },
    },
  },
});

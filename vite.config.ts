import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress.ts";
import { reactRouterProduction } from "./scripts/react-router-production.ts";

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [reactRouterProduction(), react(), tailwindcss(), precompress()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    sourcemap: false,
    // The server reads it to preload each page's own chunks from the HTML (src/server/web/preload-hints.ts).
    manifest: true,
    rolldownOptions: {
      // The only entry is the page's script, which nothing imports; its exports need not be kept.
      preserveEntrySignatures: false,
      output: {
        // Libraries only some pages need get chunks of their own, so the first page never carries them.
        codeSplitting: {
          groups: [
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            // The stack every page runs on changes with a dependency upgrade, our code with every deploy: apart,
            // a returning visitor keeps React DOM's 53 KB across deploys, and one file compresses better than
            // five (/designs: 9 scripts and 111.1 KB, from 14 and 113.9). Only what the first page runs: the
            // parts only some screens use (useQueries, useSuspenseQuery, mutations) go with those screens.
            {
              name: "vendor",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              tags: ["$initial"],
              priority: 2,
            },
            // Everything else the page's script imports up front (the shell, its words' loader, the icon
            // maker) is one file: the shared pieces would otherwise be files of their own (/designs 107.4 ->
            // 105.8 KB with the line above).
            { name: "shell", tags: ["$initial"], priority: 1 },
          ],
          // Shared modules under 12 KB before minifying (small helpers, the catalogue's cards) are copied into
          // every chunk that uses them instead of being chunks of their own: fewer, larger files compress better
          // (/designs: 12 scripts instead of 37 at 8 KB, 124.8 -> 122.2 KB then; 12 KB puts the cards' grid in the
          // catalogue's chunk, 99.6 -> 98.9 KB, for 13 KB more across every chunk). Asks for
          // preserveEntrySignatures: false above, and turns on strictExecutionOrder (modules run in import order
          // even when copied).
          experimentalInlineCommonChunks: { maxSize: 12_288 },
        },
      },
    },
  },
});

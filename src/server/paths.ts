import { fileURLToPath } from "node:url";

/** The repository's root, where package.json lives. */
export const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Where `vite build` writes the client. */
export const CLIENT_BUILD_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

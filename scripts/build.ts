// `npm run build`: the client for browsers (dist/client) and its server render (dist/server).
import { buildClient } from "./client-build.ts";

await buildClient();

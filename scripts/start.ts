// `npm start`: builds the client when its sources changed, then serves app and API on one port.
import { buildClient, clientBuildIsStale } from "./client-build.ts";

process.env.NODE_ENV ??= "production";
if (clientBuildIsStale()) {
  console.log("Building the client (first start, or its sources changed)...");
  const started = Date.now();
  await buildClient();
  console.log(`Client built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
const { main } = await import("../src/server/main.ts");
await main();

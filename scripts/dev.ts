// `npm run dev`: the server with Vite's hot reload on the same port (restart the command after server changes).
process.env.NODE_ENV ??= "development";
const { main } = await import("../src/server/main.ts");
await main({ dev: true });

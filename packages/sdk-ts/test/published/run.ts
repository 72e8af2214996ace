// `pnpm --filter @opensandbox/sdk test:dist`: builds dist/, starts a real server (Node 24, Docker)
// and runs smoke.mjs against it with an older Node: $NODE20, else /usr/bin/node.
import { spawn } from "node:child_process";
import path from "node:path";
import { API_KEY, destroyServer, startServer } from "../../../server/test/helpers.ts";

const node = process.env.NODE20 ?? "/usr/bin/node";
const server = await startServer();
let status = 1;
try {
  // Asynchronously: the server lives in this process and must keep serving meanwhile.
  const child = spawn(node, [path.join(import.meta.dirname, "smoke.mjs"), server.url, API_KEY], { stdio: "inherit" });
  status = await new Promise<number>((resolve) => {
    child.on("error", (err) => {
      console.error(err);
      resolve(1);
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
} finally {
  await server.close();
  await destroyServer(server);
}
process.exit(status);

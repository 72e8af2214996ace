// Create → first command ok, as a client sees it: POST, GET until Running, then ONE command
// (`true`) on a fresh connection through the endpoint the server hands out.
import http from "node:http";
import { execdTarget, runCommand, type ExecdTarget } from "./execd-client.ts";
import type { BenchServer } from "./server.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Creates a sandbox from `body`, waits for Running (polling every `pollMs`), runs `true` once; the sandbox is left running. */
export async function createToFirstCommand(server: Pick<BenchServer, "api">, body: unknown, pollMs = 2): Promise<{ ms: number; id: string; target: ExecdTarget }> {
  const t0 = performance.now();
  const created = await server.api("POST", "/v1/sandboxes", body);
  if (created.status !== 202) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  try {
    for (;;) {
      const s = (await server.api("GET", `/v1/sandboxes/${id}`)).body?.status;
      if (s?.state === "Running") break;
      if (s?.state === "Failed" || s?.state === "Terminated") throw new Error(`sandbox ${id}: ${JSON.stringify(s)}`);
      await sleep(pollMs);
    }
    const target = execdTarget((await server.api("GET", `/v1/sandboxes/${id}/endpoints/44772`)).body);
    const r = await runCommand(target, new http.Agent({ keepAlive: false }), "true");
    if (r.terminal !== "execution_complete") throw new Error(`first command: ${r.terminal}`);
    return { ms: performance.now() - t0, id, target };
  } catch (err) {
    await server.api("DELETE", `/v1/sandboxes/${id}`);
    throw err;
  }
}

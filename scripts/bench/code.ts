// `pnpm bench code`: stateful code execution through execd's /code on a real sandbox built from
// opensandbox/code-interpreter:local.
//
//  1. warm: `1+1` in an existing Python context, from sending POST /code until the stream's
//     terminal event (target p50 ≤ 15 ms);
//  2. cold: the first run in a new context (POST /code/context starts a kernel, then `1+1`),
//     reported separately.
import { parseArgs } from "node:util";
import { Sandbox } from "../../packages/sdk-ts/src/index.ts";
import { checkInterrupted, onCleanup } from "./lib/cleanup.ts";
import { describeMachine, machineInfo } from "./lib/machine.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { removeServerDir, startServer } from "./lib/server.ts";
import { roundSummary, summarize } from "./lib/stats.ts";

export const description = "1+1 in a warm Python context (p50 ≤ 15 ms) and the first run in a new context";

const OPTIONS = {
  n: { type: "string", default: "300" },
  warmup: { type: "string", default: "30" },
  cold: { type: "string", default: "5" },
  image: { type: "string", default: "opensandbox/code-interpreter:local" },
  help: { type: "boolean", default: false },
} as const;

type Context = { id: string; language: string };

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false });
  if (values.help) {
    console.log("usage: pnpm bench code [--n 300] [--warmup 30] [--cold 5] [--image opensandbox/code-interpreter:local]");
    return 0;
  }
  const n = Number(values.n);
  const startedAt = new Date();
  const machine = await machineInfo();
  console.log(describeMachine(machine).join("\n"));

  const server = await startServer();
  onCleanup("server dir", () => removeServerDir(server));
  const sandbox = await Sandbox.create({
    domain: new URL(server.url).host,
    apiKey: server.apiKey,
    image: values.image,
    entrypoint: ["sleep", "3600"],
    resource: { cpu: "1", memory: "1Gi" },
    timeoutSeconds: 1800,
  });
  onCleanup("sandbox", () => sandbox.kill().catch(() => undefined));

  const runCode = async (context: Context) => {
    const r = await sandbox.execd.stream("/code", { code: "1+1", context: { id: context.id } });
    if (r.error || r.results[0]?.text !== "2") throw new Error(`unexpected result: ${JSON.stringify(r)}`);
  };

  // Cold: a new context (kernel start) and its first run.
  const coldCreate: number[] = [];
  const coldFirst: number[] = [];
  for (let i = 0; i < Number(values.cold); i++) {
    checkInterrupted();
    const t0 = performance.now();
    const ctx = await sandbox.execd.request<Context>("POST", "/code/context", { body: { language: "python" } });
    const t1 = performance.now();
    await runCode(ctx);
    const t2 = performance.now();
    coldCreate.push(t1 - t0);
    coldFirst.push(t2 - t0);
    await sandbox.execd.request("DELETE", `/code/contexts/${ctx.id}`);
  }

  // Warm.
  const ctx = await sandbox.execd.request<Context>("POST", "/code/context", { body: { language: "python" } });
  for (let i = 0; i < Number(values.warmup); i++) await runCode(ctx);
  const warm: number[] = [];
  for (let i = 0; i < n; i++) {
    checkInterrupted();
    const t0 = performance.now();
    await runCode(ctx);
    warm.push(performance.now() - t0);
  }
  const warmS = roundSummary(summarize(warm));
  const createS = roundSummary(summarize(coldCreate));
  const firstS = roundSummary(summarize(coldFirst));
  console.log(section("python `1+1`, request → terminal event"));
  console.log(
    table(
      ["case", "n", "p50", "p95", "p99", "min", "max"],
      [
        ["warm context", warmS.n, ms(warmS.p50), ms(warmS.p95), ms(warmS.p99), ms(warmS.min), ms(warmS.max)],
        ["new context: create (kernel start)", createS.n, ms(createS.p50), ms(createS.p95), "-", ms(createS.min), ms(createS.max)],
        ["new context: create + first run", firstS.n, ms(firstS.p50), ms(firstS.p95), "-", ms(firstS.min), ms(firstS.max)],
      ],
    ),
  );
  console.log(`\nwarm p50 target ≤ 15 ms: ${warmS.p50 <= 15 ? "met" : "MISSED"}`);
  const file = writeResults("code", { machine, warm: warmS, coldCreate: createS, coldFirstRun: firstS, samples: { warm, coldCreate, coldFirst } }, startedAt);
  console.log(`results: ${file}`);
  return 0;
}

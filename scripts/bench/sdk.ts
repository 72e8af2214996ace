// `pnpm bench sdk`: what @opensandbox/sdk adds over a raw fetch for `commands.run("true")`.
//
// One sandbox on the real server binary; then, interleaved one by one, (a) a hand-written raw
// fetch of POST /command on the execd endpoint, reading the stream until the terminal event, and
// (b) `sandbox.commands.run("true")`. Both use the global fetch (same keep-alive pool), the same
// endpoint and token. The overhead is p50(sdk) − p50(raw); target ≤ 1 ms.
import { parseArgs } from "node:util";
import { Sandbox } from "../../packages/sdk-ts/src/index.ts";
import { checkInterrupted, onCleanup } from "./lib/cleanup.ts";
import { describeMachine, machineInfo } from "./lib/machine.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { removeServerDir, startServer } from "./lib/server.ts";
import { roundSummary, summarize } from "./lib/stats.ts";

export const description = "overhead of the SDK over raw fetch for commands.run('true')";

const OPTIONS = {
  n: { type: "string", default: "1000" },
  warmup: { type: "string", default: "100" },
  image: { type: "string", default: "opensandbox/busybox:local" },
  help: { type: "boolean", default: false },
} as const;

function usage(): string {
  return [
    "usage: pnpm bench sdk [--n 1000] [--warmup 100] [--image opensandbox/busybox:local]",
    "",
    "Interleaves raw fetch and sandbox.commands.run('true') against one sandbox and reports",
    "p50/p95/p99 of each and the SDK's overhead at p50 (target ≤ 1 ms).",
  ].join("\n");
}

/** POST /command with fetch and read the event stream until the terminal event. */
async function rawRun(base: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(`${base}/command`, { method: "POST", headers, body: '{"command":"true"}' });
  if (res.status !== 200) throw new Error(`raw run: HTTP ${res.status}`);
  const text = await res.text();
  if (!text.includes('"execution_complete"')) throw new Error(`raw run: no execution_complete in ${text}`);
}

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false });
  if (values.help) {
    console.log(usage());
    return 0;
  }
  const n = Number(values.n);
  const warmup = Number(values.warmup);
  const startedAt = new Date();
  const machine = await machineInfo();
  console.log(describeMachine(machine).join("\n"));

  const server = await startServer();
  onCleanup("server dir", () => removeServerDir(server));
  const domain = new URL(server.url).host;
  const sandbox = await Sandbox.create({
    domain,
    apiKey: server.apiKey,
    image: values.image,
    entrypoint: ["sleep", "3600"],
    resource: { cpu: "1", memory: "512Mi" },
    timeoutSeconds: 900,
  });
  onCleanup("sandbox", () => sandbox.kill().catch(() => undefined));
  const ep = await sandbox.getEndpoint(44772);
  const base = ep.url.replace(/\/$/, "");
  const headers = { ...ep.headers, "content-type": "application/json" };

  for (let i = 0; i < warmup; i++) {
    await rawRun(base, headers);
    await sandbox.commands.run("true");
  }
  const raw: number[] = [];
  const sdk: number[] = [];
  for (let i = 0; i < n; i++) {
    checkInterrupted();
    // Alternate which goes first so drift hits both equally.
    const order = i % 2 === 0 ? (["raw", "sdk"] as const) : (["sdk", "raw"] as const);
    for (const kind of order) {
      const t0 = performance.now();
      if (kind === "raw") await rawRun(base, headers);
      else {
        const r = await sandbox.commands.run("true");
        if (r.exitCode !== 0) throw new Error(`sdk run exited ${r.exitCode}`);
      }
      (kind === "raw" ? raw : sdk).push(performance.now() - t0);
    }
  }
  const rawS = roundSummary(summarize(raw));
  const sdkS = roundSummary(summarize(sdk));
  const overhead = Math.round((sdkS.p50 - rawS.p50) * 1000) / 1000;
  console.log(section(`commands.run("true") round trip, n=${n} each, interleaved`));
  console.log(
    table(
      ["client", "p50", "p95", "p99", "min", "max"],
      [
        ["raw fetch", ms(rawS.p50), ms(rawS.p95), ms(rawS.p99), ms(rawS.min), ms(rawS.max)],
        ["@opensandbox/sdk", ms(sdkS.p50), ms(sdkS.p95), ms(sdkS.p99), ms(sdkS.min), ms(sdkS.max)],
      ],
    ),
  );
  console.log(`\nSDK overhead at p50: ${ms(overhead)} (target ≤ 1 ms: ${overhead <= 1 ? "met" : "MISSED"})`);
  const file = writeResults("sdk", { machine, n, warmup, raw: rawS, sdk: sdkS, overheadP50Ms: overhead, samples: { raw, sdk } }, startedAt);
  console.log(`results: ${file}`);
  return 0;
}

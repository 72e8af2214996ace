// `pnpm bench gvisor`: the same server, sandboxes under runc (the engine's default) and under
// gVisor (runtime class gvisor: Docker's runsc), interleaved:
//  1. create → first command ok (POST, GET until Running, ONE POST /command `true`);
//  2. `true` round trips through execd in a running sandbox (keep-alive).
import http from "node:http";
import { parseArgs } from "node:util";
import { onCleanup } from "./lib/cleanup.ts";
import { createToFirstCommand } from "./lib/first-command.ts";
import { runCommand, type ExecdTarget } from "./lib/execd-client.ts";
import { describeMachine, machineInfo, waitQuiet } from "./lib/machine.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { startServer } from "./lib/server.ts";
import { roundSummary, summarize } from "./lib/stats.ts";

export const description = "gVisor vs runc: create → first command, and the exec round trip";

const OPTIONS = {
  n: { type: "string", default: "10", help: "creates measured per runtime" },
  execs: { type: "string", default: "200", help: "`true` round trips measured per runtime" },
  image: { type: "string", default: "opensandbox/busybox:local", help: "image" },
  help: { type: "boolean", default: false, help: "show this help" },
} as const;


export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  if (values.help) {
    console.log(Object.entries(OPTIONS).map(([k, o]) => `  --${k}  ${o.help}`).join("\n"));
    return 0;
  }
  const started = new Date();
  const machine = await machineInfo();
  console.log(section("machine"));
  for (const l of describeMachine(machine)) console.log(l);
  const server = await startServer({ overrides: { secure_runtime: { classes: { gvisor: { docker_runtime: "runsc" } } }, server: { max_sandboxes: 0 } } });
  onCleanup("the server", () => server.stop());
  const agent = new http.Agent({ keepAlive: true });
  const classes = ["runc", "gvisor"] as const;
  const body = (c: (typeof classes)[number]) => ({
    image: { uri: values.image },
    entrypoint: ["sleep", "3600"],
    timeout: 600,
    resourceLimits: { cpu: "1", memory: "512Mi" },
    ...(c === "gvisor" ? { extensions: { runtimeClass: "gvisor" } } : {}),
  });
  const createToCommand = (c: (typeof classes)[number]) => createToFirstCommand(server, body(c));
  const creates: Record<string, number[]> = { runc: [], gvisor: [] };
  const keep: Record<string, { id: string; target: ExecdTarget }> = {};
  for (let i = 0; i < Number(values.n) + 1; i++) {
    for (const c of i % 2 ? [...classes].reverse() : classes) {
      await waitQuiet({ idle: 0.5, maxMs: 3000 });
      const r = await createToCommand(c);
      if (i > 0) creates[c]!.push(r.ms);
      if (!keep[c]) keep[c] = r;
      else await server.api("DELETE", `/v1/sandboxes/${r.id}`);
    }
  }
  const execs: Record<string, number[]> = { runc: [], gvisor: [] };
  for (let i = 0; i < Number(values.execs); i++) {
    for (const c of classes) {
      const t0 = performance.now();
      await runCommand(keep[c]!.target, agent, "true");
      execs[c]!.push(performance.now() - t0);
    }
  }
  for (const c of classes) await server.api("DELETE", `/v1/sandboxes/${keep[c]!.id}`);
  const s = Object.fromEntries(classes.map((c) => [c, { create: roundSummary(summarize(creates[c]!)), exec: roundSummary(summarize(execs[c]!)) }]));
  console.log(section("gVisor vs runc (ms)"));
  console.log(
    table(
      ["", "create → first command p50", "p95", "`true` round trip p50", "p95"],
      classes.map((c) => [c, ms(s[c]!.create.p50), ms(s[c]!.create.p95), ms(s[c]!.exec.p50), ms(s[c]!.exec.p95)]),
    ),
  );
  console.log(`ratios gvisor/runc: create ${(s.gvisor!.create.p50 / s.runc!.create.p50).toFixed(2)}, exec ${(s.gvisor!.exec.p50 / s.runc!.exec.p50).toFixed(2)}`);
  console.log(`results: ${writeResults("gvisor", { machine, ...s }, started)}`);
  return 0;
}

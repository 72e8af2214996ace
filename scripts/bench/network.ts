// `pnpm bench network`: what network isolation costs a sandbox's creation on Docker.
// 1. Setting isolation up once (cold): the nftables table plus the network, as a server's first
//    start does (later starts only replace the table).
// 2. Engine create + start of a sandbox container with the server's own options (captured from
//    DockerRuntime.create, execd mount and osb-init included), isolated (its network, sysctl)
//    versus Docker's default bridge (isolation "off", the previous default), interleaved so that
//    load on a shared machine falls on both alike. Everything it makes carries its run id and is
//    removed at the end, the bench network and its table included.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { validateConfig } from "../../packages/server/src/config/config.ts";
import { DockerRuntime } from "../../packages/server/src/runtime/docker.ts";
import { removeIsolation } from "../../packages/server/src/runtime/docker-isolation.ts";
import { resolveExecdRuntime } from "../../packages/server/src/runtime/execd-runtime.ts";
import { parseResources } from "../../packages/server/src/services/validate.ts";
import { checkInterrupted, onCleanup } from "./lib/cleanup.ts";
import { describeMachine, machineInfo, waitQuiet } from "./lib/machine.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { roundSummary, summarize } from "./lib/stats.ts";

export const description = "what network isolation costs a sandbox's creation (engine create + start, isolated vs default bridge)";

const OPTIONS = {
  n: { type: "string", default: "30", help: "create + start pairs measured per kind, interleaved" },
  image: { type: "string", default: "opensandbox/busybox:local", help: "image (present locally)" },
  help: { type: "boolean", default: false, help: "show this help" },
} as const;

type CreateOptions = Parameters<DockerRuntime["docker"]["createContainer"]>[0];
const LABEL_RUN = "opensandbox.io/bench-run";

/** The options DockerRuntime.create() sends for a plain request, with `docker` as the config's [docker]. */
async function captured(rt: DockerRuntime, image: string): Promise<CreateOptions> {
  let opts: CreateOptions | undefined;
  const real = rt.docker.createContainer.bind(rt.docker);
  rt.docker.createContainer = (async (o: CreateOptions) => {
    opts = o;
    throw new Error("captured");
  }) as never;
  const resources = parseResources({ cpu: "1", memory: "512Mi" });
  await rt
    .create({ sandboxId: "capture", image, entrypoint: ["sleep", "3600"], env: {}, execdToken: "capture", resources, mounts: [], extensions: {} })
    .catch(() => undefined);
  rt.docker.createContainer = real;
  if (!opts) throw new Error("could not capture the server's container options");
  return opts;
}

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: false });
  if (values.help) {
    console.log(Object.entries(OPTIONS).map(([k, o]) => `  --${k.padEnd(8)} ${o.help}`).join("\n"));
    return 0;
  }
  const n = Number(values.n);
  const image = String(values.image);
  const runId = randomUUID().slice(0, 8);
  const network = `osb-bench-${runId}`;
  const startedAt = new Date();
  const base = { server: { api_key: "unused" } };
  const iso = validateConfig({ ...base, docker: { network_mode: network } }).config;
  const off = validateConfig({ ...base, docker: { isolation: "off" } }).config;
  const runtime = (c: typeof iso) => new DockerRuntime({ docker: c.docker, instance: `bench-${runId}`, execdRuntimeDir: resolveExecdRuntime(c) });
  const rtIso = runtime(iso);
  const rtOff = runtime(off);
  const docker = rtIso.docker;
  const machine = await machineInfo(docker);
  console.log(`network bench  ${startedAt.toISOString()}  run ${runId}`);
  for (const l of describeMachine(machine)) console.log(`  ${l}`);

  onCleanup("remove containers", async () => {
    const list = await docker.listContainers({ all: true, filters: { label: [`${LABEL_RUN}=${runId}`] } });
    await Promise.all(list.map((c) => docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined)));
  });
  onCleanup("remove the bench network and its table", () => removeIsolation(docker, network));

  console.log(section("1. isolation set up (cold: nftables table + network)"));
  await waitQuiet();
  let t = performance.now();
  await rtIso.ensureIsolation();
  const setupMs = performance.now() - t;
  console.log(`  ${ms(setupMs)} ms`);

  console.log(section(`2. create + start, isolated vs default bridge (n=${n} each, interleaved)`));
  const kinds = { isolated: await captured(rtIso, image), "default bridge": await captured(rtOff, image) };
  const samples: Record<string, number[]> = { isolated: [], "default bridge": [] };
  for (let i = 0; i < n + 2; i++) {
    const order = i % 2 ? (["default bridge", "isolated"] as const) : (["isolated", "default bridge"] as const);
    for (const kind of order) {
      checkInterrupted();
      await waitQuiet({ maxMs: 1000 });
      const o = structuredClone(kinds[kind]);
      o.name = `osb-bench-${runId}-${i}-${kind === "isolated" ? "i" : "d"}`;
      o.Labels = { [LABEL_RUN]: runId };
      t = performance.now();
      const c = await docker.createContainer(o);
      await c.start();
      const took = performance.now() - t;
      if (i >= 2) samples[kind]!.push(took);
      await c.remove({ force: true });
    }
  }
  const rows = Object.entries(samples).map(([k, s]) => {
    const r = roundSummary(summarize(s));
    return [k, ms(r.p50), ms(r.p95), ms(r.min), ms(r.max)];
  });
  console.log(table(["kind", "p50 ms", "p95 ms", "min", "max"], rows));
  const ratio = summarize(samples.isolated!).p50 / summarize(samples["default bridge"]!).p50;
  console.log(`  isolated / default bridge p50: ${ratio.toFixed(3)}×`);
  const file = writeResults("network", { machine, setupMs, samples, ratio }, startedAt);
  console.log(`  results: ${file}`);
  return 0;
}

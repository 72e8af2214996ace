// `pnpm bench kstore`: reads through the server when its records live in the cluster
// ([store] type = "kubernetes": custom objects in the API server) against the same records in
// SQLite, both servers on the Kubernetes runtime of the dev cluster (KUBECONFIG set). The records
// (Terminated, no Pod, metadata team=a|b|c) are written straight into each store before measuring;
// then, sequentially through the server: GET /v1/sandboxes/{id}, a list filtered by metadata
// (a third of the records, first page of 20), a list filtered by state (a later page) and an
// unfiltered list. Fleet size (thousands of sandboxes on kwok's fake nodes) is `pnpm bench kwok`.
import { randomBytes, randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { loadKubeConfig } from "../../packages/server/src/runtime/kubernetes.ts";
import { KubernetesStore, dropStore, sharedSecretKey } from "../../packages/server/src/store/kubernetes.ts";
import { SqliteStore } from "../../packages/server/src/store/sqlite.ts";
import type { SandboxRecord, Store } from "../../packages/server/src/store/store.ts";
import { checkInterrupted, onCleanup } from "./lib/cleanup.ts";
import { describeMachine, machineInfo } from "./lib/machine.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { startServer, type BenchServer } from "./lib/server.ts";
import { roundSummary, summarize, type Summary } from "./lib/stats.ts";

export const description = "Kubernetes store: get and list latency through the server, records in the API server vs SQLite";

const OPTIONS = {
  records: { type: "string", default: "300", help: "records written into each store" },
  n: { type: "string", default: "400", help: "measured requests per kind" },
  warmup: { type: "string", default: "40", help: "unmeasured requests per kind first" },
  help: { type: "boolean", default: false, help: "show this help" },
} as const;

const NAMESPACE = "default";
const TEAMS = ["a", "b", "c"];

function record(i: number): SandboxRecord {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
  const status = { state: "Terminated", reason: "CONTAINER_EXITED", message: "The entrypoint exited with code 0.", lastTransitionAt: at };
  return {
    id: randomUUID(),
    image: "opensandbox/busybox:local",
    imageUri: "opensandbox/busybox:local",
    entrypoint: ["sleep", "3600"],
    env: { GREETING: "hello" },
    metadata: { team: TEAMS[i % TEAMS.length]!, bench: "kstore" },
    extensions: {},
    resourceLimits: { cpu: "500m", memory: "256Mi", disk: "10Gi" },
    mounts: [],
    status,
    events: [{ at, state: "Pending", reason: "SANDBOX_ACCEPTED" }, { at, state: "Terminated", reason: "CONTAINER_EXITED" }],
    createdAt: at,
  };
}

async function seed(store: Store, count: number): Promise<string[]> {
  const ids: string[] = [];
  const all = Array.from({ length: count }, (_, i) => record(i));
  // A few writers at once, as a busy server would write.
  for (let i = 0; i < all.length; i += 10) {
    await Promise.all(all.slice(i, i + 10).map((r) => store.saveSandbox(r)));
    checkInterrupted();
  }
  for (const r of all) ids.push(r.id);
  return ids;
}

async function measure(server: BenchServer, route: () => string, n: number, warmup: number): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < warmup + n; i++) {
    const t0 = performance.now();
    const res = await server.api("GET", route());
    const t = performance.now() - t0;
    if (res.status !== 200) throw new Error(`GET ${route()}: ${res.status} ${JSON.stringify(res.body)}`);
    if (i >= warmup) samples.push(t);
    if (i % 50 === 0) checkInterrupted();
  }
  return roundSummary(summarize(samples));
}

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  if (values.help) {
    console.log(Object.entries(OPTIONS).map(([k, o]) => `  --${k}  ${o.help}`).join("\n"));
    return 0;
  }
  if (!process.env.KUBECONFIG) {
    console.error('pnpm bench kstore needs the dev cluster: bash scripts/k8s/cluster.sh start && eval "$(bash scripts/k8s/cluster.sh env)"');
    return 2;
  }
  const started = new Date();
  const count = Number(values.records);
  const n = Number(values.n);
  const warmup = Number(values.warmup);
  const machine = await machineInfo();
  console.log(section("machine"));
  for (const l of describeMachine(machine)) console.log(l);

  const kc = loadKubeConfig(undefined);
  const name = `osbbench-${randomBytes(3).toString("hex")}`;
  onCleanup("the bench's records in the cluster", () => dropStore(kc, NAMESPACE, name));

  const results: Record<string, Record<string, Summary>> = {};
  const seedMs: Record<string, number> = {};
  for (const kind of ["kubernetes", "sqlite"] as const) {
    const server = await startServer({
      overrides: {
        runtime: { type: "kubernetes" },
        kubernetes: { namespace: NAMESPACE, request_fraction: 0.1 },
        ...(kind === "kubernetes" ? { store: { type: "kubernetes", name } } : {}),
      },
    });
    onCleanup(`the ${kind} server`, () => server.stop());
    const store: Store =
      kind === "kubernetes"
        ? await KubernetesStore.open({ kubeConfig: kc, namespace: NAMESPACE, name, secrets: await sharedSecretKey(kc, NAMESPACE, name) })
        : new SqliteStore(server.config.store.path);
    const t0 = performance.now();
    const ids = await seed(store, count);
    seedMs[kind] = Math.round(performance.now() - t0);
    await store.close();
    console.log(`${kind}: ${count} records written in ${seedMs[kind]} ms`);
    let i = 0;
    const meta = encodeURIComponent("team=a");
    results[kind] = {
      get: await measure(server, () => `/v1/sandboxes/${ids[i++ % ids.length]}`, n, warmup),
      "list metadata team=a (page 1 of 20)": await measure(server, () => `/v1/sandboxes?metadata=${meta}&pageSize=20`, n, warmup),
      "list state=Terminated (page 3 of 20)": await measure(server, () => `/v1/sandboxes?state=Terminated&page=3&pageSize=20`, n, warmup),
      "list all (page 1 of 20)": await measure(server, () => `/v1/sandboxes?pageSize=20`, n, warmup),
    };
    await server.stop();
  }

  console.log(section(`through the server, ${count} records, ${n} sequential requests each (ms)`));
  const rows: (string | number)[][] = [];
  for (const what of Object.keys(results.kubernetes!)) {
    for (const kind of ["kubernetes", "sqlite"] as const) {
      const s = results[kind]![what]!;
      rows.push([`${what}, ${kind === "kubernetes" ? "records in the API server" : "SQLite"}`, ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)]);
    }
  }
  console.log(table(["", "p50", "p95", "p99", "max"], rows));
  const file = writeResults("kstore", { machine, records: count, n, warmup, seedMs, results }, started);
  console.log(`results: ${file}`);
  return 0;
}

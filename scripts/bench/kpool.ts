// `pnpm bench kpool`: Kubernetes API writes per create, without and with a warm pool, on the dev
// cluster's real node (KUBECONFIG set). One server at a time ([runtime] and [store] on Kubernetes,
// its own store name), `--sandboxes` creates in batches of `--batch` (each batch created at once,
// waited Running, then deleted, so the node never holds more than a batch plus the pool). The
// server counts every request it sends to the API server by client call
// (`opensandbox_kube_api_requests_total` on its metrics port); the bench reads it around three
// kinds of window: create (POSTs until every sandbox is Running), refill (the pool back to its
// size: the writes a pooled create causes later) and delete. Lease renewals run all along and are
// shown apart (time-driven, not per create).
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import * as k8s from "../../packages/server/node_modules/@kubernetes/client-node/dist/index.js";
import { kubeApi } from "../../packages/server/src/runtime/kube-api.ts";
import { loadKubeConfig } from "../../packages/server/src/runtime/kubernetes.ts";
import { checkInterrupted, onCleanup } from "./lib/cleanup.ts";
import { describeMachine, machineInfo } from "./lib/machine.ts";
import { section, table, writeResults } from "./lib/report.ts";
import { freePort, startServer, type BenchServer } from "./lib/server.ts";

export const description = "Kubernetes API writes per create, without and with a warm pool (real node; counted by the server per client call)";

const OPTIONS = {
  sandboxes: { type: "string", default: "100", help: "creates per kind (cold, pooled)" },
  batch: { type: "string", default: "10", help: "creates sent at once; also the pool's size" },
  help: { type: "boolean", default: false, help: "show this help" },
} as const;

const IMAGE = "opensandbox/busybox:local";
const SHAPE = { entrypoint: ["sleep", "3600"], resources: { cpu: "100m", memory: "64Mi" } };
type Counts = Map<string, number>;
type Window = "create" | "refill" | "delete";

async function scrape(metricsUrl: string): Promise<Counts> {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  const out: Counts = new Map();
  for (const m of text.matchAll(/^opensandbox_kube_api_requests_total\{call="([^"]+)",write="true"\} (\d+)/gm)) out.set(m[1]!, Number(m[2]));
  return out;
}

const add = (into: Counts, before: Counts, after: Counts) => {
  for (const [call, n] of after) {
    const d = n - (before.get(call) ?? 0);
    if (d) into.set(call, (into.get(call) ?? 0) + d);
  }
};

type KindResult = { kind: string; sandboxes: number; fromPool: number; writes: Record<Window, Record<string, number>>; seconds: Record<Window, number> };

async function measure(kind: "cold" | "pooled", count: number, batch: number): Promise<KindResult> {
  const storeName = `kpool-${randomBytes(3).toString("hex")}`;
  const metricsPort = await freePort();
  const server: BenchServer = await startServer({
    logLevel: "warn",
    overrides: {
      server: { max_sandboxes: 0, metrics_port: metricsPort },
      runtime: { type: "kubernetes" },
      kubernetes: { namespace: "default", request_fraction: 0.1 },
      store: { type: "kubernetes", name: storeName },
    },
    ...(kind === "pooled" ? { pools: [{ name: "bench", image: IMAGE, entrypoint: SHAPE.entrypoint, resources: SHAPE.resources, size: batch, max_starting: batch }] } : {}),
  });
  const clean = async () => {
    await server.stop();
    const kc = loadKubeConfig(undefined);
    const core = kubeApi(kc, k8s.CoreV1Api);
    // The instance id of a store in the cluster is in its meta ConfigMap.
    const inst = (await core.readNamespacedConfigMap({ name: `${storeName}-store-meta`, namespace: "default" }).catch(() => undefined))?.data?.instance;
    if (inst) {
      await core.deleteCollectionNamespacedPod({ namespace: "default", labelSelector: `opensandbox.io/instance=${inst}`, gracePeriodSeconds: 0 }).catch(() => undefined);
      await core.deleteCollectionNamespacedSecret({ namespace: "default", labelSelector: `opensandbox.io/instance=${inst}` }).catch(() => undefined);
    }
    const labelSelector = `opensandbox.io/store=${storeName}`;
    await kc.makeApiClient(k8s.CustomObjectsApi).deleteCollectionNamespacedCustomObject({ group: "opensandbox.io", version: "v1alpha1", namespace: "default", plural: "sandboxes", labelSelector }).catch(() => undefined);
    await core.deleteCollectionNamespacedConfigMap({ namespace: "default", labelSelector }).catch(() => undefined);
    await core.deleteCollectionNamespacedSecret({ namespace: "default", labelSelector }).catch(() => undefined);
    await kc.makeApiClient(k8s.CoordinationV1Api).deleteCollectionNamespacedLease({ namespace: "default", labelSelector }).catch(() => undefined);
  };
  const forget = onCleanup(`server (${kind}) and its objects`, clean);
  const stop = async () => {
    forget();
    await clean();
  };
  const metricsUrl = `http://127.0.0.1:${metricsPort}`;
  const writes: Record<Window, Counts> = { create: new Map(), refill: new Map(), delete: new Map() };
  const seconds: Record<Window, number> = { create: 0, refill: 0, delete: 0 };
  const windowed = async (w: Window, work: () => Promise<void>) => {
    const before = await scrape(metricsUrl);
    const t0 = performance.now();
    await work();
    seconds[w] += (performance.now() - t0) / 1000;
    add(writes[w], before, await scrape(metricsUrl));
  };
  const poolFull = async () => {
    for (let waited = 0; ; waited += 200) {
      const idle = (await server.api("GET", "/v1/pools")).body?.items?.[0]?.idle;
      if (idle === batch) return;
      if (waited > 300_000) throw new Error("the pool did not fill within 5 min");
      await sleep(200);
      checkInterrupted();
    }
  };
  let fromPool = 0;
  if (kind === "pooled") await poolFull(); // the first fill is not any create's
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    let ids: string[] = [];
    await windowed("create", async () => {
      const res = await Promise.all(
        Array.from({ length: n }, () => server.api("POST", "/v1/sandboxes", { image: { uri: IMAGE }, entrypoint: SHAPE.entrypoint, resourceLimits: SHAPE.resources, timeout: 600 })),
      );
      for (const r of res) if (r.status !== 202) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
      fromPool += res.filter((r) => r.body.status.state === "Running").length;
      ids = res.map((r) => r.body.id as string);
      for (const id of ids) {
        for (let waited = 0; ; waited += 100) {
          const state = (await server.api("GET", `/v1/sandboxes/${id}`)).body?.status?.state;
          if (state === "Running") break;
          if (state === "Failed" || waited > 300_000) throw new Error(`sandbox ${id} is ${state}`);
          await sleep(100);
        }
      }
    });
    await windowed("delete", async () => {
      for (const id of ids) await server.api("DELETE", `/v1/sandboxes/${id}`);
    });
    if (kind === "pooled") await windowed("refill", poolFull);
    console.log(`  ${kind}: ${done + n} of ${count}`);
  }
  await stop();
  const record = (c: Counts) => Object.fromEntries([...c].sort());
  return { kind, sandboxes: count, fromPool, writes: { create: record(writes.create), refill: record(writes.refill), delete: record(writes.delete) }, seconds };
}

const isLease = (call: string) => call.includes("Lease");
const sum = (w: Record<string, number>, pick: (call: string) => boolean = (c) => !isLease(c)) => Object.entries(w).reduce((n, [c, v]) => n + (pick(c) ? v : 0), 0);

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  if (values.help) {
    console.log(Object.entries(OPTIONS).map(([k, o]) => `  --${k}  ${o.help}`).join("\n"));
    return 0;
  }
  if (!process.env.KUBECONFIG) {
    console.error('pnpm bench kpool needs the dev cluster: eval "$(bash scripts/k8s/cluster.sh env)"');
    return 2;
  }
  const started = new Date();
  const machine = await machineInfo();
  console.log(section("machine"));
  for (const l of describeMachine(machine)) console.log(l);
  const count = Number(values.sandboxes);
  const batch = Number(values.batch);
  const results: KindResult[] = [];
  for (const kind of ["cold", "pooled"] as const) {
    results.push(await measure(kind, count, batch));
    writeResults("kpool", { machine, results, partial: true }, started);
  }
  console.log(section(`API writes per create (${count} sandboxes each, ${batch} at once)`));
  const rows: (string | number)[][] = [];
  for (const r of results) {
    const per = (w: Window) => (sum(r.writes[w]) / r.sandboxes).toFixed(2);
    rows.push([r.kind, r.fromPool, per("create"), per("refill"), (sum({ ...r.writes.create, ...Object.fromEntries(Object.entries(r.writes.refill).map(([k, v]) => [k, v + (r.writes.create[k] ?? 0)])) }) / r.sandboxes).toFixed(2), per("delete"), sum(r.writes.create, isLease) + sum(r.writes.refill, isLease) + sum(r.writes.delete, isLease)]);
  }
  console.log(table(["kind", "from pool", "create window", "refill window", "create + refill", "delete window", "lease writes (all windows)"], rows));
  for (const r of results) {
    console.log(section(`${r.kind}: writes by call`));
    const calls = [...new Set(Object.values(r.writes).flatMap((w) => Object.keys(w)))].sort();
    console.log(table(["call", "create", "refill", "delete"], calls.map((c) => [c, r.writes.create[c] ?? 0, r.writes.refill[c] ?? 0, r.writes.delete[c] ?? 0])));
  }
  const file = writeResults("kpool", { machine, results }, started);
  console.log(`results: ${file}`);
  return 0;
}

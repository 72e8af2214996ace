// `pnpm bench kwok`: the server at fleet size on Kubernetes, simulated with kwok against the dev
// cluster's real API server (KUBECONFIG set; kwok built by `bash scripts/k8s/build.sh --with-kwok`).
// kwok fakes nodes and plays kubelet for the Pods scheduled on them: they become Running and Ready
// at once, with a fake IP; nothing runs (no container, no image pull, no execd).
//
// Per replica count (default 1 then 2), in a namespace of its own: N sandboxes created through the
// servers (round robin, a few requests at once), with [store] type = "kubernetes" and the Pods put
// on kwok's nodes ([kubernetes] node_selector and tolerations); the server takes a Pod whose
// readiness probe on execd passed as execd ready (the runtime's rule), which kwok reports at once,
// so the sandboxes go Running. Then, sequentially through the servers: get, lists filtered by
// state and by metadata (paginated), the lag of the store's watch, and the servers' memory.
// The servers run as deployed (--identity serviceaccount, the default): the chart's ServiceAccount,
// Role and ClusterRole, a ServiceAccount token and the shared key from the environment.
// Everything is removed afterwards: the namespace (records, Pods, Secrets), kwok's nodes, kwok.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
// The server's own client (a dependency of packages/server, not of the root).
import * as k8s from "../../packages/server/node_modules/@kubernetes/client-node/dist/index.js";
import { kubeApi } from "../../packages/server/src/runtime/kube-api.ts";
import { loadKubeConfig } from "../../packages/server/src/runtime/kubernetes.ts";
import { KubernetesStore, sharedSecretKey } from "../../packages/server/src/store/kubernetes.ts";
import { checkInterrupted, onCleanup } from "./lib/cleanup.ts";
import { describeMachine, machineInfo } from "./lib/machine.ts";
import { procCpuMs, stolenMs } from "./lib/proc-cpu.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { serverIdentity } from "./lib/kube-identity.ts";
import { freePort, startServer, type BenchServer } from "./lib/server.ts";
import { roundSummary, summarize, type Summary } from "./lib/stats.ts";

export const description = "Kubernetes at fleet size: N sandboxes on kwok's fake nodes through 1 and 2 server replicas (create rate, get/list p99, watch lag, memory)";

const OPTIONS = {
  sandboxes: { type: "string", default: "10000", help: "sandboxes created per replica count" },
  replicas: { type: "string", default: "1,2", help: "replica counts to measure, comma-separated" },
  concurrency: { type: "string", default: "16", help: "creates in flight at once" },
  n: { type: "string", default: "300", help: "measured requests per read kind" },
  identity: { type: "string", default: "serviceaccount", help: "the servers' identity: serviceaccount (the chart's account, Role and token, as deployed) or admin (the dev cluster's client certificate)" },
  "heap-snapshot": { type: "boolean", default: false, help: "after the reads, write a heap snapshot of the first server (SIGUSR2; path printed)" },
  help: { type: "boolean", default: false, help: "show this help" },
} as const;

const K8S_CACHE = process.env.OSB_K8S_CACHE ?? path.join(os.homedir(), ".cache/opensandbox-ts/k8s/v1.34.4");
const KWOK_BIN = path.join(K8S_CACHE, "bin/kwok");
const KWOK_STAGES = path.join(K8S_CACHE, "kwok/stages-fast.yaml");
const PODS_PER_NODE = 1000;
const TEAMS = ["a", "b", "c", "d"];

const rssMiB = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

/** CPU time (ms) used so far by the processes that share this machine during a run, by name. */
function cpuByProcess(servers: BenchServer[]): Record<string, number> {
  const of = (pid: string): number => {
    try {
      return procCpuMs(`/proc/${pid}/stat`);
    } catch {
      return 0; // ended meanwhile
    }
  };
  const out: Record<string, number> = {};
  const named = ["kube-apiserver", "etcd", "kwok", "kube-scheduler", "kube-controller", "containerd", "kubelet"];
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let comm: string;
    try {
      comm = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    } catch {
      continue;
    }
    const name = named.find((n) => comm === n || (n === "kube-controller" && comm.startsWith(n)));
    if (name) out[name] = (out[name] ?? 0) + of(pid);
  }
  out.servers = servers.reduce((a, s) => a + s.cpuMs(), 0);
  const u = process.cpuUsage();
  out.bench = (u.user + u.system) / 1000;
  return out;
}

/** What a server's metrics say of its memory (bytes) and of the API writes it sent (by client call, leases apart). */
type Scrape = { rss: number; heapUsed: number; external: number; writes: Map<string, number>; reads: Map<string, number> };

async function scrapeServer(metricsPort: number): Promise<Scrape> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? NaN);
  const writes = new Map<string, number>();
  const reads = new Map<string, number>(); // every call that is not a write, leases included (watches are not counted)
  for (const m of text.matchAll(/^opensandbox_kube_api_requests_total\{call="([^"]+)",write="(true|false)"\} (\d+)/gm)) {
    if (m[2] === "false") reads.set(m[1]!, Number(m[3]));
    else if (!m[1]!.includes("Lease")) writes.set(m[1]!, Number(m[3]));
  }
  return { rss: gauge("process_resident_memory_bytes"), heapUsed: gauge("nodejs_heap_size_used_bytes"), external: gauge("nodejs_external_memory_bytes"), writes, reads };
}

const MiB = (bytes: number) => Math.round(bytes / 2 ** 20);

function gcNow(): void {
  v8.setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/**
 * kwok plays each Pod's stages with 4 workers by default: at a few hundred ms per status update on
 * a loaded API server that is ~10 Pods/s, which then bounds "Running" instead of the server.
 */
const KWOK_OPTIONS = `kind: KwokConfiguration
apiVersion: config.kwok.x-k8s.io/v1alpha1
options:
  podPlayStageParallelism: 64
  nodePlayStageParallelism: 8
  nodeLeaseParallelism: 4
  podsOnNodeSyncParallelism: 4
`;

/** Starts kwok managing the nodes labelled opensandbox.io/kwok=<run>; returns its stop. */
async function startKwok(run: string): Promise<() => Promise<void>> {
  const options = path.join(mkdtempSync(path.join(os.tmpdir(), "osb-kwok-")), "kwok.yaml");
  writeFileSync(options, KWOK_OPTIONS);
  const child = spawn(
    KWOK_BIN,
    [
      `--kubeconfig=${process.env.KUBECONFIG}`,
      `--manage-nodes-with-label-selector=opensandbox.io/kwok=${run}`,
      `--config=${KWOK_STAGES}`,
      `--config=${options}`,
      "--cidr=10.200.0.0/16",
      "--node-ip=10.201.0.1",
      "--node-lease-duration-seconds=40",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  child.stderr!.on("data", (d: Buffer) => {
    log = (log + d.toString()).slice(-4000);
  });
  await sleep(500);
  if (child.exitCode !== null) throw new Error(`kwok exited at once (${child.exitCode}): ${log}`);
  return async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
}

function fakeNode(run: string, i: number): k8s.V1Node {
  const name = `kwok-${run}-${i}`;
  // Pods ask for their limits (requests default to them): room for PODS_PER_NODE of any size.
  const size = { cpu: "1000", memory: "100Ti", "ephemeral-storage": "10000Ti", pods: String(PODS_PER_NODE) };
  const info = { architecture: "amd64", bootID: "", containerRuntimeVersion: "kwok", kernelVersion: "", kubeProxyVersion: "", kubeletVersion: "kwok", machineID: "", operatingSystem: "linux", osImage: "", systemUUID: "" };
  return {
    metadata: { name, labels: { "opensandbox.io/kwok": run, type: "kwok", "kubernetes.io/hostname": name, "kubernetes.io/os": "linux", "kubernetes.io/arch": "amd64" }, annotations: { "kwok.x-k8s.io/node": "fake" } },
    spec: { taints: [{ key: "kwok.x-k8s.io/node", value: "fake", effect: "NoSchedule" }] },
    status: { allocatable: size, capacity: size, nodeInfo: info },
  };
}

async function measure(label: string, servers: BenchServer[], route: (i: number) => string, n: number): Promise<Summary> {
  const samples: number[] = [];
  for (let i = 0; i < n + 20; i++) {
    const server = servers[i % servers.length]!;
    const t0 = performance.now();
    const res = await server.api("GET", route(i));
    const t = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${label}: GET ${route(i)}: ${res.status} ${JSON.stringify(res.body)}`);
    if (i >= 20) samples.push(t);
    if (i % 50 === 0) checkInterrupted();
  }
  return roundSummary(summarize(samples));
}

type RunResult = {
  replicas: number;
  sandboxes: number;
  createMs: number;
  allRunningMs: number;
  createsPerS: number;
  sustainedPerS: number;
  post: Summary;
  timeline: { s: number; running: number }[];
  reads: Record<string, Summary>;
  watchLag: Summary;
  crossReplicaLag?: Summary;
  serverRssMiB: { before: number[]; after: number[]; perThousand: number };
  /** V8 heap in use and external memory (MiB, per replica), before and after; after a GC when a heap snapshot was taken. */
  serverHeapMiB: { before: number[]; after: number[]; afterExternal: number[]; perThousand: number };
  /** API writes per accepted create, by client call, all replicas, during the create phase (leases apart). */
  writesPerCreate: Record<string, number>;
  /** API reads per accepted create, all replicas, during the create phase (leases included). */
  readsPerCreate: number;
  cpuMsPerCreate: Record<string, number>;
  /** The share of the create phase's CPU time the hypervisor gave to others (/proc/stat steal), in %. */
  stealPct: number;
  heapSnapshot?: string;
  cacheHeapPerThousandMiB: number;
  failed: number;
};

async function runWith(replicas: number, count: number, concurrency: number, n: number, kwokRun: string, kc: k8s.KubeConfig, heapSnapshot: boolean, asDeployed: boolean): Promise<RunResult> {
  const core = kubeApi(kc, k8s.CoreV1Api);
  const run = randomBytes(3).toString("hex");
  const namespace = `osb-kwok-${run}`;
  const storeName = `kwok-${run}`;
  await core.createNamespace({ body: { metadata: { name: namespace, labels: { "opensandbox.io/bench": "kwok" } } } });
  const dropNamespace = async () => {
    // Fake Pods are removed at once (no kubelet to wait for), then the namespace with the rest.
    await core.deleteCollectionNamespacedPod({ namespace, gracePeriodSeconds: 0 }).catch(() => undefined);
    await core.deleteNamespace({ name: namespace }).catch(() => undefined);
    for (let i = 0; i < 600; i++) {
      if (!(await core.readNamespace({ name: namespace }).then(() => true, () => false))) return;
      await sleep(1000);
    }
    console.error(`namespace ${namespace} still terminating after 10 min`);
  };
  const undoNamespace = onCleanup(`namespace ${namespace}`, dropNamespace);
  const identity = asDeployed ? await serverIdentity(kc, namespace, storeName) : undefined;
  const undoIdentity = identity ? onCleanup(`cluster role of ${namespace}`, () => identity.remove()) : () => undefined;

  const servers: BenchServer[] = [];
  const metricsPorts: number[] = [];
  for (let i = 0; i < replicas; i++) {
    const metricsPort = await freePort();
    metricsPorts.push(metricsPort);
    const server = await startServer({
      logLevel: "warn",
      env: { ...identity?.env, ...(heapSnapshot && i === 0 ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --heapsnapshot-signal=SIGUSR2`.trim() } : {}) },
      overrides: {
        server: { max_sandboxes: 0, metrics_port: metricsPort },
        runtime: { type: "kubernetes" },
        kubernetes: {
          namespace,
          request_fraction: 0,
          node_selector: [`opensandbox.io/kwok=${kwokRun}`],
          tolerations: ["kwok.x-k8s.io/node=fake:NoSchedule"],
          ...(identity ? { kubeconfig_path: identity.kubeconfigPath } : {}),
        },
        store: { type: "kubernetes", name: storeName },
      },
    });
    onCleanup(`server ${i}`, () => server.stop());
    servers.push(server);
  }
  const before = servers.map((s) => rssMiB(s.pid));
  const scrapedBefore = await Promise.all(metricsPorts.map(scrapeServer));

  // ---- create ------------------------------------------------------------------------------------
  console.log(`${replicas} replica(s): creating ${count} sandboxes, ${concurrency} at once`);
  const ids: string[] = [];
  const postMs: number[] = [];
  let next = 0;
  let refused = 0;
  const stolen0 = stolenMs();
  const cpu0 = cpuByProcess(servers);
  const t0 = performance.now();
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      const server = servers[i % servers.length]!;
      const s = performance.now();
      const res = await server.api("POST", "/v1/sandboxes", {
        image: { uri: "opensandbox/busybox:local" },
        entrypoint: ["sleep", "infinity"],
        timeout: 7200,
        resourceLimits: { cpu: "100m", memory: "64Mi" },
        metadata: { team: TEAMS[i % TEAMS.length]!, bench: "kwok" },
      });
      postMs.push(performance.now() - s);
      if (res.status !== 202) {
        refused++;
        if (refused <= 3) console.error(`create: ${res.status} ${JSON.stringify(res.body)}`);
        continue;
      }
      ids.push(res.body.id as string);
      if (i % 200 === 0) checkInterrupted();
    }
  };
  const timeline: { s: number; running: number }[] = [];
  let creating = true;
  const progress = (async () => {
    for (;;) {
      await sleep(1000);
      const res = await servers[0]!.api("GET", "/v1/sandboxes?state=Running&pageSize=1");
      const running = Number(res.body?.pagination?.totalItems ?? 0);
      // A create the API server failed (504 under load) ends Failed: done too, counted apart.
      const failedNow = Number((await servers[0]!.api("GET", "/v1/sandboxes?state=Failed&pageSize=1")).body?.pagination?.totalItems ?? 0);
      timeline.push({ s: Math.round((performance.now() - t0) / 100) / 10, running });
      if (timeline.length % 15 === 0) console.log(`  ${timeline.at(-1)!.s} s: ${running} Running, ${ids.length} accepted`);
      if (!creating && running + failedNow >= ids.length) return;
      if (performance.now() - t0 > 3600_000) throw new Error("not all Running within an hour");
      checkInterrupted();
    }
  })();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const createMs = performance.now() - t0;
  creating = false;
  await progress;
  const allRunningMs = performance.now() - t0;
  const cpu1 = cpuByProcess(servers);
  const stealPct = Math.round(((stolenMs() - stolen0) / (allRunningMs * os.cpus().length)) * 1000) / 10;
  // CPU per create, by process: less noisy than the rate on a machine whose cores they all share.
  const cpuMsPerCreate = Object.fromEntries(Object.keys(cpu1).map((k) => [k, Math.round(((cpu1[k]! - (cpu0[k] ?? 0)) / Math.max(1, ids.length)) * 100) / 100]));
  console.log(`  CPU ms per create: ${JSON.stringify(cpuMsPerCreate)} (machine busy ${Math.round((Object.values(cpu1).reduce((a, b) => a + b, 0) - Object.values(cpu0).reduce((a, b) => a + b, 0)) / allRunningMs * 100)} % of a core; steal ${stealPct} %)`);
  const scrapedCreated = await Promise.all(metricsPorts.map(scrapeServer));
  // Calls per accepted create, by client call, all replicas, during the create phase.
  const perCreate = (pick: (s: Scrape) => Map<string, number>) => {
    const counts = new Map<string, number>();
    scrapedCreated.forEach((sc, i) => {
      for (const [call, v] of pick(sc)) counts.set(call, (counts.get(call) ?? 0) + v - (pick(scrapedBefore[i]!).get(call) ?? 0));
    });
    return Object.fromEntries([...counts].filter(([, v]) => v > 0).sort().map(([call, v]) => [call, Math.round((v / Math.max(1, ids.length)) * 100) / 100]));
  };
  const writesPerCreate = perCreate((s) => s.writes);
  const readsByCall = perCreate((s) => s.reads);
  const readsPerCreate = Math.round(Object.values(readsByCall).reduce((a, b) => a + b, 0) * 100) / 100;
  console.log(`  API writes per create: ${JSON.stringify(writesPerCreate)}; reads per create (leases included): ${JSON.stringify(readsByCall)}`);
  const at = (q: number) => timeline.find((p) => p.running >= q * ids.length) ?? timeline.at(-1)!;
  const sustainedPerS = (0.8 * ids.length) / (at(0.9).s - at(0.1).s || 1);
  const failed = Number((await servers[0]!.api("GET", "/v1/sandboxes?state=Failed&pageSize=1")).body?.pagination?.totalItems ?? 0);
  console.log(`  ${ids.length} Running after ${(allRunningMs / 1000).toFixed(1)} s (POSTs done at ${(createMs / 1000).toFixed(1)} s); ${failed} Failed, ${refused} refused`);

  // ---- reads -------------------------------------------------------------------------------------
  const pages = (per: number, of: number) => Math.max(1, Math.floor(of / per));
  const reads: Record<string, Summary> = {
    get: await measure("get", servers, (i) => `/v1/sandboxes/${ids[(i * 7919) % ids.length]}`, n),
    "list state=Running, pageSize 20, page 3": await measure("list", servers, () => `/v1/sandboxes?state=Running&pageSize=20&page=3`, n),
    "list metadata team=a, pageSize 20, a random page": await measure("list", servers, (i) => `/v1/sandboxes?metadata=${encodeURIComponent("team=a")}&pageSize=20&page=${1 + ((i * 31) % pages(20, ids.length / 4))}`, n),
    "list state=Running + metadata team=b,bench=kwok, pageSize 100, last page": await measure("list", servers, () => `/v1/sandboxes?state=Running&metadata=${encodeURIComponent("team=b&bench=kwok")}&pageSize=100&page=${pages(100, ids.length / 4)}`, n),
    "list all, pageSize 50, page 1": await measure("list", servers, () => `/v1/sandboxes?pageSize=50`, n),
  };

  // ---- the store's watch: an observer in this process, and the other replica ---------------------
  gcNow();
  const heap0 = process.memoryUsage().heapUsed;
  const observer = await KubernetesStore.open({ kubeConfig: kc, namespace, name: storeName, secrets: await sharedSecretKey(kc, namespace, storeName) });
  gcNow();
  const cacheHeapPerThousandMiB = Math.round(((process.memoryUsage().heapUsed - heap0) / 2 ** 20 / (observer.sandboxCache().size / 1000)) * 100) / 100;
  const lags: number[] = [];
  const cross: number[] = [];
  for (let i = 0; i < 100; i++) {
    const id = ids[(i * 104729) % ids.length]!;
    const expiresAt = new Date(Date.now() + 3 * 3600_000 + i * 1000).toISOString();
    const seen = new Promise<number>((resolve) => {
      const check = () => {
        void observer.getSandbox(id).then((r) => {
          if (r?.expiresAt === expiresAt) {
            off();
            resolve(performance.now());
          }
        });
      };
      const off = observer.sandboxCache().onChange(check);
    });
    const res = await servers[i % servers.length]!.api("POST", `/v1/sandboxes/${id}/renew-expiration`, { expiresAt });
    const answered = performance.now();
    if (res.status !== 200) throw new Error(`renew: ${res.status} ${JSON.stringify(res.body)}`);
    lags.push(Math.max(0, (await seen) - answered));
    if (servers.length > 1) {
      // What a client sees: renewed on one replica, then read from the other until it shows.
      const other = servers[(i + 1) % servers.length]!;
      for (;;) {
        const r = await other.api("GET", `/v1/sandboxes/${id}`);
        if (r.body?.expiresAt === expiresAt) break;
        await sleep(1);
      }
      cross.push(performance.now() - answered);
    }
  }
  await observer.close();

  let snapshotFile: string | undefined;
  if (heapSnapshot) {
    // Node writes Heap.<date>.<pid>.<n>.heapsnapshot into the server's working directory (the repository root).
    const pid = servers[0]!.pid;
    const { readdirSync } = await import("node:fs");
    const existing = new Set(readdirSync(process.cwd()));
    process.kill(pid, "SIGUSR2");
    for (let waited = 0; waited < 600_000 && !snapshotFile; waited += 1000) {
      await sleep(1000);
      const made = readdirSync(process.cwd()).find((f) => f.endsWith(".heapsnapshot") && f.includes(`.${pid}.`) && !existing.has(f));
      // Written once its size stops changing.
      if (made) {
        const { statSync } = await import("node:fs");
        const size = statSync(made).size;
        await sleep(3000);
        if (statSync(made).size === size) snapshotFile = path.resolve(made);
      }
    }
    console.log(`  heap snapshot of server 0: ${snapshotFile ?? "not written within 10 min"}`);
  }
  const after = servers.map((s) => rssMiB(s.pid));
  const scrapedAfter = await Promise.all(metricsPorts.map(scrapeServer));
  const heapPerThousand = Math.round((scrapedAfter.reduce((a, x) => a + x.heapUsed, 0) - scrapedBefore.reduce((a, x) => a + x.heapUsed, 0)) / 2 ** 20 / servers.length / (ids.length / 1000));
  const perThousand = Math.round((after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) / servers.length / (ids.length / 1000));
  for (const s of servers) await s.stop();
  undoNamespace();
  console.log(`  cleaning up namespace ${namespace}`);
  await dropNamespace();
  undoIdentity();
  await identity?.remove();
  return {
    replicas,
    sandboxes: ids.length,
    createMs: Math.round(createMs),
    allRunningMs: Math.round(allRunningMs),
    createsPerS: Math.round((ids.length / (allRunningMs / 1000)) * 10) / 10,
    sustainedPerS: Math.round(sustainedPerS * 10) / 10,
    post: roundSummary(summarize(postMs)),
    timeline,
    reads,
    watchLag: roundSummary(summarize(lags)),
    ...(cross.length ? { crossReplicaLag: roundSummary(summarize(cross)) } : {}),
    serverRssMiB: { before, after, perThousand },
    serverHeapMiB: { before: scrapedBefore.map((x) => MiB(x.heapUsed)), after: scrapedAfter.map((x) => MiB(x.heapUsed)), afterExternal: scrapedAfter.map((x) => MiB(x.external)), perThousand: heapPerThousand },
    writesPerCreate,
    readsPerCreate,
    cpuMsPerCreate,
    stealPct,
    ...(snapshotFile ? { heapSnapshot: snapshotFile } : {}),
    cacheHeapPerThousandMiB,
    failed,
  };
}

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  if (values.help) {
    console.log(Object.entries(OPTIONS).map(([k, o]) => `  --${k}  ${o.help}`).join("\n"));
    return 0;
  }
  if (!process.env.KUBECONFIG) {
    console.error('pnpm bench kwok needs the dev cluster: bash scripts/k8s/cluster.sh start && eval "$(bash scripts/k8s/cluster.sh env)"');
    return 2;
  }
  if (!existsSync(KWOK_BIN) || !existsSync(KWOK_STAGES)) {
    console.error(`kwok is not built (${KWOK_BIN}): bash scripts/k8s/build.sh --with-kwok`);
    return 2;
  }
  if (values.identity !== "serviceaccount" && values.identity !== "admin") {
    console.error(`--identity is serviceaccount or admin, got ${JSON.stringify(values.identity)}`);
    return 2;
  }
  const asDeployed = values.identity === "serviceaccount";
  const started = new Date();
  const count = Number(values.sandboxes);
  const machine = await machineInfo();
  console.log(section("machine"));
  for (const l of describeMachine(machine)) console.log(l);

  const kc = loadKubeConfig(undefined);
  const core = kubeApi(kc, k8s.CoreV1Api);
  const kwokRun = randomBytes(3).toString("hex");
  const stopKwok = await startKwok(kwokRun);
  onCleanup("kwok", stopKwok);
  const nodes = Math.ceil((count * 1.2) / PODS_PER_NODE);
  onCleanup("kwok's nodes", () => core.deleteCollectionNode({ labelSelector: `opensandbox.io/kwok=${kwokRun}` }).then(() => undefined));
  for (let i = 0; i < nodes; i++) await core.createNode({ body: fakeNode(kwokRun, i) });
  for (let waited = 0; ; waited += 500) {
    const list = await core.listNode({ labelSelector: `opensandbox.io/kwok=${kwokRun}` });
    if (list.items.filter((nd) => nd.status?.conditions?.some((c) => c.type === "Ready" && c.status === "True")).length === nodes) break;
    if (waited > 60_000) throw new Error("kwok's nodes not Ready within 60 s");
    await sleep(500);
  }
  console.log(`${nodes} kwok nodes Ready`);

  const results: RunResult[] = [];
  for (const r of values.replicas.split(",").map(Number)) {
    results.push(await runWith(r, count, Number(values.concurrency), Number(values.n), kwokRun, kc, values["heap-snapshot"], asDeployed));
    console.log(JSON.stringify({ ...results.at(-1), timeline: undefined }));
    writeResults("kwok", { machine, sandboxes: count, nodes, identity: values.identity, results, partial: true }, started);
  }

  for (const r of results) {
    console.log(section(`${r.replicas} replica(s), ${r.sandboxes} sandboxes on kwok`));
    console.log(
      table(
        ["", "value"],
        [
          ["all Running after (s)", (r.allRunningMs / 1000).toFixed(1)],
          ["creates/s until Running (overall)", r.createsPerS],
          ["creates/s, 10% → 90% Running", r.sustainedPerS],
          ["POST /v1/sandboxes p50 / p99 (ms)", `${ms(r.post.p50)} / ${ms(r.post.p99)}`],
          ["Failed", r.failed],
          ["server RSS before → after (MiB, per replica)", `${r.serverRssMiB.before.join(",")} → ${r.serverRssMiB.after.join(",")}`],
          ["server RSS per 1,000 sandboxes (MiB)", r.serverRssMiB.perThousand],
          ["server V8 heap used before → after (MiB, per replica; external after)", `${r.serverHeapMiB.before.join(",")} → ${r.serverHeapMiB.after.join(",")} (${r.serverHeapMiB.afterExternal.join(",")})`],
          ["server V8 heap per 1,000 sandboxes (MiB)", r.serverHeapMiB.perThousand],
          ["API writes per create (all replicas, leases apart)", Object.values(r.writesPerCreate).reduce((a, b) => a + b, 0).toFixed(2)],
          ["API reads per create (all replicas, leases included)", r.readsPerCreate],
          ["CPU ms per create, by process", Object.entries(r.cpuMsPerCreate).map(([k, v]) => `${k} ${v}`).join(", ")],
          ["CPU time stolen by the hypervisor during the creates (% of the machine's)", r.stealPct],
          ["store cache heap per 1,000 records (MiB)", r.cacheHeapPerThousandMiB],
        ],
      ),
    );
    const rows: (string | number)[][] = Object.entries(r.reads).map(([k, s]) => [k, ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)]);
    rows.push(["watch lag: write answered → in another store's cache", ms(r.watchLag.p50), ms(r.watchLag.p95), ms(r.watchLag.p99), ms(r.watchLag.max)]);
    if (r.crossReplicaLag) rows.push(["renew on one replica → GET on the other shows it", ms(r.crossReplicaLag.p50), ms(r.crossReplicaLag.p95), ms(r.crossReplicaLag.p99), ms(r.crossReplicaLag.max)]);
    console.log(table(["through the server (ms)", "p50", "p95", "p99", "max"], rows));
  }
  const file = writeResults("kwok", { machine, sandboxes: count, nodes, identity: values.identity, results }, started);
  console.log(`results: ${file}`);
  return 0;
}

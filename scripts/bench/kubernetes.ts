// `pnpm bench kubernetes`: the server on the Kubernetes runtime against kubectl, on the dev cluster
// (scripts/k8s; KUBECONFIG set, execd's image and the bench image loaded).
//
//  1. create → first command ok, interleaved, same image, same limits:
//     - server: POST /v1/sandboxes, GET until Running, the execd endpoint, ONE POST /command `true`
//       (no retry), then DELETE; three servers on this machine: execd copied in by the init
//       container (the runtime's default without a node install), mounted from the node
//       (execd_host_path), and mounted from the node with execd announcing itself (announce_listen
//       on the node's address: this machine is the node); and the chart's deployment (helm install
//       of deploy/helm/opensandbox in a namespace of its own: two replicas in the cluster, its
//       DaemonSet's node install of execd, announce to the replica, the gateway proxy), through
//       its Service;
//     - kubectl: `kubectl run` (the same image and entrypoint), then `kubectl exec … -- true` until it
//       succeeds (what a user without us does), then `kubectl delete --grace-period=0`.
//  2. (--conformance) the lifecycle and execd conformance suites' wall time through the TS client,
//     on Docker and on Kubernetes (scripts/conformance-local.sh, run one after the other).
import { execFile, spawn } from "node:child_process";
import { networkInterfaces } from "node:os";
import { parseArgs, promisify } from "node:util";
import { checkInterrupted, onCleanup } from "./lib/cleanup.ts";
import { createToFirstCommand } from "./lib/first-command.ts";
import { describeMachine, machineInfo, waitQuiet } from "./lib/machine.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { resolveExecdRuntime } from "../../packages/server/src/runtime/execd-runtime.ts";
import { REPO_ROOT, startServer, type BenchServer } from "./lib/server.ts";
import { roundSummary, summarize } from "./lib/stats.ts";

export const description = "Kubernetes runtime: create → first command vs kubectl run + exec; conformance run time on Kubernetes vs Docker";

const execFileP = promisify(execFile);
const now = () => performance.now();
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

const OPTIONS = {
  n: { type: "string", default: "10", help: "measured runs per kind" },
  warmup: { type: "string", default: "1", help: "unmeasured runs per kind first" },
  image: { type: "string", default: "opensandbox/busybox:local", help: "image (loaded into the cluster)" },
  "no-host-path": { type: "boolean", default: false, help: "skip the servers whose Pods mount execd from the node ([kubernetes] execd_host_path, with and without announce_listen)" },
  "no-chart": { type: "boolean", default: false, help: "skip the chart's deployment (helm install into the cluster)" },
  conformance: { type: "boolean", default: false, help: "also time the conformance suites on Docker and on Kubernetes" },
  help: { type: "boolean", default: false, help: "show this help" },
} as const;

export async function run(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  if (values.help) {
    console.log(Object.entries(OPTIONS).map(([k, o]) => `  --${k}  ${o.help}`).join("\n"));
    return 0;
  }
  if (!process.env.KUBECONFIG) {
    console.error('pnpm bench kubernetes needs the dev cluster: bash scripts/k8s/cluster.sh start && eval "$(bash scripts/k8s/cluster.sh env)"');
    return 2;
  }
  const started = new Date();
  const n = Number(values.n);
  const warmup = Number(values.warmup);
  const image = values.image;
  const machine = await machineInfo();
  console.log(section("machine"));
  for (const l of describeMachine(machine)) console.log(l);

  const server = await startServer({ overrides: { runtime: { type: "kubernetes" }, kubernetes: { request_fraction: 0.1 }, server: { max_sandboxes: 0 } } });
  onCleanup("the server", () => server.stop());
  // The same, with execd mounted from the node (this machine is the node) instead of copied in.
  const hostPath = values["no-host-path"]
    ? undefined
    : await startServer({
        overrides: { runtime: { type: "kubernetes" }, kubernetes: { request_fraction: 0.1, execd_host_path: resolveExecdRuntime(server.config) }, server: { max_sandboxes: 0 } },
      });
  if (hostPath) onCleanup("the host-path server", () => hostPath.stop());
  // The same, and execd announces itself to the server (on the node's address, which Pods reach).
  const announce = values["no-host-path"]
    ? undefined
    : await startServer({
        overrides: {
          runtime: { type: "kubernetes" },
          kubernetes: { request_fraction: 0.1, execd_host_path: resolveExecdRuntime(server.config), announce_listen: `${await localNodeAddress()}:0` },
          server: { max_sandboxes: 0 },
        },
      });
  if (announce) onCleanup("the announce server", () => announce.stop());
  const chart = values["no-chart"] ? undefined : await installChart();
  const limits = { cpu: "500m", memory: "256Mi" };

  const viaServer = async (server: Pick<BenchServer, "api">): Promise<number> => {
    const r = await createToFirstCommand(server, { image: { uri: image }, entrypoint: ["sleep", "3600"], timeout: 600, resourceLimits: limits }, 5);
    await server.api("DELETE", `/v1/sandboxes/${r.id}`);
    return r.ms;
  };

  let seq = 0;
  const viaKubectl = async (): Promise<number> => {
    const name = `bench-kubectl-${process.pid}-${seq++}`;
    const t0 = now();
    await execFileP("kubectl", [
      "run", name, `--image=${image}`, "--image-pull-policy=IfNotPresent", "--restart=Never",
      `--overrides=${JSON.stringify({ spec: { containers: [{ name, image, command: ["sleep", "3600"], resources: { limits, requests: { cpu: "50m", memory: "26Mi" } } }] } })}`,
    ]);
    try {
      for (;;) {
        try {
          await execFileP("kubectl", ["exec", name, "--", "true"]);
          return now() - t0;
        } catch {
          checkInterrupted();
          await sleep(20);
        }
      }
    } finally {
      await execFileP("kubectl", ["delete", "pod", name, "--grace-period=0", "--wait=false"]).catch(() => undefined);
    }
  };

  const samples = { server: [] as number[], hostPath: [] as number[], announce: [] as number[], chart: [] as number[], kubectl: [] as number[] };
  const failures: Record<string, number> = {};
  const kinds = [
    "server" as const,
    ...(hostPath ? (["hostPath", "announce"] as const) : []),
    ...(chart ? (["chart"] as const) : []),
    "kubectl" as const,
  ];
  for (let i = 0; i < warmup + n; i++) {
    // Interleaved, and who goes first rotates.
    const order = kinds.map((_, j) => kinds[(i + j) % kinds.length]!);
    for (const kind of order) {
      await waitQuiet({ idle: 0.5, maxMs: 3000 });
      let t: number;
      try {
        t = kind === "server" ? await viaServer(server) : kind === "hostPath" ? await viaServer(hostPath!) : kind === "announce" ? await viaServer(announce!) : kind === "chart" ? await viaServer(chart!) : await viaKubectl();
      } catch (err) {
        // Counted and reported, not measured (a loaded cluster fails now and then).
        checkInterrupted();
        failures[kind] = (failures[kind] ?? 0) + 1;
        process.stdout.write(`${kind} FAILED (${(err as Error).message.slice(0, 300)})  `);
        continue;
      }
      if (i >= warmup) samples[kind].push(t);
      process.stdout.write(`${kind} ${ms(t)} ms  `);
    }
    process.stdout.write("\n");
  }
  const s = roundSummary(summarize(samples.server));
  const k = roundSummary(summarize(samples.kubectl));
  const h = hostPath ? roundSummary(summarize(samples.hostPath)) : undefined;
  const a = announce ? roundSummary(summarize(samples.announce)) : undefined;
  const c = chart ? roundSummary(summarize(samples.chart)) : undefined;
  console.log(section(`create → first command ok, ${n} runs each (ms)`));
  console.log(
    table(
      ["", "p50", "p95", "min", "max"],
      [
        ["server (Kubernetes runtime): POST → Running → one command", ms(s.p50), ms(s.p95), ms(s.min), ms(s.max)],
        ...(h ? [["same, execd mounted from the node (execd_host_path)", ms(h.p50), ms(h.p95), ms(h.min), ms(h.max)]] : []),
        ...(a ? [["same, and execd announces itself (announce_listen)", ms(a.p50), ms(a.p95), ms(a.min), ms(a.max)]] : []),
        ...(c ? [["the chart's deployment (node install + announce, through its Service)", ms(c.p50), ms(c.p95), ms(c.min), ms(c.max)]] : []),
        ["kubectl run + kubectl exec true (retried until it works)", ms(k.p50), ms(k.p95), ms(k.min), ms(k.max)],
      ],
    ),
  );
  const ratio = Math.round((s.p50 / k.p50) * 100) / 100;
  console.log(`ratio p50 server / kubectl: ${ratio} (target ≤ 1.5)`);
  if (Object.keys(failures).length) console.log(`failed runs (not measured): ${JSON.stringify(failures)}`);
  const hostPathRatio = h ? Math.round((h.p50 / k.p50) * 100) / 100 : undefined;
  if (h) console.log(`ratio p50 server with execd_host_path / kubectl: ${hostPathRatio}`);
  const announceRatio = a ? Math.round((a.p50 / k.p50) * 100) / 100 : undefined;
  if (a) console.log(`ratio p50 server with execd_host_path and announce_listen / kubectl: ${announceRatio} (target ≤ 1.5)`);

  const chartRatio = c ? Math.round((c.p50 / k.p50) * 100) / 100 : undefined;
  if (c) console.log(`ratio p50 the chart's deployment / kubectl: ${chartRatio} (target ≤ 1.5)`);
  await chart?.uninstall();

  let conformance: Record<string, number> | undefined;
  if (values.conformance) {
    await server.stop();
    await hostPath?.stop();
    await announce?.stop();
    conformance = {};
    for (const runtime of ["docker", "kubernetes"]) {
      const t0 = now();
      const code = await new Promise<number>((resolve) => {
        const child = spawn("bash", ["scripts/conformance-local.sh", "--concurrency", "3", "--client", "ts"], {
          cwd: REPO_ROOT,
          env: { ...process.env, OSB_RUNTIME: runtime },
          stdio: ["ignore", "ignore", "inherit"],
        });
        child.on("exit", (c) => resolve(c ?? 1));
      });
      conformance[runtime] = Math.round(now() - t0);
      console.log(`conformance (lifecycle + execd, ts client) on ${runtime}: ${(conformance[runtime]! / 1000).toFixed(1)} s (exit ${code})`);
    }
    console.log(`ratio kubernetes / docker: ${Math.round((conformance.kubernetes! / conformance.docker!) * 100) / 100} (target ≤ 1.5)`);
  }
  const file = writeResults("kubernetes", { machine, n, image, server: s, hostPath: h, announce: a, chart: c, kubectl: k, ratio, hostPathRatio, announceRatio, chartRatio, failures, conformance }, started);
  console.log(`results: ${file}`);
  return 0;
}

/** The address of the cluster's node that is this machine (the dev cluster's node; kwok's simulated ones are not). */
async function localNodeAddress(): Promise<string> {
  // `ip addr` also lists the addresses of a bridge without carrier (the node's, when no Pod runs), which networkInterfaces() leaves out.
  const { stdout: addrs } = await execFileP("ip", ["-o", "addr", "show"]);
  const local = new Set([...Object.values(networkInterfaces()).flatMap((l) => (l ?? []).map((x) => x.address)), ...[...addrs.matchAll(/\binet6? ([0-9a-f.:]+)\//g)].map((m) => m[1]!)]);
  const { stdout } = await execFileP("kubectl", ["get", "nodes", "-o", "jsonpath={.items[*].status.addresses[?(@.type==\"InternalIP\")].address}"]);
  const ip = stdout.split(/\s+/).find((x) => local.has(x));
  if (!ip) throw new Error("no node of the cluster has an address of this machine: the announce server needs the node to reach this machine");
  return ip;
}

/**
 * The chart's deployment with its defaults (deploy/helm/opensandbox; images built and loaded by
 * scripts/k8s), in a namespace of its own, reached through its Service (the node is this machine,
 * which reaches ClusterIPs through kube-proxy). The node install goes to a directory of this run's
 * own, removed after, and sandbox requests are a tenth of the limits as for the servers above.
 */
async function installChart(): Promise<Pick<BenchServer, "api"> & { uninstall(): Promise<void> }> {
  const sh = async (cmd: string, args: string[]) => (await execFileP(cmd, args, { cwd: REPO_ROOT, maxBuffer: 16 << 20 })).stdout.trim();
  const helm = await sh("bash", ["scripts/k8s/helm.sh"]);
  const serverImage = await sh("bash", ["scripts/k8s/server-image.sh", "--load"]);
  const execdImage = await sh("bash", ["scripts/k8s/execd-image.sh", "--load"]);
  const ns = `osb-bench-${process.pid}`;
  const builds = `/var/lib/opensandbox/bench-${process.pid}`;
  const apiKey = `bench-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const uninstall = async () => {
    await execFileP(helm, ["uninstall", "osb", "-n", ns, "--wait", "--timeout", "60s"]).catch(() => undefined);
    await execFileP("kubectl", ["delete", "namespace", ns, "--wait=true", "--timeout=90s"]).catch(() => undefined);
    await execFileP("rm", ["-rf", builds]);
  };
  onCleanup("the chart's release", uninstall);
  const t0 = now();
  await sh(helm, [
    "install", "osb", "deploy/helm/opensandbox", "-n", ns, "--create-namespace", "--wait", "--timeout", "180s",
    "--set", `image.repository=${serverImage.split(":")[0]}`, "--set", `image.tag=${serverImage.split(":")[1]}`,
    "--set", `execdImage=${execdImage}`, "--set", `apiKey=${apiKey}`, "--set", `execdInstall.hostPath=${builds}`, "--set", "requestFraction=0.1",
  ]);
  const ip = await sh("kubectl", ["-n", ns, "get", "service", "osb-opensandbox", "-o", "jsonpath={.spec.clusterIP}"]);
  console.log(`the chart's deployment is ready in ${ms(now() - t0)} ms (namespace ${ns}, Service ${ip})`);
  const url = `http://${ip}:8080`;
  return {
    uninstall,
    async api(method, route, body) {
      const res = await fetch(`${url}${route}`, {
        method,
        headers: { "OPEN-SANDBOX-API-KEY": apiKey, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed };
    },
  };
}

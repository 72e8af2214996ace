// Part 4 of `pnpm bench network`: what the credential vault costs a sandbox's HTTPS traffic. A real
// server (its binary, isolation on, a network of the bench's own) and two sandboxes with the same
// deny-by-default policy allowing one host of the fake internet: one with `credentialProxy` and a
// vault whose bearer binding matches every request to that host (so each request goes through the
// server's interception proxy: TLS to the proxy with a leaf of the sandbox's CA, the binding
// matched, the header injected, the request forwarded over a verified TLS connection to the
// host), the other with the policy only (straight to the host). From inside each (Python,
// alternating rounds): HTTPS requests on a new connection each (connect, TLS handshake, GET, read
// to the end), and 64 MiB downloads. The host is scripts/netlab's fake internet, with the vault
// tests' echo server (packages/server/test/integration/vault-echo.mjs) on addresses of the
// bench's own; the echo reports every request's headers to the bench, which checks that the vault
// sandbox's requests arrived with the credential and the other's without.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { DockerRuntime } from "../../../packages/server/src/runtime/docker.ts";
import { removeIsolation } from "../../../packages/server/src/runtime/docker-isolation.ts";
import { checkInterrupted, onCleanup } from "./cleanup.ts";
import { dockerExec } from "./docker-exec.ts";
import { waitQuiet } from "./machine.ts";
import { procCpuMs } from "./proc-cpu.ts";
import { ms, table } from "./report.ts";
import { REPO_ROOT, startServer, type BenchServer } from "./server.ts";
import { roundSummary, summarize } from "./stats.ts";

const NS = "osb-inet";
const ECHO = path.join(REPO_ROOT, "packages/server/test/integration/vault-echo.mjs");
// Addresses of this bench in the fake internet (hosts.json uses 198.18.1.x/2.x, the vault tests 198.18.3.x).
const ADDR = "198.18.5.10";
const DNS = "198.18.5.53";
const HOST = "bench.vault.test";
const PYTHON_IMAGE = "opensandbox/debian-python:local";
/** The vault sandbox trusts its own CA through this bundle (the host's store + the CA). */
const VAULT_BUNDLE = "/etc/opensandbox-vault/bundle.pem";

/** Inside a sandbox: N HTTPS GETs (new connection each) and D downloads of SIZE bytes, timed in ms. */
const TIMER = `
import json, socket, ssl, sys, time
host, n, ca, size, d = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
ip = socket.getaddrinfo(host, 443, socket.AF_INET)[0][4][0]
ctx = ssl.create_default_context(cafile=ca)
def get(path):
    c = ctx.wrap_socket(socket.create_connection((ip, 443), timeout=30), server_hostname=host)
    c.sendall(("GET %s HTTP/1.1\\r\\nHost: %s\\r\\nConnection: close\\r\\n\\r\\n" % (path, host)).encode())
    got = 0
    while True:
        b = c.recv(1 << 20)
        if not b: break
        got += len(b)
    c.close()
    return got
get("/warm")
lat = []
for i in range(n):
    t = time.perf_counter(); get("/small"); lat.append((time.perf_counter() - t) * 1000)
dl = []
cpu0 = time.process_time()
for i in range(d):
    t = time.perf_counter(); got = get("/bytes/%d" % size); took = (time.perf_counter() - t) * 1000
    if got < size: raise SystemExit("short download: %d of %d bytes" % (got, size))
    dl.append(took)
print(json.dumps({"latency": lat, "download": dl, "downloadCpuMs": (time.process_time() - cpu0) * 1000}))
`;

/** CPU time (utime + stime, ms) of a process, and of its threads by name (/proc/<pid>/task/<tid>/comm: Node names its worker threads "WorkerThread", V8's helpers "V8Worker"). */
function cpuOf(pid: number): { total: number; threads: Record<string, number> } {
  const threads: Record<string, number> = {};
  try {
    for (const t of readdirSync(`/proc/${pid}/task`)) {
      try {
        const name = readFileSync(`/proc/${pid}/task/${t}/comm`, "utf8").trim();
        threads[name] = (threads[name] ?? 0) + procCpuMs(`/proc/${pid}/task/${t}/stat`);
      } catch {
        /* the thread ended */
      }
    }
    return { total: procCpuMs(`/proc/${pid}/stat`), threads };
  } catch {
    return { total: NaN, threads };
  }
}
/** The server's CPU time with its credential vault's relay process (its child `osb-vault-relay`), counted as the thread "relay". */
function serverCpuOf(pid: number): ReturnType<typeof cpuOf> {
  const own = cpuOf(pid);
  let children: string[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((t) => readFileSync(`/proc/${pid}/task/${t}/children`, "utf8").trim().split(/\s+/).filter(Boolean));
  } catch {
    /* the server ended */
  }
  for (const c of children) {
    try {
      if (readFileSync(`/proc/${c}/comm`, "utf8").trim() !== "osb-vault-relay") continue;
    } catch {
      continue;
    }
    const relay = cpuOf(Number(c)).total;
    own.total += relay;
    own.threads.relay = (own.threads.relay ?? 0) + relay;
  }
  return own;
}
const cpuDelta = (a: ReturnType<typeof cpuOf>, b: ReturnType<typeof cpuOf>) => ({
  total: b.total - a.total,
  threads: Object.fromEntries(Object.entries(b.threads).map(([k, v]) => [k, v - (a.threads[k] ?? 0)])),
});

type Report = { path: string; headers: Record<string, string> };

function makePki(dir: string): { caPath: string; cert: string; key: string } {
  const f = (n: string) => path.join(dir, n);
  const ssl = (args: string[]) => execFileSync("openssl", args, { stdio: ["ignore", "ignore", "pipe"] });
  ssl(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2", "-subj", "/CN=vault bench CA", "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign", "-keyout", f("ca.key"), "-out", f("ca.pem")]);
  ssl(["req", "-new", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2", "-subj", `/CN=${HOST}`, "-addext", `subjectAltName=DNS:${HOST}`, "-CA", f("ca.pem"), "-CAkey", f("ca.key"), "-keyout", f("leaf.key"), "-out", f("leaf.pem")]);
  return { caPath: f("ca.pem"), cert: readFileSync(f("leaf.pem"), "utf8"), key: readFileSync(f("leaf.key"), "utf8") };
}

async function waitRunning(server: BenchServer, id: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const r = await server.api("GET", `/v1/sandboxes/${id}`);
    const state = r.body?.status?.state;
    if (state === "Running") return;
    if (state === "Failed" || state === "Terminated" || Date.now() > deadline) throw new Error(`sandbox ${id}: ${JSON.stringify(r.body?.status)}`);
    await new Promise((res) => setTimeout(res, 200));
  }
}

export type VaultBenchResult = {
  latency: { vault: number[]; policy: number[] };
  download: { vault: number[]; policy: number[] };
  sizeBytes: number;
  injected: number;
  /** CPU time of the server process while the vault sandbox's timer ran (requests and downloads; 10 ms resolution). */
  serverCpuMs: number;
  /** CPU time (ms) during the downloads only, per sandbox kind: the server (and its threads by name), the echo server, the sandbox's Python. */
  downloadCpu: Record<"vault" | "policy", { server: number; serverThreads: Record<string, number>; echo: number; client: number }>;
};

export async function vaultPart(docker: DockerRuntime["docker"], o: { runId: string; requests: number; downloads: number; sizeMiB: number }): Promise<VaultBenchResult | undefined> {
  const netlab = path.join(REPO_ROOT, "scripts/netlab/fake-internet.sh");
  try {
    execFileSync("bash", [netlab, "up"], { stdio: "ignore" });
  } catch {
    console.log("  skipped: the fake internet does not come up here (root and nft needed)");
    return undefined;
  }
  const network = `osb-bench-vault-${o.runId}`;
  const pki = mkdtempSync(path.join(tmpdir(), "osb-bench-vault-"));
  const certs = makePki(pki);
  for (const a of [ADDR, DNS]) execFileSync("ip", ["-n", NS, "addr", "replace", `${a}/32`, "dev", "lo"]);
  const reports: Report[] = [];
  const echoConf = { dns: DNS, hosts: { [HOST]: ADDR }, httpPorts: [80], httpsPorts: [443], tls: { cert: certs.cert, key: certs.key } };
  const echo: ChildProcess = spawn("ip", ["netns", "exec", NS, process.execPath, ECHO, JSON.stringify(echoConf)], { stdio: ["ignore", "pipe", "inherit"] });
  onCleanup("stop the vault bench's echo server and its addresses", () => {
    echo.kill();
    rmSync(pki, { recursive: true, force: true });
    for (const a of [ADDR, DNS]) {
      try {
        execFileSync("ip", ["-n", NS, "addr", "del", `${a}/32`, "dev", "lo"], { stdio: "ignore" });
      } catch {
        /* gone already */
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    echo.once("exit", (code) => reject(new Error(`vault-echo exited ${code}`)));
    createInterface({ input: echo.stdout! }).on("line", (line) => {
      if (line === "ready") resolve();
      else reports.push(JSON.parse(line) as Report);
    });
  });

  const server = await startServer({ logLevel: "warn", overrides: { docker: { network_mode: network, dns: [DNS], vault_ca_files: [certs.caPath] } } });
  const ids: string[] = [];
  onCleanup("delete the vault bench's sandboxes, server and network", async () => {
    for (const id of ids) await server.api("DELETE", `/v1/sandboxes/${id}`).catch(() => undefined);
    await server.stop();
    await removeIsolation(docker, network).catch(() => undefined);
  });
  const policy = { defaultAction: "deny", egress: [{ action: "allow", target: HOST }] };
  const create = async (vault: boolean): Promise<{ id: string; container: string }> => {
    const r = await server.api("POST", "/v1/sandboxes", {
      image: { uri: PYTHON_IMAGE },
      entrypoint: ["sleep", "3600"],
      resourceLimits: { cpu: "1", memory: "512Mi" },
      timeout: 3600,
      metadata: { bench: "network-vault" },
      networkPolicy: policy,
      ...(vault ? { credentialProxy: { enabled: true } } : {}),
    });
    if (r.status !== 202) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
    const id = r.body.id as string;
    ids.push(id);
    await waitRunning(server, id);
    const [info] = await docker.listContainers({ filters: { label: [`opensandbox.io/id=${id}`] } });
    if (!info) throw new Error(`no container for sandbox ${id}`);
    return { id, container: info.Id };
  };
  const withVault = await create(true);
  const policyOnly = await create(false);
  const secret = `bench-${randomBytes(12).toString("hex")}`;
  const ep = (await server.api("GET", `/v1/sandboxes/${withVault.id}/endpoints/18080`)).body as { endpoint: string; headers: Record<string, string> };
  const made = await fetch(`http://${ep.endpoint}/credential-vault`, {
    method: "POST",
    headers: { ...ep.headers, "content-type": "application/json" },
    body: JSON.stringify({
      credentials: [{ name: "tok", source: { type: "inline", value: secret } }],
      bindings: [{ name: "bench", match: { hosts: [HOST] }, auth: { type: "bearer", credential: "tok" } }],
    }),
  });
  if (made.status !== 201) throw new Error(`vault create: ${made.status} ${await made.text()}`);
  // The policy-only sandbox trusts the echo's CA directly; the vault one trusts its own CA's bundle.
  const caPem = readFileSync(certs.caPath, "utf8");
  await dockerExec(docker, policyOnly.container, ["sh", "-c", `cat > /tmp/ca.pem <<'EOF'\n${caPem}EOF`]);

  const size = o.sizeMiB * 1024 * 1024;
  const rounds = 4;
  const latency = { vault: [] as number[], policy: [] as number[] };
  const download = { vault: [] as number[], policy: [] as number[] };
  const sandboxes = [
    { kind: "vault" as const, container: withVault.container, ca: VAULT_BUNDLE },
    { kind: "policy" as const, container: policyOnly.container, ca: "/tmp/ca.pem" },
  ];
  const before = reports.length;
  let serverCpuMs = 0;
  const downloadCpu = {
    vault: { server: 0, serverThreads: {} as Record<string, number>, echo: 0, client: 0 },
    policy: { server: 0, serverThreads: {} as Record<string, number>, echo: 0, client: 0 },
  };
  // Per round and sandbox: one timer run for the requests, then one for the downloads (so that CPU per MiB counts no handshakes).
  const timer = async (s: (typeof sandboxes)[number], requests: number, downloads: number) => {
    checkInterrupted();
    await waitQuiet({ maxMs: 1000 });
    const server0 = serverCpuOf(server.pid);
    const echo0 = cpuOf(echo.pid!);
    const r = await dockerExec(docker, s.container, ["python3", "-c", TIMER, HOST, String(requests), s.ca, String(size), String(downloads)]);
    const serverCpu = cpuDelta(server0, serverCpuOf(server.pid));
    const echoCpu = cpuOf(echo.pid!).total - echo0.total;
    if (s.kind === "vault") serverCpuMs += serverCpu.total;
    if (r.exitCode !== 0) throw new Error(`the timer failed in the ${s.kind} sandbox: ${r.stderr}`);
    const got = JSON.parse(r.stdout) as { latency: number[]; download: number[]; downloadCpuMs: number };
    latency[s.kind].push(...got.latency);
    download[s.kind].push(...got.download);
    if (downloads > 0) {
      const c = downloadCpu[s.kind];
      c.server += serverCpu.total;
      for (const [k, v] of Object.entries(serverCpu.threads)) c.serverThreads[k] = (c.serverThreads[k] ?? 0) + v;
      c.echo += echoCpu;
      c.client += got.downloadCpuMs;
    }
  };
  for (let round = 0; round < rounds; round++) {
    for (const s of round % 2 ? [...sandboxes].reverse() : sandboxes) await timer(s, Math.ceil(o.requests / rounds), 0);
    for (const s of round % 2 ? sandboxes : [...sandboxes].reverse()) await timer(s, 0, Math.ceil(o.downloads / rounds));
  }
  await new Promise((res) => setTimeout(res, 200)); // the echo's last report lines
  const seen = reports.slice(before);
  const injected = seen.filter((r) => r.headers.authorization === `Bearer ${secret}`).length;
  const plain = seen.filter((r) => r.headers.authorization === undefined).length;
  // Each timer run starts with one request ("/warm"); two runs per round and sandbox.
  const expected = rounds * (Math.ceil(o.requests / rounds) + Math.ceil(o.downloads / rounds) + 2);
  if (injected !== expected || plain !== expected) throw new Error(`the echo saw ${injected} requests with the credential and ${plain} without; expected ${expected} of each`);

  const lat = (k: "vault" | "policy") => roundSummary(summarize(latency[k]));
  const mibps = (v: number[]) => (o.sizeMiB * 1000) / summarize(v).p50;
  const lv = lat("vault");
  const lp = lat("policy");
  console.log(table(
    ["what", "vault p50", "policy only p50", "added p50", "vault p95", "policy only p95"],
    [["HTTPS request (new connection: connect+TLS+GET)", ms(lv.p50), ms(lp.p50), ms(summarize(latency.vault).p50 - summarize(latency.policy).p50), ms(lv.p95), ms(lp.p95)]],
  ));
  const tv = mibps(download.vault);
  const tp = mibps(download.policy);
  console.log(table(
    ["what", "vault MiB/s (p50 time)", "policy only MiB/s", "vault / policy only"],
    [[`${o.sizeMiB} MiB HTTPS download (n=${download.vault.length} each)`, tv.toFixed(0), tp.toFixed(0), `${((100 * tv) / tp).toFixed(0)} %`]],
  ));
  const mib = o.sizeMiB * download.vault.length;
  console.log(`  server CPU while the vault sandbox ran: ${ms(serverCpuMs)} ms for ${download.vault.length} downloads and ${latency.vault.length + 2 * rounds} requests`);
  const perMiB = (x: number) => ms(x / mib);
  console.log(table(
    ["CPU per MiB during the downloads (ms)", "server (with its relay)", "of which relay process", "main thread", "V8 helpers", "echo (host)", "sandbox's Python", "all three"],
    (["vault", "policy"] as const).map((k) => {
      const c = downloadCpu[k];
      return [k === "vault" ? "through the vault" : "policy only", perMiB(c.server), perMiB(c.serverThreads.relay ?? 0), perMiB(c.serverThreads.MainThread ?? 0), perMiB(c.serverThreads.V8Worker ?? 0), perMiB(c.echo), perMiB(c.client), perMiB(c.server + c.echo + c.client)];
    }),
  ));
  console.log(`  the echo server saw ${injected} requests with the credential (vault sandbox) and ${plain} without (policy-only sandbox)`);
  return { latency, download, sizeBytes: size, injected, serverCpuMs, downloadCpu };
}

// `pnpm bench network`: what network isolation and egress policy cost a sandbox on Docker.
// 1. Setting isolation up once (cold): the nftables table plus the network, as a server's first
//    start does (later starts only replace the table).
// 2. Engine create + start of a sandbox container with the server's own options (captured from
//    DockerRuntime.create, execd mount and osb-init included), isolated (its network, sysctl)
//    versus Docker's default bridge (isolation "off", the previous default), interleaved so that
//    load on a shared machine falls on both alike. Everything it makes carries its run id and is
//    removed at the end, the bench network and its table included.
// 3. Egress policy (needs the fake internet, scripts/netlab; skipped without root's nft): the
//    server's full create (DockerRuntime.create) with a policy versus without; from inside a
//    sandbox with a policy versus one without, interleaved: a DNS answer (through the server's
//    DNS proxy versus straight to the resolver) and an HTTPS request to an allowed name (new
//    connection, TLS handshake, GET); and how long applying a changed policy takes.
// 4. Credential vault (lib/vault-bench.ts, the fake internet too): an HTTPS request through the
//    vault's interception proxy versus the same request with the egress policy only, and the
//    throughput of a 64 MiB download through it versus direct.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { validateConfig } from "../../packages/server/src/config/config.ts";
import { DockerRuntime } from "../../packages/server/src/runtime/docker.ts";
import { removeIsolation } from "../../packages/server/src/runtime/docker-isolation.ts";
import { removeEgressTable } from "../../packages/server/src/runtime/docker-egress.ts";
import { compile } from "../../packages/server/src/egress/policy.ts";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { dockerExec } from "./lib/docker-exec.ts";
import { REPO_ROOT } from "./lib/server.ts";
import { resolveExecdRuntime } from "../../packages/server/src/runtime/execd-runtime.ts";
import { parseResources } from "../../packages/server/src/services/validate.ts";
import { checkInterrupted, onCleanup } from "./lib/cleanup.ts";
import { describeMachine, machineInfo, waitQuiet } from "./lib/machine.ts";
import { ms, section, table, writeResults } from "./lib/report.ts";
import { roundSummary, summarize } from "./lib/stats.ts";
import { vaultPart } from "./lib/vault-bench.ts";

export const description = "what network isolation costs a sandbox's creation (engine create + start, isolated vs default bridge)";

const OPTIONS = {
  n: { type: "string", default: "30", help: "create + start pairs measured per kind, interleaved" },
  image: { type: "string", default: "opensandbox/busybox:local", help: "image (present locally)" },
  "egress-n": { type: "string", default: "200", help: "DNS answers and HTTPS requests timed per sandbox (egress part)" },
  "vault-n": { type: "string", default: "200", help: "HTTPS requests timed per sandbox (vault part)" },
  "vault-downloads": { type: "string", default: "8", help: "64 MiB downloads timed per sandbox (vault part)" },
  only: { type: "string", help: "run one part only: vault" },
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
  const vaultOpts = { runId, requests: Number(values["vault-n"]), downloads: Number(values["vault-downloads"]), sizeMiB: 64 };
  if (values.only === "vault") {
    console.log(section("4. credential vault (scripts/netlab's fake internet)"));
    const vault = await vaultPart(docker, vaultOpts);
    console.log(`  results: ${writeResults("network", { machine, vault }, startedAt)}`);
    return 0;
  }
  if (values.only !== undefined) throw new Error(`--only: unknown part "${values.only}" (vault)`);

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
  const egress = await egressPart({ network, runId, image: PYTHON_IMAGE, n: Math.max(10, Math.round(n / 2)), requests: Number(values["egress-n"]) });
  console.log(section("4. credential vault (scripts/netlab's fake internet)"));
  const vault = await vaultPart(docker, vaultOpts);
  const file = writeResults("network", { machine, setupMs, samples, ratio, egress, vault }, startedAt);
  console.log(`  results: ${file}`);
  return 0;
}

const PYTHON_IMAGE = "opensandbox/debian-python:local";
/** Inside a sandbox: N DNS answers (UDP, to the resolver given) and N HTTPS requests (new connection each) to one name, timed in ms. */
const TIMER = `
import json, socket, ssl, struct, sys, time
dns, name, n, ca = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
def q(i):
    b = struct.pack("!HHHHHH", i & 0xFFFF, 0x0100, 1, 0, 0, 0)
    for l in name.split("."): b += bytes([len(l)]) + l.encode()
    return b + b"\\0" + struct.pack("!HH", 1, 1)
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.settimeout(3)
d = []
for i in range(n):
    t = time.perf_counter(); s.sendto(q(i), (dns, 53)); s.recv(512); d.append((time.perf_counter() - t) * 1000)
ip = socket.getaddrinfo(name, 443, socket.AF_INET)[0][4][0]
ctx = ssl.create_default_context(cafile=ca)
h = []
for i in range(n):
    t = time.perf_counter()
    c = ctx.wrap_socket(socket.create_connection((ip, 443), timeout=3), server_hostname=name)
    c.sendall(("GET / HTTP/1.1\\r\\nHost: %s\\r\\nConnection: close\\r\\n\\r\\n" % name).encode())
    while c.recv(4096): pass
    c.close(); h.append((time.perf_counter() - t) * 1000)
print(json.dumps({"dns": d, "https": h}))
`;

async function egressPart(o: { network: string; runId: string; image: string; n: number; requests: number }): Promise<unknown> {
  console.log(section("3. egress policy (scripts/netlab's fake internet)"));
  const netlab = path.join(REPO_ROOT, "scripts/netlab/fake-internet.sh");
  try {
    execFileSync("bash", [netlab, "up"], { stdio: "ignore" });
  } catch {
    console.log("  skipped: the fake internet does not come up here (root and nft needed)");
    return undefined;
  }
  const lab = JSON.parse(readFileSync(path.join(REPO_ROOT, "scripts/netlab/hosts.json"), "utf8")) as { dns: string };
  const ca = readFileSync("/run/opensandbox-netlab/certs/ca.pem", "utf8");
  const instance = `bench-egress-${o.runId}`;
  const config = validateConfig({ server: { api_key: "unused" }, docker: { network_mode: o.network, dns: [lab.dns] } }).config;
  const rt = new DockerRuntime({ docker: config.docker, instance, execdRuntimeDir: resolveExecdRuntime(config) });
  onCleanup("remove the egress sandboxes and table", async () => {
    const list = await rt.docker.listContainers({ all: true, filters: { label: [`opensandbox.io/instance=${instance}`] } });
    await Promise.all(list.map((c) => rt.docker.getContainer(c.Id).remove({ force: true }).catch(() => undefined)));
    await rt.close();
    await removeEgressTable(instance);
  });
  const policy = compile({ defaultAction: "deny", egress: [{ action: "allow", target: "*.allowed.test" }] });
  const resources = parseResources({ cpu: "1", memory: "512Mi" });
  const spec = (id: string, withPolicy: boolean) => ({ sandboxId: id, image: o.image, entrypoint: ["sleep", "3600"], env: {}, execdToken: "bench", resources, mounts: [], extensions: {}, ...(withPolicy ? { networkPolicy: policy } : {}) });
  // The first create with a policy starts the DNS proxy and the table once: not part of a create.
  const warm = await rt.create(spec(`warm-${o.runId}`, true));
  await rt.remove(`warm-${o.runId}`, warm.state);

  console.log(`  3a. create (DockerRuntime.create, container started), with a policy vs without (n=${o.n} each, interleaved)`);
  const creates: Record<string, number[]> = { "with policy": [], "without policy": [] };
  for (let i = 0; i < o.n + 2; i++) {
    const order = i % 2 ? ([false, true] as const) : ([true, false] as const);
    for (const withPolicy of order) {
      checkInterrupted();
      await waitQuiet({ maxMs: 1000 });
      const id = `c${i}${withPolicy ? "p" : "n"}-${o.runId}`;
      const t = performance.now();
      const { state } = await rt.create(spec(id, withPolicy));
      const took = performance.now() - t;
      if (i >= 2) creates[withPolicy ? "with policy" : "without policy"]!.push(took);
      await rt.remove(id, state);
    }
  }
  const createRatio = summarize(creates["with policy"]!).p50 / summarize(creates["without policy"]!).p50;
  console.log(table(["kind", "p50 ms", "p95 ms", "min", "max"], Object.entries(creates).map(([k, v]) => { const r = roundSummary(summarize(v)); return [k, ms(r.p50), ms(r.p95), ms(r.min), ms(r.max)]; })));
  console.log(`  with / without policy p50: ${createRatio.toFixed(3)}×`);

  console.log(`  3b. from inside a sandbox: DNS answer and HTTPS request to www.allowed.test (n=${o.requests} each, alternating rounds)`);
  const made = await Promise.all([true, false].map(async (p) => ({ p, id: `s${p ? "p" : "n"}-${o.runId}`, r: await rt.create(spec(`s${p ? "p" : "n"}-${o.runId}`, p)) })));
  const inside: Record<string, { dns: number[]; https: number[] }> = { policy: { dns: [], https: [] }, none: { dns: [], https: [] } };
  for (const m of made) {
    const cid = (m.r.state as { containerId: string }).containerId;
    await dockerExec(rt.docker, cid, ["sh", "-c", `cat > /tmp/ca.pem <<'EOF'\n${ca}EOF`]);
  }
  for (let round = 0; round < 4; round++) {
    for (const m of round % 2 ? [...made].reverse() : made) {
      checkInterrupted();
      await waitQuiet({ maxMs: 1000 });
      const cid = (m.r.state as { containerId: string }).containerId;
      const r = await dockerExec(rt.docker, cid, ["python3", "-c", TIMER, lab.dns, "www.allowed.test", String(Math.ceil(o.requests / 4)), "/tmp/ca.pem"]);
      if (r.exitCode !== 0) throw new Error(`the timer failed in the sandbox: ${r.stderr}`);
      const got = JSON.parse(r.stdout) as { dns: number[]; https: number[] };
      const into = inside[m.p ? "policy" : "none"]!;
      into.dns.push(...got.dns.slice(round === 0 ? 1 : 0)); // the very first answer opens the address: apart
      into.https.push(...got.https);
    }
  }
  const p50 = (v: number[]) => summarize(v).p50;
  const rows = (["dns", "https"] as const).map((k) => {
    const a = roundSummary(summarize(inside.policy![k]));
    const b = roundSummary(summarize(inside.none![k]));
    return [k === "dns" ? "DNS answer (UDP)" : "HTTPS request (connect+TLS+GET)", ms(a.p50), ms(b.p50), ms(p50(inside.policy![k]) - p50(inside.none![k])), ms(a.p95), ms(b.p95)];
  });
  console.log(table(["what", "policy p50", "none p50", "added p50", "policy p95", "none p95"], rows));

  console.log(`  3c. a changed policy applied (DockerRuntime egress.apply: nftables transaction), n=${o.n}`);
  const policed = made.find((m) => m.p)!;
  const applies: number[] = [];
  for (let i = 0; i < o.n; i++) {
    checkInterrupted();
    const next = compile({ defaultAction: "deny", egress: [{ action: i % 2 ? "deny" : "allow", target: "other.test" }, { action: "allow", target: "*.allowed.test" }] });
    const t = performance.now();
    await rt.egress.apply(policed.id, policed.r.state, next);
    applies.push(performance.now() - t);
  }
  const ap = roundSummary(summarize(applies));
  console.log(`  p50 ${ms(ap.p50)} ms, p95 ${ms(ap.p95)} ms, max ${ms(ap.max)} ms`);
  for (const m of made) await rt.remove(m.id, m.r.state);
  return { creates, createRatio, inside, applies };
}

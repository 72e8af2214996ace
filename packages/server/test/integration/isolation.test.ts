// Network isolation on the real engine (docs/SECURITY.md row 15). From inside a sandbox, a
// probe (isolation-probe.py) tries another sandbox's execd port, the host on every one of its
// addresses (a listener on 0.0.0.0), the host's 127.0.0.1 through the gateway's MAC with
// route_localnet on (raw frames: the sandboxes here keep NET_RAW, the worst case an operator can
// configure), a link-local "metadata server", and the fake internet (scripts/netlab) by name over
// HTTP and HTTPS. The same probe runs first from a sandbox of a server with isolation off on a
// plain network: everything is reached there (the attack, reproduced), so the blocked results of
// the isolated server are the rules' doing, not a broken probe. The server and clients still reach
// the sandbox: execd through its published port, an unpublished port through the server proxy.
import { execFileSync, execSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import dgram from "node:dgram";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bridgeOf, engineId, removeIsolation, tableOf } from "../../src/runtime/docker-isolation.ts";
import type { DockerRuntime } from "../../src/runtime/docker.ts";
import { EXECD_PORT } from "../../src/runtime/runtime.ts";
import { exec } from "../docker-exec.ts";
import { lab as hosts, netlabUp } from "../netlab.ts";
import { PYTHON_IMAGE, destroyServer, startServer, waitFor, waitForState, type TestServer } from "../helpers.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const PROBE = readFileSync(new URL("./isolation-probe.py", import.meta.url), "utf8");
const docker = new Docker();
const tag = randomBytes(3).toString("hex");
const OPEN_NET = `osbt-open-${tag}`;
const OPEN_BRIDGE = `osbt-o${tag}`;
const ISO_NET = `osbt-iso-${tag}`;
/** The default drop list without NET_RAW: sandboxes here can send raw frames. */
const CAPS = ["AUDIT_WRITE", "MKNOD", "NET_ADMIN", "SYS_ADMIN", "SYS_MODULE", "SYS_PTRACE", "SYS_TIME", "SYS_TTY_CONFIG"];

type Side = { server: TestServer; bridge: string; gateway: string; target: Sandbox; prober: Sandbox };
type Sandbox = { id: string; container: Docker.Container; ip: string };
let open: Side;
let isolated: Side;
const tcpListener = net.createServer((s) => s.on("error", () => undefined).end("host\n"));
const udpListener = dgram.createSocket("udp4");
const udpReceived: string[] = [];
let ca = "";
let engine = "";

async function sandbox(server: TestServer, network: string, entrypoint: string[]): Promise<Sandbox> {
  const res = await server.api("POST", "/v1/sandboxes", { image: { uri: PYTHON_IMAGE }, entrypoint, resourceLimits: { cpu: "500m", memory: "256Mi" }, timeout: 600 });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const id = res.body.id as string;
  await waitForState(server, id, "Running");
  const [info] = await docker.listContainers({ filters: { label: [`opensandbox.io/instance=${server.app.instance}`, `opensandbox.io/id=${id}`] } });
  const ip = info!.NetworkSettings.Networks[network]!.IPAddress;
  return { id, container: docker.getContainer(info!.Id), ip };
}

async function side(network: string, bridge: string, docker_: Record<string, unknown>): Promise<Side> {
  const server = await startServer({ docker: { network_mode: network, dns: [hosts.dns], drop_capabilities: CAPS, ...docker_ } });
  const [target, prober] = await Promise.all([
    sandbox(server, network, ["python3", "-m", "http.server", "9000"]),
    sandbox(server, network, ["sleep", "3600"]),
  ]);
  const gateway = ((await docker.getNetwork(network).inspect()) as { IPAM: { Config: { Gateway: string }[] } }).IPAM.Config[0]!.Gateway;
  // What Docker does to its bridges when the userland proxy is off: 127.0.0.0/8 arriving from the
  // bridge is delivered locally. Set here on the test's own bridges only.
  writeFileSync(`/proc/sys/net/ipv4/conf/${bridge}/route_localnet`, "1");
  return { server, bridge, gateway, target, prober };
}

/** The host's IPv4 addresses, loopback aside (a sandbox's 127.0.0.1 is its own). */
const hostAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === "IPv4" && !a.internal)
    .map((a) => a!.address);

async function probe(s: Side): Promise<Record<string, string>> {
  const port = (tcpListener.address() as net.AddressInfo).port;
  const udpPort = (udpListener.address() as net.AddressInfo).port;
  const tcp: Record<string, [string, number]> = {
    "other sandbox's execd": [s.target.ip, EXECD_PORT],
    "gateway listener": [s.gateway, port],
    "link-local metadata": [hosts.hosts["metadata.test"]!, 80],
    "IPv6 metadata": ["fd00:ec2::254", 80],
  };
  for (const a of hostAddresses()) tcp[`host address ${a}`] = [a, port];
  const args = { tcp, ca, http: { "fake internet http": "http://allowed.test/", "fake internet https": "https://www.allowed.test/" } };
  return run(s, args);
}

/** Three raw frames for the host's 127.0.0.1 (UDP to the test's listener), sent to the gateway's MAC. */
async function routeTrick(s: Side): Promise<string> {
  const udpPort = (udpListener.address() as net.AddressInfo).port;
  const gwMac = readFileSync(`/sys/class/net/${s.bridge}/address`, "utf8").trim();
  const r = await run(s, { raw: { src: s.prober.ip, dst: "127.0.0.1", port: udpPort, gwMac, payload: `localnet-${s.bridge}` } });
  await new Promise((res) => setTimeout(res, 300)); // frames in flight
  return r.raw!;
}

async function run(s: Side, args: object): Promise<Record<string, string>> {
  const r = await exec(s.prober.container, ["python3", "-c", PROBE, JSON.stringify(args)]);
  expect(r.exitCode, r.stderr).toBe(0);
  if (process.env.OSB_TEST_VERBOSE) console.log(s.bridge, r.stdout);
  return JSON.parse(r.stdout) as Record<string, string>;
}

const nftCounter = (chain: "input" | "forward") =>
  [...execFileSync("nft", ["list", "chain", "inet", tableOf(ISO_NET, engine), chain], { encoding: "utf8" }).matchAll(/counter packets (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);

beforeAll(async () => {
  ca = netlabUp();
  await new Promise<void>((r) => tcpListener.listen(0, "0.0.0.0", r));
  await new Promise<void>((r) => udpListener.bind(0, "127.0.0.1", r));
  udpListener.on("message", (m) => udpReceived.push(m.toString()));
  // A plain user-defined network (inter-container traffic on, no rules): Docker as it is.
  await docker.createNetwork({ Name: OPEN_NET, Driver: "bridge", Options: { "com.docker.network.bridge.name": OPEN_BRIDGE }, Labels: { "opensandbox.io/test": "isolation" } });
  open = await side(OPEN_NET, OPEN_BRIDGE, { isolation: "off" });
  engine = await engineId(docker);
  isolated = await side(ISO_NET, bridgeOf(ISO_NET, engine), {});
}, 180_000);

afterAll(async () => {
  for (const s of [open, isolated]) {
    await s?.server.close();
    await destroyServer(s?.server);
  }
  await docker.getNetwork(OPEN_NET).remove().catch(() => undefined);
  await removeIsolation(docker, ISO_NET);
  tcpListener.close();
  udpListener.close();
}, 60_000);

const reached = (v: string | undefined) => v?.startsWith("reached") ?? false;

describe("without isolation (the attack, reproduced)", () => {
  it("a sandbox reaches the other sandbox, every host address, the metadata address and the fake internet", async () => {
    const r = await probe(open);
    for (const [name, v] of Object.entries(r)) {
      if (name === "IPv6 metadata" || name === "ipv6_disabled" || name === "docker_socket") continue;
      expect(reached(v), `${name}: ${v}`).toBe(true);
    }
  });

  it("a raw frame for 127.0.0.1 sent to the gateway reaches the host's loopback listener (unless kube-proxy's guard runs here)", async () => {
    expect(await routeTrick(open)).toBe("sent");
    // kube-proxy's own guard (KUBE-FIREWALL) drops 127.0.0.0/8 from outside while a cluster runs on this machine.
    const kubeGuard = execSync("iptables -w -S 2>/dev/null || true", { encoding: "utf8" }).includes("block incoming localnet");
    if (!kubeGuard) await waitFor(async () => udpReceived.includes(`localnet-${OPEN_BRIDGE}`), (ok) => ok, 3000, "the raw frame to reach the host's 127.0.0.1");
  });
});

describe("with isolation (the default)", () => {
  it("a sandbox reaches neither another sandbox, nor the host, nor link-local addresses; the fake internet it does", async () => {
    const before = { input: nftCounter("input"), forward: nftCounter("forward") };
    const r = await probe(isolated);
    expect(r["fake internet http"]).toMatch(/^reached .*"address":"198\.18\.1\.10"/);
    expect(r["fake internet https"]).toMatch(/^reached .*"servername":"www\.allowed\.test"/);
    for (const [name, v] of Object.entries(r)) {
      if (name.startsWith("fake internet") || name === "ipv6_disabled" || name === "docker_socket") continue;
      expect(reached(v), `${name}: ${v}`).toBe(false);
    }
    expect(r.ipv6_disabled).toBe("1");
    expect(r.docker_socket).toBe("False");
    // The rules did it: the input chain rejected the host probes, the forward chain the sandbox
    // and the metadata address.
    expect(nftCounter("input")).toBeGreaterThan(before.input);
    expect(nftCounter("forward")).toBeGreaterThan(before.forward);
  });

  it("a raw frame for 127.0.0.1 sent to the gateway is dropped by the isolation rules, before anything else sees it", async () => {
    const before = nftCounter("input");
    expect(await routeTrick(isolated)).toBe("sent");
    expect(nftCounter("input") - before).toBeGreaterThanOrEqual(3);
    await new Promise((res) => setTimeout(res, 300));
    expect(udpReceived, "the host's 127.0.0.1 got the sandbox's frame").not.toContain(`localnet-${isolated.bridge}`);
  });

  it("the server and clients still reach the sandbox: execd on its published port, other ports through the proxy", async () => {
    const { server, target } = isolated;
    const endpoint = (await server.api("GET", `/v1/sandboxes/${target.id}/endpoints/${EXECD_PORT}`)).body as { endpoint: string; headers: Record<string, string> };
    const ping = await fetch(`http://${endpoint.endpoint}/ping`, { headers: endpoint.headers });
    expect(ping.status).toBe(200);
    const viaProxy = await fetch(`${server.url}/sandboxes/${target.id}/proxy/9000/`, { headers: { "OPEN-SANDBOX-API-KEY": "test-key" } });
    expect(viaProxy.status).toBe(200);
    await viaProxy.text();
  });

  it("rules removed from the kernel (nft flush ruleset, a firewall reload) are put back", async () => {
    const rt = isolated.server.app.runtime as DockerRuntime;
    expect(await rt.guardIsolation()).toBe(false);
    execFileSync("nft", ["delete", "table", "inet", tableOf(ISO_NET, engine)]);
    expect(await rt.guardIsolation()).toBe(true);
    expect(nftCounter("input")).toBe(0); // a fresh table
    const r = await run(isolated, { tcp: { gateway: [isolated.gateway, (tcpListener.address() as net.AddressInfo).port] } });
    expect(r.gateway).toMatch(/^blocked/);
  });

  it("sandboxes sit on the isolated network, inter-container traffic off", async () => {
    const info = (await docker.getNetwork(ISO_NET).inspect()) as { Options: Record<string, string>; Containers: Record<string, unknown> };
    expect(info.Options["com.docker.network.bridge.enable_icc"]).toBe("false");
    expect(Object.keys(info.Containers)).toHaveLength(2);
  });
});

describe("a server that cannot isolate", () => {
  it("refuses to start, saying why and what to do (here: nft refused, as without root)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "osbt-noroot-"));
    try {
      // An nft that answers as it does for a user without CAP_NET_ADMIN.
      writeFileSync(path.join(dir, "nft"), "#!/bin/sh\necho 'Error: Could not process rule: Operation not permitted' >&2\nexit 1\n");
      chmodSync(path.join(dir, "nft"), 0o755);
      const net = `osbt-noroot-${tag}`;
      writeFileSync(
        path.join(dir, "config.toml"),
        `[server]\napi_key = "k"\nport = 0\n[store]\npath = "${dir}/store.db"\nkey_file = "${dir}/key"\n[docker]\nnetwork_mode = "${net}"\n`,
      );
      const r = spawnSync(process.execPath, [path.join(root, "packages/server/bin/opensandbox-server.js"), "--config", path.join(dir, "config.toml")], {
        env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(r.status, r.stdout + r.stderr).toBe(2);
      expect(r.stdout + r.stderr).toMatch(/cannot isolate sandboxes, not starting: cannot install the isolation rules .*Operation not permitted.*scripts\/docker-isolation\.sh install.*isolation = \\?"off\\?"/);
      // Nothing was made: the rules come first, the network after them.
      expect(spawnSync("docker", ["network", "inspect", net]).status).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

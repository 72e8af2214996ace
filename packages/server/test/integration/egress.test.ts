// Egress policy on the real engine (docs/SECURITY.md row 20). A sandbox created with
// `defaultAction: deny` and one allowed domain of the fake internet (scripts/netlab) tries every
// way out the issue lists (egress-probe.py): a literal IPv4 and IPv6 address, its own resolver on
// 53 and 5353 (UDP and TCP), DNS-over-TLS, DNS-over-HTTPS, a denied address under an allowed SNI
// and Host, raw sockets; and a root workload tries to leave its rules (another MAC, sysctls). The
// same probe runs first from a sandbox without a policy on the same server: everything is reached
// there, so what the policed sandbox cannot reach is the policy's doing, not a broken probe.
// Then the egress API: its endpoint leads to the server, its token is its own, a PATCH holds for
// new connections at once while an established one continues, and denials reach diagnostics.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bridgeOf, engineId, removeIsolation } from "../../src/runtime/docker-isolation.ts";
import type { DockerRuntime } from "../../src/runtime/docker.ts";
import { exec } from "../docker-exec.ts";
import { netlabUp } from "../netlab.ts";
import { PYTHON_IMAGE, destroyServer, startServer, waitForState, type TestServer } from "../helpers.ts";
import { ALLOWED, BYPASSES, DENIED, POLICY, PROBE, RESOLVER, lab, reached, type Probes } from "./egress-probes.ts";

const docker = new Docker();
const NET = `osbt-egress-${randomBytes(3).toString("hex")}`;

type Sandbox = { id: string; container: Docker.Container };
let server: TestServer;
let policed: Sandbox;
let open: Sandbox;
let ca = "";

async function sandbox(networkPolicy?: object): Promise<Sandbox> {
  const res = await server.api("POST", "/v1/sandboxes", {
    image: { uri: PYTHON_IMAGE },
    entrypoint: ["sleep", "3600"],
    resourceLimits: { cpu: "500m", memory: "256Mi" },
    timeout: 600,
    ...(networkPolicy ? { networkPolicy } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const id = res.body.id as string;
  await waitForState(server, id, "Running");
  const [info] = await docker.listContainers({ filters: { label: [`opensandbox.io/instance=${server.app.instance}`, `opensandbox.io/id=${id}`] } });
  return { id, container: docker.getContainer(info!.Id) };
}

async function probe(s: Sandbox, probes: Probes): Promise<Record<string, string>> {
  const r = await exec(s.container, ["python3", "-c", PROBE, JSON.stringify({ ca, probes })]);
  expect(r.exitCode, r.stderr).toBe(0);
  if (process.env.OSB_TEST_VERBOSE) console.log(r.stdout);
  return JSON.parse(r.stdout) as Record<string, string>;
}

beforeAll(async () => {
  ca = netlabUp();
  server = await startServer({ docker: { network_mode: NET, dns: [lab.dns] } });
  [policed, open] = await Promise.all([sandbox(POLICY), sandbox()]);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await destroyServer(server); // its egress table too
  await removeIsolation(docker, NET);
}, 60_000);

describe("without a policy (the bypasses work: the probe is sound)", () => {
  it("a sandbox on the same server reaches the denied address, the other resolver on every port, DoT and DoH", async () => {
    const r = await probe(open, BYPASSES);
    for (const [name, v] of Object.entries(r)) {
      if (name.includes("IPv6")) continue; // the sandboxes' network has no IPv6 at all
      expect(reached(v), `${name}: ${v}`).toBe(true);
    }
    expect(r["own resolver, UDP 5353"]).toMatch(/rcode 0 answers 1 198 18 1 20/);
    expect(r["DNS-over-HTTPS"]).toMatch(/rcode 0 answers 1 198 18 1 20/);
  });
});

describe("defaultAction deny, one allowed domain", () => {
  it("allowed HTTPS works, by name, the first time", async () => {
    const r = await probe(policed, {
      allowed: ["get", "https://www.allowed.test/"],
      api: ["get", "https://api.allowed.test/"],
      udp: ["dns_udp", RESOLVER, 53, "www.allowed.test"],
      tcp: ["dns_tcp", RESOLVER, 53, "www.allowed.test"],
    });
    expect(r.allowed).toMatch(/^reached .*"servername":"www\.allowed\.test"/);
    // Port 53 to any address, UDP or TCP, is answered by the server's proxy for allowed names.
    expect(r.udp).toBe("reached rcode 0 answers 1 198 18 1 10");
    expect(r.tcp).toBe("reached rcode 0 answers 1 198 18 1 10");
    expect(r.api).toMatch(/^reached .*"address":"198\.18\.1\.11"/);
  });

  it("refuses every bypass: literal IPv4/IPv6, own resolver on 53 and 5353, DoT, DoH, spoofed SNI/Host", async () => {
    const r = await probe(policed, BYPASSES);
    for (const [name, v] of Object.entries(r)) {
      // Port 53 to any address reaches the server's DNS proxy, which answers denied names NXDOMAIN.
      if (/resolver, (UDP|TCP) 53$/.test(name)) expect(v, name).toMatch(/^reached rcode 3 answers 0$/);
      else expect(reached(v), `${name}: ${v}`).toBe(false);
    }
    expect(r["denied name"]).toMatch(/Name or service not known|No address|not known|getaddrinfo|Errno -[25]/);
  });

  it("raw sockets cannot be opened; a root workload can change neither its MAC nor network sysctls", async () => {
    const r = await probe(policed, {
      "raw IP": ["raw_inet"],
      "raw packet": ["raw_packet"],
      "set MAC": ["set_mac"],
      "sysctl ip_forward": ["sysctl", "/proc/sys/net/ipv4/ip_forward", "1"],
      "sysctl disable_ipv6": ["sysctl", "/proc/sys/net/ipv6/conf/all/disable_ipv6", "0"],
    });
    for (const [name, v] of Object.entries(r)) expect(v, name).toMatch(/^blocked: (PermissionError|OSError)/);
    const whoami = await exec(policed.container, ["id", "-u"]);
    expect(whoami.stdout.trim()).toBe("0");
    // The rules live in the host's namespace: none are in the sandbox's own, where root could see them.
    const pid = (await policed.container.inspect()).State.Pid;
    const inside = execFileSync("nsenter", [`--net=/proc/${pid}/ns/net`, "nft", "list", "tables"], { encoding: "utf8" });
    expect(inside).not.toMatch(/osb_egress/);
    const table = await (server.app.runtime as DockerRuntime).egressTable();
    expect(execFileSync("nft", ["list", "table", "inet", table!], { encoding: "utf8" })).toMatch(/policed/);
  });

  it("the endpoint of port 18080 is the server's egress API with a token of its own; GET shows the policy", async () => {
    const ep = (await server.api("GET", `/v1/sandboxes/${policed.id}/endpoints/18080`)).body as { endpoint: string; headers: Record<string, string> };
    expect(ep.endpoint).toBe(`${new URL(server.url).host}/sandboxes/${policed.id}/egress`);
    const auth = ep.headers["OPENSANDBOX-EGRESS-AUTH"]!;
    expect(auth).toBeTruthy();
    const get = await fetch(`http://${ep.endpoint}/policy`, { headers: ep.headers });
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ status: "ok", mode: "enforcing", enforcementMode: "dns+nft", policy: POLICY });
    // Not the API key, not another sandbox's token, not none.
    expect((await fetch(`http://${ep.endpoint}/policy`, { headers: { "OPEN-SANDBOX-API-KEY": "test-key" } })).status).toBe(401);
    const other = (await server.api("GET", `/v1/sandboxes/${open.id}/endpoints/18080`)).body as { endpoint: string };
    expect(other.endpoint).not.toContain("/egress"); // no policy: port 18080 is the sandbox's own
    const wrong = await fetch(`http://${ep.endpoint.replace(policed.id, open.id)}/policy`, { headers: ep.headers });
    expect(wrong.status).toBe(401);
  });

  it("PATCH holds for the next new connections and leaves an established connection alone; DELETE removes rules", async () => {
    const ep = (await server.api("GET", `/v1/sandboxes/${policed.id}/endpoints/18080`)).body as { endpoint: string; headers: Record<string, string> };
    const call = (method: string, body: unknown) => fetch(`http://${ep.endpoint}/policy`, { method, headers: { ...ep.headers, "content-type": "application/json" }, body: JSON.stringify(body) });
    // A connection opened while allowed, kept open, used again after the PATCH denied its name.
    const held = exec(policed.container, [
      "python3",
      "-c",
      [
        "import http.client, ssl, os, time",
        "ctx = ssl.create_default_context(cafile='/tmp/netlab-ca.pem')",
        "c = http.client.HTTPSConnection('www.allowed.test', context=ctx, timeout=5)",
        "c.request('GET', '/first'); r = c.getresponse(); r.read(); print('first', r.status, flush=True)",
        "open('/tmp/held-ready', 'w').close()",
        "while not os.path.exists('/tmp/held-go'): time.sleep(0.02)",
        "c.request('GET', '/second'); r = c.getresponse(); print('second', r.status, r.read().decode())",
      ].join("\n"),
    ]);
    for (let i = 0; i < 200; i++) {
      if ((await exec(policed.container, ["test", "-e", "/tmp/held-ready"])).exitCode === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Applied when the PATCH answers: the very next connections meet the new rules (its time is
    // the network bench's figure, not a test's).
    const patched = await call("PATCH", [{ action: "deny", target: "www.allowed.test" }, { action: "allow", target: `${lab.hosts["other.test"]}/32` }]);
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { policy: unknown }).policy).toEqual({
      defaultAction: "deny",
      egress: [{ action: "deny", target: "www.allowed.test" }, { action: "allow", target: "198.18.1.30/32" }, { action: "allow", target: "*.allowed.test" }],
    });
    const after = await probe(policed, { www: ["get", "https://www.allowed.test/"], literal: ["tcp", ALLOWED, 443], cidr: ["get", `https://${lab.hosts["other.test"]}/`], api: ["get", "https://api.allowed.test/"] });
    expect(reached(after.www), after.www).toBe(false);
    expect(reached(after.literal), after.literal).toBe(false); // its address closed with the name
    expect(after.cidr).toMatch(/^reached /);
    expect(after.api).toMatch(/^reached /); // still allowed by the wildcard
    await exec(policed.container, ["touch", "/tmp/held-go"]);
    const h = await held;
    expect(h.stdout, h.stderr).toMatch(/first 200\nsecond 200 .*"path":"\/second"/);
    // DELETE: the deny rule goes, the name works again.
    const deleted = await call("DELETE", ["www.allowed.test", "not-there.test"]);
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as { policy: { egress: unknown[] } }).policy.egress).toHaveLength(2);
    expect((await probe(policed, { www: ["get", "https://www.allowed.test/"] })).www).toMatch(/^reached /);
    // Bad input: the spec's shape, a clear message.
    const bad = await call("PATCH", [{ action: "allow", target: "not a host" }]);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/not a domain/);
  });

  it("denials are counted and visible in the sandbox's diagnostics events", async () => {
    await probe(policed, { a: ["get", "https://denied.test/"], b: ["tcp", DENIED, 443] });
    const d = (await server.api("GET", `/v1/sandboxes/${policed.id}/diagnostics/events?scope=network`)).body as { content: string };
    expect(d.content).toMatch(/egress DENIED dns denied\.test refused/);
    const m = /egress denied so far: (\d+) packets .*, (\d+) DNS queries/.exec(d.content);
    expect(Number(m?.[1])).toBeGreaterThan(0);
    expect(Number(m?.[2])).toBeGreaterThan(0);
    const all = (await server.api("GET", `/v1/sandboxes/${policed.id}/diagnostics/events?scope=all`)).body as { content: string };
    expect(all.content).toMatch(/Running[\s\S]*egress denied so far/);
  });
});

describe("the rules outlive what could take them away", () => {
  it("a table deleted behind the server's back (nft flush, a firewall reload) is put back, opened addresses included", async () => {
    const rt = server.app.runtime as DockerRuntime;
    const table = (await rt.egressTable())!;
    await probe(policed, { warm: ["get", "https://www.allowed.test/"] });
    execFileSync("nft", ["delete", "table", "inet", table]);
    await rt.guardIsolation();
    expect(execFileSync("nft", ["list", "table", "inet", table], { encoding: "utf8" })).toMatch(/policed/);
    // An address opened before the deletion is open again without a new DNS answer.
    const r = await probe(policed, { opened: ["tcp", ALLOWED, 443], denied: ["tcp", DENIED, 443], www: ["get", "https://www.allowed.test/"] });
    expect(r.opened).toBe("reached");
    expect(reached(r.denied), r.denied).toBe(false);
    expect(r.www).toMatch(/^reached /);
  });

  it("a server restart keeps the sandbox restricted, and the new server answers its DNS and its egress API", async () => {
    const dir = server.dir;
    await server.close();
    // No server: the rules stay in the kernel, and DNS (redirected to a proxy that is gone) fails closed.
    const during = await probe(policed, { denied: ["tcp", DENIED, 443], dns: ["dns_udp", RESOLVER, 53, "denied.test"] });
    expect(reached(during.denied), during.denied).toBe(false);
    expect(reached(during.dns), during.dns).toBe(false);
    server = await startServer({ docker: { network_mode: NET, dns: [lab.dns] } }, dir);
    const r = await probe(policed, { denied: ["tcp", DENIED, 443], api: ["get", "https://api.allowed.test/"], name: ["get", "https://denied.test/"] });
    expect(reached(r.denied), r.denied).toBe(false);
    expect(r.api).toMatch(/^reached /);
    expect(reached(r.name), r.name).toBe(false);
    const ep = (await server.api("GET", `/v1/sandboxes/${policed.id}/endpoints/18080`)).body as { endpoint: string; headers: Record<string, string> };
    const got = (await (await fetch(`http://${ep.endpoint}/policy`, { headers: ep.headers })).json()) as { policy: { egress: unknown[] } };
    expect(got.policy.egress).toHaveLength(2);
  });
});

describe("refusals at create", () => {
  it("a bad target is a 400 naming it; a server without its own isolation refuses networkPolicy", async () => {
    const bad = await server.api("POST", "/v1/sandboxes", {
      image: { uri: PYTHON_IMAGE },
      entrypoint: ["true"],
      resourceLimits: { cpu: "500m", memory: "256Mi" },
      networkPolicy: { egress: [{ action: "allow", target: "10.0.0.0/99" }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/networkPolicy\.egress\[0\]\.target: "10\.0\.0\.0\/99"/);
    const engine = await engineId(docker);
    expect(bridgeOf(NET, engine)).toMatch(/^osb-/);
  });
});

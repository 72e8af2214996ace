// The credential vault on the real engine (docs/SECURITY.md rows 22–25). Echo servers in the fake
// internet's namespace (vault-echo.mjs, on addresses of their own, with their own DNS) report
// every header they receive to this test on the host, never back into the sandbox. A sandbox
// created with a deny-by-default policy and `credentialProxy` gets a vault through the egress API;
// its requests (vault-client.py) show each auth type injected, the bindings that must not fire
// (other path, method, port, scheme, a spoofed Host, an address the sandbox chose), redaction of
// echoed secrets, rotation, the audit log, a server restart, and that no secret is anywhere the
// sandbox can read (environment, command lines, files, process memory).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeIsolation } from "../../src/runtime/docker-isolation.ts";
import { exec } from "../docker-exec.ts";
import { PYTHON_IMAGE, destroyServer, startServer, waitForState, type TestServer } from "../helpers.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const NETLAB = path.join(root, "scripts/netlab/fake-internet.sh");
const NS = "osb-inet";
const ECHO = path.join(import.meta.dirname, "vault-echo.mjs");
const CLIENT = readFileSync(new URL("./vault-client.py", import.meta.url), "utf8");
const docker = new Docker();
const NET = `osbt-vault-${randomBytes(3).toString("hex")}`;
// Addresses of these tests inside the fake internet (hosts.json uses 198.18.1.x and 198.18.2.53).
const API = "198.18.3.10";
const OTHER = "198.18.3.11";
const DNS = "198.18.3.53";
const HOSTS = { "api.vault.test": API, "other.vault.test": OTHER };
const POLICY = { defaultAction: "deny", egress: [{ action: "allow", target: "api.vault.test" }, { action: "allow", target: "other.vault.test" }] };
// Every secret starts with a prefix that is not secret itself: the sandbox searches for the prefix
// and hands back what follows, and the test compares (the secrets never enter the sandbox, not even to be searched for).
const PREFIX = "osbvault";
const secret = (what: string) => `${PREFIX}-${what}-${randomBytes(12).toString("hex")}`;
const S = { tok: secret("tok"), key: secret("key"), b64: Buffer.from(`user:${secret("pw")}`).toString("base64"), h1: secret("h1"), h2: secret("h2"), rotated: secret("rot") };
// The Basic credential is base64 (what upstream's clients send); its plain form starts with "user:osbvault".
const everySecret = () => [S.tok, S.key, S.b64, S.h1, S.h2, S.rotated];

type Report = { address: string; port: number; scheme: string; host: string | null; method: string; path: string; headers: Record<string, string> };
type Answer = { status?: number; headers?: Record<string, string>; body?: string; error?: string };
type Req = { connect: string; port: number; host?: string; method?: string; path?: string; headers?: Record<string, string>; tls?: boolean; sni?: string };

let server: TestServer;
let echo: ChildProcess;
const reports: Report[] = [];
let sandboxId = "";
let container: Docker.Container;
let egress: { endpoint: string; headers: Record<string, string> };
// The echo servers' certificates: a test CA (trusted by the server through [docker] vault_ca_files, never by the sandbox) and a self-signed one.
const pki = mkdtempSync(path.join(tmpdir(), "osbt-vault-pki-"));
const UNTRUSTED_PORT = 9443;
function makePki(): { ca: string; cert: string; key: string; selfCert: string; selfKey: string } {
  const f = (n: string) => path.join(pki, n);
  const ssl = (args: string[]) => execFileSync("openssl", args, { stdio: ["ignore", "ignore", "pipe"] });
  ssl(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2", "-subj", "/CN=vault test CA", "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign", "-keyout", f("ca.key"), "-out", f("ca.pem")]);
  const san = "subjectAltName=DNS:api.vault.test,DNS:other.vault.test";
  ssl(["req", "-new", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2", "-subj", "/CN=api.vault.test", "-addext", san, "-CA", f("ca.pem"), "-CAkey", f("ca.key"), "-keyout", f("leaf.key"), "-out", f("leaf.pem")]);
  ssl(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "2", "-subj", "/CN=api.vault.test", "-addext", san, "-keyout", f("self.key"), "-out", f("self.pem")]);
  const r = (n: string) => readFileSync(f(n), "utf8");
  return { ca: f("ca.pem"), cert: r("leaf.pem"), key: r("leaf.key"), selfCert: r("self.pem"), selfKey: r("self.key") };
}
let certs: ReturnType<typeof makePki>;

async function createSandbox(extra: Record<string, unknown>): Promise<string> {
  const res = await server.api("POST", "/v1/sandboxes", {
    image: { uri: PYTHON_IMAGE },
    entrypoint: ["sleep", "3600"],
    resourceLimits: { cpu: "500m", memory: "256Mi" },
    timeout: 600,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.id as string;
}

async function vaultApi(method: string, route: string, body?: unknown, id = sandboxId): Promise<{ status: number; body: any; text: string }> {
  const ep = id === sandboxId ? egress : ((await server.api("GET", `/v1/sandboxes/${id}/endpoints/18080`)).body as typeof egress);
  const res = await fetch(`http://${ep.endpoint}/credential-vault${route}`, {
    method,
    headers: { ...ep.headers, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
}

/** Runs requests from inside the sandbox; returns the answers and what the echo servers received meanwhile. */
async function send(requests: Record<string, Req>): Promise<{ answers: Record<string, Answer>; received: (path: string) => Report[] }> {
  const before = reports.length;
  const r = await exec(container, ["python3", "-c", CLIENT, JSON.stringify({ requests })]);
  expect(r.exitCode, r.stderr).toBe(0);
  await new Promise((res) => setTimeout(res, 100)); // the echo's report lines arrive
  const got = reports.slice(before);
  return { answers: JSON.parse(r.stdout) as Record<string, Answer>, received: (p) => got.filter((x) => x.path === p) };
}

const GET = (pathname: string, over: Partial<Req> = {}): Req => ({ connect: "api.vault.test", port: 80, host: "api.vault.test", path: pathname, ...over });

beforeAll(async () => {
  execFileSync("bash", [NETLAB, "up"], { stdio: "inherit" });
  for (const a of [API, OTHER, DNS]) execFileSync("ip", ["-n", NS, "addr", "replace", `${a}/32`, "dev", "lo"]);
  certs = makePki();
  const echoConf = { dns: DNS, hosts: HOSTS, httpPorts: [80, 8080], httpsPorts: [443], tls: { cert: certs.cert, key: certs.key }, untrusted: { cert: certs.selfCert, key: certs.selfKey, port: UNTRUSTED_PORT } };
  echo = spawn("ip", ["netns", "exec", NS, process.execPath, ECHO, JSON.stringify(echoConf)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    echo.once("exit", (code) => reject(new Error(`vault-echo exited ${code}`)));
    createInterface({ input: echo.stdout! }).on("line", (line) => {
      if (line === "ready") resolve();
      else reports.push(JSON.parse(line) as Report);
    });
  });
  server = await startServer({ docker: { network_mode: NET, dns: [DNS], vault_ca_files: [certs.ca] } });
  sandboxId = await createSandbox({ networkPolicy: POLICY, credentialProxy: { enabled: true } });
  await waitForState(server, sandboxId, "Running");
  const [info] = await docker.listContainers({ filters: { label: [`opensandbox.io/instance=${server.app.instance}`, `opensandbox.io/id=${sandboxId}`] } });
  container = docker.getContainer(info!.Id);
  egress = (await server.api("GET", `/v1/sandboxes/${sandboxId}/endpoints/18080`)).body as typeof egress;
}, 180_000);

afterAll(async () => {
  echo?.kill();
  rmSync(pki, { recursive: true, force: true });
  await server?.close();
  await destroyServer(server);
  await removeIsolation(docker, NET);
  for (const a of [API, OTHER, DNS]) {
    try {
      execFileSync("ip", ["-n", NS, "addr", "del", `${a}/32`, "dev", "lo"], { stdio: "ignore" });
    } catch {
      /* the namespace went already */
    }
  }
}, 60_000);

const http = (over: object) => ({ schemes: ["http"], ports: [80], hosts: ["api.vault.test"], ...over });

describe("the vault API (port 18080's endpoint, the server's)", () => {
  it("creates the vault (201, revision 1) and never returns a value from any GET", async () => {
    const created = await vaultApi("POST", "", {
      credentials: [
        { name: "tok", source: { type: "inline", value: S.tok } },
        { name: "key", source: { type: "inline", value: S.key } },
        { name: "b64", source: { type: "inline", value: S.b64 } },
        { name: "h1", source: { type: "inline", value: S.h1 } },
        { name: "h2", source: { type: "inline", value: S.h2 } },
      ],
      bindings: [
        { name: "bearer", match: http({ paths: ["/bearer/*"], methods: ["GET"] }), auth: { type: "bearer", credential: "tok" } },
        { name: "basic", match: http({ paths: ["/basic"] }), auth: { type: "basic", credential: "b64" } },
        { name: "apikey", match: http({ paths: ["/apikey", "/apikey/*"] }), auth: { type: "apiKey", name: "X-Api-Key", credential: "key" } },
        { name: "custom", match: http({ paths: ["/custom"] }), auth: { type: "customHeaders", headers: [{ name: "X-One", credential: "h1" }, { name: "X-Two", credential: "h2" }] } },
        // Plain HTTP never matches an https-only binding, whatever its port.
        { name: "tlsonly", match: { schemes: ["https"], ports: [80], hosts: ["api.vault.test"], paths: ["/tlsonly"] }, auth: { type: "bearer", credential: "tok" } },
        { name: "tls", match: { hosts: ["api.vault.test"], paths: ["/tls/*"] }, auth: { type: "apiKey", name: "X-Api-Key", credential: "key" } },
        { name: "untrusted", match: { hosts: ["api.vault.test"], ports: [UNTRUSTED_PORT], paths: ["/*"] }, auth: { type: "bearer", credential: "tok" } },
      ],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.revision).toBe(1);
    const texts = [created.text];
    for (const route of ["", "/credentials", "/credentials/tok", "/bindings", "/bindings/apikey"]) {
      const got = await vaultApi("GET", route);
      expect(got.status, route).toBe(200);
      texts.push(got.text);
    }
    expect((await vaultApi("GET", "/bindings/apikey")).body).toMatchObject({ name: "apikey", revision: 1, auth: { type: "apiKey", name: "X-Api-Key" } });
    expect((await vaultApi("GET", "/credentials/tok")).body).toEqual({ name: "tok", sourceType: "inline", revision: 1 });
    for (const t of texts) for (const s of everySecret()) expect(t).not.toContain(s);
    // The sandbox's record in the lifecycle API does not show it either.
    expect(JSON.stringify((await server.api("GET", `/v1/sandboxes/${sandboxId}`)).body)).not.toContain(PREFIX);
  });

  it("answers conflicts, validation and preconditions in the spec's shape", async () => {
    const again = await vaultApi("POST", "", { credentials: [], bindings: [] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("VAULT_CONFLICT");
    const stale = await vaultApi("PATCH", "", { expectedRevision: 7, credentials: { delete: ["h2"] } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/revision 1/);
    const stray = await vaultApi("PATCH", "", { bindings: { add: [{ name: "x", match: { hosts: ["denied.vault.test"] }, auth: { type: "bearer", credential: "tok" } }] } });
    expect(stray.status).toBe(400);
    expect(stray.body.message).toMatch(/denied\.vault\.test is not allowed by an explicit allow rule/);
    const unknownField = await vaultApi("POST", "", { credentials: [], bindings: [], extra: 1 });
    expect(unknownField.status).toBe(400);
    expect((await vaultApi("GET", "/bindings/none")).status).toBe(404);
    // A policy change that would strand a binding is refused.
    const patch = await fetch(`http://${egress.endpoint}/policy`, { method: "PATCH", headers: { ...egress.headers, "content-type": "application/json" }, body: JSON.stringify([{ action: "deny", target: "api.vault.test" }]) });
    expect(patch.status).toBe(400);
    // credentialProxy without networkPolicy: 400 at create; a sandbox without credentialProxy: 412.
    const bare = await server.api("POST", "/v1/sandboxes", { image: { uri: PYTHON_IMAGE }, entrypoint: ["true"], resourceLimits: { cpu: "500m", memory: "256Mi" }, credentialProxy: { enabled: true } });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toMatch(/credentialProxy\.enabled needs networkPolicy/);
    const plain = await createSandbox({ networkPolicy: POLICY });
    const pre = await vaultApi("GET", "", undefined, plain);
    expect(pre.status).toBe(412);
    expect(pre.body.code).toBe("CREDENTIAL_PROXY_NOT_ENABLED");
    expect((await server.api("DELETE", `/v1/sandboxes/${plain}`)).status).toBe(204);
  });
});

describe("injection into plain HTTP", () => {
  it("injects Bearer, Basic, an API key and custom headers into the requests they match, replacing what the sandbox sent", async () => {
    const { answers, received } = await send({
      bearer: GET("/bearer/x", { headers: { Authorization: "Bearer fake-from-the-sandbox" } }),
      basic: GET("/basic"),
      apikey: GET("/apikey"),
      custom: GET("/custom"),
    });
    for (const [k, a] of Object.entries(answers)) expect(a.status, `${k}: ${JSON.stringify(a)}`).toBe(200);
    expect(received("/bearer/x")[0]!.headers.authorization).toBe(`Bearer ${S.tok}`);
    expect(received("/basic")[0]!.headers.authorization).toBe(`Basic ${S.b64}`);
    expect(received("/apikey")[0]!.headers["x-api-key"]).toBe(S.key);
    expect(received("/custom")[0]!.headers).toMatchObject({ "x-one": S.h1, "x-two": S.h2 });
    // It went to the address the policy's DNS gave for the name.
    expect(received("/bearer/x")[0]!.address).toBe(API);
  });

  it("does not fire for another path, method, port or scheme", async () => {
    const { answers, received } = await send({
      path: GET("/elsewhere"),
      method: GET("/bearer/y", { method: "POST" }),
      port: GET("/bearer/z", { port: 8080, host: "api.vault.test:8080" }),
      scheme: GET("/tlsonly"),
    });
    for (const [k, a] of Object.entries(answers)) expect(a.status, `${k}: ${JSON.stringify(a)}`).toBe(200);
    for (const p of ["/elsewhere", "/bearer/y", "/bearer/z", "/tlsonly"]) {
      const [r] = received(p);
      expect(r, p).toBeDefined();
      expect(r!.headers.authorization, p).toBeUndefined();
    }
  });

  it("never sends a secret where the sandbox chose: a spoofed Host, another name's address, a name it never resolved", async () => {
    const { answers, received } = await send({
      // The sandbox resolves the other name first (through its policy's DNS), so its address is open.
      warm: { connect: "other.vault.test", port: 80, host: "other.vault.test", path: "/warm" },
      // curl --resolve api.vault.test:80:<other address>: the connection is not intercepted, nothing is added.
      resolve: { connect: OTHER, port: 80, host: "api.vault.test", path: "/bearer/spoof-1" },
      // The bound name's address, but the request names another host: forwarded there, nothing added.
      otherHost: { connect: API, port: 80, host: "other.vault.test", path: "/bearer/spoof-2" },
      // A Host the sandbox never resolved, or a bare address: refused by the proxy, forwarded nowhere.
      unresolved: { connect: API, port: 80, host: "evil.vault.test", path: "/bearer/spoof-3" },
      literal: { connect: API, port: 80, host: API, path: "/bearer/spoof-4" },
    });
    expect(answers.warm!.status).toBe(200);
    const [r1] = received("/bearer/spoof-1");
    expect(r1!.address).toBe(OTHER);
    expect(r1!.headers.authorization).toBeUndefined();
    const [r2] = received("/bearer/spoof-2");
    expect(r2!.address).toBe(OTHER);
    expect(r2!.headers.authorization).toBeUndefined();
    expect(answers.unresolved!.status).toBe(421);
    expect(answers.literal!.status).toBe(421);
    expect(received("/bearer/spoof-3")).toHaveLength(0);
    expect(received("/bearer/spoof-4")).toHaveLength(0);
  });

  it("redacts a response header that echoes a secret (bodies pass unchanged)", async () => {
    const { answers, received } = await send({ echo: GET("/bearer/echo/authorization") });
    expect(received("/bearer/echo/authorization")[0]!.headers.authorization).toBe(`Bearer ${S.tok}`);
    expect(answers.echo!.headers!["x-echo"]).toBe("Bearer [REDACTED]");
  });

  it("a PATCH rotates a credential for the next request", async () => {
    const rotated = await vaultApi("PATCH", "", { expectedRevision: 1, credentials: { replace: [{ name: "tok", source: { type: "inline", value: S.rotated } }] } });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.body.revision).toBe(2);
    expect(rotated.body.credentials.find((c: { name: string }) => c.name === "tok")).toEqual({ name: "tok", sourceType: "inline", revision: 2 });
    const { received } = await send({ next: GET("/bearer/after-rotation") });
    expect(received("/bearer/after-rotation")[0]!.headers.authorization).toBe(`Bearer ${S.rotated}`);
  });

  it("writes every injection to the audit log (diagnostics events): binding, destination, address, time, never a value", async () => {
    const d = (await server.api("GET", `/v1/sandboxes/${sandboxId}/diagnostics/events?scope=network`)).body as { content: string };
    expect(d.content).toMatch(/^\S+Z vault INJECTED binding bearer injected into GET http:\/\/api\.vault\.test:80\/bearer\/x \(198\.18\.3\.10\)$/m);
    expect(d.content).toMatch(/vault INJECTED binding custom injected into GET http:\/\/api\.vault\.test:80\/custom/);
    expect(d.content).not.toMatch(/spoof/);
    for (const s of everySecret()) expect(d.content).not.toContain(s);
  });
});

const TLS = (pathname: string, over: Partial<Req> = {}): Req => ({ connect: "api.vault.test", port: 443, host: "api.vault.test", path: pathname, tls: true, ...over });

describe("injection into HTTPS", () => {
  it("the sandbox trusts its own CA from its first instruction (system bundle and variables); the CA's key is not there", async () => {
    const r = await exec(container, ["sh", "-c", "cat /etc/ssl/certs/ca-certificates.crt | grep -c 'BEGIN CERTIFICATE'; ls /etc/opensandbox-vault | tr '\\n' ' '; echo; echo $SSL_CERT_FILE $NODE_EXTRA_CA_CERTS; grep -rl 'PRIVATE KEY' /etc/opensandbox-vault /etc/ssl 2>/dev/null | wc -l"]);
    const [count, files, vars, keys] = r.stdout.trim().split("\n");
    expect(Number(count)).toBeGreaterThan(1); // the host's store plus the vault's CA
    expect(files).toMatch(/bundle\.pem\s+ca\.pem|ca\.pem\s+bundle\.pem/);
    expect(vars).toBe("/etc/opensandbox-vault/bundle.pem /etc/opensandbox-vault/ca.pem");
    expect(keys).toBe("0");
  });

  it("terminates TLS with a certificate of the sandbox's CA, verifies the upstream for the name and injects", async () => {
    const { answers, received } = await send({ tls: TLS("/tls/x"), miss: TLS("/elsewhere-tls") });
    expect(answers.tls!.status, JSON.stringify(answers.tls)).toBe(200);
    const [r] = received("/tls/x");
    expect(r).toMatchObject({ scheme: "https", address: API, servername: "api.vault.test" });
    expect(r!.headers["x-api-key"]).toBe(S.key);
    expect(answers.miss!.status).toBe(200);
    expect(received("/elsewhere-tls")[0]!.headers["x-api-key"]).toBeUndefined();
  });

  it("a spoofed SNI or Host, or the bound name at another address, gets nothing", async () => {
    const { answers, received } = await send({
      // SNI names another (resolved) host than the Host header: refused, forwarded nowhere.
      sni: TLS("/tls/spoof-sni", { sni: "other.vault.test" }),
      // The bound name at an address of the sandbox's choosing: not intercepted; that server's
      // certificate is not one the sandbox trusts, and nothing was added anyway.
      resolve: TLS("/tls/spoof-resolve", { connect: OTHER }),
    });
    expect(answers.sni!.status).toBe(421);
    expect(received("/tls/spoof-sni")).toHaveLength(0);
    expect(answers.resolve!.error).toMatch(/CERTIFICATE_VERIFY_FAILED/);
    expect(received("/tls/spoof-resolve")).toHaveLength(0);
  });

  it("an upstream whose certificate the host does not trust is never sent the secret", async () => {
    const { answers, received } = await send({ bad: TLS("/untrusted", { port: UNTRUSTED_PORT }) });
    expect(answers.bad!.status).toBe(502);
    expect(answers.bad!.body).toMatch(/certificate/i);
    expect(received("/untrusted")).toHaveLength(0);
  });
});

describe("where the secrets are not", () => {
  it("nothing the sandbox can read holds one: environment, command lines, files, process memory", async () => {
    const scan = [
      "import os, re, sys, json",
      "p = sys.argv[1].encode(); pat = re.compile(re.escape(p) + rb'-[a-z0-9]+-[0-9a-f]{24}')",
      "hits = set(); read = {'environ': 0, 'files': 0, 'mem': 0}",
      "for pid in [d for d in os.listdir('/proc') if d.isdigit()]:",
      "  for f in ('environ', 'cmdline'):",
      "    try: hits.update(pat.findall(open(f'/proc/{pid}/{f}', 'rb').read())); read['environ'] += 1",
      "    except OSError: pass",
      "  try:",
      "    mem = open(f'/proc/{pid}/mem', 'rb', 0)",
      "    for line in open(f'/proc/{pid}/maps'):",
      "      a, b = [int(x, 16) for x in line.split()[0].split('-')]",
      "      if 'r' not in line.split()[1] or b - a > 256 << 20: continue",
      "      try: mem.seek(a); hits.update(pat.findall(mem.read(b - a))); read['mem'] += 1",
      "      except (OSError, ValueError, OverflowError): pass",
      "  except OSError: pass",
      "for top in ('/etc', '/tmp', '/root', '/home', '/var', '/opt', '/run', '/usr/local'):",
      "  for d, _, fs in os.walk(top):",
      "    for f in fs:",
      "      try:",
      "        fp = os.path.join(d, f)",
      "        if os.path.isfile(fp) and os.path.getsize(fp) < (4 << 20): hits.update(pat.findall(open(fp, 'rb').read())); read['files'] += 1",
      "      except OSError: pass",
      "print(json.dumps({'hits': sorted(h.decode() for h in hits), 'read': read}))",
    ].join("\n");
    const r = await exec(container, ["python3", "-c", scan, PREFIX]);
    expect(r.exitCode, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { hits: string[]; read: Record<string, number> };
    // The scan did read things (its own memory holds the prefix, so it finds strings shaped like a secret).
    expect(out.read.mem).toBeGreaterThan(10);
    expect(out.read.files).toBeGreaterThan(100);
    for (const s of everySecret()) expect(out.hits).not.toContain(s);
    expect(Buffer.from(S.b64, "base64").toString()).toMatch(/^user:osbvault-pw-/);
    expect(out.hits.some((h) => Buffer.from(S.b64, "base64").toString().includes(h))).toBe(false);
  });
});

describe("at rest", () => {
  it("the store holds the vault sealed; after a server restart the vault is in force again", async () => {
    const dir = server.dir;
    await server.close();
    const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? files(path.join(d, f)) : [path.join(d, f)]));
    for (const f of files(dir)) {
      const bytes = readFileSync(f).toString("latin1");
      for (const s of everySecret()) expect(bytes.includes(s), `${f} holds a secret`).toBe(false);
      expect(bytes.includes("PRIVATE KEY"), `${f} holds a private key in the clear`).toBe(false);
    }
    server = await startServer({ docker: { network_mode: NET, dns: [DNS], vault_ca_files: [certs.ca] } }, dir);
    egress = (await server.api("GET", `/v1/sandboxes/${sandboxId}/endpoints/18080`)).body as typeof egress;
    expect((await vaultApi("GET", "")).body.revision).toBe(2);
    const { answers, received } = await send({ restarted: GET("/bearer/after-restart"), tls: TLS("/tls/after-restart") });
    expect(received("/bearer/after-restart")[0]!.headers.authorization).toBe(`Bearer ${S.rotated}`);
    // The same CA (its key unsealed from the record): the sandbox still trusts what the proxy presents.
    expect(answers.tls!.status, JSON.stringify(answers.tls)).toBe(200);
    expect(received("/tls/after-restart")[0]!.headers["x-api-key"]).toBe(S.key);
  });

  it("DELETE of the vault stops injection; deleting the sandbox removes the record that held it", async () => {
    expect((await vaultApi("DELETE", "")).status).toBe(204);
    expect((await vaultApi("GET", "")).status).toBe(404);
    const { received } = await send({ gone: GET("/bearer/after-delete") });
    expect(received("/bearer/after-delete")[0]!.headers.authorization).toBeUndefined();
    expect((await server.api("DELETE", `/v1/sandboxes/${sandboxId}`)).status).toBe(204);
    expect((await server.api("GET", `/v1/sandboxes/${sandboxId}`)).status).toBe(404);
  });
});

// The server proxy lets go, against a real sandbox: callers that leave take their upstream
// connections with them (the server's descriptors and the sandbox's sockets return to baseline),
// a port that hangs is given up after the configured timeouts (504), a stream that keeps moving
// is never cut, and one sandbox holds at most [proxy] max_connections_per_sandbox connections (429).
// The services inside the sandbox are proxy-ports.py.
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import Docker from "dockerode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exec } from "../docker-exec.ts";
import { API_KEY, PYTHON_IMAGE, destroyServer, startServer, waitFor, waitForState, type TestServer } from "../helpers.ts";

const SCRIPT = readFileSync(new URL("./proxy-ports.py", import.meta.url), "utf8");
const MUTE = 8001;
const HTTP = 8002;
const BLACKHOLE = 8003;
const CAP = 80;

const docker = new Docker();
/** Default timeouts, a small cap: for cancellation and the cap. */
let patient: TestServer;
/** Short timeouts: connect 1 s, first answer 1 s, idle 2 s. */
let quick: TestServer;
const sandbox = new Map<TestServer, { id: string; container: Docker.Container }>();

async function createSandbox(s: TestServer) {
  const res = await s.api("POST", "/v1/sandboxes", {
    image: { uri: PYTHON_IMAGE },
    entrypoint: ["python3", "-u", "-c", SCRIPT],
    resourceLimits: { cpu: "500m", memory: "256Mi" },
    timeout: 600,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const id = res.body.id as string;
  await waitForState(s, id, "Running");
  const instance = s.app.instance;
  const [info] = await docker.listContainers({ filters: { label: [`opensandbox.io/instance=${instance}`, `opensandbox.io/id=${id}`] } });
  sandbox.set(s, { id, container: docker.getContainer(info!.Id) });
  // Every port is up once 8002 answers (the script fills 8003's queue first).
  await waitFor(() => fetch(proxyUrl(s, HTTP, "/stream/0/0"), { headers: auth }).then((r) => r.status, () => 0), (st) => st === 200, 30_000, "the sandbox's test services");
}

beforeAll(async () => {
  [patient, quick] = await Promise.all([
    startServer({ proxy: { max_connections_per_sandbox: CAP } }),
    startServer({ proxy: { connect_timeout_seconds: 1, response_header_timeout_seconds: 1, idle_timeout_seconds: 2 } }),
  ]);
  await Promise.all([createSandbox(patient), createSandbox(quick)]);
}, 120_000);

afterAll(async () => {
  for (const s of [patient, quick]) {
    await s?.close();
    await destroyServer(s);
  }
});

// ---- helpers ------------------------------------------------------------------------------------

const auth = { "OPEN-SANDBOX-API-KEY": API_KEY };
const idOf = (s: TestServer) => sandbox.get(s)!.id;
const proxyUrl = (s: TestServer, port: number, path: string) => `${s.url}/sandboxes/${idOf(s)}/proxy/${port}${path}`;
const fds = () => readdirSync("/proc/self/fd").length;

/** A raw client connection carrying one HTTP request (or WebSocket upgrade) to a sandbox port. */
function rawClient(s: TestServer, port: number, path: string, upgrade = false, headers: Record<string, string> = {}): net.Socket & { received: () => string } {
  const { port: serverPort } = new URL(s.url);
  const socket = net.connect(Number(serverPort), "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (c: Buffer) => chunks.push(c));
  socket.on("error", () => undefined);
  const lines = [`GET /sandboxes/${idOf(s)}/proxy/${port}${path} HTTP/1.1`, "host: osb.test", `open-sandbox-api-key: ${API_KEY}`];
  if (upgrade) lines.push(`connection: ${headers.connection ?? "Upgrade"}`, "upgrade: websocket", "sec-websocket-version: 13", "sec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==");
  for (const [k, v] of Object.entries(headers)) if (k !== "connection" || !upgrade) lines.push(`${k}: ${v}`);
  socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  return Object.assign(socket, { received: () => Buffer.concat(chunks).toString("utf8") });
}

const closed = (socket: net.Socket) => new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once("close", () => resolve())));

/** Established TCP connections to `port` inside the sandbox, as its kernel sees them. */
async function established(s: TestServer, port: number): Promise<number> {
  const { stdout } = await exec(sandbox.get(s)!.container, ["cat", "/proc/net/tcp"]);
  const hex = port.toString(16).toUpperCase().padStart(4, "0");
  return stdout.split("\n").filter((l) => {
    const f = l.trim().split(/\s+/);
    return f[1]?.endsWith(`:${hex}`) && f[3] === "01";
  }).length;
}

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const v = await f();
  return [v, (performance.now() - t0) / 1000];
}

// ---- what reaches the port ---------------------------------------------------------------------------

describe("forwarded headers", () => {
  it("the caller's credentials and hop-by-hop headers stay with the server; X-Forwarded-* are added (HTTP and WebSocket)", async () => {
    const s = patient;
    const sent = { authorization: "Bearer caller-secret", cookie: "session=caller-secret", "x-hop": "1", "x-app": "kept" };
    const plain = rawClient(s, HTTP, "/headers", false, { ...sent, connection: "close, x-hop" });
    const ws = rawClient(s, HTTP, "/headers", true, { ...sent, connection: "Upgrade, x-hop" });
    await Promise.all([closed(plain), closed(ws)]);
    expect(plain.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const head of [plain, ws].map((c) => `${c.received().split("\r\n\r\n")[1]!.toLowerCase()}\r\n`)) {
      expect(head).not.toContain("caller-secret");
      expect(head).not.toContain(API_KEY.toLowerCase());
      expect(head).not.toMatch(/\r\nx-hop:/);
      expect(head).toContain("\r\nx-app: kept\r\n");
      expect(head).toContain("\r\nx-forwarded-for: 127.0.0.1\r\n");
      expect(head).toMatch(/\r\nx-forwarded-host: (127\.0\.0\.1:\d+|osb\.test)\r\n/);
      expect(head).toContain("\r\nx-forwarded-proto: http\r\n");
    }
  });
});

// ---- cancellation ---------------------------------------------------------------------------------

describe("a caller that leaves", () => {
  it("takes its upstream connection with it: 60 HTTP requests and 20 WebSockets to a port that never answers", async () => {
    const s = patient;
    const baseline = fds();
    const clients = [...Array.from({ length: 60 }, () => rawClient(s, MUTE, "/hang")), ...Array.from({ length: 20 }, () => rawClient(s, MUTE, "/ws", true))];
    await waitFor(() => established(s, MUTE), (n) => n === 80, 30_000, "80 upstream connections in the sandbox");
    const held = fds() - baseline;
    expect(s.app.proxy.slots.count(idOf(s))).toBe(80);
    for (const c of clients) c.destroy();
    const [, seconds] = await timed(() => waitFor(async () => fds() - baseline, (d) => d <= 5, 10_000, "the server's descriptors to return to baseline"));
    expect(s.app.proxy.slots.count(idOf(s))).toBe(0);
    const [, sandboxSeconds] = await timed(() => waitFor(() => established(s, MUTE), (n) => n === 0, 10_000, "the sandbox's upstream connections to close"));
    console.info(
      `proxy cancellation: 80 dropped callers; descriptors +${held} while held, back to baseline ${seconds.toFixed(2)} s after the drop; ` +
        `sandbox's established connections 80 -> 0 within ${(seconds + sandboxSeconds).toFixed(2)} s`,
    );
    expect(held).toBeGreaterThanOrEqual(160); // caller + upstream socket each, at least
    expect(seconds).toBeLessThan(3);
  });

  it("mid-stream: the upstream stops being read at once", async () => {
    const s = patient;
    const client = rawClient(s, HTTP, "/stream/100/100");
    await waitFor(async () => client.received(), (t) => t.includes("tick 1"), 10_000, "the stream to start");
    expect(await established(s, HTTP)).toBe(1);
    client.destroy();
    await waitFor(() => established(s, HTTP), (n) => n === 0, 3_000, "the upstream stream to close");
    expect(s.app.proxy.slots.count(idOf(s))).toBe(0);
  });

  it("a WebSocket tunnel closes end to end, whichever side closes first", async () => {
    const s = patient;
    const open = async () => {
      const ws = rawClient(s, HTTP, "/ws", true);
      await waitFor(async () => ws.received(), (t) => t.startsWith("HTTP/1.1 101"), 10_000, "the upgrade");
      ws.write("ping-frame");
      await waitFor(async () => ws.received(), (t) => t.endsWith("ping-frame"), 5_000, "the echo");
      return ws;
    };
    const byCaller = await open();
    byCaller.destroy();
    await waitFor(() => established(s, HTTP), (n) => n === 0, 3_000, "the upstream WebSocket to close");
    const byPort = await open();
    byPort.write("bye");
    await closed(byPort);
    expect(s.app.proxy.slots.count(idOf(s))).toBe(0);
  });
});

// ---- timeouts --------------------------------------------------------------------------------------

describe("timeouts", () => {
  it("a port that accepts but never answers: 504 SANDBOX_PORT_TIMEOUT after the first-answer timeout, upstream closed", async () => {
    const s = quick;
    const [res, seconds] = await timed(() => s.api("GET", `/sandboxes/${idOf(s)}/proxy/${MUTE}/hang`));
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ code: "SANDBOX_PORT_TIMEOUT", message: expect.stringMatching(/did not start its answer within 1 s/) });
    expect(seconds).toBeGreaterThan(0.9);
    expect(seconds).toBeLessThan(3);
    await waitFor(() => established(s, MUTE), (n) => n === 0, 3_000, "the upstream connection to close");
    console.info(`proxy first-answer timeout (1 s): 504 after ${seconds.toFixed(2)} s`);
  });

  it("a port that never accepts: 504 after the connect timeout", async () => {
    const s = quick;
    const [res, seconds] = await timed(() => s.api("POST", `/sandboxes/${idOf(s)}/proxy/${BLACKHOLE}/x`, "body"));
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ code: "SANDBOX_PORT_TIMEOUT", message: expect.stringMatching(/did not accept the connection within 1 s/) });
    expect(seconds).toBeGreaterThan(0.9);
    expect(seconds).toBeLessThan(3);
    console.info(`proxy connect timeout (1 s): 504 after ${seconds.toFixed(2)} s`);
  });

  it("never cuts a stream that keeps moving, however long it lasts", async () => {
    const s = quick;
    // 8 chunks 400 ms apart: 3.2 s, longer than both the first-answer (1 s) and idle (2 s) timeouts.
    const [text, seconds] = await timed(async () => (await fetch(proxyUrl(s, HTTP, "/stream/8/400"), { headers: auth })).text());
    expect(text.split("\n").filter(Boolean)).toEqual(Array.from({ length: 8 }, (_, i) => `tick ${i}`));
    expect(seconds).toBeGreaterThan(3);
    // A pause longer than the first-answer timeout after the answer has started is no timeout either.
    const paused = await fetch(proxyUrl(s, HTTP, "/stream/1/1500"), { headers: { ...auth, "x-request-id": "relayed-1" } });
    expect(paused.headers.get("x-request-id")).toBe("relayed-1"); // the relayed answer keeps the server's request id
    expect(await paused.text()).toBe("tick 0\n");
  });

  it("cuts an answer whose body stops moving for the idle timeout", async () => {
    const s = quick;
    const t0 = performance.now();
    const res = await fetch(proxyUrl(s, HTTP, "/stream/1/6000"), { headers: auth });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    const seconds = (performance.now() - t0) / 1000;
    expect(seconds).toBeGreaterThan(1.9);
    expect(seconds).toBeLessThan(4.5);
    await waitFor(() => established(s, HTTP), (n) => n === 0, 3_000, "the upstream connection to close");
    console.info(`proxy idle timeout (2 s) on a silent body: cut after ${seconds.toFixed(2)} s`);
  });

  it("WebSockets: a handshake never answered is 504; an open one idle for the idle timeout is closed; slots all returned", async () => {
    const s = quick;
    const hung = rawClient(s, MUTE, "/ws", true);
    const [, hungSeconds] = await timed(() => closed(hung));
    expect(hung.received()).toMatch(/^HTTP\/1\.1 504 /);
    expect(JSON.parse(hung.received().split("\r\n\r\n")[1]!)).toMatchObject({ code: "SANDBOX_PORT_TIMEOUT" });
    expect(hungSeconds).toBeLessThan(3);

    const ws = rawClient(s, HTTP, "/ws", true);
    await waitFor(async () => ws.received(), (t) => t.startsWith("HTTP/1.1 101"), 10_000, "the upgrade");
    // Traffic keeps it open past the idle timeout...
    let last = 0;
    for (let i = 0; i < 6; i++) {
      ws.write(`frame-${i};`);
      last = performance.now();
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(ws.closed).toBe(false);
    expect(ws.received()).toContain("frame-5;");
    // ...silence closes it.
    await closed(ws);
    const idleSeconds = (performance.now() - last) / 1000;
    expect(idleSeconds).toBeGreaterThan(1.9);
    expect(idleSeconds).toBeLessThan(4.5);
    expect(s.app.proxy.slots.count(idOf(s))).toBe(0);
    console.info(`proxy WebSocket: unanswered handshake 504 after ${hungSeconds.toFixed(2)} s; idle tunnel closed ${idleSeconds.toFixed(2)} s after the last frame`);
  });
});

// ---- the per-sandbox cap ----------------------------------------------------------------------------

describe("connections per sandbox", () => {
  it(`beyond [proxy] max_connections_per_sandbox (${CAP}): 429 for HTTP and WebSocket; slots come back on every path`, async () => {
    const s = patient;
    const id = idOf(s);
    // Paths that end on their own give their slot back: an answer, a refused port, a bad upgrade.
    expect((await s.api("GET", `/sandboxes/${id}/proxy/${HTTP}/stream/2/0`)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await s.api("GET", `/sandboxes/${id}/proxy/8009/`)).status).toBe(502);
    expect(s.app.proxy.slots.count(id)).toBe(0);

    const holders = [...Array.from({ length: CAP / 2 }, () => rawClient(s, MUTE, "/hang")), ...Array.from({ length: CAP / 2 }, () => rawClient(s, MUTE, "/ws", true))];
    await waitFor(async () => s.app.proxy.slots.count(id), (n) => n === CAP, 10_000, "every slot taken");

    const refused = await s.api("GET", `/sandboxes/${id}/proxy/${HTTP}/stream/1/0`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: "SANDBOX_CONNECTION_LIMIT", message: expect.stringContaining(`already has ${CAP} proxied connections open`) });
    expect(refused.headers.get("x-request-id")).toBeTruthy();
    const ws = rawClient(s, HTTP, "/ws", true);
    await closed(ws);
    expect(ws.received()).toMatch(/^HTTP\/1\.1 429 /);
    expect(JSON.parse(ws.received().split("\r\n\r\n")[1]!)).toMatchObject({ code: "SANDBOX_CONNECTION_LIMIT" });
    // Other routes and other sandboxes are not affected.
    expect((await s.api("GET", `/v1/sandboxes/${id}`)).status).toBe(200);

    // One caller leaves: its slot is free again.
    holders.pop()!.destroy();
    await waitFor(async () => s.app.proxy.slots.count(id), (n) => n === CAP - 1, 5_000, "a slot to come back");
    expect((await s.api("GET", `/sandboxes/${id}/proxy/${HTTP}/stream/1/0`)).body).toBe("tick 0\n");
    expect(s.app.proxy.slots.count(id)).toBe(CAP - 1);

    for (const h of holders) h.destroy();
    await waitFor(async () => s.app.proxy.slots.count(id), (n) => n === 0, 5_000, "every slot back");
    await waitFor(() => established(s, MUTE), (n) => n === 0, 5_000, "the sandbox's upstream connections to close");
  });
});

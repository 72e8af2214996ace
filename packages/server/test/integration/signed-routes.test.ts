// Signed routes against a real server and Docker sandboxes, as a browser uses them: no header at
// all, relative links and redirects of a web app that stay under the signed prefix, a WebSocket,
// the token never reaching the app; and every refusal (tampered, another port, another sandbox,
// expired, a rotated key; the unsigned proxy without the API key).
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE, PYTHON_IMAGE, destroyServer, startServer, waitFor, waitForState, type TestServer } from "../helpers.ts";

/** A web app on port 3000: an HTML page with relative links, a JSON echo of what it received, a redirect to /landing, a WebSocket echo. */
const APP = String.raw`
import base64, hashlib, http.server, json, socketserver, struct
class H(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    def log_message(self, *a): pass
    def send(self, code, body, ctype, extra=()):
        self.send_response(code)
        for k, v in extra: self.send_header(k, v)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def do_GET(self):
        if self.headers.get("Upgrade", "").lower() == "websocket":
            return self.websocket()
        if self.path == "/redirect":
            return self.send(302, b"", "text/plain", [("Location", "/landing")])
        if self.path == "/":
            return self.send(200, b'<html><a href="page/x?y=1">next</a><script src="app.js"></script></html>', "text/html")
        seen = {"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}}
        self.send(200, json.dumps(seen).encode(), "application/json")
    def websocket(self):
        accept = base64.b64encode(hashlib.sha1((self.headers["Sec-WebSocket-Key"] + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()).decode()
        self.send_response(101)
        self.send_header("Upgrade", "websocket")
        self.send_header("Connection", "Upgrade")
        self.send_header("Sec-WebSocket-Accept", accept)
        self.end_headers()
        self.wfile.flush()
        while True:
            head = self.rfile.read(2)
            if len(head) < 2: return
            op, n = head[0] & 15, head[1] & 127
            if n == 126: n = struct.unpack(">H", self.rfile.read(2))[0]
            mask = self.rfile.read(4)
            data = bytes(b ^ mask[i % 4] for i, b in enumerate(self.rfile.read(n)))
            if op == 8: return
            out = ("echo " + self.path + " " + data.decode()).encode()
            self.wfile.write(bytes([0x81, len(out)]) + out)
            self.wfile.flush()
class S(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
S(("0.0.0.0", 3000), H).serve_forever()
`;

let server: TestServer;
let app: string; // sandbox with the web app
let other: string; // another sandbox
const now = () => Math.floor(Date.now() / 1000);

async function create(image: string, entrypoint: string[]): Promise<string> {
  const res = await server.api("POST", "/v1/sandboxes", { image: { uri: image }, entrypoint, timeout: 600, resourceLimits: { cpu: "500m", memory: "256Mi" } });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.id as string;
}

/** The signed endpoint of `port`, as `http://…` (the API answers it without scheme). */
async function signed(id: string, port: number, expires = now() + 600, s = server): Promise<string> {
  const res = await s.api("GET", `/v1/sandboxes/${id}/endpoints/${port}?expires=${expires}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.headers).toBeUndefined();
  return `http://${res.body.endpoint}`;
}

/** A GET with no header of ours (fetch adds only what any browser adds). */
const open = (url: string, init: RequestInit = {}) => fetch(url, { redirect: "manual", ...init });

async function refusal(url: string): Promise<{ status: number; code: string; message: string }> {
  const res = await open(url);
  const body = (await res.json()) as { code: string; message: string };
  return { status: res.status, ...body };
}

beforeAll(async () => {
  server = await startServer();
  [app, other] = await Promise.all([create(PYTHON_IMAGE, ["python3", "-c", APP]), create(IMAGE, ["sleep", "3600"])]);
  await Promise.all([waitForState(server, app, "Running", 60_000), waitForState(server, other, "Running", 60_000)]);
}, 120_000);
afterAll(() => destroyServer(server));

describe("a signed route, opened as a browser would", () => {
  it("serves a web app without any header: trailing-slash redirect, relative links, redirects and the token kept from the app", async () => {
    const base = await signed(app, 3000);
    const token = base.slice(base.lastIndexOf("/") + 1);
    // The app may take a moment to listen.
    const bare = await waitFor(() => open(base), (r) => r.status === 308, 20_000, "the redirect to the trailing slash");
    const page = new URL(bare.headers.get("location")!, base).href;
    expect(page).toBe(`${base}/`);
    const html = await waitFor(() => open(page).then(async (r) => ({ status: r.status, text: await r.text() })), (r) => r.status === 200, 20_000, "the page");
    expect(html.text).toContain('href="page/x?y=1"');

    // The relative link resolves under the token; the app sees its own path only.
    const link = new URL("page/x?y=1", page).href;
    expect(link.startsWith(`${base}/`)).toBe(true);
    const res = await open(link, { headers: { referer: page, cookie: "c=1", authorization: "Bearer x" } });
    expect(res.status).toBe(200);
    const seenText = await res.text();
    const seen = JSON.parse(seenText) as { path: string; headers: Record<string, string> };
    expect(seen.path).toBe("/page/x?y=1");
    expect(seenText).not.toContain(token); // not in the path, not in the Referer, nowhere
    expect(seen.headers.referer).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(seen.headers).not.toHaveProperty("cookie");
    expect(seen.headers).not.toHaveProperty("authorization");
    expect(seen.headers).not.toHaveProperty("open-sandbox-api-key");
    // Coming from another sandbox's signed page: that route's token must not reach this app.
    const foreign = await signed(other, 8080);
    const fromOther = (await (await open(link, { headers: { referer: `${foreign}/page` } })).json()) as { headers: Record<string, string> };
    expect(fromOther.headers).not.toHaveProperty("referer");

    // A redirect to a path of the app's own stays under the prefix.
    const redirect = await open(`${base}/redirect`);
    expect(redirect.status).toBe(302);
    const landing = new URL(redirect.headers.get("location")!, `${base}/redirect`).href;
    expect(landing).toBe(`${base}/landing`);
    expect(((await (await open(landing)).json()) as { path: string }).path).toBe("/landing");
  }, 60_000);

  it("carries a WebSocket", async () => {
    const base = await signed(app, 3000);
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/chat`);
    const answer = await new Promise<string>((resolve, reject) => {
      ws.onopen = () => ws.send("hello");
      ws.onmessage = (m) => resolve(String(m.data));
      ws.onerror = () => reject(new Error("WebSocket failed"));
      setTimeout(() => reject(new Error("no answer")), 15_000);
    });
    ws.close();
    expect(answer).toBe("echo /chat hello");
  }, 30_000);
});

describe("a signed route is refused", () => {
  it("when its signature, expiry or generation was altered", async () => {
    const base = await signed(app, 3000);
    const token = base.slice(base.lastIndexOf("/") + 1);
    const [exp, gen, mac] = token.split(".") as [string, string, string];
    const prefix = base.slice(0, base.lastIndexOf("/") + 1);
    const flipped = `${mac.slice(0, 20)}${mac[20] === "x" ? "y" : "x"}${mac.slice(21)}`;
    for (const t of [`${exp}.${gen}.${flipped}`, `${(parseInt(exp, 36) + 86_400).toString(36)}.${gen}.${mac}`, `${exp}.7.${mac}`]) {
      expect(await refusal(`${prefix}${t}/`)).toMatchObject({ status: 401, code: "SIGNED_ROUTE_INVALID" });
    }
  });

  it("for another port or another sandbox, also with the API key", async () => {
    const base = await signed(app, 3000);
    const token = base.slice(base.lastIndexOf("/") + 1);
    const host = new URL(base).host;
    expect(await refusal(`http://${host}/sandboxes/${app}/signed/44772/${token}/ping`)).toMatchObject({ status: 401, code: "SIGNED_ROUTE_INVALID" });
    expect(await refusal(`http://${host}/sandboxes/${other}/signed/3000/${token}/`)).toMatchObject({ status: 401, code: "SIGNED_ROUTE_INVALID" });
    const withKey = await fetch(`http://${host}/sandboxes/${other}/signed/3000/${token}/`, { headers: { "OPEN-SANDBOX-API-KEY": "test-key" } });
    expect(withKey.status).toBe(401);
  });

  it("once expired, saying so, for HTTP and WebSocket alike", async () => {
    const base = await signed(app, 3000, now() + 2);
    await new Promise((r) => setTimeout(r, 3000));
    const r = await refusal(`${base}/`);
    expect(r).toMatchObject({ status: 401, code: "SIGNED_ROUTE_EXPIRED" });
    expect(r.message).toMatch(/expired at \d{4}-/);
    const url = new URL(`${base}/chat`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, headers: { connection: "Upgrade", upgrade: "websocket", "sec-websocket-version": "13", "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==" } });
      req.on("response", (res) => resolve(res.statusCode ?? 0));
      req.on("upgrade", () => resolve(101));
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(401);
  });

  it("after the signing key generation was raised (rotation); a new route then works", async () => {
    const old = await signed(app, 3000);
    const dir = server.dir;
    await server.close();
    server = await startServer({ ingress: { signing_key_generation: 2 } }, dir);
    const host = new URL(server.url).host;
    const moved = old.replace(/^http:\/\/[^/]+/, `http://${host}`);
    expect(await refusal(`${moved}/`)).toMatchObject({ status: 401, code: "SIGNED_ROUTE_INVALID", message: expect.stringMatching(/rotated/) });
    const fresh = await signed(app, 3000);
    expect(fresh).toMatch(/\.2\./);
    expect((await waitFor(() => open(`${fresh}/`), (r) => r.status === 200, 20_000, "the app through the new route")).status).toBe(200);
  }, 60_000);

  it("while the unsigned proxy keeps requiring the API key", async () => {
    expect(await refusal(`${server.url}/sandboxes/${app}/proxy/3000/`)).toMatchObject({ status: 401, code: "MISSING_API_KEY" });
    const ok = await fetch(`${server.url}/sandboxes/${app}/proxy/3000/page`, { headers: { "OPEN-SANDBOX-API-KEY": "test-key" } });
    expect(ok.status).toBe(200);
  });
});

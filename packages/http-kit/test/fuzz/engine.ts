// A raw-socket HTTP fuzzer for our own servers (the lifecycle server and execd), loopback only.
// It builds requests from a server's real routes and breaks them in the ways a careless or
// hostile client would: odd request lines and methods, malformed percent-escapes in every path
// segment, huge and odd headers, upgrade requests with and without a key, chunked bodies with
// bad sizes, truncated requests and connections, pipelining. Every case is drawn from a seeded
// PRNG, so a failing run is repeated exactly with the same seed.
//
// Per connection it records whether the server answered or closed; every error answer must be
// in the `{code, message}` shape. The caller checks that the process lives and that its file
// descriptors and memory return to their baseline.
import net from "node:net";

export type FuzzTarget = {
  port: number;
  /** Route templates, e.g. "/sandboxes/{sandboxId}/proxy/{port}/{path}", with their method. */
  routes: { method: string; path: string }[];
  /** Optional prefixes the routes are also mounted at (e.g. "/v1"). */
  prefixes: string[];
  /** The header that authenticates, and its valid value. */
  auth: [name: string, value: string];
  /** Values for path parameters, by name; malformed ones are added by the fuzzer. */
  params: Record<string, string[]>;
  /** Method + route combinations never sent (they would create or destroy real things). */
  deny: (method: string, path: string) => boolean;
};

export type FuzzStats = {
  seed: number;
  connections: number;
  requests: number;
  answered: number;
  /** Server closed the connection without an answer (after a malformed or truncated request). */
  closedWithoutAnswer: number;
  /** Connections the fuzzer closed itself: truncated on purpose, or no answer within the wait. */
  abandoned: number;
  /** A complete, well-formed request got neither an answer nor a close within the wait. */
  silent: number;
  refused: number;
  statuses: Record<string, number>;
  badShape: { request: string; answer: string }[];
  /** The first few silent cases, for the report. */
  silentCases: string[];
};

/** mulberry32: small, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Case = {
  /** The bytes, in the pieces they are written in. */
  pieces: Buffer[];
  /** How many answers a well-behaved server gives (0: none expected, e.g. truncated). */
  expected: number;
  /** The request is complete and well-formed HTTP: it must be answered or the connection closed. */
  complete: boolean;
  /** Close our side right after writing (a client that goes away). */
  hangUp: boolean;
  /** Per request, in order: a HEAD request, whose answer has no body. */
  heads: boolean[];
};

const BAD_ESCAPES = ["%", "%E0%A4%A", "%zz", "%C0%AF", "%ED%A0%80", "%FF", "%%", "%2", "%u0041", "%00", "%2F", "%2e%2e", "a%", "%E2%82"];
/** In query values "%2F" would be "/": execd would search or list the whole host file system, a slow but valid request. */
const QUERY_ESCAPES = BAD_ESCAPES.filter((e) => e !== "%2F");
const ODD_SEGMENTS = ["", ".", "..", "a".repeat(150), "a".repeat(3000), "%20", "é", "\u{1F600}", "a;b", "a?b", "a#b", "*", "~", "0", "-1", "99999", "1e3"];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "get", "G ET", "GETT", "", "X".repeat(40), "PRI"];
const VERSIONS = ["HTTP/1.1", "HTTP/1.1", "HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/0.9", "HTTP/1.1 ", "http/1.1", "HTTP/1.10", "HTTP/9.9", ""];

export function generator(target: FuzzTarget, random: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const chance = (p: number) => random() < p;
  const int = (n: number) => Math.floor(random() * n);

  function junkText(max: number): string {
    const alphabet = "abcXYZ019-_.~!$&'()*+,;=:@/?#[]% \"<>\\^`{|}\t\u00e9\u4e2d";
    let s = "";
    for (let i = int(max); i > 0; i--) s += alphabet[int(alphabet.length)];
    return s;
  }

  function segment(name: string | undefined): string {
    const good = name ? (target.params[name] ?? ["x"]) : ["x"];
    const r = random();
    if (r < 0.55) return pick(good);
    if (r < 0.75) return pick(BAD_ESCAPES) + (chance(0.5) ? pick(good) : "");
    if (r < 0.85) return pick(good) + pick(BAD_ESCAPES);
    if (r < 0.95) return pick(ODD_SEGMENTS);
    return encodeURIComponent(junkText(20)).replace(/%2F/g, "/");
  }

  function path(template: string): string {
    const segs = template.split("/").map((s) => {
      const m = /^\{(.+)\}$/.exec(s);
      if (m) return m[1] === "path" ? Array.from({ length: 1 + int(3) }, () => segment(undefined)).join("/") : segment(m[1]);
      return chance(0.05) ? pick(BAD_ESCAPES) + s : s;
    });
    const prefix = target.prefixes.length && chance(0.5) ? pick(target.prefixes) : "";
    let p = prefix + segs.join("/");
    if (chance(0.1)) p += "/";
    if (chance(0.3)) {
      const q = Array.from({ length: 1 + int(3) }, () => `${chance(0.8) ? pick(["path", "id", "cursor", "page", "pageSize", "state", "metadata", "language", "depth", "pattern", "use_server_proxy"]) : junkText(8)}=${chance(0.5) ? pick(QUERY_ESCAPES) : encodeURIComponent(junkText(12))}`);
      p += `?${q.join(chance(0.9) ? "&" : ";")}`;
    }
    if (chance(0.02)) p = `http://127.0.0.1${p}`; // absolute form
    if (chance(0.02)) p = pick(["*", "", "//", "/\u0000", "/a b", `/${"x".repeat(70_000)}`]);
    return p;
  }

  function headers(method: string): string[] {
    const out = [`Host: ${chance(0.95) ? "127.0.0.1" : pick(["", "a".repeat(300), "[::1", "x y"])}`];
    const auth = random();
    if (auth < 0.7) out.push(`${target.auth[0]}: ${target.auth[1]}`);
    else if (auth < 0.85) out.push(`${target.auth[0]}: ${pick(["", "wrong", "x".repeat(5000), target.auth[1] + " ", "\u00ff"])}`);
    if (chance(0.3)) out.push(`X-Request-ID: ${pick(["abc", "", "x".repeat(300), "a b", "\u00e9"])}`);
    if (chance(0.1)) out.push(`X-Big: ${"b".repeat(pick([100, 8000, 20_000, 70_000]))}`);
    if (chance(0.05)) for (let i = 0; i < 150; i++) out.push(`X-Many-${i}: ${i}`);
    if (chance(0.05)) out.push(pick(["NoColon", ": empty-name", "Bad Name: x", "X-Nul: a\u0000b", "X-Obs:\r\n folded", "Content-Length: -1", "Content-Length: 1, 2", "Transfer-Encoding: gzip", "Expect: 100-continue"]));
    if (chance(0.03)) out.push(`Range: ${pick(["bytes=0-1", "bytes=-", "bytes=9-1", "pages=1", "bytes=0-1,2-3"])}`);
    if (method === "HEAD" || chance(0.5)) out.push("Connection: close");
    return out;
  }

  function body(): { headers: string[]; pieces: string[]; complete: boolean } {
    const r = random();
    const json = pick(["{}", "[]", "null", "{", '{"a":', '{"a":1}', `{"x":"${"y".repeat(5000)}"}`, "\"s\"", "1e999", "{\"__proto__\":{\"a\":1}}", "\ufeff{}", "", " "]);
    const ctype = chance(0.8) ? "application/json" : pick(["text/plain", "application/octet-stream", "multipart/form-data; boundary=x", "multipart/form-data", "application/json; charset=utf-16", "*/*", ""]);
    if (r < 0.45) return { headers: [`Content-Type: ${ctype}`, `Content-Length: ${Buffer.byteLength(json)}`], pieces: [json], complete: true };
    if (r < 0.6) {
      const size = Buffer.byteLength(json).toString(16);
      return { headers: [`Content-Type: ${ctype}`, "Transfer-Encoding: chunked"], pieces: [`${size}\r\n${json}\r\n0\r\n\r\n`], complete: true };
    }
    if (r < 0.75) {
      // Broken chunked bodies: bad sizes, sizes larger than the data, missing terminators.
      const bad = pick(["zz\r\nabc\r\n0\r\n\r\n", "-1\r\n\r\n", "fffffffffffffffff\r\nab", "5\r\nab\r\n", "3\r\nabcdef\r\n0\r\n\r\n", "3;ext=1\r\nabc\r\n0\r\n\r\n", "0\r\n", "2\r\nab", "1\r\na\r\n0\r\nTrailer: x\r\n\r\n"]);
      return { headers: [`Content-Type: ${ctype}`, "Transfer-Encoding: chunked"], pieces: [bad], complete: false };
    }
    if (r < 0.85) {
      // Content-Length larger than what follows: the server waits for the rest.
      return { headers: [`Content-Type: ${ctype}`, `Content-Length: ${Buffer.byteLength(json) + 1 + int(1000)}`], pieces: [json], complete: false };
    }
    if (r < 0.9) return { headers: ["Content-Length: 5", "Transfer-Encoding: chunked"], pieces: ["0\r\n\r\n"], complete: false };
    return { headers: [], pieces: [], complete: true };
  }

  function upgradeHeaders(): string[] {
    const out = ["Connection: Upgrade", `Upgrade: ${pick(["websocket", "websocket", "WebSocket", "h2c", "", "foo/1"])}`];
    if (chance(0.8)) out.push("Sec-WebSocket-Version: 13");
    if (chance(0.7)) out.push(`Sec-WebSocket-Key: ${pick(["dGhlIHNhbXBsZSBub25jZQ==", "", "short", "x".repeat(100)])}`);
    return out;
  }

  function request(): { text: string[]; complete: boolean; head: boolean } {
    const route = pick(target.routes);
    let method = chance(0.8) ? route.method : pick(METHODS);
    if (target.deny(method.toUpperCase(), route.path)) method = "GET";
    const upgrade = chance(0.12);
    const version = chance(0.9) ? "HTTP/1.1" : pick(VERSIONS);
    const sep = chance(0.97) ? " " : pick(["  ", "\t", ""]);
    const line = `${upgrade && chance(0.8) ? "GET" : method}${sep}${path(route.path)}${sep}${version}`;
    const b = upgrade || chance(0.4) ? { headers: [], pieces: [], complete: true } : body();
    const hs = [...headers(method), ...(upgrade ? upgradeHeaders() : []), ...b.headers];
    if (chance(0.05)) hs.sort(() => random() - 0.5);
    const eol = chance(0.97) ? "\r\n" : "\n";
    const head = `${line}${eol}${hs.join(eol)}${eol}${eol}`;
    const wellFormed = version === "HTTP/1.1" && sep === " " && /^[A-Z]+$/.test(method) && eol === "\r\n";
    return { text: [head, ...b.pieces], complete: b.complete && wellFormed && !upgrade, head: method === "HEAD" };
  }

  /** One connection's worth of bytes. */
  return function next(): Case {
    const r = random();
    const pipelined = r < 0.1 ? 2 + int(3) : 1;
    const reqs = Array.from({ length: pipelined }, request);
    let bytes = Buffer.from(reqs.flatMap((q) => q.text).join(""), "utf8");
    let complete = reqs.every((q) => q.complete);
    let hangUp = false;
    if (chance(0.1)) {
      bytes = bytes.subarray(0, int(bytes.length)); // truncated connection
      complete = false;
      hangUp = chance(0.5);
    }
    if (chance(0.03)) {
      bytes = Buffer.from(Array.from({ length: int(2000) }, () => int(256))); // noise
      complete = false;
    }
    // Split into pieces at random points: the parser must cope with any fragmentation.
    const cuts = chance(0.3) ? Array.from({ length: 1 + int(4) }, () => int(bytes.length)).sort((a, b) => a - b) : [];
    const pieces: Buffer[] = [];
    let at = 0;
    for (const c of [...cuts, bytes.length]) {
      pieces.push(bytes.subarray(at, c));
      at = c;
    }
    return { pieces: pieces.filter((p) => p.length > 0), expected: pipelined, complete, hangUp, heads: reqs.map((q) => q.head) };
  };
}

type Answer = { status: number; body: string; complete: boolean };

/** Parses the HTTP answers in `data` (content-length or chunked bodies; HEAD, 1xx, 204, 304 have none). */
export function parseAnswers(data: Buffer, heads: boolean[]): Answer[] {
  const out: Answer[] = [];
  let at = 0;
  while (at < data.length) {
    const end = data.indexOf("\r\n\r\n", at);
    if (end < 0) break;
    const lines = data.subarray(at, end).toString("latin1").split("\r\n");
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1] ?? 0);
    const h = new Map(lines.slice(1).map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
    let bodyStart = end + 4;
    const head = heads[out.length] ?? false;
    if (status < 200 || status === 204 || status === 304 || head) {
      if (status >= 100 && status < 200 && status !== 101) {
        at = bodyStart;
        continue;
      }
      out.push({ status, body: "", complete: true });
      if (status === 101) break;
      at = bodyStart;
      continue;
    }
    const len = h.get("content-length");
    if (len !== undefined) {
      const n = Number(len);
      const complete = data.length >= bodyStart + n;
      out.push({ status, body: data.subarray(bodyStart, bodyStart + n).toString("utf8"), complete });
      at = bodyStart + n;
      continue;
    }
    if (/chunked/i.test(h.get("transfer-encoding") ?? "")) {
      let body = "";
      let complete = false;
      while (true) {
        const le = data.indexOf("\r\n", bodyStart);
        if (le < 0) break;
        const size = parseInt(data.subarray(bodyStart, le).toString("latin1"), 16);
        if (!Number.isFinite(size)) break;
        if (size === 0) {
          const te = data.indexOf("\r\n\r\n", le);
          complete = te >= 0;
          bodyStart = te >= 0 ? te + 4 : data.length;
          break;
        }
        body += data.subarray(le + 2, le + 2 + size).toString("utf8");
        bodyStart = le + 2 + size + 2;
      }
      out.push({ status, body, complete });
      at = bodyStart;
      if (!complete) break;
      continue;
    }
    out.push({ status, body: data.subarray(bodyStart).toString("utf8"), complete: false }); // until close
    break;
  }
  return out;
}

function isErrorShape(body: string): boolean {
  try {
    const b = JSON.parse(body) as Record<string, unknown>;
    return b !== null && typeof b === "object" && Object.keys(b).sort().join() === "code,message" && typeof b.code === "string" && typeof b.message === "string";
  } catch {
    return false;
  }
}

/** Debugging aid (OSB_FUZZ_DEBUG): the request each local port carried. */
export const byLocalPort = new Map<number, string>();

/** Runs one case; resolves once the server answered everything, closed, or the wait ran out. */
function runCase(port: number, c: Case, waitMs: number, stats: FuzzStats): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    const chunks: Buffer[] = [];
    let settled = false;
    let connected = false;
    const finish = (how: "closed" | "timeout" | "done" | "refused") => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const data = Buffer.concat(chunks);
      const answers = parseAnswers(data, c.heads);
      stats.connections++;
      stats.requests += c.expected;
      if (how === "refused") stats.refused++;
      else if (answers.length > 0) stats.answered++;
      else if (how === "closed") stats.closedWithoutAnswer++;
      else if (c.complete && !c.hangUp) {
        stats.silent++;
        if (stats.silentCases.length < 10) stats.silentCases.push(Buffer.concat(c.pieces).toString("latin1").slice(0, 400));
      }
      else stats.abandoned++;
      for (const [i, a] of answers.entries()) {
        stats.statuses[a.status] = (stats.statuses[a.status] ?? 0) + 1;
        if ((a.status === 0 || (a.status >= 400 && !c.heads[i] && a.complete && !isErrorShape(a.body))) && stats.badShape.length < 20) {
          stats.badShape.push({ request: Buffer.concat(c.pieces).toString("latin1").slice(0, 300), answer: process.env.OSB_FUZZ_DEBUG ? JSON.stringify(answers.map((x) => x.status)) + data.toString("latin1").slice(-600) : data.toString("latin1").slice(0, 400) });
        }
      }
      resolve();
    };
    // An incomplete request gets no answer beyond what its parse error brings at once.
    const timer = setTimeout(() => finish("timeout"), c.hangUp ? 50 : c.complete ? waitMs : 300);
    socket.on("connect", async () => {
      connected = true;
      if (process.env.OSB_FUZZ_DEBUG) byLocalPort.set(socket.localPort!, Buffer.concat(c.pieces).toString("latin1").slice(0, 600));
      for (const p of c.pieces) {
        if (socket.destroyed) return;
        socket.write(p);
        if (c.pieces.length > 1) await new Promise((r) => setTimeout(r, 1));
      }
      if (c.hangUp) socket.end();
    });
    socket.on("data", (d: Buffer) => {
      chunks.push(d);
      const answers = parseAnswers(Buffer.concat(chunks), c.heads);
      if (answers.length >= c.expected && answers.every((a) => a.complete)) finish("done");
      if (answers.some((a) => a.status === 101)) finish("done");
    });
    socket.on("error", (err: NodeJS.ErrnoException) => finish(!connected && err.code === "ECONNREFUSED" ? "refused" : "closed"));
    socket.on("close", () => finish("closed"));
  });
}

export type FuzzOptions = {
  seed: number;
  count: number;
  /** Stop early when this much time has passed. */
  budgetMs: number;
  concurrency: number;
  /** How long a complete request may wait for its answer. */
  waitMs: number;
  /** Called every `probeEvery` connections; throws if the server stopped answering. */
  probe: () => Promise<void>;
  probeEvery: number;
};

export async function fuzz(target: FuzzTarget, o: FuzzOptions): Promise<FuzzStats> {
  const next = generator(target, prng(o.seed));
  const stats: FuzzStats = { seed: o.seed, connections: 0, requests: 0, answered: 0, closedWithoutAnswer: 0, abandoned: 0, silent: 0, refused: 0, statuses: {}, badShape: [], silentCases: [] };
  const deadline = Date.now() + o.budgetMs;
  let issued = 0;
  // Cases are drawn in order from one generator, so the sequence depends on the seed only.
  async function worker() {
    while (issued < o.count && Date.now() < deadline) {
      issued++;
      await runCase(target.port, next(), o.waitMs, stats);
      if (issued % o.probeEvery === 0) await o.probe();
      if (stats.refused > 0) return;
    }
  }
  await Promise.all(Array.from({ length: o.concurrency }, worker));
  return stats;
}

/** GET over a fresh connection that closes after the answer (so probing leaves no socket behind); resolves with the status. */
export function probeStatus(port: number, path: string, headers: Record<string, string>, timeoutMs = 2000): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to GET ${path} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("connect", () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("")}Connection: close\r\n\r\n`));
    socket.on("data", (d: Buffer) => chunks.push(d));
    socket.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseAnswers(Buffer.concat(chunks), [false])[0]?.status ?? 0);
    });
  });
}

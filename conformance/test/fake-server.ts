// An in-memory lifecycle server (node:http) that behaves as specs/sandbox-lifecycle.yml asks,
// used to test the runner and the cases without Docker. State changes happen on a timeline
// (Pending -> Running after `provisionMs`, Pausing -> Paused after `transitionMs`, ...), so the
// polling steps of the cases are exercised too. `tamper` lets a test break a response.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface TamperContext {
  method: string;
  /** Path without the base path and query. */
  path: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeServerOptions {
  /** @default "test-key" */
  apiKey?: string;
  /** @default "/v1" (routes are also served without it) */
  basePath?: string;
  /** Pending -> Running. @default 20 */
  provisionMs?: number;
  /** Pausing, Resuming, Stopping and snapshot Creating last this long. @default 20 */
  transitionMs?: number;
  /** Change a response before it is sent: mutate `ctx` in place. */
  tamper?: (ctx: TamperContext) => void;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface FakeServer {
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Ids of sandboxes that exist (not deleted). */
  liveSandboxIds(): string[];
  close(): Promise<void>;
}

interface Phase {
  state: string;
  at: number;
  reason?: string;
  message?: string;
}

interface Sandbox {
  id: string;
  seq: number;
  image?: { uri: string };
  snapshotId?: string;
  entrypoint: string[];
  metadata: Record<string, string>;
  expiresAt?: string;
  createdAt: string;
  phases: Phase[];
}

interface Snapshot {
  id: string;
  seq: number;
  sandboxId: string;
  name?: string;
  createdAt: string;
  phases: Phase[];
}

const GONE = "(gone)";
const KNOWN_STATES = ["Pending", "Running", "Pausing", "Paused", "Resuming", "Stopping", "Terminated", "Failed"];
const MISSING_IMAGE = "conformance/does-not-exist:nope";
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const bad = (message: string) => new HttpError(400, "INVALID_PARAMETER", message);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function phaseAt(phases: Phase[], now: number): Phase {
  let current = phases[0] as Phase;
  for (const p of phases) if (p.at <= now) current = p;
  return current;
}

export async function startFakeServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  const apiKey = options.apiKey ?? "test-key";
  const basePath = options.basePath ?? "/v1";
  const provisionMs = options.provisionMs ?? 20;
  const transitionMs = options.transitionMs ?? 20;
  const sandboxes = new Map<string, Sandbox>();
  const snapshots = new Map<string, Snapshot>();
  const requests: RecordedRequest[] = [];
  let seq = 0;

  const stateOf = (s: { phases: Phase[] }) => phaseAt(s.phases, Date.now());
  const live = (id: string) => {
    const sb = sandboxes.get(id);
    return sb && stateOf(sb).state !== GONE ? sb : undefined;
  };
  const sandboxOr404 = (id: string) => {
    const sb = live(id);
    if (!sb) throw new HttpError(404, "SANDBOX_NOT_FOUND", `sandbox ${id} not found`);
    return sb;
  };
  const snapshotOr404 = (id: string) => {
    const snap = snapshots.get(id);
    if (!snap) throw new HttpError(404, "SNAPSHOT_NOT_FOUND", `snapshot ${id} not found`);
    return snap;
  };

  const sandboxJson = (sb: Sandbox, full: boolean) => {
    const phase = stateOf(sb);
    return {
      id: sb.id,
      ...(full && sb.image ? { image: sb.image } : {}),
      ...(full && sb.snapshotId ? { snapshotId: sb.snapshotId } : {}),
      status: {
        state: phase.state,
        ...(phase.reason ? { reason: phase.reason } : {}),
        ...(phase.message ? { message: phase.message } : {}),
        lastTransitionAt: new Date(phase.at).toISOString(),
      },
      metadata: { ...sb.metadata },
      entrypoint: sb.entrypoint,
      ...(sb.expiresAt ? { expiresAt: sb.expiresAt } : {}),
      createdAt: sb.createdAt,
    };
  };
  const snapshotJson = (snap: Snapshot) => ({
    id: snap.id,
    sandboxId: snap.sandboxId,
    ...(snap.name ? { name: snap.name } : {}),
    status: { state: stateOf(snap).state },
    createdAt: snap.createdAt,
  });

  const paginate = <T>(items: T[], query: URLSearchParams) => {
    const page = intParam(query, "page", 1, 1, Number.MAX_SAFE_INTEGER);
    const pageSize = intParam(query, "pageSize", 20, 1, 200);
    const totalPages = Math.ceil(items.length / pageSize);
    return {
      items: items.slice((page - 1) * pageSize, page * pageSize),
      pagination: { page, pageSize, totalItems: items.length, totalPages, hasNextPage: page < totalPages },
    };
  };

  const stateFilter = (query: URLSearchParams, known: string[], strict = true) => {
    const states = query.getAll("state").map((s) => s.toLowerCase());
    if (strict) for (const s of states) if (!known.some((k) => k.toLowerCase() === s)) throw bad(`unknown state ${s}`);
    return (state: string) => states.length === 0 || states.includes(state.toLowerCase());
  };

  function createSandbox(body: unknown, now: number) {
    if (!isObject(body)) throw bad("body must be an object");
    const { image, snapshotId, entrypoint, timeout, resourceLimits, metadata } = body;
    if ((image === undefined) === (snapshotId === undefined)) throw bad("exactly one of image and snapshotId is required");
    if (image !== undefined && (!isObject(image) || typeof image.uri !== "string" || image.uri === "")) throw bad("image.uri is required");
    if (image !== undefined && entrypoint === undefined) throw bad("entrypoint is required with image");
    if (entrypoint !== undefined && (!Array.isArray(entrypoint) || entrypoint.length === 0 || !entrypoint.every((e) => typeof e === "string"))) {
      throw bad("entrypoint must be a non-empty list of strings");
    }
    if (timeout !== undefined && timeout !== null && !(Number.isInteger(timeout) && (timeout as number) >= 60)) throw bad("timeout must be an integer >= 60");
    if (!isObject(resourceLimits) || !Object.values(resourceLimits).every((v) => typeof v === "string")) throw bad("resourceLimits is required");
    const meta = checkMetadata(metadata ?? {}, false);
    let restoredFrom: Snapshot | undefined;
    if (snapshotId !== undefined) {
      if (typeof snapshotId !== "string" || snapshotId === "") throw bad("snapshotId must be a string");
      restoredFrom = snapshots.get(snapshotId);
      if (!restoredFrom) throw bad(`snapshot ${snapshotId} does not exist`);
      if (stateOf(restoredFrom).state !== "Ready") throw new HttpError(409, "SNAPSHOT_NOT_READY", "snapshot is not Ready");
    }
    const imageSpec = isObject(image) ? { uri: image.uri as string } : undefined;
    const sb: Sandbox = {
      id: randomUUID(),
      seq: ++seq,
      ...(imageSpec ? { image: imageSpec } : {}),
      ...(restoredFrom ? { snapshotId: restoredFrom.id } : {}),
      entrypoint: (entrypoint as string[] | undefined) ?? ["tail", "-f", "/dev/null"],
      metadata: meta as Record<string, string>,
      ...(typeof timeout === "number" ? { expiresAt: new Date(now + timeout * 1000).toISOString() } : {}),
      createdAt: new Date(now).toISOString(),
      phases:
        imageSpec?.uri === MISSING_IMAGE
          ? [{ state: "Pending", at: now }, { state: "Failed", at: now + provisionMs, reason: "IMAGE_PULL_FAILED", message: `image ${MISSING_IMAGE} not found` }]
          : [{ state: "Pending", at: now }, { state: "Running", at: now + provisionMs, reason: "CONTAINER_RUNNING" }],
    };
    sandboxes.set(sb.id, sb);
    return sandboxJson(sb, false);
  }

  function checkMetadata(value: unknown, allowNull: boolean): Record<string, string | null> {
    if (!isObject(value)) throw bad("metadata must be an object");
    for (const [k, v] of Object.entries(value)) {
      if (k.startsWith("opensandbox.io/")) throw bad(`metadata key ${k} is reserved`);
      if (!(typeof v === "string" || (allowNull && v === null))) throw bad(`metadata value of ${k} must be a string`);
    }
    return value as Record<string, string | null>;
  }

  function parseMetadataFilter(raw: string | null): Array<[string, string]> {
    if (raw === null) return [];
    return raw.split("&").map((pair) => {
      const eq = pair.indexOf("=");
      if (eq <= 0) throw new HttpError(400, "INVALID_METADATA_FORMAT", `metadata filter ${raw} is not k=v&k2=v2`);
      try {
        return [decodeURIComponent(pair.slice(0, eq)), decodeURIComponent(pair.slice(eq + 1))];
      } catch {
        throw new HttpError(400, "INVALID_METADATA_FORMAT", `metadata filter ${raw} is not k=v&k2=v2`);
      }
    });
  }

  function route(method: string, path: string, query: URLSearchParams, body: () => unknown, hostHeader: string): [number, unknown] {
    const now = Date.now();
    const seg = path.split("/").slice(1);
    if (method === "GET" && path === "/sandboxes") {
      const filters = parseMetadataFilter(query.get("metadata"));
      const keep = stateFilter(query, KNOWN_STATES, false);
      const items = [...sandboxes.values()]
        .filter((sb) => stateOf(sb).state !== GONE && keep(stateOf(sb).state) && filters.every(([k, v]) => sb.metadata[k] === v))
        .sort((a, b) => b.seq - a.seq)
        .map((sb) => sandboxJson(sb, true));
      return [200, paginate(items, query)];
    }
    if (method === "POST" && path === "/sandboxes") return [202, createSandbox(body(), now)];
    if (method === "GET" && path === "/pools") return [200, { items: [] }]; // a server without warm pools
    if (method === "POST" && path === "/metrics/events") {
      const e = body() as { eventType?: unknown; createDurationMs?: unknown; success?: unknown } | undefined;
      if (typeof e?.eventType !== "string" || typeof e.createDurationMs !== "number" || typeof e.success !== "boolean") throw bad("invalid metrics event");
      return [204, undefined];
    }
    if (method === "GET" && path === "/snapshots") {
      const keep = stateFilter(query, ["Creating", "Ready", "Failed", "Deleting"]);
      const sandboxId = query.get("sandboxId");
      const items = [...snapshots.values()]
        .filter((s) => keep(stateOf(s).state) && (sandboxId === null || s.sandboxId === sandboxId))
        .sort((a, b) => b.seq - a.seq)
        .map(snapshotJson);
      return [200, paginate(items, query)];
    }
    if (seg[0] === "snapshots" && seg.length === 2) {
      const snap = snapshotOr404(decodeURIComponent(seg[1] as string));
      if (method === "GET") return [200, snapshotJson(snap)];
      if (method === "DELETE") {
        if (stateOf(snap).state === "Creating") throw new HttpError(409, "SNAPSHOT_NOT_READY", "snapshot is still being created");
        if ([...sandboxes.values()].some((sb) => sb.snapshotId === snap.id && stateOf(sb).state !== GONE)) {
          throw new HttpError(409, "SNAPSHOT_IN_USE", "a sandbox uses this snapshot");
        }
        snapshots.delete(snap.id);
        return [204, undefined];
      }
    }
    if (seg[0] !== "sandboxes" || seg.length < 2) throw new HttpError(404, "ROUTE_NOT_FOUND", `no route ${method} ${path}`);
    const id = decodeURIComponent(seg[1] as string);
    const action = seg[2];
    if (action === "proxy" && seg.length >= 4) {
      const sb = sandboxOr404(id);
      if (stateOf(sb).state !== "Running") throw new HttpError(409, "SANDBOX_NOT_RUNNING", "sandbox is not Running");
      if (seg[3] === "44772" && seg.slice(4).join("/") === "ping") return [200, ""];
      throw new HttpError(502, "SANDBOX_PORT_UNREACHABLE", "nothing listens there");
    }
    if (seg.length === 2) {
      const sb = sandboxOr404(id);
      if (method === "GET") return [200, sandboxJson(sb, true)];
      if (method === "DELETE") {
        sb.phases.push({ state: "Stopping", at: now }, { state: GONE, at: now + transitionMs });
        return [204, undefined];
      }
    }
    if (seg.length === 3 && method === "PATCH" && action === "metadata") {
      const sb = sandboxOr404(id);
      const patch = checkMetadata(body(), true);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null) delete sb.metadata[k];
        else sb.metadata[k] = v;
      }
      return [200, sandboxJson(sb, true)];
    }
    if (seg.length === 3 && method === "POST" && (action === "pause" || action === "resume")) {
      const sb = sandboxOr404(id);
      const [from, via, to] = action === "pause" ? ["Running", "Pausing", "Paused"] : ["Paused", "Resuming", "Running"];
      if (stateOf(sb).state !== from) throw new HttpError(409, action === "pause" ? "SANDBOX_NOT_RUNNING" : "SANDBOX_NOT_PAUSED", `sandbox is ${stateOf(sb).state}`);
      sb.phases.push({ state: via as string, at: now }, { state: to as string, at: now + transitionMs });
      return [202, undefined];
    }
    if (seg.length === 3 && method === "POST" && action === "renew-expiration") {
      const sb = sandboxOr404(id);
      const b = body();
      if (!isObject(b) || typeof b.expiresAt !== "string" || !RFC3339.test(b.expiresAt) || Object.keys(b).length !== 1) throw bad("expiresAt must be an RFC 3339 date-time");
      if (Date.parse(b.expiresAt) <= now) throw bad("expiresAt must be in the future");
      if (!sb.expiresAt) throw new HttpError(409, "SANDBOX_NO_EXPIRATION", "sandbox has no expiry");
      sb.expiresAt = new Date(Date.parse(b.expiresAt)).toISOString();
      return [200, { expiresAt: sb.expiresAt }];
    }
    if (seg.length === 4 && method === "GET" && action === "endpoints") {
      const port = seg[3] as string;
      if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) throw bad("port must be 1..65535");
      const proxy = query.get("use_server_proxy");
      if (proxy !== null && proxy !== "true" && proxy !== "false") throw bad("use_server_proxy must be a boolean");
      if (proxy === "true" && query.get("expires") !== null) throw bad("expires cannot be combined with use_server_proxy");
      const sb = sandboxOr404(id);
      if (stateOf(sb).state === "Pending") throw new HttpError(409, "SANDBOX_NOT_RUNNING", "sandbox has not started yet");
      if (proxy === "true") return [200, { endpoint: `${hostHeader}/sandboxes/${sb.id}/proxy/${port}`, headers: { "OPEN-SANDBOX-API-KEY": apiKey } }];
      const expires = query.get("expires");
      if (expires !== null) {
        if (!/^(0|[1-9][0-9]{0,19})$/.test(expires) || Number(expires) * 1000 <= now) throw bad("expires must be a future time in Unix seconds");
        return [200, { endpoint: `${hostHeader}/sandboxes/${sb.id}/signed/${port}/${Number(expires).toString(36)}.1.${"A".repeat(43)}` }];
      }
      return [200, { endpoint: `127.0.0.1:40001/proxy/${port}` }];
    }
    if (seg.length === 4 && method === "GET" && action === "diagnostics" && (seg[3] === "logs" || seg[3] === "events")) {
      const scope = query.get("scope");
      if (!scope) throw bad("scope is required");
      const sb = sandboxOr404(id);
      const content =
        seg[3] === "logs"
          ? `${new Date(now).toISOString()} ${sb.entrypoint.join(" ").match(/echo (\S+);/)?.[1] ?? ""}\n`
          : sb.phases.filter((p) => p.at <= now).map((p) => `${new Date(p.at).toISOString()} ${p.state}\n`).join("");
      return [200, { sandboxId: sb.id, kind: seg[3], scope, delivery: "inline", contentType: "text/plain; charset=utf-8", content, truncated: false }];
    }
    if (seg.length === 3 && method === "POST" && action === "snapshots") {
      const sb = sandboxOr404(id);
      const b = body() ?? {};
      if (!isObject(b) || (b.name !== undefined && (typeof b.name !== "string" || b.name === "")) || Object.keys(b).some((k) => k !== "name")) {
        throw bad("body must be {name?: non-empty string}");
      }
      if (stateOf(sb).state !== "Running") throw new HttpError(409, "SANDBOX_NOT_RUNNING", "sandbox is not Running");
      const snap: Snapshot = {
        id: randomUUID(),
        seq: ++seq,
        sandboxId: sb.id,
        ...(typeof b.name === "string" ? { name: b.name } : {}),
        createdAt: new Date(now).toISOString(),
        phases: [{ state: "Creating", at: now }, { state: "Ready", at: now + transitionMs }],
      };
      snapshots.set(snap.id, snap);
      return [202, snapshotJson(snap)];
    }
    throw new HttpError(404, "ROUTE_NOT_FOUND", `no route ${method} ${path}`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const path = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname;
      requests.push({ method: req.method ?? "GET", path, headers: req.headers });
      const requestId = typeof req.headers["x-request-id"] === "string" ? req.headers["x-request-id"] : randomUUID();
      let status: number;
      let payload: unknown;
      try {
        if (path === "/health") {
          [status, payload] = [200, { status: "healthy" }];
        } else if (/^\/sandboxes\/[^/]+\/signed\//.test(path)) {
          // Signed routes: the token is the credential; this fake issues none it would accept.
          throw new HttpError(401, "SIGNED_ROUTE_INVALID", "this signed route is not valid");
        } else {
          const key = req.headers["open-sandbox-api-key"];
          if (key === undefined) throw new HttpError(401, "MISSING_API_KEY", "Missing OPEN-SANDBOX-API-KEY header");
          if (key !== apiKey) throw new HttpError(401, "INVALID_API_KEY", "Invalid API key");
          const raw = Buffer.concat(chunks).toString("utf8");
          const body = () => {
            if (raw === "") return undefined;
            const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim();
            if (type !== "application/json") throw bad(`unsupported content type ${type}`);
            try {
              return JSON.parse(raw) as unknown;
            } catch {
              throw new HttpError(400, "INVALID_JSON", "body is not valid JSON");
            }
          };
          [status, payload] = route(req.method ?? "GET", path, url.searchParams, body, req.headers.host ?? "localhost");
        }
      } catch (error) {
        if (error instanceof HttpError) [status, payload] = [error.status, { code: error.code, message: error.message }];
        else [status, payload] = [500, { code: "INTERNAL_ERROR", message: String(error) }];
      }
      const ctx: TamperContext = { method: req.method ?? "GET", path, status, headers: { "X-Request-ID": requestId }, body: payload };
      options.tamper?.(ctx);
      const text = ctx.body === undefined || ctx.body === "" ? "" : typeof ctx.body === "string" ? ctx.body : JSON.stringify(ctx.body);
      if (text !== "" && typeof ctx.body !== "string") ctx.headers["content-type"] ??= "application/json";
      res.writeHead(ctx.status, ctx.headers);
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    liveSandboxIds: () => [...sandboxes.keys()].filter((id) => live(id)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) throw bad(`${name} must be an integer in ${min}..${max}`);
  return Number(raw);
}

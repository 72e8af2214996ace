// An in-memory Runtime for unit tests of the service and HTTP logic. Its "sandboxes" are real
// local processes (the entrypoint runs on this machine, so exit codes, missing executables and
// pause by SIGSTOP are real) with a small HTTP server standing in for execd; images, volumes and
// snapshots are sets in memory. It passes the same runtime contract suite as the Docker runtime.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import { constants, tmpdir } from "node:os";
import path from "node:path";
import { ApiError } from "../src/errors.ts";
import {
  EXECD_PORT,
  EngineUnavailableError,
  RuntimeError,
  boundLog,
  type EndpointAddress,
  type LogLimits,
  type Observation,
  type Runtime,
  type RuntimeEvent,
  type RuntimeState,
  type SandboxLogs,
  type SandboxSpec,
  type SharedPools,
  volumeAllowed,
} from "../src/runtime/runtime.ts";

type FakeSandbox = {
  spec: SandboxSpec;
  child: ChildProcess;
  execd: http.Server;
  execdPort: number;
  status: "running" | "paused" | "exited";
  /** Whether execd "serves" (reported ready). */
  execdReady: boolean;
  exitCode?: number;
  startError?: string;
  ownedVolumes: string[];
  /** The sandbox's own filesystem: the entrypoint's working directory. */
  dir: string;
  diskTimer?: NodeJS.Timeout;
  stoppedForDisk?: boolean;
  /** What the entrypoint wrote (stdout and stderr), line by line with the time each arrived. */
  output: string[];
  /** The token execd requires now (a claim replaces it, as execd's POST /internal/claim does). */
  token: string;
  /** What the claim asked for, once claimed. */
  claim?: { env: Record<string, string>; unset: string[] };
  /** Lines dropped from the front of `output` to bound it. */
  outputDropped: number;
  /** Shared pools: the record it was taken for (as a label on a Pod). */
  holder?: { recordId: string; at: number };
};

/** Lines of output the fake keeps per sandbox. */
const OUTPUT_LINES = 10_000;

export type FakeRuntimeOptions = {
  unsupported?: Runtime["unsupported"];
  /** Volumes made by others that sandboxes may mount: names, or prefixes ending in "*". */
  allowedVolumes?: string[];
  diskCheckMs?: number;
  /** Offer `sharedPools` (as Kubernetes does): pooled sandboxes are read from the runtime, taken once each. */
  sharedPools?: boolean;
};

export class FakeRuntime implements Runtime {
  readonly unsupported: Runtime["unsupported"];
  /** Images present "locally". */
  readonly images = new Set<string>(["busybox:latest"]);
  /** Images a pull would find. */
  readonly registry = new Set<string>();
  /** Named volumes, with the sandbox that created each (`undefined`: made by someone else). */
  readonly volumes = new Map<string, { createdBy: string | undefined }>();
  private readonly allowedVolumes: string[];
  /** How long a pull takes. */
  pullDelayMs = 0;
  /** While true, prepare and create cannot reach the "engine" (EngineUnavailableError). */
  engineDown = false;
  /** How often a sandbox's directory is measured against its disk limit (the fake measures, as Docker on overlay2 does). */
  readonly diskCheckMs: number;
  /** How long after create execd becomes ready (listens, then is reported); Infinity: never. */
  execdStartMs = 0;
  private readonly sandboxes = new Map<string, FakeSandbox>();
  private readonly listeners = new Set<(e: RuntimeEvent) => void>();
  /** While disconnected, events are lost (as when an event stream drops). */
  private connected = true;

  constructor(opts: FakeRuntimeOptions = {}) {
    this.allowedVolumes = opts.allowedVolumes ?? [];
    this.diskCheckMs = opts.diskCheckMs ?? 200;
    this.unsupported = opts.unsupported ?? {};
    if (opts.sharedPools) {
      this.sharedPools = {
        members: () =>
          [...this.sandboxes]
            .filter(([, x]) => x.spec.pool !== undefined)
            .map(([id, x]) => ({ id, pool: x.spec.pool!, state: { execdPort: x.execdPort, ownedVolumes: x.ownedVolumes }, ready: x.status === "running" && x.execdReady, ...(x.holder ? { holder: x.holder } : {}) })),
        // Check and set in one step, as the Kubernetes runtime's patch with `test` ops is applied.
        acquire: async (id, recordId) => {
          const x = this.sandboxes.get(id);
          if (!x || x.holder) return false;
          x.holder = { recordId, at: Date.now() };
          return true;
        },
      };
    }
  }
  readonly sharedPools?: SharedPools;

  async ping() {}

  check(spec: SandboxSpec): void {
    for (const m of spec.mounts) if (m.kind === "ossfs") throw new ApiError("NOT_SUPPORTED", `volumes[${m.volume}]: ossfs volumes are not supported by the fake runtime`);
  }

  private reachable() {
    if (this.engineDown) throw new EngineUnavailableError("the fake engine is unreachable: connect ENOENT /fake.sock");
  }

  async prepare(spec: SandboxSpec, progress: (o: Observation) => Promise<void>) {
    this.reachable();
    if (this.images.has(spec.image)) return;
    await progress({ phase: "pending", reason: "IMAGE_PULLING", message: `Pulling image ${spec.image}.` });
    await new Promise((r) => setTimeout(r, this.pullDelayMs));
    if (!this.registry.has(spec.image)) throw new RuntimeError("IMAGE_PULL_FAILED", `pulling image ${spec.image} failed: manifest unknown`);
    this.images.add(spec.image);
  }

  async create(spec: SandboxSpec): Promise<{ state: RuntimeState; observation: Observation }> {
    this.reachable();
    await this.remove(spec.sandboxId, undefined); // what an interrupted attempt left
    if (!this.images.has(spec.image)) throw new RuntimeError("CONTAINER_CREATE_FAILED", `creating the sandbox failed: no such image ${spec.image}`);
    const ownedVolumes: string[] = [];
    for (const m of spec.mounts) {
      if (m.kind !== "volume") continue;
      if (!this.volumes.has(m.name)) {
        if (!m.create) throw new RuntimeError("VOLUME_NOT_FOUND", `volume ${m.name} does not exist and createIfNotExists is false`);
        this.volumes.set(m.name, { createdBy: spec.sandboxId });
      }
      if (this.volumes.get(m.name)!.createdBy === undefined && !volumeAllowed(this.allowedVolumes, m.name)) {
        throw new RuntimeError("VOLUME_NOT_ALLOWED", `volume ${m.name} exists but was not created by this runtime and is not allowed`);
      }
      if (m.deleteWithSandbox && this.volumes.get(m.name)!.createdBy === spec.sandboxId) ownedVolumes.push(m.name);
    }
    const execd = http.createServer((req, res) => {
      const ok = req.headers["x-execd-access-token"] === sandbox.token;
      // Like execd, it serves its own routes under /proxy/44772 too.
      const url = req.url?.startsWith(`/proxy/${EXECD_PORT}/`) ? req.url.slice(`/proxy/${EXECD_PORT}`.length) : req.url;
      if (ok && req.method === "POST") {
        let body = "";
        req.on("data", (c: Buffer) => (body += c.toString()));
        req.on("end", () => {
          // As execd's validators: an empty body is refused before anything happens.
          if (body === "{}") return void res.writeHead(400).end();
          if (url !== "/internal/claim") return void res.writeHead(404).end();
          if (sandbox.claim) return void res.writeHead(409).end();
          const b = JSON.parse(body) as { token: string; env?: Record<string, string>; unset?: string[] };
          sandbox.token = b.token;
          sandbox.claim = { env: b.env ?? {}, unset: b.unset ?? [] };
          res.writeHead(204).end();
        });
        return;
      }
      res.writeHead(ok ? (url === "/ping" ? 200 : 404) : 401).end();
    });
    // The port is reserved now (so the address is known), but execd listens only once it is ready:
    // until then connections are refused, as with a real execd still booting.
    await new Promise<void>((resolve) => execd.listen(0, "127.0.0.1", resolve));
    const execdPort = (execd.address() as { port: number }).port;
    await new Promise<void>((resolve) => execd.close(() => resolve()));
    execd.unref();
    const [command, ...args] = spec.entrypoint;
    const dir = mkdtempSync(path.join(tmpdir(), "osb-fake-sandbox-"));
    const child = spawn(command!, args, { stdio: ["ignore", "pipe", "pipe"], cwd: dir, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...spec.env } });
    child.unref();
    const sandbox: FakeSandbox = { spec, child, execd, execdPort, status: "running", execdReady: false, ownedVolumes, dir, output: [], outputDropped: 0, token: spec.execdToken };
    for (const stream of [child.stdout!, child.stderr!]) {
      (stream as unknown as { unref?(): void }).unref?.(); // as the child itself: tests may end while it runs
      let partial = "";
      stream.on("data", (chunk: Buffer) => {
        const parts = (partial + chunk.toString("utf8")).split("\n");
        partial = parts.pop()!;
        const at = new Date().toISOString();
        for (const line of parts) sandbox.output.push(`${at} ${line}`);
        const over = sandbox.output.length - OUTPUT_LINES;
        if (over > 0) {
          sandbox.output.splice(0, over);
          sandbox.outputDropped += over;
        }
      });
      stream.on("end", () => partial && sandbox.output.push(`${new Date().toISOString()} ${partial}`));
      stream.on("error", () => undefined);
    }
    const limit = spec.resources.diskBytes;
    if (limit) {
      sandbox.diskTimer = setInterval(() => {
        if (sandbox.status === "exited" || sizeOf(dir) <= limit) return;
        clearInterval(sandbox.diskTimer);
        sandbox.stoppedForDisk = true;
        child.kill("SIGKILL");
      }, this.diskCheckMs);
      sandbox.diskTimer.unref();
    }
    child.on("error", (err) => {
      sandbox.status = "exited";
      sandbox.startError = err.message;
      this.emit({ type: "changed", sandboxId: spec.sandboxId });
    });
    child.on("exit", (code, signal) => {
      sandbox.status = "exited";
      sandbox.exitCode = code ?? 128 + (signal ? constants.signals[signal] : 0);
      this.emit({ type: "changed", sandboxId: spec.sandboxId });
    });
    this.sandboxes.set(spec.sandboxId, sandbox);
    if (Number.isFinite(this.execdStartMs)) {
      setTimeout(() => {
        if (this.sandboxes.get(spec.sandboxId) !== sandbox) return;
        execd.listen(execdPort, "127.0.0.1", () => {
          if (this.sandboxes.get(spec.sandboxId) !== sandbox) return void execd.close();
          sandbox.execdReady = true;
          this.emit({ type: "execd", sandboxId: spec.sandboxId, ready: true });
        });
      }, this.execdStartMs).unref();
    }
    return { state: { execdPort: sandbox.execdPort, ownedVolumes }, observation: this.observeNow(spec.sandboxId) };
  }

  /** The token the sandbox's execd requires now, and what its claim asked for (pools). */
  execdOf(sandboxId: string): { token: string; claim?: { env: Record<string, string>; unset: string[] }; spec: SandboxSpec } | undefined {
    const s = this.sandboxes.get(sandboxId);
    return s && { token: s.token, spec: s.spec, ...(s.claim ? { claim: s.claim } : {}) };
  }

  async observe(sandboxId: string): Promise<Observation> {
    return this.observeNow(sandboxId);
  }

  private observeNow(sandboxId: string): Observation {
    const s = this.sandboxes.get(sandboxId);
    if (!s) return { phase: "gone", reason: "CONTAINER_MISSING", message: "The sandbox was removed outside OpenSandbox." };
    if (s.status === "running") return { phase: "running", reason: "CONTAINER_RUNNING", message: "The entrypoint is running." };
    if (s.status === "paused") return { phase: "paused", reason: "CONTAINER_PAUSED", message: "The sandbox is paused." };
    if (s.stoppedForDisk) return { phase: "failed", reason: "DISK_LIMIT_EXCEEDED", message: `The sandbox wrote more than its disk limit of ${s.spec.resources.diskBytes} bytes and was stopped.` };
    if (s.startError) return { phase: "failed", reason: "CONTAINER_START_FAILED", message: `The entrypoint could not start: ${s.startError}.` };
    if (s.exitCode === 0) return { phase: "exited", reason: "CONTAINER_EXITED", message: "The entrypoint exited with code 0." };
    return { phase: "failed", reason: "CONTAINER_EXITED_ERROR", message: `The entrypoint exited with code ${s.exitCode}.` };
  }

  async logs(sandboxId: string, _state: RuntimeState | undefined, limits: LogLimits): Promise<SandboxLogs | undefined> {
    const s = this.sandboxes.get(sandboxId);
    return s && boundLog(s.output, limits, s.outputDropped > 0);
  }

  async pause(sandboxId: string, _state?: RuntimeState): Promise<Observation> {
    this.changeState(sandboxId, "pausing", "running", "paused");
    return this.observeNow(sandboxId);
  }

  async resume(sandboxId: string, _state?: RuntimeState): Promise<Observation> {
    this.changeState(sandboxId, "resuming", "paused", "running");
    return this.observeNow(sandboxId);
  }

  /** Refuses as the Runtime interface says: CONTAINER_MISSING when gone, CONTAINER_CONFLICT in another state. */
  private changeState(sandboxId: string, doing: string, needs: FakeSandbox["status"], to: "running" | "paused") {
    const s = this.sandboxes.get(sandboxId);
    if (!s) throw new RuntimeError("CONTAINER_MISSING", `${doing} the sandbox failed: it no longer exists`);
    if (s.status !== needs) throw new RuntimeError("CONTAINER_CONFLICT", `${doing} the sandbox conflicts with its state: it is ${s.status}`);
    this.setStatus(s, to);
  }

  private setStatus(s: FakeSandbox, to: "running" | "paused") {
    s.child.kill(to === "paused" ? "SIGSTOP" : "SIGCONT");
    s.status = to;
  }

  async remove(sandboxId: string, state: RuntimeState | undefined) {
    const s = this.sandboxes.get(sandboxId);
    if (s) {
      this.sandboxes.delete(sandboxId);
      s.child.removeAllListeners("exit");
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGKILL");
      s.execd.close();
      clearInterval(s.diskTimer);
      rmSync(s.dir, { recursive: true, force: true });
      this.emit({ type: "changed", sandboxId });
    }
    for (const v of (state?.ownedVolumes as string[] | undefined) ?? s?.ownedVolumes ?? []) this.volumes.delete(v);
  }

  async listOwned() {
    return [...this.sandboxes.keys()];
  }

  watch(listener: (e: RuntimeEvent) => void) {
    this.listeners.add(listener);
    setImmediate(() => {
      if (!this.listeners.has(listener)) return;
      listener({ type: "resync" });
      this.reportReady(listener);
    });
    return () => void this.listeners.delete(listener);
  }

  /** After a (re)connection: execd's readiness where it already serves (it may have become ready unwatched). */
  private reportReady(listener: (e: RuntimeEvent) => void) {
    for (const [sandboxId, s] of this.sandboxes) if (s.status === "running" && s.execdReady) listener({ type: "execd", sandboxId, ready: true });
  }

  private emit(e: RuntimeEvent) {
    if (this.connected) for (const l of this.listeners) l(e);
  }

  endpoint(_sandboxId: string, state: RuntimeState, port: number): EndpointAddress | undefined {
    const execdPort = state.execdPort as number | undefined;
    if (execdPort === undefined) return undefined;
    return { address: `127.0.0.1:${execdPort}/proxy/${port}`, execd: true };
  }

  target(_sandboxId: string, state: RuntimeState, port: number) {
    const execdPort = state.execdPort as number | undefined;
    return port === EXECD_PORT && execdPort !== undefined ? { host: "127.0.0.1", port: execdPort } : undefined;
  }

  async commit(sandboxId: string, _state: RuntimeState, image: string, _opts?: { labels: Record<string, string>; entrypoint: string[] }) {
    if (!this.sandboxes.has(sandboxId)) throw new Error(`sandbox ${sandboxId} does not exist`);
    this.images.add(image);
  }

  async imageExists(ref: string) {
    return this.images.has(ref);
  }

  async removeImage(ref: string) {
    this.images.delete(ref);
  }

  // ---- test hooks -------------------------------------------------------------------------------

  /** The entrypoint of `sandboxId` ends now with `code`. */
  exit(sandboxId: string, code: number) {
    const s = this.sandboxes.get(sandboxId)!;
    s.child.removeAllListeners("exit");
    s.child.kill("SIGKILL");
    s.status = "exited";
    s.exitCode = code;
    this.emit({ type: "changed", sandboxId });
  }

  /** The resources `sandboxId` was created with. */
  resourcesOf(sandboxId: string): SandboxSpec["resources"] | undefined {
    return this.sandboxes.get(sandboxId)?.spec.resources;
  }

  /** What the sandbox was created with, as the runtime got it. */
  specOf(sandboxId: string): SandboxSpec | undefined {
    return this.sandboxes.get(sandboxId)?.spec;
  }

  /** The sandbox disappears behind the server's back (no event). */
  vanish(sandboxId: string) {
    const s = this.sandboxes.get(sandboxId);
    if (!s) return;
    this.sandboxes.delete(sandboxId);
    s.child.removeAllListeners();
    s.child.kill("SIGKILL");
    s.execd.close();
    clearInterval(s.diskTimer);
    rmSync(s.dir, { recursive: true, force: true });
  }

  /**
   * `sandboxId` is paused or resumed behind the server's back and no event says so (as a
   * `docker pause` by hand, or a commit freezing the container), so the record still says otherwise.
   */
  changeOutside(sandboxId: string, to: "running" | "paused") {
    this.setStatus(this.sandboxes.get(sandboxId)!, to);
  }

  execdServing(sandboxId: string): boolean {
    const s = this.sandboxes.get(sandboxId);
    return s?.status === "running" && s.execdReady;
  }

  /** The runtime's watch reports a change of `sandboxId` (whatever `observe` then says). */
  reportChange(sandboxId: string) {
    this.emit({ type: "changed", sandboxId });
  }

  /** execd in `sandboxId` stops (with `why`) or serves again, as the runtime would report it. */
  execd(sandboxId: string, ready: boolean, why?: string, state?: RuntimeState) {
    const s = this.sandboxes.get(sandboxId);
    if (s) s.execdReady = ready;
    this.emit({ type: "execd", sandboxId, ready, ...(why ? { why } : {}), ...(state ? { state } : {}) });
  }

  /** execd in `sandboxId` stops taking the token it has (a hand-over to it then fails). */
  execdRefuses(sandboxId: string) {
    const s = this.sandboxes.get(sandboxId);
    if (s) s.token = `refused-${Math.random()}`;
  }

  /** The event stream drops: changes until reconnect() are not reported. */
  disconnect() {
    this.connected = false;
  }

  /** The event stream is back: every watcher gets resync first. */
  reconnect() {
    this.connected = true;
    this.emit({ type: "resync" });
    for (const l of this.listeners) this.reportReady(l);
  }

  /** Kills every process and closes every server it started. */
  dispose() {
    for (const id of [...this.sandboxes.keys()]) this.vanish(id);
  }
}

/** Bytes of the regular files under `dir` (what the fake counts against a disk limit). */
function sizeOf(dir: string): number {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    try {
      if (e.isDirectory()) total += sizeOf(p);
      else if (e.isFile()) total += statSync(p).size;
    } catch {
      /* removed meanwhile */
    }
  }
  return total;
}

// Code contexts (`/code*`): one Jupyter kernel per context, started by execd itself.
//
// Design: execd speaks the Jupyter messaging protocol directly to kernel processes it spawns
// from the sandbox's kernelspecs (kernels-specs.ts, jupyter-kernel.ts) -- no Jupyter server, so
// code runs in any image that has a kernel (ipykernel is enough), whatever its entrypoint. The
// ZeroMQ transport is a small pure-TypeScript ZMTP 3.0 client (jupyter-zmtp.ts) rather than
// the `zeromq` addon: a kernel is always one peer on 127.0.0.1 with the NULL mechanism, which
// is a few hundred lines of framing, and a native addon would have to be built, shipped and
// loaded for every libc the runtime supports.
//
// Contexts:
//   - `create` starts a kernel for the language (python by default) and cwd; a language no
//     kernel serves is NOT_SUPPORTED, naming what was looked for; a kernel that fails to start
//     is RUNTIME_ERROR with its output.
//   - `run` with only a language uses that language's default context, started on first use
//     (concurrent first uses share one start). Default contexts are listed like the others.
//   - Executions in one context run one at a time, in arrival order: a request arriving while
//     another runs is queued (its stream is open and pinged meanwhile) -- never "busy". Contexts
//     run in parallel.
//   - A client that goes away: its queued execution is dropped; its running one is interrupted.
//   - `interrupt` interrupts the running execution only (queued ones then run); no-op when idle.
//   - A kernel that dies ends the running and queued executions with an `error` event
//     (ename `KernelDied`, evalue the exit status). The context stays listed (the schema has no
//     state), and a new run naming it answers 409 CONFLICT telling to delete it; a dead
//     *default* context is forgotten and replaced by a fresh one on the next language-only run.
//   - `delete` sends shutdown_request, then kills the kernel's process group after 1 s; its
//     running and queued executions end with ename `ContextDeleted`.
//   - `shutdown` (execd stopping) kills every kernel, including ones still starting.
import { randomUUID } from "../random.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Logger } from "../log.ts";
import { ExecdError } from "../errors.ts";
import type { CodeContext, CodeContextRequest, CodeContextSelector, ServerStreamEvent } from "../generated/execd/types.gen.ts";
import { Kernel, KernelGone, type Execution } from "./jupyter-kernel.ts";
import { canonicalLanguage, KernelSpecs, type KernelSpec } from "./kernels-specs.ts";
import { checkCwd } from "./shell.ts";

export const DEFAULT_LANGUAGE = "python";
/** How long a kernel may take to answer its first kernel_info_request. */
const START_TIMEOUT_MS = Number(process.env.EXECD_KERNEL_START_TIMEOUT_MS) || 60_000;
const START_ATTEMPTS = 3;

type Job = {
  code: string;
  emit: (e: ServerStreamEvent) => void;
  done: () => void;
  started: boolean;
  execution?: Execution;
};

export type Context = {
  id: string;
  language: string;
  spec: KernelSpec;
  kernel: Kernel;
  isDefault: boolean;
  queue: Job[];
  running: Job | undefined;
  /** Why the context cannot run code any more. */
  dead: string | undefined;
};

export type KernelServiceOptions = { log?: Logger; startTimeoutMs?: number };

export class KernelService {
  private readonly contexts = new Map<string, Context>();
  /** Default context per language, and the starts of those not ready yet. */
  private readonly defaults = new Map<string, Context>();
  private readonly defaultsStarting = new Map<string, Promise<Context>>();
  private readonly specs = new KernelSpecs();
  private readonly stopping = new AbortController();
  private readonly starting = new Set<Promise<unknown>>();
  private runDir: string | undefined;
  private readonly log: Logger | undefined;
  private readonly startTimeoutMs: number;

  constructor(opts: KernelServiceOptions = {}) {
    this.log = opts.log;
    this.startTimeoutMs = opts.startTimeoutMs ?? START_TIMEOUT_MS;
  }

  private dir(): string {
    this.runDir ??= mkdtempSync(path.join(tmpdir(), "execd-kernels-")); // mode 0700
    return this.runDir;
  }

  /** Whether `/code` can start a kernel here (the image has a kernelspec or ipykernel). */
  hasKernels(): Promise<boolean> {
    return this.specs.any();
  }

  /** Starts a kernel and registers a context for it. */
  async create(req: CodeContextRequest | undefined, isDefault = false): Promise<Context> {
    const language = canonicalLanguage(req?.language ?? DEFAULT_LANGUAGE) || DEFAULT_LANGUAGE;
    const cwd = checkCwd(req?.cwd);
    if (this.stopping.signal.aborted) throw new ExecdError("CONFLICT", "execd is shutting down");
    const found = await this.specs.find(req?.language ?? language);
    if ("missing" in found) throw new ExecdError("NOT_SUPPORTED", found.missing);
    const spec = found.spec;
    if (this.stopping.signal.aborted) throw new ExecdError("CONFLICT", "execd is shutting down");
    const t0 = Date.now();
    const starting = this.startKernel(spec, cwd);
    this.starting.add(starting);
    let kernel: Kernel;
    try {
      kernel = await starting;
    } catch (err) {
      throw new ExecdError(this.stopping.signal.aborted ? "CONFLICT" : "RUNTIME_ERROR", (err as Error).message);
    } finally {
      this.starting.delete(starting);
    }
    if (this.stopping.signal.aborted) {
      kernel.kill(new KernelGone("ContextDeleted", "execd is shutting down"));
      throw new ExecdError("CONFLICT", "execd is shutting down");
    }
    const ctx: Context = { id: randomUUID().replaceAll("-", ""), language, spec, kernel, isDefault, queue: [], running: undefined, dead: undefined };
    this.contexts.set(ctx.id, ctx);
    kernel.onExit((exit) => {
      ctx.dead = kernel.stopping?.message ?? exit.reason;
      if (!kernel.stopping) this.log?.warn({ context: ctx.id, language, reason: exit.reason, output: kernel.processOutput.slice(-1000) }, "kernel died");
      if (this.defaults.get(language) === ctx && !kernel.stopping) {
        // A dead default context is forgotten: the next language-only run starts a new one.
        this.defaults.delete(language);
        this.contexts.delete(ctx.id);
      }
      this.pump(ctx);
    });
    this.log?.info({ context: ctx.id, language, kernel: spec.name, pid: kernel.pid, startMs: Date.now() - t0 }, "kernel started");
    return ctx;
  }

  private async startKernel(spec: KernelSpec, cwd: string | undefined): Promise<Kernel> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await Kernel.start({ spec, cwd, runDir: this.dir(), timeoutMs: this.startTimeoutMs, signal: this.stopping.signal });
      } catch (err) {
        // The free ports were picked before the kernel bound them; another process may have won.
        if (attempt >= START_ATTEMPTS || !/address already in use/i.test((err as Error).message) || this.stopping.signal.aborted) throw err;
      }
    }
  }

  view(ctx: Context): CodeContext {
    return { id: ctx.id, language: ctx.language };
  }

  list(language?: string): CodeContext[] {
    const lang = language === undefined ? undefined : canonicalLanguage(language);
    return [...this.contexts.values()].filter((c) => lang === undefined || c.language === lang).map((c) => this.view(c));
  }

  get(id: string): Context {
    const ctx = this.contexts.get(id);
    if (!ctx) throw new ExecdError("CONTEXT_NOT_FOUND", `code context ${id} not found`);
    return ctx;
  }

  /**
   * The context a run uses: the one named by `id` (404 when unknown, 409 when its kernel died),
   * else the language's default context, started if needed. Called before the stream opens.
   */
  async resolve(selector: CodeContextSelector): Promise<Context> {
    if (selector.id) {
      const ctx = this.get(selector.id);
      if (ctx.dead) throw new ExecdError("CONFLICT", `code context ${ctx.id} cannot run code: ${ctx.dead}; delete it and create a new context`);
      return ctx;
    }
    const language = canonicalLanguage(selector.language ?? DEFAULT_LANGUAGE) || DEFAULT_LANGUAGE;
    const current = this.defaults.get(language);
    if (current && !current.dead) return current;
    if (current) {
      this.defaults.delete(language);
      this.contexts.delete(current.id);
    }
    let pending = this.defaultsStarting.get(language);
    if (!pending) {
      pending = this.create({ language: selector.language ?? language }, true)
        .then((ctx) => {
          this.defaults.set(language, ctx);
          return ctx;
        })
        .finally(() => this.defaultsStarting.delete(language));
      this.defaultsStarting.set(language, pending);
    }
    return pending;
  }

  /**
   * Queues `code` on the context and resolves once its terminal event was emitted (or it was
   * dropped because `gone` resolved first). Never rejects.
   */
  run(ctx: Context, code: string, emit: (e: ServerStreamEvent) => void, gone?: Promise<void>): Promise<void> {
    return new Promise<void>((resolve) => {
      const job: Job = { code, emit, done: resolve, started: false };
      ctx.queue.push(job);
      void gone?.then(() => {
        if (!job.started) {
          const at = ctx.queue.indexOf(job);
          if (at >= 0) ctx.queue.splice(at, 1);
          resolve();
        } else if (ctx.running === job) {
          job.execution?.interrupt(); // the client left: stop what it started
        }
      });
      this.pump(ctx);
    });
  }

  private pump(ctx: Context): void {
    if (ctx.running) return;
    const job = ctx.queue.shift();
    if (!job) return;
    job.started = true;
    if (ctx.dead) {
      const gone = ctx.kernel.stopping ?? new KernelGone("KernelDied", ctx.dead);
      job.emit({ type: "error", error: { ename: gone.ename, evalue: gone.message, traceback: [] } });
      job.done();
      this.pump(ctx);
      return;
    }
    ctx.running = job;
    job.execution = ctx.kernel.execute(job.code, job.emit);
    void job.execution.done.then(() => {
      ctx.running = undefined;
      job.done();
      this.pump(ctx);
    });
  }

  /** Interrupts the context's running execution, if any. */
  interrupt(id: string): void {
    const ctx = this.get(id);
    if (!ctx.dead) ctx.running?.execution?.interrupt();
  }

  async delete(id: string): Promise<void> {
    await this.stop(this.get(id), "the code context was deleted");
  }

  async deleteLanguage(language: string): Promise<void> {
    const lang = canonicalLanguage(language);
    await Promise.all([...this.contexts.values()].filter((c) => c.language === lang).map((c) => this.stop(c, "the code context was deleted")));
  }

  private async stop(ctx: Context, why: string): Promise<void> {
    this.contexts.delete(ctx.id);
    if (this.defaults.get(ctx.language) === ctx) this.defaults.delete(ctx.language);
    await ctx.kernel.shutdown(new KernelGone("ContextDeleted", why));
  }

  /** Kills every kernel (execd is exiting); waits until they are gone. */
  async shutdown(): Promise<void> {
    this.stopping.abort(new Error("execd is shutting down"));
    const reason = new KernelGone("ContextDeleted", "execd is shutting down");
    const all = [...this.contexts.values()];
    this.contexts.clear();
    this.defaults.clear();
    await Promise.all(all.map((c) => c.kernel.shutdown(reason, 300)));
    await Promise.allSettled([...this.starting]);
    if (this.runDir) rmSync(this.runDir, { recursive: true, force: true });
  }
}

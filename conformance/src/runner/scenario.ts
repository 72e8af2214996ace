// Runs one scenario: its steps in order (stopping at the first failed expectation), then its
// cleanup steps whatever happened. Every observation becomes a CheckResult.
import type { LoadedScenario, Poll, Step } from "../cases/types.js";
import { evaluateExpectation, interpolateFieldPath, responseRoot } from "../checks/expect.js";
import type { Outcome } from "../checks/expect.js";
import { evaluateMatcher, resolveField, show } from "../checks/matchers.js";
import { summarizeEvents } from "../checks/stream.js";
import { UNSUPPORTED_CHECK, scenarioStatus } from "../checks/types.js";
import type { CheckResult, CheckStatus, Origin, ScenarioResult } from "../checks/types.js";
import { isObject, resolveRef, specRefOf } from "../spec.js";
import type { SpecOperation } from "../spec.js";
import { excerpt } from "../wire-schema.js";
import type { WireIssue, WireSchema } from "../wire-schema.js";
import { TransportError } from "./driver.js";
import type { Driver, WireRequest, WireResponse } from "./driver.js";
import { interpolate, UndefinedVariableError } from "./interpolate.js";
import type { Vars } from "./interpolate.js";
import { buildWireRequest } from "./request.js";

export const API_KEY_HEADER = "OPEN-SANDBOX-API-KEY";
export const REQUEST_ID_HEADER = "x-request-id";

export interface RunOptions {
  driver: Driver;
  wire: WireSchema;
  /** The credential (API key or access token). */
  apiKey: string;
  /** Header the credential goes in. @default the spec's apiKey security scheme header, else OPEN-SANDBOX-API-KEY */
  authHeader?: string;
  /** Value of `{image}` (lifecycle cases). */
  image?: string;
  /** Value of `{uniq}`: random per run, keeps metadata of parallel runs apart. */
  uniq: string;
  /** More builtin variables, e.g. `{execdPort}`. */
  builtins?: Vars;
  /** Upper bound for any single request. @default 60_000 */
  stepTimeoutMs: number;
  /** Poll duration when a step does not set `poll.timeoutSeconds`. @default 90_000 */
  pollTimeoutMs: number;
  /** Pause between poll attempts when a step does not set `poll.intervalSeconds`. @default 500 */
  pollIntervalMs: number;
  /** Receives one line per request sent (for --verbose). */
  log?: (line: string) => void;
}

/** Check kinds whose failure does not stop the scenario (the flow can still go on). */
const NON_BLOCKING = new Set(["wire", "request-id"]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StepContext {
  idBase: string;
  label: string;
  operation?: SpecOperation;
  request?: string;
  origin: Origin;
  failStatus: CheckStatus;
  checks: CheckResult[];
}

interface PollOutcome {
  ok: boolean;
  response?: WireResponse;
  message: string;
}

/** A request a `detach` step left running, until a `join` step collects it. */
interface Detached {
  request: WireRequest;
  description: string;
  operation?: SpecOperation;
  /** Level `spec` of the join step resolves like the detach step's. */
  specInvalid: boolean;
  done: Promise<WireResponse>;
  abort: AbortController;
}

/** What the responses of one step looked like on the wire. */
class Observed {
  seen = 0;
  withoutRequestId = 0;
  readonly wireIssues = new Map<string, WireIssue>();
}

class ScenarioRun {
  private readonly checks: CheckResult[] = [];
  private readonly vars: Vars;
  private readonly detached = new Map<string, Detached>();

  /** Why later steps do not run when it is not a failure (an optional feature the server lacks). */
  private stopReason: string | undefined;

  constructor(
    private readonly scenario: LoadedScenario,
    private readonly opts: RunOptions,
  ) {
    this.vars = { ...(opts.image !== undefined ? { image: opts.image } : {}), uniq: opts.uniq, ...opts.builtins };
  }

  async run(): Promise<ScenarioResult> {
    const started = performance.now();
    try {
      if (this.initVars()) {
        let aborted = false;
        for (const [index, step] of this.scenario.steps.entries()) {
          if (aborted) this.skip(step, "step", index, this.stopReason ?? "not run: an earlier step failed");
          else aborted = (await this.runStep(step, "step", index)) && this.scenario.continueOnFailure !== true;
        }
      }
    } finally {
      await this.abandonDetached();
      for (const [index, step] of (this.scenario.cleanup ?? []).entries()) {
        await this.runStep(step, "cleanup", index);
      }
      await this.abandonDetached();
    }
    return {
      id: this.scenario.id,
      ...(this.scenario.title ? { title: this.scenario.title } : {}),
      file: this.scenario.file,
      status: scenarioStatus(this.checks),
      durationMs: Math.round(performance.now() - started),
      checks: this.checks,
    };
  }

  /** Requests detached and never joined (a step failed first) are cut off. */
  private async abandonDetached(): Promise<void> {
    const pending = [...this.detached.values()];
    this.detached.clear();
    for (const d of pending) d.abort.abort();
    await Promise.all(pending.map((d) => d.done.catch(() => undefined)));
  }

  private get specRef(): string {
    const ref = this.scenario.specRef;
    return Array.isArray(ref) ? ref.join(", ") : ref;
  }

  private initVars(): boolean {
    try {
      for (const [name, value] of Object.entries(this.scenario.vars ?? {})) this.vars[name] = interpolate(value, this.vars);
      return true;
    } catch (error) {
      this.checks.push({
        id: `${this.scenario.id}#vars`,
        scenarioId: this.scenario.id,
        status: "FAILURE",
        origin: "harness",
        specRef: this.specRef,
        details: { message: `scenario vars: ${(error as Error).message}` },
      });
      return false;
    }
  }

  private stepLabel(step: Step, phase: string, index: number): string {
    return `${phase} ${index + 1}${step.name ? ` "${step.name}"` : ""}`;
  }

  private skip(step: Step, phase: "step" | "cleanup", index: number, message: string): void {
    this.checks.push({
      id: `${this.scenario.id}#${phase}${index + 1}`,
      scenarioId: this.scenario.id,
      status: "SKIPPED",
      operationId: this.scenario.operationIds[0],
      specRef: this.specRef,
      details: { message, step: this.stepLabel(step, phase, index) },
    });
  }

  private push(ctx: StepContext, kind: string, status: CheckStatus, details: Omit<CheckResult["details"], "step" | "request">, options: { wireRef?: boolean; origin?: Origin } = {}): void {
    const check: CheckResult = {
      id: `${ctx.idBase}:${kind}`,
      scenarioId: this.scenario.id,
      status,
      operationId: ctx.operation?.key ?? this.scenario.operationIds[0],
      specRef: options.wireRef && ctx.operation ? specRefOf(this.opts.wire.spec, ctx.operation.pointer) : this.specRef,
      details: { ...details, step: ctx.label, ...(ctx.request ? { request: ctx.request } : {}) },
    };
    if (status === "FAILURE" || status === "WARNING") check.origin = options.origin ?? ctx.origin;
    ctx.checks.push(check);
    this.checks.push(check);
  }

  private observer(ctx: StepContext, method: string, observed: Observed, options: { requestId: boolean; wire: boolean }) {
    return (response: WireResponse) => {
      observed.seen++;
      if (options.requestId && !response.headers[REQUEST_ID_HEADER]) observed.withoutRequestId++;
      if (options.wire && ctx.operation) {
        if (response.wireJson === undefined) {
          for (const issue of this.opts.wire.checkResponse(ctx.operation, method, response)) observed.wireIssues.set(issue.message, issue);
        } else {
          // Through an SDK, `json` is what the SDK decoded: the bytes on the wire are checked
          // (the server's conformance), and so is the SDK's view of them (the client's).
          const wire = this.opts.wire.checkResponse(ctx.operation, method, { ...response, json: response.wireJson });
          for (const issue of wire) observed.wireIssues.set(issue.message, issue);
          for (const issue of this.opts.wire.checkResponse(ctx.operation, method, response)) {
            if (observed.wireIssues.has(issue.message)) continue;
            const message = `as the client decoded it, ${issue.message}`;
            observed.wireIssues.set(message, { ...issue, message });
          }
        }
      }
      for (const problem of response.clientProblems ?? []) observed.wireIssues.set(problem, { severity: "FAILURE", message: problem });
    };
  }

  /** Runs one step; returns true when the scenario must stop. */
  private async runStep(step: Step, phase: "step" | "cleanup", index: number): Promise<boolean> {
    const cleanup = phase === "cleanup";
    const ctx: StepContext = {
      idBase: `${this.scenario.id}#${phase}${index + 1}`,
      label: this.stepLabel(step, phase, index),
      origin: "implementation",
      failStatus: "FAILURE",
      checks: [],
    };

    if (step.when) {
      const unmet = Object.entries(step.when).filter(([name, matcher]) => {
        const value = this.vars[name];
        return evaluateMatcher({ found: value !== undefined, value }, matcher, this.vars).length > 0;
      });
      if (unmet.length > 0) {
        this.push(ctx, "when", "SKIPPED", { message: `not run: condition on ${unmet.map(([n]) => `{${n}}`).join(", ")} not met (${unmet.map(([n]) => show(this.vars[n])).join(", ")})` });
        return false;
      }
    }

    if (step.join !== undefined) return this.runJoin(step, ctx, cleanup);
    if (!step.request) {
      this.push(ctx, "request", "FAILURE", { message: "a step needs a request or a join" }, { origin: "harness" });
      return true;
    }

    let request: WireRequest;
    try {
      request = buildWireRequest(step.request, this.vars, { header: this.authHeader, value: this.opts.apiKey });
    } catch (error) {
      if (error instanceof UndefinedVariableError) {
        if (cleanup) {
          this.push(ctx, "request", "SKIPPED", { message: `not run: {${error.variable}} was never captured` });
          return false;
        }
        this.push(ctx, "request", "FAILURE", { message: `cannot build the request: ${error.message} (an earlier response did not provide it)` });
        return true;
      }
      this.push(ctx, "request", cleanup ? "WARNING" : "FAILURE", { message: `cannot build the request: ${(error as Error).message}` }, { origin: "harness" });
      return !cleanup;
    }
    ctx.request = this.opts.driver.describe(request);
    this.opts.log?.(`${this.scenario.id} ${ctx.label}: ${ctx.request}`);

    const validation = this.opts.wire.checkRequest(request);
    if (validation.match) {
      ctx.operation = validation.match.operation;
      if (ctx.operation.operationId) request.operationId = ctx.operation.operationId;
      request.pathParams = validation.match.pathParams;
    }
    if (step.request.invalidRequest === true) request.invalid = true;
    if (!Object.keys(request.headers).some((k) => k.toLowerCase() === "accept")) request.headers.accept = this.acceptFor(ctx.operation);
    const intentional = step.request.invalidRequest === true;
    if (validation.issues.length > 0 && !intentional) {
      ctx.origin = "harness";
      this.push(ctx, "request", cleanup ? "WARNING" : "FAILURE", { message: `the harness sent a request that violates the spec: ${validation.issues.join("; ")}` }, { wireRef: true });
    } else if (ctx.operation) {
      const message = validation.issues.length > 0 ? `deliberately invalid request: ${validation.issues.join("; ")}` : "request conforms to the spec";
      this.push(ctx, "request", "SUCCESS", { message }, { wireRef: true });
    }

    const specInvalid = validation.issues.length > 0;
    this.setLevel(ctx, step, specInvalid, cleanup);

    if (step.detach) return this.runDetach(step, request, ctx, cleanup, specInvalid);

    const observed = new Observed();
    const observe = this.observer(ctx, request.method, observed, { requestId: true, wire: true });
    let response: WireResponse | undefined;
    let completed = true;
    if (step.poll) {
      const outcome = await this.poll(request, step.poll, observe, step.request.maxEvents);
      response = outcome.response;
      completed = outcome.ok;
      this.push(ctx, "poll", outcome.ok ? "SUCCESS" : ctx.failStatus, { message: outcome.message, ...(response ? { response: responseDetails(response) } : {}) });
    } else {
      try {
        response = await this.opts.driver.send(request, this.opts.stepTimeoutMs, step.request.maxEvents !== undefined ? { maxEvents: step.request.maxEvents } : {});
        observe(response);
      } catch (error) {
        completed = false;
        this.pushTransport(ctx, error);
      }
    }
    if (response) this.opts.log?.(`  -> ${response.status} (${response.durationMs} ms)`);
    return this.conclude(step, ctx, request, observed, response, completed, cleanup);
  }

  private get authHeader(): string {
    return this.opts.authHeader ?? this.opts.wire.spec.authHeader ?? API_KEY_HEADER;
  }

  private setLevel(ctx: StepContext, step: Step, specInvalid: boolean, cleanup: boolean): void {
    const level = step.level === "spec" ? (specInvalid ? "MUST" : "SHOULD") : (step.level ?? this.scenario.level ?? "MUST");
    ctx.failStatus = cleanup || level === "SHOULD" ? "WARNING" : "FAILURE";
  }

  /** `application/json` for JSON operations; the documented media types otherwise (event streams, downloads). */
  private acceptFor(operation: SpecOperation | undefined): string {
    if (!operation || !isObject(operation.operation.responses)) return "application/json";
    const types = new Set<string>();
    for (const [status, raw] of Object.entries(operation.operation.responses)) {
      if (!status.startsWith("2")) continue;
      const response = resolveRef(this.opts.wire.spec.doc, raw, "").value;
      if (isObject(response) && isObject(response.content)) for (const type of Object.keys(response.content)) types.add(type);
    }
    const list = [...types];
    if (list.length === 0 || list.every((t) => t === "application/json")) return "application/json";
    return list.includes("*/*") ? "*/*" : list.join(", ");
  }

  private pushTransport(ctx: StepContext, error: unknown): void {
    let message = (error as Error).message;
    const events = error instanceof TransportError ? error.partial?.events : undefined;
    if (events) message += `; events so far ${summarizeEvents(events)}`;
    this.push(ctx, "transport", ctx.failStatus, { message });
  }

  /** request-id and wire checks, expectations, saved values; returns true when the scenario must stop. */
  private conclude(step: Step, ctx: StepContext, request: WireRequest, observed: Observed, response: WireResponse | undefined, completed: boolean, cleanup: boolean, checks = { requestId: true, wire: true }): boolean {
    const wireFail: CheckStatus = cleanup ? "WARNING" : "FAILURE";
    if (observed.seen > 0 && checks.requestId) {
      const missing = observed.withoutRequestId;
      this.push(
        ctx,
        "request-id",
        missing === 0 ? "SUCCESS" : wireFail,
        missing === 0
          ? { message: "X-Request-ID present" }
          : { message: `X-Request-ID header missing on ${missing} of ${observed.seen} response(s)`, field: "headers.x-request-id", expected: "present", ...(response ? { response: responseDetails(response) } : {}) },
        { wireRef: true },
      );
    }
    if (observed.seen > 0 && checks.wire) {
      if (!ctx.operation) {
        this.push(ctx, "wire", "SKIPPED", { message: `no operation in ${this.opts.wire.spec.fileName} for ${request.method} ${request.path}; response not validated` });
      } else if (observed.wireIssues.size === 0) {
        this.push(ctx, "wire", "SUCCESS", { message: `response${observed.seen > 1 ? `s (${observed.seen})` : ""} conform to ${ctx.operation.key} in the spec` }, { wireRef: true });
      } else {
        for (const issue of observed.wireIssues.values()) {
          const status = issue.severity === "WARNING" || cleanup ? "WARNING" : "FAILURE";
          this.push(ctx, "wire", status, { message: issue.message, ...(response ? { response: responseDetails(response) } : {}) }, { wireRef: true });
        }
      }
    }

    // An optional feature the server says it does not offer (400 NOT_SUPPORTED): the scenario
    // ends here as UNSUPPORTED, neither passed nor failed.
    const refusal = response && step.feature && !cleanup ? notSupported(response) : undefined;
    if (refusal !== undefined) {
      this.push(ctx, UNSUPPORTED_CHECK, "SKIPPED", { message: `the server does not offer ${step.feature}: ${refusal}`, response: responseDetails(response!) });
      this.stopReason = `not run: the server does not offer ${step.feature}`;
      return true;
    }
    if (response && completed && step.expect) {
      for (const outcome of evaluateExpectation(step.expect, response, this.vars, this.opts.wire)) this.pushOutcome(ctx, outcome, response);
    }
    if (response) this.save(step, response);

    if (cleanup) return false;
    return ctx.checks.some((c) => c.status === "FAILURE" && !NON_BLOCKING.has(c.id.slice(ctx.idBase.length + 1)));
  }

  /** Starts the request and returns once enough of it has arrived; the rest is collected by `join`. */
  private async runDetach(step: Step, request: WireRequest, ctx: StepContext, cleanup: boolean, specInvalid: boolean): Promise<boolean> {
    const detach = step.detach as NonNullable<Step["detach"]>;
    if (this.detached.has(detach.as)) {
      this.push(ctx, "detach", "FAILURE", { message: `a detached request named "${detach.as}" is still running` }, { origin: "harness" });
      return true;
    }
    const wanted = detach.events ?? 1;
    const abort = new AbortController();
    let onProgress: (snapshot: WireResponse) => void = () => undefined;
    const ready = new Promise<WireResponse | undefined>((resolve) => {
      onProgress = (snapshot) => {
        if (snapshot.events !== undefined && snapshot.events.length >= wanted) resolve(snapshot);
      };
    });
    const done = this.opts.driver.send(request, this.opts.stepTimeoutMs, {
      signal: abort.signal,
      onProgress: (snapshot) => onProgress(snapshot),
      ...(step.request?.maxEvents !== undefined ? { maxEvents: step.request.maxEvents } : {}),
    });
    done.catch(() => undefined);
    this.detached.set(detach.as, { request, description: ctx.request as string, ...(ctx.operation ? { operation: ctx.operation } : {}), specInvalid, done, abort });

    let snapshot: WireResponse | undefined;
    let completed = true;
    try {
      snapshot = await Promise.race([ready, done]);
    } catch (error) {
      completed = false;
      this.pushTransport(ctx, error);
    }
    const observed = new Observed();
    if (snapshot) {
      this.observer(ctx, request.method, observed, { requestId: true, wire: false })(snapshot);
      this.opts.log?.(`  -> ${snapshot.status}, detached as ${detach.as}${snapshot.events ? ` after ${snapshot.events.length} event(s)` : ""}`);
    }
    return this.conclude(step, ctx, request, observed, snapshot, completed, cleanup, { requestId: true, wire: false });
  }

  /** Waits for a detached request and checks all of it. */
  private async runJoin(step: Step, ctx: StepContext, cleanup: boolean): Promise<boolean> {
    const name = step.join as string;
    const detached = this.detached.get(name);
    if (!detached) {
      this.push(ctx, "join", cleanup ? "WARNING" : "FAILURE", { message: `no detached request named "${name}" is running` }, { origin: "harness" });
      return !cleanup;
    }
    this.detached.delete(name);
    ctx.request = detached.description;
    if (detached.operation) ctx.operation = detached.operation;
    this.setLevel(ctx, step, detached.specInvalid, cleanup);
    const observed = new Observed();
    let response: WireResponse | undefined;
    let completed = true;
    try {
      response = await detached.done;
      this.observer(ctx, detached.request.method, observed, { requestId: false, wire: true })(response);
      this.opts.log?.(`${this.scenario.id} ${ctx.label}: joined ${name} -> ${response.status} (${response.durationMs} ms)`);
    } catch (error) {
      completed = false;
      this.pushTransport(ctx, error);
    }
    return this.conclude(step, ctx, detached.request, observed, response, completed, cleanup, { requestId: false, wire: true });
  }

  private pushOutcome(ctx: StepContext, outcome: Outcome, response: WireResponse): void {
    const status: CheckStatus = outcome.ok ? "SUCCESS" : outcome.should ? "WARNING" : ctx.failStatus;
    this.push(ctx, outcome.kind, status, {
      message: outcome.message,
      ...(outcome.field ? { field: outcome.field } : {}),
      ...(!outcome.ok && outcome.expected !== undefined ? { expected: outcome.expected, actual: outcome.actual } : {}),
      ...(!outcome.ok ? { response: responseDetails(response) } : {}),
    });
  }

  private save(step: Step, response: WireResponse): void {
    const root = responseRoot(response);
    for (const [name, fieldPath] of Object.entries(step.save ?? {})) {
      let resolved;
      try {
        resolved = resolveField(root, interpolateFieldPath(fieldPath, this.vars));
      } catch {
        continue; // a placeholder in the path that is not defined: nothing to save
      }
      if (resolved.found) this.vars[name] = resolved.value;
    }
  }

  private async poll(request: WireRequest, poll: Poll, observe: (r: WireResponse) => void, maxEvents?: number): Promise<PollOutcome> {
    const timeoutMs = poll.timeoutSeconds !== undefined ? poll.timeoutSeconds * 1000 : this.opts.pollTimeoutMs;
    const intervalMs = poll.intervalSeconds !== undefined ? poll.intervalSeconds * 1000 : this.opts.pollIntervalMs;
    const deadline = Date.now() + timeoutMs;
    let last: WireResponse | undefined;
    let lastProblem = "";
    for (let attempt = 1; ; attempt++) {
      try {
        // Each attempt gets the full step timeout; no new attempt starts after the deadline.
        last = await this.opts.driver.send(request, this.opts.stepTimeoutMs, maxEvents !== undefined ? { maxEvents } : {});
        observe(last);
        const response = last;
        const unmet = asList(poll.until).map((e) => evaluateExpectation(e, response, this.vars, this.opts.wire).filter((o) => !o.ok));
        if (unmet.some((u) => u.length === 0)) return { ok: true, response: last, message: `condition met after ${attempt} attempt(s)` };
        lastProblem = unmet.map((u) => u.map((o) => o.message).join("; ")).join(" | or | ");
        if (poll.abortIf) {
          const abort = asList(poll.abortIf).some((e) => evaluateExpectation(e, response, this.vars, this.opts.wire).every((o) => o.ok));
          if (abort) {
            return { ok: false, response: last, message: `gave up waiting after ${attempt} attempt(s): abort condition met (${describeResponse(last)}); wanted ${lastProblem}` };
          }
        }
      } catch (error) {
        lastProblem = (error as Error).message;
      }
      if (Date.now() + intervalMs >= deadline) {
        return {
          ok: false,
          ...(last ? { response: last } : {}),
          message: `condition not met within ${timeoutMs / 1000} s (${attempt} attempts); last: ${lastProblem}`,
        };
      }
      await sleep(intervalMs);
    }
  }
}

function asList<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

function describeResponse(response: WireResponse): string {
  return `${response.status} ${excerpt(response.bodyText, 200)}`;
}

function responseDetails(response: WireResponse): { status: number; body: string } {
  return { status: response.status, body: response.events ? excerpt(summarizeEvents(response.events, 30), 500) : excerpt(bodyForReport(response), 500) };
}

function bodyForReport(response: WireResponse): string {
  const bytes = response.bodyBytes;
  // Binary bodies are shown as hex rather than as mojibake.
  if (bytes && bytes.some((b) => b === 0 || (b < 32 && b !== 9 && b !== 10 && b !== 13))) return `(binary) ${Buffer.from(bytes.subarray(0, 120)).toString("hex")}`;
  return response.bodyText;
}

export function runScenario(scenario: LoadedScenario, options: RunOptions): Promise<ScenarioResult> {
  return new ScenarioRun(scenario, options).run();
}

/** The message of a 400 NOT_SUPPORTED answer in the spec's error shape; undefined for anything else. */
function notSupported(response: WireResponse): string | undefined {
  const body = response.json as { code?: unknown; message?: unknown } | undefined;
  if (response.status !== 400 || !body || body.code !== "NOT_SUPPORTED") return undefined;
  return typeof body.message === "string" ? body.message : "NOT_SUPPORTED";
}

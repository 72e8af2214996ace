// Runs one scenario: its steps in order (stopping at the first failed expectation), then its
// cleanup steps whatever happened. Every observation becomes a CheckResult.
import type { LoadedScenario, Poll, RequestSpec, Step } from "../cases/types.js";
import { evaluateExpectation, responseRoot } from "../checks/expect.js";
import type { Outcome } from "../checks/expect.js";
import { evaluateMatcher, resolveField, show } from "../checks/matchers.js";
import { scenarioStatus } from "../checks/types.js";
import type { CheckResult, CheckStatus, Origin, ScenarioResult } from "../checks/types.js";
import { specRefOf } from "../spec.js";
import type { SpecOperation } from "../spec.js";
import { excerpt } from "../wire-schema.js";
import type { WireIssue, WireSchema } from "../wire-schema.js";
import type { Driver, WireRequest, WireResponse } from "./driver.js";
import { interpolate, interpolateString, UndefinedVariableError } from "./interpolate.js";
import type { Vars } from "./interpolate.js";

export const API_KEY_HEADER = "OPEN-SANDBOX-API-KEY";
export const REQUEST_ID_HEADER = "x-request-id";

export interface RunOptions {
  driver: Driver;
  wire: WireSchema;
  apiKey: string;
  /** Value of `{image}`. */
  image: string;
  /** Value of `{uniq}`: random per run, keeps metadata of parallel runs apart. */
  uniq: string;
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

class ScenarioRun {
  private readonly checks: CheckResult[] = [];
  private readonly vars: Vars;

  constructor(
    private readonly scenario: LoadedScenario,
    private readonly opts: RunOptions,
  ) {
    this.vars = { image: opts.image, uniq: opts.uniq };
  }

  async run(): Promise<ScenarioResult> {
    const started = performance.now();
    try {
      if (this.initVars()) {
        let aborted = false;
        for (const [index, step] of this.scenario.steps.entries()) {
          if (aborted) this.skip(step, "step", index, "not run: an earlier step failed");
          else aborted = (await this.runStep(step, "step", index)) && this.scenario.continueOnFailure !== true;
        }
      }
    } finally {
      for (const [index, step] of (this.scenario.cleanup ?? []).entries()) {
        await this.runStep(step, "cleanup", index);
      }
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

    let request: WireRequest;
    try {
      request = this.buildRequest(step.request);
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
    if (validation.match) ctx.operation = validation.match.operation;
    const intentional = step.request.invalidRequest === true;
    if (validation.issues.length > 0 && !intentional) {
      ctx.origin = "harness";
      this.push(ctx, "request", cleanup ? "WARNING" : "FAILURE", { message: `the harness sent a request that violates the spec: ${validation.issues.join("; ")}` }, { wireRef: true });
    } else if (ctx.operation) {
      const message = validation.issues.length > 0 ? `deliberately invalid request: ${validation.issues.join("; ")}` : "request conforms to the spec";
      this.push(ctx, "request", "SUCCESS", { message }, { wireRef: true });
    }

    const level = step.level === "spec" ? (validation.issues.length > 0 ? "MUST" : "SHOULD") : (step.level ?? this.scenario.level ?? "MUST");
    ctx.failStatus = cleanup || level === "SHOULD" ? "WARNING" : "FAILURE";

    const wireIssues = new Map<string, WireIssue>();
    let seen = 0;
    let withoutRequestId = 0;
    const observe = (response: WireResponse) => {
      seen++;
      if (!response.headers[REQUEST_ID_HEADER]) withoutRequestId++;
      if (ctx.operation) for (const issue of this.opts.wire.checkResponse(ctx.operation, request.method, response)) wireIssues.set(issue.message, issue);
    };

    let response: WireResponse | undefined;
    let completed = true;
    if (step.poll) {
      const outcome = await this.poll(request, step.poll, observe);
      response = outcome.response;
      completed = outcome.ok;
      this.push(ctx, "poll", outcome.ok ? "SUCCESS" : ctx.failStatus, { message: outcome.message, ...(response ? { response: responseDetails(response) } : {}) });
    } else {
      try {
        response = await this.opts.driver.send(request, this.opts.stepTimeoutMs);
        observe(response);
      } catch (error) {
        completed = false;
        this.push(ctx, "transport", ctx.failStatus, { message: (error as Error).message });
      }
    }
    if (response) this.opts.log?.(`  -> ${response.status} (${response.durationMs} ms)`);

    const wireFail: CheckStatus = cleanup ? "WARNING" : "FAILURE";
    if (seen > 0) {
      this.push(
        ctx,
        "request-id",
        withoutRequestId === 0 ? "SUCCESS" : wireFail,
        withoutRequestId === 0
          ? { message: "X-Request-ID present" }
          : { message: `X-Request-ID header missing on ${withoutRequestId} of ${seen} response(s)`, field: "headers.x-request-id", expected: "present", ...(response ? { response: responseDetails(response) } : {}) },
        { wireRef: true },
      );
      if (!ctx.operation) {
        this.push(ctx, "wire", "SKIPPED", { message: `no operation in ${this.opts.wire.spec.fileName} for ${request.method} ${request.path}; response not validated` });
      } else if (wireIssues.size === 0) {
        this.push(ctx, "wire", "SUCCESS", { message: `response${seen > 1 ? `s (${seen})` : ""} conform to ${ctx.operation.key} in the spec` }, { wireRef: true });
      } else {
        for (const issue of wireIssues.values()) {
          const status = issue.severity === "WARNING" || cleanup ? "WARNING" : "FAILURE";
          this.push(ctx, "wire", status, { message: issue.message, ...(response ? { response: responseDetails(response) } : {}) }, { wireRef: true });
        }
      }
    }

    if (response && completed && step.expect) {
      for (const outcome of evaluateExpectation(step.expect, response, this.vars, this.opts.wire)) this.pushOutcome(ctx, outcome, response);
    }
    if (response) this.save(step, response);

    if (cleanup) return false;
    return ctx.checks.some((c) => c.status === "FAILURE" && !NON_BLOCKING.has(c.id.slice(ctx.idBase.length + 1)));
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
      const resolved = resolveField(root, fieldPath);
      if (resolved.found) this.vars[name] = resolved.value;
    }
  }

  private async poll(request: WireRequest, poll: Poll, observe: (r: WireResponse) => void): Promise<PollOutcome> {
    const timeoutMs = poll.timeoutSeconds !== undefined ? poll.timeoutSeconds * 1000 : this.opts.pollTimeoutMs;
    const intervalMs = poll.intervalSeconds !== undefined ? poll.intervalSeconds * 1000 : this.opts.pollIntervalMs;
    const deadline = Date.now() + timeoutMs;
    let last: WireResponse | undefined;
    let lastProblem = "";
    for (let attempt = 1; ; attempt++) {
      try {
        // Each attempt gets the full step timeout; no new attempt starts after the deadline.
        last = await this.opts.driver.send(request, this.opts.stepTimeoutMs);
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

  private buildRequest(spec: RequestSpec): WireRequest {
    const vars = this.vars;
    const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
    const path = interpolateString(spec.path, vars, encodeURIComponent) as string;
    const query: Array<[string, string]> = [];
    for (const [name, raw] of Object.entries(spec.query ?? {})) {
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        query.push([name, text(typeof value === "string" ? interpolateString(value, vars) : value)]);
      }
    }
    const headers: Record<string, string> = { accept: "application/json" };
    for (const [name, value] of Object.entries(spec.headers ?? {})) headers[name] = text(interpolateString(value, vars));
    if (spec.auth !== false) headers[API_KEY_HEADER] = spec.apiKey !== undefined ? text(interpolateString(spec.apiKey, vars)) : this.opts.apiKey;
    let body: string | undefined;
    if (spec.json !== undefined) {
      body = JSON.stringify(interpolate(spec.json, vars));
      headers["content-type"] = spec.contentType ?? "application/json";
    } else if (spec.body !== undefined) {
      body = text(interpolateString(spec.body, vars));
      if (spec.contentType) headers["content-type"] = spec.contentType;
    }
    return { method: spec.method, path, query, headers, ...(body !== undefined ? { body } : {}) };
  }
}

function asList<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

function describeResponse(response: WireResponse): string {
  return `${response.status} ${excerpt(response.bodyText, 200)}`;
}

function responseDetails(response: WireResponse): { status: number; body: string } {
  return { status: response.status, body: excerpt(response.bodyText, 500) };
}

export function runScenario(scenario: LoadedScenario, options: RunOptions): Promise<ScenarioResult> {
  return new ScenarioRun(scenario, options).run();
}

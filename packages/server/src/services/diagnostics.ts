// The Diagnostics API (upstream's diagnostic-api.yml): troubleshooting text about one sandbox,
// always inline. Logs come from the runtime (what the sandbox's processes wrote); events from the
// record (the transitions the service wrote, bounded per sandbox, execd's stops among them).
import { ApiError, invalid, notFound } from "../errors.ts";
import type { DiagnosticContentResponse } from "../generated/lifecycle/types.gen.ts";
import type { LogLimits, Runtime } from "../runtime/runtime.ts";
import { runtimeIdOf, type SandboxRecord, type Store } from "../store/store.ts";
import { EVENT_LOG_SIZE } from "./sandboxes.ts";

/** How much container output one answer carries: the newest lines are kept. */
export const LOG_LIMITS: LogLimits = { tailLines: 1000, maxBytes: 1024 * 1024 };

const CONTENT_TYPE = "text/plain; charset=utf-8";
/** Scopes upstream names that this server does not serve (yet): a typed refusal, not "unknown". */
const KNOWN_ELSEWHERE = new Set(["container", "lifecycle", "runtime", "network", "process"]);
const SCOPES = { logs: ["container", "all"], events: ["lifecycle", "network", "all"] } as const;

type Kind = keyof typeof SCOPES;

export class DiagnosticsService {
  private readonly store: Store;
  private readonly runtime: Runtime;

  constructor(store: Store, runtime: Runtime) {
    this.store = store;
    this.runtime = runtime;
  }

  async logs(id: string, scope: string): Promise<DiagnosticContentResponse> {
    this.checkScope("logs", scope);
    const r = await this.record(id);
    // A Pending record may lack the runtime's state while the sandbox exists (a store with costly
    // writes records it with Running): the runtime finds the sandbox by its id then.
    const logs = await this.runtime.logs(runtimeIdOf(r), r.runtimeState, LOG_LIMITS);
    if (!logs && !r.runtimeState && r.status.state === "Pending") {
      return inline(r.id, "logs", scope, "", false, ["the sandbox has not been created in the runtime yet (Pending): no output so far"]);
    }
    if (!logs) return inline(r.id, "logs", scope, "", false, ["the runtime no longer has this sandbox's output (its container was removed, e.g. after a failure)"]);
    const warnings = logs.truncated ? [`only the last ${LOG_LIMITS.tailLines} lines (at most ${LOG_LIMITS.maxBytes} bytes) are returned`] : undefined;
    return inline(r.id, "logs", scope, logs.text, logs.truncated, warnings);
  }

  async events(id: string, scope: string): Promise<DiagnosticContentResponse> {
    this.checkScope("events", scope);
    const r = await this.record(id);
    if (scope === "network") return inline(r.id, "events", scope, await this.egressEvents(r), false, r.networkPolicy ? undefined : ["this sandbox has no egress policy: nothing is denied"]);
    const text = (r.events ?? []).map((e) => `${e.at} ${e.state}${e.reason ? ` ${e.reason}` : ""}${e.message ? `: ${e.message}` : ""}\n`).join("");
    const warnings = [
      ...(r.eventsDropped ? [`${r.eventsDropped} earlier events were dropped: the server keeps the last ${EVENT_LOG_SIZE} per sandbox`] : []),
      ...(!r.events ? ["this sandbox was created by an earlier server version, which recorded no events; its current status is listed"] : []),
    ];
    // A record from before events were kept still says where it stands.
    const content = (r.events ? text : `${r.status.lastTransitionAt} ${r.status.state}${r.status.reason ? ` ${r.status.reason}` : ""}${r.status.message ? `: ${r.status.message}` : ""}\n`) + (scope === "all" ? await this.egressEvents(r) : "");
    return inline(r.id, "events", scope, content, false, warnings.length ? warnings : undefined);
  }

  /** Egress denials and vault injections, then the totals (packets dropped by the rules, DNS queries refused). */
  private async egressEvents(r: SandboxRecord): Promise<string> {
    if (!r.networkPolicy || !this.runtime.egress) return "";
    const report = await this.runtime.egress.report(r.id);
    if (!report) return "";
    // Denials and the credential vault's injections (its audit log: never a value), oldest first.
    const lines = [...report.recent.map((e) => ({ at: e.at, line: `${e.at} egress DENIED ${e.what}\n` })), ...(report.injections ?? []).map((e) => ({ at: e.at, line: `${e.at} vault INJECTED ${e.what}\n` }))]
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
      .map((e) => e.line);
    lines.push(`${new Date().toISOString()} egress denied so far: ${report.deniedPackets} packets (connections to addresses the policy does not allow), ${report.deniedQueries} DNS queries\n`);
    return lines.join("");
  }

  private checkScope(kind: Kind, scope: string): void {
    const supported: readonly string[] = SCOPES[kind];
    if (supported.includes(scope)) return;
    const list = supported.map((s) => `"${s}"`).join(", ");
    if (KNOWN_ELSEWHERE.has(scope)) throw new ApiError("NOT_SUPPORTED", `diagnostic ${kind} of scope "${scope}" are not available on this server; supported scopes: ${list}`);
    throw invalid(`query.scope must be one of ${list} for diagnostic ${kind}, got "${scope}"`);
  }

  private async record(id: string): Promise<SandboxRecord> {
    const r = await this.store.getSandbox(id);
    if (!r) throw notFound(id);
    return r;
  }
}

function inline(sandboxId: string, kind: Kind, scope: string, content: string, truncated: boolean, warnings: string[] | undefined): DiagnosticContentResponse {
  return {
    sandboxId,
    kind,
    scope,
    delivery: "inline",
    contentType: CONTENT_TYPE,
    content,
    contentLength: Buffer.byteLength(content),
    truncated,
    ...(warnings ? { warnings } : {}),
  };
}

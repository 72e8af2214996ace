// `expect.stream`: assertions on the events of a text/event-stream response. Every clause is
// one outcome (`stream:first`, `stream:texts.stdout`, `stream:terminal`, ...).
import type { EventMatch, Matcher, StreamExpectation } from "../cases/types.js";
import type { WireResponse } from "../runner/driver.js";
import type { Vars } from "../runner/interpolate.js";
import { interpolateFieldPath } from "./expect.js";
import type { Outcome } from "./expect.js";
import { evaluateMatcher, resolveField, show } from "./matchers.js";

export const TERMINAL_TYPES = new Set(["error", "execution_complete"]);
const KEEPALIVE = "ping";

function typeOf(event: unknown): unknown {
  return typeof event === "object" && event !== null ? (event as Record<string, unknown>).type : undefined;
}

/** Clauses of an event matcher that fail for `event` (`error.evalue: expected "3", got "1"`). */
export function eventMismatches(event: unknown, match: EventMatch, vars: Vars): string[] {
  const problems: string[] = [];
  const root = typeof event === "object" && event !== null && !Array.isArray(event) ? (event as Record<string, unknown>) : {};
  for (const [rawField, matcher] of Object.entries(match)) {
    const field = interpolateFieldPath(rawField, vars);
    const resolved = resolveField(root, field);
    const mismatches = evaluateMatcher(resolved, matcher, vars);
    if (mismatches.length > 0) problems.push(`${field}: expected ${mismatches.map((m) => m.expected).join("; ")}, got ${show(resolved.value)}`);
  }
  return problems;
}

function describeMatch(match: EventMatch): string {
  return `{${Object.entries(match).map(([k, v]) => `${k}: ${show(v)}`).join(", ")}}`;
}

/** Compact listing of events for reports: `init, stdout "a", error CommandExecError 3`. */
export function summarizeEvents(events: unknown[], max = 12): string {
  const shown = events.slice(0, max).map((e) => {
    const ev = (typeof e === "object" && e !== null ? e : {}) as Record<string, unknown>;
    const type = typeof ev.type === "string" ? ev.type : show(ev.type);
    if (type === "error" && typeof ev.error === "object" && ev.error !== null) {
      const err = ev.error as Record<string, unknown>;
      return `error ${String(err.ename)} ${show(err.evalue)}`;
    }
    return typeof ev.text === "string" && type !== KEEPALIVE ? `${type} ${show(ev.text)}` : type;
  });
  return `[${shown.join(", ")}${events.length > max ? `, … (${events.length} events)` : ""}]`;
}

/**
 * The events as a client shows them: an event flagged `partial` (the start of a line that waited
 * for its end, or a piece of an over-long line) is continued by the next event of its stream, so
 * the pieces become one event at the place of the first. Timing decides where execd cuts a line;
 * cases describe lines. A line still open at the end stays flagged.
 */
export function joinPartials(events: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  const open = new Map<unknown, Record<string, unknown>>();
  for (const e of events) {
    const ev = typeof e === "object" && e !== null ? (e as Record<string, unknown>) : undefined;
    if (!ev || typeof ev.text !== "string" || (ev.partial !== true && !open.has(ev.type))) {
      out.push(e);
      continue;
    }
    const line = open.get(ev.type);
    if (!line) {
      const first = { ...ev };
      open.set(ev.type, first);
      out.push(first);
      continue;
    }
    Object.assign(line, { ...ev, text: `${line.text as string}${ev.text}` });
    if (ev.partial !== true) {
      delete line.partial;
      open.delete(ev.type);
    }
  }
  return out;
}

export function evaluateStream(expectation: StreamExpectation, response: WireResponse, vars: Vars): Outcome[] {
  const events = response.events && joinPartials(response.events);
  if (events === undefined) {
    return [
      {
        kind: "stream",
        ok: false,
        message: `expected an event stream, got ${response.headers["content-type"] ?? "no content type"}`,
        expected: "text/event-stream",
        actual: response.headers["content-type"],
      },
    ];
  }
  const outcomes: Outcome[] = [];
  const listing = summarizeEvents(events);
  const matcherOutcome = (kind: string, label: string, value: unknown, matcher: Matcher): Outcome => {
    const mismatches = evaluateMatcher({ found: true, value }, matcher, vars);
    if (mismatches.length === 0) return { kind, ok: true, message: `${label} ok` };
    const expected = mismatches.map((m) => m.expected).join("; ");
    return { kind, ok: false, message: `${label}: expected ${expected}, got ${show(value)}; events ${listing}`, expected, actual: value };
  };

  if (expectation.first) {
    const first = events[0];
    const problems = first === undefined ? ["the stream has no events"] : eventMismatches(first, expectation.first, vars);
    outcomes.push({
      kind: "stream:first",
      ok: problems.length === 0,
      message: problems.length === 0 ? "first event ok" : `first event: ${problems.join("; ")}; events ${listing}`,
      expected: describeMatch(expectation.first),
      actual: first,
    });
  }

  if (expectation.types !== undefined) {
    const types = events.map(typeOf).filter((t) => t !== KEEPALIVE);
    outcomes.push(matcherOutcome("stream:types", "event types", types, expectation.types));
  }

  for (const [type, matcher] of Object.entries(expectation.texts ?? {})) {
    const texts = events.filter((e) => typeOf(e) === type).map((e) => (e as Record<string, unknown>).text);
    outcomes.push(matcherOutcome(`stream:texts.${type}`, `texts of ${type} events`, texts, matcher));
  }

  for (const [type, matcher] of Object.entries(expectation.count ?? {})) {
    const count = events.filter((e) => typeOf(e) === type).length;
    outcomes.push(matcherOutcome(`stream:count.${type}`, `number of ${type} events`, count, matcher));
  }

  if (expectation.terminal !== undefined) {
    const wanted = Array.isArray(expectation.terminal) ? expectation.terminal : [expectation.terminal];
    const indexes = events.flatMap((e, i) => (TERMINAL_TYPES.has(typeOf(e) as string) ? [i] : []));
    const terminal = indexes.map((i) => events[i]);
    const problems: string[] = [];
    if (terminal.length !== wanted.length) {
      problems.push(`expected ${wanted.length} terminal event(s) (error or execution_complete), got ${terminal.length}`);
    } else {
      wanted.forEach((match, i) => {
        for (const p of eventMismatches(terminal[i], match, vars)) problems.push(`terminal event ${i + 1}: ${p}`);
      });
    }
    const last = indexes.at(-1);
    if (last !== undefined && last < events.length - 1) {
      problems.push(`${events.length - 1 - last} event(s) after the terminal one: ${summarizeEvents(events.slice(last + 1))}`);
    }
    if (response.partial) problems.push("the stream had not ended");
    outcomes.push({
      kind: "stream:terminal",
      ok: problems.length === 0,
      message: problems.length === 0 ? `terminal event${wanted.length > 1 ? "s" : ""} ok, nothing after` : `${problems.join("; ")}; events ${listing}`,
      expected: wanted.map(describeMatch).join(", then "),
      actual: terminal,
    });
  }

  (expectation.includes ?? []).forEach((match, i) => {
    const ok = events.some((e) => eventMismatches(e, match, vars).length === 0);
    outcomes.push({
      kind: `stream:includes[${i}]`,
      ok,
      message: ok ? `an event matches ${describeMatch(match)}` : `no event matches ${describeMatch(match)}; events ${listing}`,
      expected: describeMatch(match),
    });
  });

  (expectation.excludes ?? []).forEach((match, i) => {
    const found = events.findIndex((e) => eventMismatches(e, match, vars).length === 0);
    outcomes.push({
      kind: `stream:excludes[${i}]`,
      ok: found < 0,
      message: found < 0 ? `no event matches ${describeMatch(match)}` : `event ${found + 1} matches ${describeMatch(match)}: ${show(events[found])}`,
      expected: `no event matching ${describeMatch(match)}`,
      actual: events[found],
    });
  });

  if (expectation.every) {
    const every = expectation.every;
    const bad = events.map((e, i) => ({ i, problems: eventMismatches(e, every, vars) })).filter((x) => x.problems.length > 0);
    outcomes.push({
      kind: "stream:every",
      ok: bad.length === 0,
      message: bad.length === 0 ? "every event ok" : `event ${(bad[0]?.i ?? 0) + 1}: ${bad[0]?.problems.join("; ")}${bad.length > 1 ? ` (+${bad.length - 1} more)` : ""}`,
      expected: describeMatch(every),
    });
  }
  return outcomes;
}


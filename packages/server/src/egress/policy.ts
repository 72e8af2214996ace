// The egress policy model, shared by every runtime: validation of the create request's
// `networkPolicy` and of the egress API's changes, the verdict for a DNS name, and the address
// rules the packet filter enforces. Rules are ordered and the first match wins; `*.example.com`
// matches every subdomain of example.com, never example.com itself; address and CIDR targets
// decide for connections to those addresses whatever name led there.
import { isIPv4, isIPv6 } from "node:net";
import { invalid } from "../errors.ts";
import type { NetworkPolicy, NetworkRule, PolicyStatusResponse } from "../generated/egress/types.gen.ts";

export type { NetworkPolicy, NetworkRule };
export type Action = "allow" | "deny";

/** A rule's target, parsed. */
export type Target =
  | { kind: "domain"; name: string }
  | { kind: "wildcard"; suffix: string } // "example.com" for "*.example.com"
  | { kind: "cidr"; family: 4 | 6; cidr: string };

/** A policy in the form the enforcement uses: every target parsed, defaults filled in. */
export type Policy = { defaultAction: Action; rules: { action: Action; target: string; parsed: Target }[] };

/** Denials of one sandbox: packets dropped, DNS queries refused, the most recent ones. */
export type EgressReport = {
  deniedPackets: number;
  deniedQueries: number;
  recent: { at: string; what: string }[];
  /** The credential vault's recent injections (audit: binding, destination, address; never a value). */
  injections?: { at: string; what: string }[];
};

export const MAX_RULES = 1024;
const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;

/** A DNS name as the policy compares it: lower-case, without the root's trailing dot. */
export const normalizeName = (name: string) => name.toLowerCase().replace(/\.$/, "");

/** Parses a target; undefined when it is none of domain, wildcard, address or CIDR. */
export function parseTarget(raw: string): Target | undefined {
  const s = raw.trim();
  const slash = s.split("/");
  if (slash.length <= 2 && (isIPv4(slash[0]!) || isIPv6(slash[0]!))) {
    const family = isIPv4(slash[0]!) ? 4 : 6;
    if (slash.length === 1) return { kind: "cidr", family, cidr: s.toLowerCase() };
    const bits = /^\d{1,3}$/.test(slash[1]!) ? Number(slash[1]) : NaN;
    if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) return undefined;
    return { kind: "cidr", family, cidr: s.toLowerCase() };
  }
  const name = normalizeName(s);
  const wildcard = name.startsWith("*.");
  const body = wildcard ? name.slice(2) : name;
  if (!body || body.length > 253 || !body.split(".").every((l) => LABEL.test(l))) return undefined;
  return wildcard ? { kind: "wildcard", suffix: body } : { kind: "domain", name: body };
}

function parseRule(r: NetworkRule, where: string): Policy["rules"][number] {
  const parsed = parseTarget(r.target);
  if (!parsed) throw invalid(`${where}.target: ${JSON.stringify(r.target)} is not a domain, "*." wildcard domain, IP address or CIDR range`);
  return { action: r.action, target: r.target.trim(), parsed };
}

/** Validates a `networkPolicy` (create request) into its enforced form. */
export function compile(p: NetworkPolicy): Policy {
  const egress = p.egress ?? [];
  if (egress.length > MAX_RULES) throw invalid(`networkPolicy.egress has ${egress.length} rules; at most ${MAX_RULES}`);
  // An empty policy allows everything (upstream's meaning); otherwise the default is deny.
  const empty = p.defaultAction === undefined && egress.length === 0;
  return { defaultAction: p.defaultAction ?? (empty ? "allow" : "deny"), rules: egress.map((r, i) => parseRule(r, `networkPolicy.egress[${i}]`)) };
}

/** The wire form of an enforced policy. */
export const toWire = (p: Policy): NetworkPolicy => ({ defaultAction: p.defaultAction, egress: p.rules.map((r) => ({ action: r.action, target: r.target })) });

const sameTarget = (a: string, b: string) => normalizeName(a.trim()) === normalizeName(b.trim());

/** PATCH: the incoming rules go first (the first of duplicates wins) and replace rules with the same target. */
export function patch(p: Policy, incoming: NetworkRule[]): Policy {
  const fresh: Policy["rules"] = [];
  incoming.forEach((r, i) => {
    if (!fresh.some((f) => sameTarget(f.target, r.target))) fresh.push(parseRule(r, `[${i}]`));
  });
  const rules = [...fresh, ...p.rules.filter((r) => !fresh.some((f) => sameTarget(f.target, r.target)))];
  if (rules.length > MAX_RULES) throw invalid(`the policy would have ${rules.length} rules; at most ${MAX_RULES}`);
  return { defaultAction: p.defaultAction, rules };
}

/** DELETE: drops the rules with these targets; unknown targets are ignored. */
export const removeTargets = (p: Policy, targets: string[]): Policy => ({
  defaultAction: p.defaultAction,
  rules: p.rules.filter((r) => !targets.some((t) => sameTarget(t, r.target))),
});

function nameMatches(t: Target, name: string): boolean {
  if (t.kind === "domain") return name === t.name;
  if (t.kind === "wildcard") return name.endsWith(`.${t.suffix}`);
  return false;
}

/** The verdict for a DNS name: the first domain or wildcard rule that matches it, else the default. */
export function decideName(p: Policy, rawName: string): Action {
  const name = normalizeName(rawName);
  for (const r of p.rules) if (nameMatches(r.parsed, name)) return r.action;
  return p.defaultAction;
}

/** Address and CIDR rules in order, for the packet filter. */
export const addressRules = (p: Policy) =>
  p.rules.flatMap((r) => (r.parsed.kind === "cidr" ? [{ action: r.action, family: r.parsed.family, cidr: r.parsed.cidr }] : []));

/** What GET/PATCH/DELETE /policy answer. */
export function status(p: Policy): PolicyStatusResponse {
  const mode = p.defaultAction === "deny" && !p.rules.some((r) => r.action === "allow") ? "deny_all" : p.defaultAction === "allow" && !p.rules.some((r) => r.action === "deny") ? "allow_all" : "enforcing";
  return { status: "ok", mode, enforcementMode: "dns+nft", policy: toWire(p) };
}

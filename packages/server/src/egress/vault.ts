// The credential vault's model, shared by every runtime: validation of the egress API's vault
// requests (specs/egress-api.yaml, /credential-vault), revisions, the sanitized views the API
// returns, and which binding a request matches. The values live only here, in memory, and sealed
// in the sandbox's record; nothing in this file ever hands one to a caller except `injection`,
// which the interception proxy uses for the one request it forwards.
import { ApiError, invalid } from "../errors.ts";
import type {
  Credential,
  CredentialBinding,
  CredentialBindingMetadata,
  CredentialMatch,
  CredentialVaultCreateRequest,
  CredentialVaultMutationRequest,
  CredentialVaultState,
} from "../generated/egress/types.gen.ts";
import { decideName, normalizeName, type Policy } from "./policy.ts";

/** A credential as kept: its value is the secret. */
export type StoredCredential = { name: string; value: string; revision: number };
export type StoredBinding = { name: string; revision: number; match: Required<CredentialMatch>; auth: CredentialBinding["auth"] };
/** The whole vault of one sandbox, as sealed in its record. */
export type Vault = { revision: number; credentials: StoredCredential[]; bindings: StoredBinding[] };

export const MAX_CREDENTIALS = 64;
export const MAX_BINDINGS = 64;
export const MAX_VALUE_BYTES = 16 * 1024;
const TOKEN = /^[A-Za-z0-9!#$%&'*+\-.^_`|~]+$/;
const RESERVED_HEADERS = new Set(["host", "content-length", "content-type", "transfer-encoding", "connection", "upgrade", "te", "trailer", "forwarded", "keep-alive"]);
const DEFAULT_MATCH = { schemes: ["https"] as ("https" | "http")[], ports: [443], methods: ["GET", "POST", "PUT", "PATCH", "DELETE"], paths: ["/*"] };
const HOST = /^(\*\.)?(?!-)[a-z0-9_-]{1,63}(?<!-)(\.(?!-)[a-z0-9_-]{1,63}(?<!-))*$/;

// ---- validation -------------------------------------------------------------------------------

function headerNameOk(name: string, where: string): void {
  const n = name.toLowerCase();
  if (!TOKEN.test(name)) throw invalid(`${where}: ${JSON.stringify(name)} is not an HTTP header name (RFC 7230 token)`);
  if (RESERVED_HEADERS.has(n) || n.startsWith("proxy-") || n.startsWith("x-forwarded-")) throw invalid(`${where}: the header ${name} is reserved and cannot be injected`);
}

function checkCredential(c: Credential, where: string): StoredCredential {
  const value = (c.source as { value?: unknown }).value;
  if (!c.name) throw invalid(`${where}.name must not be empty`);
  if (typeof value !== "string" || value.length === 0) throw invalid(`${where}.source.value must be a non-empty string`);
  if (Buffer.byteLength(value) > MAX_VALUE_BYTES) throw invalid(`${where}.source.value is longer than ${MAX_VALUE_BYTES} bytes`);
  if (/[\r\n\0]/.test(value)) throw invalid(`${where}.source.value must not contain CR, LF or NUL (it becomes a header value)`);
  return { name: c.name, value, revision: 1 };
}

function checkBinding(b: CredentialBinding, where: string): StoredBinding {
  if (!b.name) throw invalid(`${where}.name must not be empty`);
  const m = b.match;
  if (!m.hosts.length) throw invalid(`${where}.match.hosts must name at least one host`);
  const hosts = m.hosts.map((h, i) => {
    const n = normalizeName(h.trim());
    if (!HOST.test(n)) throw invalid(`${where}.match.hosts[${i}]: ${JSON.stringify(h)} is not a host name or "*." wildcard`);
    return n;
  });
  const ports = m.ports ?? DEFAULT_MATCH.ports;
  ports.forEach((p, i) => {
    if (!Number.isInteger(p) || p < 1 || p > 65535) throw invalid(`${where}.match.ports[${i}]: ${p} is not a TCP port`);
  });
  const methods = (m.methods ?? DEFAULT_MATCH.methods).map((x, i) => {
    if (!TOKEN.test(x)) throw invalid(`${where}.match.methods[${i}]: ${JSON.stringify(x)} is not an HTTP method`);
    return x.toUpperCase();
  });
  const paths = m.paths ?? DEFAULT_MATCH.paths;
  paths.forEach((p, i) => {
    if (!p.startsWith("/") || p.slice(0, -1).includes("*")) throw invalid(`${where}.match.paths[${i}]: ${JSON.stringify(p)} must start with "/" and may end with "*" (prefix), nothing else`);
  });
  const schemes = m.schemes ?? DEFAULT_MATCH.schemes;
  if (!schemes.length || !ports.length || !methods.length || !paths.length) throw invalid(`${where}.match: schemes, ports, methods and paths must not be empty when given`);
  const a = b.auth;
  if (a.type === "apiKey") headerNameOk(a.name, `${where}.auth.name`);
  if (a.type === "customHeaders") a.headers.forEach((h, i) => headerNameOk(h.name, `${where}.auth.headers[${i}].name`));
  return { name: b.name, revision: 1, match: { schemes, ports, hosts, methods, paths }, auth: a };
}

const credentialNames = (a: StoredBinding["auth"]): string[] => (a.type === "customHeaders" ? a.headers.map((h) => h.credential) : [a.credential]);

/** Whether a binding's host pattern is covered by an explicit allow rule of the policy. */
function hostAllowed(policy: Policy, host: string): boolean {
  // A wildcard host is probed with a name under it, as every name it matches must be allowed the same way.
  const probe = host.startsWith("*.") ? `probe.${host.slice(2)}` : host;
  if (decideName(policy, probe) !== "allow") return false;
  return policy.rules.some((r) => r.action === "allow" && (r.parsed.kind === "domain" ? r.parsed.name === probe : r.parsed.kind === "wildcard" && probe.endsWith(`.${r.parsed.suffix}`)));
}

const pathsOverlap = (a: string, b: string) => {
  const pa = a.endsWith("*") ? a.slice(0, -1) : undefined;
  const pb = b.endsWith("*") ? b.slice(0, -1) : undefined;
  if (pa === undefined && pb === undefined) return a === b;
  if (pa !== undefined && pb !== undefined) return pa.startsWith(pb) || pb.startsWith(pa);
  return pa !== undefined ? b.startsWith(pa) : a.startsWith(pb!);
};
const meets = <T>(a: T[], b: T[]) => a.some((x) => b.includes(x));

/** Two bindings that could both be the best match of one request (same host pattern, overlapping everything else). */
function overlap(a: StoredBinding, b: StoredBinding): boolean {
  const x = a.match;
  const y = b.match;
  return meets(x.hosts, y.hosts) && meets(x.schemes, y.schemes) && meets(x.ports, y.ports) && meets(x.methods, y.methods) && x.paths.some((p) => y.paths.some((q) => pathsOverlap(p, q)));
}

/** Checks a whole vault against itself and the sandbox's policy; throws 400 naming the first problem. */
export function validate(v: Vault, policy: Policy): void {
  if (v.credentials.length > MAX_CREDENTIALS) throw invalid(`the vault would hold ${v.credentials.length} credentials; at most ${MAX_CREDENTIALS}`);
  if (v.bindings.length > MAX_BINDINGS) throw invalid(`the vault would hold ${v.bindings.length} bindings; at most ${MAX_BINDINGS}`);
  const names = new Set<string>();
  for (const c of v.credentials) {
    if (names.has(c.name)) throw invalid(`credential ${JSON.stringify(c.name)} is given twice`);
    names.add(c.name);
  }
  const bindings = new Set<string>();
  for (const b of v.bindings) {
    if (bindings.has(b.name)) throw invalid(`binding ${JSON.stringify(b.name)} is given twice`);
    bindings.add(b.name);
    for (const c of credentialNames(b.auth)) if (!names.has(c)) throw invalid(`binding ${JSON.stringify(b.name)} names credential ${JSON.stringify(c)}, which the vault does not hold`);
    for (const h of b.match.hosts) {
      if (!hostAllowed(policy, h)) throw invalid(`binding ${JSON.stringify(b.name)}: host ${h} is not allowed by an explicit allow rule of the sandbox's egress policy (a secret is only sent where the policy lets the sandbox go)`);
    }
  }
  for (const [i, a] of v.bindings.entries()) {
    for (const b of v.bindings.slice(i + 1)) if (overlap(a, b)) throw invalid(`bindings ${JSON.stringify(a.name)} and ${JSON.stringify(b.name)} would both match the same requests (ambiguous)`);
  }
}

// ---- operations -------------------------------------------------------------------------------

/** POST /credential-vault: the vault at revision 1. */
export function create(req: CredentialVaultCreateRequest, policy: Policy): Vault {
  const v: Vault = {
    revision: 1,
    credentials: req.credentials.map((c, i) => checkCredential(c, `credentials[${i}]`)),
    bindings: req.bindings.map((b, i) => checkBinding(b, `bindings[${i}]`)),
  };
  validate(v, policy);
  return v;
}

function applySet<T extends { name: string; revision: number }>(
  items: T[],
  set: { add?: unknown[]; replace?: unknown[]; delete?: string[] } | undefined,
  check: (x: never, where: string) => T,
  what: "credentials" | "bindings",
): T[] {
  if (!set) return items;
  let out = [...items];
  for (const name of set.delete ?? []) {
    if (!out.some((x) => x.name === name)) throw invalid(`${what}.delete: ${JSON.stringify(name)} is not in the vault`);
    out = out.filter((x) => x.name !== name);
  }
  for (const [i, raw] of (set.replace ?? []).entries()) {
    const next = check(raw as never, `${what}.replace[${i}]`);
    const at = out.findIndex((x) => x.name === next.name);
    if (at < 0) throw invalid(`${what}.replace[${i}]: ${JSON.stringify(next.name)} is not in the vault`);
    out[at] = { ...next, revision: out[at]!.revision + 1 };
  }
  for (const [i, raw] of (set.add ?? []).entries()) {
    const next = check(raw as never, `${what}.add[${i}]`);
    if (out.some((x) => x.name === next.name)) throw new ApiError("VAULT_CONFLICT", `${what}.add[${i}]: ${JSON.stringify(next.name)} is already in the vault (use replace)`);
    out.push(next);
  }
  return out;
}

/** PATCH /credential-vault: deletes, replaces, adds; all or nothing; revision + 1. */
export function mutate(v: Vault, req: CredentialVaultMutationRequest, policy: Policy): Vault {
  if (req.expectedRevision !== undefined && req.expectedRevision !== v.revision) {
    throw new ApiError("VAULT_CONFLICT", `expectedRevision is ${req.expectedRevision} but the vault is at revision ${v.revision}; read it again and retry`);
  }
  const next: Vault = {
    revision: v.revision + 1,
    credentials: applySet(v.credentials, req.credentials, checkCredential, "credentials"),
    bindings: applySet(v.bindings, req.bindings, checkBinding, "bindings"),
  };
  validate(next, policy);
  return next;
}

// ---- sanitized views (never a value) -----------------------------------------------------------

export const bindingView = (b: StoredBinding): CredentialBindingMetadata => ({
  name: b.name,
  revision: b.revision,
  match: b.match,
  auth: b.auth.type === "apiKey" ? { type: "apiKey", name: b.auth.name } : { type: b.auth.type },
});
export const credentialView = (c: StoredCredential) => ({ name: c.name, sourceType: "inline", revision: c.revision });
export const stateOf = (v: Vault): CredentialVaultState => ({ revision: v.revision, credentials: v.credentials.map(credentialView), bindings: v.bindings.map(bindingView) });

// ---- matching ---------------------------------------------------------------------------------

export type Request = { scheme: "http" | "https"; host: string; port: number; method: string; path: string };
export type Match = { kind: "none" } | { kind: "ambiguous"; bindings: string[] } | { kind: "one"; binding: StoredBinding; headers: [string, string][] };

/** How well `pattern` names `host`: 2 exact, 1 wildcard (never the apex), 0 not at all. */
function hostScore(pattern: string, host: string): number {
  if (pattern === host) return 2;
  return pattern.startsWith("*.") && host.endsWith(pattern.slice(1)) ? 1 : 0;
}

function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** Which binding fires for a request: exact hosts beat wildcards; two best candidates are ambiguous. */
export function match(v: Vault, r: Request): Match {
  const host = normalizeName(r.host);
  const path = r.path.split("?")[0]!;
  const method = r.method.toUpperCase();
  let best = 0;
  let found: StoredBinding[] = [];
  for (const b of v.bindings) {
    const m = b.match;
    if (!m.schemes.includes(r.scheme) || !m.ports.includes(r.port) || !m.methods.includes(method) || !m.paths.some((p) => pathMatches(p, path))) continue;
    const score = Math.max(...m.hosts.map((h) => hostScore(h, host)));
    if (score === 0 || score < best) continue;
    if (score > best) found = [];
    best = score;
    found.push(b);
  }
  if (found.length === 0) return { kind: "none" };
  if (found.length > 1) return { kind: "ambiguous", bindings: found.map((b) => b.name) };
  return { kind: "one", binding: found[0]!, headers: injection(v, found[0]!) };
}

/** The headers a binding adds (each replaces any header of that name the request had). */
function injection(v: Vault, b: StoredBinding): [string, string][] {
  const value = (name: string) => v.credentials.find((c) => c.name === name)!.value;
  const a = b.auth;
  switch (a.type) {
    case "bearer":
      return [["authorization", `Bearer ${value(a.credential)}`]];
    case "basic":
      return [["authorization", `Basic ${value(a.credential)}`]];
    case "apiKey":
      return [[a.name.toLowerCase(), value(a.credential)]];
    case "customHeaders":
      return a.headers.map((h) => [h.name.toLowerCase(), value(h.credential)]);
  }
}

/** Every host pattern of the vault's bindings (the names whose addresses are intercepted). */
export const boundHosts = (v: Vault): string[] => [...new Set(v.bindings.flatMap((b) => b.match.hosts))];
/** Every port a binding names (where connections to bound addresses are intercepted). */
export const boundPorts = (v: Vault): number[] => [...new Set(v.bindings.flatMap((b) => b.match.ports))].sort((a, b) => a - b);
/** Whether a DNS name is one the vault's bindings name. */
export const nameIsBound = (v: Vault, name: string): boolean => boundHosts(v).some((h) => hostScore(h, normalizeName(name)) > 0);

/** Replaces every secret found in a header value (responses that echo a secret). */
export function redact(v: Vault, value: string): string {
  let out = value;
  for (const c of v.credentials) if (out.includes(c.value)) out = out.split(c.value).join("[REDACTED]");
  return out;
}

// The credential vault's model (src/egress/vault.ts): validation against the egress policy,
// revisions and PATCH semantics, sanitized views without values, which binding a request matches
// (scheme, host, port, method, path; exact host beats wildcard; ambiguity), the headers injected,
// and redaction of echoed secrets.
import { describe, expect, it } from "vitest";
import { compile } from "../../src/egress/policy.ts";
import { create, match, mutate, nameIsBound, redact, stateOf, validate, type Vault } from "../../src/egress/vault.ts";
import type { CredentialBinding, CredentialVaultCreateRequest } from "../../src/generated/egress/types.gen.ts";

const policy = compile({ defaultAction: "deny", egress: [{ action: "allow", target: "api.example.com" }, { action: "deny", target: "bad.svc.example.com" }, { action: "allow", target: "*.svc.example.com" }] });
const cred = (name: string, value: string) => ({ name, source: { type: "inline" as const, value } }) as unknown as CredentialVaultCreateRequest["credentials"][number];
const binding = (name: string, match: CredentialBinding["match"], auth: CredentialBinding["auth"] = { type: "bearer", credential: "tok" }): CredentialBinding => ({ name, match, auth });
const base = (bindings: CredentialBinding[], credentials = [cred("tok", "s3cret-token"), cred("key", "k-123"), cred("b64", "dXNlcjpwdw==")]) => create({ credentials, bindings }, policy);
const req = (over: Partial<Parameters<typeof match>[1]> = {}) => ({ scheme: "https" as const, host: "api.example.com", port: 443, method: "GET", path: "/v1/items?x=1", ...over });

describe("validation", () => {
  it("needs every binding host allowed by an explicit allow rule of the policy", () => {
    expect(() => base([binding("a", { hosts: ["other.example.com"] })])).toThrow(/host other\.example\.com is not allowed by an explicit allow rule/);
    expect(() => base([binding("a", { hosts: ["bad.svc.example.com"] })])).toThrow(/not allowed/);
    const open = compile({});
    expect(() => create({ credentials: [cred("tok", "x")], bindings: [binding("a", { hosts: ["anything.test"] })] }, open)).toThrow(/explicit allow rule/);
    expect(base([binding("a", { hosts: ["*.svc.example.com"] })]).bindings[0]!.match.hosts).toEqual(["*.svc.example.com"]);
  });

  it("refuses unknown credentials, duplicate names, reserved or malformed header names, bad ports and paths", () => {
    expect(() => base([binding("a", { hosts: ["api.example.com"] }, { type: "bearer", credential: "nope" })])).toThrow(/names credential "nope", which the vault does not hold/);
    expect(() => base([binding("a", { hosts: ["api.example.com"] }), binding("a", { hosts: ["api.example.com"], paths: ["/x"] })])).toThrow(/binding "a" is given twice/);
    expect(() => base([], [cred("t", "1"), cred("t", "2")])).toThrow(/credential "t" is given twice/);
    for (const name of ["Host", "Content-Length", "Proxy-Authorization", "X-Forwarded-For", "Transfer-Encoding"]) {
      expect(() => base([binding("a", { hosts: ["api.example.com"] }, { type: "apiKey", name, credential: "key" })]), name).toThrow(/reserved/);
    }
    expect(() => base([binding("a", { hosts: ["api.example.com"] }, { type: "customHeaders", headers: [{ name: "X Bad", credential: "key" }] })])).toThrow(/not an HTTP header name/);
    expect(() => base([binding("a", { hosts: ["api.example.com"], ports: [0] })])).toThrow(/not a TCP port/);
    expect(() => base([binding("a", { hosts: ["api.example.com"], paths: ["v1/*"] })])).toThrow(/must start with "\/"/);
    expect(() => base([binding("a", { hosts: ["api.example.com"], paths: ["/a*b"] })])).toThrow(/may end with "\*"/);
    expect(() => base([], [cred("t", "a\r\nX-Injected: 1")])).toThrow(/CR, LF or NUL/);
  });

  it("refuses two bindings that would match the same request", () => {
    expect(() => base([binding("a", { hosts: ["api.example.com"], paths: ["/v1/*"] }), binding("b", { hosts: ["api.example.com"], paths: ["/v1/items"] })])).toThrow(/"a" and "b" would both match/);
    // Disjoint by path, method or port: fine.
    const v = base([
      binding("a", { hosts: ["api.example.com"], paths: ["/v1/*"] }),
      binding("b", { hosts: ["api.example.com"], paths: ["/v2/*"] }),
      binding("c", { hosts: ["api.example.com"], paths: ["/v1/*"], methods: ["HEAD"] }),
      binding("d", { hosts: ["api.example.com"], paths: ["/v1/*"], ports: [8443] }),
    ]);
    expect(v.bindings.map((b) => b.name)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("revisions and PATCH", () => {
  it("starts at 1; a PATCH deletes, replaces, adds, bumps the vault and what it wrote; expectedRevision guards it", () => {
    const v1 = base([binding("a", { hosts: ["api.example.com"] })]);
    expect(stateOf(v1).revision).toBe(1);
    const v2 = mutate(v1, { expectedRevision: 1, credentials: { replace: [cred("tok", "rotated")], add: [cred("new", "n")], delete: ["key"] } }, policy);
    expect(v2.revision).toBe(2);
    expect(v2.credentials.map((c) => [c.name, c.revision])).toEqual([["tok", 2], ["b64", 1], ["new", 1]]);
    expect(v1.credentials[0]!.value).toBe("s3cret-token"); // the old revision is untouched
    expect(() => mutate(v2, { expectedRevision: 1 }, policy)).toThrow(expect.objectContaining({ code: "VAULT_CONFLICT" }));
    expect(() => mutate(v2, { credentials: { add: [cred("tok", "x")] } }, policy)).toThrow(expect.objectContaining({ code: "VAULT_CONFLICT" }));
    expect(() => mutate(v2, { credentials: { delete: ["missing"] } }, policy)).toThrow(expect.objectContaining({ code: "INVALID_PARAMETER" }));
    // All or nothing: deleting a credential a binding still names is refused.
    expect(() => mutate(v2, { credentials: { delete: ["tok"] } }, policy)).toThrow(/does not hold/);
  });

  it("never shows a value: credentials by name, source type and revision; apiKey bindings by header name", () => {
    const v = base([binding("a", { hosts: ["api.example.com"] }, { type: "apiKey", name: "X-Api-Key", credential: "key" })]);
    const text = JSON.stringify(stateOf(v));
    for (const secret of ["s3cret-token", "k-123", "dXNlcjpwdw=="]) expect(text).not.toContain(secret);
    expect(stateOf(v)).toEqual({
      revision: 1,
      credentials: [{ name: "tok", sourceType: "inline", revision: 1 }, { name: "key", sourceType: "inline", revision: 1 }, { name: "b64", sourceType: "inline", revision: 1 }],
      bindings: [{ name: "a", revision: 1, match: { schemes: ["https"], ports: [443], hosts: ["api.example.com"], methods: ["GET", "POST", "PUT", "PATCH", "DELETE"], paths: ["/*"] }, auth: { type: "apiKey", name: "X-Api-Key" } }],
    });
  });

  it("a policy change that strands a binding's host is refused", () => {
    const v = base([binding("a", { hosts: ["api.example.com"] })]);
    expect(() => validate(v, compile({ defaultAction: "deny", egress: [{ action: "deny", target: "api.example.com" }] }))).toThrow(/not allowed/);
  });
});

describe("matching", () => {
  const v: Vault = base([
    binding("bearer", { hosts: ["api.example.com"], schemes: ["https", "http"], ports: [443, 80], paths: ["/v1/*"], methods: ["GET", "POST"] }),
    binding("basic", { hosts: ["api.example.com"], paths: ["/basic"] }, { type: "basic", credential: "b64" }),
    binding("wild", { hosts: ["*.svc.example.com"], paths: ["/*"] }, { type: "customHeaders", headers: [{ name: "X-One", credential: "tok" }, { name: "X-Two", credential: "key" }] }),
    binding("exact", { hosts: ["a.svc.example.com"], paths: ["/*"] }, { type: "apiKey", name: "X-Api-Key", credential: "key" }),
  ]);

  it("injects each auth type for the request it matches", () => {
    expect(match(v, req())).toMatchObject({ kind: "one", headers: [["authorization", "Bearer s3cret-token"]] });
    expect(match(v, req({ scheme: "http", port: 80 }))).toMatchObject({ kind: "one", binding: { name: "bearer" } });
    expect(match(v, req({ path: "/basic" }))).toMatchObject({ kind: "one", headers: [["authorization", "Basic dXNlcjpwdw=="]] });
    expect(match(v, req({ host: "b.svc.example.com", path: "/" }))).toMatchObject({ kind: "one", headers: [["x-one", "s3cret-token"], ["x-two", "k-123"]] });
    // The exact host beats the wildcard.
    expect(match(v, req({ host: "A.svc.example.com.", path: "/" }))).toMatchObject({ kind: "one", binding: { name: "exact" }, headers: [["x-api-key", "k-123"]] });
  });

  it("does not fire for another path, method, port, scheme or host; wildcards never match the apex", () => {
    expect(match(v, req({ path: "/v2/items" })).kind).toBe("none");
    expect(match(v, req({ path: "/basic/more" })).kind).toBe("none");
    expect(match(v, req({ method: "DELETE" })).kind).toBe("none");
    expect(match(v, req({ port: 8443 })).kind).toBe("none");
    expect(match(v, req({ scheme: "http", path: "/basic", port: 443 })).kind).toBe("none");
    expect(match(v, req({ host: "evil.example.com" })).kind).toBe("none");
    expect(match(v, req({ host: "svc.example.com", path: "/" })).kind).toBe("none");
    expect(match(v, req({ path: "/v1" })).kind).toBe("none");
  });

  it("two best candidates are ambiguous (a vault validated elsewhere, e.g. by an older server)", () => {
    const twice: Vault = { ...v, bindings: [v.bindings[0]!, { ...v.bindings[0]!, name: "again" }] };
    expect(match(twice, req())).toEqual({ kind: "ambiguous", bindings: ["bearer", "again"] });
  });

  it("knows which DNS names are bound, and redacts echoed secrets", () => {
    expect(nameIsBound(v, "API.example.com.")).toBe(true);
    expect(nameIsBound(v, "x.svc.example.com")).toBe(true);
    expect(nameIsBound(v, "svc.example.com")).toBe(false);
    expect(redact(v, "token=s3cret-token; k-123")).toBe("token=[REDACTED]; [REDACTED]");
  });
});

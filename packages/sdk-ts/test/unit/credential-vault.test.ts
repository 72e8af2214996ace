// sandbox.credentialVault: every call goes to the endpoint of port 18080 (the server's egress API)
// with the sandbox's egress token, in the spec's wire shape; errors map to the SDK's typed errors.
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type * as ew from "../../src/generated/egress/types.gen.ts";
import { API, SANDBOX_ID, connected, errorResponse, recordRequests, server, useMsw } from "./support.ts";

useMsw();
const calls = recordRequests();
const EGRESS = `http://osb.test/sandboxes/${SANDBOX_ID}/egress`;
const state: ew.CredentialVaultState = {
  revision: 2,
  credentials: [{ name: "tok", sourceType: "inline", revision: 2 }],
  bindings: [{ name: "api", revision: 1, match: { hosts: ["api.example.com"] }, auth: { type: "bearer" } }],
};

function egressServer(): void {
  server.use(
    http.get(`${API}/sandboxes/:id/endpoints/18080`, () => HttpResponse.json({ endpoint: `osb.test/sandboxes/${SANDBOX_ID}/egress`, headers: { "OPENSANDBOX-EGRESS-AUTH": "egress-token" } })),
    http.post(`${EGRESS}/credential-vault`, () => HttpResponse.json({ ...state, revision: 1 }, { status: 201 })),
    http.patch(`${EGRESS}/credential-vault`, () => errorResponse(409, "VAULT_CONFLICT", "expectedRevision is 1 but the vault is at revision 2")),
    http.get(`${EGRESS}/credential-vault/credentials/:name`, ({ params }) => HttpResponse.json({ name: String(params.name), sourceType: "inline", revision: 2 })),
    http.get(`${EGRESS}/credential-vault/bindings`, () => HttpResponse.json({ revision: 2, bindings: state.bindings })),
    http.delete(`${EGRESS}/credential-vault`, () => new HttpResponse(null, { status: 204 })),
  );
}

describe("sandbox.credentialVault", () => {
  it("sends create, get, list and delete to the egress endpoint with the egress token", async () => {
    egressServer();
    const sandbox = await connected();
    const created = await sandbox.credentialVault.create({
      credentials: [{ name: "tok", source: { type: "inline", value: "s3cret" } }],
      bindings: [{ name: "api", match: { hosts: ["api.example.com"] }, auth: { type: "bearer", credential: "tok" } }],
    });
    expect(created.revision).toBe(1);
    expect(await sandbox.credentialVault.getCredential("tok")).toEqual({ name: "tok", sourceType: "inline", revision: 2 });
    expect(await sandbox.credentialVault.listBindings()).toEqual(state.bindings);
    await sandbox.credentialVault.delete();
    const vaultCalls = calls.filter((c) => c.url.pathname.includes("/credential-vault"));
    expect(vaultCalls.map((c) => `${c.method} ${c.url.pathname.replace(`/sandboxes/${SANDBOX_ID}/egress`, "")}`)).toEqual([
      "POST /credential-vault",
      "GET /credential-vault/credentials/tok",
      "GET /credential-vault/bindings",
      "DELETE /credential-vault",
    ]);
    for (const c of vaultCalls) {
      expect(c.headers.get("OPENSANDBOX-EGRESS-AUTH")).toBe("egress-token");
      expect(c.headers.get("OPEN-SANDBOX-API-KEY")).toBeNull();
    }
    expect(await vaultCalls[0]!.json()).toEqual({
      credentials: [{ name: "tok", source: { type: "inline", value: "s3cret" } }],
      bindings: [{ name: "api", match: { hosts: ["api.example.com"] }, auth: { type: "bearer", credential: "tok" } }],
    });
  });

  it("a stale expectedRevision is a typed 409 carrying the server's code", async () => {
    egressServer();
    const sandbox = await connected();
    await expect(sandbox.credentialVault.patch({ expectedRevision: 1, credentials: { delete: ["tok"] } })).rejects.toMatchObject({ status: 409, code: "VAULT_CONFLICT" });
  });
});

// osb vault … against a real server (Docker): a sandbox created with --network-policy and
// --credential-proxy, its vault created from stdin and from a file, read, listed, rotated with and
// against --expected-revision, deleted. No output of any command carries a credential value.
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY, IMAGE, destroyServer, startServer, type TestServer } from "../../../server/test/helpers.ts";
import { buildOnce, isolatedEnv, runCli, tempHome, type RunResult } from "./helpers.ts";

let server: TestServer;
let env: Record<string, string>;
let home: string;
const outputs: string[] = [];
const osb = async (args: string[], input?: string): Promise<RunResult> => {
  const r = await runCli(args, { env, ...(input !== undefined ? { input } : {}) });
  outputs.push(r.stdout, r.stderr);
  return r;
};
const secret = () => `osbcli-${randomBytes(12).toString("hex")}`;
const VALUES = { tok: secret(), key: secret(), rotated: secret() };
const POLICY = JSON.stringify({ defaultAction: "deny", egress: [{ action: "allow", target: "api.example.test" }, { action: "allow", target: "*.keys.test" }] });

beforeAll(async () => {
  await buildOnce();
  server = await startServer();
  home = tempHome();
  env = isolatedEnv(home, { OPEN_SANDBOX_DOMAIN: new URL(server.url).host, OPEN_SANDBOX_API_KEY: API_KEY });
});

afterAll(async () => {
  await destroyServer(server);
  await server?.close();
});

function ok(r: RunResult): RunResult {
  expect(r.stderr, `exit ${r.code}`).toBe("");
  expect(r.code).toBe(0);
  return r;
}

describe("osb vault", () => {
  it("create → get → credentials → bindings → patch → stale patch → delete; no value is ever printed", async () => {
    const id = ok(
      await osb(["sandbox", "create", "--image", IMAGE, "--cpu", "500m", "--memory", "256Mi", "--timeout", "10m", "--entrypoint", "sleep 3600", "--network-policy", POLICY, "--credential-proxy"]),
    ).stdout.trim();

    let r = await osb(["vault", "get", id]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^osb: .*VAULT_NOT_FOUND/);

    const vault = {
      credentials: [
        { name: "tok", source: { type: "inline", value: VALUES.tok } },
        { name: "key", source: { type: "inline", value: VALUES.key } },
      ],
      bindings: [
        { name: "api", match: { hosts: ["api.example.test"], paths: ["/v1/*"] }, auth: { type: "bearer", credential: "tok" } },
        { name: "keys", match: { hosts: ["*.keys.test"] }, auth: { type: "apiKey", name: "X-Api-Key", credential: "key" } },
      ],
    };
    r = ok(await osb(["vault", "create", id, "-f", "-", "-o", "json"], JSON.stringify(vault)));
    const state = JSON.parse(r.stdout);
    expect(state).toMatchObject({ revision: 1, credentials: [{ name: "tok", sourceType: "inline", revision: 1 }, { name: "key" }] });
    expect(state.bindings.map((b: { name: string }) => b.name)).toEqual(["api", "keys"]);

    r = ok(await osb(["vault", "get", id]));
    expect(r.stdout).toMatch(/^revision\s+1$/m);
    expect(r.stdout).toMatch(/^credentials\s+tok, key$/m);
    expect(r.stdout).toMatch(/^binding api\s+bearer → api\.example\.test$/m);
    expect(r.stdout).toMatch(/^binding keys\s+apiKey \(X-Api-Key\) → \*\.keys\.test$/m);

    r = ok(await osb(["vault", "credentials", id]));
    expect(r.stdout).toMatch(/^NAME\s+SOURCE\s+REVISION\ntok\s+inline\s+1\nkey\s+inline\s+1\n$/);
    r = ok(await osb(["vault", "credentials", id, "key", "-o", "json"]));
    expect(JSON.parse(r.stdout)).toEqual({ name: "key", sourceType: "inline", revision: 1 });
    r = ok(await osb(["vault", "bindings", id, "-o", "raw"]));
    expect(r.stdout).toBe("api\nkeys\n");
    r = ok(await osb(["vault", "bindings", id, "api"]));
    expect(r.stdout).toMatch(/^paths\s+\/v1\/\*$/m);
    expect(r.stdout).toMatch(/^auth\s+bearer$/m);
    r = await osb(["vault", "bindings", id, "nope"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/VAULT_NOT_FOUND/);

    // Rotation from a file, at the expected revision; the same change again is stale (409).
    const file = path.join(home, "rotate.json");
    writeFileSync(file, JSON.stringify({ credentials: { replace: [{ name: "tok", source: { type: "inline", value: VALUES.rotated } }] } }), { mode: 0o600 });
    r = ok(await osb(["vault", "patch", id, "-f", file, "--expected-revision", "1", "-o", "raw"]));
    expect(r.stdout).toBe("2\n");
    r = ok(await osb(["vault", "credentials", id, "tok", "-o", "json"]));
    expect(JSON.parse(r.stdout).revision).toBe(2);
    r = await osb(["vault", "patch", id, "-f", file, "--expected-revision", "1"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^osb: .*VAULT_CONFLICT/);
    // Bad input is refused before anything is sent, without echoing it.
    r = await osb(["vault", "patch", id, "-f", "-"], `{"credentials": ${VALUES.key}`);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("osb: --file: stdin is not valid JSON\n");

    r = ok(await osb(["vault", "delete", id]));
    expect(r.stdout).toBe(`${id}\n`);
    r = await osb(["vault", "get", id]);
    expect(r.code).toBe(1);

    const printed = outputs.join("\n");
    for (const v of Object.values(VALUES)) expect(printed).not.toContain(v);
    ok(await osb(["sandbox", "kill", id]));
  });

  it("a sandbox without --credential-proxy has no vault to create (412)", async () => {
    const id = ok(await osb(["sandbox", "create", "--image", IMAGE, "--cpu", "500m", "--memory", "256Mi", "--timeout", "10m", "--entrypoint", "sleep 3600", "--network-policy", POLICY])).stdout.trim();
    const r = await osb(["vault", "create", id, "-f", "-"], JSON.stringify({ credentials: [], bindings: [] }));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/CREDENTIAL_PROXY_NOT_ENABLED/);
    ok(await osb(["sandbox", "kill", id]));
  });

  it("--network-policy must be a JSON object", async () => {
    const r = await osb(["sandbox", "create", "--image", IMAGE, "--network-policy", "deny"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^osb: --network-policy: expected a JSON object/);
  });
});

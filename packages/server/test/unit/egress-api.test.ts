// The egress API's HTTP side through inject() with the in-memory runtime (which enforces no
// policy): networkPolicy validated at create and refused by a runtime that cannot enforce it, and
// the egress routes' own authentication. Enforcement itself: test/integration/egress.test.ts.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { SecretKey } from "../../src/secrets/secret-key.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";

const KEY = "unit-key";
const secrets = SecretKey.ephemeral();
const runtime = new FakeRuntime();
let app: App;

beforeAll(async () => {
  const { config } = validateConfig({ server: { api_key: KEY } });
  app = await buildApp({ config, runtime, store: new MemoryStore(), secrets, logger: pino({ level: "silent" }) });
  await app.start();
});
afterAll(async () => {
  await app.close();
  runtime.dispose();
});

const create = (networkPolicy: unknown) =>
  app.http.inject({
    method: "POST",
    url: "/v1/sandboxes",
    headers: { "open-sandbox-api-key": KEY },
    payload: { image: { uri: "img" }, entrypoint: ["sleep", "1"], resourceLimits: { cpu: "1", memory: "1Gi" }, networkPolicy },
  });

describe("networkPolicy at create", () => {
  it("a bad target is 400 INVALID_PARAMETER naming it; the schema refuses unknown fields", async () => {
    const bad = await create({ egress: [{ action: "allow", target: "*.*.example.com" }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "INVALID_PARAMETER", message: expect.stringMatching(/networkPolicy\.egress\[0\]\.target: "\*\.\*\.example\.com"/) });
    const extra = await create({ defaultAction: "deny", mode: "dns" });
    expect(extra.statusCode).toBe(400);
  });

  it("a runtime that cannot enforce it refuses it (NOT_SUPPORTED), never ignores it", async () => {
    const r = await create({ defaultAction: "deny", egress: [{ action: "allow", target: "pypi.org" }] });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: "NOT_SUPPORTED", message: expect.stringMatching(/networkPolicy/) });
  });
});

describe("egress routes' authentication", () => {
  it("wants the sandbox's own egress token: none, the API key, or another sandbox's token is 401", async () => {
    const url = "/sandboxes/abc/egress/policy";
    const none = await app.http.inject({ method: "GET", url, headers: { "open-sandbox-api-key": KEY } });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe("MISSING_EGRESS_AUTH");
    const other = await app.http.inject({ method: "GET", url, headers: { "opensandbox-egress-auth": secrets.egressToken("xyz") } });
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe("INVALID_EGRESS_AUTH");
    // The right token for a sandbox that does not exist: past authentication, then 404.
    const right = await app.http.inject({ method: "GET", url: "/v1/sandboxes/abc/egress/policy", headers: { "opensandbox-egress-auth": secrets.egressToken("abc") } });
    expect(right.statusCode).toBe(404);
    expect(right.json().code).toBe("SANDBOX_NOT_FOUND");
  });

  it("the egress token is neither the execd token nor shared between sandboxes", () => {
    expect(secrets.egressToken("a")).not.toBe(secrets.execdToken("a"));
    expect(secrets.egressToken("a")).not.toBe(secrets.egressToken("b"));
  });
});

// The egress API's HTTP side through inject() with the in-memory runtime (which enforces no
// policy): networkPolicy validated at create and refused by a runtime that cannot enforce it, and
// the egress routes' own authentication. Enforcement itself: test/integration/egress.test.ts.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { SecretKey } from "../../src/secrets/secret-key.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import type { Policy } from "../../src/egress/policy.ts";
import type { SandboxSpec } from "../../src/runtime/runtime.ts";
import { FakeRuntime } from "../fake-runtime.ts";
import { waitFor } from "../helpers.ts";

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

/** The in-memory runtime with an egress double: records the policy each create and change hands it. */
class PolicyRuntime extends FakeRuntime {
  readonly created = new Map<string, Policy | undefined>();
  readonly applied: { id: string; policy: Policy }[] = [];
  readonly egress = {
    apply: async (id: string, _state: unknown, policy: Policy) => void this.applied.push({ id, policy }),
    restore: async () => undefined,
    report: async () => ({ deniedPackets: 0, deniedQueries: 0, recent: [] }),
  };
  override async create(spec: SandboxSpec) {
    this.created.set(spec.sandboxId, spec.networkPolicy);
    return super.create(spec);
  }
}

describe("the service's egress flow (a runtime double that enforces)", () => {
  const rt = new PolicyRuntime();
  let a: App;
  beforeAll(async () => {
    const { config } = validateConfig({ server: { api_key: KEY } });
    a = await buildApp({ config, runtime: rt, store: new MemoryStore(), secrets, logger: pino({ level: "silent" }) });
    await a.start();
  });
  afterAll(async () => {
    await a.close();
    rt.dispose();
  });

  it("a PATCH while the image is pulled reaches the create; one while Running goes to the runtime; both are recorded", async () => {
    rt.registry.add("slow:1");
    rt.pullDelayMs = 400;
    const res = await a.http.inject({
      method: "POST",
      url: "/v1/sandboxes",
      headers: { "open-sandbox-api-key": KEY },
      payload: { image: { uri: "slow:1" }, entrypoint: ["sleep", "30"], resourceLimits: { cpu: "1", memory: "1Gi" }, networkPolicy: { defaultAction: "deny", egress: [{ action: "allow", target: "a.test" }] } },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().id as string;
    // The egress endpoint is answered at once, Pending or not.
    const ep = (await a.http.inject({ method: "GET", url: `/v1/sandboxes/${id}/endpoints/18080`, headers: { "open-sandbox-api-key": KEY, host: "osb.test" } })).json();
    expect(ep).toEqual({ endpoint: `osb.test/sandboxes/${id}/egress`, headers: { "OPENSANDBOX-EGRESS-AUTH": secrets.egressToken(id) } });
    const call = (method: string, payload: unknown) => a.http.inject({ method: method as "PATCH", url: `/sandboxes/${id}/egress/policy`, headers: { "opensandbox-egress-auth": secrets.egressToken(id) }, payload: payload as object });
    expect((await call("PATCH", [{ action: "allow", target: "b.test" }])).statusCode).toBe(200);
    await waitFor(async () => (await a.http.inject({ method: "GET", url: `/v1/sandboxes/${id}`, headers: { "open-sandbox-api-key": KEY } })).json().status.state, (s) => s === "Running", 10_000, "Running");
    expect(rt.created.get(id)?.rules.map((r) => r.target)).toEqual(["b.test", "a.test"]);
    expect(rt.applied).toEqual([]);
    const del = await call("DELETE", ["a.test"]);
    expect(del.json().policy).toEqual({ defaultAction: "deny", egress: [{ action: "allow", target: "b.test" }] });
    expect(rt.applied.map((x) => x.policy.rules.map((r) => r.target))).toEqual([["b.test"]]);
    const got = await a.http.inject({ method: "GET", url: `/sandboxes/${id}/egress/policy`, headers: { "opensandbox-egress-auth": secrets.egressToken(id) } });
    expect(got.json().policy.egress).toEqual([{ action: "allow", target: "b.test" }]);
    // Bad input in the spec's shape.
    const bad = await call("PATCH", []);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("INVALID_PARAMETER");
  });

  it("a sandbox without networkPolicy has no egress API: EGRESS_NOT_ENABLED, and port 18080 is its own", async () => {
    const res = await a.http.inject({ method: "POST", url: "/v1/sandboxes", headers: { "open-sandbox-api-key": KEY }, payload: { image: { uri: "busybox:latest" }, entrypoint: ["sleep", "30"], resourceLimits: { cpu: "1", memory: "1Gi" } } });
    const id = res.json().id as string;
    const got = await a.http.inject({ method: "GET", url: `/sandboxes/${id}/egress/policy`, headers: { "opensandbox-egress-auth": secrets.egressToken(id) } });
    expect(got.statusCode).toBe(404);
    expect(got.json().code).toBe("EGRESS_NOT_ENABLED");
  });
});

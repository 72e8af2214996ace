// Signed routes through inject() with the in-memory runtime: what the endpoint hands out, and every
// way a route is refused (tampered, another port, another sandbox, expired, a rotated key), while
// the unsigned proxy keeps requiring the API key. The relay itself against Docker:
// test/integration/signed-routes.test.ts.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { locationUnderPrefix, withoutTokens } from "../../src/http/proxy.ts";
import { RouteSigner, parseSignedUrl } from "../../src/http/signed-route.ts";
import { SecretKey } from "../../src/secrets/secret-key.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { FakeRuntime } from "../fake-runtime.ts";
import { waitFor } from "../helpers.ts";

const KEY = "unit-key";
const secrets = SecretKey.ephemeral();
const runtime = new FakeRuntime();
const store = new MemoryStore();
let app: App;

async function appWith(generation: number): Promise<App> {
  const { config } = validateConfig({ server: { api_key: KEY }, ingress: { signing_key_generation: generation, signed_route_max_seconds: 3600 } });
  const a = await buildApp({ config, runtime, store, secrets, logger: pino({ level: "silent" }) });
  await a.start();
  return a;
}

beforeAll(async () => {
  app = await appWith(1);
});
afterAll(async () => {
  await app.close();
  runtime.dispose();
});

const call = (a: App, method: string, url: string, headers: Record<string, string> = { "open-sandbox-api-key": KEY }) =>
  a.http.inject({ method: method as "GET", url, headers });

const now = () => Math.floor(Date.now() / 1000);

async function runningSandbox(): Promise<string> {
  const res = await app.http.inject({
    method: "POST",
    url: "/v1/sandboxes",
    headers: { "open-sandbox-api-key": KEY, "content-type": "application/json" },
    payload: JSON.stringify({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 600, resourceLimits: { cpu: "1", memory: "64Mi" } }),
  });
  const id = res.json().id as string;
  await waitFor(async () => (await call(app, "GET", `/v1/sandboxes/${id}`)).json().status.state, (s) => s === "Running", 5000, "Running");
  return id;
}

/** The path of a signed endpoint (the endpoint is `{host}{path}`, without scheme). */
async function signedPath(id: string, port: number, expires: number, a = app): Promise<string> {
  const res = await call(a, "GET", `/v1/sandboxes/${id}/endpoints/${port}?expires=${expires}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.headers).toBeUndefined(); // usable without any header
  expect(body.endpoint).toMatch(new RegExp(`^localhost:80/sandboxes/${id}/signed/${port}/[0-9a-z]+\\.1\\.[A-Za-z0-9_-]{43}$`));
  return body.endpoint.slice("localhost:80".length);
}

const noKey = {};

function expectRefused(res: Awaited<ReturnType<typeof call>>, code: string, message?: RegExp) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json().code).toBe(code);
  if (message) expect(res.json().message).toMatch(message);
  expect(res.headers["x-request-id"]).toBeTruthy();
}

describe("signed routes", () => {
  let id: string;
  let other: string;
  beforeAll(async () => {
    [id, other] = await Promise.all([runningSandbox(), runningSandbox()]);
  });

  it("hand out a URL that works without the API key or any header, under /v1 too", async () => {
    const path = await signedPath(id, 44772, now() + 600);
    const res = await call(app, "GET", `${path}/ping`, noKey);
    expect(res.statusCode).toBe(200); // the fake execd wants its token: the server added it
    expect((await call(app, "GET", `/v1${path}/ping`, noKey)).statusCode).toBe(200);
  });

  it("redirects the bare route to its trailing slash, keeping the query", async () => {
    const path = await signedPath(id, 44772, now() + 600);
    const res = await call(app, "GET", `${path}?a=1`, noKey);
    expect(res.statusCode).toBe(308);
    const token = path.slice(path.lastIndexOf("/") + 1);
    expect(res.headers.location).toBe(`${token}/?a=1`);
    expect(new URL(res.headers.location as string, `http://h${path}?a=1`).pathname).toBe(`${path}/`);
  });

  it("refuse a tampered signature, expiry or generation", async () => {
    const path = await signedPath(id, 44772, now() + 600);
    const token = path.slice(path.lastIndexOf("/") + 1);
    const [exp, gen, mac] = token.split(".") as [string, string, string];
    const base = path.slice(0, path.lastIndexOf("/") + 1);
    const flipped = `${mac.slice(0, 10)}${mac[10] === "A" ? "B" : "A"}${mac.slice(11)}`;
    expectRefused(await call(app, "GET", `${base}${exp}.${gen}.${flipped}/ping`, noKey), "SIGNED_ROUTE_INVALID", /signature/);
    // a later expiry with the old signature
    expectRefused(await call(app, "GET", `${base}${(parseInt(exp, 36) + 3600).toString(36)}.${gen}.${mac}/ping`, noKey), "SIGNED_ROUTE_INVALID", /signature/);
    expectRefused(await call(app, "GET", `${base}${exp}.2.${mac}/ping`, noKey), "SIGNED_ROUTE_INVALID", /generation 2/);
    expectRefused(await call(app, "GET", `${base}not-a-token/ping`, noKey), "SIGNED_ROUTE_INVALID", /malformed/);
    expectRefused(await call(app, "GET", `${base}${exp}.${gen}.${mac.slice(1)}/ping`, noKey), "SIGNED_ROUTE_INVALID", /malformed/);
  });

  it("refuse a route moved to another port or another sandbox", async () => {
    const path = await signedPath(id, 8080, now() + 600);
    const token = path.slice(path.lastIndexOf("/") + 1);
    expectRefused(await call(app, "GET", `/sandboxes/${id}/signed/44772/${token}/ping`, noKey), "SIGNED_ROUTE_INVALID", /signature/);
    expectRefused(await call(app, "GET", `/sandboxes/${other}/signed/8080/${token}/ping`, noKey), "SIGNED_ROUTE_INVALID", /signature/);
    // and the API key does not stand in for a bad token
    expectRefused(await call(app, "GET", `/sandboxes/${other}/signed/8080/${token}/ping`), "SIGNED_ROUTE_INVALID");
  });

  it("refuse an expired route, saying so", async () => {
    const signer = new RouteSigner(secrets, { generation: 1, maxSeconds: 3600 });
    // Issued two minutes ago for one minute.
    const token = signer.issue(id, 44772, String(now() - 60), Date.now() - 120_000);
    const res = await call(app, "GET", `/sandboxes/${id}/signed/44772/${token}/ping`, noKey);
    expectRefused(res, "SIGNED_ROUTE_EXPIRED", /expired at/);
    expect(signer.check(`/sandboxes/${id}/signed/44772/${token}/ping`, Date.now() - 120_000)).toBeUndefined();
  });

  it("stop working when the signing key generation is raised (rotation), and work again with a new one", async () => {
    const path = await signedPath(id, 44772, now() + 600);
    const rotated = await appWith(2);
    try {
      expectRefused(await call(rotated, "GET", `${path}/ping`, noKey), "SIGNED_ROUTE_INVALID", /rotated/);
      const res = await call(rotated, "GET", `/v1/sandboxes/${id}/endpoints/44772?expires=${now() + 600}`);
      const fresh = (res.json().endpoint as string).slice("localhost:80".length);
      expect(fresh).toMatch(/\.2\./);
      expect((await call(rotated, "GET", `${fresh}/ping`, noKey)).statusCode).toBe(200);
      expectRefused(await call(app, "GET", `${fresh}/ping`, noKey), "SIGNED_ROUTE_INVALID"); // and generation 1 refuses generation 2
    } finally {
      // Not rotated.close(): the store is shared with the first app.
      await rotated.http.close();
      await rotated.sandboxes.stop();
    }
  });

  it("are refused for an expiry in the past, too far ahead, or together with use_server_proxy; a deleted sandbox's route is 404", async () => {
    for (const q of [`expires=${now() - 1}`, `expires=${now() + 3601}`, `expires=${now() + 60}&use_server_proxy=true`, "expires=99999999999999999999"]) {
      const res = await call(app, "GET", `/v1/sandboxes/${id}/endpoints/44772?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe("INVALID_PARAMETER");
    }
    expect((await call(app, "GET", `/v1/sandboxes/${id}/endpoints/44772?expires=${now() + 3601}`)).json().message).toMatch(/signed_route_max_seconds/);
    const gone = await runningSandbox();
    const path = await signedPath(gone, 44772, now() + 600);
    expect((await call(app, "DELETE", `/v1/sandboxes/${gone}`)).statusCode).toBe(204);
    const res = await call(app, "GET", `${path}/ping`, noKey);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("SANDBOX_NOT_FOUND");
  });

  it("leave the unsigned proxy behind the API key", async () => {
    expect((await call(app, "GET", `/sandboxes/${id}/proxy/44772/ping`, noKey)).json().code).toBe("MISSING_API_KEY");
    expect((await call(app, "GET", `/sandboxes/${id}/proxy/44772/ping`, { "open-sandbox-api-key": "wrong" })).json().code).toBe("INVALID_API_KEY");
    expect((await call(app, "GET", `/sandboxes/${id}/proxy/44772/ping`)).statusCode).toBe(200);
    // a path that only looks signed elsewhere is not exempt
    expect((await call(app, "GET", `/sandboxes/${id}/proxy/44772/signed/44772/x/ping`, noKey)).json().code).toBe("MISSING_API_KEY");
  });
});

describe("parseSignedUrl", () => {
  it("splits prefix, rest and query, with or without /v1", () => {
    expect(parseSignedUrl("/v1/sandboxes/a%2Db/signed/3000/t.1.x/app/x.js?q=1")).toEqual({
      sandboxId: "a-b",
      port: 3000,
      token: "t.1.x",
      prefix: "/v1/sandboxes/a%2Db/signed/3000/t.1.x",
      rest: "/app/x.js?q=1",
      bare: false,
      query: "?q=1",
    });
    expect(parseSignedUrl("/sandboxes/a/signed/3000/t")).toMatchObject({ rest: "/", bare: true });
    expect(parseSignedUrl("/sandboxes/a/signed/70000/t/")).toBeUndefined();
    expect(parseSignedUrl("/sandboxes/a/proxy/3000/t/")).toBeUndefined();
  });
});

describe("what the sandbox's service gets", () => {
  const own = "/sandboxes/a/signed/3000/t.1.x";
  it("a Referer from its own signed page loses the prefix; one from any other signed route is dropped", () => {
    expect(withoutTokens({ referer: `http://h:1${own}/page?q=1` }, own)).toEqual({ referer: "http://h:1/page?q=1" });
    expect(withoutTokens({ referer: "http://h:1/v1/sandboxes/b/signed/3000/u.1.y/" }, own)).toEqual({});
    expect(withoutTokens({ referer: "http://h:1/sandboxes/a/signed/4000/u.1.y/" }, own)).toEqual({});
    expect(withoutTokens({ referer: "http://h:1/sandboxes/b/signed/3000/u.1.y/" }, undefined)).toEqual({}); // through the unsigned proxy too
    expect(withoutTokens({ referer: "http://elsewhere.test/page" }, own)).toEqual({ referer: "http://elsewhere.test/page" });
    expect(withoutTokens({ referer: "not a url" }, own)).toEqual({});
  });

  it("its redirects to its own paths stay under the prefix", () => {
    expect(locationUnderPrefix("/login?next=/", own, "h:1")).toBe(`${own}/login?next=/`);
    expect(locationUnderPrefix("http://h:1/login", own, "h:1")).toBe(`http://h:1${own}/login`);
    expect(locationUnderPrefix(`http://h:1${own}/x`, own, "h:1")).toBe(`http://h:1${own}/x`);
    expect(locationUnderPrefix("//cdn.test/x", own, "h:1")).toBe("//cdn.test/x");
    expect(locationUnderPrefix("https://elsewhere.test/x", own, "h:1")).toBe("https://elsewhere.test/x");
    expect(locationUnderPrefix("next", own, "h:1")).toBe("next");
  });
});

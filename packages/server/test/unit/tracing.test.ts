// OpenTelemetry: with `[telemetry] otlp_endpoint` set, a create is one trace from the HTTP request
// through the service to the runtime's calls, sent as OTLP/HTTP JSON (here to a receiver in the
// test); without it, no SDK is registered.
import http from "node:http";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { SecretKey } from "../../src/secrets/secret-key.ts";
import { MemoryStore } from "../../src/store/memory.ts";
import { startTracing } from "../../src/telemetry/tracing.ts";
import { FakeRuntime } from "../fake-runtime.ts";

type AnyValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: { key: string; value: AnyValue }[] };
type Export = { resourceSpans: { resource: { attributes: { key: string; value: AnyValue }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[] };

const KEY = "unit-key";
const runtime = new FakeRuntime();
const received: { path: string; contentType: string | undefined; body: Export }[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    received.push({ path: req.url ?? "", contentType: req.headers["content-type"], body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Export });
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
const apps: App[] = [];

afterAll(async () => {
  for (const a of apps) await a.close();
  runtime.dispose();
  receiver.close();
});

const attr = (s: OtlpSpan, key: string) => s.attributes?.find((a) => a.key === key)?.value;
const OTEL_GLOBAL = Symbol.for("opentelemetry.js.api.1");

async function app(overrides: Record<string, Record<string, unknown>>): Promise<App> {
  const { config } = validateConfig({ server: { api_key: KEY }, ...overrides });
  const a = await buildApp({ config, runtime, store: new MemoryStore(), secrets: SecretKey.ephemeral(), logger: pino({ level: "silent" }) });
  apps.push(a);
  await a.start();
  return a;
}

describe("tracing", () => {
  it("is off without an endpoint: no SDK is registered", async () => {
    expect(await startTracing(validateConfig({ server: { api_key: KEY } }).config, "x", {})).toBeUndefined();
    await app({});
    const g = (globalThis as Record<symbol, Record<string, unknown> | undefined>)[OTEL_GLOBAL];
    expect(g?.trace).toBeUndefined();
    expect(g?.context).toBeUndefined();
  });

  it("traces a create from the request through the service to the runtime", async () => {
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
    const a = await app({ telemetry: { otlp_endpoint: url, service_name: "osb-trace-test" } });
    // The caller's trace is continued (W3C trace context).
    const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const callerSpan = "00f067aa0ba902b7";
    const res = await a.http.inject({
      method: "POST",
      url: "/v1/sandboxes",
      headers: { "open-sandbox-api-key": KEY, "content-type": "application/json", traceparent: `00-${callerTrace}-${callerSpan}-01` },
      payload: JSON.stringify({ image: { uri: "busybox:latest" }, entrypoint: ["sleep", "60"], timeout: 600, resourceLimits: { cpu: "1", memory: "64Mi" } }),
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().id as string;
    for (let i = 0; i < 500; i++) {
      const s = await a.http.inject({ method: "GET", url: `/v1/sandboxes/${id}`, headers: { "open-sandbox-api-key": KEY } });
      if (s.json().status.state === "Running") break;
      await new Promise((r) => setTimeout(r, 10));
    }
    await a.close(); // flushes the batch
    apps.splice(apps.indexOf(a), 1);

    expect(received.length).toBeGreaterThan(0);
    expect(received.every((r) => r.path === "/v1/traces" && r.contentType === "application/json")).toBe(true);
    const resource = received[0]!.body.resourceSpans[0]!.resource.attributes;
    expect(resource.find((x) => x.key === "service.name")?.value.stringValue).toBe("osb-trace-test");
    const spans = received.flatMap((r) => r.body.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((ss) => ss.spans)));
    const one = (name: string, parent?: OtlpSpan) => {
      const found = spans.filter((s) => s.name === name && (!parent || s.parentSpanId === parent.spanId) && s.traceId === callerTrace);
      expect(found, `${name} under ${parent?.name ?? "the caller"}`).toHaveLength(1);
      return found[0]!;
    };
    const request = one("POST /v1/sandboxes");
    expect(request.parentSpanId).toBe(callerSpan);
    expect(request.kind).toBe(2); // SERVER
    expect(attr(request, "http.response.status_code")?.intValue).toBe(202);
    const create = one("sandbox.create", request);
    const provision = one("sandbox.provision", create);
    const prepare = one("runtime.prepare", provision);
    const made = one("runtime.create", provision);
    for (const s of [create, provision, prepare, made]) expect(attr(s, "opensandbox.sandbox.id")?.stringValue, s.name).toBe(id);
    // Background work (the watch, the expiry sweep) starts no traces of its own.
    expect(spans.filter((s) => s.traceId !== callerTrace).map((s) => s.name)).toEqual(
      expect.not.arrayContaining(["runtime.observe", "runtime.listOwned", "runtime.ping"]),
    );
  });
});

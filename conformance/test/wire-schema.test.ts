import { describe, expect, it } from "vitest";
import { DEFAULT_EXECD_SPEC_FILE, DEFAULT_SPEC_FILE } from "../src/paths.js";
import { parseEventStream } from "../src/runner/event-stream.js";
import type { WireRequest, WireResponse } from "../src/runner/driver.js";
import { loadSpec, matchOperation } from "../src/spec.js";
import type { SpecOperation } from "../src/spec.js";
import { WireSchema } from "../src/wire-schema.js";

const spec = loadSpec(DEFAULT_SPEC_FILE);
const wire = new WireSchema(spec);
const op = (key: string) => spec.operations.find((o) => o.key === key) as SpecOperation;

function response(status: number, body?: unknown, headers: Record<string, string> = {}): WireResponse {
  const bodyText = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
  return {
    status,
    headers: { "x-request-id": "r", ...(body !== undefined && typeof body !== "string" ? { "content-type": "application/json" } : {}), ...headers },
    bodyText,
    bodyBytes: new TextEncoder().encode(bodyText),
    ...(typeof body === "object" ? { json: body } : {}),
    durationMs: 1,
  };
}

function request(method: string, path: string, extra: Partial<WireRequest> = {}): WireRequest {
  return { method, path, query: [], headers: {}, ...extra };
}

const sandbox = { id: "s1", status: { state: "Running" }, createdAt: "2030-01-01T00:00:00Z", entrypoint: ["tail"] };

describe("spec index", () => {
  it("reads the base path from servers[0]", () => expect(spec.basePath).toBe("/v1"));

  it("matches paths to operations, literals before parameters", () => {
    expect(matchOperation(spec, "GET", "/sandboxes")?.operation.key).toBe("listSandboxes");
    expect(matchOperation(spec, "GET", "/sandboxes/abc")?.operation.key).toBe("getSandbox");
    expect(matchOperation(spec, "GET", "/sandboxes/abc")?.pathParams).toEqual({ sandboxId: "abc" });
    expect(matchOperation(spec, "PATCH", "/sandboxes/abc/metadata")?.operation.key).toBe("patchSandboxMetadata");
    expect(matchOperation(spec, "GET", "/sandboxes/abc/endpoints/44772")?.pathParams).toEqual({ sandboxId: "abc", port: "44772" });
    expect(matchOperation(spec, "PUT", "/sandboxes")).toBeUndefined();
  });

  it("lets the trailing proxy {path} span several segments", () => {
    expect(matchOperation(spec, "GET", "/sandboxes/abc/proxy/44772")?.operation.key).toBe("proxySandboxPortGet");
    const deep = matchOperation(spec, "POST", "/sandboxes/abc/proxy/8080/a/b/c");
    expect(deep?.operation.key).toBe("proxySandboxPortPathPost");
    expect(deep?.pathParams.path).toBe("a/b/c");
  });

  it("knows which operations need the API key", () => {
    expect(op("getHealth").requiresAuth).toBe(false);
    expect(op("listSandboxes").requiresAuth).toBe(true);
  });

  it("compiles every component schema with Ajv 2020", () => {
    const names = Object.keys((spec.doc.components as { schemas: object }).schemas);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(() => wire.validatorAt(`/components/schemas/${name}`), name).not.toThrow();
  });
});

describe("request validation", () => {
  it("accepts a conforming create", () => {
    const body = JSON.stringify({ image: { uri: "busybox" }, entrypoint: ["tail"], timeout: 60, resourceLimits: { cpu: "1" } });
    expect(wire.checkRequest(request("POST", "/sandboxes", { body, headers: { "content-type": "application/json" } })).issues).toEqual([]);
  });

  it("reports body schema violations, bad JSON and wrong content types", () => {
    const json = { "content-type": "application/json" };
    expect(wire.checkRequest(request("POST", "/sandboxes", { body: '{"timeout": 5}', headers: json })).issues.join()).toMatch(/timeout must be >= 60/);
    expect(wire.checkRequest(request("POST", "/sandboxes", { body: "{", headers: json })).issues).toEqual(["request body is not valid JSON"]);
    expect(wire.checkRequest(request("POST", "/sandboxes", { body: "{}", headers: { "content-type": "text/plain" } })).issues.join()).toMatch(/content type text\/plain/);
    expect(wire.checkRequest(request("POST", "/sandboxes")).issues).toEqual(["request body is required"]);
  });

  it("reports path and query parameter violations after coercion", () => {
    expect(wire.checkRequest(request("GET", "/sandboxes/x/endpoints/0")).issues.join()).toMatch(/path parameter port/);
    expect(wire.checkRequest(request("GET", "/sandboxes/x/endpoints/http")).issues.join()).toMatch(/must be integer/);
    expect(wire.checkRequest(request("GET", "/sandboxes/x/endpoints/8080", { query: [["use_server_proxy", "true"]] })).issues).toEqual([]);
    expect(wire.checkRequest(request("GET", "/sandboxes", { query: [["page", "0"]] })).issues.join()).toMatch(/query parameter page/);
    expect(wire.checkRequest(request("GET", "/sandboxes", { query: [["state", "Running"], ["state", "Paused"]] })).issues).toEqual([]);
    expect(wire.checkRequest(request("GET", "/sandboxes", { query: [["page", "1"], ["page", "2"]] })).issues.join()).toMatch(/repeated/);
  });

  it("returns no match for paths outside the spec", () => {
    expect(wire.checkRequest(request("GET", "/nope")).match).toBeUndefined();
  });
});

describe("response validation", () => {
  it("accepts documented statuses with valid bodies", () => {
    expect(wire.checkResponse(op("getSandbox"), "GET", response(200, sandbox))).toEqual([]);
    expect(wire.checkResponse(op("getSandbox"), "GET", response(404, { code: "SANDBOX_NOT_FOUND", message: "no" }))).toEqual([]);
    expect(wire.checkResponse(op("deleteSandbox"), "DELETE", response(204))).toEqual([]);
    expect(wire.checkResponse(op("proxySandboxPortPathGet"), "GET", response(200, "pong", { "content-type": "text/plain" }))).toEqual([]);
  });

  it("fails a status the operation does not document", () => {
    const [issue] = wire.checkResponse(op("createSandbox"), "POST", response(418, { code: "X", message: "y" }));
    expect(issue?.severity).toBe("FAILURE");
    expect(issue?.message).toMatch(/status 418 is not documented for createSandbox/);
  });

  it("fails bodies that violate the schema, are not JSON, or are missing", () => {
    const { createdAt: _omit, ...withoutCreatedAt } = sandbox;
    expect(wire.checkResponse(op("getSandbox"), "GET", response(200, withoutCreatedAt))[0]?.message).toMatch(/violates Sandbox.*createdAt/);
    expect(wire.checkResponse(op("getSandbox"), "GET", response(401, { code: "X", message: "y", extra: 1 }))[0]?.message).toMatch(/additional properties/);
    expect(wire.checkResponse(op("getSandbox"), "GET", response(200, "oops", { "content-type": "application/json" }))[0]?.message).toMatch(/not valid JSON/);
    expect(wire.checkResponse(op("getSandbox"), "GET", response(200))[0]?.message).toMatch(/has no body/);
    expect(wire.checkResponse(op("getSandbox"), "GET", response(200, "<html>", { "content-type": "text/html" }))[0]?.message).toMatch(/content type text\/html/);
  });

  it("warns about a body where the spec documents none", () => {
    const [issue] = wire.checkResponse(op("pauseSandbox"), "POST", response(202, { ok: true }));
    expect(issue?.severity).toBe("WARNING");
  });

  it("accepts open-ended states", () => {
    expect(wire.checkResponse(op("getSandbox"), "GET", response(200, { ...sandbox, status: { state: "Allocated" } }))).toEqual([]);
  });
});

describe("execd spec", () => {
  const execd = loadSpec(DEFAULT_EXECD_SPEC_FILE);
  const execdWire = new WireSchema(execd);
  const execdOp = (key: string) => execd.operations.find((o) => o.key === key) as SpecOperation;
  const eventStream = (body: string, status = 200): WireResponse => {
    const { events, problems } = parseEventStream(body);
    return { ...response(status, body, { "content-type": "text/event-stream" }), events, streamProblems: problems };
  };

  it("takes the credential header and base path from the document", () => {
    expect(execd.authHeader).toBe("X-EXECD-ACCESS-TOKEN");
    expect(spec.authHeader).toBe("OPEN-SANDBOX-API-KEY");
    expect(execd.basePath).toBe("");
  });

  it("validates every event of a stream against ServerStreamEvent", () => {
    const good = '{"type":"init","text":"c"}\n\ndata: {"type":"stdout","text":"x"}\n\n{"type":"execution_complete","execution_time":1}\n\n';
    expect(execdWire.checkResponse(execdOp("runCommand"), "POST", eventStream(good))).toEqual([]);
    const issues = execdWire.checkResponse(execdOp("runCommand"), "POST", eventStream('{"type":"init"}\n\n{"type":"bogus"}\n\n{"type":"stdout","text":5}\n\nnot json\n'));
    expect(issues.map((i) => i.message)).toEqual([
      "event stream: line 7: neither JSON nor an SSE field: not json",
      expect.stringMatching(/^event 2 of the stream violates ServerStreamEvent: type must be equal to one of the allowed values/),
      expect.stringMatching(/^event 3 of the stream violates ServerStreamEvent: text must be string/),
    ]);
  });

  it("validates metrics streams against Metrics", () => {
    const sample = '{"cpu_count":1,"cpu_used_pct":0,"mem_total_mib":512,"mem_used_mib":3,"timestamp":1}\n';
    expect(execdWire.checkResponse(execdOp("watchMetrics"), "GET", eventStream(sample + sample))).toEqual([]);
    expect(execdWire.checkResponse(execdOp("watchMetrics"), "GET", eventStream('{"cpu_count":1}\n'))[0]?.message).toMatch(/violates Metrics/);
  });

  it("accepts empty text and binary bodies but not an empty JSON or event-stream one", () => {
    expect(execdWire.checkResponse(execdOp("getBackgroundCommandLogs"), "GET", response(200, "", { "content-type": "text/plain" }))).toEqual([]);
    expect(execdWire.checkResponse(execdOp("downloadFile"), "GET", response(200, "", { "content-type": "application/octet-stream" }))).toEqual([]);
    expect(execdWire.checkResponse(execdOp("getMetrics"), "GET", response(200))[0]?.message).toMatch(/has no body/);
    expect(execdWire.checkResponse(execdOp("runCommand"), "POST", eventStream(""))[0]?.message).toMatch(/has no body/);
  });

  it("checks 206 and 416 of downloads and error bodies", () => {
    expect(execdWire.checkResponse(execdOp("downloadFile"), "GET", response(206, "abc", { "content-type": "application/octet-stream", "content-range": "bytes 0-2/9" }))).toEqual([]);
    expect(execdWire.checkResponse(execdOp("downloadFile"), "GET", response(416, { code: "RANGE_NOT_SATISFIABLE", message: "no" }))).toEqual([]);
    expect(execdWire.checkResponse(execdOp("getMetrics"), "GET", response(404, { code: "ROUTE_NOT_FOUND", message: "no" }))[0]?.message).toMatch(/status 404 is not documented for getMetrics/);
  });

  it("matches multi-segment proxy paths", () => {
    expect(matchOperation(execd, "GET", "/proxy/8080")?.operation.key).toBe("proxyPortGet");
    expect(matchOperation(execd, "HEAD", "/proxy/8080/a/b")?.operation.key).toBe("proxyPortPathHead");
    expect(execdWire.checkRequest(request("GET", "/proxy/0/x")).issues.join()).toMatch(/path parameter port/);
  });
});

import { describe, expect, it } from "vitest";
import { evaluateMatcher, parseFieldPath, resolveField } from "../src/checks/matchers.js";
import { idFilter } from "../src/filter.js";
import { interpolate, interpolateString, isoSeconds, referencedVariables, UndefinedVariableError } from "../src/runner/interpolate.js";

describe("interpolation", () => {
  const vars = { id: "a b/c", n: 3, list: [1, 2], uniq: "x1" };

  it("replaces placeholders inside strings", () => {
    expect(interpolateString("tag-{uniq}-{n}", vars)).toBe("tag-x1-3");
  });

  it("keeps the type of a value when the string is exactly one placeholder", () => {
    expect(interpolateString("{n}", vars)).toBe(3);
    expect(interpolateString("{list}", vars)).toEqual([1, 2]);
  });

  it("percent-encodes substituted parts when asked (paths)", () => {
    expect(interpolateString("/sandboxes/{id}", vars, encodeURIComponent)).toBe("/sandboxes/a%20b%2Fc");
  });

  it("walks objects and arrays, keys included", () => {
    expect(interpolate({ "k-{uniq}": ["{n}", "v{n}"] }, vars)).toEqual({ "k-x1": [3, "v3"] });
  });

  it("leaves JSON-looking text alone and supports the {{ escape", () => {
    expect(interpolateString('{"a": {"b": 1}}', vars)).toBe('{"a": {"b": 1}}');
    expect(interpolateString('{"m": {"t": "{uniq}"}}', vars)).toBe('{"m": {"t": "x1"}}');
    expect(interpolateString("{{uniq}", vars)).toBe("{uniq}");
  });

  it("throws UndefinedVariableError for an unknown variable", () => {
    expect(() => interpolateString("/x/{missing}", vars)).toThrow(UndefinedVariableError);
  });

  it("computes times relative to now and fresh uuids", () => {
    const before = Date.now();
    const inTwoHours = Date.parse(interpolateString("{now+2h}", vars) as string);
    expect(inTwoHours).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 7_200_000);
    expect(inTwoHours).toBeLessThanOrEqual(before + 7_200_000 + 2000);
    expect(Date.parse(interpolateString("{now-90s}", vars) as string)).toBeLessThan(before - 88_000);
    const epoch = Number(interpolateString("{epoch+10m}", vars));
    expect(epoch).toBeGreaterThanOrEqual(Math.floor(before / 1000) + 600);
    expect(epoch).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
    expect(interpolateString("{epoch}", vars)).toMatch(/^\d+$/);
    expect(interpolateString("{uuid}", vars)).not.toBe(interpolateString("{uuid}", vars));
    expect(isoSeconds(new Date("2030-01-02T03:04:05.678Z"))).toBe("2030-01-02T03:04:05Z");
  });

  it("lists the variables a value refers to, builtins excluded", () => {
    expect([...referencedVariables({ path: "/s/{id}", q: ["{now+1h}", "{uuid}", "{n}"] })].sort()).toEqual(["id", "n"]);
  });
});

describe("field paths", () => {
  const root = {
    body: { items: [{ id: "a", metadata: { "k.x": "1" } }, { id: "b" }], status: { state: "Running" } },
    headers: { "x-request-id": "r1" },
    status: 200,
  };

  it("parses keys, indexes, wildcards and quoted keys", () => {
    expect(parseFieldPath('body.items[*].metadata["k.x"]')).toEqual([{ key: "body" }, { key: "items" }, { wildcard: true }, { key: "metadata" }, { key: "k.x" }]);
    expect(() => parseFieldPath("body..x")).toThrow();
  });

  it("resolves plain paths, wildcards and case-insensitive headers", () => {
    expect(resolveField(root, "body.status.state")).toEqual({ found: true, value: "Running" });
    expect(resolveField(root, "body.items[*].id")).toEqual({ found: true, value: ["a", "b"] });
    expect(resolveField(root, "body.items[1].id").value).toBe("b");
    expect(resolveField(root, 'body.items[0].metadata["k.x"]').value).toBe("1");
    expect(resolveField(root, "headers.X-Request-ID").value).toBe("r1");
    expect(resolveField(root, "status").value).toBe(200);
    expect(resolveField(root, "body.items[5].id").found).toBe(false);
    expect(resolveField(root, "body.nope.deeper").found).toBe(false);
  });
});

describe("matchers", () => {
  const at = (value: unknown) => ({ found: value !== undefined, value });
  const ok = (value: unknown, matcher: Parameters<typeof evaluateMatcher>[1], vars = {}) => evaluateMatcher(at(value), matcher, vars).length === 0;

  it("treats scalars and arrays as deep equality", () => {
    expect(ok("Running", "Running")).toBe(true);
    expect(ok(["a", "b"], ["a", "b"])).toBe(true);
    expect(ok(["a"], ["a", "b"])).toBe(false);
    expect(ok(undefined, "x")).toBe(false);
  });

  it("interpolates operands and keeps variable types", () => {
    expect(ok("id-1", "{id}", { id: "id-1" })).toBe(true);
    expect(ok(3, "{n}", { n: 3 })).toBe(true);
  });

  it("supports exists, oneOf, matches, contains and friends", () => {
    expect(ok(undefined, { exists: false })).toBe(true);
    expect(ok("x", { exists: false })).toBe(false);
    expect(ok("Pending", { oneOf: ["Pending", "Running"] })).toBe(true);
    expect(ok("10.0.0.1:8080", { notMatches: "^[a-z]+://" })).toBe(true);
    expect(ok("http://x", { notMatches: "^[a-z]+://" })).toBe(false);
    expect(ok(["a", "b"], { contains: "a", notContains: "c" })).toBe(true);
    expect(ok("host/sandboxes/1/proxy/2", { contains: "/proxy/2" })).toBe(true);
    expect(ok(["a", "b", "c"], { containsAll: ["c", "a"], containsNone: ["d"] })).toBe(true);
    expect(ok(["a"], { containsAll: ["a", "b"] })).toBe(false);
    expect(ok([1, 2], { length: 2, minLength: 1, maxLength: 2 })).toBe(true);
    expect(ok(5, { gt: 4, gte: 5, lt: 6, lte: 5, type: "integer" })).toBe(true);
    expect(ok(["Running", "Running"], { each: "Running" })).toBe(true);
    expect(ok(["Running", "Paused"], { each: "Running" })).toBe(false);
  });

  it("compares date-times as instants", () => {
    expect(ok("2030-01-01T12:00:00.000Z", { sameInstant: "2030-01-01T12:00:00Z" })).toBe(true);
    expect(ok("2030-01-01T14:00:00+02:00", { sameInstant: "2030-01-01T12:00:00Z" })).toBe(true);
    expect(ok("2030-01-01T12:00:05Z", { sameInstant: "2030-01-01T12:00:00Z" })).toBe(false);
    expect(ok("2030-01-01T12:00:05Z", { sameInstant: "2030-01-01T12:00:00Z", toleranceSeconds: 10 })).toBe(true);
    expect(ok("2030-01-02T00:00:00Z", { after: "2030-01-01T00:00:00Z", before: "2030-01-03T00:00:00Z" })).toBe(true);
    expect(ok("not a date", { after: "2030-01-01T00:00:00Z" })).toBe(false);
  });

  it("reports what was expected", () => {
    const [mismatch] = evaluateMatcher(at("Pending"), "Running", {});
    expect(mismatch).toEqual({ expected: '"Running"', actual: "Pending" });
  });
});

describe("id filters", () => {
  const ids = ["lifecycle/create/a", "lifecycle/create/b-c", "lifecycle/list/x", "lifecycle/createx/y"];
  const pick = (...patterns: string[]) => ids.filter(idFilter(patterns));

  it("selects everything without patterns", () => expect(pick()).toEqual(ids));
  it("treats * as one segment and ** as any depth", () => {
    expect(pick("lifecycle/create/*")).toEqual(["lifecycle/create/a", "lifecycle/create/b-c"]);
    expect(pick("lifecycle/*")).toEqual([]);
    expect(pick("lifecycle/**")).toEqual(ids);
  });
  it("treats a plain pattern as an id or a prefix of whole segments", () => {
    expect(pick("lifecycle/create")).toEqual(["lifecycle/create/a", "lifecycle/create/b-c"]);
    expect(pick("lifecycle/list/x,lifecycle/create/a")).toEqual(["lifecycle/create/a", "lifecycle/list/x"]);
  });
});

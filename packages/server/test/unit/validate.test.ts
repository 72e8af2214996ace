import { mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/errors.ts";
import { checkMetadata, parseMetadataFilter, parseResources, toMounts } from "../../src/services/validate.ts";

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as ApiError).code;
  }
  return "no error";
};

describe("resource quantities", () => {
  it("maps cpu and memory to engine units", () => {
    expect(parseResources({ cpu: "500m", memory: "512Mi" })).toEqual({ nanoCpus: 5e8, memoryBytes: 512 * 2 ** 20 });
    expect(parseResources({ cpu: "2", memory: "1Gi" })).toEqual({ nanoCpus: 2e9, memoryBytes: 2 ** 30 });
    expect(parseResources({ cpu: "0.25", memory: "100M" })).toEqual({ nanoCpus: 2.5e8, memoryBytes: 1e8 });
    expect(parseResources({ gpu: "all" })).toEqual({ gpus: "all" });
    expect(parseResources({ disk: "10Gi" })).toEqual({ diskBytes: 10 * 2 ** 30 });
    expect(parseResources(undefined)).toEqual({});
  });

  it.each([{ cpu: "abc" }, { cpu: "0" }, { cpu: "-1" }, { memory: "12xyz" }, { memory: "0" }, { gpu: "many" }, { disk: "0" }, { ephemeral: "1Gi" }])("rejects %j", (limits) => {
    expect(code(() => parseResources(limits as unknown as Record<string, string>))).toBe("INVALID_PARAMETER");
  });
});

describe("metadata", () => {
  it("accepts Kubernetes label keys and values", () => {
    expect(checkMetadata({ team: "ml", "example.com/owner": "a_b.c-1", empty: "" })).toBeTruthy();
  });

  it.each([{ "bad key": "v" }, { k: "has space" }, { k: "x".repeat(64) }, { "opensandbox.io/id": "v" }, { k: 5 }])("rejects %j", (m) => {
    expect(code(() => checkMetadata(m as Record<string, unknown>))).toBe("INVALID_PARAMETER");
  });
});

describe("metadata filter", () => {
  it("parses URL-encoded pairs", () => {
    expect(parseMetadataFilter("a=1&b=two%20words")).toEqual({ a: "1", b: "two words" });
    expect(parseMetadataFilter(undefined)).toBeUndefined();
  });

  it.each(["novalue", "=v", "a=%E0%A4%A", "a=1&&b=2"])("rejects %s", (raw) => {
    expect(code(() => parseMetadataFilter(raw))).toBe("INVALID_METADATA_FORMAT");
  });
});

describe("volumes", () => {
  const root = mkdtempSync(path.join(tmpdir(), "osb-vol-"));
  const allowed = path.join(root, "allowed");
  mkdirSync(path.join(allowed, "data"), { recursive: true });
  symlinkSync(tmpdir(), path.join(allowed, "escape"));

  it("binds allowed host paths, with subPath and readOnly", () => {
    const [m] = toMounts([{ name: "d", mountPath: "/data", readOnly: true, subPath: "data", host: { path: allowed } }], [allowed]);
    expect(m).toEqual({ kind: "bind", source: path.join(allowed, "data"), target: "/data", readOnly: true });
  });

  it("passes ossfs through for the runtime to accept or refuse", () => {
    expect(toMounts([{ name: "o", mountPath: "/o", ossfs: {} }], [])).toEqual([{ kind: "ossfs", volume: "o", target: "/o", readOnly: false }]);
  });

  it("maps pvc to a named volume", () => {
    const [m] = toMounts([{ name: "v", mountPath: "/v", subPath: "x/y", pvc: { claimName: "cache", deleteOnSandboxTermination: true } }], []);
    expect(m).toEqual({ kind: "volume", name: "cache", target: "/v", readOnly: false, create: true, subPath: "x/y", deleteWithSandbox: true });
  });

  it.each([
    [{ name: "a", mountPath: "/a", host: { path: root } }, "HOST_PATH_NOT_ALLOWED"],
    [{ name: "a", mountPath: "/a", host: { path: path.join(allowed, "escape") } }, "HOST_PATH_NOT_ALLOWED"],
    [{ name: "a", mountPath: "/a", host: { path: allowed }, subPath: "../x" }, "INVALID_PARAMETER"],
    [{ name: "a", mountPath: "relative", host: { path: allowed } }, "INVALID_PARAMETER"],
    [{ name: "a", mountPath: "/a" }, "INVALID_PARAMETER"],
    [{ name: "a", mountPath: "/a", host: { path: allowed }, pvc: { claimName: "c" } }, "INVALID_PARAMETER"],
    [{ name: "a", mountPath: "/a", pvc: { claimName: "bad/name" } }, "INVALID_PARAMETER"],
  ])("rejects %j with %s", (v, expected) => {
    expect(code(() => toMounts([v as never], [allowed]))).toBe(expected);
  });

  it("rejects duplicate names and mount paths", () => {
    const v = { name: "a", mountPath: "/a", pvc: { claimName: "c" } };
    expect(code(() => toMounts([v, v], []))).toBe("INVALID_PARAMETER");
    expect(code(() => toMounts([v, { ...v, name: "b" }], []))).toBe("INVALID_PARAMETER");
  });

  it("refuses every host mount when the allow-list is empty", () => {
    expect(() => toMounts([{ name: "a", mountPath: "/a", host: { path: allowed } }], [])).toThrow(/host mounts are disabled/);
  });
});

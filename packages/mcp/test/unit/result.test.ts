import { describe, expect, test } from "vitest";
import { ConnectionError, NotFoundError, SandboxReadyTimeoutError } from "@opensandbox/sdk";
import { keyMatches } from "../../src/http.ts";
import { clip } from "../../src/tools/commands.ts";
import { decodeBase64 } from "../../src/tools/files.ts";
import { ERROR_META, errorCode, guarded, toolError } from "../../src/tools/result.ts";

describe("clip", () => {
  test("short text is left alone", () => {
    expect(clip("abc", 10, () => "never")).toBe("abc");
  });
  test("long text keeps its head and tail around a note naming the file", () => {
    const text = `${"a".repeat(50)}${"m".repeat(1000)}${"z".repeat(50)}`;
    const out = clip(text, 100, (n) => `${n} omitted, see /tmp/x.stdout`);
    expect(out).toBe(`${"a".repeat(50)}\n[... 1000 omitted, see /tmp/x.stdout ...]\n${"z".repeat(50)}`);
  });
});

describe("tool errors", () => {
  test("carry the server's code, status and request id", () => {
    const r = toolError(new NotFoundError("gone", { status: 404, code: "SANDBOX_NOT_FOUND", requestId: "r-1" }));
    expect(r.isError).toBe(true);
    expect(r.content).toEqual([{ type: "text", text: "SANDBOX_NOT_FOUND: gone" }]);
    expect(r._meta?.[ERROR_META]).toEqual({ code: "SANDBOX_NOT_FOUND", status: 404, requestId: "r-1" });
  });
  test("errors without a code get one from their kind", () => {
    expect(errorCode(new ConnectionError("refused"))).toBe("CONNECTION_ERROR");
    expect(errorCode(new SandboxReadyTimeoutError("slow", { sandboxId: "s", state: "Pending" }))).toBe("TIMEOUT");
    expect(errorCode(new TypeError("bad"))).toBe("INVALID_ARGUMENT");
    expect(errorCode(new Error("bug"))).toBe("INTERNAL_ERROR");
  });
  test("a throwing handler becomes a tool error, not a rejection", async () => {
    const handler = guarded(async () => {
      throw new Error("boom");
    });
    await expect(handler({}, {})).resolves.toMatchObject({ isError: true, content: [{ text: "INTERNAL_ERROR: boom" }] });
  });
});

describe("keys and encodings", () => {
  test("keyMatches compares exactly", () => {
    expect(keyMatches("secret", "secret")).toBe(true);
    expect(keyMatches("secret ", "secret")).toBe(false);
    expect(keyMatches("", "secret")).toBe(false);
    expect(keyMatches(undefined, "secret")).toBe(false);
  });
  test("decodeBase64 rejects what is not base64", () => {
    expect([...decodeBase64("AAEC/w==")]).toEqual([0, 1, 2, 255]);
    expect(() => decodeBase64("***")).toThrow(/not valid base64/);
    expect(() => decodeBase64("A")).toThrow(/not valid base64/);
  });
});

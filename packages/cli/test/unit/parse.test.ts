import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.ts";
import {
  formatBytes,
  formatDuration,
  keyValueCollector,
  parseBoolean,
  parseDurationMs,
  parseDurationSeconds,
  parseIntInRange,
  parseKeyValue,
  parseLocation,
  parsePort,
  parseSandboxPath,
  shellQuote,
  splitCommandLine,
} from "../../src/parse.ts";

describe("durations", () => {
  it.each([
    ["600", 600_000],
    ["1.5", 1500],
    ["500ms", 500],
    ["30s", 30_000],
    ["10m", 600_000],
    ["1h", 3_600_000],
    ["1h30m", 5_400_000],
    ["1.5h", 5_400_000],
    ["2d", 172_800_000],
    ["1m30s500ms", 90_500],
    [" 10M ", 600_000],
    ["0", 0],
  ])("%s → %d ms", (input, ms) => {
    expect(parseDurationMs(input)).toBe(ms);
  });

  it.each(["", "m", "10x", "10 m", "-5s", "1h-5m", "s10", "ten", "1e3"])("rejects %j as a usage error", (input) => {
    expect(() => parseDurationMs(input, { what: "--timeout" })).toThrow(UsageError);
    expect(() => parseDurationMs(input, { what: "--timeout" })).toThrow(/^invalid --timeout/);
  });

  it("none/never/manual mean no timeout only where allowed", () => {
    for (const w of ["none", "NONE", "never", "manual"]) expect(parseDurationSeconds(w, { allowNone: true })).toBeNull();
    expect(() => parseDurationSeconds("none")).toThrow(/invalid duration "none"/);
  });

  it("seconds round up and must be at least 1", () => {
    expect(parseDurationSeconds("10m")).toBe(600);
    expect(parseDurationSeconds("1500ms")).toBe(2);
    expect(parseDurationSeconds("1ms")).toBe(1);
    expect(() => parseDurationSeconds("0", { what: "--timeout" })).toThrow(/must be at least 1s/);
  });

  it("formats durations and byte counts", () => {
    expect(formatDuration(500)).toBe("500ms");
    expect(formatDuration(90_000)).toBe("1m30s");
    expect(formatDuration(90_061_000)).toBe("1d1h1m1s");
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1023)).toBe("1023 B");
    expect(formatBytes(1536)).toBe("1.5 KiB");
    expect(formatBytes(3 * 1024 * 1024)).toBe("3.0 MiB");
    expect(formatBytes(200 * 1024 * 1024)).toBe("200 MiB");
  });
});

describe("KEY=VALUE", () => {
  it("splits at the first =", () => {
    expect(parseKeyValue("A=1")).toEqual(["A", "1"]);
    expect(parseKeyValue("URL=http://x?a=b")).toEqual(["URL", "http://x?a=b"]);
    expect(parseKeyValue("EMPTY=")).toEqual(["EMPTY", ""]);
    expect(parseKeyValue("K= spaced value ")).toEqual(["K", " spaced value "]);
  });

  it("rejects a missing = or an empty key", () => {
    expect(() => parseKeyValue("novalue", { what: "--metadata" })).toThrow('invalid --metadata "novalue" (expected KEY=VALUE)');
    expect(() => parseKeyValue("=v", { what: "--env" })).toThrow('invalid --env "=v": empty key');
  });

  it("a bare KEY can come from the environment (docker run -e KEY)", () => {
    expect(parseKeyValue("HOME", { fromEnv: { HOME: "/root" } })).toEqual(["HOME", "/root"]);
    expect(() => parseKeyValue("UNSET_X", { what: "--env", fromEnv: {} })).toThrow(/UNSET_X is not set/);
  });

  it("the collector accumulates repeated options, later keys winning", () => {
    const collect = keyValueCollector("--env");
    let acc = collect("A=1", undefined);
    acc = collect("B=2", acc);
    acc = collect("A=3", acc);
    expect(acc).toEqual({ A: "3", B: "2" });
  });
});

describe("ID:/path locations", () => {
  it.each([
    ["abc:/tmp/x", { kind: "sandbox", sandboxId: "abc", path: "/tmp/x" }],
    ["3f2a-11:/", { kind: "sandbox", sandboxId: "3f2a-11", path: "/" }],
    ["abc:relative/p", { kind: "sandbox", sandboxId: "abc", path: "relative/p" }],
    ["abc:/with:colon", { kind: "sandbox", sandboxId: "abc", path: "/with:colon" }],
    ["/local/file", { kind: "local", path: "/local/file" }],
    ["file.txt", { kind: "local", path: "file.txt" }],
    ["./a:b", { kind: "local", path: "./a:b" }],
    ["dir/a:b", { kind: "local", path: "dir/a:b" }],
    [".hidden:x", { kind: "local", path: ".hidden:x" }],
    [":leading", { kind: "local", path: ":leading" }],
    ["-", { kind: "stdio" }],
  ])("%s", (input, expected) => {
    expect(parseLocation(input)).toEqual(expected);
  });

  it("rejects an empty sandbox path and non-sandbox paths where one is required", () => {
    expect(() => parseLocation("abc:")).toThrow('invalid sandbox path "abc:" (expected ID:/path)');
    expect(parseSandboxPath("abc:/x")).toEqual({ sandboxId: "abc", path: "/x" });
    expect(() => parseSandboxPath("/x")).toThrow('"/x" is not a sandbox path (expected ID:/path)');
    expect(() => parseSandboxPath("-")).toThrow(UsageError);
  });
});

describe("numbers and booleans", () => {
  it("ports and ranges", () => {
    expect(parsePort("8080")).toBe(8080);
    expect(() => parsePort("0")).toThrow("invalid port 0 (expected 1..65535)");
    expect(() => parsePort("70000")).toThrow(/expected 1\.\.65535/);
    expect(() => parsePort("80a")).toThrow(/expected a whole number/);
    expect(parseIntInRange("5", "--depth", 1)).toBe(5);
  });

  it("booleans", () => {
    for (const t of ["true", "YES", "1", "on"]) expect(parseBoolean(t)).toBe(true);
    for (const f of ["false", "no", "0", "Off"]) expect(parseBoolean(f)).toBe(false);
    expect(() => parseBoolean("maybe", "use_server_proxy")).toThrow('invalid use_server_proxy "maybe" (expected true or false)');
  });
});

describe("command lines", () => {
  it.each([
    ["sleep 3600", ["sleep", "3600"]],
    ["  tail   -f /dev/null ", ["tail", "-f", "/dev/null"]],
    [`sh -c 'echo "hi there"; exit 3'`, ["sh", "-c", 'echo "hi there"; exit 3']],
    [`echo "a \\"b\\" \\$c" d\\ e`, ["echo", 'a "b" $c', "d e"]],
    [`a '' b`, ["a", "", "b"]],
    [`["python3", "-m", "http.server"]`, ["python3", "-m", "http.server"]],
  ])("splits %s", (input, words) => {
    expect(splitCommandLine(input)).toEqual(words);
  });

  it("rejects unterminated quotes, empty input and bad JSON", () => {
    expect(() => splitCommandLine(`echo 'x`)).toThrow(/unterminated ' quote/);
    expect(() => splitCommandLine("   ")).toThrow(/empty/);
    expect(() => splitCommandLine("[1, 2]")).toThrow(/JSON array of strings/);
    expect(() => splitCommandLine("[oops")).toThrow(/not a JSON array/);
  });

  it("shellQuote round-trips through splitCommandLine", () => {
    const words = ["sh", "-c", "echo hi; exit 3", "it's", "", "$HOME", "a\"b", "plain-word_1.txt"];
    const line = shellQuote(words);
    expect(line.startsWith("sh -c 'echo hi; exit 3' ")).toBe(true);
    expect(splitCommandLine(line)).toEqual(words);
  });
});

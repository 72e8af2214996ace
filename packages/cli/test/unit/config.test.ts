import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configPath, maskSecret, parseConfigValue, readConfigFile, resolveSettings, writeConfigFile } from "../../src/config.ts";
import { CliError, UsageError } from "../../src/errors.ts";

const tmp = () => mkdtempSync(path.join(tmpdir(), "osb-cli-unit-"));

describe("config file location", () => {
  it("OSB_CONFIG, then XDG_CONFIG_HOME, then ~/.config; a --config flag wins", () => {
    expect(configPath({ OSB_CONFIG: "/etc/osb.json", XDG_CONFIG_HOME: "/x", HOME: "/h" })).toBe("/etc/osb.json");
    expect(configPath({ XDG_CONFIG_HOME: "/x", HOME: "/h" })).toBe("/x/opensandbox/config.json");
    expect(configPath({ HOME: "/h" })).toBe("/h/.config/opensandbox/config.json");
    // A relative XDG_CONFIG_HOME is invalid per the spec and ignored.
    expect(configPath({ XDG_CONFIG_HOME: "rel", HOME: "/h" })).toBe("/h/.config/opensandbox/config.json");
    expect(configPath({ OSB_CONFIG: "/etc/osb.json" }, "/flag.json")).toBe("/flag.json");
  });
});

describe("reading and writing", () => {
  it("writes 0600 atomically, in key order, and reads back", () => {
    const dir = tmp();
    const file = path.join(dir, "sub", "config.json");
    writeConfigFile(file, { api_key: "k", domain: "d:1", use_server_proxy: true });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe('{\n  "domain": "d:1",\n  "api_key": "k",\n  "use_server_proxy": true\n}\n');
    expect(readConfigFile(file)).toEqual({ domain: "d:1", api_key: "k", use_server_proxy: true });
  });

  it("a missing file is an empty config; bad JSON and bad values are CliErrors naming the file", () => {
    const dir = tmp();
    expect(readConfigFile(path.join(dir, "none.json"))).toEqual({});
    const bad = path.join(dir, "bad.json");
    writeFileSync(bad, "{ nope");
    expect(() => readConfigFile(bad)).toThrow(CliError);
    expect(() => readConfigFile(bad)).toThrow(/bad\.json is not valid JSON/);
    writeFileSync(bad, JSON.stringify({ protocol: "ftp", request_timeout: -1 }));
    expect(() => readConfigFile(bad)).toThrow(/bad\.json is invalid: protocol: .*; request_timeout: /);
    writeFileSync(bad, JSON.stringify({ domian: "x" }));
    expect(() => readConfigFile(bad)).toThrow(/unknown key domian \(known: domain, /);
  });
});

describe("values given as text", () => {
  it("parses each key's type", () => {
    expect(parseConfigValue("request_timeout", "90")).toBe(90);
    expect(parseConfigValue("request_timeout", "2m")).toBe(120);
    expect(parseConfigValue("request_timeout", "0")).toBe(0);
    expect(parseConfigValue("use_server_proxy", "yes")).toBe(true);
    expect(parseConfigValue("protocol", "HTTPS")).toBe("https");
    expect(parseConfigValue("domain", "h:1")).toBe("h:1");
    expect(() => parseConfigValue("protocol", "ftp")).toThrow(UsageError);
    expect(() => parseConfigValue("domain", "")).toThrow(/invalid value for domain/);
  });
});

describe("precedence", () => {
  it("flags > environment > file > unset", () => {
    const dir = tmp();
    const file = path.join(dir, "c.json");
    writeConfigFile(file, { domain: "file:1", api_key: "file-key", request_timeout: 10, protocol: "http" });
    const env = { OSB_CONFIG: file, OPEN_SANDBOX_DOMAIN: "env:2", OPEN_SANDBOX_REQUEST_TIMEOUT: "20s", OPEN_SANDBOX_USE_SERVER_PROXY: "true" };

    const { settings: s1 } = resolveSettings({}, { OSB_CONFIG: file });
    expect(s1.domain).toEqual({ value: "file:1", source: "file" });
    expect(s1.use_server_proxy).toEqual({ value: undefined, source: "default" });

    const { settings: s2 } = resolveSettings({}, env);
    expect(s2.domain).toEqual({ value: "env:2", source: "env" });
    expect(s2.api_key).toEqual({ value: "file-key", source: "file" });
    expect(s2.request_timeout).toEqual({ value: 20, source: "env" });
    expect(s2.use_server_proxy).toEqual({ value: true, source: "env" });

    const { settings: s3, file: used } = resolveSettings({ domain: "flag:3", apiKey: "flag-key", protocol: "https", requestTimeout: "1m", useServerProxy: true }, env);
    expect(used).toBe(file);
    expect(s3.domain).toEqual({ value: "flag:3", source: "flag" });
    expect(s3.api_key).toEqual({ value: "flag-key", source: "flag" });
    expect(s3.protocol).toEqual({ value: "https", source: "flag" });
    expect(s3.request_timeout).toEqual({ value: 60, source: "flag" });
  });

  it("an empty environment variable does not count; an invalid one is a usage error naming it", () => {
    const { settings } = resolveSettings({}, { OSB_CONFIG: "/nonexistent/c.json", OPEN_SANDBOX_DOMAIN: "" });
    expect(settings.domain.source).toBe("default");
    expect(() => resolveSettings({}, { OSB_CONFIG: "/nonexistent/c.json", OPEN_SANDBOX_PROTOCOL: "gopher" })).toThrow(/^environment variable OPEN_SANDBOX_PROTOCOL: invalid value for protocol/);
  });
});

describe("masking", () => {
  it("shows only the ends of long secrets and nothing of short ones", () => {
    expect(maskSecret("sk-0123456789abcdef")).toBe("sk-0…cdef");
    expect(maskSecret("short")).toBe("********");
    expect(maskSecret("fifteen-chars-x")).not.toContain("fift");
  });
});

// Connection options: defaults, environment fallbacks, and life without `process`.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConnectionConfig, DEFAULT_DOMAIN, DEFAULT_MAX_RETRIES, DEFAULT_REQUEST_TIMEOUT_MS } from "../../src/index.ts";
import { readEnv } from "../../src/config.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("ConnectionConfig", () => {
  it("has documented defaults", () => {
    for (const name of ["OPEN_SANDBOX_DOMAIN", "OPEN_SANDBOX_API_KEY", "OPEN_SANDBOX_PROTOCOL", "OPEN_SANDBOX_DEBUG"]) vi.stubEnv(name, "");
    const c = new ConnectionConfig();
    expect(c.domain).toBe(DEFAULT_DOMAIN);
    expect(c.protocol).toBe("http");
    expect(c.apiUrl).toBe("http://localhost:8080/v1");
    expect(c.apiKey).toBeUndefined();
    expect(c.requestTimeoutMs).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(c.maxRetries).toBe(DEFAULT_MAX_RETRIES);
    expect(c.useServerProxy).toBe(false);
    expect(c.logger).toBeUndefined();
  });

  it("falls back to OPEN_SANDBOX_* environment variables", () => {
    vi.stubEnv("OPEN_SANDBOX_DOMAIN", "sandboxes.example.org:9000");
    vi.stubEnv("OPEN_SANDBOX_API_KEY", "from-env");
    vi.stubEnv("OPEN_SANDBOX_PROTOCOL", "https");
    const c = new ConnectionConfig();
    expect(c.apiUrl).toBe("https://sandboxes.example.org:9000/v1");
    expect(c.apiKey).toBe("from-env");
    expect(new ConnectionConfig({ apiKey: "explicit", domain: "other:1" }).apiKey).toBe("explicit");
  });

  it("takes the scheme from a domain that has one", () => {
    expect(new ConnectionConfig({ domain: "https://api.example.org/base/", protocol: "http" }).apiUrl).toBe("https://api.example.org/base/v1");
  });

  it("rejects nonsense", () => {
    expect(() => new ConnectionConfig({ requestTimeoutMs: -1 })).toThrow(RangeError);
    expect(() => new ConnectionConfig({ protocol: "ftp" as "http" })).toThrow(RangeError);
  });

  it("debug: true logs with console.debug, a logger object is used as is", () => {
    expect(new ConnectionConfig({ debug: true }).logger).toBeDefined();
    const logger = { debug: () => {} };
    expect(new ConnectionConfig({ debug: logger }).logger).toBe(logger);
    vi.stubEnv("OPEN_SANDBOX_DEBUG", "1");
    expect(new ConnectionConfig().logger).toBeDefined();
  });

  it("works where there is no process (browsers, edge runtimes)", () => {
    vi.stubGlobal("process", undefined);
    expect(readEnv("OPEN_SANDBOX_DOMAIN")).toBeUndefined();
    expect(new ConnectionConfig({ apiKey: "k" }).apiUrl).toBe("http://localhost:8080/v1");
  });

  it("survives an env that throws on access (Deno without --allow-env)", () => {
    vi.stubGlobal("process", {
      get env(): never {
        throw new Error("PermissionDenied");
      },
    });
    expect(readEnv("OPEN_SANDBOX_DOMAIN")).toBeUndefined();
  });
});

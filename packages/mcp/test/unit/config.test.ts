import { describe, expect, test } from "vitest";
import { DEFAULTS, parseConfig, UsageError } from "../../src/config.ts";

describe("parseConfig", () => {
  test("defaults: stdio, loopback, the documented sandbox settings", () => {
    const c = parseConfig([], {})!;
    expect(c).toMatchObject({ transport: "stdio", host: "127.0.0.1", port: DEFAULTS.port, image: DEFAULTS.image, cpu: "1", memory: "2Gi", timeoutSeconds: 1800, connection: {} });
  });

  test("flags win over environment variables, which win over defaults", () => {
    const env = { OPEN_SANDBOX_DOMAIN: "env:1", OPEN_SANDBOX_API_KEY: "env-key", OSB_MCP_IMAGE: "env/image", OSB_MCP_TIMEOUT: "120", OSB_MCP_PORT: "9000" };
    const c = parseConfig(["--domain", "flag:2", "--image", "flag/image", "--protocol", "https", "--request-timeout", "5", "--use-server-proxy"], env)!;
    expect(c.connection).toEqual({ domain: "flag:2", protocol: "https", apiKey: "env-key", requestTimeoutMs: 5000, useServerProxy: true });
    expect(c).toMatchObject({ image: "flag/image", timeoutSeconds: 120, port: 9000 });
  });

  test("the HTTP transport takes its own key, else the server's, and never runs without one", () => {
    expect(parseConfig(["--transport", "http", "--http-key", "k1"], { OPEN_SANDBOX_API_KEY: "k2" })!.httpKey).toBe("k1");
    expect(parseConfig(["--transport", "streamable-http"], { OPEN_SANDBOX_API_KEY: "k2" })!).toMatchObject({ transport: "http", httpKey: "k2" });
    expect(() => parseConfig(["--transport", "http"], {})).toThrow(/HTTP transport needs a key/);
    expect(() => parseConfig(["--transport", "http", "--http-key", " "], {})).toThrow(UsageError);
  });

  test("bad values name the flag", () => {
    expect(() => parseConfig(["--transport", "sse"], {})).toThrow(/--transport must be "stdio" or "http"/);
    expect(() => parseConfig(["--port", "70000"], {})).toThrow(/--port must be between 0 and 65535/);
    expect(() => parseConfig(["--timeout", "10"], {})).toThrow(/--timeout must be between 60/);
    expect(() => parseConfig(["--idle-timeout", "1.5"], {})).toThrow(/--idle-timeout must be a whole number/);
    expect(() => parseConfig(["--protocol", "ftp"], {})).toThrow(/--protocol/);
    expect(() => parseConfig(["--nope"], {})).toThrow(/--nope/);
    expect(() => parseConfig(["--image", ""], {})).toThrow(/--image/);
  });

  test("--help returns undefined", () => {
    expect(parseConfig(["--help"], {})).toBeUndefined();
  });
});

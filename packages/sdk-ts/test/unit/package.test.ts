// The package's promises about itself: the main entry runs without Node built-ins (browsers,
// edge runtimes), exports only hand-written API (no generated wire clients), and the published
// package points at dist/.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as sdk from "../../src/index.ts";

const root = path.resolve(import.meta.dirname, "../..");
const src = path.join(root, "src");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith(".ts") ? [full] : [];
  });
}

describe("package", () => {
  it("imports no Node built-ins and uses no Node-only globals (generated code included)", () => {
    for (const file of files(src)) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/from\s+["']node:|require\(|import\(["']node:/);
      expect(text.replace(/\/\/.*$/gm, ""), file).not.toMatch(/\bBuffer\.|\b__dirname\b|\bprocess\.env\b/);
    }
  });

  it("hand-written code never imports the generated SSE helper", () => {
    for (const file of files(src).filter((f) => !f.includes(`${path.sep}generated${path.sep}`))) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(/serverSentEvents|\.sse\./);
    }
  });

  it("exports the public API and nothing generated", () => {
    expect(Object.keys(sdk).sort()).toEqual(
      [
        "AuthenticationError",
        "BadRequestError",
        "CommandHandle",
        "Commands",
        "ConflictError",
        "ConnectionConfig",
        "ConnectionError",
        "CredentialVault",
        "DEFAULT_DOMAIN",
        "DEFAULT_ENTRYPOINT",
        "DEFAULT_MAX_RETRIES",
        "DEFAULT_READY_TIMEOUT_MS",
        "DEFAULT_REQUEST_TIMEOUT_MS",
        "DEFAULT_RESOURCE",
        "DEFAULT_TIMEOUT_SECONDS",
        "DEFAULT_URL_EXPIRES_IN_SECONDS",
        "EGRESS_PORT",
        "Egress",
        "EventStreamParser",
        "ExecdApi",
        "Files",
        "InternalServerError",
        "NotFoundError",
        "PermissionDeniedError",
        "Pty",
        "RateLimitError",
        "Sandbox",
        "SandboxError",
        "SandboxFailedError",
        "SandboxNotFoundError",
        "SandboxNotRunningError",
        "SandboxPausedError",
        "SandboxManager",
        "SandboxReadyTimeoutError",
        "Sessions",
        "TimeoutError",
        "TimeoutTooLongError",
        "errorClassForStatus",
        "parseEventStream",
        "readEventStream",
      ].sort(),
    );
  });

  it("resolves to the TypeScript sources in the workspace and to dist/ when published", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
    expect(pkg.exports["."]).toEqual({ types: "./src/index.ts", default: "./src/index.ts" });
    expect(pkg.publishConfig.exports["."]).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" });
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.engines.node).toBe(">=20");
  });
});

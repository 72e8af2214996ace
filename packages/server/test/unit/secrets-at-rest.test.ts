import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
// Secrets at rest: what a local reader of the store's files finds (hardening issue, item 6).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { validateConfig } from "../../src/config/config.ts";
import { SecretKey, SecretKeyError } from "../../src/secrets/secret-key.ts";
import { SqliteStore } from "../../src/store/sqlite.ts";
import { FakeRuntime } from "../fake-runtime.ts";

const runtime = new FakeRuntime();
runtime.registry.add("registry.example/private/app:1");
const apps: App[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
  runtime.dispose();
});

const mode = (p: string) => statSync(p).mode & 0o777;

async function server(dir: string): Promise<App> {
  const { config } = validateConfig({
    server: { api_key: "k" },
    store: { path: path.join(dir, "data", "store.db"), key_file: path.join(dir, "keys", "secret.key") },
  });
  const app = await buildApp({ config, runtime, store: new SqliteStore(config.store.path), logger: pino({ level: "silent" }) });
  await app.start();
  apps.push(app);
  return app;
}

describe("secrets at rest", () => {
  it("keeps the store's directory 0700 and its files 0600", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "osb-rest-"));
    await server(dir);
    expect(mode(path.join(dir, "data"))).toBe(0o700);
    for (const f of readdirSync(path.join(dir, "data"))) expect([f, mode(path.join(dir, "data", f))]).toEqual([f, 0o600]);
    expect(mode(path.join(dir, "keys"))).toBe(0o700);
    expect(mode(path.join(dir, "keys", "secret.key"))).toBe(0o600);
  });

  it("leaves a shared directory's mode alone (a store in /tmp must not close /tmp to everyone)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "osb-rest-"));
    const shared = path.join(dir, "shared");
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    await new SqliteStore(path.join(shared, "store.db")).close();
    expect(statSync(shared).mode & 0o7777).toBe(0o1777);
    expect(mode(path.join(shared, "store.db"))).toBe(0o600);
  });

  it("stores neither execd tokens nor registry passwords: tokens are derived, credentials sealed and dropped after the pull", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "osb-rest-"));
    const app = await server(dir);
    const password = "registry-password-0123456789";
    const res = await app.http.inject({
      method: "POST",
      url: "/v1/sandboxes",
      headers: { "open-sandbox-api-key": "k", "content-type": "application/json" },
      payload: JSON.stringify({
        image: { uri: "registry.example/private/app:1", auth: { username: "u", password } },
        entrypoint: ["sleep", "60"],
        timeout: 60,
        resourceLimits: { cpu: "1", memory: "64Mi" },
      }),
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().id as string;
    const bytes = () => readdirSync(path.join(dir, "data")).map((f) => readFileSync(path.join(dir, "data", f)).toString("latin1")).join("");
    // Before the pull the record holds the credentials only sealed.
    expect(bytes()).not.toContain(password);
    let endpoint;
    for (let i = 0; i < 100; i++) {
      endpoint = await app.http.inject({ method: "GET", url: `/v1/sandboxes/${id}/endpoints/44772`, headers: { "open-sandbox-api-key": "k" } });
      if (endpoint.statusCode === 200) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const token = endpoint!.json().headers["X-EXECD-ACCESS-TOKEN"] as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const stored = await app.store.getSandbox(id);
    expect(stored?.imageAuthSealed).toBeUndefined(); // pulled: dropped
    expect(stored?.execdToken).toBeUndefined();
    expect(bytes()).not.toContain(password);
    expect(bytes()).not.toContain(token);
  });

  it("derives the same token after a restart, and another key derives another", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "osb-rest-"));
    const file = path.join(dir, "k", "secret.key");
    const a = SecretKey.load(file);
    expect(SecretKey.load(file).execdToken("sb-1")).toBe(a.execdToken("sb-1"));
    expect(a.execdToken("sb-2")).not.toBe(a.execdToken("sb-1"));
    expect(SecretKey.ephemeral().execdToken("sb-1")).not.toBe(a.execdToken("sb-1"));
  });

  it("seals values bound to their record and refuses tampering or another key", () => {
    const key = SecretKey.ephemeral();
    const sealed = key.seal("secret", "rec-1");
    expect(sealed).not.toContain("secret");
    expect(key.open(sealed, "rec-1")).toBe("secret");
    expect(() => key.open(sealed, "rec-2")).toThrow(SecretKeyError);
    expect(() => SecretKey.ephemeral().open(sealed, "rec-1")).toThrow(SecretKeyError);
    const flipped = sealed.slice(0, -3) + (sealed.endsWith("A") ? "B" : "A") + sealed.slice(-2);
    expect(() => key.open(flipped, "rec-1")).toThrow(SecretKeyError);
  });

  it("refuses a key file that holds no key, and fixes a key file others could read", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "osb-rest-"));
    writeFileSync(path.join(dir, "bad.key"), "not a key\n");
    expect(() => SecretKey.load(path.join(dir, "bad.key"))).toThrow(/does not hold a 32-byte base64 key/);
    const loose = path.join(dir, "loose.key");
    writeFileSync(loose, `${Buffer.alloc(32, 7).toString("base64")}\n`, { mode: 0o644 });
    SecretKey.load(loose);
    expect(mode(loose)).toBe(0o600);
  });

  it("takes the key from OPENSANDBOX_SECRET_KEY (a Kubernetes Secret shared by replicas) instead of the key file", () => {
    const text = Buffer.alloc(32, 9).toString("base64");
    const dir = mkdtempSync(path.join(tmpdir(), "osb-rest-"));
    writeFileSync(path.join(dir, "same.key"), `${text}\n`, { mode: 0o600 });
    expect(SecretKey.parse(`${text}\n`, "env").execdToken("sb-1")).toBe(SecretKey.load(path.join(dir, "same.key")).execdToken("sb-1"));
    expect(() => SecretKey.parse("short", "OPENSANDBOX_SECRET_KEY")).toThrow(/OPENSANDBOX_SECRET_KEY does not hold a 32-byte base64 key/);
    // The server reads it at start: a bad one stops it (exit 2) before anything else happens.
    const config = path.join(dir, "c.toml");
    writeFileSync(config, `[server]\napi_key = "k"\n[store]\npath = "${path.join(dir, "s.db")}"\nkey_file = "${path.join(dir, "k", "secret.key")}"\n`);
    const run = spawnSync(process.execPath, [fileURLToPath(new URL("../../bin/opensandbox-server.js", import.meta.url)), "--config", config], {
      env: { ...process.env, OPENSANDBOX_SECRET_KEY: "short" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.stderr).toMatch(/OPENSANDBOX_SECRET_KEY does not hold a 32-byte base64 key/);
    expect(run.status).toBe(2);
  }, 30_000);
});

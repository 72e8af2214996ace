// Both stores pass the one Store contract; the SQLite store also keeps records across reopening
// and upgrades a store written before writes were conditional.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { MemoryStore } from "../../src/store/memory.ts";
import { SqliteStore } from "../../src/store/sqlite.ts";
import { sandboxRecord, storeContract } from "../contract/store-contract.ts";

const dir = mkdtempSync(path.join(tmpdir(), "osb-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

storeContract("memory", () => new MemoryStore());
storeContract("sqlite in memory", () => new SqliteStore(":memory:"));
storeContract("sqlite file", () => new SqliteStore(path.join(dir, `contract-${++files}.db`)));

describe("SqliteStore on disk", () => {
  it("keeps records, revisions and meta across reopening", async () => {
    const file = path.join(dir, "reopen.db");
    const a = new SqliteStore(file);
    await a.saveSandbox(sandboxRecord("x"));
    const r = (await a.getSandbox("x"))!;
    r.metadata = { k: "v" };
    await a.saveSandbox(r);
    const instance = await a.meta("instance", () => "i-1");
    await a.close();
    const b = new SqliteStore(file);
    expect(await b.getSandbox("x")).toMatchObject({ revision: 2, metadata: { k: "v" } });
    expect(await b.meta("instance", () => "i-2")).toBe(instance);
    await b.close();
  });

  it("upgrades a store written before revisions and runtime state existed", async () => {
    const file = path.join(dir, "legacy.db");
    const db = new DatabaseSync(file);
    db.exec(`CREATE TABLE sandboxes (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, expires_at INTEGER, state TEXT NOT NULL, data TEXT NOT NULL);
             CREATE TABLE snapshots (id TEXT PRIMARY KEY, sandbox_id TEXT NOT NULL, created_at TEXT NOT NULL, state TEXT NOT NULL, data TEXT NOT NULL);`);
    const legacy = sandboxRecord("old");
    db.prepare("INSERT INTO sandboxes VALUES (?, ?, NULL, ?, ?)").run("old", legacy.createdAt, "Pending", JSON.stringify(legacy));
    const started = { ...sandboxRecord("started"), containerId: "c1", hostPorts: { "44772": 32000 }, containerIp: "172.17.0.2", ownedVolumes: ["v"] };
    const failedEarly = { ...sandboxRecord("failed-early"), hostPorts: {}, ownedVolumes: [] };
    for (const r of [started, failedEarly]) db.prepare("INSERT INTO sandboxes VALUES (?, ?, NULL, ?, ?)").run(r.id, r.createdAt, "Running", JSON.stringify(r));
    db.close();
    const store = new SqliteStore(file);
    // The Docker runtime's fields, from before runtimes kept their own state, move into runtimeState.
    expect(await store.getSandbox("started")).toEqual({ ...sandboxRecord("started"), revision: 1, runtimeState: { containerId: "c1", hostPorts: { "44772": 32000 }, containerIp: "172.17.0.2", ownedVolumes: ["v"] } });
    expect(await store.getSandbox("failed-early")).toEqual({ ...sandboxRecord("failed-early"), revision: 1 });
    const r = (await store.getSandbox("old"))!;
    expect(r.revision).toBe(1);
    r.status = { ...r.status, state: "Running" };
    expect(await store.saveSandbox(r)).toBe(2);
    await store.close();
  });
});

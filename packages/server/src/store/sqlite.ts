// The Store in one SQLite file (Node's built-in node:sqlite). Each row keeps the columns we query
// on, the revision every write checks, and the whole record as JSON.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { StoreConflictError, type SandboxQuery, type SandboxRecord, type SnapshotRecord, type Store } from "./store.ts";

type Row = { data: string; revision: number };

export class SqliteStore implements Store {
  private readonly db: DatabaseSync;
  private readonly stmts: Record<string, StatementSync>;

  constructor(file: string) {
    if (file !== ":memory:") protectFiles(file);
    this.db = new DatabaseSync(file);
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS sandboxes (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        expires_at INTEGER,
        state TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sandboxes_expires ON sandboxes (expires_at) WHERE expires_at IS NOT NULL;
      CREATE INDEX IF NOT EXISTS sandboxes_created ON sandboxes (created_at);
      CREATE TABLE IF NOT EXISTS snapshots (
        id TEXT PRIMARY KEY,
        sandbox_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        state TEXT NOT NULL,
        data TEXT NOT NULL
      );
    `);
    // Stores written before writes were conditional have no revision column yet.
    for (const table of ["sandboxes", "snapshots"]) {
      const columns = this.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
      if (!columns.some((c) => c.name === "revision")) this.db.exec(`ALTER TABLE ${table} ADD COLUMN revision INTEGER NOT NULL DEFAULT 1`);
    }
    this.migrateRuntimeFields();
    this.stmts = {
      insertMeta: this.db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING"),
      getMeta: this.db.prepare("SELECT value FROM meta WHERE key = ?"),
      insertSandbox: this.db.prepare(
        "INSERT INTO sandboxes (id, created_at, expires_at, state, data, revision) VALUES (?, ?, ?, ?, ?, 1) ON CONFLICT(id) DO NOTHING",
      ),
      updateSandbox: this.db.prepare(
        "UPDATE sandboxes SET expires_at = ?, state = ?, data = ?, revision = revision + 1 WHERE id = ? AND revision = ?",
      ),
      getSandbox: this.db.prepare("SELECT data, revision FROM sandboxes WHERE id = ?"),
      deleteSandbox: this.db.prepare("DELETE FROM sandboxes WHERE id = ?"),
      deleteSandboxAt: this.db.prepare("DELETE FROM sandboxes WHERE id = ? AND revision = ?"),
      allSandboxes: this.db.prepare("SELECT data, revision FROM sandboxes ORDER BY created_at DESC, id"),
      dueSandboxes: this.db.prepare("SELECT id FROM sandboxes WHERE expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at"),
      insertSnapshot: this.db.prepare(
        "INSERT INTO snapshots (id, sandbox_id, created_at, state, data, revision) VALUES (?, ?, ?, ?, ?, 1) ON CONFLICT(id) DO NOTHING",
      ),
      updateSnapshot: this.db.prepare("UPDATE snapshots SET state = ?, data = ?, revision = revision + 1 WHERE id = ? AND revision = ?"),
      getSnapshot: this.db.prepare("SELECT data, revision FROM snapshots WHERE id = ?"),
      deleteSnapshot: this.db.prepare("DELETE FROM snapshots WHERE id = ?"),
      deleteSnapshotAt: this.db.prepare("DELETE FROM snapshots WHERE id = ? AND revision = ?"),
      allSnapshots: this.db.prepare("SELECT data, revision FROM snapshots ORDER BY created_at DESC, id"),
      sandboxesFromSnapshot: this.db.prepare("SELECT count(*) AS n FROM sandboxes WHERE json_extract(data, '$.snapshotId') = ?"),
    };
  }

  /**
   * Records written before runtimes kept their own state held the (then only) Docker runtime's
   * fields on the record itself; they move, unchanged, into `runtimeState`, where the Docker
   * runtime reads them under the same names.
   */
  private migrateRuntimeFields(): void {
    const rows = this.db.prepare("SELECT id, data FROM sandboxes WHERE json_extract(data, '$.hostPorts') IS NOT NULL").all() as { id: string; data: string }[];
    const update = this.db.prepare("UPDATE sandboxes SET data = ? WHERE id = ?");
    for (const row of rows) {
      const { containerId, hostPorts, containerIp, ownedVolumes, ...record } = JSON.parse(row.data) as Record<string, unknown>;
      if (typeof containerId === "string") record.runtimeState = { containerId, hostPorts, ...(containerIp ? { containerIp } : {}), ownedVolumes: ownedVolumes ?? [] };
      update.run(JSON.stringify(record), row.id);
    }
  }

  async meta(key: string, create: () => string): Promise<string> {
    const row = this.stmts.getMeta!.get(key) as { value: string } | undefined;
    if (row) return row.value;
    this.stmts.insertMeta!.run(key, create());
    return (this.stmts.getMeta!.get(key) as { value: string }).value;
  }

  async getSandbox(id: string): Promise<SandboxRecord | undefined> {
    return decode<SandboxRecord>(this.stmts.getSandbox!.get(id) as Row | undefined);
  }

  async saveSandbox(r: SandboxRecord): Promise<number> {
    const expires = r.expiresAt ? Date.parse(r.expiresAt) : null;
    const data = encode(r);
    if (r.revision === undefined) {
      if (this.stmts.insertSandbox!.run(r.id, r.createdAt, expires, r.status.state, data).changes !== 1) throw exists("sandbox", r.id);
      return 1;
    }
    if (this.stmts.updateSandbox!.run(expires, r.status.state, data, r.id, r.revision).changes !== 1) throw stale("sandbox", r.id, r.revision);
    return r.revision + 1;
  }

  async deleteSandbox(id: string, revision?: number): Promise<boolean> {
    return this.delete("sandbox", id, revision, this.stmts.deleteSandbox!, this.stmts.deleteSandboxAt!, this.stmts.getSandbox!);
  }

  async allSandboxes(): Promise<SandboxRecord[]> {
    return (this.stmts.allSandboxes!.all() as Row[]).map((row) => decode<SandboxRecord>(row)!);
  }

  async querySandboxes(q: SandboxQuery): Promise<{ items: SandboxRecord[]; total: number }> {
    const where: string[] = [];
    const args: (string | number)[] = [];
    if (q.states?.length) {
      where.push(`lower(state) IN (${q.states.map(() => "?").join(", ")})`);
      args.push(...q.states.map((s) => s.toLowerCase()));
    }
    for (const [k, v] of Object.entries(q.metadata ?? {})) {
      where.push("json_extract(data, ?) = ?");
      args.push(`$.metadata.${JSON.stringify(k)}`, v);
    }
    const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const total = (this.db.prepare(`SELECT count(*) AS n FROM sandboxes ${clause}`).get(...args) as { n: number }).n;
    const rows = this.db
      .prepare(`SELECT data, revision FROM sandboxes ${clause} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      // SQLite binds integers up to 2^63; a page far past the end (the API does not bound it)
      // gives an empty page, not a type error.
      .all(...args, q.limit, Math.min(q.offset, Number.MAX_SAFE_INTEGER)) as Row[];
    return { items: rows.map((row) => decode<SandboxRecord>(row)!), total };
  }

  async dueSandboxIds(nowMs: number): Promise<string[]> {
    return (this.stmts.dueSandboxes!.all(nowMs) as { id: string }[]).map((r) => r.id);
  }

  async sandboxesUsingSnapshot(snapshotId: string): Promise<number> {
    return (this.stmts.sandboxesFromSnapshot!.get(snapshotId) as { n: number }).n;
  }

  async getSnapshot(id: string): Promise<SnapshotRecord | undefined> {
    return decode<SnapshotRecord>(this.stmts.getSnapshot!.get(id) as Row | undefined);
  }

  async saveSnapshot(s: SnapshotRecord): Promise<number> {
    const data = encode(s);
    if (s.revision === undefined) {
      if (this.stmts.insertSnapshot!.run(s.id, s.sandboxId, s.createdAt, s.status.state, data).changes !== 1) throw exists("snapshot", s.id);
      return 1;
    }
    if (this.stmts.updateSnapshot!.run(s.status.state, data, s.id, s.revision).changes !== 1) throw stale("snapshot", s.id, s.revision);
    return s.revision + 1;
  }

  async deleteSnapshot(id: string, revision?: number): Promise<boolean> {
    return this.delete("snapshot", id, revision, this.stmts.deleteSnapshot!, this.stmts.deleteSnapshotAt!, this.stmts.getSnapshot!);
  }

  async allSnapshots(): Promise<SnapshotRecord[]> {
    return (this.stmts.allSnapshots!.all() as Row[]).map((row) => decode<SnapshotRecord>(row)!);
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private delete(kind: string, id: string, revision: number | undefined, any: StatementSync, at: StatementSync, get: StatementSync): boolean {
    if (revision === undefined) return any.run(id).changes === 1;
    if (at.run(id, revision).changes === 1) return true;
    if (get.get(id) === undefined) return false;
    throw stale(kind, id, revision);
  }
}

/** The record as stored: everything but the revision, which has its own column. */
function encode(r: { revision?: number }): string {
  const { revision: _, ...data } = r;
  return JSON.stringify(data);
}

function decode<T>(row: Row | undefined): T | undefined {
  return row ? ({ ...JSON.parse(row.data), revision: row.revision } as T) : undefined;
}

const exists = (kind: string, id: string) => new StoreConflictError(`${kind} ${id} already exists`);
const stale = (kind: string, id: string, revision: number) => new StoreConflictError(`${kind} ${id} is no longer at revision ${revision}`);

/**
 * The store's directory 0700 and its files 0600 (SQLite gives the -wal and -shm files the
 * database file's mode): records name images, environments and metadata of every sandbox.
 * A directory shared with others (sticky, as /tmp, or owned by another user) keeps its mode:
 * closing it would break them, and the files are 0600 anyway.
 */
function protectFiles(file: string): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = statSync(dir);
  const shared = (st.mode & 0o1000) !== 0 || st.uid !== process.getuid?.(); // 0o1000: the sticky bit
  if (!shared) chmodSync(dir, 0o700);
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600);
}

// Durable records of sandboxes and snapshots in one SQLite file (Node's built-in node:sqlite).
// Each row keeps the columns we query on, plus the whole record as JSON.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { MountSpec } from "../runtime/runtime.ts";

export type Status = {
  state: string;
  reason?: string;
  message?: string;
  lastTransitionAt: string;
};


export interface SandboxRecord {
  id: string;
  /** Image reference the container runs (the snapshot's image for restores). */
  image: string;
  imageAuth?: { username: string; password: string };
  /** Set when the request named an image (echoed as `image.uri`). */
  imageUri?: string;
  snapshotId?: string;
  entrypoint: string[];
  env: Record<string, string>;
  metadata: Record<string, string>;
  extensions: Record<string, string>;
  resourceLimits: Record<string, string>;
  platform?: { os: string; arch: string };
  mounts: MountSpec[];
  status: Status;
  createdAt: string;
  /** RFC 3339; absent for manual cleanup. */
  expiresAt?: string;
  containerId?: string;
  /** Secret the sandbox's execd requires in X-EXECD-ACCESS-TOKEN. */
  execdToken: string;
  /** Address of the container on its network. */
  containerIp?: string;
  /** Container port → published host port. */
  hostPorts: Record<string, number>;
  /** Docker named volumes this server created for the sandbox and removes with it. */
  ownedVolumes: string[];
}

export interface SnapshotRecord {
  id: string;
  sandboxId: string;
  name?: string;
  image: string;
  /** Entrypoint of the source sandbox, the default for restores. */
  entrypoint: string[];
  status: Status;
  createdAt: string;
}

export type SandboxQuery = {
  states?: string[];
  metadata?: Record<string, string>;
  offset: number;
  limit: number;
};

export class Store {
  readonly db: DatabaseSync;
  private readonly stmts: Record<string, StatementSync>;

  constructor(file: string) {
    if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
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
    this.stmts = {
      getMeta: this.db.prepare("SELECT value FROM meta WHERE key = ?"),
      setMeta: this.db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value"),
      putSandbox: this.db.prepare(
        `INSERT INTO sandboxes (id, created_at, expires_at, state, data) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET expires_at = excluded.expires_at, state = excluded.state, data = excluded.data`,
      ),
      getSandbox: this.db.prepare("SELECT data FROM sandboxes WHERE id = ?"),
      deleteSandbox: this.db.prepare("DELETE FROM sandboxes WHERE id = ?"),
      allSandboxes: this.db.prepare("SELECT data FROM sandboxes ORDER BY created_at DESC, id"),
      dueSandboxes: this.db.prepare("SELECT id FROM sandboxes WHERE expires_at IS NOT NULL AND expires_at <= ? ORDER BY expires_at"),
      putSnapshot: this.db.prepare(
        `INSERT INTO snapshots (id, sandbox_id, created_at, state, data) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET state = excluded.state, data = excluded.data`,
      ),
      getSnapshot: this.db.prepare("SELECT data FROM snapshots WHERE id = ?"),
      deleteSnapshot: this.db.prepare("DELETE FROM snapshots WHERE id = ?"),
      allSnapshots: this.db.prepare("SELECT data FROM snapshots ORDER BY created_at DESC, id"),
      sandboxesFromSnapshot: this.db.prepare("SELECT count(*) AS n FROM sandboxes WHERE json_extract(data, '$.snapshotId') = ?"),
    };
  }

  /** A value kept across restarts, created on first use (e.g. this server's instance id). */
  meta(key: string, create: () => string): string {
    const row = this.stmts.getMeta!.get(key) as { value: string } | undefined;
    if (row) return row.value;
    const value = create();
    this.stmts.setMeta!.run(key, value);
    return value;
  }

  putSandbox(r: SandboxRecord): void {
    const expires = r.expiresAt ? Date.parse(r.expiresAt) : null;
    this.stmts.putSandbox!.run(r.id, r.createdAt, expires, r.status.state, JSON.stringify(r));
  }

  getSandbox(id: string): SandboxRecord | undefined {
    const row = this.stmts.getSandbox!.get(id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as SandboxRecord) : undefined;
  }

  deleteSandbox(id: string): void {
    this.stmts.deleteSandbox!.run(id);
  }

  allSandboxes(): SandboxRecord[] {
    return (this.stmts.allSandboxes!.all() as { data: string }[]).map((r) => JSON.parse(r.data) as SandboxRecord);
  }

  /** Sandboxes matching every metadata pair and any of the states (case-insensitive), newest first. */
  querySandboxes(q: SandboxQuery): { items: SandboxRecord[]; total: number } {
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
      .prepare(`SELECT data FROM sandboxes ${clause} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      .all(...args, q.limit, q.offset) as { data: string }[];
    return { items: rows.map((r) => JSON.parse(r.data) as SandboxRecord), total };
  }

  dueSandboxIds(nowMs: number): string[] {
    return (this.stmts.dueSandboxes!.all(nowMs) as { id: string }[]).map((r) => r.id);
  }

  putSnapshot(s: SnapshotRecord): void {
    this.stmts.putSnapshot!.run(s.id, s.sandboxId, s.createdAt, s.status.state, JSON.stringify(s));
  }

  getSnapshot(id: string): SnapshotRecord | undefined {
    const row = this.stmts.getSnapshot!.get(id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as SnapshotRecord) : undefined;
  }

  deleteSnapshot(id: string): void {
    this.stmts.deleteSnapshot!.run(id);
  }

  allSnapshots(): SnapshotRecord[] {
    return (this.stmts.allSnapshots!.all() as { data: string }[]).map((r) => JSON.parse(r.data) as SnapshotRecord);
  }

  sandboxesUsingSnapshot(snapshotId: string): number {
    return (this.stmts.sandboxesFromSnapshot!.get(snapshotId) as { n: number }).n;
  }

  close(): void {
    this.db.close();
  }
}

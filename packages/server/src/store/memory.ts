// The Store in memory, for unit tests: the same contract as SqliteStore (records are copied in
// and out, so a caller never changes what is stored without a write).
import { StoreConflictError, type SandboxQuery, type SandboxRecord, type SnapshotRecord, type Store } from "./store.ts";

type Row = { id: string; revision?: number; createdAt: string };

class Table<T extends Row> {
  private readonly rows = new Map<string, T>();
  private readonly kind: string;
  constructor(kind: string) {
    this.kind = kind;
  }

  get(id: string): T | undefined {
    const row = this.rows.get(id);
    return row && structuredClone(row);
  }

  save(r: T): number {
    const current = this.rows.get(r.id);
    if (r.revision === undefined ? current !== undefined : current?.revision !== r.revision) {
      throw new StoreConflictError(r.revision === undefined ? `${this.kind} ${r.id} already exists` : `${this.kind} ${r.id} is no longer at revision ${r.revision}`);
    }
    const revision = (r.revision ?? 0) + 1;
    this.rows.set(r.id, { ...structuredClone(r), revision });
    return revision;
  }

  delete(id: string, revision?: number): boolean {
    const current = this.rows.get(id);
    if (!current) return false;
    if (revision !== undefined && current.revision !== revision) throw new StoreConflictError(`${this.kind} ${id} is no longer at revision ${revision}`);
    return this.rows.delete(id);
  }

  /** Newest first: createdAt descending, then id. */
  all(): T[] {
    return [...this.rows.values()].sort(byNewest).map((r) => structuredClone(r));
  }
}

const byNewest = (a: Row, b: Row) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.createdAt < b.createdAt ? 1 : -1);

export class MemoryStore implements Store {
  private readonly metaValues = new Map<string, string>();
  private readonly sandboxes = new Table<SandboxRecord>("sandbox");
  private readonly snapshots = new Table<SnapshotRecord>("snapshot");

  async meta(key: string, create: () => string): Promise<string> {
    if (!this.metaValues.has(key)) this.metaValues.set(key, create());
    return this.metaValues.get(key)!;
  }

  async getSandbox(id: string) {
    return this.sandboxes.get(id);
  }
  async saveSandbox(r: SandboxRecord) {
    return this.sandboxes.save(r);
  }
  async deleteSandbox(id: string, revision?: number) {
    return this.sandboxes.delete(id, revision);
  }
  async allSandboxes() {
    return this.sandboxes.all();
  }

  async querySandboxes(q: SandboxQuery) {
    const states = new Set((q.states ?? []).map((s) => s.toLowerCase()));
    const matching = this.sandboxes
      .all()
      .filter((r) => (!states.size || states.has(r.status.state.toLowerCase())) && Object.entries(q.metadata ?? {}).every(([k, v]) => r.metadata[k] === v));
    return { items: matching.slice(q.offset, q.offset + q.limit), total: matching.length };
  }

  async dueSandboxIds(nowMs: number) {
    return this.sandboxes
      .all()
      .filter((r) => r.expiresAt !== undefined && Date.parse(r.expiresAt) <= nowMs)
      .sort((a, b) => Date.parse(a.expiresAt!) - Date.parse(b.expiresAt!))
      .map((r) => r.id);
  }

  async sandboxesUsingSnapshot(snapshotId: string) {
    return this.sandboxes.all().filter((r) => r.snapshotId === snapshotId).length;
  }

  async getSnapshot(id: string) {
    return this.snapshots.get(id);
  }
  async saveSnapshot(s: SnapshotRecord) {
    return this.snapshots.save(s);
  }
  async deleteSnapshot(id: string, revision?: number) {
    return this.snapshots.delete(id, revision);
  }
  async allSnapshots() {
    return this.snapshots.all();
  }

  async close() {}
}

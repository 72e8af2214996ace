// The Store contract: every implementation (SQLite, in-memory, later one in the Kubernetes API)
// runs this suite. Writes are compare-and-set on the record's revision.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StoreConflictError, type SandboxRecord, type SnapshotRecord, type Store } from "../../src/store/store.ts";

export function sandboxRecord(id: string, extra: Partial<SandboxRecord> = {}): SandboxRecord {
  return {
    id,
    image: "busybox:latest",
    entrypoint: ["sleep", "60"],
    env: {},
    metadata: {},
    extensions: {},
    resourceLimits: { cpu: "1" },
    mounts: [],
    status: { state: "Pending", reason: "SANDBOX_ACCEPTED", lastTransitionAt: "2026-01-01T00:00:00.000Z" },
    createdAt: "2026-01-01T00:00:00.000Z",
    execdToken: "t",
    ...extra,
  };
}

function snapshotRecord(id: string, extra: Partial<SnapshotRecord> = {}): SnapshotRecord {
  return {
    id,
    sandboxId: "s1",
    image: `opensandbox-snapshots:${id}`,
    entrypoint: ["sleep", "60"],
    status: { state: "Creating", lastTransitionAt: "2026-01-01T00:00:00.000Z" },
    createdAt: "2026-01-01T00:00:00.000Z",
    ...extra,
  };
}

/** Runs the Store contract against stores made by `open` (a fresh, empty store per test). */
export function storeContract(name: string, open: () => Promise<Store> | Store): void {
  describe(`Store contract: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close());

    it("keeps meta values: the first value written wins", async () => {
      expect(await store.meta("instance", () => "a")).toBe("a");
      expect(await store.meta("instance", () => "b")).toBe("a");
      expect(await store.meta("other", () => "c")).toBe("c");
    });

    it("inserts at revision 1 and refuses a second insert of the same id", async () => {
      expect(await store.saveSandbox(sandboxRecord("a"))).toBe(1);
      expect(await store.getSandbox("a")).toEqual({ ...sandboxRecord("a"), revision: 1 });
      await expect(store.saveSandbox(sandboxRecord("a", { image: "other" }))).rejects.toBeInstanceOf(StoreConflictError);
      expect((await store.getSandbox("a"))!.image).toBe("busybox:latest");
      expect(await store.getSandbox("nope")).toBeUndefined();
    });

    it("hands out copies: changing a read record changes nothing stored", async () => {
      await store.saveSandbox(sandboxRecord("a", { metadata: { k: "v" } }));
      const r = (await store.getSandbox("a"))!;
      r.metadata.k = "changed";
      r.status.state = "Running";
      expect(await store.getSandbox("a")).toMatchObject({ metadata: { k: "v" }, status: { state: "Pending" } });
    });

    it("updates only at the revision read (compare-and-set): of two writers the second loses", async () => {
      await store.saveSandbox(sandboxRecord("a"));
      const first = (await store.getSandbox("a"))!;
      const second = (await store.getSandbox("a"))!;
      first.status = { ...first.status, state: "Running" };
      expect(await store.saveSandbox(first)).toBe(2);
      second.metadata = { lost: "update" };
      await expect(store.saveSandbox(second)).rejects.toBeInstanceOf(StoreConflictError);
      const now = (await store.getSandbox("a"))!;
      expect(now).toMatchObject({ revision: 2, status: { state: "Running" }, metadata: {} });
      now.metadata = { kept: "update" };
      expect(await store.saveSandbox(now)).toBe(3);
      expect((await store.getSandbox("a"))!.metadata).toEqual({ kept: "update" });
    });

    it("refuses to update a record that is gone", async () => {
      await expect(store.saveSandbox({ ...sandboxRecord("gone"), revision: 1 })).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.getSandbox("gone")).toBeUndefined();
    });

    it("deletes at a revision, or unconditionally", async () => {
      await store.saveSandbox(sandboxRecord("a"));
      await store.saveSandbox(sandboxRecord("b"));
      await expect(store.deleteSandbox("a", 7)).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.getSandbox("a")).toBeDefined();
      expect(await store.deleteSandbox("a", 1)).toBe(true);
      expect(await store.getSandbox("a")).toBeUndefined();
      expect(await store.deleteSandbox("a", 1)).toBe(false);
      expect(await store.deleteSandbox("b")).toBe(true);
      expect(await store.deleteSandbox("b")).toBe(false);
      expect(await store.allSandboxes()).toEqual([]);
    });

    it("lists newest first (createdAt, then id) and queries by state (any case), metadata (all pairs) and page", async () => {
      const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
      const status = (state: string) => ({ state, lastTransitionAt: at(0) });
      await store.saveSandbox(sandboxRecord("old", { createdAt: at(1), status: status("Running"), metadata: { team: "a", env: "prod" } }));
      await store.saveSandbox(sandboxRecord("mid-b", { createdAt: at(2), status: status("Paused"), metadata: { team: "a" } }));
      await store.saveSandbox(sandboxRecord("mid-a", { createdAt: at(2), status: status("Failed"), metadata: { team: "b" } }));
      await store.saveSandbox(sandboxRecord("new", { createdAt: at(3), status: status("Running"), metadata: { team: "a", env: "prod" } }));
      expect((await store.allSandboxes()).map((r) => r.id)).toEqual(["new", "mid-a", "mid-b", "old"]);
      expect((await store.allSandboxes()).every((r) => r.revision === 1)).toBe(true);

      const ids = async (q: Parameters<Store["querySandboxes"]>[0]) => {
        const { items, total } = await store.querySandboxes(q);
        return { ids: items.map((r) => r.id), total };
      };
      expect(await ids({ offset: 0, limit: 10 })).toEqual({ ids: ["new", "mid-a", "mid-b", "old"], total: 4 });
      expect(await ids({ states: ["running"], offset: 0, limit: 10 })).toEqual({ ids: ["new", "old"], total: 2 });
      expect(await ids({ states: ["RUNNING", "paused"], offset: 0, limit: 10 })).toEqual({ ids: ["new", "mid-b", "old"], total: 3 });
      expect(await ids({ metadata: { team: "a" }, offset: 0, limit: 10 })).toEqual({ ids: ["new", "mid-b", "old"], total: 3 });
      expect(await ids({ metadata: { team: "a", env: "prod" }, offset: 0, limit: 10 })).toEqual({ ids: ["new", "old"], total: 2 });
      expect(await ids({ metadata: { team: "a", env: "dev" }, offset: 0, limit: 10 })).toEqual({ ids: [], total: 0 });
      expect(await ids({ states: ["Running"], metadata: { team: "a" }, offset: 1, limit: 1 })).toEqual({ ids: ["old"], total: 2 });
      expect(await ids({ offset: 1, limit: 2 })).toEqual({ ids: ["mid-a", "mid-b"], total: 4 });
      expect(await ids({ offset: 4, limit: 2 })).toEqual({ ids: [], total: 4 });
    });

    it("finds due sandboxes, soonest first, and follows renewals", async () => {
      const now = Date.parse("2026-06-01T00:00:00.000Z");
      const iso = (ms: number) => new Date(ms).toISOString();
      await store.saveSandbox(sandboxRecord("late", { expiresAt: iso(now - 1000) }));
      await store.saveSandbox(sandboxRecord("later", { expiresAt: iso(now) }));
      await store.saveSandbox(sandboxRecord("earliest", { expiresAt: iso(now - 5000) }));
      await store.saveSandbox(sandboxRecord("future", { expiresAt: iso(now + 1) }));
      await store.saveSandbox(sandboxRecord("manual"));
      expect(await store.dueSandboxIds(now)).toEqual(["earliest", "late", "later"]);
      const renewed = (await store.getSandbox("late"))!;
      renewed.expiresAt = iso(now + 60_000);
      await store.saveSandbox(renewed);
      expect(await store.dueSandboxIds(now)).toEqual(["earliest", "later"]);
    });

    it("counts the sandboxes restored from a snapshot", async () => {
      await store.saveSandbox(sandboxRecord("a", { snapshotId: "snap" }));
      await store.saveSandbox(sandboxRecord("b", { snapshotId: "snap" }));
      await store.saveSandbox(sandboxRecord("c"));
      expect(await store.sandboxesUsingSnapshot("snap")).toBe(2);
      expect(await store.sandboxesUsingSnapshot("other")).toBe(0);
    });

    it("keeps snapshots with the same conditional writes", async () => {
      expect(await store.saveSnapshot(snapshotRecord("s-old", { createdAt: "2026-01-01T00:00:01.000Z" }))).toBe(1);
      expect(await store.saveSnapshot(snapshotRecord("s-new", { createdAt: "2026-01-01T00:00:02.000Z", name: "n" }))).toBe(1);
      await expect(store.saveSnapshot(snapshotRecord("s-old"))).rejects.toBeInstanceOf(StoreConflictError);
      expect((await store.allSnapshots()).map((s) => s.id)).toEqual(["s-new", "s-old"]);
      const a = (await store.getSnapshot("s-old"))!;
      const b = (await store.getSnapshot("s-old"))!;
      a.status = { state: "Ready", lastTransitionAt: a.status.lastTransitionAt };
      expect(await store.saveSnapshot(a)).toBe(2);
      await expect(store.saveSnapshot(b)).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.getSnapshot("s-old")).toMatchObject({ revision: 2, status: { state: "Ready" } });
      await expect(store.deleteSnapshot("s-old", 1)).rejects.toBeInstanceOf(StoreConflictError);
      expect(await store.deleteSnapshot("s-old", 2)).toBe(true);
      expect(await store.deleteSnapshot("s-new")).toBe(true);
      expect(await store.getSnapshot("s-old")).toBeUndefined();
      expect(await store.allSnapshots()).toEqual([]);
    });
  });
}

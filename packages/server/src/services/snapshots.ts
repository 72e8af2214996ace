// Snapshots: a sandbox's filesystem committed as a local image, restorable with `snapshotId`.
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { ApiError, describeStatus } from "../errors.ts";
import type { ListSnapshotsResponse, Snapshot } from "../generated/lifecycle/types.gen.ts";
import type { Runtime } from "../runtime/runtime.ts";
import { runtimeIdOf, type SnapshotRecord, type Status, type Store } from "../store/store.ts";
import { KeyedMutex } from "./locks.ts";

export const SNAPSHOT_STATES = ["Creating", "Ready", "Failed", "Deleting"] as const;
export const SNAPSHOT_REPOSITORY = "opensandbox-snapshots";

export type SnapshotQuery = { sandboxId?: string; name?: string; state?: string[]; page?: number; pageSize?: number };

export class SnapshotService {
  private readonly lock = new KeyedMutex();
  private readonly background = new Set<Promise<unknown>>();

  private readonly store: Store;
  private readonly runtime: Runtime;
  private readonly log: Logger;
  /**
   * The sandboxes' own mutex (SandboxService's): a commit freezes the container, so pause,
   * resume and delete of that sandbox wait for it rather than meet it in the engine.
   */
  private readonly sandboxLock: KeyedMutex;

  constructor(store: Store, runtime: Runtime, log: Logger, sandboxLock: KeyedMutex = new KeyedMutex()) {
    this.store = store;
    this.runtime = runtime;
    this.log = log;
    this.sandboxLock = sandboxLock;
  }

  /** Settles snapshots a previous run left half-way: Creating ones become Ready if the image exists. */
  async recover(): Promise<void> {
    for (const s of await this.store.allSnapshots()) {
      if (s.status.state === "Creating") {
        const exists = await this.runtime.imageExists(s.image);
        await this.transition(
          s,
          exists
            ? { state: "Ready", reason: "snapshot_recovery_ready", message: "Snapshot image found after a server restart." }
            : { state: "Failed", reason: "snapshot_recovery_failed", message: "The server stopped while the snapshot was being taken." },
        );
      } else if (s.status.state === "Deleting") {
        await this.runtime.removeImage(s.image);
        await this.store.deleteSnapshot(s.id);
      }
    }
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.background]);
  }

  async create(sandboxId: string, name: string | undefined): Promise<Snapshot> {
    const sandbox = await this.store.getSandbox(sandboxId);
    if (!sandbox) throw new ApiError("SANDBOX_NOT_FOUND", `sandbox ${sandboxId} not found`);
    if (this.runtime.unsupported.snapshots) throw new ApiError("NOT_SUPPORTED", this.runtime.unsupported.snapshots);
    const runtimeState = sandbox.runtimeState;
    if (!runtimeState || !["Running", "Paused"].includes(sandbox.status.state)) {
      throw new ApiError("SANDBOX_NOT_RUNNING", `sandbox ${sandboxId} is ${describeStatus(sandbox.status)}; snapshots are taken of Running or Paused sandboxes`);
    }
    const id = randomUUID();
    const now = new Date().toISOString();
    const record: SnapshotRecord = {
      id,
      sandboxId,
      ...(name !== undefined ? { name } : {}),
      image: `${SNAPSHOT_REPOSITORY}:${id}`,
      entrypoint: sandbox.entrypoint,
      status: { state: "Creating", reason: "snapshot_accepted", message: "Snapshot creation accepted.", lastTransitionAt: now },
      createdAt: now,
    };
    record.revision = await this.store.saveSnapshot(record);
    const task = this.lock
      .run(id, () => this.sandboxLock.run(sandboxId, async () => {
        // The sandbox may have been deleted (or have failed) between the request and its turn.
        const now = await this.store.getSandbox(sandboxId);
        if (!now?.runtimeState || !["Running", "Paused"].includes(now.status.state)) {
          await this.transition(record, { state: "Failed", reason: "snapshot_runtime_failed", message: `Sandbox ${sandboxId} was ${now ? now.status.state : "deleted"} before its filesystem could be captured.` });
          return;
        }
        try {
          await this.runtime.commit(runtimeIdOf(now), now.runtimeState, record.image, {
            labels: { "opensandbox.io/snapshot-id": id, "opensandbox.io/source-sandbox-id": sandboxId },
            entrypoint: sandbox.entrypoint,
          });
          await this.transition(record, { state: "Ready", reason: "snapshot_runtime_ready", message: "Snapshot is ready." });
          this.log.info({ snapshotId: id, sandboxId }, "snapshot ready");
        } catch (err) {
          this.log.warn({ err, snapshotId: id }, "snapshot failed");
          await this.transition(record, { state: "Failed", reason: "snapshot_runtime_failed", message: `Committing the sandbox failed: ${(err as Error).message}` });
        }
      }))
      .catch(() => undefined);
    this.background.add(task);
    void task.finally(() => this.background.delete(task));
    return toSnapshot(record);
  }

  /** Snapshot records are written under the snapshot's lock; a conflict means another writer, and is an error. */
  private async transition(s: SnapshotRecord, status: Omit<Status, "lastTransitionAt">): Promise<void> {
    s.status = { ...status, lastTransitionAt: new Date().toISOString() };
    s.revision = await this.store.saveSnapshot(s);
  }

  async get(id: string): Promise<Snapshot> {
    return toSnapshot(await this.record(id));
  }

  private async record(id: string): Promise<SnapshotRecord> {
    const s = await this.store.getSnapshot(id);
    if (!s) throw new ApiError("SNAPSHOT_NOT_FOUND", `snapshot ${id} not found`);
    return s;
  }

  async list(q: SnapshotQuery): Promise<ListSnapshotsResponse> {
    const states = (q.state ?? []).flatMap((s) => s.split(",")).filter(Boolean);
    for (const s of states) {
      if (!SNAPSHOT_STATES.some((k) => k.toLowerCase() === s.toLowerCase())) {
        throw new ApiError("INVALID_PARAMETER", `state "${s}" is not a snapshot state (one of ${SNAPSHOT_STATES.join(", ")})`);
      }
    }
    const wanted = new Set(states.map((s) => s.toLowerCase()));
    const all = (await this.store.allSnapshots()).filter(
        (s) =>
          (q.sandboxId === undefined || s.sandboxId === q.sandboxId) &&
          (q.name === undefined || s.name === q.name) &&
          (!wanted.size || wanted.has(s.status.state.toLowerCase())),
      );
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const totalPages = Math.ceil(all.length / pageSize);
    return {
      items: all.slice((page - 1) * pageSize, page * pageSize).map(toSnapshot),
      pagination: { page, pageSize, totalItems: all.length, totalPages, hasNextPage: page < totalPages },
    };
  }

  async delete(id: string): Promise<void> {
    await this.record(id);
    await this.lock.run(id, async () => {
      const s = await this.record(id);
      if (s.status.state === "Creating") throw new ApiError("SNAPSHOT_NOT_READY", `snapshot ${id} is still being created`);
      const users = await this.store.sandboxesUsingSnapshot(id);
      if (users > 0) throw new ApiError("SNAPSHOT_IN_USE", `snapshot ${id} is used by ${users} sandbox(es); delete them first`);
      await this.transition(s, { state: "Deleting", reason: "snapshot_delete_requested", message: "Snapshot deletion requested." });
      await this.runtime.removeImage(s.image);
      await this.store.deleteSnapshot(id);
    });
  }
}

function toSnapshot(s: SnapshotRecord): Snapshot {
  return {
    id: s.id,
    sandboxId: s.sandboxId,
    ...(s.name !== undefined ? { name: s.name } : {}),
    status: s.status,
    createdAt: s.createdAt,
  };
}

// The Runtime contract: what the lifecycle service relies on from any runtime. The in-memory fake
// runs it in unit tests, Docker in integration tests, and a Kubernetes runtime runs it too.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it as vit } from "vitest";
import { waitFor } from "../helpers.ts";
import { EXECD_PORT, EngineUnavailableError, RuntimeError, type Observation, type Runtime, type RuntimeEvent, type RuntimeState, type SandboxSpec } from "../../src/runtime/runtime.ts";

export type RuntimeHarness = {
  runtime: Runtime;
  /** An image present where the runtime runs sandboxes, with `sleep` and `sh`. */
  image: string;
  /** An image reference its registry does not serve. */
  missingImage: string;
  /** Whether a named volume exists (asked of the runtime's engine directly). */
  volumeExists(name: string): Promise<boolean>;
  /** Removes a named volume the suite made (those not removed with their sandbox). */
  removeVolume(name: string): Promise<void>;
  /** Makes a named volume as another application would (not through the runtime). */
  makeForeignVolume(name: string): Promise<void>;
  /** How long a sandbox may take to change state (default 30 s). */
  timeoutMs?: number;
  /** The same runtime pointed at an engine that is not there (Docker: a socket nobody listens on). */
  unreachable: () => Runtime;
  /** Longest time the runtime takes to stop a sandbox over its disk limit where it measures (default 1 s). */
  diskCheckSeconds?: number;
};

export type ContractOptions = {
  /** Runs only the cases whose title matches (e.g. an engine set up for one property). */
  only?: RegExp;
};

/** The runtime under test must allow volumes made by others whose name starts with this (allow-list entry). */
export const CONTRACT_ALLOWED_VOLUMES = "osb-contract-allowed-*";

export function runtimeContract(name: string, setup: () => Promise<RuntimeHarness>, options: ContractOptions = {}): void {
  describe(`Runtime contract: ${name}`, () => {
    const it = (title: string, fn: () => Promise<void>, timeout?: number) =>
      options.only && !options.only.test(title) ? vit.skip(title, fn) : vit(title, fn, timeout);
    let h: RuntimeHarness;
    let rt: Runtime;
    const made: { id: string; state: RuntimeState | undefined }[] = [];
    const volumes = new Set<string>();
    const images = new Set<string>();

    beforeAll(async () => {
      h = await setup();
      rt = h.runtime;
    });

    afterAll(async () => {
      for (const s of made) await rt.remove(s.id, s.state).catch(() => undefined);
      for (const v of volumes) await h.removeVolume(v).catch(() => undefined);
      for (const i of images) await rt.removeImage(i).catch(() => undefined);
    });

    const spec = (extra: Partial<SandboxSpec> = {}): SandboxSpec => ({
      sandboxId: randomUUID(),
      image: h.image,
      entrypoint: ["sleep", "3600"],
      env: {},
      resources: { nanoCpus: 5e8, memoryBytes: 256 * 2 ** 20 },
      mounts: [],
      extensions: {},
      execdToken: randomBytes(24).toString("base64url"),
      ...extra,
    });

    const until = <T>(probe: () => Promise<T>, ok: (v: T) => boolean, what: string) => waitFor(probe, ok, h.timeoutMs ?? 30_000, what);

    /** Prepares and creates `s`; returns its state. */
    async function create(s: SandboxSpec): Promise<RuntimeState> {
      await rt.prepare(s, async () => undefined);
      const entry = { id: s.sandboxId, state: undefined as RuntimeState | undefined };
      made.push(entry);
      const { state, observation } = await rt.create(s);
      entry.state = state;
      expect(["pending", "running", "exited", "failed"]).toContain(observation.phase);
      return state;
    }

    const observeUntil = (s: SandboxSpec, state: RuntimeState, phases: Observation["phase"][]) =>
      until(() => rt.observe(s.sandboxId, state), (o) => phases.includes(o.phase), `sandbox ${s.sandboxId} to be ${phases.join(" or ")}`);

    async function running(extra: Partial<SandboxSpec> = {}): Promise<{ s: SandboxSpec; state: RuntimeState }> {
      const s = spec(extra);
      const state = await create(s);
      const o = await observeUntil(s, state, ["running", "failed", "exited"]);
      expect(o, JSON.stringify(o)).toMatchObject({ phase: "running" });
      return { s, state };
    }

    const ping = (address: string, token?: string) =>
      fetch(`http://${address}/ping`, { headers: token ? { "X-EXECD-ACCESS-TOKEN": token } : {}, signal: AbortSignal.timeout(2000) }).then(
        (r) => r.status,
        () => 0,
      );

    it("creates and starts a sandbox: running, listed as this instance's", async () => {
      const { s, state } = await running();
      expect(await rt.listOwned()).toContain(s.sandboxId);
      expect(JSON.parse(JSON.stringify(state))).toEqual(state); // the state is plain JSON the store can keep
    });

    it("hands out execd's address and a proxy target; execd wants the token", async () => {
      const { s, state } = await running();
      const endpoint = rt.endpoint(s.sandboxId, state, EXECD_PORT);
      expect(endpoint).toMatchObject({ execd: true });
      // Upstream's clients accept execd's endpoint only as host:44772 or ending in /44772.
      expect(endpoint!.address).toMatch(/^[^/\s]+:44772$|^[^\s]+\/44772$/);
      expect(await until(() => ping(endpoint!.address, s.execdToken), (st) => st === 200, "execd to answer /ping")).toBe(200);
      expect(await ping(endpoint!.address)).toBe(401);
      expect(await ping(endpoint!.address, "wrong")).toBe(401);
      const target = rt.target(s.sandboxId, state, EXECD_PORT);
      expect(target).toBeDefined();
      expect(await ping(`${target!.host}:${target!.port}`, s.execdToken)).toBe(200);
      // Another port is reachable through execd or directly; either way it has an address.
      expect(rt.endpoint(s.sandboxId, state, 3000)?.address).toMatch(/^[^\s]+:\d+/);
    });

    it("fails an image its registry does not serve with IMAGE_PULL_FAILED and the registry's message", async () => {
      const s = spec({ image: h.missingImage });
      const progress: Observation[] = [];
      const err = await rt.prepare(s, async (o) => void progress.push(o)).catch((e: unknown) => e);
      for (const o of progress) expect(o.phase).toBe("pending");
      let failure: { reason: string; message: string };
      if (err === undefined) {
        // Runtimes that pull when the sandbox starts (Kubernetes: kubelet) report it as a failure.
        const state = await create(s);
        failure = await observeUntil(s, state, ["failed", "running", "exited"]);
        expect(failure).toMatchObject({ phase: "failed" });
      } else {
        expect(err).toBeInstanceOf(RuntimeError);
        failure = err as RuntimeError;
      }
      expect(failure.reason).toBe("IMAGE_PULL_FAILED");
      expect(failure.message).toContain(h.missingImage);
    });

    it("fails an entrypoint that does not exist with CONTAINER_START_FAILED naming it", async () => {
      const s = spec({ entrypoint: ["/does/not/exist"] });
      let o: Observation;
      try {
        const state = await create(s);
        o = await observeUntil(s, state, ["failed", "exited"]);
      } catch (err) {
        if (!(err instanceof RuntimeError)) throw err;
        o = { phase: "failed", reason: err.reason, message: err.message };
      }
      expect(o).toMatchObject({ phase: "failed", reason: "CONTAINER_START_FAILED" });
      expect(o.message).toContain("/does/not/exist");
    });

    it("reports an entrypoint's end: code 0 → exited, any other code → failed with the code", async () => {
      const ok = spec({ entrypoint: ["sh", "-c", "exit 0"] });
      const bad = spec({ entrypoint: ["sh", "-c", "exit 3"] });
      const okState = await create(ok);
      const badState = await create(bad);
      expect(await observeUntil(ok, okState, ["exited", "failed"])).toMatchObject({ phase: "exited" });
      const failed = await observeUntil(bad, badState, ["exited", "failed"]);
      expect(failed.phase).toBe("failed");
      expect(failed.message).toMatch(/\bcode 3\b/);
    });

    it("pauses and resumes, or says why it cannot", async () => {
      if (rt.unsupported.pause) {
        expect(typeof rt.unsupported.pause).toBe("string");
        return;
      }
      const { s, state } = await running();
      expect((await rt.pause(s.sandboxId, state)).phase).toBe("paused");
      expect((await rt.observe(s.sandboxId, state)).phase).toBe("paused");
      expect((await rt.resume(s.sandboxId, state)).phase).toBe("running");
      expect((await rt.observe(s.sandboxId, state)).phase).toBe("running");
      const endpoint = rt.endpoint(s.sandboxId, state, EXECD_PORT)!;
      expect(await until(() => ping(endpoint.address, s.execdToken), (st) => st === 200, "execd to answer after resume")).toBe(200);
    });

    it("creates named volumes on demand, removes those marked deleteWithSandbox with the sandbox, and refuses a missing one it may not create", async () => {
      const owned = `osb-contract-${randomBytes(4).toString("hex")}`;
      const kept = `osb-contract-${randomBytes(4).toString("hex")}`;
      volumes.add(owned).add(kept);
      const { s, state } = await running({
        mounts: [
          { kind: "volume", name: owned, target: "/owned", readOnly: false, create: true, deleteWithSandbox: true },
          { kind: "volume", name: kept, target: "/kept", readOnly: false, create: true, deleteWithSandbox: false },
        ],
      });
      expect(await h.volumeExists(owned)).toBe(true);
      expect(await h.volumeExists(kept)).toBe(true);
      await rt.remove(s.sandboxId, state);
      expect(await h.volumeExists(owned)).toBe(false);
      expect(await h.volumeExists(kept)).toBe(true);
      // The name is free at once: a new sandbox asking for it gets a volume of its own.
      const again = await running({ mounts: [{ kind: "volume", name: owned, target: "/owned", readOnly: false, create: true, deleteWithSandbox: true }] });
      expect(await h.volumeExists(owned)).toBe(true);
      await rt.remove(again.s.sandboxId, again.state);
      expect(await h.volumeExists(owned)).toBe(false);

      const missing = `osb-contract-missing-${randomBytes(4).toString("hex")}`;
      const m = spec({ mounts: [{ kind: "volume", name: missing, target: "/m", readOnly: false, create: false }] });
      await rt.prepare(m, async () => undefined);
      made.push({ id: m.sandboxId, state: undefined });
      const err = await rt.create(m).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RuntimeError);
      expect((err as RuntimeError).reason).toBe("VOLUME_NOT_FOUND");
      expect(await h.volumeExists(missing)).toBe(false);
    });

    it("refuses to mount a volume someone else made unless the operator allowed it, and never removes it", async () => {
      const foreign = `osb-contract-foreign-${randomBytes(4).toString("hex")}`;
      const allowed = `${CONTRACT_ALLOWED_VOLUMES.slice(0, -1)}${randomBytes(4).toString("hex")}`;
      volumes.add(foreign).add(allowed);
      await h.makeForeignVolume(foreign);
      await h.makeForeignVolume(allowed);
      const refused = spec({ mounts: [{ kind: "volume", name: foreign, target: "/f", readOnly: true, create: true }] });
      await rt.prepare(refused, async () => undefined);
      made.push({ id: refused.sandboxId, state: undefined });
      const err = await rt.create(refused).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RuntimeError);
      expect((err as RuntimeError).reason).toBe("VOLUME_NOT_ALLOWED");
      expect((err as RuntimeError).message).toContain(foreign);
      const { s, state } = await running({ mounts: [{ kind: "volume", name: allowed, target: "/a", readOnly: false, create: true, deleteWithSandbox: true }] });
      await rt.remove(s.sandboxId, state);
      expect(await h.volumeExists(allowed)).toBe(true); // not ours to remove, even when asked to
      expect(await h.volumeExists(foreign)).toBe(true);
    });

    it("snapshots a sandbox into an image a new sandbox starts from, or says why it cannot", async () => {
      if (rt.unsupported.snapshots) {
        expect(typeof rt.unsupported.snapshots).toBe("string");
        return;
      }
      const { s, state } = await running();
      const image = `opensandbox-snapshots:contract-${randomBytes(4).toString("hex")}`;
      images.add(image);
      await rt.commit(s.sandboxId, state, image, { labels: { "opensandbox.io/snapshot-id": "contract" }, entrypoint: s.entrypoint });
      expect(await rt.imageExists(image)).toBe(true);
      await running({ image });
      await rt.removeImage(image);
      expect(await rt.imageExists(image)).toBe(false);
    });

    it("watches: each connection starts with resync, then reports changes of a sandbox", async () => {
      const events: RuntimeEvent[] = [];
      let stop = rt.watch((e) => events.push(e));
      try {
        await until(async () => events.length, () => events.some((e) => e.type === "resync"), "the first resync");
        const s = spec({ entrypoint: ["sh", "-c", "sleep 1; exit 7"] });
        const state = await create(s);
        await until(
          async () => events.length,
          () => events.some((e) => e.type === "changed" && e.sandboxId === s.sandboxId),
          "a change of the sandbox",
        );
        const failed = await observeUntil(s, state, ["failed"]);
        expect(failed.message).toMatch(/\bcode 7\b/);

        // A gap: nothing watches while a sandbox ends; the next connection starts with resync,
        // after which observing shows what happened meanwhile.
        stop();
        const gap = spec({ entrypoint: ["sh", "-c", "exit 5"] });
        const gapState = await create(gap);
        await observeUntil(gap, gapState, ["failed"]);
        events.length = 0;
        stop = rt.watch((e) => events.push(e));
        await until(async () => events.length, (n) => n > 0, "an event after reconnecting");
        expect(events[0]).toEqual({ type: "resync" });
        expect((await rt.observe(gap.sandboxId, gapState)).message).toMatch(/\bcode 5\b/);
      } finally {
        stop();
      }
    });

    it("reports through the watch when execd in a new sandbox is ready, and execd then answers at the first try", async () => {
      const events: RuntimeEvent[] = [];
      const firstPings: Promise<number>[] = [];
      let s: SandboxSpec | undefined;
      let address: string | undefined;
      const stop = rt.watch((e) => {
        events.push(e);
        // At once, on the event: a single /ping, no retry.
        if (e.type === "execd" && e.ready && s && e.sandboxId === s.sandboxId && address) firstPings.push(ping(address, s.execdToken));
      });
      try {
        await until(async () => events.length, () => events.some((e) => e.type === "resync"), "the first resync");
        s = spec();
        // The address is known before the sandbox starts where the runtime can tell it that early;
        // otherwise right after create returns, which may be after the event (pinged below then).
        const state = await create(s);
        address = rt.endpoint(s.sandboxId, state, EXECD_PORT)?.address;
        await until(
          async () => events.length,
          () => events.some((e) => e.type === "execd" && e.sandboxId === s!.sandboxId && e.ready),
          "execd's readiness to be reported",
        );
        // Where the address is known only once the sandbox has one (a Pod's IP), it is by now.
        if (!firstPings.length) firstPings.push(ping(rt.endpoint(s.sandboxId, state, EXECD_PORT)!.address, s.execdToken));
        expect(await firstPings[0]).toBe(200);
      } finally {
        stop();
      }
    });

    it("reports execd ready to a watch that connects after it became ready", async () => {
      const first: RuntimeEvent[] = [];
      const stopFirst = rt.watch((e) => first.push(e));
      let s: SandboxSpec;
      try {
        await until(async () => first.length, () => first.some((e) => e.type === "resync"), "the first resync");
        ({ s } = await running());
        await until(async () => first.length, () => first.some((e) => e.type === "execd" && e.sandboxId === s.sandboxId && e.ready), "execd's readiness");
      } finally {
        stopFirst();
      }
      // A new connection (as after a server restart or a dropped event stream): the sandbox's
      // readiness is reported again, after the resync, though execd logged it before.
      const later: RuntimeEvent[] = [];
      const stop = rt.watch((e) => later.push(e));
      try {
        await until(async () => later.length, () => later.some((e) => e.type === "execd" && e.sandboxId === s.sandboxId && e.ready), "execd's readiness after reconnecting");
        expect(later[0]).toEqual({ type: "resync" });
      } finally {
        stop();
      }
    });

    it("keeps what a sandbox wrote (stdout and stderr, each line timed, in order per stream), bounded as asked, also after it ended; nothing once removed", async () => {
      const limits = { tailLines: 1000, maxBytes: 1 << 20 };
      const script = 'echo out-first; echo err-second >&2; i=0; while [ $i -lt 30 ]; do echo "line-$i"; i=$((i+1)); done; sleep 1; exit 4';
      const s = spec({ entrypoint: ["sh", "-c", script] });
      const state = await create(s);
      await observeUntil(s, state, ["failed", "exited"]);
      const all = await until(() => rt.logs(s.sandboxId, state, limits), (l) => !!l?.text.includes("line-29"), "the output in the log");
      const lines = all!.text.split("\n").filter(Boolean);
      for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d) /);
      const at = (text: string) => lines.findIndex((l) => l.endsWith(` ${text}`));
      // In order within a stream; across stdout and stderr (two pipes) only as the runtime saw them.
      expect(at("err-second"), JSON.stringify(lines)).toBeGreaterThanOrEqual(0);
      const order = ["out-first", "line-0", "line-15", "line-29"].map(at);
      expect(order.every((i) => i >= 0), JSON.stringify(lines)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(all!.truncated).toBe(false);

      const tail = await rt.logs(s.sandboxId, state, { tailLines: 5, maxBytes: 1 << 20 });
      expect(tail!.truncated).toBe(true);
      expect(tail!.text.split("\n").filter(Boolean)).toEqual(lines.slice(-5));
      // Room for the last line and a bit: whole lines only, the newest.
      const room = Buffer.byteLength(lines.at(-1)!) + 1 + 5;
      const small = await rt.logs(s.sandboxId, state, { tailLines: 1000, maxBytes: room });
      expect(small).toEqual({ text: `${lines.at(-1)}\n`, truncated: true });

      await rt.remove(s.sandboxId, state);
      expect(await rt.logs(s.sandboxId, state, limits)).toBeUndefined();
      expect(await rt.logs(randomUUID(), undefined, limits)).toBeUndefined();
    });

    it("removes a sandbox: gone afterwards, no longer listed, and removing again is no error", async () => {
      const { s, state } = await running();
      await rt.remove(s.sandboxId, state);
      expect((await rt.observe(s.sandboxId, state)).phase).toBe("gone");
      expect(await rt.listOwned()).not.toContain(s.sandboxId);
      await rt.remove(s.sandboxId, state);
      await rt.remove(randomUUID(), undefined);
    });

    it("removes a sandbox by its id alone (its state was never stored: the server died mid-create)", async () => {
      const { s } = await running();
      await rt.remove(s.sandboxId, undefined);
      expect(await rt.listOwned()).not.toContain(s.sandboxId);
      expect((await rt.observe(s.sandboxId, {})).phase).toBe("gone");
    });

    it("says the engine is unreachable (EngineUnavailableError, reason ENGINE_UNAVAILABLE) when it is, from prepare and create", async () => {
      const down = h.unreachable();
      const s = spec();
      const prepared = await down.prepare(s, async () => undefined).then(() => undefined, (err: unknown) => err);
      expect(prepared).toBeInstanceOf(EngineUnavailableError);
      expect(prepared).toMatchObject({ reason: "ENGINE_UNAVAILABLE" });
      const created = await down.create(s).then(() => undefined, (err: unknown) => err);
      expect(created).toBeInstanceOf(EngineUnavailableError);
      expect((created as Error).message).toMatch(/unreachable/);
      // and the engine that is there got nothing
      expect(await rt.listOwned()).not.toContain(s.sandboxId);
    });

    it("a sandbox cannot write more than its disk limit: the write fails, or the sandbox is stopped with DISK_LIMIT_EXCEEDED", async () => {
      const limit = 16 * 2 ** 20;
      // Writes 64 MiB to its own filesystem, waits longer than the runtime takes to notice, then
      // stays up only if what it could write is within the limit.
      const settle = Math.ceil((h.diskCheckSeconds ?? 1) * 3) + 2;
      const s = spec({
        resources: { nanoCpus: 5e8, memoryBytes: 256 * 2 ** 20, diskBytes: limit },
        entrypoint: ["sh", "-c", `dd if=/dev/zero of=fill bs=1M count=64 2>/dev/null; sync; sleep ${settle}; n=$(wc -c < fill); [ "$n" -le ${limit} ] && exec sleep 3600; exit 42`],
      });
      const stop = rt.watch(() => undefined); // runtimes enforce while they are watched, as the service always does
      try {
        const state = await create(s);
        await new Promise((r) => setTimeout(r, (settle + 3) * 1000));
        const o = await observeUntil(s, state, ["running", "failed", "exited"]);
        if (o.phase === "failed") expect(o, JSON.stringify(o)).toMatchObject({ reason: "DISK_LIMIT_EXCEEDED" });
        else expect(o, JSON.stringify(o)).toMatchObject({ phase: "running" });
      } finally {
        stop();
      }
    }, 60_000);

    it("replaces what an interrupted create left for the same sandbox id", async () => {
      const s = spec();
      const first = await create(s);
      const second = await create(s);
      await observeUntil(s, second, ["running"]);
      expect((await rt.listOwned()).filter((id) => id === s.sandboxId)).toHaveLength(1);
      expect(first).toBeDefined();
    });
  });
}

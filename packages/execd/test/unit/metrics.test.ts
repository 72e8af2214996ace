// Metrics from fake cgroup v1 and v2 trees (exact numbers), and the real endpoints.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type Execd } from "../../src/app.ts";
import type { Metrics } from "../../src/generated/execd/types.gen.ts";
import { MetricsService, type MetricsOptions } from "../../src/services/metrics.ts";

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;
const dirs: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "osb-cgroup-"));
  dirs.push(root);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

const write = (root: string, name: string, content: string) => writeFileSync(path.join(root, name), content);

/** A service over `root` with a controllable clock and a fixed host (4 CPUs, 8 GiB). */
function service(root: string, extra: Partial<MetricsOptions> = {}) {
  const clock = { t: 0 };
  const svc = new MetricsService({
    root,
    selfCgroup: path.join(root, "no-such-self-cgroup"),
    hostCpus: () => 4,
    hostMemBytes: () => 8 * GIB,
    hostMemUsedBytes: () => 3 * GIB,
    hostCpuBusyNs: () => 0,
    clock: () => clock.t,
    now: () => 1_700_000_000_000 + clock.t,
    ...extra,
  });
  svc.start();
  return { svc, clock };
}

afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

describe("cgroup v1", () => {
  const v1 = (over: Record<string, string> = {}) =>
    tree({
      "cpu/cpu.cfs_quota_us": "150000\n",
      "cpu/cpu.cfs_period_us": "100000\n",
      "cpuacct/cpuacct.usage": "1000000000\n",
      "memory/memory.limit_in_bytes": `${512 * MIB}\n`,
      "memory/memory.usage_in_bytes": `${300 * MIB}\n`,
      "memory/memory.stat": `cache 1000\ninactive_file ${40 * MIB}\nhierarchical_memory_limit 9223372036854771712\ntotal_inactive_file ${44 * MIB}\n`,
      ...over,
    });

  it("reads quota, limit, usage minus inactive file cache, and CPU use between samples", () => {
    const root = v1();
    const { svc, clock } = service(root);
    expect(svc.source.kind).toBe("v1");
    clock.t = 1000;
    write(root, "cpuacct/cpuacct.usage", String(1e9 + 0.75e9)); // 0.75 CPU-seconds in 1 s on 1.5 CPUs
    expect(svc.read()).toEqual({ cpu_count: 1.5, cpu_used_pct: 50, mem_total_mib: 512, mem_used_mib: 256, timestamp: 1_700_000_001_000 });
    clock.t = 2000;
    write(root, "cpuacct/cpuacct.usage", String(1.75e9 + 1.5e9)); // all of the 1.5 CPUs
    expect(svc.read().cpu_used_pct).toBe(100);
  });

  it("falls back to the host when unlimited", () => {
    const { svc } = service(v1({ "cpu/cpu.cfs_quota_us": "-1\n", "memory/memory.limit_in_bytes": "9223372036854771712\n" }));
    const m = svc.read();
    expect(m.cpu_count).toBe(4);
    expect(m.mem_total_mib).toBe(8192);
    expect(m.mem_used_mib).toBe(256);
  });

  it("honours a lower hierarchical limit and the combined cpu,cpuacct hierarchy", () => {
    const root = tree({
      "cpu,cpuacct/cpu.cfs_quota_us": "50000",
      "cpu,cpuacct/cpu.cfs_period_us": "100000",
      "cpu,cpuacct/cpuacct.usage": "0",
      "memory/memory.limit_in_bytes": "9223372036854771712",
      "memory/memory.usage_in_bytes": `${100 * MIB}`,
      "memory/memory.stat": `inactive_file ${36 * MIB}\nhierarchical_memory_limit ${GIB}\n`,
    });
    const { svc, clock } = service(root);
    clock.t = 2000;
    write(root, "cpu,cpuacct/cpuacct.usage", String(0.5e9)); // 0.5 CPU-s in 2 s of 0.5 CPU
    expect(svc.read()).toMatchObject({ cpu_count: 0.5, cpu_used_pct: 50, mem_total_mib: 1024, mem_used_mib: 64 });
  });

  it("uses the process's own cgroup when the hierarchy is not namespaced", () => {
    const root = tree({
      "cpu/cpu.cfs_quota_us": "-1",
      "cpu/cpu.cfs_period_us": "100000",
      "cpuacct/cpuacct.usage": "0",
      "memory/memory.limit_in_bytes": "9223372036854771712",
      "memory/memory.usage_in_bytes": `${4 * GIB}`,
      "memory/docker/abc/memory.limit_in_bytes": `${256 * MIB}`,
      "memory/docker/abc/memory.usage_in_bytes": `${128 * MIB}`,
      "memory/docker/abc/memory.stat": "total_inactive_file 0\n",
      self: "12:memory:/docker/abc\n11:cpu,cpuacct:/docker/abc\n",
    });
    const { svc } = service(root, { selfCgroup: path.join(root, "self") });
    expect(svc.read()).toMatchObject({ mem_total_mib: 256, mem_used_mib: 128, cpu_count: 4 });
  });
});

describe("cgroup v2", () => {
  const v2 = (over: Record<string, string> = {}) =>
    tree({
      "cgroup.controllers": "cpuset cpu io memory pids\n",
      "cpu.max": "200000 100000\n",
      "cpu.stat": "usage_usec 1000000\nuser_usec 600000\nsystem_usec 400000\n",
      "memory.max": `${GIB}\n`,
      "memory.current": `${600 * MIB}\n`,
      "memory.stat": `anon 1000\nfile 2000\ninactive_file ${88 * MIB}\nactive_file 0\n`,
      ...over,
    });

  it("reads cpu.max, memory.max, memory.current minus inactive_file and cpu.stat", () => {
    const root = v2();
    const { svc, clock } = service(root);
    expect(svc.source.kind).toBe("v2");
    clock.t = 500;
    write(root, "cpu.stat", "usage_usec 1250000\n"); // 0.25 CPU-s in 0.5 s on 2 CPUs
    expect(svc.read()).toEqual({ cpu_count: 2, cpu_used_pct: 25, mem_total_mib: 1024, mem_used_mib: 512, timestamp: 1_700_000_000_500 });
  });

  it("falls back to the host when unlimited", () => {
    const { svc } = service(v2({ "cpu.max": "max 100000\n", "memory.max": "max\n" }));
    expect(svc.read()).toMatchObject({ cpu_count: 4, mem_total_mib: 8192, mem_used_mib: 512 });
  });

  it("caps a quota above the host's CPUs", () => {
    const { svc } = service(v2({ "cpu.max": "800000 100000" }));
    expect(svc.read().cpu_count).toBe(4);
  });

  it("uses the process's own cgroup from /proc/self/cgroup", () => {
    const root = v2({
      "sandbox.slice/x/cpu.max": "100000 100000",
      "sandbox.slice/x/cpu.stat": "usage_usec 0",
      "sandbox.slice/x/memory.max": `${2 * GIB}`,
      "sandbox.slice/x/memory.current": `${GIB}`,
      "sandbox.slice/x/memory.stat": "inactive_file 0",
      self: "0::/sandbox.slice/x\n",
    });
    const { svc } = service(root, { selfCgroup: path.join(root, "self") });
    expect(svc.read()).toMatchObject({ cpu_count: 1, mem_total_mib: 2048, mem_used_mib: 1024 });
  });

  it("never divides by a tiny window: rapid calls compare with an older sample", () => {
    const root = v2();
    const { svc, clock } = service(root);
    clock.t = 1000;
    write(root, "cpu.stat", "usage_usec 2000000"); // 1 CPU-s in 1 s on 2 CPUs: 50 %
    expect(svc.read().cpu_used_pct).toBe(50);
    clock.t = 1001; // 1 ms later, 0.5 ms of CPU: a 1 ms window would say 25 %, noise
    write(root, "cpu.stat", "usage_usec 2000500");
    expect(svc.read().cpu_used_pct).toBeCloseTo(50, 0);
    clock.t = 1600; // >= 500 ms after the last kept sample (t=1000): that is the reference
    write(root, "cpu.stat", "usage_usec 2000500");
    expect(svc.read().cpu_used_pct).toBe(0.04); // 0.5 ms of CPU in 600 ms on 2 CPUs
    clock.t = 1601; // just after a rotation: the previous sample (t=1000) is still used
    expect(svc.read().cpu_used_pct).toBe(0.04);
  });

  it("reports 0 % on a call in the same instant as the first sample", () => {
    const { svc } = service(v2());
    expect(svc.read().cpu_used_pct).toBe(0);
  });
});

describe("no cgroup", () => {
  it("uses the host figures", () => {
    const root = tree({});
    let busy = 0;
    const { svc, clock } = service(root, { hostCpuBusyNs: () => busy });
    expect(svc.source.kind).toBe("none");
    clock.t = 1000;
    busy = 1e9; // 1 CPU-s in 1 s on 4 host CPUs
    expect(svc.read()).toMatchObject({ cpu_count: 4, cpu_used_pct: 25, mem_total_mib: 8192, mem_used_mib: 3072 });
  });
});

describe("start", () => {
  // execd constructs the service before it listens and calls start() after: nothing is read from
  // the cgroup (or perf_hooks loaded) on its start path.
  it("reads nothing until started: the layout and the first sample come from start()", () => {
    const root = tree({});
    const clock = { t: 0 };
    let busyReads = 0;
    const svc = new MetricsService({ root, selfCgroup: path.join(root, "none"), hostCpus: () => 4, hostCpuBusyNs: () => (busyReads++, 0), clock: () => clock.t });
    // The cgroup appears after construction: a service that looked at construction would not see it.
    for (const [name, content] of Object.entries({ "cgroup.controllers": "cpu memory\n", "cpu.max": "100000 100000\n", "cpu.stat": "usage_usec 0\n", "memory.max": `${GIB}\n`, "memory.current": `${100 * MIB}\n`, "memory.stat": "inactive_file 0\n" }))
      write(root, name, content);
    expect(busyReads).toBe(0);
    clock.t = 100;
    svc.start();
    expect(svc.source.kind).toBe("v2");
    clock.t = 1100;
    write(root, "cpu.stat", "usage_usec 500000\n"); // 0.5 CPU-s in the 1 s since start() on 1 CPU
    expect(svc.read()).toMatchObject({ cpu_count: 1, cpu_used_pct: 50, mem_total_mib: 1024, mem_used_mib: 100 });
  });

  it("a read before start() starts it (0 % over an empty window)", () => {
    const root = tree({ "cgroup.controllers": "cpu\n", "cpu.max": "max 100000\n", "cpu.stat": "usage_usec 7\n" });
    const svc = new MetricsService({ root, selfCgroup: path.join(root, "none"), hostCpus: () => 4, clock: () => 5 });
    expect(svc.read().cpu_used_pct).toBe(0);
    expect(svc.source.kind).toBe("v2");
  });
});

describe("HTTP", () => {
  let app: Execd;
  let base: string;
  const headers = { "x-execd-access-token": "t" };
  beforeAll(async () => {
    app = buildApp({ token: "t", logger: pino({ level: "silent" }) });
    await app.http.listen({ host: "127.0.0.1", port: 0 });
    const addr = app.http.server.address();
    base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
  });
  afterAll(() => app.close());

  const valid = (m: Metrics) => {
    expect(Object.keys(m).sort()).toEqual(["cpu_count", "cpu_used_pct", "mem_total_mib", "mem_used_mib", "timestamp"]);
    expect(m.cpu_count).toBeGreaterThan(0);
    expect(m.cpu_used_pct).toBeGreaterThanOrEqual(0);
    expect(m.cpu_used_pct).toBeLessThanOrEqual(100);
    expect(m.mem_total_mib).toBeGreaterThan(0);
    expect(m.mem_used_mib).toBeGreaterThan(0);
    expect(m.mem_used_mib).toBeLessThanOrEqual(m.mem_total_mib);
    expect(Math.abs(m.timestamp - Date.now())).toBeLessThan(5000);
  };

  it("GET /metrics answers at once with the real cgroup", async () => {
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/metrics`, { headers });
      const m = (await res.json()) as Metrics;
      const ms = performance.now() - t;
      expect(res.status).toBe(200);
      expect(ms).toBeLessThan(50);
      valid(m);
    }
  });

  it("requires the token", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
  });

  it("GET /metrics/watch streams one JSON object per line, the first at once, every second", async () => {
    const gone = new AbortController();
    const t = Date.now();
    const res = await fetch(`${base}/metrics/watch`, { headers, signal: gone.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buf = "";
    const got: { m: Metrics; at: number }[] = [];
    while (got.length < 2) {
      const { done, value } = await reader.read();
      if (done) break;
      buf += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        expect(line).not.toBe(""); // bare JSON lines, no blank separators
        got.push({ m: JSON.parse(line) as Metrics, at: Date.now() });
      }
    }
    gone.abort();
    expect(got[0]!.at - t).toBeLessThan(300);
    expect(got[1]!.at - got[0]!.at).toBeGreaterThan(800);
    expect(got[1]!.at - got[0]!.at).toBeLessThan(1500);
    for (const g of got) valid(g.m);
    expect(got[1]!.m.timestamp).toBeGreaterThan(got[0]!.m.timestamp);
  });

  it("HEAD /metrics/watch answers the head at once and ends (a HEAD stream would never see its client leave)", async () => {
    const res = await fetch(`${base}/metrics/watch`, { method: "HEAD", headers, signal: AbortSignal.timeout(2000) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
  });
});

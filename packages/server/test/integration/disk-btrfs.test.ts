// Engine-enforced disk limits: the runtime contract's disk case against a Docker engine whose
// storage driver takes --storage-opt size (btrfs, in a loop file; scripts/btrfs-dockerd.sh). The
// engine is this test's own: the machine's engine, its networks and its image cache are untouched.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import path from "node:path";
import Docker from "dockerode";
import { afterAll, expect, it } from "vitest";
import { validateConfig } from "../../src/config/config.ts";
import { DockerRuntime } from "../../src/runtime/docker.ts";
import { resolveExecdRuntime } from "../../src/runtime/execd-runtime.ts";
import { runtimeContract } from "../contract/runtime-contract.ts";
import { IMAGE } from "../helpers.ts";

const script = path.join(import.meta.dirname, "../../../../scripts/btrfs-dockerd.sh");
let runtime: DockerRuntime | undefined;
/** The machine engine's bridge: a dockerd started with `--bridge none` deletes it (it did once). */
const docker0 = () => {
  try {
    return readFileSync("/sys/class/net/docker0/ifindex", "utf8").trim();
  } catch {
    return undefined;
  }
};
const docker0Before = docker0();

function start(): string {
  const out = execFileSync("bash", [script, "start", IMAGE], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], timeout: 120_000 });
  return out.trim().split("\n").pop()!;
}

afterAll(() => {
  execFileSync("bash", [script, "stop"], { stdio: "inherit", timeout: 60_000 });
  expect(docker0(), "the machine engine's docker0 is untouched").toBe(docker0Before);
}, 90_000);

runtimeContract(
  "docker on btrfs (engine-enforced disk limit)",
  async () => {
    const socketPath = start();
    const { config } = validateConfig({ server: { api_key: "k" }, docker: { socket_path: socketPath, network_mode: "none" } });
    runtime = new DockerRuntime({
      docker: config.docker,
      execdRuntimeDir: resolveExecdRuntime(config),
      instance: randomUUID(),
      disk: { enforcement: "auto", checkIntervalSeconds: 1 },
    });
    const docker = new Docker({ socketPath });
    return {
      runtime,
      image: IMAGE,
      missingImage: "127.0.0.1:5000/opensandbox/nope:missing",
      volumeExists: (name) => docker.getVolume(name).inspect().then(() => true, () => false),
      removeVolume: (name) => docker.getVolume(name).remove({ force: true }),
      makeForeignVolume: async (name) => void (await docker.createVolume({ Name: name })),
      unreachable: () =>
        new DockerRuntime({ docker: { ...config.docker, socket_path: "/nonexistent/docker.sock" }, execdRuntimeDir: resolveExecdRuntime(config), instance: randomUUID() }),
      diskCheckSeconds: 1,
    };
  },
  { only: /disk limit/ },
);

it("detects the btrfs storage driver and leaves the limit to the engine", async () => {
  expect(await runtime!.diskMode()).toBe("engine");
});

it("stop cleans up after an engine that died with a container running, so the next start works", () => {
  const socketPath = start(); // a fresh engine (start stops the one before)
  const docker = (...args: string[]) => execFileSync("docker", ["-H", `unix://${socketPath}`, ...args], { encoding: "utf8" }).trim();
  docker("run", "-d", "--network", "none", IMAGE, "sleep", "600");
  execFileSync("kill", ["-9", readFileSync("/run/osb-btrfs-dockerd/dockerd.pid", "utf8").trim()]);
  // What such an engine leaves: its containers' network namespaces mounted below its exec root,
  // and their shims and processes.
  const leftovers = () => ({
    mounts: readFileSync("/proc/mounts", "utf8").split("\n").filter((l) => l.includes("/run/osb-btrfs-dockerd/")),
    shims: spawnSync("pgrep", ["-f", "containerd-shim-runc-v2 -namespace osb-btrfs "], { encoding: "utf8" }).stdout.trim(),
  });
  expect(leftovers().mounts.length).toBeGreaterThan(0);
  execFileSync("bash", [script, "stop"], { stdio: ["ignore", "inherit", "inherit"], timeout: 60_000 });
  expect(leftovers()).toEqual({ mounts: [], shims: "" });
  expect(start()).toBe(socketPath);
}, 120_000);

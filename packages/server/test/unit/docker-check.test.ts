// What the Docker runtime refuses before a request is accepted, and how it words endpoints; no
// engine needed (the runtime only talks to Docker when it creates or observes something).
import { describe, expect, it } from "vitest";
import { validateConfig } from "../../src/config/config.ts";
import { ApiError } from "../../src/errors.ts";
import { DockerRuntime } from "../../src/runtime/docker.ts";
import { EXECD_PORT, type SandboxSpec } from "../../src/runtime/runtime.ts";

function runtime(docker: Record<string, unknown> = {}, publicHost?: string) {
  const { config } = validateConfig({ server: { api_key: "k" }, docker });
  return new DockerRuntime({ docker: config.docker, execdRuntimeDir: "/nonexistent", instance: "i", ...(publicHost ? { publicHost } : {}) });
}

const spec = (extra: Partial<SandboxSpec> = {}): SandboxSpec => ({
  sandboxId: "s",
  image: "busybox",
  entrypoint: ["sleep", "1"],
  env: {},
  resources: {},
  mounts: [],
  extensions: {},
  execdToken: "t",
  ...extra,
});

function refusal(s: SandboxSpec): { code: string; message: string } | undefined {
  try {
    runtime().check(s);
    return undefined;
  } catch (err) {
    if (err instanceof ApiError) return { code: err.code, message: err.message };
    throw err;
  }
}

describe("DockerRuntime.check", () => {
  it("accepts a plain request", () => {
    expect(refusal(spec({ resources: { memoryBytes: 6 * 2 ** 20, nanoCpus: 1e9 } }))).toBeUndefined();
  });

  it.each([
    ["memory below Docker's 6 MiB minimum", spec({ resources: { memoryBytes: 2 ** 20 } }), "INVALID_PARAMETER"],
    ["a non-Linux platform", spec({ platform: { os: "windows", arch: "amd64" } }), "NOT_SUPPORTED"],
    ["an ossfs volume", spec({ mounts: [{ kind: "ossfs", volume: "o", target: "/o", readOnly: false }] }), "NOT_SUPPORTED"],
  ])("refuses %s, saying it is the Docker runtime's limit where it is", (_what, s, code) => {
    const r = refusal(s);
    expect(r?.code).toBe(code);
  });

  it("leaves pool references to the service (warm pools run on Docker)", () => {
    expect(refusal(spec({ extensions: { poolRef: "p" } }))).toBeUndefined();
    expect(runtime().unsupported).not.toHaveProperty("pools");
  });

  it("names itself in what it refuses", () => {
    expect(refusal(spec({ resources: { memoryBytes: 1024 } }))?.message).toMatch(/Docker runtime/);
    expect(refusal(spec({ platform: { os: "windows", arch: "amd64" } }))?.message).toMatch(/Docker runtime/);
    // Signed routes go through the server proxy, which reaches Docker sandboxes.
    expect(runtime().unsupported).not.toHaveProperty("signedEndpoints");
  });
});

describe("DockerRuntime endpoints", () => {
  const state = { containerId: "c", hostPorts: { [String(EXECD_PORT)]: 32001, "8080": 32002 }, containerIp: "172.17.0.9", ownedVolumes: [] };

  it("bridge: published ports directly, others through execd's proxy", () => {
    const rt = runtime();
    expect(rt.endpoint("s", state, EXECD_PORT)).toEqual({ address: "127.0.0.1:32001/proxy/44772", execd: true });
    expect(rt.endpoint("s", state, 8080)).toEqual({ address: "127.0.0.1:32002", execd: false });
    expect(rt.endpoint("s", state, 3000)).toEqual({ address: "127.0.0.1:32001/proxy/3000", execd: true });
    expect(rt.endpoint("s", { containerId: "c", hostPorts: {} }, 3000)).toBeUndefined();
    expect(rt.target("s", state, EXECD_PORT)).toEqual({ host: "127.0.0.1", port: 32001 });
    expect(rt.target("s", state, 3000)).toEqual({ host: "172.17.0.9", port: 3000 });
    expect(rt.target("s", { containerId: "c", hostPorts: {} }, 3000)).toBeUndefined();
  });

  it("uses [server] eip, else [docker] host_ip, for addresses clients get", () => {
    expect(runtime({ host_ip: "10.0.0.5" }).endpoint("s", state, EXECD_PORT)?.address).toBe("10.0.0.5:32001/proxy/44772");
    expect(runtime({ host_ip: "10.0.0.5" }, "sandbox.example").endpoint("s", state, EXECD_PORT)?.address).toBe("sandbox.example:32001/proxy/44772");
    expect(runtime({ publish_host: "0.0.0.0" }).endpoint("s", state, EXECD_PORT)?.address).toBe("127.0.0.1:32001/proxy/44772");
  });

  it("host network: the port itself", () => {
    const rt = runtime({ network_mode: "host" });
    expect(rt.endpoint("s", {}, 3000)).toEqual({ address: "127.0.0.1:3000", execd: false });
    expect(rt.endpoint("s", {}, EXECD_PORT)).toEqual({ address: "127.0.0.1:44772", execd: true });
    expect(rt.target("s", {}, 3000)).toEqual({ host: "127.0.0.1", port: 3000 });
  });
});

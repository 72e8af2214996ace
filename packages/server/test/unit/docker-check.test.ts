// What the Docker runtime refuses before a request is accepted, and how it words endpoints; no
// engine needed (the runtime only talks to Docker when it creates or observes something).
import { describe, expect, it } from "vitest";
import { validateConfig } from "../../src/config/config.ts";
import { ApiError } from "../../src/errors.ts";
import { DockerRuntime, publishedPorts } from "../../src/runtime/docker.ts";
import { EXECD_PORT, type SandboxSpec } from "../../src/runtime/runtime.ts";
import { KubernetesRuntime } from "../../src/runtime/kubernetes.ts";
import { compile } from "../../src/egress/policy.ts";
import * as k8s from "@kubernetes/client-node";

const runtimeConfig = (docker: Record<string, unknown> = {}) => validateConfig({ server: { api_key: "k" }, docker }).config.docker;

function runtime(docker: Record<string, unknown> = {}, publicHost?: string) {
  return new DockerRuntime({ docker: runtimeConfig(docker), execdRuntimeDir: "/nonexistent", instance: "i", ...(publicHost ? { publicHost } : {}) });
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

  it("publishes execd's port and [docker] direct_ports only: one docker-proxy per published port and sandbox", () => {
    expect(publishedPorts(runtimeConfig())).toEqual([EXECD_PORT]);
    expect(publishedPorts(runtimeConfig({ direct_ports: [8080] }))).toEqual([EXECD_PORT, 8080]);
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

describe("networkPolicy", () => {
  const policy = compile({ defaultAction: "deny", egress: [{ action: "allow", target: "pypi.org" }] });
  const refused = (docker: Record<string, unknown>) => {
    try {
      runtime(docker).check(spec({ networkPolicy: policy }));
      return undefined;
    } catch (err) {
      return (err as ApiError).code + ": " + (err as Error).message;
    }
  };

  it("Docker enforces it only on the isolated network with the server's own rules; elsewhere refused, naming why", () => {
    expect(refused({})).toBeUndefined();
    expect(refused({ network_mode: "my-net" })).toBeUndefined();
    for (const d of [{ isolation: "off" }, { isolation: "external" }, { network_mode: "host" }, { network_mode: "none" }]) {
      expect(refused(d), JSON.stringify(d)).toMatch(/^NOT_SUPPORTED: networkPolicy needs .*isolation = "server"/);
    }
  });

  it("Kubernetes enforces it with the egress sidecar; without [kubernetes] egress_image it is refused, naming the setting", () => {
    const kc = new k8s.KubeConfig();
    kc.loadFromOptions({ clusters: [{ name: "c", server: "https://127.0.0.1:1" }], users: [{ name: "u" }], contexts: [{ name: "x", cluster: "c", user: "u" }], currentContext: "x" });
    const make = (kubernetes: object) => {
      const { config } = validateConfig({ server: { api_key: "k" }, runtime: { type: "kubernetes" }, kubernetes });
      return new KubernetesRuntime({ kubernetes: config.kubernetes, execdImage: "img", instance: "i", kubeConfig: kc, sidecarKey: (id) => `key-of-${id}` });
    };
    expect(() => make({}).check(spec({ networkPolicy: policy }))).toThrow(/^networkPolicy needs the egress sidecar on the Kubernetes runtime: set \[kubernetes\] egress_image/);
    expect(() => make({}).check(spec())).not.toThrow();
    expect(() => make({ egress_image: "opensandbox/egress:abc" }).check(spec({ networkPolicy: policy }))).not.toThrow();
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, pidBudgetWarning, validateConfig } from "../../src/config/config.ts";
import { exampleConfig } from "../../src/config/example.ts";

const write = (text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "osb-config-")), "c.toml");
  writeFileSync(file, text);
  return file;
};

describe("config", () => {
  it("fills upstream-compatible defaults", () => {
    const { config } = validateConfig({ server: { api_key: "k" } });
    expect(config.server).toMatchObject({ host: "127.0.0.1", port: 8080, api_key: "k", insecure: false });
    expect(config.docker).toMatchObject({ network_mode: "bridge", publish_host: "127.0.0.1", no_new_privileges: true, pids_limit: 512 });
    expect(config.server).toMatchObject({ max_sandbox_timeout_seconds: 86_400, allow_manual_cleanup: true, max_sandboxes: 32 });
    expect(config.resources).toMatchObject({ default_cpu: "1", default_memory: "2Gi", max_memory: "16Gi", default_disk: "10Gi", max_disk: "100Gi", disk_enforcement: "auto" });
    expect(config.docker.drop_capabilities).toContain("NET_RAW");
    expect(config.storage.allowed_host_paths).toEqual([]);
    expect(config.proxy).toEqual({ connect_timeout_seconds: 10, response_header_timeout_seconds: 60, idle_timeout_seconds: 300, max_connections_per_sandbox: 256 });
  });

  it("bounds how long a create waits for an unreachable engine: [docker] engine_wait_seconds, 90 by default, 0 or more", () => {
    expect(validateConfig({ server: { api_key: "k" } }).config.docker.engine_wait_seconds).toBe(90);
    expect(validateConfig({ server: { api_key: "k" }, docker: { engine_wait_seconds: 0 } }).config.docker.engine_wait_seconds).toBe(0);
    expect(() => validateConfig({ server: { api_key: "k" }, docker: { engine_wait_seconds: -1 } })).toThrow(/engine_wait_seconds/);
    expect(() => validateConfig({ server: { api_key: "k" }, docker: { engine_wait_seconds: "soon" } })).toThrow(/engine_wait_seconds/);
  });

  it("publishes only execd's port unless [docker] direct_ports names more (upstream's 8080: [8080]); execd's own port is not one of them", () => {
    const docker = (d: Record<string, unknown>) => validateConfig({ server: { api_key: "k" }, docker: d }).config.docker;
    expect(docker({}).direct_ports).toEqual([]);
    expect(docker({ direct_ports: [8080, 3000, 8080] }).direct_ports).toEqual([8080, 3000]);
    for (const bad of [[44772], [0], [70000], ["8080"], 8080]) {
      expect(() => docker({ direct_ports: bad }), JSON.stringify(bad)).toThrow(/\[docker\] direct_ports must be a list of ports \(integers 1 to 65535, not 44772\)/);
    }
  });

  it("serves metrics only when [server] metrics_port is set, on loopback unless told; [telemetry] otlp_endpoint is a URL", () => {
    const { config } = validateConfig({ server: { api_key: "k" } });
    expect(config.server.metrics_port).toBeUndefined();
    expect(config.server.metrics_host).toBe("127.0.0.1");
    expect(config.telemetry).toEqual({ otlp_endpoint: undefined, service_name: "opensandbox-server" });
    expect(validateConfig({ server: { api_key: "k", metrics_port: 9464 } }).config.server.metrics_port).toBe(9464);
    expect(() => validateConfig({ server: { api_key: "k", metrics_port: 70000 } })).toThrow(/\[server\] metrics_port must be an integer between 0 and 65535/);
    expect(() => validateConfig({ telemetry: { otlp_endpoint: "collector:4318" } })).toThrow(/\[telemetry\] otlp_endpoint must be an http\(s\) URL/);
    expect(validateConfig({ telemetry: { otlp_endpoint: "http://127.0.0.1:4318" } }).config.telemetry.otlp_endpoint).toBe("http://127.0.0.1:4318");
  });

  it("[store] type: sqlite by default on both runtimes; kubernetes only with the Kubernetes runtime, under a DNS-label name", () => {
    expect(validateConfig({ server: { api_key: "k" }, runtime: { type: "kubernetes" } }).config.store).toMatchObject({ type: "sqlite", name: "opensandbox", lease_seconds: 15 });
    expect(validateConfig({ server: { api_key: "k" }, runtime: { type: "kubernetes" }, store: { type: "kubernetes", name: "team-a" } }).config.store.type).toBe("kubernetes");
    expect(() => validateConfig({ server: { api_key: "k" }, store: { type: "kubernetes" } })).toThrow(/\[store\] type = "kubernetes" keeps records in the cluster.*\[runtime\] type = "kubernetes"/);
    expect(() => validateConfig({ server: { api_key: "k" }, runtime: { type: "kubernetes" }, store: { type: "kubernetes", name: "Team_A" } })).toThrow(/\[store\] name must be a DNS label/);
    expect(() => validateConfig({ server: { api_key: "k" }, store: { type: "etcd" } })).toThrow(/\[store\] type/);
  });

  it("refuses an unknown key, naming it and the known ones", () => {
    expect(() => validateConfig({ docker: { pid_limit: 5 } })).toThrow(/unknown key \[docker\] pid_limit \(known keys: .*pids_limit/);
  });

  it("refuses an unknown section", () => {
    expect(() => validateConfig({ dokcer: {} })).toThrow(/unknown section \[dokcer\]/);
  });

  it.each([
    [{ server: { port: 70000 } }, /\[server\] port must be an integer between 0 and 65535, got 70000/],
    [{ server: { port: "8080" } }, /\[server\] port must be an integer between 0 and 65535, got "8080"/],
    [{ server: { max_sandbox_timeout_seconds: 10 } }, /max_sandbox_timeout_seconds must be an integer >= 60/],
    [{ runtime: { type: "firecracker" } }, /\[runtime\] type must be one of "docker", "kubernetes"/],
    [{ kubernetes: { request_fraction: 2 } }, /\[kubernetes\] request_fraction must be a number between 0 and 1/],
    [{ kubernetes: { node_selector: ["type"] } }, /\[kubernetes\] node_selector must be a list of "key=value" labels/],
    [{ kubernetes: { tolerations: ["a=b:Sometimes"] } }, /\[kubernetes\] tolerations must be a list of "key=value:Effect" taints/],
    [{ ingress: { mode: "wildcard" } }, /\[ingress\] mode must be one of "direct", "gateway"/],
    [{ docker: { no_new_privileges: "yes" } }, /no_new_privileges must be true or false/],
    [{ storage: { allowed_host_paths: ["relative/dir"] } }, /allowed_host_paths must be a list of absolute paths/],
    [{ secure_runtime: { type: "gvisor" } }, /docker_runtime must be set when type is "gvisor"/],
    [{ server: [] }, /\[server\] must be a table/],
    [{ resources: { max_memory: "lots" } }, /\[resources\] max_memory must be a memory quantity such as "512Mi"/],
    [{ resources: { default_cpu: "0" } }, /\[resources\] default_cpu must be a cpu quantity/],
    [{ resources: { default_memory: "4Gi", max_memory: "1Gi" } }, /default_memory \(4Gi\) must not exceed max_memory \(1Gi\)/],
    [{ resources: { default_disk: "0", max_disk: "1Gi" } }, /default_disk \(0\) must not exceed max_disk/],
    [{ resources: { disk_enforcement: "quota" } }, /disk_enforcement must be one of "auto", "engine", "measured"/],
    [{ proxy: { connect_timeout_seconds: 0 } }, /\[proxy\] connect_timeout_seconds must be an integer between 1 and 3600, got 0/],
    [{ proxy: { max_connections_per_sandbox: 0 } }, /\[proxy\] max_connections_per_sandbox must be an integer between 1 and 65536/],
    [{ proxy: { idle_timeout_seconds: -1 } }, /\[proxy\] idle_timeout_seconds must be an integer between 0 and 86400/],
  ])("refuses a bad value: %j", (doc, message) => {
    expect(() => validateConfig(doc as Record<string, unknown>)).toThrow(message);
  });

  it("accepts upstream keys whose concept does not exist here, with a warning", () => {
    const { warnings } = validateConfig({ server: { thread_pool_size: 200, api_key: "k" }, kubernetes: { informer_enabled: true } });
    expect(warnings).toEqual([expect.stringMatching(/\[server\] thread_pool_size is ignored/), expect.stringMatching(/\[kubernetes\] informer_enabled is ignored/)]);
  });

  it("requires an API key unless insecure mode is explicit", () => {
    expect(() => loadConfig(write("[server]\nport = 1\n"), {})).toThrow(/api_key is not set.*insecure = true/);
    expect(loadConfig(write("[server]\ninsecure = true\n"), {}).config.server.insecure).toBe(true);
    expect(loadConfig(write("[server]\n"), { OPENSANDBOX_INSECURE_SERVER: "YES" }).config.server.insecure).toBe(true);
    expect(loadConfig(write("[server]\napi_key = \"a\"\n"), { OPENSANDBOX_SERVER_API_KEY: "b" }).config.server.api_key).toBe("b");
  });

  it("OPENSANDBOX_KUBERNETES_ANNOUNCE_URL gives each replica its own announce URL", () => {
    const file = write('[server]\napi_key = "a"\n[kubernetes]\nannounce_listen = "0.0.0.0:9465"\nannounce_url = "http://shared:9465"\n');
    expect(loadConfig(file, {}).config.kubernetes.announce_url).toBe("http://shared:9465");
    expect(loadConfig(file, { OPENSANDBOX_KUBERNETES_ANNOUNCE_URL: "http://10.244.0.7:9465" }).config.kubernetes.announce_url).toBe("http://10.244.0.7:9465");
    // The chart composes "http://$(POD_IP):port"; an IPv6 Pod IP gets its brackets here.
    expect(loadConfig(file, { OPENSANDBOX_KUBERNETES_ANNOUNCE_URL: "http://fd00:10:244::7:9465" }).config.kubernetes.announce_url).toBe("http://[fd00:10:244::7]:9465");
    expect(loadConfig(file, { OPENSANDBOX_KUBERNETES_ANNOUNCE_URL: "http://[fd00::7]:9465" }).config.kubernetes.announce_url).toBe("http://[fd00::7]:9465");
    expect(() => loadConfig(file, { OPENSANDBOX_KUBERNETES_ANNOUNCE_URL: "10.244.0.7:9465" })).toThrow(/OPENSANDBOX_KUBERNETES_ANNOUNCE_URL must be an http\(s\) URL/);
    expect(() => loadConfig(write('[server]\napi_key = "a"\n[kubernetes]\nannounce_url = "shared:9465"\n'), {})).toThrow(/announce_url/);
  });

  it("reports the file and TOML errors, and a missing explicit file", () => {
    expect(() => loadConfig(write("[server\n"), {})).toThrow(ConfigError);
    expect(() => loadConfig("/nonexistent/osb.toml", {})).toThrow(/cannot read config file \/nonexistent\/osb.toml/);
    expect(() => loadConfig(undefined, { SANDBOX_CONFIG_PATH: "/nonexistent/env.toml" })).toThrow(/env\.toml/);
  });

  it("warns when the live sandboxes' pids limits together could take more than half the host's PIDs", () => {
    const cfg = (doc: Record<string, unknown>) => validateConfig({ server: { api_key: "k", ...(doc.server as object) }, docker: doc.docker ?? {} }).config;
    // Defaults on a host with pid_max 32768 (this machine's): 32 x 512 = 16384, exactly half.
    expect(pidBudgetWarning(cfg({}), 32_768)).toBeUndefined();
    // Upstream's 4096 per sandbox: 8 fork bombs take every PID of such a host.
    expect(pidBudgetWarning(cfg({ docker: { pids_limit: 4096 } }), 32_768)).toMatch(/max_sandboxes \(32\) x \[docker\] pids_limit \(4096\) = 131072 is more than half the host's pid_max \(32768\)/);
    expect(pidBudgetWarning(cfg({ docker: { pids_limit: 0 } }), 32_768)).toMatch(/pids_limit = 0/);
    expect(pidBudgetWarning(cfg({ server: { max_sandboxes: 0 } }), 4_194_304)).toMatch(/max_sandboxes = 0/);
  });

  it("writes an example that the loader accepts as is", () => {
    const text = exampleConfig("docker", "generated-key");
    const { config, warnings } = validateConfig(parse(text) as Record<string, unknown>);
    expect(warnings).toEqual([]);
    expect(config.server.api_key).toBe("generated-key");
    expect(text).toMatch(/^# /m); // commented
    expect(exampleConfig("docker")).not.toContain("generated-key"); // a fresh key each time
  });
});

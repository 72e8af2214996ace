// The commented example written by `opensandbox-server init-config PATH --example docker`.
// A test loads it through the real config loader, so it cannot drift from the accepted keys.
import { randomBytes } from "node:crypto";

export const EXAMPLES = ["docker"] as const;
export type ExampleName = (typeof EXAMPLES)[number];

export function exampleConfig(name: ExampleName, apiKey = randomBytes(24).toString("base64url")): string {
  switch (name) {
    case "docker":
      return `# OpenSandbox server configuration (Docker runtime).
# Keys follow upstream OpenSandbox where the concept exists; unknown keys stop the server at start.

[server]
# Address and port the lifecycle API listens on. Use "0.0.0.0" only behind a firewall.
host = "127.0.0.1"
port = 8080
# Clients send this in the OPEN-SANDBOX-API-KEY header. Env OPENSANDBOX_SERVER_API_KEY overrides it.
api_key = "${apiKey}"
# Serve without any API key (never on a shared machine). Env OPENSANDBOX_INSECURE_SERVER=YES does the same.
insecure = false
# Public host put into endpoint addresses; defaults to [docker] host_ip, else 127.0.0.1.
# eip = "sandbox.example.com"
# Upper bound for a sandbox's timeout (seconds, >= 60), applied on create, on renew and on
# renew-on-access. Upstream has no default; here it is 24 h.
max_sandbox_timeout_seconds = 86400
# Whether a create may leave out timeout (or send null): a sandbox that lives until deleted.
allow_manual_cleanup = true
# Live sandboxes (Pending, Running, Pausing, Paused, Resuming, Stopping) at once; one more create
# gets 429 SANDBOX_LIMIT_REACHED. 0: no cap. Keep max_sandboxes x [docker] pids_limit well below
# the host's /proc/sys/kernel/pid_max (the server warns at start when it exceeds half of it).
max_sandboxes = 32
# Largest request body accepted, in bytes.
body_limit_bytes = 1048576
# Prometheus metrics (GET /metrics, no API key) on a listener of their own; unset: none.
# metrics_port = 9464
# metrics_host = "127.0.0.1"

[proxy]
# The server proxy (/sandboxes/{id}/proxy/{port}/...). Seconds the sandbox port has to accept a
# connection (else 504 SANDBOX_PORT_TIMEOUT).
connect_timeout_seconds = 10
# Seconds from the request being sent to the answer's status line and headers (else 504); 0: no limit.
# Once the answer has started, only the idle timeout applies, so streamed answers are never cut.
response_header_timeout_seconds = 60
# A relayed body or WebSocket with no bytes moving either way for this long is closed; 0: never.
idle_timeout_seconds = 300
# Relayed HTTP requests plus WebSocket connections open at once to one sandbox (else 429
# SANDBOX_CONNECTION_LIMIT).
max_connections_per_sandbox = 256

[ingress]
# Signed routes: GET /sandboxes/{id}/endpoints/{port}?expires=<unix seconds> hands out a URL of
# the server proxy that works without the API key (a browser opens it) for that sandbox and port
# until then. They are signed with a key derived from [store] key_file and this generation:
# raise it (and restart) to revoke every signed route issued so far. Never lower it again.
signing_key_generation = 1
# How far ahead expires may lie, in seconds (else 400).
signed_route_max_seconds = 86400

[telemetry]
# OpenTelemetry traces of the API and each sandbox's provisioning, as OTLP/HTTP JSON to
# <otlp_endpoint>/v1/traces. Unset (and no OTEL_EXPORTER_OTLP_ENDPOINT): no tracing.
# otlp_endpoint = "http://127.0.0.1:4318"
service_name = "opensandbox-server"

[log]
# JSON lines; a line written while a request is served carries its reqId (X-Request-ID).
# trace | debug | info | warning | error | critical
level = "info"
file_enabled = false
file_path = "~/logs/opensandbox/server.log"

[runtime]
type = "docker"

[docker]
# "bridge" (one network namespace per sandbox, on the isolated network "opensandbox"), "host",
# "none", or a network name (with isolation on, an isolated network of that name).
network_mode = "bridge"
# Sandboxes reach neither each other, nor the host's own addresses (gateway, host IPs, loopback),
# nor link-local/metadata addresses (docs/SECURITY.md). "server": the server creates the network
# and installs its nftables rules at start (needs root; it refuses to start when it cannot);
# "external": \`scripts/docker-isolation.sh install\` did both as root; "off": Docker as it is.
isolation = "server"
# Destinations opened despite isolation: "10.0.0.5", "10.0.0.0/8", "10.0.0.5:5432",
# "192.0.2.0/24:8000-8100", "[fd00::1]:53" (ports: TCP and UDP). E.g. a resolver or proxy on the host.
isolation_allow = []
# Destinations closed besides those, e.g. the LAN: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"].
isolation_deny = []
# Upstream DNS servers of sandboxes (Docker's --dns); empty: the host's resolvers.
dns = []
# Host address that published sandbox ports bind to. Keep 127.0.0.1 unless clients are remote.
publish_host = "127.0.0.1"
# Container ports published next to execd's and reached directly (upstream publishes 8080:
# [8080]); every other port's endpoint leads through execd's /proxy/{port}, with execd's token.
# Each costs every sandbox a docker-proxy process (about 1 MiB).
direct_ports = []
# Host put into endpoint addresses when this server itself runs inside a container.
# host_ip = "10.0.0.5"
# Docker socket; defaults to DOCKER_HOST's socket, else /var/run/docker.sock.
# socket_path = "/var/run/docker.sock"
api_timeout = 180
# A create while the engine is unreachable stays Pending (ENGINE_UNAVAILABLE) this long, waiting
# for it to come back, before the sandbox becomes Failed.
engine_wait_seconds = 90
drop_capabilities = ["AUDIT_WRITE", "MKNOD", "NET_ADMIN", "NET_RAW", "SYS_ADMIN", "SYS_MODULE", "SYS_PTRACE", "SYS_TIME", "SYS_TTY_CONFIG"]
no_new_privileges = true
# Maximum processes per sandbox, threads included (0 disables the limit). Upstream's default is
# 4096; here 512, so that a fork bomb in one sandbox cannot use up the host's PIDs (docs/SECURITY.md).
pids_limit = 512
# "lazy": an idle sandbox runs no execd; osb-init holds execd's port and starts it on the first
# connection (which waits, never refused). "eager": execd starts with the sandbox.
execd_start = "lazy"
# apparmor_profile = "docker-default"
# seccomp_profile = "/etc/docker/seccomp.json"

[resources]
# What a sandbox gets when its resourceLimits leaves cpu, memory or disk out, and the most it may
# ask for (above it: 400 naming the key). Kubernetes quantities: cpu "500m" or "2", sizes "512Mi", "10Gi".
default_cpu = "1"
# max_cpu defaults to the host's CPU count.
# max_cpu = "4"
default_memory = "2Gi"
max_memory = "16Gi"
# What a sandbox may write to its own filesystem (volumes not included); "0": no limit.
default_disk = "10Gi"
max_disk = "100Gi"
# "engine": the storage driver refuses writes beyond the limit (btrfs, zfs, overlay2 on xfs with
# pquota); "measured": the server measures each sandbox's writable layer every
# disk_check_interval_seconds and stops one over its limit (status reason DISK_LIMIT_EXCEEDED);
# "auto": engine where the storage driver supports it, else measured.
disk_enforcement = "auto"
disk_check_interval_seconds = 10

[secure_runtime]
# "" (runc), "gvisor" or "kata"; docker_runtime names the OCI runtime registered with Docker.
type = ""
# docker_runtime = "runsc"

[storage]
# Host directories that sandboxes may mount (volumes[].host.path must lie under one of them).
# Empty: host mounts are refused.
allowed_host_paths = []
# Run as root, the server opens an allowed path without following symlinks and bind-mounts it
# here before Docker binds it, so a sandbox cannot swap a component for a symlink in between.
host_path_pin_dir = "/run/opensandbox-ts/host-path-pins"
# Named volumes (pvc.claimName) a sandbox may mount although this server did not create them:
# exact names or prefixes ending in "*". Any other existing volume is refused (VOLUME_NOT_ALLOWED).
allowed_volumes = []

[store]
# "sqlite": records in the file below, one server. "kubernetes" (with [runtime] type =
# "kubernetes"): records are custom objects (sandboxes.opensandbox.io, installed at start) in
# [kubernetes] namespace, so several replicas of the server share them behind one Service.
type = "sqlite"
# Sandbox and snapshot records; survives restarts.
path = "~/.opensandbox/opensandbox-ts.db"
# The server's secret key, created on first start (0600): execd tokens are derived from it and
# registry credentials sealed with it, so the store above holds neither. Keep it apart from the
# store and its backups. The Kubernetes store keeps the key in the Secret <name>-secret-key
# instead (created by the first replica), so replicas share it without a file.
key_file = "~/.config/opensandbox-ts/secret.key"
# Kubernetes store: replicas with the same name share records, key and leader lease.
name = "opensandbox"
# Kubernetes store: a replica that stops renewing its leases is replaced after this long.
lease_seconds = 15

# Warm pools: sandboxes started ahead of time and handed to creates that match a pool (same
# image, entrypoint and resources, and nothing the pool does not declare: volumes, a platform,
# registry credentials, another runtime class), which then answer Running at once. Each pooled
# sandbox serves one create only. GET /v1/pools shows their state. One [[pool]] per pool:
# [[pool]]
# name = "busybox"                      # extensions.poolRef names it
# image = "opensandbox/busybox:local"
# entrypoint = ["sleep", "3600"]
# resources = { cpu = "500m", memory = "256Mi" }   # as resourceLimits; left out: [resources] defaults
# env = { LANG = "C.UTF-8" }            # the entrypoint's; commands get the request's env instead
# size = 2                              # idle sandboxes kept; idle + starting never exceed it
# max_idle_seconds = 3600               # idle sandboxes older than this are replaced; 0 keeps them
# max_starting = 2                      # started at once while refilling
# runtime_class = "gvisor"              # a [secure_runtime] class; default: the default class
`;
  }
}

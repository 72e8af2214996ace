// Server configuration: a TOML file using upstream OpenSandbox's keys where the concept exists.
// Every key is declared once below with its type, default and meaning; anything else is refused
// with a message naming the key and the expected form, so a typo never silently changes behaviour.
import { readFileSync } from "node:fs";
import { availableParallelism, homedir } from "node:os";
import { isIP } from "node:net";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { parseNetTarget } from "../runtime/net-target.ts";

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Field<T> = {
  /** Human-readable form used in error messages, e.g. "an integer between 1 and 65535". */
  expected: string;
  parse(value: unknown): T | undefined; // undefined = invalid
  default: T;
};

const str = (def: string): Field<string> => ({
  expected: "a string",
  default: def,
  parse: (v) => (typeof v === "string" ? v : undefined),
});
const optStr = (): Field<string | undefined> => ({
  expected: "a string",
  default: undefined,
  parse: (v) => (typeof v === "string" ? (v === "" ? undefined : v) : undefined),
});
const bool = (def: boolean): Field<boolean> => ({
  expected: "true or false",
  default: def,
  parse: (v) => (typeof v === "boolean" ? v : undefined),
});
const int = (def: number, min: number, max = Number.MAX_SAFE_INTEGER): Field<number> => ({
  expected: max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer between ${min} and ${max}`,
  default: def,
  parse: (v) => {
    const n = typeof v === "bigint" ? Number(v) : v;
    return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  },
});
const optInt = (min: number): Field<number | undefined> => ({
  expected: `an integer >= ${min}`,
  default: undefined,
  parse: (v) => int(0, min).parse(v),
});
const optPort = (): Field<number | undefined> => ({
  expected: "an integer between 0 and 65535 (0: any free port)",
  default: undefined,
  parse: (v) => int(0, 0, 65535).parse(v),
});
const optUrl = (example: string): Field<string | undefined> => ({
  expected: `an http(s) URL such as "${example}"`,
  default: undefined,
  parse: (v) => {
    if (v === "") return undefined;
    if (typeof v !== "string") return undefined;
    try {
      return ["http:", "https:"].includes(new URL(v).protocol) ? v : undefined;
    } catch {
      return undefined;
    }
  },
});
const oneOf = <const T extends string>(values: readonly T[], def: T): Field<T> => ({
  expected: `one of ${values.map((v) => JSON.stringify(v)).join(", ")}`,
  default: def,
  parse: (v) => (typeof v === "string" && (values as readonly string[]).includes(v.toLowerCase()) ? (v.toLowerCase() as T) : undefined),
});
/** A Kubernetes quantity of `kind` (cpu "500m", memory/disk "2Gi"); "" or "0" means none (when `none` allows it). */
const quantity = (kind: "cpu" | "memory" | "disk", def: string, none = false): Field<string> => ({
  expected: kind === "cpu" ? `a cpu quantity such as "500m" or "2"${none ? ', or "0" for none' : ""}` : `a ${kind} quantity such as "512Mi" or "10Gi"${none ? ', or "0" for none' : ""}`,
  default: def,
  parse: (v) => {
    if (typeof v !== "string") return undefined;
    if (none && (v === "" || v === "0")) return "0";
    const re = kind === "cpu" ? /^(\d+(?:\.\d+)?)m?$/ : /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|K|k|M|G|T)?$/;
    const m = re.exec(v);
    return m && Number(m[1]) > 0 ? v : undefined;
  },
});
const fraction = (def: number): Field<number> => ({
  expected: "a number between 0 and 1",
  default: def,
  parse: (v) => (typeof v === "number" && v >= 0 && v <= 1 ? v : undefined),
});
export type RuntimeClassConfig = { docker_runtime?: string; k8s_runtime_class?: string };
const runtimeClasses = (): Field<Record<string, RuntimeClassConfig>> => ({
  expected: 'a table of runtime classes, e.g. [secure_runtime.classes.gvisor] with docker_runtime = "runsc" and/or k8s_runtime_class = "gvisor"',
  default: {},
  parse: (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return undefined;
    const out: Record<string, RuntimeClassConfig> = {};
    for (const [name, c] of Object.entries(v as Record<string, unknown>)) {
      if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(name) || typeof c !== "object" || c === null) return undefined;
      const { docker_runtime, k8s_runtime_class, ...rest } = c as Record<string, unknown>;
      if (Object.keys(rest).length || [docker_runtime, k8s_runtime_class].some((x) => x !== undefined && (typeof x !== "string" || !x))) return undefined;
      if (docker_runtime === undefined && k8s_runtime_class === undefined) return undefined;
      out[name] = { ...(docker_runtime ? { docker_runtime: docker_runtime as string } : {}), ...(k8s_runtime_class ? { k8s_runtime_class: k8s_runtime_class as string } : {}) };
    }
    return out;
  },
});
const strList = (def: string[], check?: (s: string) => boolean, what = "strings"): Field<string[]> => ({
  expected: `a list of ${what}`,
  default: def,
  parse: (v) => (Array.isArray(v) && v.every((s) => typeof s === "string" && (!check || check(s))) ? [...v] : undefined),
});
const portList = (def: number[], except: number[] = []): Field<number[]> => ({
  expected: `a list of ports (integers 1 to 65535${except.length ? `, not ${except.join(", ")}` : ""})`,
  default: def,
  parse: (v) => {
    if (!Array.isArray(v)) return undefined;
    const ports = v.map((x) => int(0, 1, 65535).parse(x));
    return ports.every((x) => x !== undefined && !except.includes(x)) ? [...new Set(ports as number[])] : undefined;
  },
});
/** An upstream key whose concept does not exist here: accepted so upstream configs load, with a warning. */
const ignored = (why: string): Field<undefined> & { ignored: string } => ({
  expected: "any value",
  default: undefined,
  parse: () => undefined,
  ignored: why,
});

const schema = {
  server: {
    host: str("127.0.0.1"),
    port: int(8080, 0, 65535),
    api_key: optStr(),
    /** Serve without an API key. Off by default: an unauthenticated server hands out code execution. */
    insecure: bool(false),
    /** Public host put in endpoint addresses (default: the docker host_ip, else 127.0.0.1). */
    eip: optStr(),
    /** Longest `timeout` a create may ask for, and how far a renewal may reach (upstream's key; upstream has no default). */
    max_sandbox_timeout_seconds: int(86_400, 60),
    /** Whether a create may omit `timeout` (or send null): a sandbox that lives until deleted. */
    allow_manual_cleanup: bool(true),
    /** Live sandboxes (Pending, Running, Pausing, Paused, Resuming, Stopping) at once; beyond it, 429. 0: no cap. */
    max_sandboxes: int(32, 0),
    /** How long an endpoint request for a Pending sandbox waits for provisioning to end. */
    endpoint_wait_seconds: int(60, 0, 3600),
    /** Largest accepted request body, in bytes. */
    body_limit_bytes: int(1024 * 1024, 1024),
    timeout_keep_alive: int(30, 1),
    /**
     * Port of the Prometheus endpoint (GET /metrics, no API key), a listener of its own apart
     * from the API; unset: no metrics listener.
     */
    metrics_port: optPort(),
    /** Address the metrics listener binds to. Loopback by default: expose it only to the scraper. */
    metrics_host: str("127.0.0.1"),
    backlog: int(2048, 1),
    limit_concurrency: ignored("fastify has no global concurrency cap"),
    thread_pool_size: ignored("Node.js serves requests on one event loop"),
    loop: ignored("Node.js has a single event loop implementation"),
    http: ignored("Node.js uses its own HTTP parser"),
  },
  /** The server proxy (/sandboxes/{id}/proxy/{port}/…): when it gives up, and how much one sandbox may hold. */
  proxy: {
    /** Time the sandbox port has to accept a relayed connection (a refused one fails at once). */
    connect_timeout_seconds: int(10, 1, 3600),
    /** Time from the request being sent (body included) to the answer's status line and headers; 0: no limit. */
    response_header_timeout_seconds: int(60, 0, 86_400),
    /** A relayed body or WebSocket with no bytes moving either way for this long is closed; 0: never. */
    idle_timeout_seconds: int(300, 0, 86_400),
    /** Relayed HTTP requests plus WebSocket connections open at once to one sandbox; beyond it, 429. */
    max_connections_per_sandbox: int(256, 1, 65_536),
  },
  /**
   * Signed routes: browser-openable URLs of a sandbox port through the server proxy
   * (GET /sandboxes/{id}/endpoints/{port}?expires=…). Upstream's gateway keys are accepted and ignored.
   */
  ingress: {
    /**
     * Generation of the key signed routes are signed with (derived from the secret key file).
     * Raising it revokes every signed route issued before; never go back to an earlier number,
     * which would revive that generation's unexpired routes.
     */
    signing_key_generation: int(1, 1, 999_999_999),
    /** How far ahead a signed route's `expires` may lie, in seconds. */
    signed_route_max_seconds: int(86_400, 60, 31_536_000),
    /**
     * Where endpoints lead: "direct" (the sandbox's own address: published ports on Docker, the
     * Pod IP on Kubernetes) or "gateway" (every endpoint through this server's proxy,
     * /sandboxes/{id}/proxy/{port}, which wants the API key).
     */
    mode: oneOf(["direct", "gateway"], "direct"),
    gateway: ignored("signed routes go through this server's proxy; there is no gateway"),
    secure_access: ignored("signed routes are signed with a key derived from [store] key_file (see [ingress] signing_key_generation)"),
  },
  /** OpenTelemetry traces of the API and the sandbox lifecycle, sent as OTLP/HTTP (JSON). */
  telemetry: {
    /**
     * Base URL of an OTLP/HTTP receiver (spans go to `<url>/v1/traces`); unset: the standard
     * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT / OTEL_EXPORTER_OTLP_ENDPOINT variables, and without
     * either no tracing (the SDK is not even loaded).
     */
    otlp_endpoint: optUrl("http://otel-collector:4318"),
    /** service.name of the spans (OTEL_SERVICE_NAME wins when set). */
    service_name: str("opensandbox-server"),
  },
  log: {
    level: oneOf(["trace", "debug", "info", "warning", "warn", "error", "critical", "fatal"], "info"),
    file_enabled: bool(false),
    file_path: str("~/logs/opensandbox/server.log"),
    access_file_path: ignored("access lines go to the main log"),
    file_max_bytes: ignored("rotate the log file with an external tool"),
    file_backup_count: ignored("rotate the log file with an external tool"),
  },
  runtime: {
    type: oneOf(["docker", "kubernetes"], "docker"),
    /**
     * Kubernetes: the image an init container copies execd's runtime from
     * (scripts/k8s/execd-image.sh builds it); default opensandbox/execd:<id of the server's own
     * execd build>, so Pods always get the execd this server was built with. Docker mounts the
     * build directly and ignores it.
     */
    execd_image: optStr(),
  },
  /** The Kubernetes runtime ([runtime] type = "kubernetes"): one Pod per sandbox. */
  kubernetes: {
    /** Kubeconfig file; default: $KUBECONFIG, else the in-cluster service account, else ~/.kube/config. */
    kubeconfig_path: optStr(),
    namespace: str("default"),
    /**
     * A directory on every node holding execd's build (what the execd image has at
     * /opt/opensandbox): Pods mount it read-only instead of copying execd in with an init
     * container, which saves the init container's run (about a second: kubelet notices its end
     * on its next relist). Unset: the init container from [runtime] execd_image.
     */
    execd_host_path: optStr(),
    /**
     * "host:port" on which the server listens for execd's announce (runtime/execd-announce.ts):
     * execd, once it listens, tells the server itself, so `Running` does not wait for kubelet to
     * report the Pod's address (up to a second: kubelet relists once a second). It must be
     * reachable from Pods; keep the port fixed so that Pods made before a restart still reach it.
     * Unset: the server learns of execd from the Pod's status (and connects to execd from then).
     */
    announce_listen: optStr(),
    /**
     * The URL Pods reach that listener at; default http://<announce_listen>. Env
     * OPENSANDBOX_KUBERNETES_ANNOUNCE_URL overrides it (the chart gives each replica its Pod IP).
     */
    announce_url: optUrl("http://10.0.0.7:9465"),
    /** Service account of sandbox Pods (its API token is never mounted into them); default: the namespace's default. */
    service_account: optStr(),
    image_pull_policy: oneOf(["ifnotpresent", "always", "never"], "ifnotpresent"),
    /**
     * Requests as a fraction of the limits: 1 gives Guaranteed Pods the scheduler places by their
     * full size; less lets a node hold more sandboxes than their limits add up to; 0 asks nothing.
     */
    request_fraction: fraction(1),
    /**
     * Where sandbox Pods may run: node labels as "key=value" (the Pod's nodeSelector) and taints
     * they tolerate as "key=value:Effect", "key:Effect" or "key" (any effect). E.g. a node pool
     * kept for sandboxes; the kwok bench puts sandboxes on kwok's fake nodes this way.
     */
    node_selector: strList([], (s) => /^[^=\s]+=[^=\s]*$/.test(s), '"key=value" labels'),
    tolerations: strList([], (s) => /^[^=:\s]+(?:=[^=:\s]*)?(?::(?:NoSchedule|PreferNoSchedule|NoExecute))?$/.test(s), '"key=value:Effect" taints (Effect NoSchedule, PreferNoSchedule or NoExecute; value and effect optional)'),
    /** StorageClass of the claims the server creates for `pvc` volumes; default: the cluster's default class. */
    storage_class: optStr(),
    /**
     * Writable host paths (under [storage] allowed_host_paths) on Kubernetes: kubelet resolves
     * symlinks on the node, where the server cannot pin the path, so they are refused unless set.
     */
    allow_writable_host_paths: bool(false),
    /**
     * The egress sidecar's image (scripts/k8s/egress-image.sh prints it): Pods of sandboxes with a
     * networkPolicy get it as a restartable init container holding their rules and DNS proxy.
     * Unset: networkPolicy is refused (NOT_SUPPORTED) on this runtime.
     */
    egress_image: optStr(),
    /** Nameservers of sandbox Pods (dnsPolicy None); the egress sidecar asks the first. Default: the cluster's DNS settings. */
    dns: strList([], (s) => isIP(s) !== 0, "IP addresses"),
    workload_provider: ignored("sandboxes are plain Pods; no CRD controller is needed"),
    batchsandbox_template_file: ignored("sandboxes are plain Pods; no CRD controller is needed"),
    sandbox_create_timeout_seconds: ignored("a Pod that does not start stays Pending with the scheduler's or kubelet's reason"),
    sandbox_create_poll_interval_seconds: ignored("states come from a watch, not polling"),
    snapshot_create_timeout_seconds: ignored("snapshots are not supported on Kubernetes"),
    informer_enabled: ignored("the runtime always watches Pods"),
    informer_resync_seconds: ignored("the watch relists after every gap"),
    informer_watch_timeout_seconds: ignored("the watch reconnects on its own"),
    read_qps: ignored("no client-side rate limit"),
    read_burst: ignored("no client-side rate limit"),
    write_qps: ignored("no client-side rate limit"),
    write_burst: ignored("no client-side rate limit"),
    execd_init_resources: ignored("the init container copying execd asks for nothing"),
  },
  docker: {
    /**
     * "bridge" (default): one network namespace per sandbox, on the isolated network "opensandbox"
     * (or Docker's default bridge when isolation = "off"); "host"; "none"; or the name of a
     * network: with isolation on, an isolated network of that name (made by the server or the
     * script), else a user-defined network as it is.
     */
    network_mode: str("bridge"),
    /**
     * Whether sandboxes are kept from other sandboxes, the host's own addresses and link-local /
     * metadata addresses (docs/SECURITY.md): "server" (the server creates the network and
     * installs its nftables rules at start, which needs root, and refuses to start when it
     * cannot), "external" (scripts/docker-isolation.sh did both as root; the server checks the
     * network), "off" (Docker's networking as it is). Does not apply to network_mode "host" or "none".
     */
    isolation: oneOf(["server", "external", "off"], "server"),
    /**
     * Destinations sandboxes may reach despite isolation: "address", "CIDR", "address:port" or
     * "CIDR:port-port" (TCP and UDP), IPv6 in brackets with a port ("[fd00::1]:53"). Opens host
     * addresses and link-local ones; sandboxes never reach each other.
     */
    isolation_allow: strList([], (s) => parseNetTarget(s) !== undefined, 'addresses or CIDRs, optionally with ":port" or ":port-port"'),
    /** Destinations closed to sandboxes besides the host, other sandboxes and link-local, e.g. the LAN's ranges (same form as isolation_allow). */
    isolation_deny: strList([], (s) => parseNetTarget(s) !== undefined, 'addresses or CIDRs, optionally with ":port" or ":port-port"'),
    /** Upstream DNS servers of sandboxes (Docker's --dns); default: Docker's choice (the host's resolvers). */
    dns: strList([], (s) => isIP(s) !== 0, "IP addresses"),
    /**
     * PEM files of certificate authorities the credential vault trusts for upstream HTTPS servers,
     * besides the host's store (e.g. an internal CA, or the fake internet's test CA in tests).
     */
    vault_ca_files: strList([], (s) => s.startsWith("/"), "absolute paths of PEM files"),
    /** Docker API timeout in seconds. */
    api_timeout: int(180, 1),
    /**
     * How long a create waits (Pending, reason ENGINE_UNAVAILABLE) for an unreachable engine to
     * come back before the sandbox becomes Failed; 0 fails at once.
     */
    engine_wait_seconds: int(90, 0),
    /** Host put in endpoint addresses when the server itself runs in a container. */
    host_ip: optStr(),
    /** Address published sandbox ports bind to on the host. Never 0.0.0.0 unless set here. */
    publish_host: str("127.0.0.1"),
    /**
     * Container ports published on the host next to execd's (network_mode "bridge"), each reached
     * directly, without execd's token; every other port's endpoint leads through execd's
     * `/proxy/{port}`. Upstream publishes 8080 this way (`direct_ports = [8080]`); each published
     * port costs every sandbox a docker-proxy process (about 1 MiB, BENCHMARKS.md density).
     */
    direct_ports: portList([], [44772]),
    /** Docker socket path (default: DOCKER_HOST's socket, else /var/run/docker.sock). */
    socket_path: optStr(),
    drop_capabilities: strList(
      ["AUDIT_WRITE", "MKNOD", "NET_ADMIN", "NET_RAW", "SYS_ADMIN", "SYS_MODULE", "SYS_PTRACE", "SYS_TIME", "SYS_TTY_CONFIG"],
      (s) => /^[A-Z_]+$/.test(s),
      "capability names such as NET_RAW",
    ),
    apparmor_profile: optStr(),
    seccomp_profile: optStr(),
    no_new_privileges: bool(true),
    /** Maximum processes (tasks: threads count) per sandbox; 0 disables the limit. See docs/SECURITY.md for the number. */
    pids_limit: int(512, 0),
    /**
     * When execd starts in a sandbox: "lazy" (osb-init listens on execd's port and starts execd on
     * the first connection, so an idle sandbox runs no execd; the first command pays execd's boot)
     * or "eager" (with the sandbox). Pooled sandboxes always start it eagerly: a claim is not to
     * wait for a boot. BENCHMARKS.md, density.
     */
    execd_start: oneOf(["lazy", "eager"], "lazy"),
  },
  /** What one sandbox may take: defaults for a request that names no limit, and the most it may ask for. */
  resources: {
    /** CPU of a sandbox whose resourceLimits has no cpu (upstream's SDKs send "1" by default). */
    default_cpu: quantity("cpu", "1"),
    /** Most CPU a sandbox may ask for; default: the host's CPU count. */
    max_cpu: quantity("cpu", String(availableParallelism())),
    /** Memory of a sandbox whose resourceLimits has no memory (upstream's SDKs send "2Gi" by default). */
    default_memory: quantity("memory", "2Gi"),
    max_memory: quantity("memory", "16Gi"),
    /** Size of a sandbox's writable filesystem when resourceLimits has no disk; "0": no limit. */
    default_disk: quantity("disk", "10Gi", true),
    max_disk: quantity("disk", "100Gi", true),
    /**
     * How the disk limit holds: "engine" (the storage driver refuses writes beyond it: Docker's
     * btrfs or zfs, overlay2 on xfs with pquota), "measured" (the server measures the writable
     * layer and stops a sandbox over it, reason DISK_LIMIT_EXCEEDED) or "auto" (engine where the
     * storage driver supports it, else measured).
     */
    disk_enforcement: oneOf(["auto", "engine", "measured"], "auto"),
    /** How often measured enforcement measures every sandbox's writable layer. */
    disk_check_interval_seconds: int(10, 1, 3600),
  },
  secure_runtime: {
    /**
     * Upstream's server-wide secure runtime: when set, a runtime class of this name (mapped by
     * docker_runtime / k8s_runtime_class below) exists and is the default.
     */
    type: oneOf(["", "gvisor", "kata"], ""),
    /** OCI runtime name registered with Docker, e.g. "runsc". */
    docker_runtime: optStr(),
    /** RuntimeClass of sandbox Pods on Kubernetes (e.g. "gvisor"). */
    k8s_runtime_class: optStr(),
    /**
     * Runtime classes a sandbox may ask for with extensions.runtimeClass, each mapped to the
     * Docker runtime and the Kubernetes RuntimeClass that provide it:
     * `[secure_runtime.classes.gvisor]` `docker_runtime = "runsc"`, `k8s_runtime_class = "gvisor"`.
     */
    classes: runtimeClasses(),
    /** The class of a sandbox that names none; unset: the engine's default runtime (runc). */
    default_class: optStr(),
  },
  storage: {
    allowed_host_paths: strList([], (s) => path.isAbsolute(s), "absolute paths"),
    /**
     * Where the server pins allowed host paths before Docker binds them (bind mounts; needs root).
     * Keep it outside any directory someone may delete recursively.
     */
    host_path_pin_dir: str("/run/opensandbox-ts/host-path-pins"),
    /**
     * Named volumes (`pvc.claimName`) this server did not create that sandboxes may still mount:
     * exact names, or a prefix ending in "*". Volumes the server created are always allowed.
     */
    allowed_volumes: strList([], (s) => s.length > 0, "volume names or prefixes ending in *"),
    ossfs_mount_root: ignored("OSSFS volumes are not supported on this server"),
    /** Size of the claims the Kubernetes runtime creates for `pvc` volumes that do not exist (Docker volumes have no size). */
    volume_default_size: quantity("disk", "1Gi"),
  },
  execd: {
    /** Folder with execd's runtime (packages/execd/build.ts); default: the installed @opensandbox/execd's. */
    runtime_dir: optStr(),
    /**
     * A sandbox is Running once execd answers; one whose execd has not become ready this long
     * after its entrypoint started is removed and Failed (EXECD_START_TIMEOUT).
     */
    ready_timeout_seconds: int(60, 1, 3600),
  },
  store: {
    /**
     * Where records live: "sqlite" (the file at `path`, one server) or "kubernetes" (custom
     * objects in [kubernetes] namespace, shared by every replica of the server; needs the
     * Kubernetes runtime). Not chosen by the runtime: a server switched to another store would
     * forget the sandboxes it runs.
     */
    type: oneOf(["sqlite", "kubernetes"], "sqlite"),
    path: str("~/.opensandbox/opensandbox-ts.db"),
    /**
     * Kubernetes store: names the records of one deployment (objects `<name>.<id>`, labelled
     * opensandbox.io/store=<name>). Replicas with the same name share records, instance id,
     * secret key and leader lease; give each independent server its own.
     */
    name: str("opensandbox"),
    /**
     * Kubernetes store: a replica that stops renewing its leases (killed, cut off) is replaced as
     * the leader, and its unfinished creates are taken over, this many seconds later.
     */
    lease_seconds: int(15, 2, 300),
    /**
     * The server's secret key (created on first start, 0600): execd tokens are derived from it
     * and registry credentials sealed with it, so the store holds neither. Keep it apart from
     * the store (and its backups).
     */
    key_file: str("~/.config/opensandbox-ts/secret.key"),
  },
} as const;

type Schema = typeof schema;
type SectionValue<S> = { -readonly [K in keyof S as S[K] extends { ignored: string } ? never : K]: S[K] extends Field<infer T> ? T : never };
export type Config = { -readonly [S in keyof Schema]: SectionValue<Schema[S]> } & {
  /** Warm pools, `[[pool]]` entries (services/pools.ts), in the file's order. */
  pool: PoolConfig[];
};

/** One `[[pool]]` entry: sandboxes started ahead of time and handed to create requests that match. */
export type PoolConfig = {
  /** Lower-case letters, digits and "-", at most 24: `extensions.poolRef` names it. */
  name: string;
  image: string;
  entrypoint: string[];
  /** As a create's resourceLimits (cpu, memory, disk, gpu); what it leaves out gets [resources] defaults. */
  resources: Record<string, string>;
  /** Environment of the pool's sandboxes (their entrypoint's); commands get the request's env instead. */
  env: Record<string, string>;
  /** Idle sandboxes kept ready; idle and starting together never exceed it. */
  size: number;
  /** An idle sandbox older than this is replaced; 0 keeps them. */
  max_idle_seconds: number;
  /** Sandboxes of this pool started at once while refilling. */
  max_starting: number;
  /** Runtime class of the pool's sandboxes ([secure_runtime] classes); unset: the default class. */
  runtime_class?: string;
};

const POOL_KEYS = ["name", "image", "entrypoint", "resources", "env", "size", "max_idle_seconds", "max_starting", "runtime_class"];

/** Validates the `[[pool]]` array of tables. */
function parsePools(given: unknown, source: string, config: Config): PoolConfig[] {
  if (given === undefined) return [];
  if (!Array.isArray(given)) throw new ConfigError(`${source}: pool must be an array of tables ([[pool]] entries)`);
  const seen = new Set<string>();
  return given.map((raw, i) => {
    const at = `${source}: [[pool]] #${i + 1}`;
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new ConfigError(`${at} must be a table`);
    const t = raw as Record<string, unknown>;
    for (const key of Object.keys(t)) if (!POOL_KEYS.includes(key)) throw new ConfigError(`${at}: unknown key ${key} (known keys: ${POOL_KEYS.join(", ")})`);
    const bad = (key: string, expected: string) => new ConfigError(`${at}: ${key} must be ${expected}, got ${JSON.stringify(t[key], bigintSafe)}`);
    const name = t.name;
    if (typeof name !== "string" || !/^[a-z0-9][a-z0-9-]{0,23}$/.test(name)) throw bad("name", 'lower-case letters, digits and "-" (at most 24), e.g. "python"');
    if (seen.has(name)) throw new ConfigError(`${at}: a pool named "${name}" is declared twice`);
    seen.add(name);
    if (typeof t.image !== "string" || !t.image) throw bad("image", "an image reference");
    const entrypoint = strList([]).parse(t.entrypoint);
    if (!entrypoint?.length) throw bad("entrypoint", 'a non-empty list of strings, e.g. ["sleep", "infinity"]');
    const table = (key: string, what: string): Record<string, string> => {
      const v = t[key] ?? {};
      if (typeof v !== "object" || v === null || Array.isArray(v) || !Object.values(v).every((x) => typeof x === "string")) throw bad(key, what);
      return { ...(v as Record<string, string>) };
    };
    const resources = table("resources", 'a table of quantities, e.g. { cpu = "500m", memory = "256Mi" }');
    for (const key of Object.keys(resources)) if (!["cpu", "memory", "disk", "gpu"].includes(key)) throw bad("resources", "a table with cpu, memory, disk or gpu");
    const env = table("env", 'a table of strings, e.g. { LANG = "C.UTF-8" }');
    const num = (key: string, def: number, min: number, max: number) => {
      if (t[key] === undefined) return def;
      const n = int(def, min, max).parse(t[key]);
      if (n === undefined) throw bad(key, `an integer between ${min} and ${max}`);
      return n;
    };
    const runtimeClass = t.runtime_class;
    if (runtimeClass !== undefined && (typeof runtimeClass !== "string" || !runtimeClassesOf(config)[runtimeClass])) {
      throw bad("runtime_class", `a class of [secure_runtime] (${Object.keys(runtimeClassesOf(config)).join(", ") || "none"})`);
    }
    return {
      name,
      image: t.image,
      entrypoint,
      resources,
      env,
      size: num("size", 1, 0, 1000),
      max_idle_seconds: num("max_idle_seconds", 3600, 0, 31_536_000),
      max_starting: num("max_starting", 2, 1, 64),
      ...(runtimeClass !== undefined ? { runtime_class: runtimeClass as string } : {}),
    };
  });
}

export type LoadedConfig = { config: Config; warnings: string[]; source: string | undefined };

export const DEFAULT_CONFIG_PATH = "~/.sandbox.toml";

export function expandHome(p: string): string {
  return p === "~" || p.startsWith("~/") ? path.join(homedir(), p.slice(1)) : p;
}

/** Validates a parsed TOML document. Throws ConfigError naming the first bad key. */
export function validateConfig(doc: Record<string, unknown>, source = "config"): { config: Config; warnings: string[] } {
  const warnings: string[] = [];
  const out: Record<string, Record<string, unknown>> = {};
  for (const [section, fields] of Object.entries(schema)) {
    const given = doc[section];
    if (given !== undefined && (typeof given !== "object" || given === null || Array.isArray(given))) {
      throw new ConfigError(`${source}: [${section}] must be a table`);
    }
    const values: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields) as [string, Field<unknown> & { ignored?: string }][]) {
      const raw = (given as Record<string, unknown> | undefined)?.[key];
      if (field.ignored) {
        if (raw !== undefined) warnings.push(`[${section}] ${key} is ignored: ${field.ignored}`);
        continue;
      }
      if (raw === undefined) {
        values[key] = field.default;
        continue;
      }
      const parsed = field.parse(raw);
      if (parsed === undefined) {
        throw new ConfigError(`${source}: [${section}] ${key} must be ${field.expected}, got ${JSON.stringify(raw, bigintSafe)}`);
      }
      values[key] = parsed;
    }
    for (const key of Object.keys((given as object | undefined) ?? {})) {
      if (!(key in fields)) {
        throw new ConfigError(`${source}: unknown key [${section}] ${key} (known keys: ${Object.keys(fields).join(", ")})`);
      }
    }
    out[section] = values;
  }
  for (const section of Object.keys(doc)) {
    if (!(section in schema) && section !== "pool") {
      throw new ConfigError(`${source}: unknown section [${section}] (known sections: ${Object.keys(schema).join(", ")})`);
    }
  }
  const config = out as unknown as Config;
  config.pool = [];
  const sr = config.secure_runtime;
  if (sr.type !== "" && config.runtime.type === "docker" && !sr.docker_runtime) {
    throw new ConfigError(`${source}: [secure_runtime] docker_runtime must be set when type is "${sr.type}" (e.g. "runsc")`);
  }
  if (sr.type !== "" && sr.classes[sr.type]) {
    throw new ConfigError(`${source}: [secure_runtime] type = "${sr.type}" defines the class "${sr.type}" already; remove [secure_runtime.classes.${sr.type}] or the type`);
  }
  const classes = runtimeClassesOf(config);
  if (sr.default_class !== undefined && !classes[sr.default_class]) {
    throw new ConfigError(`${source}: [secure_runtime] default_class "${sr.default_class}" is not a class (classes: ${Object.keys(classes).join(", ") || "none"})`);
  }
  if (config.store.type === "kubernetes" && config.runtime.type !== "kubernetes") {
    throw new ConfigError(`${source}: [store] type = "kubernetes" keeps records in the cluster of the Kubernetes runtime; set [runtime] type = "kubernetes" or use type = "sqlite"`);
  }
  if (config.store.type === "kubernetes" && !/^[a-z0-9](?:[-a-z0-9]{0,38}[a-z0-9])?$/.test(config.store.name)) {
    throw new ConfigError(`${source}: [store] name must be a DNS label of at most 40 characters (lowercase letters, digits, "-"), got "${config.store.name}"`);
  }
  const key = config.runtime.type === "docker" ? "docker_runtime" : "k8s_runtime_class";
  for (const [name, c] of Object.entries(sr.classes)) {
    if (!c[key]) throw new ConfigError(`${source}: [secure_runtime.classes.${name}] needs ${key} on the ${config.runtime.type} runtime`);
  }
  for (const kind of ["cpu", "memory", "disk"] as const) {
    const def = config.resources[`default_${kind}`];
    const max = config.resources[`max_${kind}`];
    if (max !== "0" && (def === "0" || quantityValue(kind, def) > quantityValue(kind, max))) {
      throw new ConfigError(`${source}: [resources] default_${kind} (${def}) must not exceed max_${kind} (${max})`);
    }
  }
  config.pool = parsePools(doc.pool, source, config);
  return { config, warnings };
}

/** The runtime classes sandboxes may ask for: [secure_runtime] classes, plus the one `type` names. */
export function runtimeClassesOf(config: Config): Record<string, RuntimeClassConfig> {
  const sr = config.secure_runtime;
  const upstream: Record<string, RuntimeClassConfig> =
    sr.type !== "" ? { [sr.type]: { ...(sr.docker_runtime ? { docker_runtime: sr.docker_runtime } : {}), ...(sr.k8s_runtime_class ? { k8s_runtime_class: sr.k8s_runtime_class } : {}) } } : {};
  return { ...sr.classes, ...upstream };
}

/** The class a sandbox gets when it names none: [secure_runtime] default_class, else upstream's `type`. */
export function defaultRuntimeClass(config: Config): string | undefined {
  return config.secure_runtime.default_class ?? (config.secure_runtime.type || undefined);
}

/**
 * A warning when the live sandboxes' process limits together could take more than half of the
 * host's PIDs (`pid_max`): then fork bombs in a few sandboxes could leave the host unable to start
 * processes. Undefined when the budget holds or is unbounded by config only (0 = no limit: warned too).
 */
export function pidBudgetWarning(config: Config, pidMax: number): string | undefined {
  const { pids_limit } = config.docker;
  const { max_sandboxes } = config.server;
  if (pids_limit === 0) return `[docker] pids_limit = 0: a fork bomb in one sandbox can use up the host's ${pidMax} PIDs`;
  if (max_sandboxes === 0) return `[server] max_sandboxes = 0: enough sandboxes of ${pids_limit} processes each can use up the host's ${pidMax} PIDs`;
  // Idle pooled sandboxes hold processes too (up to each pool's size).
  const pooled = config.pool.reduce((n, p) => n + p.size, 0);
  const budget = (max_sandboxes + pooled) * pids_limit;
  if (budget > pidMax / 2) {
    const sandboxes = pooled ? `(${max_sandboxes} + ${pooled} pooled)` : `(${max_sandboxes})`;
    return `[server] max_sandboxes ${sandboxes} x [docker] pids_limit (${pids_limit}) = ${budget} is more than half the host's pid_max (${pidMax}): fork bombs in a few sandboxes can leave the host unable to start processes`;
  }
  return undefined;
}

const UNITS: Record<string, number> = { "": 1, K: 1e3, k: 1e3, M: 1e6, G: 1e9, T: 1e12, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };

/** A quantity the config accepted, as cores (cpu) or bytes (memory, disk); 0 for "0" (none). */
export function quantityValue(kind: "cpu" | "memory" | "disk", q: string): number {
  if (kind === "cpu") return q.endsWith("m") ? Number(q.slice(0, -1)) / 1000 : Number(q);
  const m = /^(\d+(?:\.\d+)?)(\D*)$/.exec(q)!;
  return Math.floor(Number(m[1]) * UNITS[m[2]!]!);
}

/**
 * OPENSANDBOX_KUBERNETES_ANNOUNCE_URL as the chart composes it, "http://$(POD_IP):<port>": on an
 * IPv6 cluster the Pod IP needs brackets, which the chart's env substitution cannot add.
 */
export function announceUrlFromEnv(value: string): string {
  const bare = /^(https?:\/\/)([0-9A-Fa-f]*:[0-9A-Fa-f:.]*):(\d+)(\/.*)?$/.exec(value);
  const url = bare ? `${bare[1]}[${bare[2]}]:${bare[3]}${bare[4] ?? ""}` : value;
  if (optUrl("").parse(url) === undefined) {
    throw new ConfigError(`OPENSANDBOX_KUBERNETES_ANNOUNCE_URL must be an http(s) URL such as "http://10.0.0.7:9465", got "${value}"`);
  }
  return url;
}

function bigintSafe(_k: string, v: unknown) {
  return typeof v === "bigint" ? Number(v) : v;
}

/**
 * Loads the config file (explicit path, else SANDBOX_CONFIG_PATH, else ~/.sandbox.toml when it exists,
 * else built-in defaults) and applies environment overrides (OPENSANDBOX_SERVER_API_KEY,
 * OPENSANDBOX_INSECURE_SERVER=YES, OPENSANDBOX_KUBERNETES_ANNOUNCE_URL).
 */
export function loadConfig(explicitPath?: string, env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const chosen = explicitPath ?? env.SANDBOX_CONFIG_PATH;
  const file = expandHome(chosen ?? DEFAULT_CONFIG_PATH);
  let doc: Record<string, unknown> = {};
  let source: string | undefined;
  let text: string | undefined;
  try {
    text = readFileSync(file, "utf8");
    source = file;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT" || chosen !== undefined) {
      throw new ConfigError(`cannot read config file ${file}: ${(err as Error).message}`);
    }
  }
  if (text !== undefined) {
    try {
      doc = parseToml(text) as Record<string, unknown>;
    } catch (err) {
      throw new ConfigError(`${file}: invalid TOML: ${(err as Error).message.split("\n")[0]}`);
    }
  }
  const { config, warnings } = validateConfig(doc, source ?? "config");
  if (env.OPENSANDBOX_SERVER_API_KEY) config.server.api_key = env.OPENSANDBOX_SERVER_API_KEY;
  if (env.OPENSANDBOX_INSECURE_SERVER === "YES") config.server.insecure = true;
  // Each replica of a Deployment has an address of its own, which a shared file cannot name.
  if (env.OPENSANDBOX_KUBERNETES_ANNOUNCE_URL) config.kubernetes.announce_url = announceUrlFromEnv(env.OPENSANDBOX_KUBERNETES_ANNOUNCE_URL);
  if (!config.server.api_key && !config.server.insecure) {
    throw new ConfigError(
      `${source ?? "config"}: [server] api_key is not set. Set an API key, or set [server] insecure = true ` +
        `(or OPENSANDBOX_INSECURE_SERVER=YES) to serve without authentication`,
    );
  }
  return { config, warnings, source };
}

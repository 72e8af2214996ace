// Kubernetes implementation of the Runtime seam, on @kubernetes/client-node: one Pod per sandbox,
// named and labelled after the sandbox. execd is injected without touching the user's image: an
// init container from the execd image copies execd's runtime folder into an emptyDir that the
// sandbox container mounts read-only at /opt/opensandbox, where osb-init is PID 1 (as on Docker).
// The execd token lives in a Secret per sandbox, read by the Pod through secretKeyRef: never in
// the Pod's spec, annotations or labels. States come from a watch on the instance's Pods; the
// Pod is Ready when a readiness probe reaches execd, and execd's readiness reaches the service
// through the watch (sooner when this server can reach the Pod and sees execd listen first).
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import * as k8s from "@kubernetes/client-node";
import type { Logger } from "pino";
import { AnnounceListener, type AnnounceOutcome } from "./execd-announce.ts";
import { RecentAnswers, apiMessage, kubeApi, statusOf } from "./kube-api.ts";
import { slimPod } from "./kube-pod.ts";
import type { Config } from "../config/config.ts";
import { toWire, type EgressReport, type Policy } from "../egress/policy.ts";
import { AUTH_HEADER, REPLY_HEADER, signRequest, verifyReply } from "../egress/sidecar-auth.ts";
import { ApiError, invalid } from "../errors.ts";
import {
  EXECD_MOUNT,
  EXECD_PORT,
  LABEL_ID,
  LABEL_INSTANCE,
  LABEL_MANAGED,
  LABEL_POOL,
  LABEL_POOL_HOLDER,
  MANAGED_BY,
  objectName,
  failedExit,
  EngineUnavailableError,
  RuntimeError,
  type EndpointAddress,
  type MountSpec,
  type Observation,
  type Runtime,
  type RuntimeEgress,
  type RuntimeEvent,
  type RuntimeState,
  type SandboxSpec,
  type SharedPoolMember,
  type SharedPools,
  type LogLimits,
  type SandboxLogs,
  boundLog,
  registryOf,
  volumeAllowed,
} from "./runtime.ts";

const MAIN = "sandbox";
const INIT = "execd-install";
const TOKEN_KEY = "execd-token";
/** The egress sidecar (egress/sidecar.ts): a restartable init container of Pods with a networkPolicy. */
const EGRESS = "egress";
const EGRESS_KEY = "egress-key";
/** On a pooled Pod taken for a request: when (ms since the epoch), beside the holder's label. */
const POOL_TAKEN_AT = "opensandbox.io/pool-taken-at";
/** The sidecar's API (the server only; every request signed) and DNS proxy ports, in the Pod's namespace. */
export const SIDECAR_API_PORT = 18081;
const SIDECAR_DNS_PORT = 15353;
/** The uid the sidecar's upstream helper (egress/osb-dns-upstream.c) runs as, keeping only NET_ADMIN to mark its sockets. */
export const SIDECAR_RESOLVER_UID = 65533;
const EGRESS_READY = "/tmp/osb-egress-ready";

export type KubernetesRuntimeOptions = {
  kubernetes: Config["kubernetes"];
  /** The image holding execd's runtime at /opt/opensandbox (scripts/k8s/execd-image.sh). */
  execdImage: string;
  /** This server's instance id: Pods of other instances in the namespace are never touched. */
  instance: string;
  /** Claims made by others that sandboxes may mount ([storage] allowed_volumes). */
  allowedVolumes?: string[];
  /** Size of the claims created for `pvc` volumes that do not exist. */
  volumeSize?: string;
  /** Drop these capabilities from sandbox containers ([docker] drop_capabilities: one list for both runtimes). */
  dropCapabilities?: string[];
  noNewPrivileges?: boolean;
  /** A sandbox's execd token (the service's SecretKey): checks execd's announce ([kubernetes] announce_listen). */
  execdToken?: (sandboxId: string) => string;
  /** The key a sandbox's egress sidecar checks the server's requests with (SecretKey.egressSidecarKey). */
  sidecarKey?: (sandboxId: string) => string;
  /**
   * An owner for a sandbox's Secrets that exists before them (the record's object in the
   * Kubernetes store): they are then created owned, and no patch making the Pod their owner
   * follows. Undefined (SQLite store, pooled sandboxes, a record not in the cache): the Pod owns them.
   */
  secretOwner?: (sandboxId: string) => k8s.V1OwnerReference | undefined;
  /** A loaded KubeConfig (tests); default: from [kubernetes] kubeconfig_path, $KUBECONFIG, in-cluster, ~/.kube/config. */
  kubeConfig?: k8s.KubeConfig;
  log?: Logger;
};

/** What the Kubernetes runtime keeps in a sandbox's record. */
type KubeState = {
  pod: string;
  uid?: string;
  /** Claims created for this sandbox and removed with it. */
  ownedClaims: string[];
};

/** A Secret made for a sandbox, with the uid it got. */
type SecretRef = { name: string; uid: string | undefined };
/** The Secrets made for a sandbox; `owned`: with an owner already (KubernetesRuntimeOptions.secretOwner). */
type Secrets = { names: SecretRef[]; pull?: string; owned: boolean };

/** How long a claim being deleted is waited for (its Pod's end), when removing it or making it again. */
const CLAIM_DELETE_WAIT_MS = 30_000;

const stateOf = (s: RuntimeState | undefined): Partial<KubeState> => (s ?? {}) as Partial<KubeState>;

const isNotFound = (err: unknown) => statusOf(err) === 404;

/** Waiting reasons of a container whose image cannot be had. */
const PULL_FAILURES = new Set(["ErrImagePull", "ImagePullBackOff", "InvalidImageName", "ErrImageNeverPull", "RegistryUnavailable"]);
/** Waiting reasons of a container kubelet cannot create or start. */
const START_FAILURES = new Set(["CreateContainerConfigError", "CreateContainerError", "RunContainerError", "PreCreateHookError", "PreStartHookError"]);

export class KubernetesRuntime implements Runtime {
  readonly unsupported = {
    pause: "pause and resume are not supported on Kubernetes: a Pod cannot be frozen and thawed portably (there is no pause in the Pod API)",
    snapshots: "snapshots are not supported on Kubernetes: committing a container's filesystem to an image is not part of the Pod API and differs by container runtime",
  };

  /**
   * Warm pools live in the cluster: a pooled sandbox is a Pod labelled with its pool, which every
   * replica sees through its watch and a restarted server finds again; taking one labels it with
   * the record it serves, in one patch whose `test` makes it succeed for one taker only.
   */
  readonly sharedPools: SharedPools = {
    members: () => this.poolMembers(),
    acquire: (id, recordId) => this.acquirePooled(id, recordId),
  };

  private readonly opts: KubernetesRuntimeOptions;
  private readonly kc: k8s.KubeConfig;
  private readonly core: k8s.CoreV1Api;
  private readonly ns: string;
  /** The watch on this instance's Pods, shared by every `watch` caller; started on first use. */
  private informer?: k8s.Informer<k8s.V1Pod> & k8s.ObjectCache<k8s.V1Pod>;
  private informerSynced = false;
  private readonly listeners = new Set<(e: RuntimeEvent) => void>();
  /** Sandboxes whose execd was last reported ready, so each change is reported once. */
  private readonly ready = new Set<string>();
  /** Pod IPs by sandbox id, from the watch: endpoint() and target() answer from it synchronously. */
  private readonly ips = new Map<string, string>();
  /** Sandboxes whose execd this server is probing directly (see probeExecd). */
  private readonly probing = new Set<string>();
  private restartTimer?: NodeJS.Timeout;
  private closed = false;
  /** Pull Secrets already deleted (their Pods still name them). */
  private readonly pullSecretsDropped = new Set<string>();
  /** Where execd announces itself ([kubernetes] announce_listen), and the URL Pods are given. */
  private readonly announcer?: AnnounceListener;
  private announceUrl?: Promise<string | undefined>;
  /** The start id of each sandbox's execd that last announced itself: a new one is a restart. */
  private readonly boots = new Map<string, string>();
  /** Sandboxes kubelet has reported Ready: only a Ready it reported can it take back. */
  private readonly kubeletReady = new Set<string>();

  constructor(opts: KubernetesRuntimeOptions) {
    this.opts = opts;
    this.ns = opts.kubernetes.namespace;
    this.kc = opts.kubeConfig ?? loadKubeConfig(opts.kubernetes.kubeconfig_path);
    this.core = kubeApi(this.kc, k8s.CoreV1Api);
    const listen = opts.kubernetes.announce_listen;
    if (listen && opts.execdToken) {
      this.announcer = new AnnounceListener({
        listen,
        ...(opts.kubernetes.announce_url ? { url: opts.kubernetes.announce_url } : {}),
        tokenOf: (sandboxId) => this.announceToken(sandboxId, opts.execdToken!),
        onAnnounce: (a) => this.announced(a),
        ...(opts.log ? { log: opts.log } : {}),
      });
    }
  }

  /** Starts the announce listener once; undefined (execd is then found through the Pod's status) when there is none or it cannot listen. */
  private startAnnounce(): Promise<string | undefined> {
    this.announceUrl ??= this.announcer
      ? this.announcer.start().catch((err: unknown) => {
          this.opts.log?.error({ err }, "cannot listen for execd's announce ([kubernetes] announce_listen); Pods are watched instead");
          return undefined;
        })
      : Promise.resolve(undefined);
    return this.announceUrl;
  }

  /** Runs `work`, turning a failure to reach the API server into EngineUnavailableError. */
  private async reachable<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof RuntimeError || err instanceof ApiError || statusOf(err) !== undefined) throw err;
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      throw new EngineUnavailableError(`the Kubernetes API server is unreachable: ${cause?.code ?? cause?.message ?? (err as Error).message}`);
    }
  }

  async ping(): Promise<void> {
    await this.reachable(() => kubeApi(this.kc, k8s.VersionApi).getCode());
  }

  check(spec: SandboxSpec): void {
    if (spec.platform && spec.platform.os !== "linux") throw new ApiError("NOT_SUPPORTED", `platform.os "${spec.platform.os}" is not supported by the Kubernetes runtime`);
    if (spec.credentialProxy) {
      throw new ApiError(
        "NOT_SUPPORTED",
        "credentialProxy (the credential vault) is not available on the Kubernetes runtime yet: on Docker the server intercepts a sandbox's bound connections on the host; on Kubernetes that would be the Pod's egress sidecar, which does not intercept yet (docs/ARCHITECTURE.md, \"Credential vault\")",
      );
    }
    if (spec.networkPolicy && (!this.opts.kubernetes.egress_image || !this.opts.sidecarKey)) {
      throw new ApiError(
        "NOT_SUPPORTED",
        "networkPolicy needs the egress sidecar on the Kubernetes runtime: set [kubernetes] egress_image (scripts/k8s/egress-image.sh builds it; docs/ARCHITECTURE.md, \"Egress policy\"); a policy that is not enforced is refused rather than ignored",
      );
    }
    for (const m of spec.mounts) {
      if (m.kind === "ossfs") throw new ApiError("NOT_SUPPORTED", `volumes[${m.volume}]: ossfs volumes are not supported by the Kubernetes runtime`);
      if (m.kind === "bind" && !m.readOnly && !this.opts.kubernetes.allow_writable_host_paths) {
        throw new ApiError(
          "HOST_PATH_NOT_ALLOWED",
          `host path ${m.source} must be mounted read-only on Kubernetes: kubelet resolves symlinks on the node, where the server cannot check them, so a sandbox that can write to a shared host directory could lead a later mount anywhere ([kubernetes] allow_writable_host_paths = true allows it)`,
        );
      }
    }
    if (spec.resources.gpus === "all") throw invalid('resourceLimits.gpu must be a number on Kubernetes ("all" has no meaning for a Pod)');
  }

  // ---- images ----------------------------------------------------------------------------------

  /**
   * Kubelet pulls when the Pod starts; a pull that fails shows in the Pod's status
   * (IMAGE_PULL_FAILED). Here only the API server's reachability is checked, one request shared by
   * the creates of a moment (one per create was an API request per sandbox at fleet-size rates).
   */
  async prepare(_spec: SandboxSpec, _progress: (o: Observation) => Promise<void>): Promise<void> {
    await this.reachability.get("api-server", () => this.ping());
  }

  /** How long one reachability check answers for the creates that follow it. */
  static readonly REACHABLE_FOR_MS = 1000;
  private readonly reachability = new RecentAnswers<void>(KubernetesRuntime.REACHABLE_FOR_MS);

  imageExists(_ref: string): Promise<boolean> {
    return Promise.resolve(false); // no snapshots: no image of ours to look for
  }

  removeImage(_ref: string): Promise<void> {
    return Promise.resolve();
  }

  commit(): Promise<void> {
    return Promise.reject(new ApiError("NOT_SUPPORTED", this.unsupported.snapshots));
  }

  pause(): Promise<Observation> {
    return Promise.reject(new ApiError("NOT_SUPPORTED", this.unsupported.pause));
  }

  resume(): Promise<Observation> {
    return Promise.reject(new ApiError("NOT_SUPPORTED", this.unsupported.pause));
  }

  // ---- volumes ---------------------------------------------------------------------------------

  /** The claim's labels, or undefined when there is none; a claim being deleted is waited out first. */
  private async claimLabels(name: string): Promise<Record<string, string> | undefined> {
    const claim = await this.readClaim(name);
    if (!claim?.metadata?.deletionTimestamp) return claim && (claim.metadata?.labels ?? {});
    if (await this.claimGone(name)) return undefined;
    throw new RuntimeError(
      "VOLUME_CREATE_FAILED",
      `volume ${name} is still being deleted ${CLAIM_DELETE_WAIT_MS / 1000} s after its deletion began (a Pod that used it has not ended); try again later`,
    );
  }

  private async readClaim(name: string): Promise<k8s.V1PersistentVolumeClaim | undefined> {
    try {
      return await this.core.readNamespacedPersistentVolumeClaim({ name, namespace: this.ns });
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  /**
   * Waits until a claim being deleted is gone. Kubernetes keeps a claim (its `pvc-protection`
   * finalizer) until no Pod uses it, so the deletion ends shortly after the sandbox's Pod does;
   * until then a new claim of that name cannot be made, and mounting the old one would leave the
   * Pod unschedulable.
   */
  private async claimGone(name: string): Promise<boolean> {
    const until = Date.now() + CLAIM_DELETE_WAIT_MS;
    for (;;) {
      if (!(await this.readClaim(name))) return true;
      if (Date.now() >= until) return false;
      await sleep(200);
    }
  }

  /** Creates the claims the sandbox asks for; returns those to remove with it (as Docker's volumes). */
  private async ensureClaims(spec: SandboxSpec): Promise<string[]> {
    const owned: string[] = [];
    for (const m of spec.mounts) {
      if (m.kind !== "volume") continue;
      let labels = await this.claimLabels(m.name);
      if (!labels) {
        if (!m.create) throw new RuntimeError("VOLUME_NOT_FOUND", `volume ${m.name} does not exist and createIfNotExists is false`);
        labels = this.labels(spec.sandboxId);
        try {
          await this.core.createNamespacedPersistentVolumeClaim({
            namespace: this.ns,
            body: {
              metadata: { name: m.name, labels },
              spec: {
                accessModes: ["ReadWriteOnce"],
                resources: { requests: { storage: this.opts.volumeSize ?? "1Gi" } },
                ...(this.opts.kubernetes.storage_class ? { storageClassName: this.opts.kubernetes.storage_class } : {}),
              },
            },
          });
        } catch (err) {
          if (statusOf(err) === 409) labels = (await this.claimLabels(m.name)) ?? {};
          else if (statusOf(err) !== undefined) throw new RuntimeError("VOLUME_CREATE_FAILED", `creating volume ${m.name} failed: ${apiMessage(err)}`);
          else throw err;
        }
      }
      if (labels[LABEL_INSTANCE] !== this.opts.instance && !volumeAllowed(this.opts.allowedVolumes ?? [], m.name)) {
        throw new RuntimeError(
          "VOLUME_NOT_ALLOWED",
          `volume ${m.name} exists but was not created by this server (it has no ${LABEL_INSTANCE}=${this.opts.instance} label) and is not listed in [storage] allowed_volumes`,
        );
      }
      if (labels[LABEL_INSTANCE] === this.opts.instance && labels[LABEL_ID] === spec.sandboxId && m.deleteWithSandbox) owned.push(m.name);
    }
    return owned;
  }

  /** Deletes a claim and waits (bounded) until it is gone, so that the name can be used again at once. */
  private async removeClaim(name: string): Promise<void> {
    try {
      await this.core.deleteNamespacedPersistentVolumeClaim({ name, namespace: this.ns });
    } catch (err) {
      if (!isNotFound(err)) this.opts.log?.warn({ err, volume: name }, "could not remove volume");
      return;
    }
    if (!(await this.claimGone(name))) this.opts.log?.warn({ volume: name }, "volume still being deleted; Kubernetes will finish once no Pod uses it");
  }

  // ---- Pods ------------------------------------------------------------------------------------

  private labels(sandboxId: string): Record<string, string> {
    return { [LABEL_MANAGED]: MANAGED_BY, [LABEL_INSTANCE]: this.opts.instance, [LABEL_ID]: sandboxId };
  }

  async create(spec: SandboxSpec): Promise<{ state: RuntimeState; observation: Observation }> {
    return this.reachable(() => this.createOnce(spec));
  }

  private async createOnce(spec: SandboxSpec): Promise<{ state: RuntimeState; observation: Observation }> {
    this.startInformer();
    const name = objectName(spec.sandboxId);
    const announceUrl = await this.startAnnounce();
    const ownedClaims = await this.ensureClaims(spec);
    let pod: k8s.V1Pod;
    let secrets: Secrets;
    try {
      // The common case costs two calls. What an interrupted attempt left (its Pod may hold
      // another token) shows as a conflict: it is removed and the create made again, once.
      ({ secrets, pod } = await this.createSecretsAndPod(spec, announceUrl).catch(async (err: unknown) => {
        if (statusOf(err) !== 409) throw err;
        await this.removePodAndSecrets(spec.sandboxId);
        return this.createSecretsAndPod(spec, announceUrl);
      }));
    } catch (err) {
      await this.deleteSecrets(spec.sandboxId).catch(() => undefined);
      await Promise.all(ownedClaims.map((c) => this.removeClaim(c)));
      if (statusOf(err) === undefined) throw err;
      throw new RuntimeError("CONTAINER_CREATE_FAILED", `creating the Pod failed: ${apiMessage(err)}`);
    }
    // Without an owner yet, the Secrets go with the Pod, even when someone else deletes it; off
    // the create's path (the sandbox's removal deletes them by label anyway).
    if (!secrets.owned) {
      void this.own(secrets.names, pod).catch((err: unknown) => {
        if (!isNotFound(err)) this.opts.log?.warn({ err, sandboxId: spec.sandboxId }, "could not tie the sandbox's Secrets to its Pod");
      });
    }
    const state: KubeState = { pod: name, ...(pod.metadata?.uid ? { uid: pod.metadata.uid } : {}), ownedClaims };
    return { state, observation: diagnose(pod) };
  }

  /** The Secrets (first: kubelet resolves the token's when it starts the container), then the Pod. */
  private async createSecretsAndPod(spec: SandboxSpec, announceUrl: string | undefined): Promise<{ secrets: Secrets; pod: k8s.V1Pod }> {
    const secrets = await this.createSecrets(spec);
    const pod = await this.core.createNamespacedPod({ namespace: this.ns, body: this.podFor(spec, secrets.pull, announceUrl) });
    return { secrets, pod };
  }

  /** The token's Secret, and one for registry credentials when the request has them. */
  private async createSecrets(spec: SandboxSpec): Promise<Secrets> {
    const name = objectName(spec.sandboxId);
    const labels = this.labels(spec.sandboxId);
    // A pooled sandbox has no record yet (its Pod owns its Secrets, as before it is taken).
    const owner = spec.pool ? undefined : this.opts.secretOwner?.(spec.sandboxId);
    const meta = { labels, ...(owner ? { ownerReferences: [owner] } : {}) };
    const token = await this.core.createNamespacedSecret({
      namespace: this.ns,
      body: {
        metadata: { name, ...meta },
        type: "Opaque",
        stringData: { [TOKEN_KEY]: spec.execdToken, ...(spec.networkPolicy ? { [EGRESS_KEY]: this.opts.sidecarKey!(spec.sandboxId) } : {}) },
      },
    });
    const names: SecretRef[] = [{ name, uid: token.metadata?.uid }];
    if (!spec.imageAuth) return { names, owned: !!owner };
    const pull = `${name}-pull`;
    const registry = registryOf(spec.image);
    const { username, password } = spec.imageAuth;
    const auths = { [registry]: { username, password, auth: Buffer.from(`${username}:${password}`).toString("base64") } };
    const pulling = await this.core.createNamespacedSecret({
      namespace: this.ns,
      body: { metadata: { name: pull, ...meta }, type: "kubernetes.io/dockerconfigjson", stringData: { ".dockerconfigjson": JSON.stringify({ auths }) } },
    });
    return { names: [...names, { name: pull, uid: pulling.metadata?.uid }], pull, owned: !!owner };
  }

  /**
   * Makes the Pod own its Secrets. It runs after the create returned, so each patch names the
   * Secret's uid (a precondition): it never lands on a Secret of the same name made by a later
   * create, which an owner that no longer exists would have the garbage collector delete.
   */
  private async own(secrets: SecretRef[], pod: k8s.V1Pod): Promise<void> {
    const ownerReferences = [{ apiVersion: "v1", kind: "Pod", name: pod.metadata!.name!, uid: pod.metadata!.uid!, blockOwnerDeletion: false }];
    const merge = k8s.setHeaderOptions("Content-Type", k8s.PatchStrategy.MergePatch);
    for (const { name, uid } of secrets) {
      await this.core
        .patchNamespacedSecret({ name, namespace: this.ns, body: { metadata: { ...(uid ? { uid } : {}), ownerReferences } } }, merge)
        .catch((err: unknown) => {
          // 422 (uid is immutable): that Secret is gone and another has its name; 404: gone.
          if (statusOf(err) !== 422 && statusOf(err) !== 409) throw err;
        });
    }
  }

  private podFor(spec: SandboxSpec, pullSecret: string | undefined, announceUrl: string | undefined): k8s.V1Pod {
    const k = this.opts.kubernetes;
    const name = objectName(spec.sandboxId);
    const { limits, requests } = resourcesOf(spec, k.request_fraction);
    const fromNode = k.execd_host_path;
    const volumes: k8s.V1Volume[] = [fromNode ? { name: "opensandbox", hostPath: { path: fromNode, type: "Directory" } } : { name: "opensandbox", emptyDir: {} }];
    const mounts: k8s.V1VolumeMount[] = [{ name: "opensandbox", mountPath: EXECD_MOUNT, readOnly: true }];
    spec.mounts.forEach((m, i) => {
      const v = volumeFor(m, `v${i}`);
      volumes.push(v.volume);
      mounts.push(v.mount);
    });
    const pullPolicy = ({ ifnotpresent: "IfNotPresent", always: "Always", never: "Never" } as const)[k.image_pull_policy];
    const initContainers = fromNode ? [] : [this.execdInstaller()];
    let drop = this.opts.dropCapabilities ?? [];
    if (spec.networkPolicy) {
      volumes.push({ name: "egress-state", emptyDir: { medium: "Memory", sizeLimit: "4Mi" } });
      initContainers.push(this.egressSidecar(spec.networkPolicy, name, announceUrl));
      // The workload holds no power over the Pod's network: no rules, no raw packets.
      drop = [...new Set([...drop, "NET_ADMIN", "NET_RAW"])];
    }
    return {
      metadata: { name, labels: { ...this.labels(spec.sandboxId), ...(spec.pool ? { [LABEL_POOL]: spec.pool } : {}) } },
      spec: {
        restartPolicy: "Never",
        // The sandbox gets no credentials for the cluster's API, nor the Services' addresses.
        automountServiceAccountToken: false,
        enableServiceLinks: false,
        ...(k.service_account ? { serviceAccountName: k.service_account } : {}),
        ...(spec.runtimeClass?.kubernetes ? { runtimeClassName: spec.runtimeClass.kubernetes } : {}),
        ...(pullSecret ? { imagePullSecrets: [{ name: pullSecret }] } : {}),
        ...placement(k, spec.platform),
        terminationGracePeriodSeconds: 5,
        ...(k.dns.length ? { dnsPolicy: "None", dnsConfig: { nameservers: k.dns } } : {}),
        volumes,
        initContainers,
        containers: [
          {
            name: MAIN,
            image: spec.image,
            imagePullPolicy: pullPolicy,
            // osb-init is PID 1: it starts (and restarts) execd, then runs the entrypoint. With a
            // command and no args, the image's own ENTRYPOINT and CMD are not used.
            command: [`${EXECD_MOUNT}/bin/osb-init`, "--", ...spec.entrypoint],
            env: [
              ...Object.entries(spec.env).map(([n, value]) => ({ name: n, value })),
              // osb-init hands it to execd only, never to the entrypoint.
              { name: "EXECD_ACCESS_TOKEN", valueFrom: { secretKeyRef: { name, key: TOKEN_KEY } } },
              // A pool's sandbox: execd accepts one hand-over (POST /internal/claim) to a record's token.
              ...(spec.pool ? [{ name: "EXECD_CLAIMABLE", value: "1" }] : []),
              // Where execd announces itself once it listens (execd-announce.ts); not secret.
              ...(announceUrl
                ? [
                    { name: "EXECD_ANNOUNCE_URL", value: announceUrl },
                    { name: "EXECD_SANDBOX_ID", value: spec.sandboxId },
                  ]
                : []),
            ],
            resources: { limits, ...(Object.keys(requests).length ? { requests } : {}) },
            ports: [{ name: "execd", containerPort: EXECD_PORT }],
            readinessProbe: { tcpSocket: { port: EXECD_PORT }, periodSeconds: 1, timeoutSeconds: 1, failureThreshold: 2 },
            volumeMounts: mounts,
            // Failure messages quote the last lines the sandbox wrote.
            terminationMessagePolicy: "FallbackToLogsOnError",
            securityContext: {
              allowPrivilegeEscalation: !(this.opts.noNewPrivileges ?? true),
              ...(drop.length ? { capabilities: { drop } } : {}),
            },
          },
        ],
      },
    };
  }

  /**
   * The egress sidecar: a restartable init container (kubelet starts the workload only once its
   * start hook has seen the rules installed and the DNS proxy listening), root with NET_ADMIN in
   * the Pod's namespace and SETUID/SETGID for its upstream helper to change uid, nothing else.
   * Node is the execd runtime's (the Pod's /opt/opensandbox volume); its key is in the sandbox's
   * Secret and reaches no other container.
   */
  private egressSidecar(policy: Policy, secret: string, announceUrl: string | undefined): k8s.V1Container {
    const announce = announceDestination(announceUrl);
    const node = [`${EXECD_MOUNT}/lib/ld-linux-x86-64.so.2`, "--library-path", `${EXECD_MOUNT}/lib`, `${EXECD_MOUNT}/bin/node`];
    return {
      name: EGRESS,
      image: this.opts.kubernetes.egress_image!,
      imagePullPolicy: "IfNotPresent",
      restartPolicy: "Always",
      command: [...node, "/opt/osb-egress/sidecar.mjs"],
      env: [
        { name: "OSB_EGRESS_KEY", valueFrom: { secretKeyRef: { name: secret, key: EGRESS_KEY } } },
        { name: "OSB_EGRESS_POLICY", value: JSON.stringify(toWire(policy)) },
        { name: "OSB_EGRESS_DNS_PORT", value: String(SIDECAR_DNS_PORT) },
        { name: "OSB_EGRESS_API_PORT", value: String(SIDECAR_API_PORT) },
        { name: "OSB_EGRESS_UID", value: String(SIDECAR_RESOLVER_UID) },
        { name: "OSB_EGRESS_READY", value: EGRESS_READY },
        { name: "OSB_EGRESS_STATE", value: "/var/lib/osb-egress" },
        // execd's announce gets through whatever the policy, or a policed sandbox would be Running
        // only on kubelet's next report (an announce URL by name is not opened: no DNS is trusted here).
        ...(announce ? [{ name: "OSB_EGRESS_INFRASTRUCTURE", value: announce }] : []),
        { name: "PATH", value: "/opt/osb-egress/bin:/bin:/usr/bin" },
      ],
      ports: [{ name: "egress-api", containerPort: SIDECAR_API_PORT }],
      volumeMounts: [
        { name: "opensandbox", mountPath: EXECD_MOUNT, readOnly: true },
        { name: "egress-state", mountPath: "/var/lib/osb-egress" },
      ],
      // The workload starts after this hook returns: the rules are in place and DNS answers.
      lifecycle: { postStart: { exec: { command: ["/bin/sh", "-c", `i=0; while [ ! -e ${EGRESS_READY} ]; do i=$((i+1)); [ $i -gt 1500 ] && exit 1; usleep 10000; done`] } } },
      terminationMessagePolicy: "FallbackToLogsOnError",
      // A CPU limit well above its need: a tight one throttles a burst (a PATCH, a DNS answer) by tens of ms.
      resources: { limits: { memory: "96Mi", cpu: "1" }, requests: { memory: "32Mi", cpu: "10m" } },
      securityContext: { runAsUser: 0, runAsGroup: 0, allowPrivilegeEscalation: false, capabilities: { drop: ["ALL"], add: ["NET_ADMIN", "SETUID", "SETGID"] } },
    };
  }

  /**
   * One signed call to a sandbox's egress sidecar (egress/sidecar-auth.ts): the key never crosses
   * the wire, and an answer not signed by the sidecar is refused.
   */
  private async sidecarCall(sandboxId: string, method: string, path: string, body?: unknown): Promise<unknown> {
    const ip = this.ips.get(sandboxId) ?? (await this.reachable(() => this.readPod(sandboxId)))?.status?.podIP;
    if (!ip) throw new ApiError("SANDBOX_NOT_RUNNING", `sandbox ${sandboxId}'s Pod has no address yet: its egress sidecar cannot be reached`);
    const key = this.opts.sidecarKey!(sandboxId);
    const text = body === undefined ? "" : JSON.stringify(body);
    const { header, nonce } = signRequest(key, method, path, text);
    let res: Response;
    try {
      res = await fetch(`http://${ip}:${SIDECAR_API_PORT}${path}`, {
        method,
        headers: { [AUTH_HEADER]: header, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: text }),
        signal: AbortSignal.timeout(5000),
      });
    } catch (err) {
      throw new RuntimeError("EGRESS_SETUP_FAILED", `the egress sidecar of sandbox ${sandboxId} cannot be reached: ${(err as Error).message}`);
    }
    const out = await res.text();
    if (!verifyReply(key, nonce, res.status, out, res.headers.get(REPLY_HEADER) ?? undefined)) {
      throw new RuntimeError("EGRESS_SETUP_FAILED", `the egress sidecar of sandbox ${sandboxId} gave an answer it did not sign (HTTP ${res.status})`);
    }
    if (res.status !== 200) throw new RuntimeError("EGRESS_SETUP_FAILED", `the egress sidecar of sandbox ${sandboxId} refused the change: ${out}`);
    return JSON.parse(out) as unknown;
  }

  /** Egress enforcement: each Pod's sidecar holds its policy; the server hands it changes and reads its denials. */
  readonly egress: RuntimeEgress = {
    apply: async (id, _state, policy) => {
      await this.sidecarCall(id, "PUT", "/policy", toWire(policy));
    },
    // The sidecar keeps the last policy it was given (a file of a volume of its own) across restarts of either side.
    restore: () => Promise.resolve(),
    report: async (id): Promise<EgressReport | undefined> => {
      try {
        return (await this.sidecarCall(id, "GET", "/report")) as EgressReport;
      } catch {
        return undefined;
      }
    },
  };

  /** The init container that copies execd's build from the execd image into the Pod. */
  private execdInstaller(): k8s.V1Container {
    return {
      name: INIT,
      image: this.opts.execdImage,
      imagePullPolicy: "IfNotPresent",
      command: ["/bin/cp", "-a", `${EXECD_MOUNT}/.`, "/target/"],
      volumeMounts: [{ name: "opensandbox", mountPath: "/target" }],
      securityContext: { allowPrivilegeEscalation: false, capabilities: { drop: ["ALL"], add: ["CHOWN", "FOWNER", "DAC_OVERRIDE"] } },
    };
  }

  private async readPod(sandboxId: string): Promise<k8s.V1Pod | undefined> {
    try {
      return await this.core.readNamespacedPod({ name: objectName(sandboxId), namespace: this.ns });
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  async observe(sandboxId: string, _state: RuntimeState): Promise<Observation> {
    // The watch's copy when it has one (what the event that led here carried); else one read.
    const cached = this.informerSynced ? this.informer?.get(objectName(sandboxId), this.ns) : undefined;
    const pod = cached ?? (await this.reachable(() => this.readPod(sandboxId)));
    // A Pod of the same name made by a later attempt is still this sandbox's; one of another
    // server instance is not.
    if (!pod || pod.metadata?.labels?.[LABEL_INSTANCE] !== this.opts.instance) {
      return { phase: "gone", reason: "CONTAINER_MISSING", message: "The sandbox's Pod was removed outside OpenSandbox." };
    }
    this.remember(pod);
    const o = diagnose(pod);
    // execd answering proves the container runs, before kubelet's next relist says so.
    if (o.phase === "pending" && o.reason === "CONTAINER_STARTING" && this.ready.has(sandboxId)) {
      return { phase: "running", reason: "CONTAINER_RUNNING", message: "The entrypoint is running." };
    }
    return o;
  }

  async remove(sandboxId: string, state: RuntimeState | undefined): Promise<void> {
    await this.reachable(() => this.removePodAndSecrets(sandboxId));
    this.forget(sandboxId);
    for (const c of stateOf(state).ownedClaims ?? []) await this.removeClaim(c);
  }

  /** Deletes the sandbox's Pod (at once: no grace) and its Secrets; what is gone is no error. */
  private async removePodAndSecrets(sandboxId: string): Promise<void> {
    try {
      await this.core.deleteNamespacedPod({ name: objectName(sandboxId), namespace: this.ns, gracePeriodSeconds: 0 });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    await this.deleteSecrets(sandboxId);
  }

  private async deleteSecrets(sandboxId: string): Promise<void> {
    await this.core.deleteCollectionNamespacedSecret({
      namespace: this.ns,
      labelSelector: `${LABEL_INSTANCE}=${this.opts.instance},${LABEL_ID}=${sandboxId}`,
    });
  }

  /** The sandbox container's log (kubelet keeps it, with CRI timestamps, until the Pod is deleted). */
  async logs(sandboxId: string, _state: RuntimeState | undefined, limits: LogLimits): Promise<SandboxLogs | undefined> {
    let text: string;
    try {
      // One line more than asked: whether there was more. limitBytes keeps a huge log off the wire.
      text = await this.reachable(() =>
        this.core.readNamespacedPodLog({
          name: objectName(sandboxId),
          namespace: this.ns,
          container: MAIN,
          timestamps: true,
          tailLines: limits.tailLines + 1,
          limitBytes: limits.maxBytes + 64 * 1024,
        }),
      );
    } catch (err) {
      if (isNotFound(err)) return undefined;
      // A Pod whose container never started has no log yet.
      if (statusOf(err) === 400) return { text: "", truncated: false };
      throw err;
    }
    const lines = text.split("\n");
    if (lines.at(-1) === "") lines.pop();
    return boundLog(lines, limits);
  }

  async listOwned(): Promise<string[]> {
    const list = await this.reachable(() => this.core.listNamespacedPod({ namespace: this.ns, labelSelector: `${LABEL_INSTANCE}=${this.opts.instance}` }));
    return list.items.map((p) => p.metadata?.labels?.[LABEL_ID] ?? "").filter(Boolean);
  }

  // ---- warm pools -----------------------------------------------------------------------------

  private poolMembers(): SharedPoolMember[] | undefined {
    this.startInformer();
    if (!this.informerSynced || !this.informer) return undefined;
    const out: SharedPoolMember[] = [];
    for (const pod of this.informer.list()) {
      const labels = pod.metadata?.labels ?? {};
      const id = labels[LABEL_ID];
      const pool = labels[LABEL_POOL];
      if (!id || !pool || pod.metadata?.deletionTimestamp) continue;
      const holder = labels[LABEL_POOL_HOLDER];
      const state: KubeState = { pod: pod.metadata!.name!, ...(pod.metadata?.uid ? { uid: pod.metadata.uid } : {}), ownedClaims: [] };
      out.push({
        id,
        pool,
        state,
        ready: this.ready.has(id),
        ...(holder ? { holder: { recordId: holder, at: Number(pod.metadata?.annotations?.[POOL_TAKEN_AT] ?? 0) } } : {}),
      });
    }
    return out;
  }

  /**
   * One JSON patch: `test` that the Pod is the one seen (uid) and its labels are still those seen
   * (no holder), then add the holder. The API server applies a patch to the object as stored,
   * atomically, so of two replicas taking the same Pod one gets 422 (the test failed).
   */
  private async acquirePooled(id: string, recordId: string): Promise<boolean> {
    const pod = this.informer?.get(objectName(id), this.ns);
    const labels = pod?.metadata?.labels;
    if (!pod?.metadata?.uid || !labels || labels[LABEL_POOL_HOLDER] !== undefined || pod.metadata.deletionTimestamp) return false;
    const escape = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");
    const body = [
      { op: "test", path: "/metadata/uid", value: pod.metadata.uid },
      { op: "test", path: "/metadata/labels", value: labels },
      { op: "add", path: `/metadata/labels/${escape(LABEL_POOL_HOLDER)}`, value: recordId },
      { op: "add", path: "/metadata/annotations", value: { ...(pod.metadata.annotations ?? {}), [POOL_TAKEN_AT]: String(Date.now()) } },
    ];
    try {
      await this.reachable(() => this.core.patchNamespacedPod({ name: objectName(id), namespace: this.ns, body }, k8s.setHeaderOptions("Content-Type", k8s.PatchStrategy.JsonPatch)));
      return true;
    } catch (err) {
      const status = statusOf(err);
      if (status === 422 || status === 404 || status === 409) return false;
      throw err;
    }
  }

  // ---- watching --------------------------------------------------------------------------------

  watch(listener: (e: RuntimeEvent) => void): () => void {
    this.listeners.add(listener);
    this.startInformer();
    // Each connection starts with resync, then the readiness of every sandbox whose execd serves.
    if (this.informerSynced) this.greet(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private greet(listener: (e: RuntimeEvent) => void): void {
    listener({ type: "resync" });
    for (const id of this.ready) listener({ type: "execd", sandboxId: id, ready: true });
  }

  private emit(e: RuntimeEvent): void {
    for (const l of this.listeners) l(e);
  }

  private startInformer(): void {
    if (this.informer) return;
    const selector = `${LABEL_INSTANCE}=${this.opts.instance}`;
    // The cache keeps each Pod slimmed to what this runtime reads (kube-pod.ts), from the list and
    // from every watch event: at fleet size whole Pods are most of the server's memory.
    const watch = new k8s.Watch(this.kc);
    const slimming = {
      watch: (path: string, query: Record<string, string | number | boolean | undefined>, callback: (phase: string, obj: unknown, raw?: unknown) => void, done: (err: unknown) => void) =>
        watch.watch(path, query, (phase, obj: k8s.V1Pod, raw) => callback(phase, obj?.metadata?.name ? slimPod(obj) : obj, raw), done),
    } as k8s.Watch;
    const informer = new k8s.ListWatch<k8s.V1Pod>(
      `/api/v1/namespaces/${this.ns}/pods`,
      slimming,
      async () => {
        const list = await this.core.listNamespacedPod({ namespace: this.ns, labelSelector: selector });
        return { ...list, items: list.items.map(slimPod) };
      },
      false,
      selector,
    );
    this.informer = informer;
    const changed = (pod: k8s.V1Pod) => {
      const sandboxId = pod.metadata?.labels?.[LABEL_ID];
      if (!sandboxId) return;
      this.remember(pod);
      if (this.informerSynced) this.emit({ type: "changed", sandboxId });
      this.readiness(sandboxId, pod);
      this.dropPullSecret(pod);
    };
    informer.on("add", changed);
    informer.on("update", changed);
    informer.on("delete", (pod) => {
      const sandboxId = pod.metadata?.labels?.[LABEL_ID];
      if (!sandboxId) return;
      this.forget(sandboxId);
      if (this.informerSynced) this.emit({ type: "changed", sandboxId });
    });
    informer.on("error", (err) => {
      // The watch ended badly (the API server restarted, a network gap): start again, which
      // relists when the watch cannot resume; everyone hears `resync` once it is back.
      this.informerSynced = false;
      this.opts.log?.warn({ err: (err as Error)?.message ?? String(err) }, "watch on Pods failed; reconnecting");
      clearTimeout(this.restartTimer);
      this.restartTimer = setTimeout(() => void this.connectInformer(), 1000);
      this.restartTimer.unref();
    });
    void this.connectInformer();
  }

  private forget(sandboxId: string): void {
    this.ips.delete(sandboxId);
    this.ready.delete(sandboxId);
    this.kubeletReady.delete(sandboxId);
    this.boots.delete(sandboxId);
  }

  private async connectInformer(): Promise<void> {
    const informer = this.informer;
    if (!informer) return;
    try {
      await informer.start();
    } catch {
      return; // reported through "error", which schedules the next attempt
    }
    if (this.informerSynced) return;
    this.informerSynced = true;
    for (const pod of informer.list()) {
      const id = pod.metadata?.labels?.[LABEL_ID];
      if (id) this.readiness(id, pod);
    }
    for (const l of this.listeners) this.greet(l);
  }

  /**
   * Reports execd's readiness when it changed: the Pod's Ready condition (the probe on execd).
   * execd found serving first (announce, probeExecd) is not taken back by a status that kubelet
   * wrote before its probe ran: only a Ready that kubelet reported can it withdraw, or the
   * container's end, or the Pod's deletion.
   */
  private readiness(sandboxId: string, pod: k8s.V1Pod): void {
    const main = pod.status?.containerStatuses?.find((c) => c.name === MAIN);
    const deleting = !!pod.metadata?.deletionTimestamp;
    const ready = main?.ready === true && !deleting;
    const withdrawn = !ready && (this.kubeletReady.has(sandboxId) || !!main?.state?.terminated || deleting);
    if (ready) this.kubeletReady.add(sandboxId);
    else if (withdrawn) this.kubeletReady.delete(sandboxId);
    if (ready && !this.ready.has(sandboxId)) {
      this.ready.add(sandboxId);
      this.emit({ type: "execd", sandboxId, ready: true });
    } else if (withdrawn && this.ready.has(sandboxId)) {
      this.ready.delete(sandboxId);
      const restarted = main?.lastState?.terminated ?? main?.state?.terminated;
      const why = main?.state?.running ? "execd stopped answering its readiness probe" : restarted ? `the sandbox container ended (${restarted.reason ?? `exit code ${restarted.exitCode}`})` : "the Pod is not ready";
      this.emit({ type: "execd", sandboxId, ready: false, why });
    } else if (!ready && !this.ready.has(sandboxId) && !main?.state?.terminated && pod.status?.podIP && !deleting) {
      this.probeExecd(sandboxId, pod.status.podIP);
    }
    if (main?.state?.terminated || pod.metadata?.deletionTimestamp) this.probing.delete(sandboxId);
  }

  /**
   * kubelet reports a container running, and probes it, only on its next relist (once a second),
   * so when this server reaches the Pod it connects to execd itself from the moment the Pod has
   * an address: every 20 ms at first, backing off to 500 ms, until execd accepts (ready), the
   * container ends or the Pod goes. Either way the event means execd accepts connections.
   */
  private probeExecd(sandboxId: string, ip: string): void {
    if (this.probing.has(sandboxId)) return;
    this.probing.add(sandboxId);
    let delay = 20;
    const attempt = () => {
      if (!this.probing.has(sandboxId) || this.ready.has(sandboxId) || this.ips.get(sandboxId) !== ip || this.closed) {
        this.probing.delete(sandboxId);
        return;
      }
      const socket = net.connect({ host: ip, port: EXECD_PORT });
      const retry = () => {
        socket.destroy();
        setTimeout(attempt, delay).unref();
        delay = Math.min(500, Math.ceil(delay * 1.1));
      };
      socket.setTimeout(1000, retry);
      socket.once("error", retry);
      socket.once("connect", () => {
        socket.destroy();
        this.probing.delete(sandboxId);
        if (!this.ready.has(sandboxId) && this.ips.get(sandboxId) === ip && !this.closed) {
          this.ready.add(sandboxId);
          this.emit({ type: "execd", sandboxId, ready: true });
        }
      });
    };
    attempt();
  }

  /**
   * execd announced itself from `ip` (the connection's source; the signature was checked). It is
   * believed once this server connects to execd there. The Pod must be one of this instance's,
   * not being deleted, and `ip` its address when kubelet has reported one. A start id (`boot`)
   * other than the last one of a sandbox that serves is a restart: reported as execd stopping and
   * serving again, so the sandbox's status counts it. The same start id from another address (a
   * replay) is refused.
   */
  /**
   * The token a Pod's execd signs its announce with: the sandbox's, or, once a pool's Pod was taken,
   * its holder record's (execd accepts only that one after the hand-over, also when osb-init
   * restarts it). The Pod still announces under its own sandbox id (its environment's).
   */
  private announceToken(sandboxId: string, tokenOf: (id: string) => string): string {
    const holder = this.informer?.get(objectName(sandboxId), this.ns)?.metadata?.labels?.[LABEL_POOL_HOLDER];
    return tokenOf(holder ?? sandboxId);
  }

  private async announced(a: { sandboxId: string; boot: string; ip: string }): Promise<AnnounceOutcome> {
    const { sandboxId, boot, ip } = a;
    const pod = this.informer?.get(objectName(sandboxId), this.ns) ?? (await this.readPod(sandboxId));
    if (!pod || pod.metadata?.labels?.[LABEL_INSTANCE] !== this.opts.instance || pod.metadata?.deletionTimestamp) {
      return { ok: false, code: "SANDBOX_NOT_FOUND", message: `no Pod of this server for sandbox ${sandboxId}` };
    }
    const known = pod.status?.podIP ?? this.ips.get(sandboxId);
    if ((known && known !== ip) || (this.boots.get(sandboxId) === boot && this.ips.get(sandboxId) !== ip)) {
      this.opts.log?.warn({ sandboxId, from: ip, podIP: known }, "refused an execd announce from an address that is not its Pod's");
      return { ok: false, code: "ANNOUNCE_ADDRESS_MISMATCH", message: `the announce came from ${ip}, not from the sandbox's Pod (${known})` };
    }
    if (!(await connects(ip, EXECD_PORT, 1000))) {
      return { ok: false, code: "EXECD_UNREACHABLE", message: `the server cannot connect to execd at ${ip}:${EXECD_PORT}` };
    }
    if (this.closed) return { ok: false, code: "EXECD_UNREACHABLE", message: "the server is stopping" };
    const previous = this.boots.get(sandboxId);
    this.opts.log?.debug({ sandboxId, ip, boot, restarted: previous !== undefined && previous !== boot }, "execd announced itself");
    this.boots.set(sandboxId, boot);
    this.ips.set(sandboxId, ip);
    if (this.ready.has(sandboxId) && previous !== undefined && previous !== boot) {
      this.emit({ type: "execd", sandboxId, ready: false, why: "execd restarted (a new execd announced itself)" });
      this.emit({ type: "execd", sandboxId, ready: true });
    } else if (!this.ready.has(sandboxId)) {
      this.ready.add(sandboxId);
      // The address goes into the record: other replicas reach the sandbox before kubelet reports it.
      this.emit({ type: "execd", sandboxId, ready: true, state: { ip } });
    }
    return { ok: true };
  }

  /**
   * Registry credentials are needed only to pull: once the sandbox container has started (the
   * Pod never restarts it), its pull Secret is deleted, as the Docker runtime forgets them after
   * the pull.
   */
  private dropPullSecret(pod: k8s.V1Pod): void {
    const name = pod.spec?.imagePullSecrets?.find((s) => s.name?.endsWith("-pull"))?.name;
    const main = pod.status?.containerStatuses?.find((c) => c.name === MAIN);
    if (!name || !(main?.state?.running || main?.state?.terminated) || this.pullSecretsDropped.has(name)) return;
    this.pullSecretsDropped.add(name);
    this.core.deleteNamespacedSecret({ name, namespace: this.ns }).catch((err: unknown) => {
      if (!isNotFound(err)) {
        this.pullSecretsDropped.delete(name);
        this.opts.log?.warn({ err, secret: name }, "could not delete a sandbox's registry credentials");
      }
    });
  }

  private remember(pod: k8s.V1Pod): void {
    const sandboxId = pod.metadata?.labels?.[LABEL_ID];
    const ip = pod.status?.podIP;
    if (sandboxId && ip && !pod.metadata?.deletionTimestamp) this.ips.set(sandboxId, ip);
  }

  // ---- reachability ----------------------------------------------------------------------------

  endpoint(sandboxId: string, state: RuntimeState, port: number): EndpointAddress | undefined {
    const ip = this.ipOf(sandboxId, state);
    if (!ip) return undefined;
    // execd's own endpoint ends in /44772, the shape upstream's clients check for (as on Docker).
    if (port === EXECD_PORT) return { address: `${ip}:${EXECD_PORT}/proxy/${EXECD_PORT}`, execd: true };
    return { address: `${ip}:${port}`, execd: false };
  }

  target(sandboxId: string, state: RuntimeState, port: number): { host: string; port: number } | undefined {
    const ip = this.ipOf(sandboxId, state);
    return ip ? { host: ip, port } : undefined;
  }

  /** The Pod's address: from the watch, else the one its execd announced itself from (to whichever replica; kept in the record). */
  private ipOf(sandboxId: string, state: RuntimeState): string | undefined {
    return this.ips.get(sandboxId) ?? (typeof state.ip === "string" ? state.ip : undefined);
  }

  execdServing(sandboxId: string): boolean {
    return this.ready.has(sandboxId);
  }

  /** Stops the watch (tests, shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    this.probing.clear();
    clearTimeout(this.restartTimer);
    this.listeners.clear();
    await this.announcer?.close();
    await this.informer?.stop();
    this.informer = undefined;
  }
}

/** Whether a TCP connection to host:port is accepted within `timeoutMs`. */
/** The announce listener as "address:port" for a policed Pod's rules; undefined for none, or a URL by name. */
export function announceDestination(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) === 0) return undefined;
  const port = u.port || (u.protocol === "https:" ? "443" : "80");
  return host.includes(":") ? `[${host}]:${port}` : `${host}:${port}`;
}

function connects(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => done(true));
  });
}

/** Kubernetes' view of a sandbox's Pod in the runtime-neutral terms, with the reason for a failure. */
export function diagnose(pod: k8s.V1Pod): Observation {
  const status = pod.status ?? {};
  const init = status.initContainerStatuses?.find((c) => c.name === INIT);
  const egress = status.initContainerStatuses?.find((c) => c.name === EGRESS);
  const main = status.containerStatuses?.find((c) => c.name === MAIN);
  const image = pod.spec?.containers.find((c) => c.name === MAIN)?.image ?? "";
  if (status.phase === "Failed" && status.reason === "Evicted") {
    const disk = /ephemeral/i.test(status.message ?? "");
    return disk
      ? { phase: "failed", reason: "DISK_LIMIT_EXCEEDED", message: `The sandbox wrote more than its disk limit and was stopped: ${status.message}` }
      : { phase: "failed", reason: "POD_EVICTED", message: `The node evicted the sandbox: ${status.message ?? "no reason given"}` };
  }
  // Waiting containers: a pull or start that cannot succeed is a failure, not a wait.
  for (const [c, what] of [
    [init, "execd's image"],
    [egress, "the egress sidecar's image"],
    [main, `image ${image}`],
  ] as const) {
    const waiting = c?.state?.waiting;
    if (!waiting?.reason) continue;
    if (PULL_FAILURES.has(waiting.reason)) {
      return { phase: "failed", reason: "IMAGE_PULL_FAILED", message: `pulling ${what} (${c!.image}) failed: ${waiting.reason}${waiting.message ? `: ${waiting.message}` : ""}` };
    }
    // kubelet could not read a Secret or ConfigMap in time (its watch on it did not sync within
    // a second, as under load): it tries again on its next sync of the Pod, so this is a wait.
    // The same for the sandbox's own token Secret, made before the Pod: "not found" is kubelet's
    // cache lagging behind a loaded API server (a Secret truly gone leaves the sandbox Pending
    // until [execd] ready_timeout_seconds fails it).
    const ownSecret = `secret "${pod.metadata?.name}" not found`;
    if (waiting.reason === "CreateContainerConfigError" && (/failed to sync (secret|configmap) cache/i.test(waiting.message ?? "") || waiting.message?.includes(ownSecret))) {
      return { phase: "pending", reason: "CONTAINER_STARTING", message: `Starting the sandbox (kubelet retries: ${waiting.message}).` };
    }
    if (START_FAILURES.has(waiting.reason)) {
      return { phase: "failed", reason: "CONTAINER_START_FAILED", message: `starting the sandbox failed: ${waiting.reason}${waiting.message ? `: ${waiting.message}` : ""}` };
    }
  }
  const initEnd = init?.state?.terminated;
  if (initEnd && initEnd.exitCode !== 0) {
    return { phase: "failed", reason: "EXECD_INJECTION_FAILED", message: `copying execd into the sandbox failed (exit code ${initEnd.exitCode}): ${initEnd.message ?? initEnd.reason ?? ""}`.trim() };
  }
  // The sidecar failed before the workload started (its rules could not be installed): the sandbox never will.
  const sidecarEnd = egress?.lastState?.terminated ?? egress?.state?.terminated;
  if (sidecarEnd && sidecarEnd.exitCode !== 0 && !main?.state?.running && !main?.state?.terminated) {
    return { phase: "failed", reason: "EGRESS_SETUP_FAILED", message: `the egress sidecar could not enforce the policy (exit code ${sidecarEnd.exitCode}): ${sidecarEnd.message ?? sidecarEnd.reason ?? ""}`.trim() };
  }
  const end = main?.state?.terminated;
  if (end) return ended(end);
  if (main?.state?.running) return { phase: "running", reason: "CONTAINER_RUNNING", message: "The entrypoint is running." };
  // A Pod being deleted whose workload no longer runs is going, not starting: without this a
  // Running sandbox whose Pod someone deletes showed Pending while kubelet tore it down.
  if (pod.metadata?.deletionTimestamp) return { phase: "gone", reason: "CONTAINER_MISSING", message: "The sandbox's Pod is being removed outside OpenSandbox." };
  const scheduled = status.conditions?.find((c) => c.type === "PodScheduled");
  if (scheduled?.status === "False") {
    return { phase: "pending", reason: "POD_UNSCHEDULABLE", message: `The scheduler cannot place the sandbox yet: ${scheduled.message ?? scheduled.reason ?? "no reason given"}` };
  }
  if (status.phase === "Unknown") return { phase: "pending", reason: "NODE_UNREACHABLE", message: "The sandbox's node does not report its state." };
  const waiting = main?.state?.waiting?.reason ?? init?.state?.waiting?.reason;
  // execd from the node ([kubernetes] execd_host_path, a hostPath of type Directory): on a node
  // whose execd install has not finished, kubelet retries the mount (event FailedMount) until it has.
  const fromNode = pod.spec?.volumes?.find((v) => v.name === "opensandbox")?.hostPath?.path;
  if (waiting === "ContainerCreating" && fromNode) {
    return { phase: "pending", reason: "CONTAINER_STARTING", message: `Starting the sandbox (ContainerCreating; it waits for execd's build at ${fromNode} on node ${pod.spec?.nodeName ?? "?"}, if the node's execd install has not put it there yet).` };
  }
  if (waiting) return { phase: "pending", reason: "CONTAINER_STARTING", message: `Starting the sandbox (${waiting}).` };
  return { phase: "pending", reason: "CONTAINER_STARTING", message: "Starting the sandbox.", bare: true };
}

function ended(end: k8s.V1ContainerStateTerminated): Observation {
  const code = end.exitCode;
  if (end.reason === "OOMKilled") return { phase: "failed", reason: "CONTAINER_OOM_KILLED", message: `The entrypoint was killed for exceeding the memory limit (exit code ${code}).` };
  if (code === 0) return { phase: "exited", reason: "CONTAINER_EXITED", message: "The entrypoint exited with code 0." };
  // kubelet keeps the last lines the container wrote (FallbackToLogsOnError).
  return failedExit(code, end.message ?? "");
}

function resourcesOf(spec: SandboxSpec, fraction: number): { limits: Record<string, string>; requests: Record<string, string> } {
  const r = spec.resources;
  const limits: Record<string, string> = {};
  const requests: Record<string, string> = {};
  const both = (key: string, value: number, unit: (n: number) => string) => {
    limits[key] = unit(value);
    if (fraction > 0) requests[key] = unit(Math.max(1, Math.floor(value * fraction)));
  };
  if (r.nanoCpus) both("cpu", r.nanoCpus, (n) => `${Math.max(1, Math.round(n / 1e6))}m`);
  if (r.memoryBytes) both("memory", r.memoryBytes, String);
  if (r.diskBytes) both("ephemeral-storage", r.diskBytes, String);
  if (typeof r.gpus === "number" && r.gpus > 0) limits["nvidia.com/gpu"] = String(r.gpus); // extended resources: requests = limits
  return { limits, requests };
}

function volumeFor(m: MountSpec, name: string): { volume: k8s.V1Volume; mount: k8s.V1VolumeMount } {
  if (m.kind === "bind") {
    return {
      volume: { name, hostPath: { path: m.source, type: "Directory" } },
      mount: { name, mountPath: m.target, readOnly: m.readOnly },
    };
  }
  if (m.kind === "volume") {
    return {
      volume: { name, persistentVolumeClaim: { claimName: m.name, readOnly: m.readOnly } },
      // kubelet creates subPath directories itself and refuses ones that lead out through symlinks.
      mount: { name, mountPath: m.target, readOnly: m.readOnly, ...(m.subPath ? { subPath: m.subPath } : {}) },
    };
  }
  throw new RuntimeError("PROVISIONING_ERROR", `ossfs volume ${m.volume} is not supported by the Kubernetes runtime`);
}

export function loadKubeConfig(file: string | undefined): k8s.KubeConfig {
  const kc = new k8s.KubeConfig();
  if (file) kc.loadFromFile(file.replace(/^~(?=$|\/)/, process.env.HOME ?? "~"));
  else kc.loadFromDefault();
  return kc;
}

/** nodeSelector and tolerations of a sandbox Pod: [kubernetes] node_selector and tolerations, and the platform asked for. */
export function placement(k: Pick<Config["kubernetes"], "node_selector" | "tolerations">, platform: SandboxSpec["platform"]): Pick<k8s.V1PodSpec, "nodeSelector" | "tolerations"> {
  const nodeSelector: Record<string, string> = Object.fromEntries(k.node_selector.map((pair) => pair.split("=", 2) as [string, string]));
  if (platform) Object.assign(nodeSelector, { "kubernetes.io/os": platform.os, "kubernetes.io/arch": platform.arch });
  const tolerations = k.tolerations.map((t): k8s.V1Toleration => {
    const [taint, effect] = t.split(":", 2) as [string, string | undefined];
    const [key, value] = taint.split("=", 2) as [string, string | undefined];
    return { key, ...(value !== undefined ? { operator: "Equal", value } : { operator: "Exists" }), ...(effect ? { effect } : {}) };
  });
  return { ...(Object.keys(nodeSelector).length ? { nodeSelector } : {}), ...(tolerations.length ? { tolerations } : {}) };
}

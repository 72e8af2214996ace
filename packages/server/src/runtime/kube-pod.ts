// What the Kubernetes runtime keeps of a Pod in its watch's cache: the fields it reads (labels,
// annotations, the address, container states and conditions, the few parts of the spec that
// diagnose() and the pull Secret's removal look at), nothing else. A Pod as the API server sends
// it carries managedFields, the full spec (env, probes, security contexts, volumes, tolerations)
// and every condition; at fleet size those copies are most of what the watch holds.
import type * as k8s from "@kubernetes/client-node";

/** The volume diagnose() names when execd comes from the node (KubernetesRuntime.podFor). */
const EXECD_VOLUME = "opensandbox";

const container = (c: k8s.V1ContainerStatus): k8s.V1ContainerStatus => ({
  name: c.name,
  image: c.image,
  imageID: "",
  ready: c.ready,
  restartCount: c.restartCount,
  ...(c.state ? { state: c.state } : {}),
  ...(c.lastState?.terminated ? { lastState: { terminated: c.lastState.terminated } } : {}),
});

/**
 * The Pod with only what KubernetesRuntime reads: metadata (name, namespace, uid, version, labels,
 * annotations, deletion), spec (node, pull Secrets, container names and images, the execd volume
 * from the node), status (phase, reason, message, address, the PodScheduled condition, container
 * states). diagnose(slimPod(p)) equals diagnose(p).
 */
export function slimPod(pod: k8s.V1Pod): k8s.V1Pod {
  const m = pod.metadata ?? {};
  const spec = pod.spec;
  const status = pod.status;
  const scheduled = status?.conditions?.filter((c) => c.type === "PodScheduled");
  const execdVolume = spec?.volumes?.filter((v) => v.name === EXECD_VOLUME && v.hostPath);
  return {
    metadata: {
      name: m.name,
      namespace: m.namespace,
      uid: m.uid,
      resourceVersion: m.resourceVersion,
      ...(m.labels ? { labels: m.labels } : {}),
      ...(m.annotations ? { annotations: m.annotations } : {}),
      ...(m.deletionTimestamp ? { deletionTimestamp: m.deletionTimestamp } : {}),
    },
    ...(spec
      ? {
          spec: {
            containers: spec.containers.map((c) => ({ name: c.name, image: c.image })),
            ...(spec.nodeName ? { nodeName: spec.nodeName } : {}),
            ...(spec.imagePullSecrets ? { imagePullSecrets: spec.imagePullSecrets } : {}),
            ...(execdVolume?.length ? { volumes: execdVolume.map((v) => ({ name: v.name, hostPath: { path: v.hostPath!.path } })) } : {}),
          },
        }
      : {}),
    ...(status
      ? {
          status: {
            ...(status.phase ? { phase: status.phase } : {}),
            ...(status.reason ? { reason: status.reason } : {}),
            ...(status.message ? { message: status.message } : {}),
            ...(status.podIP ? { podIP: status.podIP } : {}),
            ...(scheduled?.length ? { conditions: scheduled.map((c) => ({ type: c.type, status: c.status, ...(c.reason ? { reason: c.reason } : {}), ...(c.message ? { message: c.message } : {}) })) } : {}),
            ...(status.initContainerStatuses ? { initContainerStatuses: status.initContainerStatuses.map(container) } : {}),
            ...(status.containerStatuses ? { containerStatuses: status.containerStatuses.map(container) } : {}),
          },
        }
      : {}),
  };
}

// The identity a deployed server has: the chart's ServiceAccount with the chart's Role (from the
// rendered manifest, deploy/kubernetes/opensandbox.yaml) in the bench's namespace, authenticated
// by a ServiceAccount token as a Pod's would be, and the shared secret key from the environment.
// Servers the bench starts on this identity cost the API server what a Deployment's replicas do
// (token checks are cached by the API server; an admin client certificate is verified on every
// request) and prove the Role suffices at fleet size.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as k8s from "../../../packages/server/node_modules/@kubernetes/client-node/dist/index.js";
import { kubeApi } from "../../../packages/server/src/runtime/kube-api.ts";
import { ensureCrds, sharedSecretKeyText } from "../../../packages/server/src/store/kubernetes.ts";

const MANIFEST = fileURLToPath(new URL("../../../deploy/kubernetes/opensandbox.yaml", import.meta.url));
const ACCOUNT = "opensandbox";

export type ServerIdentity = {
  /** A kubeconfig file holding the ServiceAccount's token ([kubernetes] kubeconfig_path). */
  kubeconfigPath: string;
  /** OPENSANDBOX_SECRET_KEY, as the chart's Secret gives it. */
  env: Record<string, string>;
  /** Removes what lives outside the namespace (the ClusterRole and its binding). */
  remove(): Promise<void>;
};

type ManifestDoc = { kind?: string; rules?: k8s.V1PolicyRule[] };

export async function serverIdentity(kc: k8s.KubeConfig, namespace: string, storeName: string): Promise<ServerIdentity> {
  const docs = readFileSync(MANIFEST, "utf8")
    .split(/^---$/m)
    .filter((text) => /^[^#\s]/m.test(text))
    .map((text) => k8s.loadYaml<ManifestDoc | null>(text));
  const rulesOf = (kind: string): k8s.V1PolicyRule[] => {
    const doc = docs.find((d) => d?.kind === kind);
    if (!doc?.rules?.length) throw new Error(`${MANIFEST} has no ${kind} with rules`);
    return doc.rules;
  };
  const core = kubeApi(kc, k8s.CoreV1Api);
  const rbac = kubeApi(kc, k8s.RbacAuthorizationV1Api);
  // The chart installs the CRDs (crds/); the server's Role only reads them.
  await ensureCrds(kc);
  const subject = { kind: "ServiceAccount", name: ACCOUNT, namespace };
  await core.createNamespacedServiceAccount({ namespace, body: { metadata: { name: ACCOUNT } } });
  await rbac.createNamespacedRole({ namespace, body: { metadata: { name: ACCOUNT }, rules: rulesOf("Role") } });
  await rbac.createNamespacedRoleBinding({ namespace, body: { metadata: { name: ACCOUNT }, roleRef: { apiGroup: "rbac.authorization.k8s.io", kind: "Role", name: ACCOUNT }, subjects: [subject] } });
  // Cluster-wide, so not removed with the namespace: removed by remove(), also when a step below fails.
  const clusterName = `${namespace}-crds`;
  const remove = async () => {
    await rbac.deleteClusterRoleBinding({ name: clusterName }).catch(() => undefined);
    await rbac.deleteClusterRole({ name: clusterName }).catch(() => undefined);
  };
  try {
    await rbac.createClusterRole({ body: { metadata: { name: clusterName, labels: { "opensandbox.io/bench": "kwok" } }, rules: rulesOf("ClusterRole") } });
    await rbac.createClusterRoleBinding({
      body: { metadata: { name: clusterName, labels: { "opensandbox.io/bench": "kwok" } }, roleRef: { apiGroup: "rbac.authorization.k8s.io", kind: "ClusterRole", name: clusterName }, subjects: [subject] },
    });
    // The key the replicas share, in the Secret the store keeps it in (the bench's observer reads it there).
    const key = await sharedSecretKeyText(kc, namespace, storeName);
    const token = await core.createNamespacedServiceAccountToken({ name: ACCOUNT, namespace, body: { spec: { expirationSeconds: 6 * 3600 } as k8s.V1TokenRequestSpec } });
    const cluster = kc.getCurrentCluster();
    if (!cluster) throw new Error("the kubeconfig has no current cluster");
    const ca = cluster.caData ?? (cluster.caFile ? readFileSync(cluster.caFile).toString("base64") : undefined);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "osb-kwok-sa-")), "kubeconfig.json");
    writeFileSync(
      file,
      JSON.stringify({
        apiVersion: "v1",
        kind: "Config",
        clusters: [{ name: "bench", cluster: { server: cluster.server, ...(ca ? { "certificate-authority-data": ca } : {}) } }],
        users: [{ name: ACCOUNT, user: { token: token.status!.token } }],
        contexts: [{ name: "bench", context: { cluster: "bench", user: ACCOUNT, namespace } }],
        "current-context": "bench",
      }),
      { mode: 0o600 },
    );
    return { kubeconfigPath: file, env: { OPENSANDBOX_SECRET_KEY: key }, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

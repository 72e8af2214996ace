#!/usr/bin/env bash
# Checks the server's Kubernetes deployment (deploy/): `helm lint`, the plain manifests
# (deploy/kubernetes/opensandbox.yaml) equal to `helm template`, then installs the chart into the
# dev cluster in a namespace of its own, waits for the server Pods and the execd installer to be
# ready, creates a sandbox through the Service (its Pod mounts execd from the node, and execd
# announces itself), runs a command in it through the server proxy, scrapes /metrics, checks
# the ServiceAccount's least privilege, checks a sandbox on a node whose execd install has not
# finished (Pending, then Running once installed), and uninstalls. Needs the running dev cluster
# (scripts/k8s/cluster.sh start) and the test images (scripts/docker-setup.sh).
#
# Usage: bash scripts/k8s/deploy-check.sh [--render | --static]
#   --render   rewrite deploy/kubernetes/opensandbox.yaml from the chart and stop
#   --static   lint and compare only (no cluster)
set -euo pipefail
cd "$(dirname "$(realpath "${BASH_SOURCE[0]}")")/../.."
HELM="$(bash scripts/k8s/helm.sh)"
CHART=deploy/helm/opensandbox
PLAIN=deploy/kubernetes/opensandbox.yaml
t0=$(date +%s)
say() { printf 'deploy-check: %s (%ss)\n' "$*" "$(($(date +%s) - t0))"; }
die() { printf 'deploy-check: FAILED: %s\n' "$*" >&2; exit 1; }

# The plain manifests are the chart rendered for release "opensandbox" in namespace
# "opensandbox", with the namespace and without a generated Secret (its keys are created by hand).
render() {
  printf '# Rendered from deploy/helm/opensandbox by scripts/k8s/deploy-check.sh --render; do not edit.\n'
  printf '# Create the Secret first (deploy/kubernetes/README.md), then: kubectl apply -f %s\n' "$PLAIN"
  "$HELM" template opensandbox "$CHART" --namespace opensandbox --set createNamespace=true --set existingSecret=opensandbox --include-crds
}
if [ "${1:-}" = --render ]; then
  render >"$PLAIN"
  echo "wrote $PLAIN"
  exit 0
fi

"$HELM" lint --strict "$CHART" >/dev/null || "$HELM" lint --strict "$CHART"
say "helm lint passed"
diff -u "$PLAIN" <(render) >&2 || die "$PLAIN differs from the chart; run: bash scripts/k8s/deploy-check.sh --render"
say "the plain manifests match helm template"
CRDS="$CHART/crds/opensandbox.io.yaml"
diff -u "$CRDS" <(node scripts/k8s/crds.ts) >&2 || die "$CRDS differs from the server's definitions; run: node scripts/k8s/crds.ts > $CRDS"
say "the chart's CRDs are the server's"
[ "${1:-}" = --static ] && exit 0

# --- install into the dev cluster -----------------------------------------------------------------
eval "$(bash scripts/k8s/cluster.sh env)"
bash scripts/k8s/cluster.sh status >/dev/null || die "the dev cluster is not running (scripts/k8s/cluster.sh start)"
# Pods reach the API server through the kubernetes Service (a cluster started before that rule existed gets it now).
bash scripts/k8s/cluster.sh network
server_image="$(bash scripts/k8s/server-image.sh --load)"
execd_image="$(bash scripts/k8s/execd-image.sh --load)"
bash scripts/k8s/load-image.sh opensandbox/busybox:local >/dev/null
say "images in the cluster: $server_image $execd_image"

ns="osb-deploy-check-$$"
release=osb
svc="$release-opensandbox"
key="deploy-check-$RANDOM$RANDOM"
# The node is this machine: the execd installer writes here (a directory of this check's own, so
# that checks of other builds running at once do not clean each other's builds away).
builds="/var/lib/opensandbox/deploy-check-$$"
build="${execd_image##*:}"
cleanup() {
  "$HELM" uninstall "$release" -n "$ns" --wait --timeout 60s >/dev/null 2>&1 || true
  # The sandboxes' Pods and Secrets are not the chart's: they go with the namespace.
  kubectl delete namespace "$ns" --wait=true --timeout=90s >/dev/null 2>&1 || true
  rm -rf "$builds"
}
trap cleanup EXIT
# The server Pod's log, when something below fails.
on_fail() { kubectl -n "$ns" logs "deploy/$svc" --tail=40 >&2 2>/dev/null || true; kubectl -n "$ns" get pods -o wide >&2 2>/dev/null || true; }
trap 'on_fail' ERR

# Builds of earlier releases (the newest two stay beside this one: execdInstall.keepVersions 3)
# and an unfinished copy of an installer that died (removed after an hour).
for i in 1 2 3 4; do mkdir -p "$builds/old-$i/bin" && touch -d "-$i hours" "$builds/old-$i"; done
mkdir -p "$builds/.tmp-old-1-gone-pod" && touch -d "-2 hours" "$builds/.tmp-old-1-gone-pod"
"$HELM" install "$release" "$CHART" -n "$ns" --create-namespace \
  --set image.repository="${server_image%:*}" --set image.tag="${server_image##*:}" --set execdImage="$execd_image" \
  --set apiKey="$key" --set logLevel=debug --set execdInstall.hostPath="$builds" --wait --timeout 180s >/dev/null
say "helm install: the server Pods and the execd installer are ready"
[ -x "$builds/$build/bin/osb-init" ] || die "the installer did not put execd's build at $builds/$build"
[ "$(ls -A "$builds" | sort | tr '\n' ' ')" = "$build old-1 old-2 " ] || die "expected the build and the two newest old ones in $builds, found: $(ls -A "$builds")"
[ "$(stat -c %U "$builds/$build/bin/osb-init")" = root ] && [ -z "$(find "$builds/$build" -perm /022 ! -type l)" ] ||
  die "the installed build is writable by others than root"
say "the node has execd's build $build (root-owned, read-only to others); the oldest builds and a dead copy were removed"
# The installer's privileges: its one host directory, no API token, no capabilities, read-only root.
inst="$(kubectl -n "$ns" get daemonset "$svc-execd" -o jsonpath='{.spec.template.spec.automountServiceAccountToken} {.spec.template.spec.volumes[*].hostPath.path} {.spec.template.spec.containers[0].securityContext.capabilities.drop} {.spec.template.spec.containers[0].securityContext.capabilities.add} {.spec.template.spec.containers[0].securityContext.readOnlyRootFilesystem} {.spec.template.spec.containers[0].securityContext.allowPrivilegeEscalation}')"
[ "$inst" = "false $builds [\"ALL\"]  true false" ] || die "the installer has more than it needs (token, host paths, drop, add, read-only root, escalation): $inst"
say "the installer: no API token, only $builds of the host, no capabilities, read-only root"
ip="$(kubectl -n "$ns" get service "$svc" -o jsonpath='{.spec.clusterIP}')"
api="http://$ip:8080"
call() { curl -sS -m 30 -H "OPEN-SANDBOX-API-KEY: $key" -H 'content-type: application/json' "$@"; }

[ "$(curl -s -o /dev/null -w '%{http_code}' "$api/v1/sandboxes")" = 401 ] || die "the API answered without the key"
id="$(call -X POST "$api/v1/sandboxes" -d '{"image":{"uri":"opensandbox/busybox:local"},"entrypoint":["sleep","300"],"timeout":300,"resourceLimits":{"cpu":"500m","memory":"64Mi"}}' |
  sed -n 's/.*"id":"\([^"]*\)".*/\1/p')"
[ -n "$id" ] || die "create returned no id"
state=""
for _ in $(seq 1 120); do
  state="$(call "$api/v1/sandboxes/$id" | sed -n 's/.*"state":"\([A-Za-z]*\)".*/\1/p')"
  [ "$state" = Running ] || [ "$state" = Failed ] && break
  sleep 0.5
done
[ "$state" = Running ] || die "sandbox $id is ${state:-unknown}, not Running: $(call "$api/v1/sandboxes/$id")"
say "sandbox $id is Running (created through the Service $ip)"
# The chart's default mode: execd mounted from the node (no init container), and announced.
pod_execd="$(kubectl -n "$ns" get pod "sandbox-$id" -o jsonpath='{.spec.initContainers[*].name}|{.spec.volumes[?(@.name=="opensandbox")].hostPath.path}')"
[ "$pod_execd" = "|$builds/$build" ] || die "the sandbox Pod does not mount execd from the node (init containers|host path: $pod_execd)"
# Under load the server may find execd serving (its own connect) before the announce arrives.
announced=""
for _ in $(seq 1 30); do
  kubectl -n "$ns" logs -l app.kubernetes.io/instance="$release",app.kubernetes.io/component=server --tail=-1 | grep "execd announced itself" | grep -q "$id" && { announced=1; break; }
  sleep 1
done
[ -n "$announced" ] || die "no replica logged execd's announce of $id: $(kubectl -n "$ns" logs -l app.kubernetes.io/instance="$release",app.kubernetes.io/component=server --tail=-1 | grep -i announce | tail -5)"
say "its Pod mounts execd from $builds/$build (no init container), and execd announced itself to the server"

# A command through the server proxy, which adds the sandbox's execd token.
out="$(call -X POST "$api/v1/sandboxes/$id/proxy/44772/command" -d "{\"command\":\"echo hello from \$(hostname); touch /opt/opensandbox/bin/osb-init 2>/dev/null || echo execd-read-only\"}")"
grep -q "hello from sandbox-$id" <<<"$out" || die "the command's output is missing: $out"
grep -q "execd-read-only" <<<"$out" || die "the sandbox (root) could write the node's execd build: $out"
say "ran a command in the sandbox through the server proxy; the node's execd build is read-only to it"

metrics="$(curl -sS -m 10 "http://$ip:9464/metrics")"
grep -q "^opensandbox_sandboxes{state=\"Running\",runtime=\"kubernetes\",runtime_class=\"default\"} 1$" <<<"$metrics" ||
  die "/metrics does not count the Running sandbox: $(grep '^opensandbox_sandboxes{' <<<"$metrics")"
for kind in sandboxes sandboxsnapshots; do
  grep -q "^opensandbox_store_cache_live{kind=\"$kind\"} 1$" <<<"$metrics" ||
    die "the store's cache of $kind is not live (its list or watch fails; RBAC?): $(grep '^opensandbox_store_cache_live' <<<"$metrics")"
done
say "the Service's metrics port counts it, and the store's caches are live (the Role lets them list and watch)"

# Least privilege: it may manage sandbox Pods but not read Secrets, nor act outside its namespace,
# nor write CustomResourceDefinitions (the chart installs them).
sa="system:serviceaccount:$ns:$svc"
[ "$(kubectl auth can-i create pods -n "$ns" --as "$sa")" = yes ] || die "the server may not create Pods"
[ "$(kubectl auth can-i get secrets -n "$ns" --as "$sa" || true)" = no ] || die "the server may read Secrets"
[ "$(kubectl auth can-i list pods -n default --as "$sa" || true)" = no ] || die "the server may list Pods outside its namespace"
[ "$(kubectl auth can-i create customresourcedefinitions --as "$sa" 2>/dev/null || true)" = no ] || die "the server may create CustomResourceDefinitions"
say "RBAC: Pods yes, reading Secrets no, other namespaces no, CRDs read-only"

# Two replicas share the records (in the cluster): the sandbox is an object of the namespace, and
# when the replica that created it goes, the other one serves it.
servers=($(kubectl -n "$ns" get pods -l app.kubernetes.io/name=opensandbox,app.kubernetes.io/component=server -o jsonpath='{.items[*].metadata.name}'))
[ "${#servers[@]}" = 2 ] || die "expected 2 server replicas, found ${#servers[@]}: ${servers[*]}"
kubectl -n "$ns" get "sandboxes.opensandbox.io" -o name | grep -q . || die "no sandbox record in the namespace"
kubectl -n "$ns" delete pod "${servers[0]}" --wait=true --timeout=60s >/dev/null
for _ in 1 2 3 4 5; do
  [ "$(call "$api/v1/sandboxes/$id" | sed -n 's/.*"state":"\([A-Za-z]*\)".*/\1/p')" = Running ] || die "sandbox $id is not Running after a replica went: $(call "$api/v1/sandboxes/$id")"
done
say "2 replicas; with ${servers[0]} gone, the sandbox is still Running through the Service"

[ "$(call -o /dev/null -w '%{http_code}' -X DELETE "$api/v1/sandboxes/$id")" = 204 ] || die "delete failed"
! kubectl -n "$ns" get pod "sandbox-$id" >/dev/null 2>&1 || die "the sandbox's Pod is still there after delete"

# A node whose execd install has not finished: the installer is kept off the node and the build
# removed; a sandbox then stays Pending (kubelet retries the hostPath mount, never runs another
# build), and runs once the installer is back and has put the build in place.
ds="$svc-execd"
kubectl -n "$ns" patch daemonset "$ds" --type merge -p '{"spec":{"template":{"spec":{"nodeSelector":{"opensandbox.io/deploy-check":"no-node"}}}}}' >/dev/null
kubectl -n "$ns" wait --for=delete pod -l app.kubernetes.io/component=execd-installer --timeout=60s >/dev/null
rm -rf "${builds:?}/$build"
id="$(call -X POST "$api/v1/sandboxes" -d '{"image":{"uri":"opensandbox/busybox:local"},"entrypoint":["sleep","300"],"timeout":300,"resourceLimits":{"cpu":"500m","memory":"64Mi"}}' |
  sed -n 's/.*"id":"\([^"]*\)".*/\1/p')"
[ -n "$id" ] || die "create returned no id"
# The Kubernetes store writes a create's routine progress only once it is slow (10 s Pending).
for _ in $(seq 40); do
  got="$(call "$api/v1/sandboxes/$id")"
  grep -q "waits for execd's build at $builds/$build" <<<"$got" && break
  sleep 1
done
grep -q '"state":"Pending"' <<<"$got" && grep -q "waits for execd's build at $builds/$build" <<<"$got" ||
  die "a sandbox on a node without execd's build is not Pending with the reason after 40 s: $got"
kubectl -n "$ns" get events --field-selector involvedObject.name="sandbox-$id",reason=FailedMount -o jsonpath='{.items[*].message}' | grep -q "$builds/$build" ||
  die "kubelet reported no failed mount of $builds/$build"
say "without the node's install, sandbox $id is Pending: $(sed -n 's/.*"message":"\([^"]*\)".*/\1/p' <<<"$got")"
kubectl -n "$ns" patch daemonset "$ds" --type json -p '[{"op":"remove","path":"/spec/template/spec/nodeSelector"}]' >/dev/null
kubectl -n "$ns" rollout status daemonset "$ds" --timeout=60s >/dev/null
installed=$(date +%s)
for _ in $(seq 1 300); do
  state="$(call "$api/v1/sandboxes/$id" | sed -n 's/.*"state":"\([A-Za-z]*\)".*/\1/p')"
  [ "$state" = Running ] || [ "$state" = Failed ] && break
  sleep 0.5
done
[ "$state" = Running ] || die "sandbox $id is ${state:-unknown} after the install, not Running: $(call "$api/v1/sandboxes/$id")"
out="$(call -X POST "$api/v1/sandboxes/$id/proxy/44772/command" -d '{"command":"echo late-install-ok"}')"
grep -q "late-install-ok" <<<"$out" || die "the command's output is missing: $out"
say "once the installer was back, sandbox $id ran $(($(date +%s) - installed)) s later (kubelet's mount retry), and a command works"
[ "$(call -o /dev/null -w '%{http_code}' -X DELETE "$api/v1/sandboxes/$id")" = 204 ] || die "delete failed"
trap - ERR
cleanup
trap - EXIT
say "uninstalled; all passed"

# shellcheck shell=bash disable=SC2034 # (the scripts that source this use the variables)
# Shared settings of scripts/k8s/*.sh (sourced, not run). Every path and version lives here.
# Environment (all optional):
#   OSB_K8S_CACHE   built binaries, sources, pause image (default ~/.cache/opensandbox-ts/k8s/v1.34.4);
#                   kept across runs, so only the first build is slow
#   OSB_K8S_STATE   the cluster's persistent state: certificates, kubeconfigs, etcd, containerd's image
#                   store, kubelet, logs (default /var/lib/opensandbox-k8s)
#   OSB_K8S_RUN     sockets and pid files (default /run/opensandbox-k8s)
#   OSB_K8S_POD_PIDS_LIMIT  kubelet's podPidsLimit (default 512). Keep it equal to the Docker
#                   runtime's `[docker] pids_limit` (default 512 as well).
K8S_VERSION=v1.34.4        # kube-* binaries and kubectl (1.35+ kubelets refuse cgroup v1)
K8S_API_VERSION=v0.34.4    # the published k8s.io/* staging modules of that release
ETCD_VERSION=v3.6.16
KWOK_VERSION=v0.8.0
CRICTL_VERSION=v1.34.0     # sigs.k8s.io/cri-tools: crictl, used to stop pods cleanly on `stop`
PAUSE_TAG=3.10.1           # build/pause/Makefile of that Kubernetes release
PAUSE_IMAGE=registry.k8s.io/pause:$PAUSE_TAG

K8S_CACHE="${OSB_K8S_CACHE:-$HOME/.cache/opensandbox-ts/k8s/$K8S_VERSION}"
K8S_BIN="$K8S_CACHE/bin"
K8S_STATE="${OSB_K8S_STATE:-/var/lib/opensandbox-k8s}"
K8S_RUN="${OSB_K8S_RUN:-/run/opensandbox-k8s}"
K8S_LOGS="$K8S_STATE/logs"
KUBECONFIG_PATH="$K8S_STATE/admin.kubeconfig" # stable path: `cluster.sh env` prints it
CONTAINERD_SOCK="$K8S_RUN/containerd/containerd.sock"
POD_PIDS_LIMIT="${OSB_K8S_POD_PIDS_LIMIT:-512}"

# Network: control plane on loopback; the node on its own bridge, which is also the CNI bridge and
# the pods' gateway (kubelet refuses a loopback node IP, and these kernels have no dummy module).
NODE_NAME=osb-node
BRIDGE=k8s0
BRIDGE_IP=10.244.0.1
POD_CIDR=10.244.0.0/24
SERVICE_CIDR=10.96.0.0/16
SERVICE_IP=10.96.0.1 # the `kubernetes` Service: first address of SERVICE_CIDR
APISERVER_PORT=6443

K8S_COMPONENTS=(kube-apiserver kube-controller-manager kube-scheduler kubelet kubectl kube-proxy)

k8s_say() { printf '%s: %s\n' "${K8S_SCRIPT:-k8s}" "$*"; }
k8s_warn() { printf '%s: WARNING: %s\n' "${K8S_SCRIPT:-k8s}" "$*" >&2; }
k8s_die() {
  printf '%s: ERROR: %s\n' "${K8S_SCRIPT:-k8s}" "$*" >&2
  exit 1
}
k8s_elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1fs", b - a }'; }
k8s_need_root() { [ "$(id -u)" = 0 ] || k8s_die "$1 needs root"; }

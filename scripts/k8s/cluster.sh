#!/usr/bin/env bash
# A real single-node Kubernetes v1.34 cluster on this machine, for development and CI.
#
# Usage: bash scripts/k8s/cluster.sh start|stop|status|env|network
#   start   start everything (a few seconds with built binaries; returns at once when the
#           cluster is already healthy). Each start is a fresh, empty cluster; images loaded
#           into its containerd (scripts/k8s/load-image.sh) and the certificates are kept.
#   stop    stop pods and daemons, unmount, remove the bridge, the iptables rules and the
#           cluster's data (etcd, kubelet), restore the sysctls kubelet changed
#   status  one line per component; exit 0 only when all are healthy and the node is Ready
#   env     prints `export KUBECONFIG=...` and PATH (kubectl, crictl): eval "$(... env)"
#   network re-applies the host's network setup (bridge, routes, iptables rules) of a running
#           cluster, idempotently: rules added to this script since the cluster started
#
# Layout (scripts/k8s/lib.sh has the paths and versions; binaries come from build.sh):
#   control plane on 127.0.0.1: etcd :2379 (TLS), kube-apiserver :6443, controller-manager and
#   scheduler (QPS 100, burst 200); the node "osb-node" on the bridge k8s0 10.244.0.1/24, which
#   is both kubelet's node IP and the CNI bridge the pods (10.244.0.0/24) hang off; kube-proxy
#   (iptables mode) for Services (10.96.0.0/16); a containerd of its own (own config, socket
#   and state: Docker's containerd is not touched). No CoreDNS: Services by IP only.
# Every daemon runs under a small supervisor (`cluster.sh _supervise`) that restarts it if it
# exits; logs are in $OSB_K8S_STATE/logs (default /var/lib/opensandbox-k8s/logs).
# OSB_K8S_PROFILING=true serves the API server's pprof (kubectl get --raw /debug/pprof/profile).
set -euo pipefail
K8S_SCRIPT=k8s-cluster
SELF="$(realpath "${BASH_SOURCE[0]}")"
# shellcheck source=lib.sh
. "$(dirname "$SELF")/lib.sh"
export PATH="$K8S_BIN:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

PKI="$K8S_STATE/pki"
CONF="$K8S_STATE/conf"
ETCD_DATA="$K8S_STATE/etcd"
KUBELET_DIR="$K8S_STATE/kubelet"
CNI_CONF_DIR="$CONF/cni"
CNI_IPAM_DIR="$K8S_STATE/cni-ipam"
CONTAINERD_ROOT="$K8S_STATE/containerd"
CONTAINERD_STATE="$K8S_RUN/containerd"
SYSCTL_SAVED="$K8S_STATE/sysctl.saved"
# Started in this order.
DAEMONS=(containerd etcd kube-apiserver kube-controller-manager kube-scheduler kubelet kube-proxy)
# Host sysctls the node changes: kubelet sets the first three at startup (and checks them only
# then, so they are put back once the node is Ready); kube-proxy the others (put back on stop).
KUBELET_SYSCTLS=(vm.overcommit_memory kernel.panic kernel.panic_on_oops)
PROXY_SYSCTLS=(net.ipv4.conf.all.route_localnet net.netfilter.nf_conntrack_max)
FWD_RULE=(FORWARD -i "$BRIDGE" -o "$BRIDGE" -m comment --comment opensandbox-k8s -j ACCEPT)
# Pods reach the tests' fake internet (scripts/netlab: the link osb-inet0, 198.18.0.0/15), as
# Docker's sandboxes do: the egress-policy tests run on both runtimes. Nothing else beyond the machine.
LAB_RULES=(
  "FORWARD -i $BRIDGE -o osb-inet0 -m comment --comment opensandbox-k8s-netlab -j ACCEPT"
  "FORWARD -i osb-inet0 -o $BRIDGE -m comment --comment opensandbox-k8s-netlab -j ACCEPT"
)
# The API server listens on loopback only, yet Pods that use in-cluster config (the server's
# Deployment, deploy/helm) reach it as the `kubernetes` Service (SERVICE_IP:443, which kube-proxy
# sends to BRIDGE_IP:APISERVER_PORT): connections from the bridge to either address go to
# 127.0.0.1 instead (route_localnet on the bridge; kube-proxy's KUBE-FIREWALL lets DNATed
# connections to loopback through). The API server still authenticates every request.
# The rules are an nftables table of their own whose NAT chain runs before iptables' (priority
# -110 < -100): the first NAT of a connection wins, so kube-proxy's own DNAT of the Service (to
# BRIDGE_IP:APISERVER_PORT, where nothing listens) never gets there first. As iptables rules they
# worked only when inserted after kube-proxy's jump, a race its first sync lost under load.
APISERVER_TABLE=osb_k8s_apiserver
# Rules of earlier versions of this script, removed when found.
OLD_APISERVER_RULES=(
  "PREROUTING -i $BRIDGE -d $SERVICE_IP/32 -p tcp --dport 443 -m comment --comment opensandbox-k8s-apiserver -j DNAT --to-destination 127.0.0.1:$APISERVER_PORT"
  "PREROUTING -i $BRIDGE -d $BRIDGE_IP/32 -p tcp --dport $APISERVER_PORT -m comment --comment opensandbox-k8s-apiserver -j DNAT --to-destination 127.0.0.1:$APISERVER_PORT"
)

kubectl() { command kubectl --kubeconfig "$KUBECONFIG_PATH" "$@"; }
crictl() { command crictl --runtime-endpoint "unix://$CONTAINERD_SOCK" --timeout 30s "$@"; }
ctr() { command ctr --address "$CONTAINERD_SOCK" "$@"; }

# --- supervision --------------------------------------------------------------------------------
# `cluster.sh _supervise NAME CMD...` (run detached with setsid) runs CMD, appends its output to
# logs/NAME.log and restarts it when it exits (1 s, doubling up to 30 s while it keeps crashing).
# SIGTERM to the supervisor stops the daemon and then the supervisor.
supervise() {
  local name="$1" child=0 stopping=0 delay=1 rc started
  shift
  trap 'stopping=1; [ "$child" = 0 ] || kill -TERM "$child" 2>/dev/null' TERM INT
  while [ "$stopping" = 0 ]; do
    printf '=== %s supervisor: starting %s\n' "$(date -Is)" "$*" >>"$K8S_LOGS/$name.log"
    started=$SECONDS
    "$@" </dev/null >>"$K8S_LOGS/$name.log" 2>&1 &
    child=$!
    echo "$child" >"$K8S_RUN/$name.pid"
    rc=0
    wait "$child" || rc=$?
    while kill -0 "$child" 2>/dev/null; do wait "$child" || rc=$?; done # woken by the trap
    child=0 # it is gone: never signal its (reusable) pid again
    [ "$stopping" = 0 ] || break
    if ((SECONDS - started > 60)); then delay=1; fi
    printf '=== %s supervisor: %s exited (status %s); restarting in %ss\n' "$(date -Is)" "$name" "$rc" "$delay" >>"$K8S_LOGS/$name.log"
    sleep "$delay" &
    wait $! || true
    delay=$((delay < 16 ? delay * 2 : 30))
  done
  rm -f "$K8S_RUN/$name.pid" "$K8S_RUN/$name.supervisor.pid"
}
start_daemon() { # $1: name, then the command
  local name="$1"
  shift
  setsid bash "$SELF" _supervise "$name" "$@" </dev/null >/dev/null 2>&1 8>&- 9>&- &
  echo $! >"$K8S_RUN/$name.supervisor.pid"
}
pid_of() { # $1: name, $2: pid|supervisor.pid; prints the pid if that process is alive
  local p
  p="$(cat "$K8S_RUN/$1.$2" 2>/dev/null)" || return 1
  [ -n "$p" ] && kill -0 "$p" 2>/dev/null && echo "$p"
}
stop_daemons() { # $@: names. TERM their supervisors (which TERM the daemons) all at once; KILL
  local name pids=() p i alive   # whatever is still alive after 15 s
  for name in "$@"; do
    for p in $(pid_of "$name" supervisor.pid) $(pid_of "$name" pid); do
      kill -TERM "$p" 2>/dev/null && pids+=("$p")
    done
  done
  for ((i = 0; i < 150; i++)); do
    alive=0
    for p in "${pids[@]+"${pids[@]}"}"; do kill -0 "$p" 2>/dev/null && alive=1 && break; done
    [ "$alive" = 1 ] || break
    sleep 0.1
  done
  for p in "${pids[@]+"${pids[@]}"}"; do
    kill -0 "$p" 2>/dev/null && { k8s_warn "$(tr '\0' ' ' </proc/"$p"/cmdline 2>/dev/null | cut -c1-80) (pid $p) ignored SIGTERM for 15 s; killing it"; kill -KILL "$p" 2>/dev/null || true; }
  done
  for name in "$@"; do rm -f "$K8S_RUN/$name.pid" "$K8S_RUN/$name.supervisor.pid"; done
}
wait_for() { # $1: what, $2: seconds, $3: daemon whose log to show on failure, then a command to poll
  local what="$1" secs="$2" daemon="$3" deadline
  shift 3
  deadline=$((SECONDS + secs))
  until "$@" >/dev/null 2>&1; do
    if ((SECONDS >= deadline)); then
      tail -n 25 "$K8S_LOGS/$daemon.log" >&2 || true
      k8s_die "$what not ready within ${secs}s (log: $K8S_LOGS/$daemon.log)"
    fi
    sleep 0.2
  done
}

# --- health -------------------------------------------------------------------------------------
curl_tls() { curl -sf -m 3 --cacert "$PKI/ca.crt" --cert "$PKI/$1.crt" --key "$PKI/$1.key" "$2"; }
healthy() { # $1: daemon
  case "$1" in
    containerd) ctr version ;;
    etcd) curl_tls apiserver-etcd-client https://127.0.0.1:2379/health | grep '"health":"true"' >/dev/null ;;
    kube-apiserver) curl_tls admin "https://127.0.0.1:$APISERVER_PORT/readyz" ;;
    kube-controller-manager) curl -skf -m 3 https://127.0.0.1:10257/healthz ;;
    kube-scheduler) curl -skf -m 3 https://127.0.0.1:10259/healthz ;;
    kubelet) curl -sf -m 3 http://127.0.0.1:10248/healthz ;;
    kube-proxy) curl -sf -m 3 http://127.0.0.1:10256/healthz ;;
  esac >/dev/null 2>&1
}
node_ready() {
  [ "$(kubectl get node "$NODE_NAME" -o 'jsonpath={.status.conditions[?(@.type=="Ready")].status}' 2>/dev/null)" = True ]
}
cluster_healthy() {
  local d
  for d in "${DAEMONS[@]}"; do pid_of "$d" supervisor.pid >/dev/null && healthy "$d" || return 1; done
  node_ready
}

# --- certificates and configuration -------------------------------------------------------------
# One CA; EC P-256 keys; 10-year certificates. Made once and kept (kubeconfigs stay valid).
cert() { # $1: file name, $2: subject, $3: extendedKeyUsage, $4: subjectAltName (optional)
  [ -s "$PKI/$1.crt" ] && return 0
  local ext="basicConstraints=CA:FALSE
keyUsage=critical,digitalSignature,keyEncipherment
extendedKeyUsage=$3"
  [ -z "${4:-}" ] || ext+="
subjectAltName=$4"
  openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj "$2" \
    -keyout "$PKI/$1.key" -out "$PKI/$1.csr" 2>/dev/null
  openssl x509 -req -in "$PKI/$1.csr" -CA "$PKI/ca.crt" -CAkey "$PKI/ca.key" -CAcreateserial \
    -days 3650 -extfile <(printf '%s\n' "$ext") -out "$PKI/$1.crt" 2>/dev/null
  rm -f "$PKI/$1.csr"
}
kubeconfig() { # $1: output file, $2: client cert name
  cat >"$1.tmp" <<EOF
apiVersion: v1
kind: Config
clusters:
- name: opensandbox
  cluster:
    server: https://127.0.0.1:$APISERVER_PORT
    certificate-authority-data: $(base64 -w0 "$PKI/ca.crt")
users:
- name: $2
  user:
    client-certificate-data: $(base64 -w0 "$PKI/$2.crt")
    client-key-data: $(base64 -w0 "$PKI/$2.key")
contexts:
- name: opensandbox
  context: {cluster: opensandbox, user: $2}
current-context: opensandbox
EOF
  mv -f "$1.tmp" "$1"
}
make_pki() {
  mkdir -p "$PKI"
  chmod 700 "$PKI"
  if [ ! -s "$PKI/ca.crt" ]; then
    openssl req -x509 -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 \
      -subj "/CN=opensandbox-k8s-ca" -keyout "$PKI/ca.key" -out "$PKI/ca.crt" 2>/dev/null
  fi
  local server=serverAuth client=clientAuth
  cert etcd-server "/CN=etcd" "$server,$client" "IP:127.0.0.1,DNS:localhost"
  cert apiserver-etcd-client "/CN=kube-apiserver-etcd-client" "$client"
  cert apiserver "/CN=kube-apiserver" "$server" \
    "IP:127.0.0.1,IP:$BRIDGE_IP,IP:$SERVICE_IP,DNS:localhost,DNS:kubernetes,DNS:kubernetes.default,DNS:kubernetes.default.svc,DNS:kubernetes.default.svc.cluster.local"
  cert apiserver-kubelet-client "/O=system:masters/CN=kube-apiserver-kubelet-client" "$client"
  cert admin "/O=system:masters/CN=opensandbox-admin" "$client"
  cert controller-manager "/CN=system:kube-controller-manager" "$client"
  cert scheduler "/CN=system:kube-scheduler" "$client"
  cert kube-proxy "/CN=system:kube-proxy" "$client"
  cert kubelet-client "/O=system:nodes/CN=system:node:$NODE_NAME" "$client"
  cert kubelet-server "/CN=$NODE_NAME" "$server" "IP:$BRIDGE_IP,IP:127.0.0.1,DNS:$NODE_NAME"
  if [ ! -s "$PKI/sa.pub" ]; then # service-account token signing key
    openssl ecparam -name prime256v1 -genkey -noout -out "$PKI/sa.key" 2>/dev/null
    openssl ec -in "$PKI/sa.key" -pubout -out "$PKI/sa.pub" 2>/dev/null
  fi
  local k
  for k in admin controller-manager scheduler kube-proxy kubelet-client; do
    [ -s "$PKI/$k.kubeconfig" ] || kubeconfig "$PKI/$k.kubeconfig" "$k"
  done
  [ -s "$KUBECONFIG_PATH" ] || cp "$PKI/admin.kubeconfig" "$KUBECONFIG_PATH"
}
write_configs() { # cheap: rewritten on every start, so edits here take effect at once
  mkdir -p "$CONF" "$CNI_CONF_DIR" "$CNI_IPAM_DIR"
  # containerd 1.6 (Debian). restrict_oom_score_adj: these VMs lack CAP_SYS_RESOURCE, so not even
  # root may lower an oom_score_adj, and runc fails on kubelet's -998 without it.
  cat >"$CONF/containerd.toml" <<EOF
version = 2
root = "$CONTAINERD_ROOT"
state = "$CONTAINERD_STATE"
disabled_plugins = ["io.containerd.snapshotter.v1.aufs", "io.containerd.snapshotter.v1.btrfs", "io.containerd.snapshotter.v1.devmapper", "io.containerd.snapshotter.v1.zfs", "io.containerd.internal.v1.tracing", "io.containerd.tracing.processor.v1.otlp"]
[grpc]
  address = "$CONTAINERD_SOCK"
[plugins."io.containerd.internal.v1.opt"]
  path = "$CONTAINERD_ROOT/opt"
[plugins."io.containerd.grpc.v1.cri"]
  sandbox_image = "$PAUSE_IMAGE"
  restrict_oom_score_adj = true
  stream_server_address = "127.0.0.1"
  [plugins."io.containerd.grpc.v1.cri".containerd]
    snapshotter = "overlayfs"
    default_runtime_name = "runc"
    [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc]
      runtime_type = "io.containerd.runc.v2"
      [plugins."io.containerd.grpc.v1.cri".containerd.runtimes.runc.options]
        SystemdCgroup = false
  [plugins."io.containerd.grpc.v1.cri".cni]
    bin_dir = "/usr/lib/cni"
    conf_dir = "$CNI_CONF_DIR"
EOF
  # The pods' network: Debian's bridge + host-local plugins on k8s0. hairpinMode lets a pod
  # reach itself through a Service.
  cat >"$CNI_CONF_DIR/10-opensandbox.conflist" <<EOF
{
  "cniVersion": "0.4.0",
  "name": "opensandbox-k8s",
  "plugins": [{
    "type": "bridge", "bridge": "$BRIDGE", "isGateway": true, "ipMasq": false, "hairpinMode": true,
    "ipam": {
      "type": "host-local", "dataDir": "$CNI_IPAM_DIR",
      "ranges": [[{"subnet": "$POD_CIDR", "gateway": "$BRIDGE_IP"}]],
      "routes": [{"dst": "0.0.0.0/0"}]
    }
  }]
}
EOF
  cat >"$CONF/scheduler.yaml" <<EOF
apiVersion: kubescheduler.config.k8s.io/v1
kind: KubeSchedulerConfiguration
clientConnection: {kubeconfig: "$PKI/scheduler.kubeconfig", qps: 100, burst: 200}
leaderElection: {leaderElect: false}
EOF
  # cgroupfs: containerd 1.6 lacks the CRI RuntimeConfig call, so kubelet uses this setting.
  # failCgroupV1: false: these machines run cgroup v1. podPidsLimit (OSB_K8S_POD_PIDS_LIMIT,
  # default 512) equals the Docker runtime's default `[docker] pids_limit` (512): keep them equal
  # for sandboxes to get the same on both runtimes.
  cat >"$CONF/kubelet.yaml" <<EOF
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
containerRuntimeEndpoint: unix://$CONTAINERD_SOCK
cgroupDriver: cgroupfs
failCgroupV1: false
failSwapOn: false
podPidsLimit: $POD_PIDS_LIMIT
address: $BRIDGE_IP
port: 10250
readOnlyPort: 0
healthzBindAddress: 127.0.0.1
healthzPort: 10248
tlsCertFile: $PKI/kubelet-server.crt
tlsPrivateKeyFile: $PKI/kubelet-server.key
authentication:
  anonymous: {enabled: false}
  webhook: {enabled: true}
  x509: {clientCAFile: $PKI/ca.crt}
authorization: {mode: Webhook}
podLogsDir: $K8S_STATE/pod-logs
resolvConf: /etc/resolv.conf
serializeImagePulls: false
evictionHard: {memory.available: 100Mi, nodefs.available: 2%, imagefs.available: 2%}
imageGCHighThresholdPercent: 100
imageGCLowThresholdPercent: 99
EOF
  # kube-proxy: iptables mode; it leaves the conntrack sysctls alone (0 = keep), and node ports
  # only on the node IP (localhost node ports would need route_localnet=1 host-wide).
  cat >"$CONF/kube-proxy.yaml" <<EOF
apiVersion: kubeproxy.config.k8s.io/v1alpha1
kind: KubeProxyConfiguration
clientConnection: {kubeconfig: "$PKI/kube-proxy.kubeconfig", qps: 50, burst: 100}
hostnameOverride: $NODE_NAME
mode: iptables
clusterCIDR: $POD_CIDR
healthzBindAddress: 127.0.0.1:10256
metricsBindAddress: 127.0.0.1:10249
nodePortAddresses: ["$BRIDGE_IP/32"]
iptables: {localhostNodePorts: false}
conntrack: {maxPerCore: 0, min: 0, tcpEstablishedTimeout: 0s, tcpCloseWaitTimeout: 0s}
EOF
}

# --- host networking and sysctls ----------------------------------------------------------------
net_up() {
  ip link show "$BRIDGE" >/dev/null 2>&1 || ip link add "$BRIDGE" type bridge
  ip addr show dev "$BRIDGE" | grep " $BRIDGE_IP/" >/dev/null || ip addr add "$BRIDGE_IP/24" dev "$BRIDGE"
  ip link set "$BRIDGE" up
  # Service IPs exist only as kube-proxy's DNAT rules. Route the range to the bridge, so that a
  # connection to a Service that has no rules yet stays on this machine instead of leaving by the
  # default route (the route goes away with the bridge).
  ip route replace "$SERVICE_CIDR" dev "$BRIDGE" src "$BRIDGE_IP"
  # Docker sets the FORWARD policy to DROP: let pod-to-pod (and Service) traffic on the bridge
  # through. Only bridge-to-bridge: pods reach nothing beyond this machine.
  iptables -C "${FWD_RULE[@]}" 2>/dev/null || iptables -I "${FWD_RULE[@]::1}" 1 "${FWD_RULE[@]:1}"
  sysctl -qw "net.ipv4.conf.$BRIDGE.route_localnet=1"
  local r
  for r in "${LAB_RULES[@]}"; do
    # shellcheck disable=SC2086 # each rule is a list of words
    iptables -C $r 2>/dev/null || iptables -I ${r%% *} 1 ${r#* }
  done
  for r in "${OLD_APISERVER_RULES[@]}"; do
    # shellcheck disable=SC2086 # each rule is a list of words
    while iptables -t nat -C $r 2>/dev/null; do iptables -t nat -D $r; done
  done
  # One transaction: the table is replaced whole (idempotent).
  nft -f - <<EOF
table ip $APISERVER_TABLE
delete table ip $APISERVER_TABLE
table ip $APISERVER_TABLE {
  chain prerouting {
    type nat hook prerouting priority -110; policy accept;
    iifname "$BRIDGE" ip daddr $SERVICE_IP tcp dport 443 dnat to 127.0.0.1:$APISERVER_PORT
    iifname "$BRIDGE" ip daddr $BRIDGE_IP tcp dport $APISERVER_PORT dnat to 127.0.0.1:$APISERVER_PORT
  }
}
EOF
}
net_down() {
  while iptables -C "${FWD_RULE[@]}" 2>/dev/null; do iptables -D "${FWD_RULE[@]}"; done
  local r
  for r in "${LAB_RULES[@]}"; do
    # shellcheck disable=SC2086
    while iptables -C $r 2>/dev/null; do iptables -D $r; done
  done
  for r in "${OLD_APISERVER_RULES[@]}"; do
    # shellcheck disable=SC2086
    while iptables -t nat -C $r 2>/dev/null; do iptables -t nat -D $r; done
  done
  nft delete table ip "$APISERVER_TABLE" 2>/dev/null || true
  # kube-proxy's and kubelet's chains, IPv4 and IPv6 (all named KUBE-*; Docker's are DOCKER-*):
  # drop the jumps to them from the built-in chains, then flush and delete them.
  local ipt t c
  for ipt in iptables ip6tables; do
    for t in filter nat mangle; do
      "$ipt" -t "$t" -S 2>/dev/null | awk '/^-A [A-Z]+ (.* )?-j KUBE-/ && $2 !~ /^KUBE-/' | sed 's/^-A/-D/' |
        while read -r rule; do eval "$ipt -t $t $rule" 2>/dev/null || true; done
      for c in $("$ipt" -t "$t" -S 2>/dev/null | awk '$1 == "-N" && $2 ~ /^KUBE-/ { print $2 }'); do
        "$ipt" -t "$t" -F "$c" 2>/dev/null || true
      done
      for c in $("$ipt" -t "$t" -S 2>/dev/null | awk '$1 == "-N" && $2 ~ /^KUBE-/ { print $2 }'); do
        "$ipt" -t "$t" -X "$c" 2>/dev/null || true
      done
    done
  done
  ! ip link show "$BRIDGE" >/dev/null 2>&1 || ip link del "$BRIDGE"
}
sysctl_save() { # the values before this cluster first touched them (kept if a start crashed)
  [ -s "$SYSCTL_SAVED" ] && return 0
  local k
  for k in "${KUBELET_SYSCTLS[@]}" "${PROXY_SYSCTLS[@]}"; do
    [ -e "/proc/sys/${k//.//}" ] && printf '%s=%s\n' "$k" "$(cat "/proc/sys/${k//.//}")"
  done >"$SYSCTL_SAVED.tmp"
  mv -f "$SYSCTL_SAVED.tmp" "$SYSCTL_SAVED"
}
sysctl_restore() { # $@: keys to restore (all saved ones if none given)
  [ -s "$SYSCTL_SAVED" ] || return 0
  local k v
  while IFS='=' read -r k v; do
    if [ "$#" -gt 0 ] && [[ " $* " != *" $k "* ]]; then continue; fi
    [ "$(cat "/proc/sys/${k//.//}" 2>/dev/null)" = "$v" ] || sysctl -qw "$k=$v" 2>/dev/null || k8s_warn "could not restore $k=$v"
  done <"$SYSCTL_SAVED"
}

# --- mounts and cgroups -------------------------------------------------------------------------
umount_under() { # $1 and everything mounted below it, deepest first (kubelet bind-mounts its
  local dir m i  # root dir onto itself, and mounts can be stacked: repeat while any is left)
  dir="$(realpath -m "$1")"
  for ((i = 0; i < 5; i++)); do
    m="$(awk -v d="$dir" '$2 == d || index($2, d "/") == 1 { print $2 }' /proc/self/mounts | sort -r)"
    [ -n "$m" ] || return 0
    while read -r m; do umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true; done <<<"$m"
  done
}
remove_cgroups() { # kubelet's kubepods tree; processes still in it (after a crash) are killed
  local d i left
  for ((i = 0; i < 30; i++)); do
    left="$(find /sys/fs/cgroup/pids/kubepods /sys/fs/cgroup/kubepods -name cgroup.procs -exec cat {} + 2>/dev/null || true)"
    [ -n "$left" ] || break
    # shellcheck disable=SC2086 # word splitting wanted: one pid per word
    kill -KILL $left 2>/dev/null || true
    sleep 0.1
  done
  for d in /sys/fs/cgroup/*/kubepods /sys/fs/cgroup/kubepods; do
    [ -d "$d" ] && find "$d" -depth -type d -exec rmdir {} \; 2>/dev/null
  done
  return 0
}

# --- start / stop -------------------------------------------------------------------------------
do_stop() {
  local t d p ns
  t=$(date +%s.%N)
  mkdir -p "$K8S_RUN" "$K8S_LOGS"
  printf '=== %s stop\n' "$(date -Is)" >>"$K8S_LOGS/stop.log"
  # The node's daemons first, so kubelet does not restart the pods crictl stops next.
  stop_daemons kubelet kube-proxy
  if pid_of containerd supervisor.pid >/dev/null && ctr version >/dev/null 2>&1; then
    # StopPodSandbox kills the containers, runs CNI DEL and removes the network namespace.
    crictl rmp -fa >>"$K8S_LOGS/stop.log" 2>&1 || k8s_warn "crictl rmp -fa failed (log: $K8S_LOGS/stop.log)"
  fi
  printf '%s: pods removed\n' "$(k8s_elapsed "$t")" >>"$K8S_LOGS/stop.log"
  # With no pods left, the rest at once (each takes seconds to shut down gracefully); etcd last,
  # since the API server's shutdown hangs while etcd is gone.
  stop_daemons kube-scheduler kube-controller-manager kube-apiserver containerd
  printf '%s: control plane and containerd stopped\n' "$(k8s_elapsed "$t")" >>"$K8S_LOGS/stop.log"
  stop_daemons "${DAEMONS[@]}"
  printf '%s: etcd stopped\n' "$(k8s_elapsed "$t")" >>"$K8S_LOGS/stop.log"
  # What crictl could not clean (after a crash): shims started for our containerd's socket, and
  # pod network namespaces with an address of our pod range.
  for p in $(pgrep -f containerd-shim 2>/dev/null || true); do
    if grep -qF -- "$CONTAINERD_SOCK" "/proc/$p/cmdline" 2>/dev/null; then kill -KILL "$p" 2>/dev/null || true; fi
  done
  for ns in /run/netns/cni-*; do
    [ -e "$ns" ] || continue
    if ip -n "${ns##*/}" -4 addr show 2>/dev/null | grep "inet ${POD_CIDR%.*}\." >/dev/null; then ip netns del "${ns##*/}" 2>/dev/null || true; fi
  done
  remove_cgroups
  umount_under "$KUBELET_DIR"
  umount_under "$CONTAINERD_STATE"
  umount_under "$CONTAINERD_ROOT"
  # Fresh cluster next time: etcd and kubelet state go, containerd's image store stays.
  rm -rf --one-file-system "$ETCD_DATA" "$KUBELET_DIR" "$CNI_IPAM_DIR" "$K8S_STATE/pod-logs" "$CONTAINERD_STATE" ||
    k8s_warn "could not remove all of the cluster's state (mounts left?): $(grep -F "$K8S_STATE" /proc/self/mounts | cut -d' ' -f2 | tr '\n' ' ')"
  net_down
  sysctl_restore && rm -f "$SYSCTL_SAVED"
  printf '%s: done\n' "$(k8s_elapsed "$t")" >>"$K8S_LOGS/stop.log"
  k8s_say "stopped ($(k8s_elapsed "$t"))"
}

do_start() {
  local t t0
  t0=$(date +%s.%N)
  if cluster_healthy; then
    k8s_say "already running (node $NODE_NAME Ready); export KUBECONFIG=$KUBECONFIG_PATH"
    return 0
  fi
  for b in "${K8S_COMPONENTS[@]}" etcd crictl; do
    [ -x "$K8S_BIN/$b" ] || k8s_die "$K8S_BIN/$b missing: run scripts/k8s/build.sh first"
  done
  [ -s "$K8S_CACHE/images/pause-$PAUSE_TAG.oci.tar" ] || k8s_die "pause image missing: run scripts/k8s/build.sh first"
  # Half-running or crashed earlier: clear it all and start clean.
  local d
  for d in "${DAEMONS[@]}"; do
    if pid_of "$d" supervisor.pid >/dev/null || pid_of "$d" pid >/dev/null || ip link show "$BRIDGE" >/dev/null 2>&1; then
      k8s_say "a previous cluster is partly running: stopping it first"
      do_stop
      break
    fi
  done
  mkdir -p "$K8S_RUN" "$K8S_LOGS" "$ETCD_DATA" "$KUBELET_DIR" "$K8S_STATE/pod-logs"
  chmod 700 "$ETCD_DATA"
  sysctl_save
  make_pki
  write_configs
  net_up

  t=$(date +%s.%N)
  printf '=== %s start\n' "$(date -Is)" >>"$K8S_LOGS/start.log"
  start_daemon containerd containerd --config "$CONF/containerd.toml"
  start_daemon etcd etcd --name osb --data-dir "$ETCD_DATA" \
    --listen-client-urls https://127.0.0.1:2379 --advertise-client-urls https://127.0.0.1:2379 \
    --listen-peer-urls http://127.0.0.1:2380 --initial-advertise-peer-urls http://127.0.0.1:2380 \
    --initial-cluster osb=http://127.0.0.1:2380 --listen-metrics-urls http://127.0.0.1:2381 \
    --cert-file "$PKI/etcd-server.crt" --key-file "$PKI/etcd-server.key" \
    --trusted-ca-file "$PKI/ca.crt" --client-cert-auth --log-level warn
  wait_for containerd 30 containerd ctr version
  if ! ctr -n k8s.io images check "name==$PAUSE_IMAGE" 2>/dev/null | grep complete >/dev/null; then
    ctr -n k8s.io images import "$K8S_CACHE/images/pause-$PAUSE_TAG.oci.tar" >>"$K8S_LOGS/containerd.log" 2>&1 ||
      k8s_die "importing $PAUSE_IMAGE into containerd failed"
  fi
  wait_for etcd 30 etcd healthy etcd
  printf '%s: etcd and containerd ready, pause image present\n' "$(k8s_elapsed "$t")" >>"$K8S_LOGS/start.log"
  start_daemon kube-apiserver kube-apiserver \
    --bind-address 127.0.0.1 --secure-port "$APISERVER_PORT" --advertise-address "$BRIDGE_IP" \
    --etcd-servers https://127.0.0.1:2379 --etcd-cafile "$PKI/ca.crt" \
    --etcd-certfile "$PKI/apiserver-etcd-client.crt" --etcd-keyfile "$PKI/apiserver-etcd-client.key" \
    --tls-cert-file "$PKI/apiserver.crt" --tls-private-key-file "$PKI/apiserver.key" \
    --client-ca-file "$PKI/ca.crt" \
    --kubelet-client-certificate "$PKI/apiserver-kubelet-client.crt" --kubelet-client-key "$PKI/apiserver-kubelet-client.key" \
    --kubelet-certificate-authority "$PKI/ca.crt" --kubelet-preferred-address-types InternalIP \
    --service-account-issuer https://kubernetes.default.svc.cluster.local \
    --service-account-key-file "$PKI/sa.pub" --service-account-signing-key-file "$PKI/sa.key" \
    --service-cluster-ip-range "$SERVICE_CIDR" --authorization-mode Node,RBAC \
    --enable-admission-plugins NodeRestriction --allow-privileged=true --profiling="${OSB_K8S_PROFILING:-false}"
  wait_for kube-apiserver 60 kube-apiserver healthy kube-apiserver
  printf '%s: kube-apiserver ready\n' "$(k8s_elapsed "$t")" >>"$K8S_LOGS/start.log"
  start_daemon kube-controller-manager kube-controller-manager \
    --bind-address 127.0.0.1 --kubeconfig "$PKI/controller-manager.kubeconfig" \
    --authentication-kubeconfig "$PKI/controller-manager.kubeconfig" \
    --authorization-kubeconfig "$PKI/controller-manager.kubeconfig" \
    --leader-elect=false --use-service-account-credentials \
    --service-account-private-key-file "$PKI/sa.key" --root-ca-file "$PKI/ca.crt" \
    --cluster-signing-cert-file "$PKI/ca.crt" --cluster-signing-key-file "$PKI/ca.key" \
    --service-cluster-ip-range "$SERVICE_CIDR" --kube-api-qps 100 --kube-api-burst 200 --profiling=false \
    --enable-hostpath-provisioner
  start_daemon kube-scheduler kube-scheduler --config "$CONF/scheduler.yaml" --bind-address 127.0.0.1 \
    --authentication-kubeconfig "$PKI/scheduler.kubeconfig" --authorization-kubeconfig "$PKI/scheduler.kubeconfig"
  start_daemon kubelet kubelet --config "$CONF/kubelet.yaml" --kubeconfig "$PKI/kubelet-client.kubeconfig" \
    --root-dir "$KUBELET_DIR" --node-ip "$BRIDGE_IP" --hostname-override "$NODE_NAME"
  start_daemon kube-proxy kube-proxy --config "$CONF/kube-proxy.yaml"
  for d in kube-controller-manager kube-scheduler kubelet kube-proxy; do wait_for "$d" 60 "$d" healthy "$d"; done
  printf '%s: all daemons healthy\n' "$(k8s_elapsed "$t")" >>"$K8S_LOGS/start.log"
  wait_for "node $NODE_NAME Ready" 90 kubelet node_ready
  printf '%s: node Ready\n' "$(k8s_elapsed "$t")" >>"$K8S_LOGS/start.log"
  # kubelet set these host-wide at startup and does not look at them again.
  sysctl_restore "${KUBELET_SYSCTLS[@]}"
  # Pods can be created once the default namespace has its service account.
  wait_for "service account default/default" 60 kube-controller-manager kubectl get serviceaccount default
  printf '%s: default service account\n' "$(k8s_elapsed "$t")" >>"$K8S_LOGS/start.log"
  # Claims (pvc volumes) get a directory on the node from controller-manager's hostPath
  # provisioner: a development stand-in for a real storage class, single-node only.
  kubectl apply -f - >/dev/null <<'YAML'
apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata:
  name: standard
  annotations: {storageclass.kubernetes.io/is-default-class: "true"}
provisioner: kubernetes.io/host-path
reclaimPolicy: Delete
volumeBindingMode: Immediate
YAML
  k8s_say "started in $(k8s_elapsed "$t0") (daemons $(k8s_elapsed "$t")); export KUBECONFIG=$KUBECONFIG_PATH"
}

do_status() {
  local d p ok=0
  for d in "${DAEMONS[@]}"; do
    if p="$(pid_of "$d" pid)"; then
      if healthy "$d"; then printf '%-24s running (pid %s), healthy\n' "$d" "$p"; else printf '%-24s running (pid %s), NOT healthy\n' "$d" "$p"; ok=1; fi
    else
      printf '%-24s stopped\n' "$d"
      ok=1
    fi
  done
  if node_ready; then printf '%-24s Ready\n' "node $NODE_NAME"; else printf '%-24s not Ready\n' "node $NODE_NAME"; ok=1; fi
  return "$ok"
}

print_env() {
  printf 'export KUBECONFIG=%q\n' "$KUBECONFIG_PATH"
  # shellcheck disable=SC2016 # $PATH is for the shell that evals this
  printf 'export PATH=%q:"$PATH"\n' "$K8S_BIN"
  printf 'export CONTAINER_RUNTIME_ENDPOINT=%q\n' "unix://$CONTAINERD_SOCK" # for crictl
}

case "${1:-}" in
  _supervise) shift; supervise "$@" ;;
  start | stop)
    k8s_need_root "cluster.sh $1"
    mkdir -p "$K8S_STATE"
    exec 8>"$K8S_STATE/cluster.lock" # one start/stop at a time
    flock -w 300 8 || k8s_die "another cluster.sh start/stop holds $K8S_STATE/cluster.lock"
    if [ "$1" = start ]; then do_start; else do_stop; fi
    ;;
  network)
    # The host's side of the cluster network again (idempotent): a running cluster gets rules
    # added here since it started, without a restart.
    k8s_need_root "cluster.sh network"
    ip link show "$BRIDGE" >/dev/null 2>&1 || k8s_die "the cluster is not running (no bridge $BRIDGE)"
    net_up
    ;;
  status) do_status ;;
  env) print_env ;;
  -h | --help | help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' ;;
  *) grep -m1 '^# Usage:' "$0" | sed 's/^# //' >&2; exit 2 ;;
esac

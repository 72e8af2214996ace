#!/usr/bin/env bash
# Copies local Docker images into the dev cluster's containerd (namespace k8s.io), where kubelet
# finds them: there is no registry to pull from, so Pods use them with imagePullPolicy Never or
# IfNotPresent (and a tag other than :latest, which means Always).
#
# Usage: bash scripts/k8s/load-image.sh IMAGE...     e.g. opensandbox/busybox:local
# An image already in the cluster with the same image id is skipped (seconds when nothing changed).
set -euo pipefail
K8S_SCRIPT=k8s-load-image
# shellcheck source=lib.sh
. "$(dirname "$(realpath "${BASH_SOURCE[0]}")")/lib.sh"
[ "$#" -gt 0 ] || k8s_die "usage: load-image.sh IMAGE..."
[ -S "$CONTAINERD_SOCK" ] || k8s_die "the cluster's containerd is not running ($CONTAINERD_SOCK): scripts/k8s/cluster.sh start"
crictl() { "$K8S_BIN/crictl" --runtime-endpoint "unix://$CONTAINERD_SOCK" "$@"; }

t=$(date +%s.%N)
todo=()
for img in "$@"; do
  id="$(docker image inspect -f '{{.Id}}' "$img" 2>/dev/null)" || k8s_die "no local Docker image $img"
  # crictl inspecti answers for the name only if containerd has it; compare the image id
  # (the config digest, the same in Docker and containerd).
  if [ "$(crictl inspecti -o go-template --template '{{.status.id}}' "$img" 2>/dev/null)" = "$id" ]; then
    k8s_say "$img: already in the cluster"
  else
    todo+=("$img")
  fi
done
if [ "${#todo[@]}" -gt 0 ]; then
  docker save "${todo[@]}" | ctr --address "$CONTAINERD_SOCK" -n k8s.io images import - >/dev/null ||
    k8s_die "import of ${todo[*]} failed"
  k8s_say "imported ${todo[*]} ($(k8s_elapsed "$t"))"
fi

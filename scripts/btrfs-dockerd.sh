#!/usr/bin/env bash
# A second Docker engine on a btrfs filesystem in a loop file, for the test that shows an
# engine-enforced disk limit (Docker's btrfs storage driver takes --storage-opt size; overlay2 on
# this kernel cannot). It has its own data root, exec root, pid file, socket and bridge
# (osb-btrfs0, 10.213.77.1/24) and makes no iptables rules, so the machine's engine, its networks
# and its image cache are never touched. Never `--bridge none`: a dockerd started so deletes the
# interface docker0, which belongs to the machine's engine.
#   scripts/btrfs-dockerd.sh start IMAGE...   prints the socket path; loads IMAGE(s) from the main engine
#   scripts/btrfs-dockerd.sh stop             stops the engine, unmounts, removes the loop file
# Needs root and mkfs.btrfs (btrfs-progs).
set -euo pipefail
BASE=${OSB_BTRFS_DIR:-/var/tmp/osb-btrfs-dockerd}
RUN=/run/osb-btrfs-dockerd
SOCK=$RUN/docker.sock
IMG=$BASE/fs.img
MNT=$BASE/mnt
BRIDGE=osb-btrfs0
# This engine's containerd shims (its containerd namespace).
SHIMS="containerd-shim-runc-v2 -namespace osb-btrfs "

# Unmounts everything mounted below $1, deepest first.
umount_below() {
  { grep -o " $1/[^ ]*" /proc/mounts || true; } | sort -r | while read -r m; do umount -l "$m" 2>/dev/null || true; done
}

stop() {
  if [ -f "$RUN/dockerd.pid" ]; then
    pid=$(cat "$RUN/dockerd.pid")
    if kill "$pid" 2>/dev/null; then
      for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -9 "$pid" 2>/dev/null || true
    elif [ -f "$BASE/dockerd.log" ]; then
      # It died before being asked to stop: say why, its log goes with the folder below.
      echo "btrfs-dockerd: dockerd (pid $pid) had already exited; the last lines of its log:" >&2
      tail -30 "$BASE/dockerd.log" >&2
    fi
  fi
  # Containers a dead dockerd left running: their shims outlive it. Killing a container's first
  # process ends its PID namespace.
  for shim in $(pgrep -f "$SHIMS" || true); do
    pkill -KILL -P "$shim" || true
    kill -9 "$shim" 2>/dev/null || true
  done
  for _ in $(seq 1 50); do pgrep -f "$SHIMS" >/dev/null || break; sleep 0.1; done
  if mountpoint -q "$MNT"; then
    # containerd shims of this engine may hold mounts below it.
    umount_below "$MNT"
    umount -l "$MNT" || true
  fi
  # A dockerd that died without cleaning up leaves its containers' network namespaces bind-mounted
  # below its exec root (nsfs); rm cannot remove those files while they are mounted.
  umount_below "$RUN"
  ip link del "$BRIDGE" 2>/dev/null || true
  rm -rf "$RUN" "$BASE"
}

case "${1:-}" in
  start)
    shift
    command -v mkfs.btrfs >/dev/null || { echo "mkfs.btrfs is missing: apt-get install btrfs-progs" >&2; exit 1; }
    [ "$(id -u)" = 0 ] || { echo "needs root (loop device, mount, dockerd)" >&2; exit 1; }
    stop
    mkdir -p "$BASE" "$MNT" "$RUN"
    truncate -s "${OSB_BTRFS_SIZE:-2G}" "$IMG"
    mkfs.btrfs -q "$IMG" >/dev/null
    mount -o loop "$IMG" "$MNT"
    ip link add "$BRIDGE" type bridge
    ip addr add 10.213.77.1/24 dev "$BRIDGE"
    ip link set "$BRIDGE" up
    dockerd --data-root "$MNT/docker" --exec-root "$RUN/exec" --pidfile "$RUN/dockerd.pid" \
      -H "unix://$SOCK" --storage-driver btrfs --bridge "$BRIDGE" --iptables=false --ip6tables=false --ip-masq=false \
      --containerd-namespace osb-btrfs --containerd-plugins-namespace osb-btrfs-plugins \
      >"$BASE/dockerd.log" 2>&1 &
    for _ in $(seq 1 150); do docker -H "unix://$SOCK" info >/dev/null 2>&1 && break; sleep 0.2; done
    docker -H "unix://$SOCK" info >/dev/null 2>&1 || { tail -20 "$BASE/dockerd.log" >&2; stop; exit 1; }
    for image in "$@"; do docker save "$image" | docker -H "unix://$SOCK" load -q >/dev/null; done
    echo "$SOCK"
    ;;
  stop) stop ;;
  *) echo "usage: $0 start IMAGE... | stop" >&2; exit 2 ;;
esac

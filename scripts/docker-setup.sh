#!/usr/bin/env bash
# Prepares this machine for the Docker runtime: Docker Engine running, local base images built
# without pulling (there is no reachable container registry here), and optionally a local
# registry on 127.0.0.1:5000 for tests that exercise image pulls.
#
# Usage: bash scripts/docker-setup.sh [--registry] [--defer-code-interpreter]
#   --registry (or OSB_LOCAL_REGISTRY=1)  also start the local registry and push
#                                         opensandbox/busybox:local to it
#   --defer-code-interpreter              everything but the code-interpreter image (the one slow
#                                         build): scripts/test.sh builds it in the background
#                                         with a second run while other steps go on
#
# Idempotent; a run where everything is already in place takes about a second.
# Environment:
#   OSB_CACHE_DIR              cache root (default ~/.cache/opensandbox-ts); rootfs tarballs go
#                              under images/, registry storage under registry/
#   OSB_DOCKER_STORAGE_DRIVER  force a storage driver when this script starts dockerd
#   OSB_REGISTRY_PORT          port of the local registry on 127.0.0.1 (default 5000)
#   OSB_DEBIAN_MIRROR          mirror for debootstrap (default http://deb.debian.org/debian)
#   OSB_DOCKER_DAEMON_JSON     dockerd's config file (default /etc/docker/daemon.json), where
#                              live-restore is turned on (sandboxes survive an engine restart)
#
# Images (each built only when `docker image inspect` does not find it):
#   opensandbox/busybox:local  Debian's static busybox + applet symlinks
#   opensandbox/debian-python:local  debootstrap minbase + python3
#   opensandbox/musl:local  Debian's busybox source built with musl-gcc, dynamically linked to
#                           musl (no glibc in it)
#   opensandbox/code-interpreter:local  drop-in for upstream's code-interpreter image: debootstrap
#       minbase + Debian's python3 (ipykernel, numpy, pandas, matplotlib), nodejs, openjdk-17, curl,
#       pip; kernels for Python, bash, JavaScript, TypeScript, Go and Java and upstream's entrypoint
#       /opt/code-interpreter/code-interpreter.sh (scripts/docker/code-interpreter/add-kernels.sh).
#       Rebuilt when its inputs change (label org.opensandbox.inputs); cold build about 14 min,
#       2-3 min when only the kernel scripts changed.
#       OSB_CODE_INTERPRETER_IMAGE builds it under another name.
# Only these names: other tags (busybox:latest, debian:bookworm, …) would shadow the real images
# of those names on the machine. Earlier versions of this script added such tags; one that still
# points at our build is reported with the command that removes it (it is not removed for you).
# Helper files live in scripts/docker/.
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE_DIR="${OSB_CACHE_DIR:-$HOME/.cache/opensandbox-ts}"
IMAGE_CACHE="$CACHE_DIR/images"
LOG_DIR="$CACHE_DIR/logs"
DOCKERD_LOG=/var/log/opensandbox-dockerd.log
REGISTRY_LOG=/var/log/opensandbox-registry.log
REGISTRY_ADDR="127.0.0.1:${OSB_REGISTRY_PORT:-5000}"
DEBIAN_MIRROR="${OSB_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
DEBIAN_SUITE=bookworm
DEBIAN_KEYRING=/usr/share/keyrings/debian-archive-keyring.gpg
DEFAULT_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin

BUSYBOX_IMAGE=opensandbox/busybox:local
BUSYBOX_OLD_TAGS=(busybox:latest)
PYTHON_IMAGE=opensandbox/debian-python:local
PYTHON_OLD_TAGS=(debian:bookworm)
PYTHON_TARBALL="$IMAGE_CACHE/debian-$DEBIAN_SUITE-minbase-python3-ca-certificates.tar"
MUSL_IMAGE=opensandbox/musl:local
MUSL_OLD_TAGS=(alpine:local)
MUSL_TARBALL="$IMAGE_CACHE/musl-busybox-from-debian-$DEBIAN_SUITE-source.tar"
CI_IMAGE="${OSB_CODE_INTERPRETER_IMAGE:-opensandbox/code-interpreter:local}"
CI_OLD_TAGS=(opensandbox/code-interpreter:latest)
# Everything from Debian. debootstrap lays down minbase + CI_BASE; CI_PACKAGES are then installed
# with apt-get --no-install-recommends inside the new root, because debootstrap's own resolver
# cannot handle them: it ignores virtual packages (python3-zmq needs python3-cffi-backend-api-*)
# and always takes the first alternative, so python3-fonttools' "python3-scipy | python3-munkres"
# would drag in scipy -> python3-pythran -> g++, Boost and Python headers (+500 MB). apt, given
# python3-munkres in the same transaction, takes that instead.
CI_BASE=python3,ca-certificates,procps
CI_PACKAGES="python3-ipykernel python3-jupyter-client python3-zmq jupyter-core jupyter-client python3-ipython"
CI_PACKAGES+=" python3-numpy python3-pandas python3-matplotlib python3-matplotlib-inline fonts-dejavu-core"
CI_PACKAGES+=" python3-munkres nodejs"
# What upstream's clients expect (curl, pip), bash_kernel's dependencies, and the Java kernel's JDK.
CI_PACKAGES+=" curl python3-pip python3-pexpect python3-filetype openjdk-17-jdk-headless"
# The package lists are part of the name, so changing them forces a fresh debootstrap.
CI_TARBALL="$IMAGE_CACHE/debian-$DEBIAN_SUITE-minbase-code-interpreter-$(printf '%s+%s' "$CI_BASE" "$CI_PACKAGES" | sha1sum | cut -c1-12).tar"
CI_KERNELS_DIR="$SCRIPT_DIR/docker/code-interpreter"
# Everything the image is made of: the package lists, the kernel scripts and sources (pinned
# versions inside), and the host Go toolchain copied into it.
ci_inputs_hash() {
  {
    printf '%s+%s\n' "$CI_BASE" "$CI_PACKAGES"
    (cd "$CI_KERNELS_DIR" && find . -path ./java-kernel/target -prune -o -type f -print | LC_ALL=C sort | xargs cat)
    go env GOVERSION 2>/dev/null || echo no-go
    command -v mvn >/dev/null 2>&1 && command -v javac >/dev/null 2>&1 || echo no-maven
  } | sha1sum | cut -c1-12
}
REGISTRY_IMAGE="$REGISTRY_ADDR/opensandbox/busybox:local"

want_registry="${OSB_LOCAL_REGISTRY:-0}"
defer_ci=0
for arg in "$@"; do
  case "$arg" in
    --registry) want_registry=1 ;;
    --defer-code-interpreter) defer_ci=1 ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "docker-setup: ERROR: unknown argument: $arg (try --help)" >&2
      exit 2
      ;;
  esac
done
case "$want_registry" in 1 | true | yes) want_registry=1 ;; *) want_registry=0 ;; esac

t_start=$(date +%s.%N)
say() { printf 'docker-setup: %s\n' "$*"; }
warn() { printf 'docker-setup: WARNING: %s\n' "$*" >&2; }
die() {
  printf 'docker-setup: ERROR: %s\n' "$*" >&2
  exit 1
}
need_root() { [ "$(id -u)" = 0 ] || die "$1 needs root (run as root or with sudo)"; }
elapsed() { awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1fs", b - a }'; }

# --- cleanup of temporary state (also on failure / interruption) ---------------------------
TMP_DIRS=()
POLICY_RC_CREATED=0
umount_under() { # unmount everything mounted below $1 (deepest first)
  local dir m
  dir="$(realpath -m "$1")"
  awk -v d="$dir/" 'index($2, d) == 1 { print $2 }' /proc/self/mounts | sort -r | while read -r m; do
    umount -l "$m" 2>/dev/null || true
  done
}
cleanup() {
  local d
  for d in "${TMP_DIRS[@]+"${TMP_DIRS[@]}"}"; do
    [ -d "$d" ] || continue
    umount_under "$d"
    rm -rf --one-file-system "$d" 2>/dev/null || true
  done
  if [ "$POLICY_RC_CREATED" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
new_tmp_dir() { # $1: name; sets TMP_DIR (not a $(...) helper: the trap must see TMP_DIRS)
  TMP_DIR="$(mktemp -d "$CACHE_DIR/tmp.$1.XXXXXX")"
  TMP_DIRS+=("$TMP_DIR")
}

mkdir -p "$CACHE_DIR" "$IMAGE_CACHE" "$LOG_DIR"
# One setup at a time (parallel test workers may all call this). fd 9 must not leak into the
# daemons started below, or they would hold the lock forever: they are started with 9>&-.
exec 9>"$CACHE_DIR/docker-setup.lock"
# Another run may be building the code-interpreter image from scratch (~14 min, longer on a busy
# machine): waiting for it beats building it twice.
if ! flock -n 9; then
  say "another docker-setup.sh holds $CACHE_DIR/docker-setup.lock; waiting for it (at most 45 min)"
  flock -w 2700 9 || die "another docker-setup.sh is still running after 45 min (lock $CACHE_DIR/docker-setup.lock)"
fi
for d in "$CACHE_DIR"/tmp.*; do # left by a run that was killed (we hold the lock: none is in use)
  [ -d "$d" ] || continue
  umount_under "$d"
  rm -rf --one-file-system "$d" 2>/dev/null || warn "could not remove stale $d"
done

# --- 1. packages ------------------------------------------------------------------------------
pkg_installed() { [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]; }
missing=()
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
pkg_installed busybox-static || missing+=(busybox-static)
command -v docker-registry >/dev/null 2>&1 || missing+=(docker-registry)
[ -f "$DEBIAN_KEYRING" ] || missing+=(debian-archive-keyring)
# mkfs.btrfs: the engine-enforced disk-limit test's own dockerd (scripts/btrfs-dockerd.sh).
command -v mkfs.btrfs >/dev/null 2>&1 || missing+=(btrfs-progs)
# nft: the server's network isolation rules (packages/server/src/runtime/docker-isolation.ts);
# ip and openssl: the fake internet of the network tests (scripts/netlab/fake-internet.sh).
command -v nft >/dev/null 2>&1 || missing+=(nftables)
command -v ip >/dev/null 2>&1 || missing+=(iproute2)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

if [ "${#missing[@]}" -eq 0 ]; then
  say "packages: present (dockerd, debootstrap, busybox-static, docker-registry, btrfs-progs, nftables, iproute2, openssl)"
else
  need_root "installing ${missing[*]}"
  t=$(date +%s.%N)
  apt_log="$LOG_DIR/apt.log"
  : >"$apt_log"
  apt_updated=0
  apt_update() {
    # Unreachable third-party sources make apt-get update exit non-zero; what matters is
    # whether the Debian packages become installable, which the install step checks.
    DEBIAN_FRONTEND=noninteractive apt-get update -q -o DPkg::Lock::Timeout=300 >>"$apt_log" 2>&1 ||
      warn "apt-get update reported errors (see $apt_log); continuing"
    apt_updated=1
  }
  for p in "${missing[@]}"; do
    if ! apt-cache show --no-all-versions "$p" >/dev/null 2>&1; then
      apt_update
      break
    fi
  done
  # Keep the packages' init scripts from starting dockerd / the registry (with its stock config,
  # on all interfaces) during the install: this script starts both itself, its own way.
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\n# temporary, from opensandbox scripts/docker-setup.sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    POLICY_RC_CREATED=1
  fi
  apt_install() {
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 \
      -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold \
      "${missing[@]}" >>"$apt_log" 2>&1
  }
  if ! apt_install; then
    if [ "$apt_updated" = 0 ]; then
      apt_update # stale package lists (404s) are the usual reason
      apt_install || { tail -n 15 "$apt_log" >&2; die "apt-get install ${missing[*]} failed (log: $apt_log)"; }
    else
      tail -n 15 "$apt_log" >&2
      die "apt-get install ${missing[*]} failed (log: $apt_log)"
    fi
  fi
  if [ "$POLICY_RC_CREATED" = 1 ]; then
    rm -f /usr/sbin/policy-rc.d
    POLICY_RC_CREATED=0
  fi
  hash -r
  command -v dockerd >/dev/null 2>&1 || die "dockerd still missing after installing docker.io"
  say "packages: installed ${missing[*]} ($(elapsed "$t"))"
fi
command -v docker >/dev/null 2>&1 || die "no docker client on PATH"

# --- 2. dockerd -------------------------------------------------------------------------------
DRIVER_FILE="$CACHE_DIR/dockerd-storage-driver" # remembers a vfs fallback across restarts
DOCKERD_PID=""
start_dockerd() { # $1: storage driver, or empty for dockerd's own choice
  local args=()
  [ -n "$1" ] && args+=(--storage-driver "$1")
  if [ -f /var/run/docker.pid ] && ! kill -0 "$(cat /var/run/docker.pid 2>/dev/null)" 2>/dev/null; then
    rm -f /var/run/docker.pid # left by a dockerd that died; dockerd refuses to start while it exists
  fi
  printf '\n=== %s: docker-setup.sh starts dockerd %s\n' "$(date -Is)" "${args[*]-}" >>"$DOCKERD_LOG"
  # setsid: own session, so it survives the calling shell; stdin/stdout detached.
  setsid nohup dockerd "${args[@]+"${args[@]}"}" </dev/null >>"$DOCKERD_LOG" 2>&1 9>&- &
  DOCKERD_PID=$!
}
wait_dockerd() { # 0 when docker info works; 1 on timeout; 2 when our dockerd exited
  local i
  for ((i = 0; i < 120; i++)); do
    docker info >/dev/null 2>&1 && return 0
    if [ -n "$DOCKERD_PID" ] && ! kill -0 "$DOCKERD_PID" 2>/dev/null; then return 2; fi
    sleep 0.5
  done
  return 1
}
stop_our_dockerd() {
  [ -n "$DOCKERD_PID" ] || return 0
  kill "$DOCKERD_PID" 2>/dev/null || true
  local i
  for ((i = 0; i < 40; i++)); do
    kill -0 "$DOCKERD_PID" 2>/dev/null || return 0
    sleep 0.5
  done
  die "dockerd (pid $DOCKERD_PID) did not stop"
}
# live-restore: sandboxes keep running while dockerd restarts or is upgraded (otherwise the engine
# stops them all and they end Failed). Set in daemon.json so every dockerd start has it; a running
# dockerd reloads it on SIGHUP, without a restart (scripts/docker/live-restore.sh).
DAEMON_JSON="${OSB_DOCKER_DAEMON_JSON:-/etc/docker/daemon.json}"
enable_live_restore() { # $1: pid of a running dockerd to reload, or empty
  local out
  if [ "$(id -u)" != 0 ] && [ ! -w "$(dirname "$DAEMON_JSON")" ]; then
    warn "live-restore: cannot write $DAEMON_JSON (not root); sandboxes will stop when dockerd restarts"
    return 0
  fi
  out="$(bash "$SCRIPT_DIR/docker/live-restore.sh" "$DAEMON_JSON" "$1")" ||
    { warn "live-restore: could not enable it in $DAEMON_JSON; sandboxes will stop when dockerd restarts"; return 0; }
  live_restore_state="$out in $DAEMON_JSON"
}
live_restore_state=""
if docker info >/dev/null 2>&1; then
  dockerd_state="already running"
  if [ "$(docker info -f '{{.LiveRestoreEnabled}}' 2>/dev/null)" != true ]; then
    # Reload only the local default engine (a DOCKER_HOST elsewhere is someone else's dockerd).
    running_pid=""
    case "${DOCKER_HOST:-unix:///var/run/docker.sock}" in
      unix:///var/run/docker.sock | unix:///run/docker.sock) running_pid="$(cat /var/run/docker.pid 2>/dev/null || true)" ;;
    esac
    enable_live_restore "$running_pid"
    for ((i = 0; i < 20; i++)); do
      [ "$(docker info -f '{{.LiveRestoreEnabled}}' 2>/dev/null)" = true ] && break
      sleep 0.25
    done
  fi
else
  need_root "starting dockerd"
  t=$(date +%s.%N)
  existing="$(cat /var/run/docker.pid 2>/dev/null || true)"
  if [ -n "$existing" ] && kill -0 "$existing" 2>/dev/null; then
    # A dockerd is up but not answering yet (still starting): wait for it rather than start another.
    DOCKERD_PID="$existing"
    wait_dockerd || die "dockerd (pid $existing) is running but 'docker info' keeps failing; see $DOCKERD_LOG"
    dockerd_state="was starting, now ready ($(elapsed "$t"))"
  else
    enable_live_restore ""
    driver="${OSB_DOCKER_STORAGE_DRIVER:-$(cat "$DRIVER_FILE" 2>/dev/null || true)}"
    start_dockerd "$driver"
    rc=0
    wait_dockerd || rc=$?
    if [ "$rc" != 0 ] && [ -z "$driver" ]; then
      # Most likely the storage driver (e.g. overlay2 over an unsupported backing fs): retry with vfs.
      warn "dockerd did not come up with its default storage driver; retrying with vfs (slower, more disk)"
      tail -n 5 "$DOCKERD_LOG" >&2
      [ "$rc" = 1 ] && stop_our_dockerd
      driver=vfs
      start_dockerd vfs
      rc=0
      wait_dockerd || rc=$?
      [ "$rc" = 0 ] && echo vfs >"$DRIVER_FILE"
    fi
    if [ "$rc" != 0 ]; then
      tail -n 20 "$DOCKERD_LOG" >&2
      [ "$rc" = 1 ] && die "dockerd did not answer within 60s (log: $DOCKERD_LOG)"
      die "dockerd exited during startup (log: $DOCKERD_LOG)"
    fi
    dockerd_state="started pid $DOCKERD_PID${driver:+ with --storage-driver $driver}, log $DOCKERD_LOG ($(elapsed "$t"))"
  fi
fi
docker_facts() {
  docker info -f '{{.ServerVersion}}|{{.Driver}}|{{.CgroupVersion}}|{{.CgroupDriver}}|{{.LiveRestoreEnabled}}|{{range .RegistryConfig.InsecureRegistryCIDRs}}{{.}} {{end}}' 2>/dev/null
}
IFS='|' read -r server_version storage_driver cgroup_version cgroup_driver live_restore insecure_cidrs <<<"$(docker_facts)"
say "dockerd: $dockerd_state; docker $server_version, storage $storage_driver, cgroup v$cgroup_version/$cgroup_driver, live-restore $live_restore${live_restore_state:+ ($live_restore_state)}"
[ "$live_restore" = true ] || warn "live-restore is off: a dockerd restart stops every sandbox (set \"live-restore\": true in $DAEMON_JSON and send dockerd SIGHUP)"

# gVisor: Debian's runsc registered as the runtime "runsc" (runtime class gvisor). dockerd reloads
# its runtimes on SIGHUP; only the local default engine is touched, and only as root.
if [ "${OSB_GVISOR:-1}" != 0 ] && [ "$(id -u)" = 0 ] && ! docker info -f '{{json .Runtimes}}' 2>/dev/null | grep -q '"runsc"'; then
  case "${DOCKER_HOST:-unix:///var/run/docker.sock}" in
    unix:///var/run/docker.sock | unix:///run/docker.sock)
      if out="$(bash "$SCRIPT_DIR/docker/gvisor.sh" "$DAEMON_JSON" "$(cat /var/run/docker.pid 2>/dev/null || true)")"; then
        for ((i = 0; i < 20; i++)); do docker info -f '{{json .Runtimes}}' 2>/dev/null | grep -q '"runsc"' && break; sleep 0.25; done
        say "gVisor: runsc $out in $DAEMON_JSON"
      else
        warn "gVisor: could not register runsc; sandboxes of runtime class gvisor will fail"
      fi
      ;;
  esac
fi

# --- 3a. opensandbox/busybox:local --------------------------------------------------------------
image_exists() { docker image inspect "$1" >/dev/null 2>&1; }
old_tags() { # $1: image; rest: tags an earlier version of this script gave it
  local img="$1" a id found=()
  shift
  id="$(docker image inspect -f '{{.Id}}' "$img" 2>/dev/null)" || return 0
  for a in "$@"; do
    [ "$(docker image inspect -f '{{.Id}}' "$a" 2>/dev/null)" = "$id" ] && found+=("$a")
  done
  [ "${#found[@]}" -eq 0 ] ||
    printf '; %s: our build under a name it shadows, tagged by an earlier setup (remove: docker rmi %s)' "${found[*]}" "${found[*]}"
}
build_busybox_image() {
  local bb tmp root p
  bb="$(dpkg -L busybox-static 2>/dev/null | grep -m1 '/bin/busybox$' || true)"
  [ -n "$bb" ] && [ -x "$bb" ] || die "busybox-static's /bin/busybox not found"
  new_tmp_dir busybox
  tmp="$TMP_DIR"
  root="$tmp/rootfs"
  mkdir -p "$root"/{bin,sbin,usr/bin,usr/sbin,usr/local/bin,etc,root,home,tmp,var/tmp,proc,sys,dev,run}
  install -m 0755 "$bb" "$root/bin/busybox"
  # One symlink per applet, at the path busybox itself wants (bin/sh, usr/bin/env, sbin/ip, ...).
  "$bb" --list-full | while read -r p; do
    case "$p" in "" | bin/busybox | linuxrc) continue ;; esac
    mkdir -p "$root/$(dirname "$p")"
    [ -e "$root/$p" ] || ln -s /bin/busybox "$root/$p"
  done
  [ -L "$root/bin/sh" ] || die "busybox --list-full did not list bin/sh"
  chmod 1777 "$root/tmp" "$root/var/tmp"
  chmod 700 "$root/root"
  printf 'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n' >"$root/etc/passwd"
  printf 'root:x:0:\nnogroup:x:65534:\n' >"$root/etc/group"
  tar --numeric-owner --owner=0 --group=0 -C "$root" -cf - . |
    docker import \
      --change "ENV PATH=$DEFAULT_PATH" \
      --change 'CMD ["/bin/sh"]' \
      --change 'LABEL org.opensandbox.built-by=scripts/docker-setup.sh' \
      --message "Debian busybox-static $(dpkg-query -W -f='${Version}' busybox-static)" \
      - "$BUSYBOX_IMAGE" >/dev/null
}
if image_exists "$BUSYBOX_IMAGE"; then
  say "image $BUSYBOX_IMAGE: present$(old_tags "$BUSYBOX_IMAGE" "${BUSYBOX_OLD_TAGS[@]}")"
else
  t=$(date +%s.%N)
  build_busybox_image
  say "image $BUSYBOX_IMAGE: built from busybox-static ($(elapsed "$t"))$(old_tags "$BUSYBOX_IMAGE" "${BUSYBOX_OLD_TAGS[@]}")"
fi

# --- 2b. can containers run, and are resource limits applied? -----------------------------------
# Reads the limits back from inside the container (cgroup v1 or v2 layout).
# shellcheck disable=SC2016 # expanded by the container's shell
LIMITS_PROBE='
if [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  echo "mem=$(cat /sys/fs/cgroup/memory.max) cpu=$(cat /sys/fs/cgroup/cpu.max | tr " " /) pids=$(cat /sys/fs/cgroup/pids.max)"
else
  echo "mem=$(cat /sys/fs/cgroup/memory/memory.limit_in_bytes) cpu=$(cat /sys/fs/cgroup/cpu/cpu.cfs_quota_us)/$(cat /sys/fs/cgroup/cpu/cpu.cfs_period_us) pids=$(cat /sys/fs/cgroup/pids/pids.max)"
fi'
t=$(date +%s.%N)
probe_err="$LOG_DIR/limits-probe.err"
if probe="$(docker run --rm --network none --memory 64m --cpus 0.5 --pids-limit 100 \
  "$BUSYBOX_IMAGE" sh -c "$LIMITS_PROBE" 2>"$probe_err")"; then
  problems=()
  case "$probe" in *"mem=67108864 "*) ;; *) problems+=("memory") ;; esac
  case "$probe" in *" cpu=50000/100000 "*) ;; *) problems+=("cpus") ;; esac
  case "$probe" in *" pids=100") ;; *) problems+=("pids") ;; esac
  if [ "${#problems[@]}" -eq 0 ]; then
    say "limits: docker run --memory 64m --cpus 0.5 --pids-limit 100 works and is applied ($probe; $(elapsed "$t"))"
  else
    warn "limits: container ran but ${problems[*]} limit(s) not applied: $probe $(tr '\n' ' ' <"$probe_err")"
  fi
else
  warn "limits: 'docker run' with --memory/--cpus/--pids-limit failed: $(tr '\n' ' ' <"$probe_err")"
  if ! docker run --rm --network none "$BUSYBOX_IMAGE" true 2>"$probe_err"; then
    tail -n 20 "$DOCKERD_LOG" >&2 || true
    die "cannot run containers at all (storage driver $storage_driver): $(cat "$probe_err")"
  fi
  warn "plain 'docker run' works: this machine's cgroup setup does not support those limits"
fi

# --- 3b. opensandbox/debian-python:local ---------------------------------------------------------
# $1: tarball to write; $2: --include list; $3: log name; $4 (optional): packages (space-separated)
# to apt-get install in the new root afterwards; ROOTFS_HOOK (optional): run with the root's path.
build_debootstrap_rootfs_tarball() {
  need_root "debootstrap"
  local tarball="$1" include="$2" apt_packages="${4:-}" tmp root log
  new_tmp_dir debootstrap
  tmp="$TMP_DIR"
  root="$tmp/rootfs"
  log="$LOG_DIR/$3.log"
  if ! debootstrap --variant=minbase --include="$include" --keyring="$DEBIAN_KEYRING" \
    "$DEBIAN_SUITE" "$root" "$DEBIAN_MIRROR" >"$log" 2>&1; then
    tail -n 15 "$log" >&2
    [ -f "$root/debootstrap/debootstrap.log" ] && tail -n 15 "$root/debootstrap/debootstrap.log" >&2
    die "debootstrap failed (log: $log)"
  fi
  umount_under "$root" # debootstrap unmounts proc/sys itself; be sure before deleting anything
  if awk -v d="$(realpath "$root")/" 'index($2, d) == 1 { f = 1 } END { exit !f }' /proc/self/mounts; then
    die "mounts still present under $root"
  fi
  if [ -n "$apt_packages" ]; then
    # debootstrap left sources.list (the mirror above), resolv.conf and /dev in the root.
    printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d" # start no services
    chmod 755 "$root/usr/sbin/policy-rc.d"
    mount -t proc proc "$root/proc"
    local in_root=(chroot "$root" env -i PATH="$DEFAULT_PATH" LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive)
    # shellcheck disable=SC2086 # $apt_packages is a word list
    if ! { "${in_root[@]}" apt-get update -q && "${in_root[@]}" apt-get install -y -q -o Dpkg::Use-Pty=0 --no-install-recommends $apt_packages &&
      "${in_root[@]}" apt-get clean; } >>"$log" 2>&1; then
      tail -n 15 "$log" >&2
      die "apt-get install in the debootstrapped root failed (log: $log)"
    fi
    umount_under "$root"
    rm -f "$root/usr/sbin/policy-rc.d"
  fi
  if [ -n "${ROOTFS_HOOK:-}" ]; then "$ROOTFS_HOOK" "$root"; fi
  # Slim it down like the official images: no package cache or lists, no device nodes (Docker
  # provides /dev), and none of the host's identity (Docker bind-mounts these files).
  rm -rf --one-file-system "${root:?}"/var/cache/apt/archives/*.deb "${root:?}"/var/lib/apt/lists/* \
    "${root:?}"/var/log/* "${root:?}"/dev/* "${root:?}"/etc/hostname "${root:?}"/etc/resolv.conf "${root:?}"/etc/hosts
  : >"$root/etc/machine-id"
  tar --numeric-owner -C "$root" -cf "$tarball.tmp" .
  mv -f "$tarball.tmp" "$tarball"
}
if image_exists "$PYTHON_IMAGE"; then
  say "image $PYTHON_IMAGE: present$(old_tags "$PYTHON_IMAGE" "${PYTHON_OLD_TAGS[@]}")"
else
  t=$(date +%s.%N)
  how="re-imported cached rootfs $PYTHON_TARBALL"
  if [ ! -s "$PYTHON_TARBALL" ]; then
    say "image $PYTHON_IMAGE: running debootstrap ($DEBIAN_SUITE minbase + python3; about 1-2 min)"
    build_debootstrap_rootfs_tarball "$PYTHON_TARBALL" python3,ca-certificates debootstrap
    how="debootstrapped, rootfs cached at $PYTHON_TARBALL"
  fi
  docker import \
    --change "ENV PATH=$DEFAULT_PATH" \
    --change 'ENV LANG=C.UTF-8' \
    --change 'CMD ["bash"]' \
    --change 'LABEL org.opensandbox.built-by=scripts/docker-setup.sh' \
    --message "debootstrap --variant=minbase --include=python3,ca-certificates $DEBIAN_SUITE" \
    "$PYTHON_TARBALL" "$PYTHON_IMAGE" >/dev/null ||
    die "docker import of $PYTHON_TARBALL failed (delete it to force a fresh debootstrap)"
  say "image $PYTHON_IMAGE: $how ($(elapsed "$t"))$(old_tags "$PYTHON_IMAGE" "${PYTHON_OLD_TAGS[@]}")"
fi

# --- 3c. opensandbox/musl:local (Alpine stand-in) -----------------------------------------------
# The userland is musl-linked like Alpine's (ELF interpreter /lib/ld-musl-x86_64.so.1), so tests
# can show that the injected daemon, which brings its own glibc loader, runs on a musl image.
if image_exists "$MUSL_IMAGE"; then
  say "image $MUSL_IMAGE: present$(old_tags "$MUSL_IMAGE" "${MUSL_OLD_TAGS[@]}")"
else
  t=$(date +%s.%N)
  how="re-imported cached rootfs $MUSL_TARBALL"
  if [ ! -s "$MUSL_TARBALL" ]; then
    need_root "building the musl image"
    say "image $MUSL_IMAGE: building busybox with musl-gcc from Debian's source (about 1-2 min)"
    new_tmp_dir musl
    BUILD_LOG="$LOG_DIR/musl-build.log" \
      DEBIAN_MIRROR="$DEBIAN_MIRROR" DEBIAN_SUITE="$DEBIAN_SUITE" DEBIAN_KEYRING="$DEBIAN_KEYRING" \
      bash "$SCRIPT_DIR/docker/build-musl-rootfs.sh" "$MUSL_TARBALL" "$TMP_DIR" ||
      die "building the musl rootfs failed (log: $LOG_DIR/musl-build.log)"
    how="built, rootfs cached at $MUSL_TARBALL"
  fi
  musl_desc="$(tar -xOf "$MUSL_TARBALL" ./etc/os-release 2>/dev/null | sed -n 's/^PRETTY_NAME="\(.*\)"$/\1/p' || true)"
  docker import \
    --change "ENV PATH=$DEFAULT_PATH" \
    --change 'CMD ["/bin/sh"]' \
    --change 'LABEL org.opensandbox.built-by=scripts/docker-setup.sh' \
    --message "${musl_desc:-musl busybox rootfs}" \
    "$MUSL_TARBALL" "$MUSL_IMAGE" >/dev/null ||
    die "docker import of $MUSL_TARBALL failed (delete it to force a rebuild)"
  say "image $MUSL_IMAGE: $how ($(elapsed "$t"))$(old_tags "$MUSL_IMAGE" "${MUSL_OLD_TAGS[@]}")"
fi

# --- 4. optional local registry -----------------------------------------------------------------
registry_probe() { # 0: a registry answers; 1: nothing listens; 2: something else listens
  local headers
  headers="$(curl -sS -m 3 -D - -o /dev/null "http://$REGISTRY_ADDR/v2/" 2>/dev/null)" || return 1
  grep -qi '^docker-distribution-api-version: *registry/2' <<<"$headers" && return 0
  return 2
}
registry_config_digest() { # config digest (= image id) of opensandbox/busybox:local in the registry
  curl -fsS -m 5 -H 'Accept: application/vnd.docker.distribution.manifest.v2+json' \
    "http://$REGISTRY_ADDR/v2/opensandbox/busybox/manifests/local" 2>/dev/null |
    grep -o '"digest": *"sha256:[0-9a-f]*"' | head -n 1 | grep -o 'sha256:[0-9a-f]*' || true
}
if [ "$want_registry" = 1 ]; then
  t=$(date +%s.%N)
  command -v curl >/dev/null 2>&1 || die "curl is needed for --registry"
  rc=0
  registry_probe || rc=$?
  if [ "$rc" = 2 ]; then
    die "something other than a Docker registry answers on $REGISTRY_ADDR (set OSB_REGISTRY_PORT)"
  elif [ "$rc" = 1 ]; then
    reg_bin="$(command -v docker-registry)" || die "docker-registry binary missing"
    reg_dir="$CACHE_DIR/registry"
    mkdir -p "$reg_dir/data"
    sed -e "s|@ADDR@|$REGISTRY_ADDR|" -e "s|@ROOTDIR@|$reg_dir/data|" \
      "$SCRIPT_DIR/docker/registry-config.yml" >"$reg_dir/config.yml"
    printf '\n=== %s: docker-setup.sh starts %s serve %s\n' "$(date -Is)" "$reg_bin" "$reg_dir/config.yml" >>"$REGISTRY_LOG"
    setsid nohup "$reg_bin" serve "$reg_dir/config.yml" </dev/null >>"$REGISTRY_LOG" 2>&1 9>&- &
    reg_pid=$!
    for ((i = 0; i < 60; i++)); do
      registry_probe && break
      kill -0 "$reg_pid" 2>/dev/null || { tail -n 10 "$REGISTRY_LOG" >&2; die "registry exited at startup (log: $REGISTRY_LOG)"; }
      sleep 0.25
    done
    registry_probe || die "registry did not answer on $REGISTRY_ADDR within 15s (log: $REGISTRY_LOG)"
    reg_state="started pid $reg_pid, data $reg_dir/data, log $REGISTRY_LOG"
  else
    reg_state="already listening"
  fi
  case " $insecure_cidrs " in
    *" 127.0.0.0/8 "*) ;;
    *) warn "dockerd does not list 127.0.0.0/8 as an insecure registry range (has: $insecure_cidrs); pushes may fail" ;;
  esac
  local_id="$(docker image inspect -f '{{.Id}}' "$BUSYBOX_IMAGE")"
  if [ "$(registry_config_digest)" = "$local_id" ]; then
    push_state="$REGISTRY_IMAGE up to date"
  else
    docker tag "$BUSYBOX_IMAGE" "$REGISTRY_IMAGE"
    push_log="$LOG_DIR/registry-push.log"
    docker push "$REGISTRY_IMAGE" >"$push_log" 2>&1 || { cat "$push_log" >&2; die "docker push $REGISTRY_IMAGE failed"; }
    [ "$(registry_config_digest)" = "$local_id" ] || die "pushed $REGISTRY_IMAGE but the registry does not serve it"
    # Drop the local tag again, so that tests start with the image missing and exercise a pull.
    docker rmi "$REGISTRY_IMAGE" >/dev/null
    push_state="pushed $REGISTRY_IMAGE (local tag removed)"
  fi
  say "registry $REGISTRY_ADDR: $reg_state; $push_state ($(elapsed "$t"))"
fi

# --- 5. opensandbox/code-interpreter:local ------------------------------------------------------
# Drop-in for upstream's code-interpreter image: upstream's entrypoint, curl, pip, nobody/nogroup,
# and a Jupyter kernel per language upstream offers (execd starts them itself; no Jupyter server).
# The Debian part is a cached rootfs tarball (named by its package lists); the kernels are added
# to a copy of it on every build (their downloads are cached by pip, npm, go and Maven). The image
# carries the hash of all its inputs and is rebuilt when they change.
# PYDEVD_DISABLE_FILE_VALIDATION=1: without it every kernel start prints debugpy's "frozen modules"
# warning (Python 3.11) on stderr.
ci_rootfs_hook() { # $1: rootfs; prebuild matplotlib's font cache so the first plot is not slow
  chroot "$1" env -i HOME=/root PATH="$DEFAULT_PATH" LANG=C.UTF-8 MPLBACKEND=Agg \
    python3 -c 'import matplotlib.pyplot' >>"$LOG_DIR/debootstrap-code-interpreter.log" 2>&1 ||
    warn "could not prebuild matplotlib's font cache (first plot in a container will be slower)"
}
ci_inputs="$(ci_inputs_hash)"
if [ "$defer_ci" = 1 ]; then
  say "image $CI_IMAGE: deferred (--defer-code-interpreter: a later run without it builds it)"
elif image_exists "$CI_IMAGE" && [ "$(docker image inspect -f '{{index .Config.Labels "org.opensandbox.inputs"}}' "$CI_IMAGE")" = "$ci_inputs" ]; then
  say "image $CI_IMAGE: present$(old_tags "$CI_IMAGE" "${CI_OLD_TAGS[@]}")"
else
  need_root "building $CI_IMAGE"
  command -v go >/dev/null 2>&1 || warn "no go on PATH: $CI_IMAGE gets no Go kernel (its toolchain is the host's)"
  { command -v mvn && command -v javac; } >/dev/null 2>&1 || warn "no mvn or javac on PATH: $CI_IMAGE gets no Java kernel (it is built with them)"
  t=$(date +%s.%N)
  how="cached Debian rootfs $CI_TARBALL"
  if [ ! -s "$CI_TARBALL" ]; then
    say "image $CI_IMAGE: running debootstrap ($DEBIAN_SUITE minbase + jupyter/numpy/pandas/matplotlib/nodejs/openjdk; about 5 min)"
    ROOTFS_HOOK=ci_rootfs_hook build_debootstrap_rootfs_tarball "$CI_TARBALL" "$CI_BASE" debootstrap-code-interpreter "$CI_PACKAGES"
    how="debootstrapped, rootfs cached at $CI_TARBALL"
    for old in "$IMAGE_CACHE"/debian-"$DEBIAN_SUITE"-minbase-code-interpreter-*.tar; do # earlier package lists
      [ "$old" = "$CI_TARBALL" ] || rm -f "$old"
    done
  fi
  say "image $CI_IMAGE: adding the kernels (bash, JavaScript/TypeScript, Go, Java; log $LOG_DIR/code-interpreter-kernels.log)"
  new_tmp_dir code-interpreter
  ci_root="$TMP_DIR/rootfs"
  mkdir -p "$ci_root"
  tar -C "$ci_root" -xf "$CI_TARBALL"
  : >"$LOG_DIR/code-interpreter-kernels.log"
  bash "$CI_KERNELS_DIR/add-kernels.sh" "$ci_root" "$CACHE_DIR/code-interpreter" "$LOG_DIR/code-interpreter-kernels.log" ||
    { tail -n 20 "$LOG_DIR/code-interpreter-kernels.log" >&2; die "adding the kernels to $CI_IMAGE failed (log: $LOG_DIR/code-interpreter-kernels.log)"; }
  tar --numeric-owner -C "$ci_root" -cf - . |
    docker import \
      --change "ENV PATH=/usr/local/go/bin:$DEFAULT_PATH" \
      --change 'ENV GOROOT=/usr/local/go' \
      --change 'ENV LANG=C.UTF-8' \
      --change 'ENV PYDEVD_DISABLE_FILE_VALIDATION=1' \
      --change 'CMD ["bash"]' \
      --change 'LABEL org.opensandbox.built-by=scripts/docker-setup.sh' \
      --change "LABEL org.opensandbox.inputs=$ci_inputs" \
      --message "debootstrap --variant=minbase --include=$CI_BASE $DEBIAN_SUITE; apt-get install --no-install-recommends $CI_PACKAGES; scripts/docker/code-interpreter/add-kernels.sh" \
      - "$CI_IMAGE" >/dev/null ||
    die "docker import of the code-interpreter rootfs failed"
  rm -rf --one-file-system "$ci_root"
  say "image $CI_IMAGE: built from $how + kernels, $(docker image inspect -f '{{.Size}}' "$CI_IMAGE" | awk '{ printf "%d MB", $1 / 1e6 }') ($(elapsed "$t"))$(old_tags "$CI_IMAGE" "${CI_OLD_TAGS[@]}")"
fi

say "ready in $(elapsed "$t_start")"

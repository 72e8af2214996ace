#!/usr/bin/env bash
# Builds, once, everything the dev/CI Kubernetes cluster (scripts/k8s/cluster.sh) runs, into
# $OSB_K8S_CACHE/bin (default ~/.cache/opensandbox-ts/k8s/v1.34.4/bin); seconds when cached.
#   - kube-apiserver, kube-controller-manager, kube-scheduler, kubelet, kubectl, kube-proxy
#     v1.34.4 from the Go module proxy (one `go build`; ~7 min cold on 2 cores)
#   - etcd v3.6.16 (a tiny main calling etcdmain.Main), crictl v1.34.0
#   - the pause binary (build/pause/linux/pause.c, gcc -static) as an OCI image tarball
#   - with --with-kwok: kwok v0.8.0 and its "fast" node/pod stages (for scale tests)
# and installs the Debian packages the cluster needs (containerd, runc, CNI plugins, conntrack...).
# The Go module and build caches (go env GOMODCACHE GOCACHE) are left in place, so a rebuild
# after a version bump compiles only what changed.
#
# Usage: bash scripts/k8s/build.sh [--with-kwok] [--force]
#   --force   rebuild the binaries even if the cache has them
set -euo pipefail
K8S_SCRIPT=k8s-build
# shellcheck source=lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

with_kwok=0 force=0
for arg in "$@"; do
  case "$arg" in
    --with-kwok) with_kwok=1 ;;
    --force) force=1 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) k8s_die "unknown argument: $arg (try --help)" ;;
  esac
done
t_start=$(date +%s.%N)
mkdir -p "$K8S_BIN" "$K8S_CACHE/src" "$K8S_CACHE/logs"
LOG="$K8S_CACHE/logs/build.log"
# One build at a time (fd 9 is closed for the children so nothing inherits the lock).
exec 9>"$K8S_CACHE/build.lock"
flock -w 3600 9 || k8s_die "another build.sh holds $K8S_CACHE/build.lock"

# --- 1. Debian packages -------------------------------------------------------------------------
pkg_installed() { [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]; }
missing=()
for p in containerd runc containernetworking-plugins conntrack openssl iptables iproute2 gcc libc6-dev curl; do
  pkg_installed "$p" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  k8s_need_root "installing ${missing[*]}"
  t=$(date +%s.%N)
  # Keep the packages' init scripts from starting the stock containerd: cluster.sh runs its own.
  policy_rc=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d && policy_rc=1
  fi
  apt_install() {
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends -o DPkg::Lock::Timeout=300 \
      -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "${missing[@]}" >>"$LOG" 2>&1
  }
  # Stale package lists (404s) are the usual reason for a failed install: update once and retry.
  apt_install || { apt-get update -q -o DPkg::Lock::Timeout=300 >>"$LOG" 2>&1 || true; apt_install; } ||
    { [ "$policy_rc" = 0 ] || rm -f /usr/sbin/policy-rc.d; tail -n 15 "$LOG" >&2; k8s_die "apt-get install ${missing[*]} failed (log: $LOG)"; }
  [ "$policy_rc" = 0 ] || rm -f /usr/sbin/policy-rc.d
  k8s_say "packages: installed ${missing[*]} ($(k8s_elapsed "$t"))"
fi
command -v go >/dev/null || k8s_die "no Go toolchain on PATH"

# A build is skipped when its stamp file matches what would be built (version + Go + flags).
go_version="$(go env GOVERSION)"
stamp_ok() { [ "$force" = 0 ] && [ -f "$K8S_CACHE/$1.stamp" ] && [ "$(cat "$K8S_CACHE/$1.stamp")" = "$2" ]; }
stamp_write() { printf '%s' "$2" >"$K8S_CACHE/$1.stamp"; }
export CGO_ENABLED=0 GOWORK=off GOFLAGS=-mod=mod
export GOTOOLCHAIN=local # never let a go.mod ask for another toolchain download

# --- 2. Kubernetes ------------------------------------------------------------------------------
# k8s.io/kubernetes does not build as published: its go.mod replaces the k8s.io/* staging modules
# with ./staging/... (absent from the module zip) and it ships a go.work. Build a copy that
# requires the published staging modules of the same release instead.
vpkg=k8s.io/component-base/version
cpkg=k8s.io/client-go/pkg/version
build_date="$(go mod download -json "k8s.io/kubernetes@$K8S_VERSION" 2>>"$LOG" | sed -n 's/.*"Time": "\(.*\)".*/\1/p' || true)"
minor="${K8S_VERSION#v1.}" minor="${minor%%.*}"
ldflags="-s -w"
for p in $vpkg $cpkg; do
  ldflags+=" -X $p.gitVersion=$K8S_VERSION -X $p.gitMajor=1 -X $p.gitMinor=$minor -X $p.gitTreeState=clean -X $p.buildDate=${build_date:-1970-01-01T00:00:00Z}"
done
k8s_want="$K8S_VERSION $go_version $ldflags"
k8s_bins_present() {
  local c
  for c in "${K8S_COMPONENTS[@]}"; do [ -x "$K8S_BIN/$c" ] || return 1; done
}
if stamp_ok kubernetes "$k8s_want" && k8s_bins_present; then
  k8s_say "kubernetes $K8S_VERSION: cached"
else
  t=$(date +%s.%N)
  k8s_say "kubernetes $K8S_VERSION: building ${K8S_COMPONENTS[*]} (about 7 min cold; log $LOG)"
  mod_dir="$(go mod download -json "k8s.io/kubernetes@$K8S_VERSION" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')"
  [ -d "$mod_dir" ] || k8s_die "go mod download k8s.io/kubernetes@$K8S_VERSION failed"
  src="$K8S_CACHE/src/kubernetes"
  if [ ! -f "$src/.osb-patched-$K8S_VERSION" ]; then
    rm -rf "$src" "$src.tmp"
    cp -r "$mod_dir" "$src.tmp"
    chmod -R u+w "$src.tmp"
    rm -rf "$src.tmp/go.work" "$src.tmp/go.work.sum" "$src.tmp/staging" "$src.tmp/vendor"
    # Drop the replace block and pin every k8s.io/* staging module (v0.0.0 in go.mod) to the release.
    sed -i -e '/^replace (/,/^)/d' \
      -e "s#^\(\s*k8s\.io/[a-z0-9-]*\) v0\.0\.0\$#\1 $K8S_API_VERSION#" "$src.tmp/go.mod"
    touch "$src.tmp/.osb-patched-$K8S_VERSION"
    mv "$src.tmp" "$src"
  fi
  pkgs=()
  for c in "${K8S_COMPONENTS[@]}"; do pkgs+=("./cmd/$c"); done
  (cd "$src" && go build -trimpath -ldflags "$ldflags" -o "$K8S_BIN/" "${pkgs[@]}") >>"$LOG" 2>&1 9>&- ||
    { tail -n 30 "$LOG" >&2; k8s_die "go build of kubernetes failed (log: $LOG)"; }
  "$K8S_BIN/kubectl" version --client 2>/dev/null | grep "$K8S_VERSION" >/dev/null || k8s_die "kubectl does not report $K8S_VERSION"
  stamp_write kubernetes "$k8s_want"
  k8s_say "kubernetes $K8S_VERSION: built ($(k8s_elapsed "$t"))"
fi

# --- 3. etcd ------------------------------------------------------------------------------------
etcd_want="$ETCD_VERSION $go_version"
if stamp_ok etcd "$etcd_want" && [ -x "$K8S_BIN/etcd" ]; then
  k8s_say "etcd $ETCD_VERSION: cached"
else
  t=$(date +%s.%N)
  k8s_say "etcd $ETCD_VERSION: building (about 1 min cold)"
  src="$K8S_CACHE/src/etcd"
  rm -rf "$src" && mkdir -p "$src"
  printf 'module opensandbox.local/etcd\n\ngo 1.24\n' >"$src/go.mod"
  cat >"$src/main.go" <<'EOF'
// The etcd server, built from its published Go module (the etcd binary is not on any registry we reach).
package main

import (
	"os"

	"go.etcd.io/etcd/server/v3/etcdmain"
)

func main() { etcdmain.Main(os.Args) }
EOF
  (cd "$src" && go get "go.etcd.io/etcd/server/v3@$ETCD_VERSION" && go mod tidy &&
    go build -trimpath -ldflags "-s -w" -o "$K8S_BIN/etcd" .) >>"$LOG" 2>&1 9>&- ||
    { tail -n 30 "$LOG" >&2; k8s_die "building etcd failed (log: $LOG)"; }
  "$K8S_BIN/etcd" --version | grep "${ETCD_VERSION#v}" >/dev/null || k8s_die "etcd does not report $ETCD_VERSION"
  stamp_write etcd "$etcd_want"
  k8s_say "etcd $ETCD_VERSION: built ($(k8s_elapsed "$t"))"
fi

# --- 4. crictl and (optionally) kwok: `go install module@version` ------------------------------
go_install() { # $1: name, $2: package@version, $3: extra ldflags
  local want="$2 $go_version $3" t
  if stamp_ok "$1" "$want" && [ -x "$K8S_BIN/$1" ]; then
    k8s_say "$1 ${2##*@}: cached"
    return
  fi
  t=$(date +%s.%N)
  k8s_say "$1 ${2##*@}: building"
  (cd "$K8S_CACHE" && GOBIN="$K8S_BIN" go install -trimpath -ldflags "-s -w $3" "$2") >>"$LOG" 2>&1 9>&- ||
    { tail -n 30 "$LOG" >&2; k8s_die "go install $2 failed (log: $LOG)"; }
  stamp_write "$1" "$want"
  k8s_say "$1 ${2##*@}: built ($(k8s_elapsed "$t"))"
}
go_install crictl "sigs.k8s.io/cri-tools/cmd/crictl@$CRICTL_VERSION" "-X sigs.k8s.io/cri-tools/pkg/version.Version=${CRICTL_VERSION#v}"
if [ "$with_kwok" = 1 ]; then
  go_install kwok "sigs.k8s.io/kwok/cmd/kwok@$KWOK_VERSION" "-X sigs.k8s.io/kwok/pkg/consts.Version=$KWOK_VERSION"
  # kwok needs a stages config: its module ships the "fast" node and pod stages and a node lease
  # heartbeat stage; concatenated they make fake nodes Ready and fake pods Running at once.
  kwok_dir="$(go mod download -json "sigs.k8s.io/kwok@$KWOK_VERSION" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')"
  stages=()
  for d in node/fast node/heartbeat-with-lease pod/fast; do
    for f in "$kwok_dir/kustomize/stage/$d"/*.yaml; do
      [ "${f##*/}" = kustomization.yaml ] || stages+=("$f")
    done
  done
  [ "${#stages[@]}" -ge 3 ] || k8s_die "kwok $KWOK_VERSION: stage files not found under $kwok_dir/kustomize/stage"
  mkdir -p "$K8S_CACHE/kwok"
  for f in "${stages[@]}"; do printf -- '---\n'; grep -v '^---$' "$f"; done >"$K8S_CACHE/kwok/stages-fast.yaml"
fi

# --- 5. the pause image -------------------------------------------------------------------------
# Every pod's sandbox container runs `pause`. No registry serves registry.k8s.io/pause here, so
# compile the release's pause.c statically and wrap it in a one-layer OCI image tarball that
# cluster.sh imports into containerd as $PAUSE_IMAGE.
pause_tar="$K8S_CACHE/images/pause-$PAUSE_TAG.oci.tar"
if [ -s "$pause_tar" ] && [ "$force" = 0 ]; then
  k8s_say "pause image $PAUSE_IMAGE: cached"
else
  t=$(date +%s.%N)
  mod_dir="$(go mod download -json "k8s.io/kubernetes@$K8S_VERSION" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')"
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  mkdir -p "$work/rootfs" "$work/oci/blobs/sha256" "$(dirname "$pause_tar")"
  gcc -Os -Wall -Werror -static -DVERSION="v$PAUSE_TAG-opensandbox" -o "$work/rootfs/pause" \
    "$mod_dir/build/pause/linux/pause.c" 2>>"$LOG" || k8s_die "gcc -static pause.c failed (log: $LOG)"
  strip "$work/rootfs/pause"
  blob() { # $1: file; moves it into the layout, prints "digest size"
    local d s
    d="$(sha256sum "$1" | cut -d' ' -f1)" s="$(stat -c %s "$1")"
    mv "$1" "$work/oci/blobs/sha256/$d"
    echo "$d $s"
  }
  tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$work/rootfs" -cf "$work/layer.tar" pause
  read -r layer layer_size < <(blob "$work/layer.tar")
  printf '{"architecture":"amd64","os":"linux","config":{"User":"65535:65535","Entrypoint":["/pause"]},"rootfs":{"type":"layers","diff_ids":["sha256:%s"]}}' \
    "$layer" >"$work/config.json"
  read -r config config_size < <(blob "$work/config.json")
  printf '{"schemaVersion":2,"mediaType":"application/vnd.oci.image.manifest.v1+json","config":{"mediaType":"application/vnd.oci.image.config.v1+json","digest":"sha256:%s","size":%s},"layers":[{"mediaType":"application/vnd.oci.image.layer.v1.tar","digest":"sha256:%s","size":%s}]}' \
    "$config" "$config_size" "$layer" "$layer_size" >"$work/manifest.json"
  read -r manifest manifest_size < <(blob "$work/manifest.json")
  printf '{"schemaVersion":2,"manifests":[{"mediaType":"application/vnd.oci.image.manifest.v1+json","digest":"sha256:%s","size":%s,"platform":{"architecture":"amd64","os":"linux"},"annotations":{"io.containerd.image.name":"%s","org.opencontainers.image.ref.name":"%s"}}]}' \
    "$manifest" "$manifest_size" "$PAUSE_IMAGE" "$PAUSE_TAG" >"$work/oci/index.json"
  printf '{"imageLayoutVersion":"1.0.0"}' >"$work/oci/oci-layout"
  tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$work/oci" -cf "$pause_tar.tmp" .
  mv -f "$pause_tar.tmp" "$pause_tar"
  k8s_say "pause image $PAUSE_IMAGE: built ($(k8s_elapsed "$t"))"
fi

k8s_say "ready in $(k8s_elapsed "$t_start"): $K8S_BIN ($(du -sh "$K8S_BIN" | cut -f1))"

#!/usr/bin/env bash
# Builds, once, a pinned helm (Debian packages none) from the Go module proxy into
# ~/.cache/opensandbox-ts/tools/helm-<version>/helm and prints its path; instant when cached.
# Usage: bash scripts/k8s/helm.sh            (prints the binary's path)
#        HELM="$(bash scripts/k8s/helm.sh)"; "$HELM" version
set -euo pipefail
HELM_VERSION="${OSB_HELM_VERSION:-v3.22.0}"
dir="${OSB_TOOLS_DIR:-$HOME/.cache/opensandbox-ts/tools}/helm-$HELM_VERSION"
if [ ! -x "$dir/helm" ]; then
  command -v go >/dev/null || { echo "helm.sh: no Go toolchain on PATH" >&2; exit 1; }
  mkdir -p "$dir"
  exec 9>"$dir.lock"
  flock -w 1800 9 || { echo "helm.sh: another build holds $dir.lock" >&2; exit 1; }
  if [ ! -x "$dir/helm" ]; then
    t=$(date +%s)
    echo "helm.sh: building helm $HELM_VERSION (a few minutes, once)" >&2
    # helm's version package reads these at run time (`helm version`).
    ldflags="-s -w -X helm.sh/helm/v3/internal/version.version=$HELM_VERSION"
    GOBIN="$dir/.build" CGO_ENABLED=0 GOWORK=off GOFLAGS=-mod=mod GOTOOLCHAIN=local \
      go install -ldflags "$ldflags" "helm.sh/helm/v3/cmd/helm@$HELM_VERSION" >"$dir.log" 2>&1 ||
      { tail -n 20 "$dir.log" >&2; echo "helm.sh: go install failed (log: $dir.log)" >&2; exit 1; }
    mv "$dir/.build/helm" "$dir/helm" && rmdir "$dir/.build"
    echo "helm.sh: built $dir/helm in $(($(date +%s) - t)) s" >&2
  fi
fi
echo "$dir/helm"

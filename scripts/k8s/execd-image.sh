#!/usr/bin/env bash
# Builds the execd image the Kubernetes runtime's init container copies execd from:
# opensandbox/execd:<build id> = opensandbox/busybox:local (for its static `cp`) + execd's runtime
# folder (packages/execd/build.ts) at /opt/opensandbox. The tag is the build's id, which is what
# the server uses by default ([runtime] execd_image), so Pods always get the execd the server was
# built with. Prints the image name; skips the build when the image exists.
#
# Usage: bash scripts/k8s/execd-image.sh [--load]    (--load: also import it into the dev cluster)
set -euo pipefail
cd "$(dirname "$(realpath "${BASH_SOURCE[0]}")")/../.."
runtime="$(realpath packages/execd/dist/runtime 2>/dev/null)" || { echo "execd-image: execd is not built; run node packages/execd/build.ts" >&2; exit 1; }
image="opensandbox/execd:$(basename "$runtime")"
if ! docker image inspect "$image" >/dev/null 2>&1; then
  ctx="$(mktemp -d)"
  trap 'rm -rf "$ctx"' EXIT
  cp -a "$runtime" "$ctx/opensandbox"
  printf 'FROM opensandbox/busybox:local\nCOPY opensandbox /opt/opensandbox\n' >"$ctx/Dockerfile"
  docker build -q -t "$image" --label opensandbox.io/execd-build="$(basename "$runtime")" "$ctx" >"$ctx/log" 2>&1 ||
    { cat "$ctx/log" >&2; echo "execd-image: building $image failed" >&2; exit 1; }
  echo "execd-image: built $image" >&2
fi
[ "${1:-}" = --load ] && bash scripts/k8s/load-image.sh "$image" >&2
echo "$image"

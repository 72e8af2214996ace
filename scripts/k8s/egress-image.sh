#!/usr/bin/env bash
# Builds the image of the egress sidecar that Kubernetes sandboxes with a networkPolicy get
# (packages/server/src/egress/sidecar.ts; docs/ARCHITECTURE.md "Egress policy"):
# opensandbox/egress:<hash of its contents> = opensandbox/busybox:local (sh, for the start hook) +
#   /opt/osb-egress/sidecar.mjs   the sidecar bundled by esbuild (Node builtins only)
#   /opt/osb-egress/bin/osb-dns-upstream   its upstream helper (egress/osb-dns-upstream.c), static;
#                                 compiled once per source (cached in $OSB_CACHE_DIR/egress), needs gcc
#   /opt/osb-egress/bin/nft       this machine's nft, run through its own loader and libraries
#   /opt/osb-egress/lib/          (ldd's list), so it runs in any image
# Node itself comes from execd's runtime, which every sandbox Pod mounts at /opt/opensandbox.
# Prints the image name (the value for [kubernetes] egress_image); skips the build when it exists.
#
# Usage: bash scripts/k8s/egress-image.sh [--load]    (--load: also import it into the dev cluster)
set -euo pipefail
cd "$(dirname "$(realpath "${BASH_SOURCE[0]}")")/../.."
command -v node >/dev/null || . scripts/env.sh >/dev/null
nft_bin="$(command -v nft || echo /usr/sbin/nft)"
[ -x "$nft_bin" ] || { echo "egress-image: nft is not installed (apt-get install nftables)" >&2; exit 1; }
ctx="$(mktemp -d)"
trap 'rm -rf "$ctx"' EXIT
mkdir -p "$ctx/egress/bin" "$ctx/egress/lib"
(cd packages/server && node --input-type=module -e '
import { build } from "esbuild";
await build({ entryPoints: ["src/egress/sidecar.ts"], bundle: true, platform: "node", format: "esm", target: "node20", outfile: process.argv[1], logLevel: "error", legalComments: "none" });
' "$ctx/egress/sidecar.mjs")
src=packages/server/src/egress/osb-dns-upstream.c
cache="${OSB_CACHE_DIR:-$HOME/.cache/opensandbox-ts}/egress"
helper="$cache/osb-dns-upstream-$(sha256sum "$src" | cut -c1-16)"
if [ ! -x "$helper" ]; then
  command -v gcc >/dev/null || { echo "egress-image: gcc is needed to build the upstream helper (apt-get install gcc libc6-dev)" >&2; exit 1; }
  mkdir -p "$cache"
  gcc -static -O2 -s -Wall -Wextra -Werror -o "$helper.tmp" "$src" && mv "$helper.tmp" "$helper"
fi
cp "$helper" "$ctx/egress/bin/osb-dns-upstream"
cp "$nft_bin" "$ctx/egress/bin/nft.bin"
for lib in $(ldd "$nft_bin" | grep -o '/[^ ]*\.so[^ ]*'); do cp -L "$lib" "$ctx/egress/lib/"; done
cat >"$ctx/egress/bin/nft" <<'SH'
#!/bin/sh
exec /opt/osb-egress/lib/ld-linux-x86-64.so.2 --library-path /opt/osb-egress/lib /opt/osb-egress/bin/nft.bin "$@"
SH
chmod 755 "$ctx/egress/bin/nft"
hash="$( (cd "$ctx" && find egress -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum | cut -c1-16)"
image="opensandbox/egress:$hash"
if ! docker image inspect "$image" >/dev/null 2>&1; then
  printf 'FROM opensandbox/busybox:local\nCOPY egress /opt/osb-egress\n' >"$ctx/Dockerfile"
  docker build -q -t "$image" --label opensandbox.io/egress-sidecar="$hash" "$ctx" >"$ctx/log" 2>&1 ||
    { cat "$ctx/log" >&2; echo "egress-image: building $image failed" >&2; exit 1; }
  echo "egress-image: built $image" >&2
fi
[ "${1:-}" = --load ] && bash scripts/k8s/load-image.sh "$image" >&2
echo "$image"

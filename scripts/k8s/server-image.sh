#!/usr/bin/env bash
# Builds the lifecycle server's container image for Kubernetes (deploy/helm/opensandbox):
# opensandbox/server:<build id> = opensandbox/debian-python:local (Debian bookworm with glibc and
# CA certificates, built by scripts/docker-setup.sh) + this machine's Node 24 (scripts/env.sh) +
# the server bundled into one folder (packages/server/build.ts). It runs as uid 65532 and needs
# nothing writable but its data directory. The tag is a hash of the bundle, the node binary and the
# base image, so an unchanged server is not rebuilt. Prints the image name.
#
# Usage: bash scripts/k8s/server-image.sh [--load]    (--load: also import it into the dev cluster)
set -euo pipefail
cd "$(dirname "$(realpath "${BASH_SOURCE[0]}")")/../.."
. scripts/env.sh
BASE=opensandbox/debian-python:local
docker image inspect "$BASE" >/dev/null 2>&1 || { echo "server-image: no $BASE image; run bash scripts/docker-setup.sh" >&2; exit 1; }
bundle="$(node packages/server/build.ts)"
node_bin="$(command -v node)"
id="$( (cd "$bundle" && find . -type f -print0 | sort -z | xargs -0 sha256sum; sha256sum "$node_bin"; docker image inspect -f '{{.Id}}' "$BASE") | sha256sum | cut -c1-16)"
image="opensandbox/server:$id"
if ! docker image inspect "$image" >/dev/null 2>&1; then
  ctx="$(mktemp -d)"
  trap 'rm -rf "$ctx"' EXIT
  cp -a "$bundle" "$ctx/server"
  cp "$node_bin" "$ctx/node"
  cat >"$ctx/Dockerfile" <<EOF
FROM $BASE
COPY node /usr/local/bin/node
COPY server /opt/opensandbox-server
# Runs as an unprivileged user; the data directory (store) is the one place it writes.
RUN mkdir -p /var/lib/opensandbox && chown 65532:65532 /var/lib/opensandbox
USER 65532:65532
ENV HOME=/var/lib/opensandbox NODE_ENV=production
EXPOSE 8080 9464
ENTRYPOINT ["/usr/local/bin/node", "/opt/opensandbox-server/main.mjs"]
CMD ["--config", "/etc/opensandbox/config.toml"]
EOF
  docker build -q -t "$image" --label opensandbox.io/server-build="$id" "$ctx" >"$ctx/log" 2>&1 ||
    { cat "$ctx/log" >&2; echo "server-image: building $image failed" >&2; exit 1; }
  echo "server-image: built $image" >&2
fi
[ "${1:-}" = --load ] && bash scripts/k8s/load-image.sh "$image" >&2
echo "$image"

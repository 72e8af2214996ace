#!/usr/bin/env bash
# The isolated network of Docker sandboxes and its nftables rules, for operators who run the
# server without root ([docker] isolation = "external"): run once as root, again after changing
# [docker] network_mode, isolation_allow or isolation_deny, or after a reboot (nftables rules live
# in the kernel only; the network is kept by Docker).
#
#   scripts/docker-isolation.sh install [--config PATH]   create the network, (re)install the rules
#   scripts/docker-isolation.sh rules   [--config PATH]   print the nftables rules it would install
#   scripts/docker-isolation.sh remove  [--config PATH]   remove both (refused while sandboxes use the network)
#
# PATH is the server's config (default: $SANDBOX_CONFIG_PATH, else ~/.sandbox.toml). The server
# with [docker] isolation = "server" (the default) does the same itself at every start.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck disable=SC1091
. scripts/env.sh >/dev/null
exec node packages/server/bin/opensandbox-server.js isolation "$@"

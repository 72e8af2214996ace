#!/usr/bin/env bash
# The release path end to end, as a user meets it. On a scratch copy of the working tree (the
# repository is not modified): `pnpm version-packages` (changeset version, plus a patch changeset
# of its own so that versions always move) and `changeset publish` into a local verdaccio on
# loopback (throw-away storage, no uplink). Then, in a fresh project outside the repository, on
# the oldest Node we support (the machine's /usr/bin/node, 20) with plain npm: installs
# @opensandbox/sdk, code-interpreter, cli, conformance and mcp from it (their dependencies from
# the npm registry), checks their manifests (scripts/release-check/installed.mjs), type-checks and
# compiles scripts/release-check/flow.ts with tsc and runs it with plain `node` against a fresh
# server (create a sandbox, run a command, write and read a file, run Python, delete), starts the
# MCP bin over stdio, then runs `npx -p @opensandbox/cli osb …` and `npx @opensandbox/conformance …`.
# verdaccio (pinned) is installed once into $OSB_TOOLS_DIR. Needs what scripts/setup.sh prepares.
# Every failure ends with a line starting "check-release: FAILED:".
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
. scripts/env.sh
VERDACCIO_VERSION=6.10.4
IMAGE=opensandbox/code-interpreter:local
PACKAGES=(@opensandbox/sdk @opensandbox/code-interpreter @opensandbox/cli @opensandbox/conformance @opensandbox/mcp)
started=$SECONDS
rc=1 # until the end: makes the server's clean-up print its log tail on failure

fail() { echo "check-release: FAILED: $*" >&2; exit 1; }
say() { printf '  [%3ds] %s\n' "$((SECONDS - started))" "$*"; }
# Runs a command and shows its output only when it fails.
quiet() {
  local log="$work/last.log"
  "$@" >"$log" 2>&1 || { cat "$log" >&2; return 1; }
}
old_node=/usr/bin/node
[ -x "$old_node" ] || old_node=$(command -v node)
# npm, npx and the bins they start run on the old Node (their `#!/usr/bin/env node` finds it first).
old_path="$(dirname "$old_node"):$PATH"
upstream=$(npm config get registry)

# verdaccio, installed once per version (its engines want Node >= 22: it runs on ours).
verdaccio="$OSB_TOOLS_DIR/verdaccio-$VERDACCIO_VERSION/node_modules/verdaccio/bin/verdaccio"
if [ ! -f "$verdaccio" ]; then
  echo "setup: installing verdaccio $VERDACCIO_VERSION into $OSB_TOOLS_DIR" >&2
  mkdir -p "$OSB_TOOLS_DIR/verdaccio-$VERDACCIO_VERSION"
  (cd "$OSB_TOOLS_DIR/verdaccio-$VERDACCIO_VERSION" && npm init -y >/dev/null &&
    npm install --no-audit --no-fund --loglevel=error "verdaccio@$VERDACCIO_VERSION" >/dev/null) ||
    fail "could not install verdaccio $VERDACCIO_VERSION from $upstream"
fi

# A throw-away server for the consumer's flow; it starts while the packages are published.
. scripts/lib/throwaway-server.sh
work=$(mktemp -d /tmp/osb-release.XXXXXX)
verdaccio_pid=""
release_cleanup() {
  if [ -n "$verdaccio_pid" ]; then kill "$verdaccio_pid" 2>/dev/null || true; wait "$verdaccio_pid" 2>/dev/null || true; fi
  if [ "$rc" -ne 0 ] && [ -s "$work/verdaccio.log" ]; then
    { echo "last lines of the verdaccio log:"; tail -n 20 "$work/verdaccio.log"; } >&2 || true
  fi
  rm -rf "$work"
  throwaway_server_cleanup
}
trap release_cleanup EXIT

# --- the registry ---------------------------------------------------------------------------------
vport=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
registry="http://127.0.0.1:$vport/"
cat >"$work/verdaccio.yaml" <<YAML
storage: $work/storage
auth:
  htpasswd:
    file: $work/htpasswd
    rounds: 4 # a throw-away user: bcrypt's default (10) costs 0.25 s per authenticated request
packages:
  '@opensandbox/*': # never from an uplink: only what this run publishes
    access: \$all
    publish: \$authenticated
web:
  enable: false
log: { type: stdout, format: pretty, level: warn }
YAML
node "$verdaccio" --config "$work/verdaccio.yaml" --listen "127.0.0.1:$vport" >"$work/verdaccio.log" 2>&1 &
verdaccio_pid=$!
for _ in $(seq 1 150); do
  curl -fs "$registry-/ping" >/dev/null && break
  kill -0 "$verdaccio_pid" 2>/dev/null || fail "verdaccio exited at start: $(cat "$work/verdaccio.log")"
  sleep 0.1
done
curl -fs "$registry-/ping" >/dev/null || fail "verdaccio did not answer on $registry within 15 s"
token=$(curl -fsS -X PUT -H 'content-type: application/json' "$registry-/user/org.couchdb.user:release-check" \
  -d '{"name":"release-check","password":"release-check-password"}' | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).token') ||
  fail "could not create a user on verdaccio"
# npm, npx and pnpm below read these files only. Publishing goes to verdaccio alone; the consumer
# takes @opensandbox/* from verdaccio and everything else from the machine's registry, as a user
# of a private scope does (a proxy through verdaccio's empty storage would refetch every run).
cat >"$work/npmrc.publish" <<NPMRC
registry=$registry
//127.0.0.1:$vport/:_authToken=$token
fund=false
audit=false
update-notifier=false
NPMRC
# The consumer's: the machine's own npm settings (its registry and any credentials for it), plus the scope.
user_npmrc=$(npm config get userconfig)
{ if [ -f "$user_npmrc" ]; then cat "$user_npmrc"; echo; fi; echo "@opensandbox:registry=$registry"; } >"$work/npmrc.consumer"
export npm_config_userconfig="$work/npmrc.publish" npm_config_registry="$registry"
say "verdaccio $VERDACCIO_VERSION on $registry (@opensandbox/* only, no uplink)"

# --- version and publish, on a scratch copy -------------------------------------------------------
scratch="$work/repo"
mkdir "$scratch"
git ls-files -z --cached --others --exclude-standard | tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$scratch"
# The scratch copy uses the repository's installed dependencies: the packages' node_modules hold
# only relative links (into the root's node_modules/.pnpm, linked here, or to sibling packages of
# the copy). A fresh `pnpm install` would do the same in seconds, and cost more to delete.
[ -d node_modules/.pnpm ] || fail "no node_modules: run scripts/setup.sh (or pnpm install) first"
ln -s "$root/node_modules" "$scratch/node_modules"
find . -path ./node_modules -prune -o -path '*/dist' -prune -o -type d -name node_modules -prune -print0 |
  tar --null --files-from=- -cf - | tar -xf - -C "$scratch"
cd "$scratch"
printf -- '---\n"@opensandbox/sdk": patch\n---\n\nRelease check (scratch copy only).\n' >.changeset/zz-release-check.md
quiet pnpm run version-packages || fail "pnpm version-packages (changeset version) in the scratch copy"
version=$(node -p 'require("./packages/sdk-ts/package.json").version')
for pkg in packages/code-interpreter packages/cli packages/mcp conformance; do
  v=$(node -p "require('./$pkg/package.json').version")
  [ "$v" = "$version" ] || fail "changeset version left $pkg at $v, not $version (the fixed group is broken)"
done
say "changeset version: $version"
# changesets publishes with pnpm (workspace: ranges rewritten, publishConfig applied), each package's
# prepack building it; --no-git-tag: the scratch copy is no git checkout.
[ "$npm_config_registry" = "$registry" ] || fail "refusing to publish: the registry is not the local verdaccio"
quiet pnpm exec changeset publish --no-git-tag || fail "changeset publish into verdaccio"
for name in "${PACKAGES[@]}"; do
  published=$(npm view "$name@$version" version 2>/dev/null) || true
  [ "$published" = "$version" ] || fail "$name@$version was not published"
done
for name in @opensandbox/server @opensandbox/execd @opensandbox/http-kit @opensandbox/generators; do
  if npm view "$name" version >/dev/null 2>&1; then fail "$name was published, but it is not a user-facing package"; fi
done
say "published ${PACKAGES[*]} $version"
cd "$root"

# --- a user's project, outside the repository, on the old Node --------------------------------------
consumer="$work/consumer"
mkdir "$consumer"
cp scripts/release-check/flow.ts scripts/release-check/tsconfig.json scripts/release-check/installed.mjs scripts/release-check/mcp-tools.mjs "$consumer/"
typescript=$(node -p 'require("./package.json").devDependencies.typescript')
mcp_sdk=$(node -p 'require("./packages/mcp/package.json").dependencies["@modelcontextprotocol/sdk"]')
cd "$consumer"
export PATH="$old_path" npm_config_userconfig="$work/npmrc.consumer"
unset npm_config_registry
echo '{ "name": "release-consumer", "private": true, "type": "module" }' >package.json
quiet npm install --no-audit --no-fund --prefer-offline "${PACKAGES[@]/%/@$version}" "typescript@$typescript" "@types/node@20" "@modelcontextprotocol/sdk@$mcp_sdk" ||
  fail "npm install of the published packages (node $(node --version))"
say "npm installed them into a fresh project (node $(node --version), npm $(npm --version))"
node installed.mjs "$version" "${PACKAGES[@]}" || fail "published manifests (above)"
quiet node node_modules/typescript/bin/tsc -p tsconfig.json || fail "tsc $typescript rejects a consumer of the published types (strict, NodeNext, skipLibCheck off)"
say "tsc $typescript type-checked and compiled flow.ts against the published .d.ts"
export OPEN_SANDBOX_DOMAIN="127.0.0.1:$port" OPEN_SANDBOX_API_KEY="$key" OSB_RELEASE_IMAGE="$IMAGE"
node dist/flow.js || fail "the flow with the installed SDK and code interpreter on node $(node --version)"
node mcp-tools.mjs || fail "the installed opensandbox-mcp over stdio"

# --- npx, from an empty folder with an empty npm cache (no stale npx install) -----------------------
mkdir "$work/npx"
cd "$work/npx"
export npm_config_cache="$work/npx-cache"
osb() { npx --yes -p "@opensandbox/cli@$version" osb "$@"; }
v=$(osb --version) || fail "npx -p @opensandbox/cli osb --version"
[ "$v" = "$version" ] || fail "osb --version says $v, not $version"
id=$(osb sandbox create --image opensandbox/busybox:local --cpu 500m --memory 128Mi --timeout 5m) || fail "npx -p @opensandbox/cli osb sandbox create"
out=$(osb command run "$id" -- echo hello from osb) || fail "osb command run"
[ "$out" = "hello from osb" ] || fail "osb command run printed '$out'"
osb sandbox kill "$id" >/dev/null || fail "osb sandbox kill"
say "npx -p @opensandbox/cli osb: --version, sandbox create, command run, sandbox kill"
quiet npx --yes "@opensandbox/conformance@$version" --server "http://127.0.0.1:$port" --api-key "$key" \
  --image opensandbox/busybox:local --filter lifecycle/create/accepts-valid-request --results-dir "$work/results" ||
  fail "npx @opensandbox/conformance against the server"
grep -q "Result: OK" "$work/last.log" || fail "npx @opensandbox/conformance did not report 'Result: OK': $(cat "$work/last.log")"
say "npx @opensandbox/conformance ran a lifecycle case against the server"
rc=0
echo "release check passed in $((SECONDS - started)) s"

#!/usr/bin/env bash
# Starts our server on a free port with a throw-away config and store, runs the lifecycle
# conformance suite against it, and stops it. Extra arguments go to the suite.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/env.sh
dir=$(mktemp -d /tmp/osb-conformance.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
key=$(node -e 'console.log(require("crypto").randomBytes(18).toString("base64url"))')
cat > "$dir/config.toml" <<TOML
[server]
port = $port
api_key = "$key"
[store]
path = "$dir/store.db"
TOML
node packages/server/bin/opensandbox-server.js --config "$dir/config.toml" > "$dir/server.log" 2>&1 &
pid=$!
cleanup() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  # Containers of this throw-away instance would otherwise outlive it.
  docker ps -aq --filter "label=opensandbox.io/instance=$(node -e 'const {DatabaseSync}=require("node:sqlite");const db=new DatabaseSync(process.argv[1]);console.log(db.prepare("select value from meta where key=?").get("instance")?.value??"none")' "$dir/store.db" 2>/dev/null || echo none)" | xargs -r docker rm -f >/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/health" >/dev/null && break
  kill -0 "$pid" 2>/dev/null || { cat "$dir/server.log"; exit 1; }
  sleep 0.1
done
pnpm -s conformance --server "http://127.0.0.1:$port" --api-key "$key" --image opensandbox/busybox:local "$@"

#!/usr/bin/env bash
# Drives our server with the OFFICIAL upstream Python SDK (`opensandbox` on PyPI, pinned in
# conformance/foreign/python/requirements.txt): prepares its venv (setup.sh), starts our server on a
# free port with a throw-away config and store, runs the pytest suite against it with
# OPEN_SANDBOX_DOMAIN / OPEN_SANDBOX_API_KEY, stops the server and removes the containers of that
# instance. Exit code: pytest's.
# Arguments go to pytest (e.g. -k sync, -x, -v). Needs what `bash scripts/setup.sh` prepares
# (Docker with the local images, the execd runtime) and Python >= 3.10 (`python3`, or $PYTHON).
set -euo pipefail
cd "$(dirname "$0")/.."
bash conformance/foreign/python/setup.sh
. scripts/env.sh
dir=$(mktemp -d /tmp/osb-foreign-python.XXXXXX)
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
  trap '' PIPE # a reader that went away (… | head) must not stop the clean-up half way
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  # Containers of this throw-away instance would otherwise outlive it.
  docker ps -aq --filter "label=opensandbox.io/instance=$(node -e 'const {DatabaseSync}=require("node:sqlite");const db=new DatabaseSync(process.argv[1]);console.log(db.prepare("select value from meta where key=?").get("instance")?.value??"none")' "$dir/store.db" 2>/dev/null || echo none)" | xargs -r docker rm -f >/dev/null
  if [ "${rc:-1}" -ne 0 ] && [ -s "$dir/server.log" ]; then
    { echo "foreign-python: last lines of the server log:"; tail -n 20 "$dir/server.log"; } >&2 || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/health" >/dev/null && break
  kill -0 "$pid" 2>/dev/null || { cat "$dir/server.log"; exit 1; }
  sleep 0.1
done
rc=0
(
  cd conformance/foreign/python
  OPEN_SANDBOX_DOMAIN="127.0.0.1:$port" OPEN_SANDBOX_API_KEY="$key" .venv/bin/python -m pytest "$@"
) || rc=$?
exit "$rc"

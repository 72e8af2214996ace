#!/usr/bin/env bash
# Quick start: sets the machine up, writes a config with a fresh API key if there is none,
# starts the lifecycle server on Docker, and shows it working: creates a sandbox, lists it, and
# runs a command in it through execd (the daemon the server injects into every sandbox). The server then keeps running in
# the foreground (Ctrl-C stops it); with --detach it stays in the background.
#   scripts/start.sh [--config PATH] [--detach]
set -euo pipefail
cd "$(dirname "$0")/.."
config="${SANDBOX_CONFIG_PATH:-$HOME/.sandbox.toml}"
detach=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --config) config="$2"; shift 2 ;;
    --detach) detach=true; shift ;;
    *) echo "usage: scripts/start.sh [--config PATH] [--detach]" >&2; exit 2 ;;
  esac
done
bash scripts/setup.sh --no-clients
. scripts/env.sh
server=(node packages/server/bin/opensandbox-server.js)
[[ -f "$config" ]] || "${server[@]}" init-config "$config" --example docker
key=$(sed -n 's/^api_key *= *"\(.*\)"/\1/p' "$config" | head -1)
port=$(sed -n 's/^port *= *\([0-9]*\)/\1/p' "$config" | head -1); port=${port:-8080}
base="http://127.0.0.1:$port"
log="${OSB_LOG:-$HOME/.opensandbox/server.log}"; mkdir -p "$(dirname "$log")"

if curl -fs "$base/health" >/dev/null 2>&1; then
  echo "a server already answers on $base; using it"; pid=""
else
  "${server[@]}" --config "$config" >>"$log" 2>&1 &
  pid=$!
  for _ in $(seq 1 100); do curl -fs "$base/health" >/dev/null 2>&1 && break; sleep 0.1; done
  curl -fs "$base/health" >/dev/null || { echo "server did not start; see $log" >&2; tail -20 "$log" >&2; exit 1; }
  echo "opensandbox-server running on $base (pid $pid, config $config, log $log)"
fi

api() { curl -fsS -H "OPEN-SANDBOX-API-KEY: $key" -H 'content-type: application/json' "$@"; }
echo; echo "# POST /v1/sandboxes"
created=$(api "$base/v1/sandboxes" -d '{"image":{"uri":"opensandbox/busybox:local"},"entrypoint":["sleep","3600"],"timeout":600,"resourceLimits":{"cpu":"500m","memory":"128Mi"},"metadata":{"demo":"quickstart"}}')
echo "$created"
id=$(node -pe 'JSON.parse(process.argv[1]).id' "$created")
for _ in $(seq 1 100); do
  state=$(api "$base/v1/sandboxes/$id" | node -pe 'JSON.parse(require("fs").readFileSync(0)).status.state')
  [[ "$state" == "Pending" ]] || break; sleep 0.1
done
echo; echo "# GET /v1/sandboxes?metadata=demo%3Dquickstart   (state: $state)"
api "$base/v1/sandboxes?metadata=demo%3Dquickstart" | node -e 'const r=JSON.parse(require("fs").readFileSync(0));for(const s of r.items)console.log(`${s.id}  ${s.status.state.padEnd(8)}  ${s.image?.uri}  expires ${s.expiresAt}`)'

echo; echo "# GET /v1/sandboxes/$id/endpoints/44772   (execd, the daemon inside the sandbox)"
endpoint=$(api "$base/v1/sandboxes/$id/endpoints/44772"); echo "$endpoint"
execd=$(node -pe 'JSON.parse(process.argv[1]).endpoint' "$endpoint")
token=$(node -pe 'JSON.parse(process.argv[1]).headers["X-EXECD-ACCESS-TOKEN"]' "$endpoint")
for _ in $(seq 1 100); do curl -fs -o /dev/null -H "X-EXECD-ACCESS-TOKEN: $token" "http://$execd/ping" && break; sleep 0.05; done
echo; echo "# POST http://$execd/command   {\"command\": \"uname -sr; id; ls /\"}"
curl -fsS -N -H "X-EXECD-ACCESS-TOKEN: $token" -H 'content-type: application/json' "http://$execd/command" \
  -d '{"command":"uname -sr; id; ls /"}' |
  node -e 'let b="";process.stdin.on("data",d=>b+=d).on("end",()=>{for(const l of b.split("\n")){if(!l.trim())continue;const e=JSON.parse(l.replace(/^data: /,""));if(e.type==="stdout"||e.type==="stderr")console.log(`  ${e.text}`);else if(e.type!=="ping")console.log(`  [${e.type}${e.error?` exit ${e.error.evalue}`:""}]`)}})'
echo
echo "Try it yourself:"
echo "  curl -H 'OPEN-SANDBOX-API-KEY: $key' $base/v1/sandboxes"
echo "  curl -X DELETE -H 'OPEN-SANDBOX-API-KEY: $key' $base/v1/sandboxes/$id"
[[ -n "$pid" ]] || exit 0
if $detach; then echo "server left running in the background (pid $pid)"; exit 0; fi
echo "server running in the foreground; Ctrl-C stops it (sandboxes keep their state for the next start)"
trap 'kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; exit 0' INT TERM
wait "$pid"

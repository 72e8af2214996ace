#!/usr/bin/env bash
# Starts our server on a free port with a throw-away config and store, runs the lifecycle
# conformance suite against it, then the execd suite against the daemon of a real sandbox
# (created through the API, deleted afterwards), and stops the server.
#   --only lifecycle | --only execd   run one of the two suites
#   --client ts|python|go|java        through which client (repeatable: each suite runs once per
#                                     client, against the same server and sandbox); default ts
# Other arguments go to both suites (e.g. --concurrency 3, --json, --verbose).
# Exit code: the worse of the two suites' exit codes.
set -euo pipefail
cd "$(dirname "$0")/.."
only=""
args=()
clients=()
while [ $# -gt 0 ]; do
  case "$1" in
    --only) only="${2:-}"; shift 2 ;;
    --only=*) only="${1#--only=}"; shift ;;
    --client) clients+=("${2:-}"); shift 2 ;;
    --client=*) clients+=("${1#--client=}"); shift ;;
    *) args+=("$1"); shift ;;
  esac
done
case "$only" in ""|lifecycle|execd) ;; *) echo "conformance-local: --only takes lifecycle or execd" >&2; exit 2 ;; esac
[ ${#clients[@]} -gt 0 ] || clients=(ts)
EXECD_IMAGE="${EXECD_IMAGE:-opensandbox/debian-python:local}"
. scripts/env.sh
. scripts/lib/throwaway-server.sh
rc=0
if [ "$only" != execd ]; then
  for client in "${clients[@]}"; do
    echo "lifecycle suite through the $client client"
    lrc=0
    pnpm -s conformance --client "$client" --server "http://127.0.0.1:$port" --api-key "$key" --image opensandbox/busybox:local ${args[@]+"${args[@]}"} || lrc=$?
    [ "$lrc" -gt "$rc" ] && rc=$lrc
  done
fi
[ "$only" = lifecycle ] && exit "$rc"

# The execd suite, against the daemon injected into a real sandbox.
api="http://127.0.0.1:$port/v1"
call() { # method path [json body] -> response body on stdout; fails on HTTP errors
  curl -fsS -X "$1" "$api$2" -H "OPEN-SANDBOX-API-KEY: $key" ${3:+-H "content-type: application/json" -d "$3"}
}
field() { node -e 'let v=JSON.parse(process.argv[1]);for(const k of process.argv.slice(2))v=v?.[k];console.log(v??"")' "$@"; }
echo "execd suite: creating a sandbox from $EXECD_IMAGE"
created=$(call POST /sandboxes "{\"image\":{\"uri\":\"$EXECD_IMAGE\"},\"entrypoint\":[\"sleep\",\"3600\"],\"timeout\":600,\"resourceLimits\":{\"cpu\":\"1\",\"memory\":\"512Mi\"},\"metadata\":{\"conformance-case\":\"execd-suite\"}}")
sandbox=$(field "$created" id)
[ -n "$sandbox" ] || { echo "execd suite: no sandbox id in $created" >&2; exit 2; }
state=""
for _ in $(seq 1 240); do
  state=$(field "$(call GET "/sandboxes/$sandbox")" status state)
  [ "$state" = Running ] && break
  case "$state" in Failed|Terminated) echo "execd suite: sandbox $sandbox is $state" >&2; call GET "/sandboxes/$sandbox" >&2; exit 2 ;; esac
  sleep 0.5
done
[ "$state" = Running ] || { echo "execd suite: sandbox $sandbox not Running after 120 s (state $state)" >&2; exit 2; }
endpoint=$(call GET "/sandboxes/$sandbox/endpoints/44772")
address=$(field "$endpoint" endpoint)
token=$(field "$endpoint" headers X-EXECD-ACCESS-TOKEN)
[ -n "$address" ] && [ -n "$token" ] || { echo "execd suite: endpoint without address or token: $endpoint" >&2; exit 2; }
ready=""
for _ in $(seq 1 100); do
  curl -fs -H "X-EXECD-ACCESS-TOKEN: $token" "http://$address/ping" >/dev/null && { ready=1; break; }
  sleep 0.2
done
[ -n "$ready" ] || { echo "execd suite: execd at $address does not answer /ping" >&2; exit 2; }
echo "execd suite: sandbox $sandbox, execd at http://$address"
erc=0
for client in "${clients[@]}"; do
  echo "execd suite through the $client client"
  crc=0
  pnpm -s conformance --client "$client" --execd "http://$address" --token "$token" ${args[@]+"${args[@]}"} || crc=$?
  [ "$crc" -gt "$erc" ] && erc=$crc
done
call DELETE "/sandboxes/$sandbox" >/dev/null || echo "execd suite: could not delete sandbox $sandbox (the cleanup removes it)" >&2
[ "$erc" -gt "$rc" ] && rc=$erc
exit "$rc"

#!/usr/bin/env bash
# Property-based fuzzing of both specs with schemathesis (PyPI, pinned in
# conformance/schemathesis/requirements.txt): starts a throw-away server, runs
# specs/execd-api.yaml against the execd of a real sandbox, then specs/sandbox-lifecycle.yml against
# the server (with two Running fixture sandboxes the generated ids are often swapped for, so that
# pause, resume, snapshots, proxy and the rest act on real containers).
# Checks: no 5xx at all, except 502/503 where the route lists them (conformance/schemathesis/hooks.py),
# and every response against its schema. Bounded: about 3 minutes on 2 cores.
#   OSB_SCHEMATHESIS_HEAVY=1   7 minutes per spec instead of 1 to 1.5, with more cases per operation
#   OSB_SCHEMATHESIS_SEED=N    replay a run (schemathesis prints the seed it used)
#   OSB_SCHEMATHESIS_WORKERS=N concurrent workers (default 1, see below)
#   --only execd | --only lifecycle
# Exit code: the worse of the two runs'.
set -euo pipefail
cd "$(dirname "$0")/.."
only=""
case "${1:-}" in
  --only) only="${2:-}" ;;
  --only=*) only="${1#--only=}" ;;
  "") ;;
  *) echo "schemathesis: unknown argument $1" >&2; exit 2 ;;
esac
case "$only" in ""|lifecycle|execd) ;; *) echo "schemathesis: --only takes lifecycle or execd" >&2; exit 2 ;; esac
bash conformance/schemathesis/setup.sh
# The check and the rewrites first (no server needed).
(cd conformance/schemathesis && .venv/bin/python -m pytest -q -p no:cacheprovider test_hooks.py)
. scripts/env.sh
here=$(pwd)
st="$here/conformance/schemathesis/.venv/bin/st"
EXECD_IMAGE="${EXECD_IMAGE:-opensandbox/debian-python:local}"
FIXTURE_IMAGE="${FIXTURE_IMAGE:-opensandbox/busybox:local}"
# Each run repeats fuzzing and stateful sequences until its time budget (seconds) is spent.
if [ "${OSB_SCHEMATHESIS_HEAVY:-0}" = 1 ]; then
  examples=200 execd_budget=420 lifecycle_budget=420
else
  examples=20 execd_budget=60 lifecycle_budget=100
fi
# One worker by default: with several, hypothesis parses sources for lambda descriptions from
# several threads, and CPython 3.11 (Debian 12's) then sometimes fails the run with
# "SystemError: AST constructor recursion depth mismatch" (python/cpython#106905), a tool error.
# Races between operations are tested deterministically (test/integration/snapshot-races.test.ts).
workers="${OSB_SCHEMATHESIS_WORKERS:-1}"
. scripts/lib/throwaway-server.sh
api="http://127.0.0.1:$port/v1"
call() { # method path [json body] -> response body on stdout; fails on HTTP errors
  curl -fsS -X "$1" "$api$2" -H "OPEN-SANDBOX-API-KEY: $key" ${3:+-H "content-type: application/json" -d "$3"}
}
field() { node -e 'let v=JSON.parse(process.argv[1]);for(const k of process.argv.slice(2))v=v?.[k];console.log(v??"")' "$@"; }
create_running() { # image -> id of a Running sandbox (timeout 1 h: the run deletes it, the clean-up too)
  local id state=""
  id=$(field "$(call POST /sandboxes "{\"image\":{\"uri\":\"$1\"},\"entrypoint\":[\"sleep\",\"3600\"],\"timeout\":3600,\"resourceLimits\":{\"cpu\":\"1\",\"memory\":\"512Mi\"},\"metadata\":{\"suite\":\"schemathesis\"}}")" id)
  for _ in $(seq 1 240); do
    state=$(field "$(call GET "/sandboxes/$id")" status state)
    [ "$state" = Running ] && { echo "$id"; return 0; }
    case "$state" in Failed|Terminated) break ;; esac
    sleep 0.5
  done
  echo "schemathesis: sandbox $id from $1 is $state, not Running" >&2
  return 1
}
# Snapshot images carry no instance label, so the server's clean-up misses them: remove every
# image of a snapshot this server knows before it stops.
remove_snapshot_images() {
  local ids page=1 body
  # A commit still running would leave its image behind: let them settle first (bounded).
  for _ in $(seq 1 60); do
    [ "$(field "$(call GET "/snapshots?state=Creating&pageSize=1")" pagination totalItems)" = 0 ] && break
    sleep 0.5
  done
  while :; do
    body=$(call GET "/snapshots?pageSize=200&page=$page") || break
    ids=$(node -e 'for(const i of JSON.parse(process.argv[1]).items)console.log(i.id)' "$body")
    for id in $ids; do
      docker images -q --filter "label=opensandbox.io/snapshot-id=$id" | xargs -r docker rmi -f >/dev/null 2>&1 || true
    done
    [ "$(field "$body" pagination hasNextPage)" = true ] || break
    page=$((page + 1))
  done
}
run_st() { # name budget spec base-url header... -> schemathesis' exit code
  local name=$1 budget=$2 spec=$3 url=$4; shift 4
  local headers=() h seed=()
  for h in "$@"; do headers+=(-H "$h"); done
  [ -n "${OSB_SCHEMATHESIS_SEED:-}" ] && seed=(--seed "$OSB_SCHEMATHESIS_SEED")
  echo "schemathesis: $name ($spec) at $url"
  local started=$SECONDS src=0
  (
    cd conformance/schemathesis
    OSB_ST_STATS="$dir/stats-$name.json" PYTHONPATH=. SCHEMATHESIS_HOOKS=hooks timeout --signal=INT "$((budget + 60))" "$st" run "$here/$spec" --url "$url" \
      "${headers[@]}" "${seed[@]}" \
      --phases examples,coverage,fuzzing,stateful --max-examples "$examples" --workers "$workers" \
      --checks no_server_error,response_schema_conformance --continue-on-failure \
      --request-timeout 30 --max-time "$budget" --no-color --warnings off \
      --generation-database none \
      "${exclude[@]}"
  ) || src=$?
  echo "schemathesis: $name took $((SECONDS - started)) s, exit code $src; responses by operation and status:"
  node -e 'const s=require(process.argv[1]);let n=0;for(const[op,c]of Object.entries(s)){n+=Object.values(c).reduce((a,b)=>a+b,0);console.log(`  ${op.padEnd(32)} ${Object.entries(c).map(([k,v])=>k+"×"+v).join(" ")}`)}console.log(`  ${n} requests`)' "$dir/stats-$name.json" || true
  return "$src"
}
rc=0

if [ "$only" != lifecycle ]; then
  echo "schemathesis: creating the execd sandbox from $EXECD_IMAGE"
  sandbox=$(create_running "$EXECD_IMAGE")
  endpoint=$(call GET "/sandboxes/$sandbox/endpoints/44772")
  address=$(field "$endpoint" endpoint)
  token=$(field "$endpoint" headers X-EXECD-ACCESS-TOKEN)
  for _ in $(seq 1 100); do
    curl -fs -H "X-EXECD-ACCESS-TOKEN: $token" "http://$address/ping" >/dev/null && break
    sleep 0.2
  done
  # Something for file reads to find in the scratch directory the hooks confine paths to.
  curl -fsS -o /dev/null -H "X-EXECD-ACCESS-TOKEN: $token" -H "content-type: application/json" "http://$address/command" \
    -d '{"command":"mkdir -p /tmp/schemathesis/0 && echo hello > /tmp/schemathesis/0/a && echo x > /tmp/schemathesis/a"}'
  # A background command reading its stdin and a shell session, for the operations on ids.
  command_id=$(curl -sS --max-time 20 -H "X-EXECD-ACCESS-TOKEN: $token" -H "content-type: application/json" "http://$address/command" \
    -d '{"command":"while read -r l; do echo \"got $l\"; done; sleep 3600","background":true,"stdin":true}' |
    node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{for(const l of s.split("\n")){try{const e=JSON.parse(l.replace(/^data: */,""));if(e.type==="init"){console.log(e.text);return}}catch{}}})')
  session_id=$(field "$(curl -fsS -H "X-EXECD-ACCESS-TOKEN: $token" -H "content-type: application/json" "http://$address/session" -d '{}')" session_id)
  [ -n "$command_id" ] && [ -n "$session_id" ] || { echo "schemathesis: no background command ($command_id) or session ($session_id)" >&2; exit 2; }
  # Excluded: the endless streams (a metrics watch and a file watch until the client leaves, the
  # output of the hour-long background command above, a PTY WebSocket that a plain GET cannot
  # open), which would only measure the request timeout. Their refusals are covered by unit tests.
  exclude=(--exclude-operation-id watchMetrics --exclude-operation-id watchFiles --exclude-operation-id followCommandOutput --exclude-operation-id attachPty)
  erc=0
  OSB_ST_TARGET=execd OSB_ST_COMMAND_ID="$command_id" OSB_ST_SESSION_ID="$session_id" run_st execd "$execd_budget" specs/execd-api.yaml "http://$address" "X-EXECD-ACCESS-TOKEN: $token" || erc=$?
  [ "$erc" -gt "$rc" ] && rc=$erc
  curl -fs -o /dev/null -H "X-EXECD-ACCESS-TOKEN: $token" "http://$address/ping" ||
    { echo "schemathesis: execd no longer answers /ping after the run" >&2; rc=1; }
  call DELETE "/sandboxes/$sandbox" >/dev/null || true
fi

if [ "$only" != execd ]; then
  echo "schemathesis: creating two fixture sandboxes from $FIXTURE_IMAGE"
  f1=$(create_running "$FIXTURE_IMAGE")
  f2=$(create_running "$FIXTURE_IMAGE")
  exclude=()
  lrc=0
  OSB_ST_TARGET=lifecycle OSB_ST_API="$api" OSB_ST_KEY="$key" OSB_ST_FIXTURES="$f1,$f2" OSB_ST_IMAGE="$FIXTURE_IMAGE" \
    run_st lifecycle "$lifecycle_budget" specs/sandbox-lifecycle.yml "$api" "OPEN-SANDBOX-API-KEY: $key" || lrc=$?
  [ "$lrc" -gt "$rc" ] && rc=$lrc
  curl -fs -o /dev/null "http://127.0.0.1:$port/health" || { echo "schemathesis: the server no longer answers /health" >&2; rc=1; }
  remove_snapshot_images
fi
exit "$rc"

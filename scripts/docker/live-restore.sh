#!/usr/bin/env bash
# Turns on Docker's live-restore in a daemon.json: with it, containers (sandboxes) keep running
# while dockerd stops, restarts or is upgraded, and the restarted engine re-attaches to them;
# without it every running sandbox is stopped and ends Failed/CONTAINER_EXITED_ERROR.
#
# Usage: live-restore.sh DAEMON_JSON [DOCKERD_PID]
#   Adds "live-restore": true to DAEMON_JSON (creating it; other keys are kept). With DOCKERD_PID,
#   sends it SIGHUP when the file changed: live-restore is one of the settings dockerd reloads
#   without a restart, so running containers are not touched.
# Prints "unchanged" or "enabled"; exits non-zero when the file is not valid JSON.
set -euo pipefail
file="$1"
pid="${2:-}"
merge() { # stdin: current JSON; stdout: the same with live-restore on
  if command -v jq >/dev/null 2>&1; then
    jq '. + {"live-restore": true}'
  elif command -v node >/dev/null 2>&1; then
    node -e 'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>{const j=JSON.parse(s);j["live-restore"]=true;console.log(JSON.stringify(j,null,2))})'
  elif command -v python3 >/dev/null 2>&1; then
    python3 -c 'import json,sys; j=json.load(sys.stdin); j["live-restore"]=True; print(json.dumps(j, indent=2))'
  else
    echo "live-restore.sh: need jq, node or python3 to edit $file" >&2
    return 1
  fi
}
current='{}'
if [ -s "$file" ]; then current="$(cat "$file")"; fi
next="$(printf '%s' "$current" | merge)" || { echo "live-restore.sh: $file is not valid JSON; add \"live-restore\": true by hand" >&2; exit 1; }
if printf '%s' "$current" | grep -Eq '"live-restore"[[:space:]]*:[[:space:]]*true'; then
  echo unchanged
  exit 0
fi
mkdir -p "$(dirname "$file")"
printf '%s\n' "$next" >"$file.tmp"
mv -f "$file.tmp" "$file"
if [ -n "$pid" ]; then kill -HUP "$pid"; fi
echo enabled

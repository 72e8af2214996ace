#!/usr/bin/env bash
# A small "internet" on this machine, for tests that must not need the real one: a network
# namespace reached from the host (and so from sandboxes, through the host's routing) over a veth
# link, holding addresses that are not the host's (198.18.0.0/15, RFC 2544 test space): an
# authoritative DNS server for the fake zone "test" and HTTP/HTTPS servers whose certificates
# come from a test CA (scripts/netlab/server.mjs; names and addresses in hosts.json).
#
#   fake-internet.sh up       build it, or repair what is missing (idempotent; ~0.3 s when warm)
#   fake-internet.sh down     remove the namespace, the link, the route and the state
#   fake-internet.sh status   exit 0 when everything serves
#   fake-internet.sh env      print OSB_NETLAB_* variables (DNS address, CA file, state dir)
#
# Point sandboxes at it with [docker] dns = ["198.18.0.53"]; trust $OSB_NETLAB_DIR/certs/ca.pem.
# Root only. Everything it creates is named osb-inet*: it never touches other interfaces or rules.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
NS=osb-inet
HOST_IF=osb-inet0         # host side of the link
NS_IF=eth0                # namespace side
HOST_ADDR=198.18.255.1/30
NS_ADDR=198.18.255.2/30
NS_GW=198.18.255.1
ROUTE=198.18.0.0/15
STATE="${OSB_NETLAB_DIR:-/run/opensandbox-netlab}"
HOSTS="$here/hosts.json"

node_bin() {
  if command -v node >/dev/null 2>&1; then command -v node; return; fi
  # shellcheck disable=SC1091
  . "$here/../env.sh" >/dev/null 2>&1 && command -v node
}

json() { "$(node_bin)" -e 'const c=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"));const v=new Function("c","return "+process.argv[2])(c);console.log(Array.isArray(v)?v.join("\n"):v)' "$HOSTS" "$1"; }

serving() {
  [[ -f "$STATE/pid" && -f "$STATE/ready" ]] || return 1
  local pid; pid="$(cat "$STATE/pid")"
  kill -0 "$pid" 2>/dev/null || return 1
  ip netns pids "$NS" 2>/dev/null | grep -qx "$pid" || return 1
  # the server's own config must be the current one
  [[ "$(cat "$STATE/hosts.sha" 2>/dev/null)" == "$(sha256sum "$HOSTS" "$here/server.mjs" | sha256sum)" ]]
}

link_ok() {
  ip netns exec "$NS" true 2>/dev/null && ip link show "$HOST_IF" >/dev/null 2>&1 &&
    ip -4 addr show dev "$HOST_IF" | grep -q "${HOST_ADDR%/*}" &&
    ip route show "$ROUTE" | grep -q "$HOST_IF" &&
    { [[ -z "$(outside)" ]] || ip route show dev "$HOST_IF" | grep -qF "$(outside | head -1)"; }
}

# The DNS address, every host address, and those outside 198.18.0.0/15 (the link-local stand-in,
# routed one by one): read once, one node start.
addresses_read=0
read_addresses() {
  [ "$addresses_read" = 1 ] && return
  local out
  out="$(json '[c.dns, [...new Set(Object.values(c.hosts))].join(" "), [...new Set(Object.values(c.hosts))].filter(a=>!/^198\.1[89]\./.test(a)).join(" ")].join("|")')"
  DNS_ADDR="${out%%|*}"; out="${out#*|}"
  HOST_ADDRS="${out%%|*}"; OUTSIDE_ADDRS="${out#*|}"
  addresses_read=1
}
outside() { read_addresses; for a in $OUTSIDE_ADDRS; do echo "$a"; done; }

certs() {
  local dir="$STATE/certs"
  [[ -f "$dir/done" && "$(cat "$dir/done")" == "$(sha256sum "$HOSTS" | cut -d' ' -f1)" ]] && return 0
  rm -rf "$dir" && mkdir -p "$dir" && chmod 755 "$dir"
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 3650 -subj "/CN=OpenSandbox netlab test CA" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
    -keyout "$dir/ca.key" -out "$dir/ca.pem" 2>/dev/null
  leaf() { # name, subjectAltName
    openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj "/CN=$1" -keyout "$dir/$1.key" -out "$dir/$1.csr" 2>/dev/null
    printf 'subjectAltName=%s\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n' "$2" >"$dir/$1.ext"
    openssl x509 -req -in "$dir/$1.csr" -CA "$dir/ca.pem" -CAkey "$dir/ca.key" -CAcreateserial -days 3650 -extfile "$dir/$1.ext" -out "$dir/$1.pem" 2>/dev/null
    rm -f "$dir/$1.csr" "$dir/$1.ext"
  }
  local name
  for name in $(json 'Object.keys(c.certificates)'); do
    leaf "$name" "$(json "c.certificates['$name'].map(n=>'DNS:'+n).join(',')")"
  done
  leaf ip "$(json "[...new Set(Object.values(c.hosts))].map(a=>'IP:'+a).join(',')")"
  chmod 644 "$dir"/*.pem "$dir"/*.key # test keys, useless outside this machine
  sha256sum "$HOSTS" | cut -d' ' -f1 >"$dir/done"
}

down() {
  if [[ -f "$STATE/pid" ]]; then kill "$(cat "$STATE/pid")" 2>/dev/null || true; fi
  ip netns pids "$NS" 2>/dev/null | xargs -r kill 2>/dev/null || true
  ip route del "$ROUTE" dev "$HOST_IF" 2>/dev/null || true
  ip link del "$HOST_IF" 2>/dev/null || true
  ip netns del "$NS" 2>/dev/null || true
  rm -rf "$STATE"
}

up() {
  mkdir -p "$STATE"
  if ! link_ok; then
    ip route del "$ROUTE" dev "$HOST_IF" 2>/dev/null || true
    ip link del "$HOST_IF" 2>/dev/null || true
    ip netns del "$NS" 2>/dev/null || true
    rm -f "$STATE/pid" "$STATE/ready"
    ip netns add "$NS"
    ip link add "$HOST_IF" type veth peer name "$NS_IF" netns "$NS"
    ip addr add "$HOST_ADDR" dev "$HOST_IF"
    ip link set "$HOST_IF" up
    ip -n "$NS" link set lo up
    ip -n "$NS" addr add "$NS_ADDR" dev "$NS_IF"
    ip -n "$NS" link set "$NS_IF" up
    ip -n "$NS" route add default via "$NS_GW"
  fi
  # Addresses and routes from hosts.json, every time (replace is idempotent): an edit takes effect.
  local a
  read_addresses
  for a in $DNS_ADDR $HOST_ADDRS; do ip -n "$NS" addr replace "$a/32" dev lo; done
  ip route replace "$ROUTE" via "${NS_ADDR%/*}" dev "$HOST_IF"
  for a in $(outside); do ip route replace "$a/32" via "${NS_ADDR%/*}" dev "$HOST_IF"; done
  certs
  if ! serving; then
    if [[ -f "$STATE/pid" ]]; then kill "$(cat "$STATE/pid")" 2>/dev/null || true; fi
    rm -f "$STATE/ready"
    ip netns exec "$NS" setsid "$(node_bin)" "$here/server.mjs" "$HOSTS" "$STATE" >"$STATE/server.log" 2>&1 </dev/null 8>&- &
    echo $! >"$STATE/pid"
    for _ in $(seq 1 100); do [[ -f "$STATE/ready" ]] && break; sleep 0.05; done
    [[ -f "$STATE/ready" ]] || { echo "fake internet: server did not start:" >&2; cat "$STATE/server.log" >&2; exit 1; }
    sha256sum "$HOSTS" "$here/server.mjs" | sha256sum >"$STATE/hosts.sha"
  fi
}

# One up or down at a time: test files of parallel vitest projects bring it up at once. fd 8 is
# closed for the server started above, which would otherwise hold the lock for its lifetime.
serialized() { exec 8>/run/opensandbox-netlab.lock && flock -w 60 8 && "$@"; }
case "${1:-}" in
  up) serialized up ;;
  down) serialized down ;;
  status) link_ok && serving ;;
  env)
    echo "OSB_NETLAB_DIR=$STATE"
    read_addresses
    echo "OSB_NETLAB_DNS=$DNS_ADDR"
    echo "OSB_NETLAB_CA=$STATE/certs/ca.pem"
    echo "OSB_NETLAB_HOSTS=$HOSTS"
    ;;
  *) echo "usage: $0 up|down|status|env" >&2; exit 2 ;;
esac

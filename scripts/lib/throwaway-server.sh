# Sourced by scripts that test against our server: starts it on a free port with a throw-away
# config and store, sets $port, $key, $dir and $pid, and installs an EXIT trap that stops it,
# removes the containers of this instance and the folder. $rc (if set and non-zero when the
# script exits) makes the trap print the end of the server log. Needs scripts/env.sh sourced.
# OSB_RUNTIME=kubernetes runs sandboxes as Pods on the cluster $KUBECONFIG names (scripts/k8s),
# with requests a tenth of the limits so that a two-core node holds the suites' sandboxes.
# OSB_RUNTIME_CLASS=gvisor runs every sandbox under gVisor (scripts/docker/gvisor.sh registers it).
# OSB_STORE=kubernetes (with OSB_RUNTIME=kubernetes) keeps the records in the cluster under a
# store name of its own ([store] type = "kubernetes"), removed with the server.
dir=$(mktemp -d /tmp/osb-server.XXXXXX)
port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
key=$(node -e 'console.log(require("crypto").randomBytes(18).toString("base64url"))')
cat > "$dir/config.toml" <<TOML
[server]
port = $port
api_key = "$key"
# The suites run many scenarios at once, each with its own sandboxes.
max_sandboxes = 0
TOML
store_name="osbci-$(node -e 'console.log(require("crypto").randomBytes(3).toString("hex"))')"
if [ "${OSB_STORE:-sqlite}" = kubernetes ]; then
  printf '[store]\ntype = "kubernetes"\nname = "%s"\n' "$store_name" >> "$dir/config.toml"
else
  printf '[store]\npath = "%s"\n' "$dir/store.db" >> "$dir/config.toml"
fi
if [ -n "${OSB_RUNTIME_CLASS:-}" ]; then
  # Every sandbox of this server runs under that runtime class (e.g. gvisor: Docker's runsc).
  printf '[secure_runtime]\ndefault_class = "%s"\n[secure_runtime.classes.gvisor]\ndocker_runtime = "runsc"\nk8s_runtime_class = "gvisor"\n' "$OSB_RUNTIME_CLASS" >> "$dir/config.toml"
fi
if [ "${OSB_RUNTIME:-docker}" = kubernetes ]; then
  : "${KUBECONFIG:?OSB_RUNTIME=kubernetes needs KUBECONFIG (eval \"\$(bash scripts/k8s/cluster.sh env)\")}"
  printf '[runtime]\ntype = "kubernetes"\n[kubernetes]\nrequest_fraction = 0.1\n' >> "$dir/config.toml"
fi
# The server puts its sandboxes on the isolated network "opensandbox", made on demand; one this
# script's server made is removed with it (refused, and kept, while another server's sandboxes use it).
had_isolated_net=0
docker network inspect opensandbox >/dev/null 2>&1 && had_isolated_net=1
node packages/server/bin/opensandbox-server.js --config "$dir/config.toml" > "$dir/server.log" 2>&1 &
pid=$!
throwaway_server_cleanup() {
  trap '' PIPE # a reader that went away (… | head) must not stop the clean-up half way
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  # Containers of this throw-away instance would otherwise outlive it.
  local instance
  if [ "${OSB_STORE:-sqlite}" = kubernetes ]; then
    instance=$(kubectl get configmap "$store_name-store-meta" -o jsonpath='{.data.instance}' 2>/dev/null || echo none)
    kubectl delete sandboxes,sandboxsnapshots,configmaps,secrets,leases -l "opensandbox.io/store=$store_name" --wait=false >/dev/null 2>&1 || true
  else
    instance=$(node -e 'const {DatabaseSync}=require("node:sqlite");const db=new DatabaseSync(process.argv[1]);console.log(db.prepare("select value from meta where key=?").get("instance")?.value??"none")' "$dir/store.db" 2>/dev/null || echo none)
  fi
  if [ "${OSB_RUNTIME:-docker}" = kubernetes ]; then
    kubectl delete pods,secrets,pvc -l "opensandbox.io/instance=$instance" --grace-period=0 --wait=false >/dev/null 2>&1 || true
  else
    docker ps -aq --filter "label=opensandbox.io/instance=$instance" | xargs -r docker rm -f >/dev/null
  fi
  if [ "$had_isolated_net" = 0 ] && [ "${OSB_RUNTIME:-docker}" != kubernetes ]; then
    node packages/server/bin/opensandbox-server.js isolation remove --config "$dir/config.toml" >/dev/null 2>&1 || true
  fi
  if [ "${rc:-0}" -ne 0 ] && [ -s "$dir/server.log" ]; then
    { echo "last lines of the server log:"; tail -n 20 "$dir/server.log"; } >&2 || true
  fi
  rm -rf "$dir"
}
trap throwaway_server_cleanup EXIT
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/health" >/dev/null && break
  kill -0 "$pid" 2>/dev/null || { cat "$dir/server.log"; exit 1; }
  sleep 0.1
done

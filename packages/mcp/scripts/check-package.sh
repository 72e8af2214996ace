#!/usr/bin/env bash
# Packs @opensandbox/mcp as it would be published and uses it as a user would, outside the
# repository: installs the tarball with npm into a fresh folder, then, on the oldest Node the
# package supports when the machine has it (its `node`, else ours), runs the installed
# `opensandbox-mcp` bin (plain JavaScript, no TypeScript loader) and has the official MCP
# client list its tools over stdio. Needs scripts/env.sh sourced and the npm registry.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d /tmp/osb-mcp-package.XXXXXX)
trap 'rm -rf "$work"' EXIT

pnpm pack --pack-destination "$work" >/dev/null
tarball=$(ls "$work"/opensandbox-mcp-*.tgz)
tar -tzf "$tarball" | sort > "$work/files"
for needed in package/package.json package/README.md package/dist/opensandbox-mcp.js; do
  grep -qx "$needed" "$work/files" || { echo "$needed is missing from the package" >&2; exit 1; }
done
if grep -E '^package/(src|test)/' "$work/files"; then echo "the package carries sources or tests" >&2; exit 1; fi

mkdir "$work/user"
(cd "$work/user" && npm init -y >/dev/null && npm install --no-audit --no-fund --silent "$tarball" @modelcontextprotocol/sdk@1.32.2 >/dev/null)
old_node=/usr/bin/node
[ -x "$old_node" ] || old_node=$(command -v node)
echo "  installed $(basename "$tarball"); running it with node $("$old_node" --version)"
"$old_node" "$work/user/node_modules/.bin/opensandbox-mcp" --help | grep -q -- "--transport stdio|http"
cat > "$work/user/list.mjs" <<'JS'
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
const client = new Client({ name: "package-check", version: "1.0.0" });
await client.connect(new StdioClientTransport({ command: process.execPath, args: ["node_modules/.bin/opensandbox-mcp"] }));
const { tools } = await client.listTools();
if (!tools.some((t) => t.name === "command_run")) throw new Error(`unexpected tools: ${tools.map((t) => t.name)}`);
console.log(`  the installed bin answered over stdio with ${tools.length} tools (${client.getServerVersion()?.name} ${client.getServerVersion()?.version})`);
await client.close();
JS
(cd "$work/user" && "$old_node" list.mjs)

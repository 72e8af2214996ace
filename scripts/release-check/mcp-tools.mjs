// Starts the installed `opensandbox-mcp` bin over stdio with the official MCP client and lists its
// tools (no server needed): the package's bin runs as plain JavaScript on this Node.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const client = new Client({ name: "release-check", version: "1.0.0" });
await client.connect(new StdioClientTransport({ command: process.execPath, args: ["node_modules/.bin/opensandbox-mcp"] }));
const { tools } = await client.listTools();
if (!tools.some((t) => t.name === "command_run")) throw new Error(`unexpected tools: ${tools.map((t) => t.name)}`);
console.log(`  opensandbox-mcp answered over stdio with ${tools.length} tools (${client.getServerVersion()?.name} ${client.getServerVersion()?.version})`);
await client.close();

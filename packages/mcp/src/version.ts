// The package version, reported to MCP clients as serverInfo.version (inlined by the bundler).
import pkg from "../package.json" with { type: "json" };

export const VERSION: string = pkg.version;

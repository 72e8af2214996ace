// The clients the suite can drive: `ts` is the suite's own HTTP transport; every other client is
// an SDK driven through a driver process (PROTOCOL.md). The default commands point at the
// drivers in this repository; `--driver-command` runs any other driver.
import { existsSync } from "node:fs";
import path from "node:path";
import { PACKAGE_DIR } from "./paths.js";

export const CLIENTS = ["ts", "python", "go", "java"] as const;
export type ClientName = (typeof CLIENTS)[number];

const REPO = path.join(PACKAGE_DIR, "..");

interface DriverCommand {
  command: string[];
  /** What must exist for the default command to work, and how to get it. */
  missing?: string;
}

/** The driver command for a client, or undefined for `ts` (plain HTTP). */
export function driverCommand(client: string, override?: string): DriverCommand | undefined {
  if (override) return { command: ["sh", "-c", override] };
  switch (client) {
    case "ts":
      return undefined;
    case "python": {
      const python = path.join(REPO, "clients", "python", ".venv", "bin", "python");
      const script = path.join(PACKAGE_DIR, "clients", "python", "driver.py");
      return {
        command: [python, script],
        ...(existsSync(python) && existsSync(script) ? {} : { missing: `the Python driver needs ${python} and ${script}: run clients/python/setup.sh, or pass --driver-command` }),
      };
    }
    case "go": {
      const binary = path.join(PACKAGE_DIR, "clients", "go", "bin", "conformance-driver");
      return {
        command: [binary],
        ...(existsSync(binary) ? {} : { missing: `the Go driver ${binary} is not built: run clients/go/setup.sh, or pass --driver-command` }),
      };
    }
    case "java": {
      const launcher = path.join(PACKAGE_DIR, "clients", "java", "bin", "conformance-driver");
      return {
        command: [launcher],
        ...(existsSync(launcher) ? {} : { missing: `the Java driver ${launcher} is not built: run clients/java/setup.sh, or pass --driver-command` }),
      };
    }
    default:
      return { command: [], missing: `unknown client "${client}" (known: ${CLIENTS.join(", ")}; other SDKs: --driver-command)` };
  }
}

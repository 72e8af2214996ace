// The fake internet of the network tests (scripts/netlab): brought up when it is not (idempotent,
// ~2.5 s cold) and left up. Several test files use it at once (vitest's parallel workers, and any
// other run on the machine), so no test takes it down: one that did pulled it from under another
// file's sandboxes mid-test. scripts/test.sh takes it down at its end when it was not up before.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
const SCRIPT = path.join(root, "scripts/netlab/fake-internet.sh");

export type Netlab = { dns: string; resolver: string; hosts: Record<string, string> };

/** Names and addresses of the fake internet (scripts/netlab/hosts.json). */
export const lab = JSON.parse(readFileSync(path.join(root, "scripts/netlab/hosts.json"), "utf8")) as Netlab;

/** Brings the fake internet up if it is not, and returns its test CA (PEM). */
export function netlabUp(): string {
  execFileSync("bash", [SCRIPT, "up"], { stdio: "inherit" });
  return readFileSync("/run/opensandbox-netlab/certs/ca.pem", "utf8");
}

// Generates the Python SDK's low-level clients (clients/python) from specs/ with
// openapi-python-client 0.29.1, installed by clients/python/setup.sh into clients/python/.venv
// (run here when the venv is missing; after that, generation needs no network).
//
// Each spec is generated in a temporary folder, formatted with the venv's pinned ruff (the
// generator's own post-hooks are disabled: they would depend on whatever ruff is on PATH),
// stamped with a "generated, do not edit" line and copied to the output folder, so the result
// is byte-for-byte the same for the same specs (`pnpm generate --check` compares it).
//
// Spec preprocessing (on the parsed document only; specs/ is never changed):
// - The proxy operations (`/proxy/{port}…`, `/sandboxes/{id}/proxy/{port}…`, `…/signed/{port}/…`) are dropped: they
//   relay arbitrary bytes (`*/*` bodies), which the generator cannot express (it warns and
//   emits half-typed functions). Callers reach them with the SDK's plain httpx client.
// - `oneOf`/`anyOf` whose members only list `required` properties ("exactly one of command and
//   argv", Volume's one backend) are dropped: they constrain which optional properties are set
//   (the server validates that), and the generator would turn the model into a union of
//   anonymous classes. Generators/go.ts has the same rule.
// Generated code is also patched for Python 3.10: `typing.Self` and `enum.StrEnum` are 3.11+, and
// `datetime.fromisoformat` only accepts a `Z` suffix since 3.11 (dateutil's isoparse is used).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { isRequiredOnlyChoice } from "./spec-rules.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGE_DIR = "clients/python";
const GENERATED = `${PACKAGE_DIR}/src/opensandbox_client/_generated`;

/** Folders (relative to the repo root) whose content generatePython() owns. */
export const PYTHON_OUTPUTS: string[] = [GENERATED];

const TARGETS = [
  { spec: "specs/sandbox-lifecycle.yml", name: "lifecycle", config: `${PACKAGE_DIR}/codegen/lifecycle.yml` },
  { spec: "specs/execd-api.yaml", name: "execd", config: `${PACKAGE_DIR}/codegen/execd.yml` },
  { spec: "specs/egress-api.yaml", name: "egress", config: `${PACKAGE_DIR}/codegen/egress.yml` },
];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

function marker(spec: string): string {
  return `# This file is generated from ${spec} by \`pnpm generate\` (generators/python.ts); do not edit.\n`;
}

/** Drops required-only `oneOf`/`anyOf` everywhere (see the header comment). */
function dropRequiredOnlyChoices(node: Json): Json {
  if (Array.isArray(node)) return node.map(dropRequiredOnlyChoices);
  if (node === null || typeof node !== "object") return node;
  const out: Obj = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === "oneOf" || key === "anyOf") && isRequiredOnlyChoice(value)) continue;
    out[key] = dropRequiredOnlyChoices(value);
  }
  return out;
}

/** Removes the raw proxy routes and the required-only choices (see the header comment). */
function preprocess(doc: Obj): Obj {
  const paths: Obj = {};
  for (const [route, item] of Object.entries(doc.paths as Obj)) {
    if (/(^|\/)(proxy|signed)\/\{port\}/.test(route)) continue;
    paths[route] = item;
  }
  return dropRequiredOnlyChoices({ ...doc, paths }) as Obj;
}

function venvBin(name: string): string {
  return path.join(ROOT, PACKAGE_DIR, ".venv", "bin", name);
}

function ensureVenv(): void {
  if (existsSync(venvBin("openapi-python-client")) && existsSync(venvBin("ruff"))) return;
  execFileSync("bash", [path.join(ROOT, PACKAGE_DIR, "setup.sh")], { stdio: ["ignore", "ignore", "inherit"] });
}

function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, base));
    else out.push(path.relative(base, full));
  }
  return out;
}

function postProcess(dir: string, spec: string): void {
  for (const rel of listFiles(dir)) {
    const file = path.join(dir, rel);
    if (!rel.endsWith(".py")) {
      if (rel.endsWith(".typed")) continue;
      rmSync(file); // the generator's README/.gitignore for a standalone project
      continue;
    }
    let text = readFileSync(file, "utf8");
    text = text.replace(/^from typing import (.*)\bSelf\b(.*)$/m, (_m, before: string, after: string) => {
      const rest = `${before}${after}`.replace(/,\s*,/g, ",").replace(/^\s*,\s*|\s*,\s*$/g, "").trim();
      return `${rest ? `from typing import ${rest}\n` : ""}from typing_extensions import Self`;
    });
    text = text.replace(
      /^from enum import StrEnum$/m,
      "try:\n    from enum import StrEnum\nexcept ImportError:  # Python 3.10\n    from enum import Enum\n\n    class StrEnum(str, Enum):  # type: ignore[no-redef]\n        pass\n",
    );
    if (text.includes("datetime.datetime.fromisoformat(")) {
      text = text.replaceAll("datetime.datetime.fromisoformat(", "isoparse(");
      const importLine = "from dateutil.parser import isoparse\n";
      const future = /^from __future__ import .*\n/m.exec(text);
      text = future ? text.slice(0, future.index + future[0].length) + importLine + text.slice(future.index + future[0].length) : importLine + text;
    }
    writeFileSync(file, marker(spec) + text);
  }
}

/** Writes the generated Python packages for the three specs under `root/<PYTHON_OUTPUTS>`. */
export async function generatePython(root: string): Promise<void> {
  ensureVenv();
  const work = mkdtempSync(path.join(tmpdir(), "opensandbox-pygen-"));
  try {
    const staged = path.join(work, "_generated");
    mkdirSync(staged);
    for (const target of TARGETS) {
      const doc = preprocess(parseYaml(readFileSync(path.join(ROOT, target.spec), "utf8")) as Obj);
      const specFile = path.join(work, `${target.name}.json`);
      writeFileSync(specFile, JSON.stringify(doc));
      const out = path.join(staged, target.name);
      try {
        execFileSync(venvBin("openapi-python-client"), ["generate", "--path", specFile, "--config", path.join(ROOT, target.config), "--output-path", out, "--meta", "none", "--overwrite"], {
          cwd: work,
          stdio: ["ignore", "pipe", "pipe"],
          env: { ...process.env, NO_COLOR: "1", TERM: "dumb", COLUMNS: "200" },
        });
      } catch (err) {
        const e = err as { stdout?: Buffer; stderr?: Buffer };
        throw new Error(`openapi-python-client failed for ${target.spec}:\n${e.stdout?.toString() ?? ""}${e.stderr?.toString() ?? ""}`);
      }
      execFileSync(venvBin("ruff"), ["check", "--isolated", "--quiet", "--fix", "--select", "F401,I", "--line-length", "120", "--target-version", "py310", out], { cwd: work, stdio: ["ignore", "ignore", "inherit"] });
      execFileSync(venvBin("ruff"), ["format", "--isolated", "--quiet", "--line-length", "120", "--target-version", "py310", out], { cwd: work, stdio: ["ignore", "ignore", "inherit"] });
      postProcess(out, target.spec);
    }
    writeFileSync(
      path.join(staged, "__init__.py"),
      `${marker("specs/sandbox-lifecycle.yml, specs/execd-api.yaml and specs/egress-api.yaml")}"""Low-level clients generated by openapi-python-client: \`lifecycle\`, \`execd\` and \`egress\`."""\n`,
    );
    const dest = path.join(root, GENERATED);
    rmSync(dest, { recursive: true, force: true });
    mkdirSync(path.dirname(dest), { recursive: true });
    cpSync(staged, dest, { recursive: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

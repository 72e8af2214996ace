// Builds execd's runtime folder, the thing the server mounts read-only at /opt/opensandbox in
// every sandbox so that execd runs in any Linux image (glibc, musl, or no libc at all):
//
//   dist/runtime -> runtimes/<content hash>/   (each build is kept under its hash, so sandboxes
//                                               keep the exact files they were started with)
//     bin/osb-init          static PID 1 (init/osb-init.c): starts execd, runs the entrypoint
//     bin/node              this machine's Node.js binary
//     lib/                  ld-linux and the shared libraries node needs, from this machine
//     execd/execd.mjs       execd bundled into one file (pure-JS dependencies inlined)
//     execd/node_modules/node-pty   the one native addon, built for this Node and libc
//
// Usage: node packages/execd/build.ts   (fast when nothing changed)
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(HERE, "dist");
const TMP = path.join(DIST, "runtime.tmp");
/** Builds kept besides the current one, for sandboxes still running on them. */
const KEEP_OLD = 3;
const LOADER = "/lib64/ld-linux-x86-64.so.2";

/** Shared libraries a binary needs, resolved by the host's loader. */
function sharedLibraries(binary: string): string[] {
  const out = execFileSync("ldd", [binary], { encoding: "utf8" });
  return [...out.matchAll(/=> (\/\S+)/g)].map((m) => m[1]!);
}

function newer(target: string, sources: string[]): boolean {
  if (!existsSync(target)) return false;
  const t = statSync(target).mtimeMs;
  return sources.every((s) => statSync(s).mtimeMs <= t);
}

async function main() {
  rmSync(TMP, { recursive: true, force: true });
  for (const dir of ["bin", "lib", "execd/node_modules"]) mkdirSync(path.join(TMP, dir), { recursive: true });

  // 1. execd bundle.
  await build({
    entryPoints: [path.join(HERE, "src", "main.ts")],
    outfile: path.join(TMP, "execd", "execd.mjs"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    external: ["node-pty"],
    minify: false,
    sourcemap: false,
    legalComments: "none",
    // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
    banner: { js: 'import { createRequire as __osbCreateRequire } from "node:module"; const require = __osbCreateRequire(import.meta.url);' },
    logLevel: "warning",
  });

  // 2. node-pty: only what loading it needs.
  const pty = path.dirname(fileURLToPath(import.meta.resolve("node-pty/package.json")));
  const ptyOut = path.join(TMP, "execd", "node_modules", "node-pty");
  mkdirSync(path.join(ptyOut, "build", "Release"), { recursive: true });
  copyFileSync(path.join(pty, "package.json"), path.join(ptyOut, "package.json"));
  cpSync(path.join(pty, "lib"), path.join(ptyOut, "lib"), { recursive: true });
  copyFileSync(path.join(pty, "build", "Release", "pty.node"), path.join(ptyOut, "build", "Release", "pty.node"));

  // 3. Node and its libraries, with the loader that runs them whatever libc the image has.
  const node = process.execPath;
  copyFileSync(node, path.join(TMP, "bin", "node"));
  const libs = new Set([...sharedLibraries(node), ...sharedLibraries(path.join(pty, "build", "Release", "pty.node"))]);
  for (const lib of libs) copyFileSync(lib, path.join(TMP, "lib", path.basename(lib)));
  copyFileSync(LOADER, path.join(TMP, "lib", path.basename(LOADER)));

  // 4. osb-init, static so it runs before anything else exists.
  const initSrc = path.join(HERE, "init", "osb-init.c");
  const cached = path.join(HERE, "dist", "osb-init");
  if (!newer(cached, [initSrc])) {
    mkdirSync(path.dirname(cached), { recursive: true });
    execFileSync("gcc", ["-static", "-O2", "-Wall", "-Wextra", "-Werror", "-o", cached, initSrc], { stdio: "inherit" });
  }
  copyFileSync(cached, path.join(TMP, "bin", "osb-init"));
  execFileSync("chmod", ["0755", path.join(TMP, "bin", "osb-init"), path.join(TMP, "bin", "node")]);

  const hash = createHash("sha256");
  for (const f of ["execd/execd.mjs", "bin/osb-init", "execd/node_modules/node-pty/build/Release/pty.node"]) hash.update(readFileSync(path.join(TMP, f)));
  hash.update(process.version);
  const id = hash.digest("hex").slice(0, 16);
  const manifest = {
    id,
    node: process.version,
    libraries: [...libs].map((l) => path.basename(l)).sort(),
    execdBytes: statSync(path.join(TMP, "execd", "execd.mjs")).size,
  };
  writeFileSync(path.join(TMP, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  const runtimes = path.join(DIST, "runtimes");
  const target = path.join(runtimes, id);
  mkdirSync(runtimes, { recursive: true });
  if (existsSync(target)) rmSync(TMP, { recursive: true, force: true });
  else renameSync(TMP, target);
  const link = path.join(DIST, "runtime");
  rmSync(`${link}.new`, { force: true });
  symlinkSync(path.join("runtimes", id), `${link}.new`);
  renameSync(`${link}.new`, link);
  const old = readdirSync(runtimes)
    .filter((d) => d !== id)
    .map((d) => ({ d, t: statSync(path.join(runtimes, d)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { d } of old.slice(KEEP_OLD)) rmSync(path.join(runtimes, d), { recursive: true, force: true });
  console.log(`execd runtime ${id}: ${target} (node ${manifest.node}, execd.mjs ${(manifest.execdBytes / 1024).toFixed(0)} KiB)`);
}

await main();

// The esbuild plugin execd's bundle is built with (packages/execd/build.ts); its own module so a
// unit test can bundle with it (test/unit/builtins-plugin.test.ts).
import { isBuiltin } from "node:module";
import type { Plugin } from "esbuild";

/**
 * Node builtins imported with ESM syntax become require() calls in the bundle. An ESM import of a
 * builtin makes Node build an ESM facade that reads every export once, which runs the module's
 * lazy getters: `import http from "node:http"` alone loads undici (measured: ~10 ms of a ~145 ms
 * start inside a 1-CPU sandbox). require() returns the module object without touching them.
 *
 * The stub exports an object whose prototype is the builtin and which has no own properties:
 * esbuild's CommonJS interop (`__toESM`) defines a getter on the importer's namespace for every
 * own property of a module's exports (~100 for `node:fs`), for each builtin at every start. With
 * nothing to copy, `fs.readFileSync` and `path.join` are found on the prototype, live as before
 * (BENCHMARKS.md, "execd's start without esbuild's export copies").
 */
export const builtinsViaRequire: Plugin = {
  name: "builtins-via-require",
  setup(b) {
    b.onResolve({ filter: /^[a-z_:/0-9]+$/ }, (a) =>
      a.kind === "import-statement" && isBuiltin(a.path) ? { path: a.path.startsWith("node:") ? a.path : `node:${a.path}`, namespace: "osb-builtin" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "osb-builtin" }, (a) => ({ contents: LAZY.has(a.path) ? lazyStub(a.path) : `module.exports = Object.create(require(${JSON.stringify(a.path)}));`, loader: "js" }));
  },
};

/**
 * Builtins no request needs before execd listens, and which cost its start when loaded there:
 * `node:fs/promises` brings readline's interface and the REPL's history with it (~1 ms of a
 * ~30 ms start in a 1-CPU sandbox). Each is loaded on its first property read instead.
 */
const LAZY = new Set(["node:fs/promises"]);

/**
 * An object with no own properties whose prototype loads builtin `id` on the first property read
 * (`__esModule`, which esbuild's interop asks at evaluation, is answered without loading: no
 * builtin has it).
 */
function lazyStub(id: string): string {
  return `let m;
const load = () => (m ??= require(${JSON.stringify(id)}));
module.exports = Object.create(new Proxy({}, {
  get: (_, k) => (k === "__esModule" ? undefined : load()[k]),
  has: (_, k) => k in load(),
}));`;
}

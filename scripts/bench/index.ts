// Benchmarks: `pnpm bench <name> [options]` (see BENCHMARKS.md). Each bench is one module exporting
// `description` and `run(argv)`; to add one, write scripts/bench/<name>.ts and add a line below.
import { installSignalHandlers, interrupted, onCleanup, runCleanup } from "./lib/cleanup.ts";

export type Bench = {
  description: string;
  /** Runs the bench; resolves to the process exit code. Creates nothing it does not clean up. */
  run(argv: string[]): Promise<number>;
};

const BENCHES: Record<string, () => Promise<Bench>> = {
  lifecycle: () => import("./lifecycle.ts"),
  execd: () => import("./execd.ts"),
  sdk: () => import("./sdk.ts"),
  code: () => import("./code.ts"),
  kubernetes: () => import("./kubernetes.ts"),
  kstore: () => import("./kstore.ts"),
  kwok: () => import("./kwok.ts"),
  kpool: () => import("./kpool.ts"),
  gvisor: () => import("./gvisor.ts"),
  network: () => import("./network.ts"),
  density: () => import("./density.ts"),
  check: () => import("./check.ts"),
};

function usage(): string {
  return [
    "usage: pnpm bench <name> [options]      (pnpm bench <name> --help for its options)",
    "",
    "benches:",
    ...Object.keys(BENCHES).map((n) => `  ${n}`),
  ].join("\n");
}

async function main(): Promise<number> {
  const [name, ...rest] = process.argv.slice(2).filter((a, i) => !(i === 0 && a === "--"));
  if (!name || name === "--help" || name === "-h") {
    console.log(usage());
    return name ? 0 : 2;
  }
  const load = BENCHES[name];
  if (!load) {
    console.error(`unknown bench "${name}"\n\n${usage()}`);
    return 2;
  }
  installSignalHandlers();
  // Servers put sandboxes on the isolated network "opensandbox", made on demand: one that a bench
  // made is removed last, after every container (cleanup runs in reverse order of registration).
  const { removeIsolation } = await import("../../packages/server/src/runtime/docker-isolation.ts");
  const { validateConfig } = await import("../../packages/server/src/config/config.ts");
  const { DockerRuntime } = await import("../../packages/server/src/runtime/docker.ts");
  const defaults = validateConfig({ server: { api_key: "unused" } }).config;
  const docker = new DockerRuntime({ docker: defaults.docker, instance: "bench", execdRuntimeDir: "/nonexistent" }).docker;
  const hadNetwork = await docker
    .getNetwork("opensandbox")
    .inspect()
    .then(
      () => true,
      () => false,
    );
  if (!hadNetwork) onCleanup("remove the isolated network", () => removeIsolation(docker, "opensandbox"));
  const bench = await load();
  try {
    return await bench.run(rest);
  } finally {
    await runCleanup();
  }
}

main().then(
  (code) => process.exit(code),
  async (err: unknown) => {
    if (!interrupted.signal.aborted) console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    await runCleanup();
    process.exit(interrupted.signal.aborted ? 130 : 1);
  },
);

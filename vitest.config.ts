import { defineConfig } from "vitest/config";

// Tests drive real processes, kernels, terminals and containers on small (2-core) machines; a
// test gets one more attempt when it fails on timing, and fails the run if it fails twice.
const RETRY = 1;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          retry: RETRY,
          include: ["packages/*/test/unit/**/*.test.ts", "conformance/test/**/*.test.ts", "generators/test/**/*.test.ts", "scripts/test/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "integration",
          retry: RETRY,
          include: ["packages/*/test/integration/**/*.test.ts", "packages/*/test/foreign/**/*.test.ts"],
          globalSetup: ["packages/server/test/isolation-global.ts"],
          // Real Docker: containers take a moment; files run one at a time to keep the 2-core machine calm.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

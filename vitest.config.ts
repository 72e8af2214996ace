import { defineConfig } from "vitest/config";

// Tests drive real processes, kernels, terminals and containers on small (2-core) machines; a
// test gets one more attempt when it fails on timing, and fails the run if it fails twice.
const RETRY = 1;
// Integration tests that run against the Kubernetes cluster (scripts/k8s), by file name.
const KUBERNETES = ["packages/*/test/integration/**/*kubernetes*.test.ts", "packages/*/test/integration/**/k8s-*.test.ts"];

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
          exclude: KUBERNETES,
          globalSetup: ["packages/server/test/isolation-global.ts"],
          // Real Docker: containers take a moment; files run one at a time to keep the 2-core machine calm.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The real cluster's tests, one file at a time too; scripts/test.sh runs them in a second
        // vitest beside the Docker ones: they wait on the API server and kubelet, not on dockerd.
        test: {
          name: "kubernetes",
          retry: RETRY,
          include: KUBERNETES,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

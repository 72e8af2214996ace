import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/test/unit/**/*.test.ts", "conformance/test/**/*.test.ts", "generators/test/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["packages/*/test/integration/**/*.test.ts", "packages/*/test/foreign/**/*.test.ts"],
          // Real Docker: containers take a moment; files run one at a time to keep the 2-core machine calm.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

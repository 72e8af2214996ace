// The in-memory fake passes the runtime contract, so unit tests that use it test against a
// runtime that behaves as the real ones do.
import { afterAll } from "vitest";
import { CONTRACT_ALLOWED_VOLUMES, runtimeContract } from "../contract/runtime-contract.ts";
import { FakeRuntime } from "../fake-runtime.ts";

const fake = new FakeRuntime({ allowedVolumes: [CONTRACT_ALLOWED_VOLUMES] });
afterAll(() => fake.dispose());

runtimeContract("fake", async () => ({
  runtime: fake,
  image: "busybox:latest",
  missingImage: "registry.invalid/opensandbox/nope:missing",
  volumeExists: async (name) => fake.volumes.has(name),
  removeVolume: async (name) => void fake.volumes.delete(name),
  makeForeignVolume: async (name) => void fake.volumes.set(name, { createdBy: undefined }),
  unreachable: () => Object.assign(new FakeRuntime(), { engineDown: true }),
  diskCheckSeconds: fake.diskCheckMs / 1000,
}));

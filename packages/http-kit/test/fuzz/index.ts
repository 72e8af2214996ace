// Test-only entry (`@opensandbox/http-kit/fuzz`): the raw-socket fuzzer, the /proc readings and
// the session both fuzz tests run, a raw exchange for tests that speak HTTP by hand, and free ports.
export { byLocalPort, fuzz, generator, parseAnswers, probeStatus, prng, type FuzzOptions, type FuzzStats, type FuzzTarget } from "./engine.ts";
export { fuzzCount, fuzzSeed, holdings, settle, type Holdings } from "./process.ts";
export { HEAP_PROBE_FLAGS, heapAfterGc } from "./heap.ts";
export { FUZZ_COUNT, FUZZ_HEAVY, FUZZ_SEED, FUZZ_TEST_TIMEOUT, expectSound, fuzzProcess, type Reading, type Session } from "./run.ts";
export { rawExchange, type RawAnswer } from "./raw-exchange.ts";
export { ephemeralPorts, freePort } from "./ports.ts";

// Test-only entry (`@opensandbox/http-kit/fuzz`): the raw-socket fuzzer and the /proc readings
// the server's and execd's fuzz tests share.
export { byLocalPort, fuzz, generator, parseAnswers, probeStatus, prng, type FuzzOptions, type FuzzStats, type FuzzTarget } from "./engine.ts";
export { fuzzCount, fuzzSeed, holdings, settle, type Holdings } from "./process.ts";

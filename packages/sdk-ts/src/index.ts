// @opensandbox/sdk — the public entry point. Today it exposes the low-level clients generated
// from specs/ (one namespace per API); the ergonomic Sandbox layer builds on them.
export * as lifecycle from "./generated/lifecycle/index.ts";
export * as execd from "./generated/execd/index.ts";

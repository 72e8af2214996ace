// @opensandbox/code-interpreter — the only public entry point.
export { CodeInterpreter } from "./interpreter.ts";
export { Codes, DEFAULT_LANGUAGE } from "./codes.ts";
export type { CodeContext, CodeOutputHandlers, CreateContextOptions, Execution, ExecutionError, RunCodeOptions } from "./codes.ts";
export { CHART_MIME, Result } from "./result.ts";
export type { ResultFormat } from "./result.ts";

// CodeInterpreter: the entry point, wrapping a Sandbox from @opensandbox/sdk.
import type { Sandbox } from "@opensandbox/sdk";
import { Codes, type Execution, type RunCodeOptions } from "./codes.ts";

export class CodeInterpreter {
  /** The sandbox the kernels run in (lifecycle, files and commands stay available here). */
  readonly sandbox: Sandbox;
  /** Code contexts and execution. */
  readonly codes: Codes;

  /** Prefer {@link CodeInterpreter.create}. */
  constructor(sandbox: Sandbox) {
    this.sandbox = sandbox;
    this.codes = new Codes(sandbox);
  }

  /**
   * Wraps a sandbox created with `Sandbox.create` or attached with `Sandbox.connect`. Makes no
   * request: whether the image has a kernel shows at the first `createContext` or `run`
   * (`NOT_SUPPORTED` when it has none).
   */
  static async create(sandbox: Sandbox): Promise<CodeInterpreter> {
    return new CodeInterpreter(sandbox);
  }

  /**
   * Runs code in the default context of its language (Python unless `language` or `context`
   * says otherwise), which execd creates on first use and keeps: variables, imports and
   * definitions carry over from one `runCode` to the next, as in a notebook. Shorthand for
   * `codes.run(code, options)`; see there for callbacks, results, errors and `signal`.
   */
  runCode(code: string, options?: RunCodeOptions): Promise<Execution> {
    return this.codes.run(code, options);
  }
}

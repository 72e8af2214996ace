// The sandbox's egress policy at run time (specs/egress-api.yaml): read it, add or override rules,
// remove rules. The server answers for port 18080 of a sandbox created with `networkPolicy`; the
// endpoint it returns carries the sandbox's own egress token, which every call forwards.
import type { CallOptions } from "./config.ts";
import { createClient, createConfig } from "./generated/egress/client/index.ts";
import * as gen from "./generated/egress/sdk.gen.ts";
import type * as wire from "./generated/egress/types.gen.ts";
import type { LifecycleApi } from "./internal/lifecycle.ts";

type NetworkRule = wire.NetworkRule;
export type EgressPolicy = wire.NetworkPolicy;
export type EgressPolicyStatus = wire.PolicyStatusResponse;

/** The port whose endpoint is the egress API. */
export const EGRESS_PORT = 18080;

export class Egress {
  readonly #sandboxId: string;
  readonly #lifecycle: LifecycleApi;

  /** Use `sandbox.egress`. */
  constructor(sandboxId: string, lifecycle: LifecycleApi) {
    this.#sandboxId = sandboxId;
    this.#lifecycle = lifecycle;
  }

  /** The policy in force, with its mode (`deny_all`, `allow_all`, `enforcing`). */
  getPolicy(options?: CallOptions): Promise<EgressPolicyStatus> {
    return this.#call(options, "getEgressPolicy", (client, signal) => gen.getEgressPolicy({ client, signal }));
  }

  /**
   * Adds rules ahead of the existing ones, replacing rules with the same target; in force for new
   * connections when this returns (established ones continue).
   */
  patchPolicy(rules: NetworkRule[], options?: CallOptions): Promise<EgressPolicyStatus> {
    return this.#call(options, "patchEgressPolicy", (client, signal) => gen.patchEgressPolicy({ client, body: rules, signal }));
  }

  /** Removes the rules with these targets (unknown targets are ignored). */
  deleteRules(targets: string[], options?: CallOptions): Promise<EgressPolicyStatus> {
    return this.#call(options, "deleteEgressPolicyRules", (client, signal) => gen.deleteEgressPolicyRules({ client, body: targets, signal }));
  }

  async #call(options: CallOptions | undefined, what: string, run: (client: ReturnType<typeof createClient>, signal: AbortSignal | undefined) => Promise<unknown>): Promise<EgressPolicyStatus> {
    const endpoint = await this.#lifecycle.endpoint(this.#sandboxId, EGRESS_PORT, false, options);
    const http = this.#lifecycle.http;
    const client = createClient(createConfig({ baseUrl: endpoint.url, headers: endpoint.headers, fetch: http.fetchForClient as typeof fetch }));
    const { data } = await http.invoke<EgressPolicyStatus>(options, what, (signal) => run(client, signal));
    return data;
  }
}

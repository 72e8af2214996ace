// The sandbox's credential vault (specs/egress-api.yaml, /credential-vault): secrets the server
// injects into the sandbox's matching outbound HTTP(S) requests, which the sandbox never holds.
// Only for sandboxes created with `credentialProxy: true` (and a `networkPolicy`). Calls go to the
// endpoint of port 18080, the server's egress API, with the sandbox's own egress token. No call
// ever returns a credential's value.
import type { CallOptions } from "./config.ts";
import { EGRESS_PORT } from "./egress.ts";
import { createClient, createConfig } from "./generated/egress/client/index.ts";
import * as gen from "./generated/egress/sdk.gen.ts";
import type * as wire from "./generated/egress/types.gen.ts";
import type { LifecycleApi } from "./internal/lifecycle.ts";

export type CredentialVaultState = wire.CredentialVaultState;
export type CredentialVaultCreate = wire.CreateCredentialVaultData["body"];
export type CredentialVaultPatch = wire.PatchCredentialVaultData["body"];
export type CredentialBinding = wire.CredentialBinding;
export type CredentialMetadata = wire.CredentialMetadata;
export type CredentialBindingMetadata = wire.CredentialBindingMetadata;

export class CredentialVault {
  readonly #sandboxId: string;
  readonly #lifecycle: LifecycleApi;

  /** Use `sandbox.credentialVault`. */
  constructor(sandboxId: string, lifecycle: LifecycleApi) {
    this.#sandboxId = sandboxId;
    this.#lifecycle = lifecycle;
  }

  /** Creates the vault (revision 1); in force for the sandbox's next request. */
  create(vault: CredentialVaultCreate, options?: CallOptions): Promise<CredentialVaultState> {
    return this.#call(options, "createCredentialVault", (client, signal) => gen.createCredentialVault({ client, body: vault, signal }));
  }

  /** Revision, credential names and bindings (never values). */
  get(options?: CallOptions): Promise<CredentialVaultState> {
    return this.#call(options, "getCredentialVault", (client, signal) => gen.getCredentialVault({ client, signal }));
  }

  /**
   * Deletes, replaces and adds credentials and bindings in one step. With `expectedRevision`, a
   * vault changed meanwhile is left alone (409). A replaced value is in force for the next request.
   */
  patch(change: CredentialVaultPatch, options?: CallOptions): Promise<CredentialVaultState> {
    return this.#call(options, "patchCredentialVault", (client, signal) => gen.patchCredentialVault({ client, body: change, signal }));
  }

  /** Deletes the vault and every credential value. */
  async delete(options?: CallOptions): Promise<void> {
    await this.#call(options, "deleteCredentialVault", (client, signal) => gen.deleteCredentialVault({ client, signal }));
  }

  async listCredentials(options?: CallOptions): Promise<CredentialMetadata[]> {
    return (await this.#call<wire.CredentialListResponse>(options, "listVaultCredentials", (client, signal) => gen.listVaultCredentials({ client, signal }))).credentials;
  }

  getCredential(name: string, options?: CallOptions): Promise<CredentialMetadata> {
    return this.#call(options, "getVaultCredential", (client, signal) => gen.getVaultCredential({ client, path: { credential_name: name }, signal }));
  }

  async listBindings(options?: CallOptions): Promise<CredentialBindingMetadata[]> {
    return (await this.#call<wire.CredentialBindingListResponse>(options, "listVaultBindings", (client, signal) => gen.listVaultBindings({ client, signal }))).bindings;
  }

  getBinding(name: string, options?: CallOptions): Promise<CredentialBindingMetadata> {
    return this.#call(options, "getVaultBinding", (client, signal) => gen.getVaultBinding({ client, path: { binding_name: name }, signal }));
  }

  async #call<T>(options: CallOptions | undefined, what: string, run: (client: ReturnType<typeof createClient>, signal: AbortSignal | undefined) => Promise<unknown>): Promise<T> {
    const endpoint = await this.#lifecycle.endpoint(this.#sandboxId, EGRESS_PORT, false, options);
    const http = this.#lifecycle.http;
    const client = createClient(createConfig({ baseUrl: endpoint.url, headers: endpoint.headers, fetch: http.fetchForClient as typeof fetch }));
    const { data } = await http.invoke<T>(options, what, (signal) => run(client, signal));
    return data;
  }
}

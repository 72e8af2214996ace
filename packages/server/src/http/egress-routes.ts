// The egress API (specs/egress-api.yaml): one handler per operationId, mounted under
// `/sandboxes/{sandboxId}/egress` (the endpoint of port 18080). Authentication (the sandbox's
// egress token) happens in the HTTP kit's hook, before any route runs.
import { optionalBody } from "@opensandbox/http-kit";
import type { FastifyInstance } from "fastify";
import type { RouteHandlers } from "../generated/egress/fastify.gen.ts";
import { routes } from "../generated/egress/routes.gen.ts";
import type { SandboxService } from "../services/sandboxes.ts";

type Params = { sandboxId: string; credential_name?: string; binding_name?: string };

export function egressHandlers(sandboxes: SandboxService): RouteHandlers {
  const id = (req: { params: unknown }) => (req.params as Params).sandboxId;
  return {
    getEgressPolicy: async (req, reply) => reply.code(200).send(await sandboxes.egressPolicy(id(req))),
    patchEgressPolicy: async (req, reply) => reply.code(200).send(await sandboxes.patchEgressPolicy(id(req), req.body)),
    deleteEgressPolicyRules: async (req, reply) => reply.code(200).send(await sandboxes.deleteEgressRules(id(req), req.body)),
    createCredentialVault: async (req, reply) => reply.code(201).send(await sandboxes.createVault(id(req), req.body)),
    getCredentialVault: async (req, reply) => reply.code(200).send(await sandboxes.getVault(id(req))),
    patchCredentialVault: async (req, reply) => reply.code(200).send(await sandboxes.patchVault(id(req), req.body)),
    deleteCredentialVault: async (req, reply) => {
      await sandboxes.deleteVault(id(req));
      return reply.code(204).send();
    },
    listVaultCredentials: async (req, reply) => reply.code(200).send(await sandboxes.vaultCredentials(id(req))),
    getVaultCredential: async (req, reply) => reply.code(200).send(await sandboxes.vaultCredential(id(req), (req.params as Params).credential_name!)),
    listVaultBindings: async (req, reply) => reply.code(200).send(await sandboxes.vaultBindings(id(req))),
    getVaultBinding: async (req, reply) => reply.code(200).send(await sandboxes.vaultBinding(id(req), (req.params as Params).binding_name!)),
  };
}

export function registerEgressRoutes(app: FastifyInstance, sandboxes: SandboxService): void {
  const map = egressHandlers(sandboxes) as Record<string, (...args: never[]) => unknown>;
  for (const [operationId, route] of Object.entries(routes)) {
    app.route({ method: route.method, url: route.url, schema: optionalBody(route), handler: map[operationId] as never });
  }
}

// /v1/isolated/* (upstream's namespace-isolated sessions, the IsolatedExecution tag): sandboxes
// cannot unshare(2) user, mount or PID namespaces (Docker's default seccomp profile allows it
// only with CAP_SYS_ADMIN, which sandboxes lack), so execd has no isolator. The capabilities say
// so; every other operation answers 503 SERVICE_UNAVAILABLE, as upstream execd does without one.
import { ExecdError } from "../../errors.ts";
import type { RouteHandlers } from "../../generated/execd/handlers.gen.ts";
import type { IsolationCapabilities } from "../../generated/execd/types.gen.ts";

const SESSION_OPS = [
  "createIsolatedSession",
  "listIsolatedSessions",
  "getIsolatedSession",
  "deleteIsolatedSession",
  "runInIsolatedSession",
  "getIsolatedRunStatus",
  "getIsolatedRunLogs",
  "isolatedSessionDiff",
  "isolatedSessionCommit",
  "isolatedGetFilesInfo",
  "isolatedRemoveFiles",
  "isolatedChmodFiles",
  "isolatedRenameFiles",
  "isolatedSearchFiles",
  "isolatedReplaceContent",
  "isolatedUploadFile",
  "isolatedDownloadFile",
  "isolatedListDirectory",
  "isolatedMakeDirs",
  "isolatedRemoveDirs",
] as const;

export const ISOLATION_UNAVAILABLE =
  "isolation unavailable: this sandbox may not unshare(2) user, mount or PID namespaces " +
  "(Docker's default seccomp profile allows it only with CAP_SYS_ADMIN, which sandboxes do not have)";

export const CAPABILITIES: IsolationCapabilities = {
  available: false,
  message: ISOLATION_UNAVAILABLE,
  setpriv_available: false,
  userns_available: false,
  commit_supported: false,
  diff_supported: false,
};

export function isolatedHandlers(): Pick<RouteHandlers, "isolatedCapabilities" | (typeof SESSION_OPS)[number]> {
  const unavailable = async () => {
    throw new ExecdError("SERVICE_UNAVAILABLE", ISOLATION_UNAVAILABLE);
  };
  return {
    isolatedCapabilities: async (_req, reply) => reply.code(200).send(CAPABILITIES),
    ...(Object.fromEntries(SESSION_OPS.map((op) => [op, unavailable])) as unknown as Pick<RouteHandlers, (typeof SESSION_OPS)[number]>),
  };
}

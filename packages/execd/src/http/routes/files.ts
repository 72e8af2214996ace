// PLACEHOLDER being implemented: every operation answers NOT_SUPPORTED until then.
import type { FastifyInstance } from "fastify";
import type { RouteHandlers } from "../../generated/execd/fastify.gen.ts";
import type { Services } from "../../app.ts";
import { ExecdError } from "../../errors.ts";

type Ops = "getFilesInfo" | "removeFiles" | "chmodFiles" | "renameFiles" | "searchFiles" | "replaceContent" | "uploadFile" | "downloadFile" | "listDirectory" | "makeDirs" | "removeDirs";

export function fileHandlers(_s: Services): Pick<RouteHandlers, Ops> {
  const todo = async () => {
    throw new ExecdError("NOT_SUPPORTED", "not implemented yet");
  };
  return Object.fromEntries((["getFilesInfo", "removeFiles", "chmodFiles", "renameFiles", "searchFiles", "replaceContent", "uploadFile", "downloadFile", "listDirectory", "makeDirs", "removeDirs"] as const).map((op) => [op, todo])) as unknown as Pick<RouteHandlers, Ops>;
}


// Type-level behaviour of the public API (checked by `tsc -p packages/sdk-ts`; the runtime part
// only makes vitest collect the file).
import { describe, expectTypeOf, it } from "vitest";
import type { CommandHandle, CommandResult, FileEntry, Sandbox, SandboxInfo, SandboxManager, SandboxState } from "../../src/index.ts";
import { NotFoundError, SandboxError, TimeoutError } from "../../src/index.ts";

describe("public types", () => {
  it("commands.run returns a handle for background runs and a result otherwise", () => {
    const bg = (s: Sandbox) => s.commands.run("x", { background: true });
    const fg = (s: Sandbox) => s.commands.run("x", { onStdout: () => {} });
    expectTypeOf(bg).returns.resolves.toEqualTypeOf<CommandHandle>();
    expectTypeOf(fg).returns.resolves.toEqualTypeOf<CommandResult>();
  });

  it("files.read's format picks the result type", () => {
    expectTypeOf((s: Sandbox) => s.files.read("/x")).returns.resolves.toEqualTypeOf<string>();
    expectTypeOf((s: Sandbox) => s.files.read("/x", { format: "bytes" })).returns.resolves.toEqualTypeOf<Uint8Array>();
    expectTypeOf((s: Sandbox) => s.files.read("/x", { format: "stream" })).returns.resolves.toEqualTypeOf<ReadableStream<Uint8Array>>();
    expectTypeOf((s: Sandbox) => s.files.info("/x")).returns.resolves.toEqualTypeOf<FileEntry>();
    expectTypeOf((s: Sandbox) => s.files.info(["/x"])).returns.resolves.toEqualTypeOf<Record<string, FileEntry>>();
  });

  it("listings are async iterables of public types; states stay open", () => {
    expectTypeOf((m: SandboxManager) => m.list()).returns.toMatchTypeOf<AsyncIterable<SandboxInfo>>();
    expectTypeOf<"Running">().toMatchTypeOf<SandboxState>();
    expectTypeOf<"Allocated">().toMatchTypeOf<SandboxState>();
    expectTypeOf<SandboxInfo["expiresAt"]>().toEqualTypeOf<Date | undefined>();
  });

  it("isInstance narrows to the class", () => {
    const e: unknown = new NotFoundError("x");
    if (NotFoundError.isInstance(e)) expectTypeOf(e).toEqualTypeOf<NotFoundError>();
    if (TimeoutError.isInstance(e)) expectTypeOf(e).toEqualTypeOf<TimeoutError>();
    if (SandboxError.isInstance(e)) expectTypeOf(e.requestId).toEqualTypeOf<string | undefined>();
  });

  it("Sandbox is async-disposable", () => {
    expectTypeOf<Sandbox>().toMatchTypeOf<AsyncDisposable>();
  });
});

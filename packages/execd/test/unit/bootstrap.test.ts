// How execd receives its token and the sandbox's environment (see src/bootstrap.ts).
import { closeSync, mkdtempSync, openSync, writeFileSync, fstatSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseBootstrap, readBootstrap } from "../../src/bootstrap.ts";

const DATA = Buffer.from("s3cret\0PATH=/bin\0EMPTY=\0WITH_EQ=a=b\0");

describe("execd bootstrap", () => {
  it("splits the token from the environment entries", () => {
    expect(parseBootstrap(DATA)).toEqual({ token: "s3cret", env: { PATH: "/bin", EMPTY: "", WITH_EQ: "a=b" } });
  });

  it("reads the fd from its start whatever its offset, then closes it", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "osb-boot-")), "boot");
    writeFileSync(file, DATA);
    const fd = openSync(file, "r");
    const env: NodeJS.ProcessEnv = { OSB_BOOTSTRAP_FD: String(fd), EXECD_PORT: "1" };
    expect(readBootstrap(env)).toEqual({ token: "s3cret", env: { PATH: "/bin", EMPTY: "", WITH_EQ: "a=b" } });
    expect(env.OSB_BOOTSTRAP_FD).toBeUndefined();
    expect(() => fstatSync(fd)).toThrow(/EBADF/);
  });

  it("refuses bootstrap data without a token, and a missing fd, with a reason", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "osb-boot-")), "boot");
    writeFileSync(file, "\0PATH=/bin\0");
    const fd = openSync(file, "r");
    expect(readBootstrap({ OSB_BOOTSTRAP_FD: String(fd) })).toEqual({ error: "the bootstrap data holds no access token" });
    const closed = openSync(file, "r");
    closeSync(closed);
    expect(readBootstrap({ OSB_BOOTSTRAP_FD: String(closed) })).toMatchObject({ error: expect.stringMatching(/cannot read the bootstrap data/) });
  });

  it("takes the token from EXECD_ACCESS_TOKEN when run by hand, and drops it from the environment", () => {
    const env: NodeJS.ProcessEnv = { EXECD_ACCESS_TOKEN: "t", HOME: "/root" };
    expect(readBootstrap(env)).toEqual({ token: "t", env: { HOME: "/root" } });
    expect(env.EXECD_ACCESS_TOKEN).toBeUndefined();
    expect(readBootstrap({})).toMatchObject({ error: expect.stringMatching(/EXECD_ACCESS_TOKEN is not set/) });
  });
});

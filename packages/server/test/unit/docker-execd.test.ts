// The lines the Docker runtime reads execd's readiness from (osb-init's and execd's own).
import { describe, expect, it } from "vitest";
import { execdSignal } from "../../src/runtime/docker-execd.ts";

describe("execdSignal", () => {
  it("reads osb-init's restart line as execd stopped, with the line as the reason", () => {
    expect(execdSignal("osb-init: execd exited (status 9); restarting in 100 ms")).toEqual({ ready: false, why: "execd exited (status 9); restarting in 100 ms" });
    expect(execdSignal("osb-init: execd exited (status 256); restarting in 2000 ms\r")).toEqual({ ready: false, why: "execd exited (status 256); restarting in 2000 ms" });
  });

  it("reads execd's ready line as ready", () => {
    expect(execdSignal('{"level":30,"time":1,"pid":7,"hostname":"h","port":44772,"startupMs":80,"msg":"execd ready"}')).toEqual({ ready: true });
  });

  it("ignores everything else, including look-alikes inside other lines", () => {
    expect(execdSignal("osb-init: cannot run entrypoint /x: No such file or directory")).toBeUndefined();
    expect(execdSignal("echo osb-init: execd exited (status 9); restarting in 100 ms")).toBeUndefined();
    expect(execdSignal("hello")).toBeUndefined();
  });
});

import { describe, expect, test, vi } from "vitest";
import { Progress } from "../../src/progress.ts";

type Sent = { method: string; params: { progressToken: string | number; progress: number; total?: number; message?: string } };

function fakeExtra(token?: string) {
  const sent: Sent[] = [];
  const extra = { _meta: token === undefined ? {} : { progressToken: token }, sendNotification: async (n: Sent) => void sent.push(n) } as never;
  return { extra, sent };
}

describe("Progress", () => {
  test("sends nothing when the client sent no progressToken", () => {
    const { extra, sent } = fakeExtra();
    const p = new Progress(extra).start("x");
    p.line("hello");
    p.bytes(1, 1, "done");
    p.stop();
    expect(p.enabled).toBe(false);
    expect(sent).toEqual([]);
  });

  test("lines go out at once, fast ones coalesced; progress always increases", () => {
    vi.useFakeTimers();
    try {
      const { extra, sent } = fakeExtra("tok");
      const p = new Progress(extra, { intervalMs: 200, heartbeatMs: 5000 }).start("cmd");
      p.line("one");
      p.line("two");
      p.line("three");
      expect(sent.map((s) => s.params.message)).toEqual(["one"]);
      vi.advanceTimersByTime(200);
      expect(sent.map((s) => s.params.message)).toEqual(["one", "two\nthree"]);
      vi.advanceTimersByTime(4000);
      expect(sent).toHaveLength(2); // output 4.2 s ago: no heartbeat yet
      vi.advanceTimersByTime(2000); // quiet for 5 s by the 6 s tick
      expect(sent).toHaveLength(3);
      expect(sent.at(-1)!.params.message).toMatch(/^cmd: running for \d+ s$/);
      p.stop();
      vi.advanceTimersByTime(20_000);
      expect(sent).toHaveLength(3);
      expect(sent.every((s) => s.method === "notifications/progress" && s.params.progressToken === "tok")).toBe(true);
      for (let i = 1; i < sent.length; i++) expect(sent[i]!.params.progress).toBeGreaterThan(sent[i - 1]!.params.progress);
    } finally {
      vi.useRealTimers();
    }
  });

  test("upload progress reports bytes of the total, always the last chunk", () => {
    const { extra, sent } = fakeExtra("up");
    const p = new Progress(extra, { intervalMs: 10_000 });
    p.bytes(10, 30, "a");
    p.bytes(20, 30, "b"); // within the interval: skipped
    p.bytes(30, 30, "c");
    expect(sent.map((s) => [s.params.progress, s.params.total])).toEqual([
      [10, 30],
      [30, 30],
    ]);
  });
});

// Sends raw bytes to a server on loopback and reads its first answer once the server closes the
// connection (tests of refused requests expect it to): status, headers (lower-case) and body,
// parsed as JSON when it is JSON.
import net from "node:net";

export type RawAnswer = { status: number; headers: Record<string, string>; body: any };

export function rawExchange(port: number, bytes: string, timeoutMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
    let data = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server did not answer and close within ${timeoutMs} ms; got ${JSON.stringify(data)}`));
    }, timeoutMs);
    socket.setEncoding("latin1");
    socket.on("data", (d: string) => (data += d));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const [head = "", body = ""] = data.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      let parsed: unknown = body;
      try {
        parsed = JSON.parse(body);
      } catch {
        /* not JSON: left as text for the assertion to show */
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: parsed });
    });
  });
}

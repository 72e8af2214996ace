// The credential vault's relay protocol: what the server (vault-proxy.ts) and its relay process
// (vault-relay/main.go, `osb-vault-relay`: listeners, both TLS legs, HTTP/1.1, upstream keep-alive
// pools, the bodies) say to each other, one JSON object per line on the relay's stdin and stdout.
// The relay decides nothing: the server holds the vaults and the policy's DNS answers and is
// asked, per TLS handshake, whether to present a certificate for a server name and, per request,
// where to send it and which headers to add (its answer carries the secret for that one request).

/** A request as the relay read it: what the server decides on. */
export type RelayRequest = { scheme: "http" | "https"; port: number; hostHeader: string; sni?: string; method: string; path: string };
/** The server's answer to a request: refused, or where it goes and the headers to set. */
export type Decision =
  | { refuse: { status: number; message: string } }
  | {
      /** The host the request names (normalized): the upstream's certificate is verified for it. */
      host: string;
      /** An address the policy's DNS gave for that host, chosen by the server. */
      address: string;
      /** Headers to set (each replaces any of that name). */
      inject: [string, string][];
      /** Values that response headers must not show (the vault's secrets at the time of the request). */
      redact: string[];
    };
/** The server's answer to a TLS server name: refused, or allowed (with the leaf's PEM when the relay has none yet). */
export type SniAnswer = { error: string } | { name: string; pem?: { key: string; cert: string } };

// ---- the messages; a question's id comes back in its answer ----
export type ToRelay =
  | { op: "listen"; id: number; sandboxId: string; host: string; ports: number[]; upstreamCa: string[] }
  | { op: "close"; id: number; sandboxId: string }
  | { op: "answer"; id: number; answer: SniAnswer | Decision };
export type FromRelay =
  | { op: "done"; id: number; ports?: [number, number][]; error?: string }
  /** `cached`: the names the relay already holds a certificate for (the answer then carries none). */
  | { op: "sni"; id: number; sandboxId: string; servername: string; cached: string[] }
  | { op: "decide"; id: number; sandboxId: string; request: RelayRequest }
  | { op: "log"; level: "info" | "error"; sandboxId: string; msg: string; err?: string };

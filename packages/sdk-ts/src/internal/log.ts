// Logging is off unless the connection options turn it on (`debug`), and then only says what
// happened on the wire: method, URL, status and duration. Headers and bodies are never logged
// (they carry the API key and the execd token).

/** Receives the SDK's debug messages; structured context goes in the second argument. */
export interface Logger {
  debug(message: string, context?: Record<string, unknown>): void;
}

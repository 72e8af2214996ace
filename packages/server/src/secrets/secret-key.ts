// The server's secret key, kept in a file of its own outside the store (`[store] key_file`), so
// that a reader of the store holds no usable secret:
// - execd tokens are derived from it (HMAC of the sandbox id) and never stored;
// - what must be stored for a while (registry credentials until the image is pulled) is sealed
//   with it (AES-256-GCM);
// - signed routes (browser-openable URLs of a sandbox port) are HMACs under a key derived from it
//   per signing-key generation ([ingress] signing_key_generation), so that rotating that
//   generation revokes every signed route without touching execd tokens or sealed values.
// Several server replicas share one key and derive the same tokens: OPENSANDBOX_SECRET_KEY (from a
// Kubernetes Secret, as the Helm chart does) or, with the Kubernetes store, the Secret
// `<store name>-secret-key` (store/kubernetes.ts), instead of this file.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const KEY_BYTES = 32;
const SEALED = /^v1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

export class SecretKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretKeyError";
  }
}

export class SecretKey {
  private readonly master: Buffer;
  private readonly tokenKey: Buffer;
  private readonly sealKey: Buffer;

  constructor(master: Buffer) {
    if (master.length !== KEY_BYTES) throw new SecretKeyError(`a secret key has ${KEY_BYTES} bytes, got ${master.length}`);
    this.master = Buffer.from(master);
    // Separate keys per use, so that a token can never be mistaken for a ciphertext key.
    this.tokenKey = Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), "opensandbox execd token", KEY_BYTES));
    this.sealKey = Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), "opensandbox sealed record field", KEY_BYTES));
  }

  /** A key for tests and for servers without a store on disk. */
  static ephemeral(): SecretKey {
    return new SecretKey(randomBytes(KEY_BYTES));
  }

  /**
   * Reads the key file, creating it (random, 0600, in a 0700 directory) when absent. A file that
   * others may read or that is not a key is refused: the server must not run on a leaked key.
   */
  static load(file: string): SecretKey {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw new SecretKeyError(`cannot read the key file ${file}: ${(err as Error).message}`);
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      text = `${randomBytes(KEY_BYTES).toString("base64")}\n`;
      writeFileSync(file, text, { mode: 0o600, flag: "wx" });
    }
    chmodSync(file, 0o600);
    return SecretKey.parse(text, `the key file ${file}`);
  }

  /**
   * A key given as base64 text (`OPENSANDBOX_SECRET_KEY`, from a Kubernetes Secret: replicas must
   * share one key, and a Secret mounted as a file cannot be made 0600 for a non-root user).
   */
  static parse(text: string, source: string): SecretKey {
    const master = Buffer.from(text.trim(), "base64");
    if (master.length !== KEY_BYTES) throw new SecretKeyError(`${source} does not hold a ${KEY_BYTES}-byte base64 key (make one with: head -c ${KEY_BYTES} /dev/urandom | base64)`);
    return new SecretKey(master);
  }

  /** The execd token of a sandbox: derived, so it is never stored. */
  execdToken(sandboxId: string): string {
    return createHmac("sha256", this.tokenKey).update(`execd:${sandboxId}`).digest("base64url");
  }

  /** The egress token of a sandbox (OPENSANDBOX-EGRESS-AUTH): derived like execd's, under another label. */
  egressToken(sandboxId: string): string {
    return createHmac("sha256", this.tokenKey).update(`egress:${sandboxId}`).digest("base64url");
  }

  /**
   * The key a Kubernetes sandbox's egress sidecar checks the server's requests with (in a Secret
   * mounted only into the sidecar): derived under its own label, so it tells nothing of the others.
   */
  egressSidecarKey(sandboxId: string): string {
    return createHmac("sha256", this.tokenKey).update(`egress-sidecar:${sandboxId}`).digest("base64url");
  }

  /**
   * The key signed routes of one generation are signed with: its own HKDF subkey, so a signature
   * tells nothing about the execd tokens or the sealing key, and a new generation shares nothing
   * with the old one.
   */
  routeSigningKey(generation: number): Buffer {
    return Buffer.from(hkdfSync("sha256", this.master, Buffer.alloc(0), `opensandbox signed route key generation ${generation}`, KEY_BYTES));
  }

  /** Encrypts `plain` bound to `context` (e.g. the record id): a sealed value moved to another record does not open. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.sealKey, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return `v1.${iv.toString("base64url")}.${body.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}`;
  }

  open(sealed: string, context: string): string {
    const m = SEALED.exec(sealed);
    if (!m) throw new SecretKeyError("not a sealed value");
    const decipher = createDecipheriv("aes-256-gcm", this.sealKey, Buffer.from(m[1]!, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(m[3]!, "base64url"));
    try {
      return Buffer.concat([decipher.update(Buffer.from(m[2]!, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      throw new SecretKeyError("a sealed value does not open with this key (another key, or tampered with)");
    }
  }
}

package io.github.opensandboxts.client;

/** The client's version: the same line as the TypeScript SDK (scripts/sync-versions.ts keeps it). */
public final class Version {
  public static final String VERSION = "0.0.0";

  private Version() {}
}

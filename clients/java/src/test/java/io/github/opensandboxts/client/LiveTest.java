package io.github.opensandboxts.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * Against a real server (scripts/clients-live.sh sets OPEN_SANDBOX_DOMAIN, OPEN_SANDBOX_API_KEY
 * and OPEN_SANDBOX_IT_IMAGE): the README's example, run as written, on a fresh sandbox.
 */
@EnabledIfEnvironmentVariable(named = "OPEN_SANDBOX_IT_IMAGE", matches = ".+")
class LiveTest {
  @Test
  void readmeExampleRuns() {
    PrintStream out = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      example.Example.main(new String[0]);
    } finally {
      System.setOut(out);
    }
    String[] lines = captured.toString(StandardCharsets.UTF_8).split("\n");
    out.print(captured.toString(StandardCharsets.UTF_8));
    assertEquals("42", lines[0]);
    assertEquals("1", lines[1]);
    assertEquals("2", lines[2]);
    assertEquals("3", lines[3]);
    assertEquals("he", lines[4]);
    assertTrue(lines[5].startsWith("404 SANDBOX_NOT_FOUND "), lines[5]);
  }
}

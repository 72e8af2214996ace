package io.github.opensandboxts.client;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ReadmeTest {
  /** The README's example is src/test/java/example/Example.java, which LiveTest runs against a real server. */
  @Test
  void readmeShowsTheExampleAsTested() throws Exception {
    String readme = Files.readString(Path.of("README.md"));
    String example = Files.readString(Path.of("src/test/java/example/Example.java"));
    String body = example.substring(example.indexOf("public class Example"));
    assertTrue(readme.contains(body), "README.md must show src/test/java/example/Example.java from `public class Example` on");
  }
}

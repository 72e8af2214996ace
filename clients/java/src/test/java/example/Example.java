package example;

import io.github.opensandboxts.client.ApiError;
import io.github.opensandboxts.client.CommandResult;
import io.github.opensandboxts.client.EventStream;
import io.github.opensandboxts.client.Execd;
import io.github.opensandboxts.client.Files;
import io.github.opensandboxts.client.OpenSandbox;
import io.github.opensandboxts.client.generated.execd.model.RunCommandRequest;
import io.github.opensandboxts.client.generated.execd.model.ServerStreamEvent;
import io.github.opensandboxts.client.generated.lifecycle.model.CreateSandboxRequest;
import io.github.opensandboxts.client.generated.lifecycle.model.ImageSpec;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

public class Example {
  public static void main(String[] args) {
    // OPEN_SANDBOX_DOMAIN (host[:port] or a URL) and OPEN_SANDBOX_API_KEY, unless ClientOptions says otherwise.
    OpenSandbox client = new OpenSandbox();
    String image = System.getenv().getOrDefault("OPEN_SANDBOX_IT_IMAGE", "opensandbox/busybox:local");
    var sandbox = client.sandboxes().create(new CreateSandboxRequest()
        .image(new ImageSpec().uri(image))
        .entrypoint(List.of("tail", "-f", "/dev/null"))
        .resourceLimits(Map.of("cpu", "500m", "memory", "512Mi"))
        .timeout(600));
    try {
      // Waits until the sandbox is Running and its execd answers.
      Execd execd = client.sandboxes().execd(sandbox.getId());

      // Run to completion...
      CommandResult result = execd.commands().run("echo $((6*7))");
      System.out.print(result.stdout()); // 42

      // ...or stream the events.
      try (EventStream<ServerStreamEvent> events = execd.commands().stream(new RunCommandRequest().command("for i in 1 2 3; do echo $i; done"))) {
        for (ServerStreamEvent event : events) {
          if (event.getType() == ServerStreamEvent.TypeEnum.STDOUT) System.out.println(event.getText());
        }
      }

      // Files: multipart upload, ranged download.
      execd.files().upload(Files.UploadFile.of("/tmp/a.txt", "hello"));
      try (Files.Download part = execd.files().download("/tmp/a.txt", new Files.DownloadOptions().range("bytes=0-1"))) {
        System.out.println(new String(part.readAllBytes(), StandardCharsets.UTF_8)); // he
      }

      // Typed errors.
      try {
        client.sandboxes().get("no-such-id");
      } catch (ApiError e) {
        System.out.println(e.status() + " " + e.code() + " " + e.requestId()); // 404 SANDBOX_NOT_FOUND …
      }
    } finally {
      client.sandboxes().delete(sandbox.getId());
    }
  }
}

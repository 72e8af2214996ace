package io.github.opensandboxts.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.github.opensandboxts.client.generated.execd.api.FilesystemApi;
import io.github.opensandboxts.client.generated.execd.model.FileInfo;
import io.github.opensandboxts.client.generated.execd.model.FileMetadata;
import io.github.opensandboxts.client.generated.execd.model.Permission;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;

/** Files inside the sandbox ({@code execd.files()}). */
public final class Files {
  private final Execd execd;
  private final FilesystemApi api;

  Files(Execd execd) {
    this.execd = execd;
    this.api = new FilesystemApi(execd.apiClient());
  }

  /** One file of an upload: where to write it (and its mode/owner), and its content. */
  public static final class UploadFile {
    final FileMetadata metadata;
    final Supplier<InputStream> content;

    private UploadFile(FileMetadata metadata, Supplier<InputStream> content) {
      this.metadata = metadata;
      this.content = content;
    }

    public static UploadFile of(FileMetadata metadata, byte[] content) {
      byte[] copy = content.clone();
      return new UploadFile(metadata, () -> new ByteArrayInputStream(copy));
    }

    public static UploadFile of(String path, String text) {
      return of(new FileMetadata().path(path), text.getBytes(StandardCharsets.UTF_8));
    }

    /** Content read from a local file while it is sent. */
    public static UploadFile of(FileMetadata metadata, Path local) {
      return new UploadFile(metadata, () -> {
        try {
          return java.nio.file.Files.newInputStream(local);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
  }

  /**
   * Writes files in one multipart request: per file a {@code metadata} part (JSON FileMetadata,
   * a file part with content type application/json) followed by a {@code file} part
   * (application/octet-stream), paired by position as the spec requires. Contents are streamed.
   * Returns the answer's status and headers.
   */
  public HttpResponse<byte[]> upload(List<UploadFile> files) {
    if (files.isEmpty()) throw new IllegalArgumentException("uploadFile: no files");
    String boundary = "osb-" + UUID.randomUUID();
    List<Supplier<InputStream>> parts = new ArrayList<>();
    for (UploadFile f : files) {
      byte[] meta;
      try {
        meta = execd.mapper().writeValueAsBytes(f.metadata);
      } catch (JsonProcessingException e) {
        throw new IllegalArgumentException("cannot encode FileMetadata: " + e.getMessage(), e);
      }
      String name = f.metadata.getPath() == null ? "file" : f.metadata.getPath().replaceAll(".*/", "");
      parts.add(text("--" + boundary + "\r\nContent-Disposition: form-data; name=\"metadata\"; filename=\"metadata\"\r\nContent-Type: application/json\r\n\r\n"));
      parts.add(() -> new ByteArrayInputStream(meta));
      parts.add(text("\r\n--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + quote(name) + "\"\r\nContent-Type: application/octet-stream\r\n\r\n"));
      parts.add(f.content);
      parts.add(text("\r\n"));
    }
    parts.add(text("--" + boundary + "--\r\n"));
    HttpRequest req = Calls.request(execd.baseUrl(), "/files/upload", execd.options.requestTimeout)
        .header("Content-Type", "multipart/form-data; boundary=" + boundary)
        .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.SequenceInputStream(Collections.enumeration(lazy(parts)))))
        .build();
    HttpResponse<InputStream> resp = Calls.send(execd.http, "uploadFile", req);
    byte[] body;
    try (InputStream in = resp.body()) {
      body = in.readAllBytes();
    } catch (IOException e) {
      throw new TransportError("uploadFile", e);
    }
    return new Answer(resp, body);
  }

  public HttpResponse<byte[]> upload(UploadFile... files) {
    return upload(List.of(files));
  }

  private static Supplier<InputStream> text(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    return () -> new ByteArrayInputStream(b);
  }

  /** Streams opened only when the body reaches them. */
  private static List<InputStream> lazy(List<Supplier<InputStream>> parts) {
    List<InputStream> out = new ArrayList<>();
    for (Supplier<InputStream> p : parts) {
      out.add(new InputStream() {
        private InputStream in;

        private InputStream in() {
          if (in == null) in = p.get();
          return in;
        }

        @Override
        public int read() throws IOException {
          return in().read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
          return in().read(b, off, len);
        }

        @Override
        public void close() throws IOException {
          if (in != null) in.close();
        }
      });
    }
    return out;
  }

  private static String quote(String s) {
    return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\r", "%0D").replace("\n", "%0A");
  }

  /** Selects part of a file; every field may be null (the whole file). */
  public static final class DownloadOptions {
    /** Sent as the Range header, e.g. {@code bytes=0-1023} (answer 206). */
    public String range;
    /** First line (1-based) and line count: the answer is text/plain. */
    public Integer offset;
    public Integer limit;

    public DownloadOptions range(String range) {
      this.range = range;
      return this;
    }

    public DownloadOptions lines(Integer offset, Integer limit) {
      this.offset = offset;
      this.limit = limit;
      return this;
    }
  }

  /** A file (or part of one) being received; close it when done. */
  public static final class Download implements AutoCloseable {
    private final HttpResponse<InputStream> resp;

    Download(HttpResponse<InputStream> resp) {
      this.resp = resp;
    }

    /** 200, or 206 for a range. */
    public int status() {
      return resp.statusCode();
    }

    public Map<String, List<String>> headers() {
      return ApiError.lowerCase(resp.headers().map());
    }

    /** Content-Length, or -1. */
    public long contentLength() {
      return resp.headers().firstValueAsLong("Content-Length").orElse(-1);
    }

    public InputStream body() {
      return resp.body();
    }

    public byte[] readAllBytes() {
      try (InputStream in = resp.body()) {
        return in.readAllBytes();
      } catch (IOException e) {
        throw new TransportError("downloadFile", e);
      }
    }

    @Override
    public void close() {
      try {
        resp.body().close();
      } catch (IOException ignored) {
        // nothing left to release
      }
    }
  }

  /** Opens a file for reading; the request timeout covers only the wait for the headers. */
  public Download download(String path, DownloadOptions options) {
    StringBuilder q = new StringBuilder("/files/download?path=").append(Calls.encode(path));
    if (options != null) {
      if (options.offset != null) q.append("&offset=").append(options.offset);
      if (options.limit != null) q.append("&limit=").append(options.limit);
    }
    HttpRequest.Builder b = Calls.request(execd.baseUrl(), q.toString(), execd.options.requestTimeout).GET();
    if (options != null && options.range != null && !options.range.isEmpty()) b.header("Range", options.range);
    return new Download(Calls.send(execd.http, "downloadFile", b.build()));
  }

  /** A whole file, in memory. */
  public byte[] read(String path) {
    try (Download d = download(path, null)) {
      return d.readAllBytes();
    }
  }

  /** The metadata of each path, keyed by path. */
  public Map<String, FileInfo> info(List<String> paths) {
    return Calls.generated("getFilesInfo", () -> api.getFilesInfo(paths));
  }

  /** The entries below {@code dir}, down to {@code depth} levels (null: 1). */
  public List<FileInfo> list(String dir, Integer depth) {
    return Calls.generated("listDirectory", () -> api.listDirectory(dir, depth));
  }

  /** The files below {@code dir} whose name matches the glob {@code pattern} (null: all). */
  public List<FileInfo> search(String dir, String pattern) {
    return Calls.generated("searchFiles", () -> api.searchFiles(dir, pattern));
  }

  /** Removes files (not directories). */
  public void delete(List<String> paths) {
    Calls.generated("removeFiles", () -> {
      api.removeFiles(paths);
      return null;
    });
  }

  /** Creates directories (with parents), each with its mode and owner. */
  public void makeDirs(Map<String, Permission> dirs) {
    Calls.generated("makeDirs", () -> {
      api.makeDirs(dirs);
      return null;
    });
  }

  /** Deletes directories with everything in them. */
  public void removeDirs(List<String> paths) {
    Calls.generated("removeDirs", () -> {
      api.removeDirs(paths);
      return null;
    });
  }

  /** The answer of an upload, body read. */
  private static final class Answer implements HttpResponse<byte[]> {
    private final HttpResponse<InputStream> resp;
    private final byte[] body;

    Answer(HttpResponse<InputStream> resp, byte[] body) {
      this.resp = resp;
      this.body = body;
    }

    @Override public int statusCode() { return resp.statusCode(); }
    @Override public HttpRequest request() { return resp.request(); }
    @Override public java.util.Optional<HttpResponse<byte[]>> previousResponse() { return java.util.Optional.empty(); }
    @Override public java.net.http.HttpHeaders headers() { return resp.headers(); }
    @Override public byte[] body() { return body; }
    @Override public java.util.Optional<javax.net.ssl.SSLSession> sslSession() { return resp.sslSession(); }
    @Override public java.net.URI uri() { return resp.uri(); }
    @Override public java.net.http.HttpClient.Version version() { return resp.version(); }
  }
}

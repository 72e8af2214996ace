package io.github.opensandboxts.kernel;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import jdk.jshell.Diag;
import jdk.jshell.EvalException;
import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;
import jdk.jshell.SourceCodeAnalysis;
import jdk.jshell.SourceCodeAnalysis.Completeness;
import jdk.jshell.UnresolvedReferenceException;
import org.dflib.jjava.jupyter.channels.JupyterConnection;
import org.dflib.jjava.jupyter.kernel.BaseKernel;
import org.dflib.jjava.jupyter.kernel.BaseKernelBuilder;
import org.dflib.jjava.jupyter.kernel.KernelConnectionProperties;
import org.dflib.jjava.jupyter.kernel.LanguageInfo;
import org.dflib.jjava.jupyter.kernel.ReplacementOptions;
import org.dflib.jjava.jupyter.kernel.display.DisplayData;
import org.dflib.jjava.jupyter.kernel.magic.MagicParser;

/**
 * A Jupyter kernel for Java: each cell is split into JShell snippets and evaluated in one JShell
 * whose execution engine is this JVM ("local"), so {@code System.out} of a cell goes to the cell's
 * stream and definitions persist from cell to cell. The value of a cell is the value of its last
 * snippet when that is an expression. Usage: {@code java -jar jshell-kernel.jar <connection file>}.
 */
public final class JShellKernel extends BaseKernel {
  private final JShell shell;

  private JShellKernel(Builder b) {
    super(b.name(), b.version(), languageInfo(), List.of(), b.history(), b.io(), b.comms(), b.renderer(),
        new MagicParser("(?<=(?:^|=))\\s*%", "%%", b.transpiler()), b.magics(), false, b.styler());
    this.shell = JShell.builder().executionEngine("local").build();
  }

  private static LanguageInfo languageInfo() {
    return new LanguageInfo("java", Runtime.version().toString(), "text/x-java-source", ".jshell", "java", "java", "script");
  }

  /** Thrown for a cell that does not compile or fails: the message is what JShell reported. */
  static final class CellError extends RuntimeException {
    CellError(String name, String message) {
      super(message);
      this.name = name;
    }

    final String name;

    @Override
    public String toString() {
      return name + ": " + getMessage();
    }
  }

  @Override
  public Object evalRaw(String code) {
    SourceCodeAnalysis analysis = shell.sourceCodeAnalysis();
    String rest = code;
    String last = null;
    boolean lastIsExpression = false;
    while (!rest.isBlank()) {
      SourceCodeAnalysis.CompletionInfo info = analysis.analyzeCompletion(rest);
      String source;
      if (info.completeness() == Completeness.EMPTY) break;
      if (info.completeness().isComplete()) {
        source = info.source();
        rest = info.remaining();
      } else {
        source = rest; // incomplete or unknown: let eval report what is wrong
        rest = "";
      }
      lastIsExpression = false;
      last = null;
      for (SnippetEvent event : shell.eval(source)) {
        if (event.causeSnippet() != null) continue; // an update of a dependent snippet
        Snippet snippet = event.snippet();
        if (event.status() == Snippet.Status.REJECTED) {
          String diags = shell.diagnostics(snippet)
              .map(d -> d.getMessage(Locale.ROOT))
              .collect(Collectors.joining("\n"));
          throw new CellError("CompilationError", diags.isEmpty() ? "cannot compile: " + source.strip() : diags);
        }
        if (event.exception() != null) throw failure(event.exception());
        if (snippet.kind() == Snippet.Kind.EXPRESSION || snippet.subKind() == Snippet.SubKind.TEMP_VAR_EXPRESSION_SUBKIND) {
          lastIsExpression = true;
          last = event.value();
        }
      }
    }
    return lastIsExpression ? last : null;
  }

  private static RuntimeException failure(Exception e) {
    if (e instanceof EvalException ee) {
      String name = ee.getExceptionClassName();
      return new CellError(name.substring(name.lastIndexOf('.') + 1), String.valueOf(ee.getMessage()));
    }
    if (e instanceof UnresolvedReferenceException ure) {
      return new CellError("UnresolvedReference", "unresolved: " + ure.getSnippet().source().strip());
    }
    return new CellError(e.getClass().getSimpleName(), String.valueOf(e.getMessage()));
  }

  @Override
  public DisplayData eval(String code) {
    Object value = evalRaw(code);
    return value == null ? null : new DisplayData(value.toString());
  }

  @Override
  public List<String> formatError(Throwable e) {
    List<String> lines = new ArrayList<>();
    lines.add(e instanceof CellError ce ? ce.name + ": " + ce.getMessage() : e.toString());
    return lines;
  }

  @Override
  public DisplayData inspect(String code, int at, boolean extra) {
    return null;
  }

  @Override
  public ReplacementOptions complete(String code, int at) {
    int[] anchor = new int[1];
    List<String> names = shell.sourceCodeAnalysis().completionSuggestions(code, at, anchor).stream()
        .map(SourceCodeAnalysis.Suggestion::continuation).distinct().collect(Collectors.toList());
    return names.isEmpty() ? null : new ReplacementOptions(names, anchor[0], at);
  }

  @Override
  public String isComplete(String code) {
    Completeness c = shell.sourceCodeAnalysis().analyzeCompletion(code).completeness();
    if (c.isComplete() || c == Completeness.EMPTY) return IS_COMPLETE_YES;
    if (c == Completeness.DEFINITELY_INCOMPLETE || c == Completeness.CONSIDERED_INCOMPLETE) return IS_COMPLETE_MAYBE;
    return IS_COMPLETE_BAD;
  }

  @Override
  public void interrupt() {
    shell.stop();
  }

  @Override
  public void onShutdown(boolean restart) {
    shell.close();
  }

  /** Gives the kernel base's defaults to the constructor (they are protected builder methods). */
  static final class Builder extends BaseKernelBuilder<Builder, JShellKernel> {
    String name() { return buildName(); }
    String version() { return buildVersion(); }
    org.dflib.jjava.jupyter.kernel.history.HistoryManager history() { return buildHistoryManager(); }
    org.dflib.jjava.jupyter.kernel.JupyterIO io() { return buildJupyterIO(buildJupyterIOEncoding()); }
    org.dflib.jjava.jupyter.kernel.comm.CommManager comms() { return buildCommManager(); }
    org.dflib.jjava.jupyter.kernel.display.Renderer renderer() { return buildRenderer(); }
    org.dflib.jjava.jupyter.kernel.magic.MagicTranspiler transpiler() { return buildMagicTranspiler(); }
    org.dflib.jjava.jupyter.kernel.magic.MagicsRegistry magics() { return buildMagicsRegistry(); }
    org.dflib.jjava.jupyter.kernel.util.StringStyler styler() { return buildErrorStyler(); }

    @Override
    public JShellKernel build() {
      return new JShellKernel(this);
    }
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 1) {
      System.err.println("usage: java -jar jshell-kernel.jar <connection file>");
      System.exit(2);
    }
    String json = Files.readString(Path.of(args[0]), StandardCharsets.UTF_8);
    KernelConnectionProperties props = KernelConnectionProperties.parse(json);
    JupyterConnection connection = new JupyterConnection(props);
    JShellKernel kernel = new Builder().name("jshell").version("1.0.0").build();
    kernel.becomeHandlerForConnection(connection);
    connection.connect();
    connection.waitUntilClose();
    kernel.onShutdown(false);
  }
}

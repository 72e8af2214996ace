package io.github.opensandboxts.conformance;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/** The generated API classes of a package, found in the client's jar (or classes folder). */
final class ApiClasses {
  private static final Map<String, List<Class<?>>> CACHE = new ConcurrentHashMap<>();

  private ApiClasses() {}

  static List<Class<?>> in(String pkg) {
    return CACHE.computeIfAbsent(pkg, ApiClasses::scan);
  }

  private static List<Class<?>> scan(String pkg) {
    List<Class<?>> out = new ArrayList<>();
    String dir = pkg.replace('.', '/');
    try {
      Enumeration<URL> urls = ApiClasses.class.getClassLoader().getResources(dir);
      while (urls.hasMoreElements()) {
        URL url = urls.nextElement();
        List<String> names = new ArrayList<>();
        if (url.getProtocol().equals("jar")) {
          JarFile jar = ((JarURLConnection) url.openConnection()).getJarFile();
          for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
            String n = e.nextElement().getName();
            if (n.startsWith(dir + "/") && n.endsWith("Api.class") && n.indexOf('/', dir.length() + 1) < 0) names.add(n);
          }
        } else if (url.getProtocol().equals("file")) {
          java.io.File[] files = new java.io.File(url.toURI()).listFiles((d, n) -> n.endsWith("Api.class"));
          if (files != null) for (java.io.File f : files) names.add(dir + "/" + f.getName());
        }
        for (String n : names) out.add(Class.forName(n.substring(0, n.length() - 6).replace('/', '.')));
      }
    } catch (IOException | ReflectiveOperationException | java.net.URISyntaxException e) {
      throw new IllegalStateException("cannot list the generated API classes of " + pkg, e);
    }
    out.sort((a, b) -> a.getName().compareTo(b.getName()));
    return out;
  }
}

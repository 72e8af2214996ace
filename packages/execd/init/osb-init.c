/*
 * osb-init: PID 1 of every sandbox. Built as a static binary so it runs in any Linux image,
 * with or without a libc.
 *
 *   osb-init [--] ENTRYPOINT [ARGS...]
 *
 * - starts execd (the runtime mounted next to this binary) and restarts it if it dies, with a
 *   growing delay capped at 2 s, so the sandbox keeps reporting even if execd crashes;
 * - runs the user's entrypoint as its own child, forwarding termination and user signals to it;
 * - reaps every orphaned process (zombies re-parented to PID 1);
 * - exits with the entrypoint's status (128 + signal when killed), after stopping execd.
 *
 *   osb-init --workload [--] FILE [ARGS...]
 *
 * - raises its OOM score (WORKLOAD_OOM_SCORE_ADJ) and executes FILE, searched in PATH: execd starts
 *   every user process through this, so that under memory pressure the kernel kills the workload
 *   rather than execd. (Nobody here can lower a score: CAP_SYS_RESOURCE is missing on the hosts we
 *   run on, so the workload is raised instead of execd lowered.)
 *
 * Secrets. The execd access token arrives in the environment (EXECD_ACCESS_TOKEN). osb-init makes
 * itself non-dumpable (so that /proc/1/{environ,mem} are closed to the sandbox's processes, root
 * included, without CAP_SYS_PTRACE), copies the token, wipes it from its own environment block and
 * hands it to execd through a sealed memfd on fd 3 together with the sandbox's environment (NUL
 * separated: the token first, then KEY=VALUE entries). execd's own environment holds only
 * EXECD_* settings and OSB_*; the user's variables (LD_PRELOAD, NODE_OPTIONS…) reach user
 * processes only. execd is started with lib/osb-nodump.so preloaded, which makes it non-dumpable
 * before any of its code runs. The entrypoint never sees the token.
 *
 * Claims. A warm pool's sandbox is handed to its tenant once: the lifecycle server asks execd to
 * replace its token and the environment of what it starts (POST /internal/claim). execd keeps
 * that claim in a second memfd, which osb-init creates empty and hands every execd it starts on
 * fd 4 (OSB_CLAIM_FD), so that an execd restarted after the claim takes the claim's token and
 * environment instead of the pool's bootstrap. Only osb-init and execd hold it.
 *
 * Execd's socket. osb-init binds execd's address itself (EXECD_HOST, EXECD_PORT: the same
 * defaults as execd) before it starts anything, so the entrypoint can never take execd's port
 * first. execd gets the socket on fd 5 (OSB_LISTEN_FD), listens on it if it must and serves it (it
 * then skips Node's listen path, whose address lookup costs ~3 ms of its start); osb-init keeps its
 * own copy, so once listening the socket stays so: an execd restarted after a crash serves the same
 * socket and a connection made meanwhile waits in the kernel's accept queue instead of being
 * refused. When the address cannot be bound here (a host name, or it is taken), execd binds itself.
 *
 * Lazy start (EXECD_LAZY=1). An idle sandbox need not run execd at all: osb-init listens, logs
 * execd's ready line at once and starts execd only when the socket becomes readable (the first
 * connection waits in the accept queue meanwhile, so it is never refused). Without EXECD_LAZY,
 * execd starts at once and the socket is only bound until execd listens (a connection before that
 * is refused, so a probe still means execd serves); execd logs its ready line itself.
 *
 * The runtime folder (default /opt/opensandbox, env OSB_HOME) holds lib/ld-linux-x86-64.so.2
 * and the libraries Node needs, lib/osb-nodump.so, bin/node, and execd/execd.cjs.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *TOKEN_VAR = "EXECD_ACCESS_TOKEN=";
/* Workload processes are killed before execd (score 0) when memory runs out. */
static const char *WORKLOAD_OOM_SCORE_ADJ = "1000";
/* fd on which execd finds the token and the sandbox's environment. */
#define BOOTSTRAP_FD 3
/* fd on which execd finds (or keeps) the claim of a pooled sandbox. */
#define CLAIM_FD 4
/* fd on which a lazily started execd finds its listening socket. */
#define LISTEN_FD 5

static pid_t entry_pid = -1;
static pid_t execd_pid = -1;
static char *home = "/opt/opensandbox";
static int bootstrap_fd = -1;
static int claim_fd = -1;
static char **execd_env;
/* execd's listening socket, held here when execd starts lazily; -1 otherwise. */
static int listen_fd = -1;

static void log_msg(const char *fmt, const char *a, const char *b) {
  fprintf(stderr, "osb-init: ");
  fprintf(stderr, fmt, a, b);
  fputc('\n', stderr);
}

/* The environment without the execd token, for the entrypoint. */
static char **env_without_token(char **env) {
  size_t n = 0;
  while (env[n]) n++;
  char **out = calloc(n + 1, sizeof(char *));
  size_t j = 0;
  for (size_t i = 0; i < n; i++) {
    if (strncmp(env[i], TOKEN_VAR, strlen(TOKEN_VAR)) != 0) out[j++] = env[i];
  }
  out[j] = NULL;
  return out;
}

static int write_all(int fd, const char *buf, size_t len) {
  while (len > 0) {
    ssize_t n = write(fd, buf, len);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return -1;
    buf += n;
    len -= (size_t)n;
  }
  return 0;
}

/*
 * Takes the token out of the environment block (copied, then overwritten in place, so that no
 * copy stays in memory a reader of /proc/1/environ could reach) and writes the bootstrap memfd:
 * "TOKEN\0KEY=VALUE\0..." with every other variable. Returns the token's presence.
 */
static int prepare_bootstrap(char **env) {
  char *token = NULL;
  for (size_t i = 0; env[i]; i++) {
    if (strncmp(env[i], TOKEN_VAR, strlen(TOKEN_VAR)) == 0) {
      char *value = env[i] + strlen(TOKEN_VAR);
      token = strdup(value);
      memset(value, 0, strlen(value));
    }
  }
  if (!token) return 0;
  bootstrap_fd = memfd_create("osb-execd-bootstrap", MFD_CLOEXEC | MFD_ALLOW_SEALING);
  if (bootstrap_fd < 0) {
    log_msg("cannot create the execd bootstrap memfd: %s%s", strerror(errno), "");
    return 0;
  }
  int ok = write_all(bootstrap_fd, token, strlen(token) + 1) == 0;
  memset(token, 0, strlen(token));
  free(token);
  for (size_t i = 0; ok && env[i]; i++) {
    if (strncmp(env[i], TOKEN_VAR, strlen(TOKEN_VAR)) != 0) ok = write_all(bootstrap_fd, env[i], strlen(env[i]) + 1) == 0;
  }
  if (!ok) {
    log_msg("cannot write the execd bootstrap memfd: %s%s", strerror(errno), "");
    return 0;
  }
  fcntl(bootstrap_fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL);
  /* Empty and writable; kept above the fds handed to execd, so that placing one never closes it. */
  int claim = memfd_create("osb-execd-claim", MFD_CLOEXEC);
  if (claim >= 0) {
    claim_fd = fcntl(claim, F_DUPFD_CLOEXEC, 10);
    close(claim);
  }
  return 1;
}

/* execd's own environment: its EXECD_* settings (not the token) and where its runtime is. */
static char **make_execd_env(char **env) {
  size_t n = 0;
  while (env[n]) n++;
  char **out = calloc(n + 5, sizeof(char *));
  size_t j = 0;
  for (size_t i = 0; i < n; i++) {
    if (strncmp(env[i], "EXECD_", 6) == 0 && strncmp(env[i], TOKEN_VAR, strlen(TOKEN_VAR)) != 0) out[j++] = env[i];
  }
  char *home_var = malloc(strlen(home) + sizeof "OSB_HOME=");
  sprintf(home_var, "OSB_HOME=%s", home);
  out[j++] = home_var;
  out[j++] = "OSB_BOOTSTRAP_FD=3";
  out[j++] = "OSB_CLAIM_FD=4";
  if (listen_fd >= 0) out[j++] = "OSB_LISTEN_FD=5";
  out[j] = NULL;
  return out;
}

static void reset_child_signals(void) {
  sigset_t all;
  sigemptyset(&all);
  sigprocmask(SIG_SETMASK, &all, NULL);
}

static pid_t start_execd(void) {
  pid_t pid = fork();
  if (pid != 0) return pid;
  reset_child_signals();
  setsid(); /* its own session: signals for the entrypoint's group never reach it */
  if (bootstrap_fd >= 0) {
    /* fd 3 without close-on-exec (dup2 clears it; the same fd needs it cleared by hand). execd
       reads it from offset 0 and closes it. */
    if (bootstrap_fd == BOOTSTRAP_FD ? fcntl(BOOTSTRAP_FD, F_SETFD, 0) < 0 : dup2(bootstrap_fd, BOOTSTRAP_FD) < 0) _exit(127);
  }
  /* dup2 clears close-on-exec on fd 4; execd reopens it with close-on-exec at once. */
  if (claim_fd >= 0 && dup2(claim_fd, CLAIM_FD) < 0) _exit(127);
  /* The listening socket, without close-on-exec for execd itself; Node marks the fd it adopts
     close-on-exec again, so nothing execd starts inherits it (test: lazy-execd.test.ts). */
  if (listen_fd >= 0 && dup2(listen_fd, LISTEN_FD) < 0) _exit(127);
  char ld[512], libs[512], nodump[512], node[512], script[512];
  snprintf(ld, sizeof ld, "%s/lib/ld-linux-x86-64.so.2", home);
  snprintf(libs, sizeof libs, "%s/lib", home);
  snprintf(nodump, sizeof nodump, "%s/lib/osb-nodump.so", home);
  snprintf(node, sizeof node, "%s/bin/node", home);
  snprintf(script, sizeof script, "%s/execd/execd.cjs", home);
  /* --max-semi-space-size=1 (MiB): an idle daemon's young generation. Each semi-space page is
     private memory in every sandbox; 1 MiB holds ~2 MiB less than 2 MiB at the same start time
     and transfer speed (BENCHMARKS.md, execd). No --expose-gc: it makes V8 reject Node's code
     cache of its own modules (~7 ms more per start); uploads expose gc on first use instead
     (services/files-upload.ts, minorGc). */
  char *argv[] = {ld, "--library-path", libs, "--preload", nodump, node, "--max-semi-space-size=1", script, NULL};
  execve(ld, argv, execd_env);
  log_msg("cannot start execd (%s): %s", ld, strerror(errno));
  _exit(127);
}

static void raise_oom_score(void) {
  int fd = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
  if (fd < 0) return;
  if (write(fd, WORKLOAD_OOM_SCORE_ADJ, strlen(WORKLOAD_OOM_SCORE_ADJ)) < 0) { /* best effort */ }
  close(fd);
}

/* osb-init --workload [--] FILE [ARGS...]: raise the OOM score, then become FILE. */
static int run_workload(int argc, char **argv, char **envp) {
  int first = 2;
  if (first < argc && strcmp(argv[first], "--") == 0) first++;
  if (first >= argc) {
    fprintf(stderr, "usage: osb-init --workload [--] FILE [ARGS...]\n");
    return 2;
  }
  raise_oom_score();
  execvpe(argv[first], &argv[first], envp);
  int err = errno;
  fprintf(stderr, "%s: %s\n", argv[first], strerror(err));
  return err == ENOENT ? 127 : 126;
}

/*
 * Binds execd's address (EXECD_HOST, default 0.0.0.0; EXECD_PORT, default 44772) and, when
 * `listening`, listens on it, keeping the socket above the fds handed to execd, close-on-exec.
 * A socket only bound has no SO_REUSEADDR: no other socket may bind the port meanwhile, while
 * connections are still refused until execd listens on it. -1 when it cannot.
 */
static int bind_execd_socket(int listening) {
  const char *host = getenv("EXECD_HOST") ? getenv("EXECD_HOST") : "0.0.0.0";
  const char *port_s = getenv("EXECD_PORT") ? getenv("EXECD_PORT") : "44772";
  char *end;
  long port = strtol(port_s, &end, 10);
  if (*port_s == 0 || *end != 0 || port < 0 || port > 65535) return -1;
  struct sockaddr_storage addr;
  socklen_t len;
  memset(&addr, 0, sizeof addr);
  struct sockaddr_in *v4 = (struct sockaddr_in *)&addr;
  struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&addr;
  if (inet_pton(AF_INET, host, &v4->sin_addr) == 1) {
    v4->sin_family = AF_INET;
    v4->sin_port = htons((unsigned short)port);
    len = sizeof *v4;
  } else if (inet_pton(AF_INET6, host, &v6->sin6_addr) == 1) {
    v6->sin6_family = AF_INET6;
    v6->sin6_port = htons((unsigned short)port);
    len = sizeof *v6;
  } else {
    return -1; /* a host name: execd resolves it itself */
  }
  int fd = socket(addr.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  int one = 1;
  if (listening) setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  if (bind(fd, (struct sockaddr *)&addr, len) < 0 || (listening && listen(fd, 511) < 0)) {
    close(fd);
    return -1;
  }
  int high = fcntl(fd, F_DUPFD_CLOEXEC, 10);
  close(fd);
  return high;
}

/* The line the lifecycle server reads as "execd serves" (execd logs the same when it listens). */
static void log_ready(void) {
  struct sockaddr_storage addr;
  socklen_t len = sizeof addr;
  int port = 0;
  if (getsockname(listen_fd, (struct sockaddr *)&addr, &len) == 0)
    port = ntohs(addr.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&addr)->sin6_port : ((struct sockaddr_in *)&addr)->sin_port);
  char line[128];
  int n = snprintf(line, sizeof line, "{\"by\":\"osb-init\",\"lazy\":true,\"port\":%d,\"msg\":\"execd ready\"}\n", port);
  if (write_all(STDOUT_FILENO, line, (size_t)n) < 0) { /* nobody reads the log */ }
}

static void forward(int sig) {
  if (entry_pid > 0) kill(entry_pid, sig);
}

int main(int argc, char **argv, char **envp) {
  if (argc > 1 && strcmp(argv[1], "--workload") == 0) return run_workload(argc, argv, envp);
  /* Before anything else: nobody in the sandbox may read this process's memory or environment. */
  prctl(PR_SET_DUMPABLE, 0);
  int first = 1;
  if (argc > 1 && strcmp(argv[1], "--") == 0) first = 2;
  if (first >= argc) {
    fprintf(stderr, "usage: osb-init [--] ENTRYPOINT [ARGS...]\n");
    return 2;
  }
  if (getenv("OSB_HOME")) home = getenv("OSB_HOME");
  if (getpid() != 1) prctl(PR_SET_CHILD_SUBREAPER, 1); /* still reap when not PID 1 (tests) */

  /* Block the signals we handle; they are taken synchronously in the loop below. */
  sigset_t set;
  sigemptyset(&set);
  int forwarded[] = {SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGWINCH, SIGCONT};
  for (size_t i = 0; i < sizeof forwarded / sizeof forwarded[0]; i++) sigaddset(&set, forwarded[i]);
  sigaddset(&set, SIGCHLD);
  sigaddset(&set, SIGALRM);
  sigprocmask(SIG_BLOCK, &set, NULL);

  char **entry_env = env_without_token(envp);
  int have_token = prepare_bootstrap(envp);
  if (!have_token) log_msg("%s%s", "EXECD_ACCESS_TOKEN is not set; execd will refuse to serve", "");
  const char *lazy_env = getenv("EXECD_LAZY");
  int lazy = lazy_env && strcmp(lazy_env, "1") == 0;
  /* Eager or lazy, execd's port is bound here, before the entrypoint runs (see "Execd's socket"). */
  if (have_token) {
    listen_fd = bind_execd_socket(lazy);
    if (listen_fd < 0 && lazy) log_msg("%s%s", "cannot listen on execd's address; starting execd at once", "");
  }
  execd_env = make_execd_env(envp);
  if (listen_fd >= 0 && lazy) log_ready();
  else execd_pid = start_execd();

  entry_pid = fork();
  if (entry_pid == 0) {
    reset_child_signals();
    raise_oom_score();
    char **env = entry_env;
    execvpe(argv[first], &argv[first], env);
    int err = errno;
    log_msg("cannot run entrypoint %s: %s", argv[first], strerror(err));
    _exit(err == ENOENT ? 127 : 126);
  }

  /* Signals arrive on a signalfd, so that one poll waits for them and for execd's first caller. */
  int sfd = signalfd(-1, &set, SFD_CLOEXEC);
  if (sfd < 0) {
    log_msg("cannot create a signalfd: %s%s", strerror(errno), "");
    return 1;
  }
  int delay_ms = 100;
  time_t execd_started = time(NULL);
  int restart_pending = 0;
  for (;;) {
    /* The listening socket is watched only while no execd runs or is about to be restarted. */
    struct pollfd fds[2] = {{sfd, POLLIN, 0}, {listen_fd, POLLIN, 0}};
    int watch_listen = lazy && listen_fd >= 0 && execd_pid <= 0 && !restart_pending;
    if (poll(fds, watch_listen ? 2 : 1, -1) < 0) continue;
    if (watch_listen && (fds[1].revents & POLLIN) && execd_pid <= 0) {
      execd_pid = start_execd();
      execd_started = time(NULL);
    }
    if (!(fds[0].revents & POLLIN)) continue;
    struct signalfd_siginfo info;
    if (read(sfd, &info, sizeof info) != sizeof info) continue;
    int sig = (int)info.ssi_signo;
    if (sig == SIGALRM) {
      restart_pending = 0;
      if (execd_pid <= 0) {
        execd_pid = start_execd();
        execd_started = time(NULL);
      }
      continue;
    }
    if (sig != SIGCHLD) {
      forward(sig);
      continue;
    }
    int status;
    pid_t pid;
    while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
      if (pid == entry_pid) {
        int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        if (execd_pid > 0) kill(-execd_pid, SIGTERM);
        return code;
      }
      if (pid == execd_pid) {
        execd_pid = -1;
        /* A crash soon after start backs off; one after a long healthy run restarts quickly. */
        delay_ms = time(NULL) - execd_started > 10 ? 100 : (delay_ms * 2 > 2000 ? 2000 : delay_ms * 2);
        fprintf(stderr, "osb-init: execd exited (status %d); restarting in %d ms\n", status, delay_ms);
        struct itimerval t = {{0, 0}, {delay_ms / 1000, (delay_ms % 1000) * 1000}};
        setitimer(ITIMER_REAL, &t, NULL);
        restart_pending = 1;
      }
    }
  }
}

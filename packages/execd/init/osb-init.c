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
 * The execd access token is passed to execd only, never to the entrypoint's environment.
 *
 * The runtime folder (default /opt/opensandbox, env OSB_HOME) holds lib/ld-linux-x86-64.so.2
 * and the libraries Node needs, bin/node, and execd/execd.mjs.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *TOKEN_VAR = "EXECD_ACCESS_TOKEN=";

static pid_t entry_pid = -1;
static pid_t execd_pid = -1;
static char *home = "/opt/opensandbox";

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

static void reset_child_signals(void) {
  sigset_t all;
  sigemptyset(&all);
  sigprocmask(SIG_SETMASK, &all, NULL);
}

static pid_t start_execd(char **env) {
  pid_t pid = fork();
  if (pid != 0) return pid;
  reset_child_signals();
  setsid(); /* its own session: signals for the entrypoint's group never reach it */
  char ld[512], libs[512], node[512], script[512];
  snprintf(ld, sizeof ld, "%s/lib/ld-linux-x86-64.so.2", home);
  snprintf(libs, sizeof libs, "%s/lib", home);
  snprintf(node, sizeof node, "%s/bin/node", home);
  snprintf(script, sizeof script, "%s/execd/execd.mjs", home);
  char *argv[] = {ld, "--library-path", libs, node, "--max-semi-space-size=2", script, NULL};
  execve(ld, argv, env);
  log_msg("cannot start execd (%s): %s", ld, strerror(errno));
  _exit(127);
}

static void forward(int sig) {
  if (entry_pid > 0) kill(entry_pid, sig);
}

int main(int argc, char **argv, char **envp) {
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

  execd_pid = start_execd(envp);

  entry_pid = fork();
  if (entry_pid == 0) {
    reset_child_signals();
    char **env = env_without_token(envp);
    execvpe(argv[first], &argv[first], env);
    int err = errno;
    log_msg("cannot run entrypoint %s: %s", argv[first], strerror(err));
    _exit(err == ENOENT ? 127 : 126);
  }

  int delay_ms = 100;
  time_t execd_started = time(NULL);
  for (;;) {
    int sig;
    if (sigwait(&set, &sig) != 0) continue;
    if (sig == SIGALRM) {
      if (execd_pid <= 0) {
        execd_pid = start_execd(envp);
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
      }
    }
  }
}

/*
 * osb-nodump.so: preloaded into execd by osb-init (ld.so --preload). Its constructor runs before
 * Node starts and makes the process non-dumpable: without CAP_SYS_PTRACE (which sandboxes do not
 * get), no process of the sandbox — root included — can open execd's /proc/<pid>/mem, environ or
 * fd entries, or attach a debugger to it. Children get a fresh flag when they exec.
 *
 * It also limits glibc's malloc to one arena. By default every thread that allocates (V8's
 * workers, libuv's pool) gets its own arena, and each arena's touched pages stay private to the
 * sandbox: one arena holds ~2 MiB less in an idle execd, whose work runs on the main thread anyway
 * (BENCHMARKS.md, execd). Through mallopt, not MALLOC_ARENA_MAX, so execd's environment stays its
 * own settings only. A libc without M_ARENA_MAX (not glibc) ignores it.
 */
#include <malloc.h>
#include <sys/prctl.h>

__attribute__((constructor)) static void osb_nodump(void) {
  prctl(PR_SET_DUMPABLE, 0);
#ifdef M_ARENA_MAX
  mallopt(M_ARENA_MAX, 1);
#endif
}

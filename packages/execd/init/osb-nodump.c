/*
 * osb-nodump.so: preloaded into execd by osb-init (ld.so --preload). Its constructor runs before
 * Node starts and makes the process non-dumpable: without CAP_SYS_PTRACE (which sandboxes do not
 * get), no process of the sandbox — root included — can open execd's /proc/<pid>/mem, environ or
 * fd entries, or attach a debugger to it. Children get a fresh flag when they exec.
 */
#include <sys/prctl.h>

__attribute__((constructor)) static void osb_nodump(void) {
  prctl(PR_SET_DUMPABLE, 0);
}

/*
 * osb-dns-upstream: the one process of a Kubernetes sandbox's egress sidecar that talks to the
 * Pod's upstream resolver (egress/sidecar.ts; docs/ARCHITECTURE.md "Egress policy").
 *
 * The sidecar shares the Pod's network namespace with a root workload, so the nftables rules
 * (egress/sidecar-rules.ts) must tell the sidecar's upstream queries apart by something the
 * workload cannot take: every socket of this process carries a mark (SO_MARK), which needs
 * CAP_NET_ADMIN (or CAP_NET_RAW) in the namespace's owner; the workload has neither. Node cannot
 * set SO_MARK, hence this small static helper, which runs in any image.
 *
 * Started by the sidecar (root, NET_ADMIN, SETUID, SETGID) as
 *     osb-dns-upstream <resolver address> <port> <mark> <uid>
 * it first becomes <uid> (supplementary groups cleared) keeping CAP_NET_ADMIN and nothing else,
 * checks that it can mark a socket, says so (an answer with id 0, empty), then serves queries
 * from stdin until stdin closes:
 *     request  u32 id, u8 flags (1: TCP), u16 length, the DNS message
 *     answer   u32 id, u8 status (0: the upstream's answer, 1: failure), u16 length, the answer
 *              or the failure's text
 * all big-endian. Each query gets a socket of its own (a fresh source port, a connected UDP
 * socket that accepts datagrams from the resolver only; over TCP one connection with two-byte
 * length framing, RFC 1035 4.2.2) and at most TIMEOUT_MS.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define MAX_QUERIES 256
#define TIMEOUT_MS 5000
#define MAX_MSG 65535
#define HEAD 7

struct query {
  int fd;          /* -1: free */
  int tcp;
  uint32_t id;     /* the sidecar's id */
  uint8_t qid[2];  /* the DNS message's id */
  uint8_t *out;    /* what is sent (TCP: with its length) */
  size_t out_len, out_off;
  uint8_t *in;     /* TCP: the answer as it arrives */
  size_t in_len;
  int64_t deadline;
};

static struct query queries[MAX_QUERIES];
static struct sockaddr_storage upstream;
static socklen_t upstream_len;
static uint32_t mark;

static int64_t now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void die(const char *what) {
  fprintf(stderr, "osb-dns-upstream: %s: %s\n", what, strerror(errno));
  exit(1);
}

static void write_all(const uint8_t *p, size_t n) {
  while (n) {
    ssize_t w = write(1, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) exit(0); /* the sidecar is gone */
    p += w;
    n -= (size_t)w;
  }
}

static void reply(uint32_t id, int status, const uint8_t *msg, size_t len) {
  uint8_t head[HEAD] = {id >> 24, id >> 16, id >> 8, id, (uint8_t)status, len >> 8, len & 0xff};
  write_all(head, HEAD);
  if (len) write_all(msg, len);
}

static void finish(struct query *q, int status, const uint8_t *msg, size_t len) {
  reply(q->id, status, msg, len);
  close(q->fd);
  free(q->out);
  free(q->in);
  memset(q, 0, sizeof *q);
  q->fd = -1;
}

static void fail(struct query *q, const char *why) { finish(q, 1, (const uint8_t *)why, strlen(why)); }

/* A non-blocking socket to the upstream, marked, connecting. */
static int marked_socket(int type) {
  int fd = socket(upstream.ss_family, type | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  if (setsockopt(fd, SOL_SOCKET, SO_MARK, &mark, sizeof mark) < 0 ||
      (connect(fd, (struct sockaddr *)&upstream, upstream_len) < 0 && errno != EINPROGRESS)) {
    int e = errno;
    close(fd);
    errno = e;
    return -1;
  }
  return fd;
}

static void start(uint32_t id, int tcp, const uint8_t *msg, size_t len) {
  struct query *q = NULL;
  for (int i = 0; i < MAX_QUERIES && !q; i++)
    if (queries[i].fd < 0) q = &queries[i];
  if (!q || len < 2) {
    const char *why = q ? "message too short" : "too many queries in flight";
    reply(id, 1, (const uint8_t *)why, strlen(why));
    return;
  }
  q->id = id;
  q->tcp = tcp;
  memcpy(q->qid, msg, 2);
  q->deadline = now_ms() + TIMEOUT_MS;
  q->out_len = len + (tcp ? 2 : 0);
  q->out = malloc(q->out_len);
  if (tcp) q->in = malloc(2 + MAX_MSG);
  if (!q->out || (tcp && !q->in)) {
    free(q->out);
    free(q->in);
    q->out = q->in = NULL;
    reply(id, 1, (const uint8_t *)"out of memory", 13);
    return;
  }
  if (tcp) {
    q->out[0] = len >> 8;
    q->out[1] = len & 0xff;
  }
  memcpy(q->out + (tcp ? 2 : 0), msg, len);
  q->fd = marked_socket(tcp ? SOCK_STREAM : SOCK_DGRAM);
  if (q->fd < 0) {
    char why[160];
    snprintf(why, sizeof why, "socket: %s", strerror(errno));
    reply(id, 1, (const uint8_t *)why, strlen(why));
    free(q->out);
    free(q->in);
    memset(q, 0, sizeof *q);
    q->fd = -1;
  }
}

/* The socket is ready: send what is left, or read the answer. */
static void step(struct query *q, short revents) {
  char why[160];
  if (q->out_off < q->out_len) {
    int err = 0;
    socklen_t l = sizeof err;
    if (q->tcp && getsockopt(q->fd, SOL_SOCKET, SO_ERROR, &err, &l) == 0 && err) {
      snprintf(why, sizeof why, "connect: %s", strerror(err));
      return fail(q, why);
    }
    ssize_t w = send(q->fd, q->out + q->out_off, q->out_len - q->out_off, MSG_NOSIGNAL);
    if (w < 0) {
      if (errno == EAGAIN || errno == EINTR) return;
      snprintf(why, sizeof why, "send: %s", strerror(errno));
      return fail(q, why);
    }
    q->out_off += (size_t)w;
    return;
  }
  if (!q->tcp) {
    uint8_t buf[MAX_MSG];
    ssize_t r = recv(q->fd, buf, sizeof buf, 0);
    if (r < 0) {
      if (errno == EAGAIN || errno == EINTR) return;
      snprintf(why, sizeof why, "recv: %s", strerror(errno));
      return fail(q, why);
    }
    if (r >= 2 && buf[0] == q->qid[0] && buf[1] == q->qid[1]) finish(q, 0, buf, (size_t)r);
    return; /* another id: not ours, keep waiting */
  }
  ssize_t r = recv(q->fd, q->in + q->in_len, 2 + MAX_MSG - q->in_len, 0);
  if (r < 0) {
    if (errno == EAGAIN || errno == EINTR) return;
    snprintf(why, sizeof why, "recv: %s", strerror(errno));
    return fail(q, why);
  }
  if (r == 0) return fail(q, "closed before answering");
  q->in_len += (size_t)r;
  if (q->in_len >= 2) {
    size_t want = ((size_t)q->in[0] << 8) | q->in[1];
    if (q->in_len >= 2 + want) finish(q, 0, q->in + 2, want);
  }
  (void)revents;
}

/* uid, no supplementary groups, CAP_NET_ADMIN only (for SO_MARK). */
static void drop_privileges(uid_t uid) {
  if (prctl(PR_SET_KEEPCAPS, 1) < 0) die("prctl(PR_SET_KEEPCAPS)");
  if (setgroups(0, NULL) < 0) die("setgroups");
  if (setresgid(uid, uid, uid) < 0) die("setresgid");
  if (setresuid(uid, uid, uid) < 0) die("setresuid");
  struct __user_cap_header_struct h = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct d[2];
  memset(d, 0, sizeof d);
  d[0].effective = d[0].permitted = 1u << CAP_NET_ADMIN;
  if (syscall(SYS_capset, &h, d) < 0) die("capset");
  if (prctl(PR_SET_KEEPCAPS, 0) < 0) die("prctl(PR_SET_KEEPCAPS, 0)");
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) die("prctl(PR_SET_NO_NEW_PRIVS)");
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: osb-dns-upstream <resolver address> <port> <mark> <uid>\n");
    return 2;
  }
  int port = atoi(argv[2]);
  memset(&upstream, 0, sizeof upstream);
  struct sockaddr_in *v4 = (struct sockaddr_in *)&upstream;
  struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&upstream;
  if (inet_pton(AF_INET, argv[1], &v4->sin_addr) == 1) {
    v4->sin_family = AF_INET;
    v4->sin_port = htons(port);
    upstream_len = sizeof *v4;
  } else if (inet_pton(AF_INET6, argv[1], &v6->sin6_addr) == 1) {
    v6->sin6_family = AF_INET6;
    v6->sin6_port = htons(port);
    upstream_len = sizeof *v6;
  } else {
    fprintf(stderr, "osb-dns-upstream: not an address: %s\n", argv[1]);
    return 2;
  }
  mark = (uint32_t)strtoul(argv[3], NULL, 0);
  drop_privileges((uid_t)atoi(argv[4]));
  /* Fail now, not at the first query, when the mark cannot be set. */
  int probe = socket(upstream.ss_family, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (probe < 0 || setsockopt(probe, SOL_SOCKET, SO_MARK, &mark, sizeof mark) < 0) die("cannot mark a socket (SO_MARK)");
  close(probe);
  reply(0, 0, NULL, 0); /* ready: id 0, an empty answer */
  for (int i = 0; i < MAX_QUERIES; i++) queries[i].fd = -1;
  fcntl(0, F_SETFL, fcntl(0, F_GETFL) | O_NONBLOCK);

  static uint8_t in[2 * (HEAD + MAX_MSG)];
  size_t in_len = 0;
  struct pollfd fds[1 + MAX_QUERIES];
  struct query *of[1 + MAX_QUERIES];
  for (;;) {
    int n = 0;
    int64_t now = now_ms(), wait = -1;
    fds[n++] = (struct pollfd){.fd = 0, .events = POLLIN};
    for (int i = 0; i < MAX_QUERIES; i++) {
      struct query *q = &queries[i];
      if (q->fd < 0) continue;
      if (q->deadline <= now) {
        fail(q, "timed out");
        continue;
      }
      if (wait < 0 || q->deadline - now < wait) wait = q->deadline - now;
      of[n] = q;
      fds[n++] = (struct pollfd){.fd = q->fd, .events = q->out_off < q->out_len ? POLLOUT : POLLIN};
    }
    if (poll(fds, (nfds_t)n, (int)wait) < 0) {
      if (errno == EINTR) continue;
      die("poll");
    }
    for (int i = 1; i < n; i++)
      if (fds[i].revents) step(of[i], fds[i].revents);
    if (!fds[0].revents) continue;
    ssize_t r = read(0, in + in_len, sizeof in - in_len);
    if (r == 0) return 0; /* the sidecar closed our stdin: done */
    if (r < 0) {
      if (errno == EAGAIN || errno == EINTR) continue;
      die("read");
    }
    in_len += (size_t)r;
    size_t off = 0;
    while (in_len - off >= HEAD) {
      const uint8_t *h = in + off;
      size_t len = ((size_t)h[5] << 8) | h[6];
      if (in_len - off < HEAD + len) break;
      start(((uint32_t)h[0] << 24) | ((uint32_t)h[1] << 16) | ((uint32_t)h[2] << 8) | h[3], h[4] & 1, h + HEAD, len);
      off += HEAD + len;
    }
    memmove(in, in + off, in_len - off);
    in_len -= off;
  }
}

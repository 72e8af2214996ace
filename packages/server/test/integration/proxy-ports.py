# Services inside the sandbox for test/integration/proxy.test.ts (run as the sandbox entrypoint):
#   8001  accepts and reads forever, never answers (an upstream that hangs)
#   8002  HTTP: /stream/<n>/<gap ms> sends the headers at once, then n chunks gap apart;
#         /headers answers with the request's head as it arrived;
#         /ws answers 101 Switching Protocols and echoes every byte until it reads "bye"
#   8003  listens with a full accept queue, so connections to it are never accepted
import socket
import threading
import time


def listen(port, backlog=512):
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("0.0.0.0", port))
    s.listen(backlog)
    return s


def serve(port, handler):
    s = listen(port)

    def loop():
        while True:
            c, _ = s.accept()
            threading.Thread(target=handler, args=(c,), daemon=True).start()

    threading.Thread(target=loop, daemon=True).start()


def mute(c):
    try:
        while c.recv(65536):
            pass
    finally:
        c.close()


def http(c):
    try:
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = c.recv(65536)
            if not chunk:
                return
            data += chunk
        parts = data.split(b" ")[1].decode().strip("/").split("/")
        if parts[0] == "stream":
            n, gap = int(parts[1]), int(parts[2]) / 1000
            c.sendall(b"HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n")
            for i in range(n):
                time.sleep(gap)
                line = b"tick %d\n" % i
                c.sendall(b"%x\r\n%s\r\n" % (len(line), line))
            c.sendall(b"0\r\n\r\n")
        elif parts[0] == "headers":
            head = data.split(b"\r\n\r\n")[0]
            c.sendall(b"HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: %d\r\nconnection: close\r\n\r\n%s" % (len(head), head))
        elif parts[0] == "ws":
            c.sendall(b"HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\n\r\n")
            while True:
                chunk = c.recv(65536)
                if not chunk or chunk == b"bye":
                    break
                c.sendall(chunk)
    except OSError:
        pass
    finally:
        c.close()


# Backlog 0 holds one connection that is never accepted; once it is full the kernel drops new SYNs.
# Filled first, so that 8002 answering means every port is ready.
hole = listen(8003, 0)
fillers = []
for _ in range(3):
    f = socket.socket()
    f.settimeout(0.5)
    try:
        f.connect(("127.0.0.1", 8003))
    except OSError:
        pass
    fillers.append(f)
serve(8001, mute)
serve(8002, http)
print("ready", flush=True)
while True:
    time.sleep(3600)

# Runs inside a sandbox (egress.test.ts): tries each way out it is given and prints one JSON
# object, name -> "reached ..." or "blocked: <why>". Python's standard library only.
import base64
import ctypes
import fcntl
import json
import os
import socket
import ssl
import struct
import sys
import urllib.request

args = json.loads(sys.argv[1])
out = {}
CA = "/tmp/netlab-ca.pem"
if "ca" in args:
    with open(CA, "w") as f:
        f.write(args["ca"])


def err(e):
    return f"blocked: {type(e).__name__}: {e}"


def query(name, qid=0x4242):
    q = struct.pack("!HHHHHH", qid, 0x0100, 1, 0, 0, 0)
    for label in name.split("."):
        q += bytes([len(label)]) + label.encode()
    return q + b"\0" + struct.pack("!HH", 1, 1)


def summary(resp):
    """rcode and A records of a DNS answer."""
    rcode = resp[3] & 0x0F
    an = struct.unpack("!H", resp[6:8])[0]
    return f"rcode {rcode} answers {an} " + " ".join(str(b) for b in resp[-4:]) if an else f"rcode {rcode} answers 0"


def get(url, host=None):
    try:
        ctx = ssl.create_default_context(cafile=CA)
        req = urllib.request.Request(url, headers={"Host": host} if host else {})
        with urllib.request.urlopen(req, timeout=4, context=ctx) as r:
            return "reached " + r.read().decode()
    except Exception as e:  # noqa: BLE001
        return err(e)


def tcp(host, port, family=socket.AF_INET):
    try:
        s = socket.socket(family, socket.SOCK_STREAM)
        s.settimeout(3)
        s.connect((host, port))
        s.close()
        return "reached"
    except Exception as e:  # noqa: BLE001
        return err(e)


def dns_udp(server, port, name):
    try:
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        s.settimeout(3)
        s.sendto(query(name), (server, port))
        return "reached " + summary(s.recv(512))
    except Exception as e:  # noqa: BLE001
        return err(e)


def dns_stream(sock, name):
    q = query(name)
    sock.sendall(struct.pack("!H", len(q)) + q)
    n = struct.unpack("!H", sock.recv(2))[0]
    return "reached " + summary(sock.recv(n))


def dns_tcp(server, port, name):
    try:
        return dns_stream(socket.create_connection((server, port), timeout=3), name)
    except Exception as e:  # noqa: BLE001
        return err(e)


def dot(server, name):
    try:
        ctx = ssl.create_default_context(cafile=CA)
        return dns_stream(ctx.wrap_socket(socket.create_connection((server, 853), timeout=3), server_hostname=server), name)
    except Exception as e:  # noqa: BLE001
        return err(e)


def doh(url, name):
    dns = base64.urlsafe_b64encode(query(name)).decode().rstrip("=")
    try:
        ctx = ssl.create_default_context(cafile=CA)
        with urllib.request.urlopen(f"{url}?dns={dns}", timeout=4, context=ctx) as r:
            return "reached " + summary(r.read())
    except Exception as e:  # noqa: BLE001
        return err(e)


def spoofed_sni(ip, name):
    """TLS to a denied address, naming an allowed host in the SNI and the Host header."""
    try:
        ctx = ssl.create_default_context(cafile=CA)
        ctx.check_hostname = False
        s = ctx.wrap_socket(socket.create_connection((ip, 443), timeout=3), server_hostname=name)
        s.sendall(f"GET / HTTP/1.1\r\nHost: {name}\r\nConnection: close\r\n\r\n".encode())
        return "reached " + s.recv(4096).decode(errors="replace").split("\r\n\r\n", 1)[-1]
    except Exception as e:  # noqa: BLE001
        return err(e)


def raw(family, kind, proto):
    try:
        socket.socket(family, kind, proto).close()
        return "reached: raw socket opened"
    except Exception as e:  # noqa: BLE001
        return err(e)


def set_mac():
    """SIOCSIFHWADDR: another MAC would leave the sandbox's rules behind."""
    try:
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        ifr = struct.pack("16sH6s", b"eth0", 1, bytes.fromhex("02aabbccddee")) + b"\0" * 8
        fcntl.ioctl(s.fileno(), 0x8924, ifr)
        return "reached: MAC changed"
    except Exception as e:  # noqa: BLE001
        return err(e)


def write_sysctl(path, value):
    try:
        with open(path, "w") as f:
            f.write(value)
        return "reached: written"
    except Exception as e:  # noqa: BLE001
        return err(e)


def so_mark(in_userns):
    """SO_MARK on a socket: the mark is what lets the egress sidecar's upstream queries through.
    With in_userns, first from a new user namespace (where the caller is root with every capability)."""
    rd, wr = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            if in_userns:
                libc = ctypes.CDLL(None, use_errno=True)
                if libc.unshare(0x10000000) != 0:  # CLONE_NEWUSER
                    raise OSError(ctypes.get_errno(), "unshare(CLONE_NEWUSER): " + os.strerror(ctypes.get_errno()))
            s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            s.setsockopt(socket.SOL_SOCKET, 36, 0x4F53)  # SO_MARK
            res = "reached: mark set"
        except Exception as e:  # noqa: BLE001
            res = err(e)
        os.write(wr, res.encode())
        os._exit(0)
    os.close(wr)
    os.waitpid(pid, 0)
    with os.fdopen(rd) as f:
        return f.read()


def resolve(name):
    try:
        return "reached " + ",".join(sorted({a[4][0] for a in socket.getaddrinfo(name, 443, socket.AF_INET)}))
    except Exception as e:  # noqa: BLE001
        return err(e)


handlers = {
    "get": lambda a: get(*a),
    "tcp": lambda a: tcp(a[0], a[1], socket.AF_INET6 if ":" in a[0] else socket.AF_INET),
    "dns_udp": lambda a: dns_udp(*a),
    "dns_tcp": lambda a: dns_tcp(*a),
    "dot": lambda a: dot(*a),
    "doh": lambda a: doh(*a),
    "sni": lambda a: spoofed_sni(*a),
    "raw_inet": lambda a: raw(socket.AF_INET, socket.SOCK_RAW, socket.IPPROTO_ICMP),
    "raw_packet": lambda a: raw(socket.AF_PACKET, socket.SOCK_RAW, 0),
    "set_mac": lambda a: set_mac(),
    "sysctl": lambda a: write_sysctl(*a),
    "resolve": lambda a: resolve(*a),
    "so_mark": lambda a: so_mark(*a),
}
for name, (kind, *rest) in args["probes"].items():
    out[name] = handlers[kind](rest)
print(json.dumps(out))

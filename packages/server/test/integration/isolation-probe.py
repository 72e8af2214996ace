# Runs inside a sandbox (isolation.test.ts): tries to reach each destination it is given and
# prints one JSON object, name -> "reached" or "blocked: <why>". Python's standard library only.
import json
import os
import socket
import ssl
import struct
import sys
import urllib.request

args = json.loads(sys.argv[1])
out = {}


def tcp(host, port):
    try:
        socket.create_connection((host, port), timeout=2).close()
        return "reached"
    except Exception as e:  # noqa: BLE001
        return f"blocked: {type(e).__name__}: {e}"


def get(url, cafile=None):
    try:
        ctx = ssl.create_default_context(cafile=cafile) if cafile else None
        with urllib.request.urlopen(url, timeout=5, context=ctx) as r:
            return "reached " + r.read().decode()
    except Exception as e:  # noqa: BLE001
        return f"blocked: {type(e).__name__}: {e}"


def checksum(b):
    if len(b) % 2:
        b += b"\0"
    s = sum(struct.unpack(f"!{len(b) // 2}H", b))
    s = (s >> 16) + (s & 0xFFFF)
    s += s >> 16
    return ~s & 0xFFFF


def raw_udp(src_ip, dst_ip, dst_port, gw_mac, payload):
    """An Ethernet frame to the gateway's MAC carrying UDP to dst_ip: the route trick that makes a
    host with route_localnet=1 deliver a packet for 127.0.0.1 coming in from the bridge."""
    try:
        udp = struct.pack("!HHHH", 40000, dst_port, 8 + len(payload), 0) + payload
        ip = struct.pack("!BBHHHBBH4s4s", 0x45, 0, 20 + len(udp), 0, 0x4000, 64, 17, 0, socket.inet_aton(src_ip), socket.inet_aton(dst_ip))
        ip = ip[:10] + struct.pack("!H", checksum(ip)) + ip[12:]
        src_mac = bytes.fromhex(open("/sys/class/net/eth0/address").read().strip().replace(":", ""))
        frame = bytes.fromhex(gw_mac.replace(":", "")) + src_mac + b"\x08\x00" + ip + udp
        s = socket.socket(socket.AF_PACKET, socket.SOCK_RAW)
        s.bind(("eth0", 0))
        for _ in range(3):
            s.send(frame)
        return "sent"
    except Exception as e:  # noqa: BLE001
        return f"not sent: {type(e).__name__}: {e}"


for name, (host, port) in args.get("tcp", {}).items():
    out[name] = tcp(host, port)
if "ca" in args:
    with open("/tmp/netlab-ca.pem", "w") as f:
        f.write(args["ca"])
for name, url in args.get("http", {}).items():
    out[name] = get(url, "/tmp/netlab-ca.pem" if url.startswith("https:") else None)
if "raw" in args:
    r = args["raw"]
    out["raw"] = raw_udp(r["src"], r["dst"], r["port"], r["gwMac"], r["payload"].encode())
try:
    out["ipv6_disabled"] = open("/proc/sys/net/ipv6/conf/all/disable_ipv6").read().strip()
except OSError as e:
    out["ipv6_disabled"] = str(e)
out["docker_socket"] = str(os.path.exists("/var/run/docker.sock"))
print(json.dumps(out))

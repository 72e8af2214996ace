# What a workload does in the credential vault tests (vault.test.ts): HTTP(S) requests, each to an
# address or name and port of its choosing, with the Host (and SNI) it likes. Prints one JSON
# object: per request its status, response headers and body (or the error). argv[1]:
# {"requests": {"name": {"connect": host, "port": n, "host": "Host header", "method": "GET",
#  "path": "/", "tls": false, "sni": name, "headers": {}}}, "cafile": path or null}
import http.client
import json
import socket
import ssl
import sys

spec = json.loads(sys.argv[1])
out = {}
for name, r in spec["requests"].items():
    try:
        if r.get("tls"):
            ctx = ssl.create_default_context(cafile=spec.get("cafile"))
            sock = socket.create_connection((r["connect"], r["port"]), timeout=5)
            sock = ctx.wrap_socket(sock, server_hostname=r.get("sni", r.get("host")))
            c = http.client.HTTPSConnection(r["connect"], r["port"], timeout=5)
            c.sock = sock
        else:
            c = http.client.HTTPConnection(r["connect"], r["port"], timeout=5)
        headers = {"Host": r.get("host", r["connect"]), **r.get("headers", {})}
        c.request(r.get("method", "GET"), r.get("path", "/"), body=r.get("body"), headers=headers)
        resp = c.getresponse()
        body = resp.read()
        out[name] = {"status": resp.status, "headers": {k.lower(): v for k, v in resp.getheaders()}, "body": body.decode("utf-8", "replace")[:2000], "bytes": len(body)}
        c.close()
    except Exception as e:  # noqa: BLE001 - the test reads what went wrong
        out[name] = {"error": f"{type(e).__name__}: {e}"}
print(json.dumps(out))

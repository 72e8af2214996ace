"""Writes src/opensandbox_client/_sync.py from _async.py (the sync client is the async one
without async/await). Run with the package's venv: `.venv/bin/python tools/unasync.py`
(`--check` fails when _sync.py is stale)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

PKG = Path(__file__).resolve().parent.parent / "src" / "opensandbox_client"

REPLACEMENTS: list[tuple[str, str]] = [
    (
        r'^"""Asynchronous client\..*?"""',
        '"""Synchronous client, generated from ``_async.py`` by ``tools/unasync.py``; do not edit."""',
    ),
    (r"\basync def\b", "def"),
    (r"\basync for\b", "for"),
    (r"\basync with\b", "with"),
    (r"\bawait ", ""),
    (r"\bAsyncIterator\b", "Iterator"),
    (r"\basyncio\.sleep\b", "time.sleep"),
    (r"^import asyncio\n", ""),
    (r"\binvoke_async\b", "invoke_sync"),
    (r"\bsend_async\b", "send_sync"),
    (r"\basync_http_client\b", "sync_http_client"),
    (r"\bhttpx\.AsyncClient\b", "httpx.Client"),
    (r"\bhttpx\.AsyncBaseTransport\b", "httpx.BaseTransport"),
    (r"\basyncio_detailed\b", "sync_detailed"),
    (r"\bset_async_httpx_client\b", "set_httpx_client"),
    (r"\baiter_bytes\b", "iter_bytes"),
    (r"\baread\b", "read"),
    (r"\baclose\b", "close"),
    (r"__aenter__", "__enter__"),
    (r"__aexit__", "__exit__"),
    (r"__aiter__", "__iter__"),
    (r"\bAsync([A-Z]\w*)", r"\1"),
]


def convert(text: str) -> str:
    for pattern, repl in REPLACEMENTS:
        text = re.sub(pattern, repl, text, flags=re.M | re.S)
    return text


def main() -> int:
    out = convert((PKG / "_async.py").read_text())
    target = PKG / "_sync.py"
    if "--check" in sys.argv:
        if not target.exists() or target.read_text() != out:
            print("_sync.py is stale: run tools/unasync.py", file=sys.stderr)
            return 1
        return 0
    target.write_text(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

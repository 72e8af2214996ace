"""Parser for execd's output streams (``POST /command``, ``POST /session/{id}/run``,
``POST /code``, ``GET /metrics/watch``).

Servers frame each JSON object either bare (``{...}\\n\\n``, what upstream and our execd send)
or as Server-Sent Events (``data: {...}\\n\\n``); both are accepted. Empty lines and lines
starting with ``:``, ``event:``, ``id:`` or ``retry:`` (any line that is neither JSON nor
``data:``) are ignored. Lines may end in LF, CRLF or CR; chunks may split the input anywhere,
including inside a UTF-8 sequence or between CR and LF.
"""

from __future__ import annotations

import codecs
import json
from collections.abc import Iterator
from typing import Any

from .errors import StreamError


def _loads_object(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError as exc:
        short = text if len(text) <= 200 else text[:200] + "…"
        raise StreamError(f"malformed event in output stream: {short}") from exc
    if not isinstance(value, dict):
        raise StreamError(f"malformed event in output stream (not an object): {text[:200]}")
    return value


class EventStreamParser:
    """Incremental parser: ``feed()`` bytes, then ``end()``; both return the complete events."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="strict")
        self._buffer = ""
        self._data: str | None = None  # payload of pending `data:` lines

    def feed(self, chunk: bytes) -> list[dict[str, Any]]:
        try:
            text = self._decoder.decode(chunk, final=False)
        except UnicodeDecodeError as exc:
            raise StreamError(f"output stream is not UTF-8: {exc}") from exc
        return self._feed(text, final=False)

    def end(self) -> list[dict[str, Any]]:
        try:
            text = self._decoder.decode(b"", final=True)
        except UnicodeDecodeError as exc:
            raise StreamError(f"output stream is not UTF-8: {exc}") from exc
        out = self._feed(text, final=True)
        if self._buffer:
            rest, self._buffer = self._buffer, ""
            self._line(rest, out)
        self._flush(out)
        return out

    def _feed(self, text: str, final: bool) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        buf = self._buffer + text if self._buffer else text
        start = 0
        n = len(buf)
        i = start
        while i < n:
            ch = buf[i]
            if ch == "\n":
                self._line(buf[start:i], out)
                start = i + 1
            elif ch == "\r":
                if i + 1 == n and not final:
                    break  # CR at the end of the chunk: is it CRLF? the next chunk tells
                self._line(buf[start:i], out)
                if i + 1 < n and buf[i + 1] == "\n":
                    i += 1
                start = i + 1
            i += 1
        self._buffer = buf[start:]
        return out

    def _line(self, line: str, out: list[dict[str, Any]]) -> None:
        if not line:
            self._flush(out)  # blank line: end of an SSE event (and the separator of bare JSON)
            return
        if line[0] == "{":
            self._flush(out)
            out.append(_loads_object(line))
            return
        if line.startswith("data:"):
            payload = line[6:] if line[5:6] == " " else line[5:]
            if self._data is None:
                # Usually one data line is one whole object: dispatch it at once.
                if payload.startswith("{"):
                    try:
                        value = json.loads(payload)
                    except ValueError:
                        value = None
                    if isinstance(value, dict):
                        out.append(value)
                        return
                self._data = payload
            else:
                self._data += "\n" + payload
            return
        # ":" comments, "event:", "id:", "retry:" and any other field: nothing to do.

    def _flush(self, out: list[dict[str, Any]]) -> None:
        data, self._data = self._data, None
        if data is not None and data.lstrip().startswith("{"):
            out.append(_loads_object(data))
        # Payloads that are not JSON objects (e.g. "[DONE]") carry no event.


def parse_event_stream(chunks: Iterator[bytes]) -> Iterator[dict[str, Any]]:
    """Parses a whole byte stream (for tests and simple uses)."""
    parser = EventStreamParser()
    for chunk in chunks:
        yield from parser.feed(chunk)
    yield from parser.end()

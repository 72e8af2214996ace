from __future__ import annotations

import pytest

from opensandbox_client import EventStreamParser, StreamError
from opensandbox_client._streams import parse_event_stream


def parse(*chunks: bytes) -> list[dict]:
    return list(parse_event_stream(iter(chunks)))


def test_bare_json_lines_with_blank_separators() -> None:
    body = b'{"type":"init","text":"c1"}\n\n{"type":"stdout","text":"hi"}\n\n{"type":"execution_complete","execution_time":3}\n\n'
    assert [e["type"] for e in parse(body)] == ["init", "stdout", "execution_complete"]


def test_sse_data_lines_and_ignored_fields() -> None:
    body = (
        b": keep-alive comment\n"
        b"event: message\nid: 7\nretry: 1000\n"
        b'data: {"type":"init","text":"c1"}\n\n'
        b'data:{"type":"stdout","text":"x"}\n\n'
        b"data: [DONE]\n\n"
    )
    events = parse(body)
    assert events == [{"type": "init", "text": "c1"}, {"type": "stdout", "text": "x"}]


def test_sse_event_spread_over_several_data_lines() -> None:
    body = b'data: {"type":"stdout",\ndata: "text":"multi"}\n\n'
    assert parse(body) == [{"type": "stdout", "text": "multi"}]


def test_crlf_cr_and_chunks_split_anywhere() -> None:
    text = '{"type":"stdout","text":"h\u00e9"}\r\n\r\ndata: {"type":"stderr","text":"e"}\r\r{"type":"ping"}'
    raw = text.encode()
    expected = [{"type": "stdout", "text": "h\u00e9"}, {"type": "stderr", "text": "e"}, {"type": "ping"}]
    # every split point, including inside the UTF-8 sequence and between CR and LF
    for i in range(1, len(raw)):
        assert parse(raw[:i], raw[i:]) == expected, i
    assert parse(*[bytes([b]) for b in raw]) == expected


def test_malformed_event_raises_stream_error() -> None:
    parser = EventStreamParser()
    assert parser.feed(b'{"type":"init","text":"c1"}\n\n') == [{"type": "init", "text": "c1"}]
    with pytest.raises(StreamError, match="malformed event"):
        parser.feed(b'{"type":"stdout","text":\n\n')


def test_malformed_sse_payload_raises_stream_error() -> None:
    with pytest.raises(StreamError):
        parse(b'data: {"type": oops}\n\n')


def test_last_line_without_terminator_counts() -> None:
    assert parse(b'{"type":"ping"}') == [{"type": "ping"}]

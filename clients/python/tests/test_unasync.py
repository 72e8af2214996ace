from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_sync_client_is_generated_from_async_client() -> None:
    spec = importlib.util.spec_from_file_location("unasync", ROOT / "tools" / "unasync.py")
    assert spec is not None and spec.loader is not None
    unasync = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(unasync)
    pkg = ROOT / "src" / "opensandbox_client"
    expected = unasync.convert((pkg / "_async.py").read_text())
    assert (pkg / "_sync.py").read_text() == expected, "run: .venv/bin/python tools/unasync.py"


def test_generated_files_carry_the_marker() -> None:
    generated = ROOT / "src" / "opensandbox_client" / "_generated"
    files = sorted(generated.rglob("*.py"))
    assert len(files) > 50
    for file in files:
        first = file.read_text().splitlines()[0]
        assert first.startswith("# This file is generated from specs/") and "do not edit" in first, file

"""The README's flow against a real server: create, wait until Running, connect, and run a
command at once. execd starts listening a little after the sandbox is Running; ``connect``
must not return before it answers, or the first command meets a dropped connection."""

from __future__ import annotations

import pytest

from opensandbox_client import AsyncOpenSandbox, OpenSandbox


@pytest.mark.parametrize("attempt", range(3))
def test_readme_flow_sync(image: str, attempt: int) -> None:
    with OpenSandbox() as client:
        info = client.sandboxes.create(image, entrypoint=["sleep", "3600"])
        try:
            client.sandboxes.wait_until_running(info.id)
            with client.sandboxes.connect(info.id) as sandbox:
                result = sandbox.commands.run("echo hello")
            assert (result.exit_code, result.stdout) == (0, "hello\n")
        finally:
            client.sandboxes.delete(info.id)


async def test_readme_flow_async(image: str) -> None:
    async with AsyncOpenSandbox() as client:
        info = await client.sandboxes.create(image, entrypoint=["sleep", "3600"])
        try:
            await client.sandboxes.wait_until_running(info.id)
            async with await client.sandboxes.connect(info.id) as sandbox:
                result = await sandbox.commands.run("echo hello")
            assert (result.exit_code, result.stdout) == (0, "hello\n")
        finally:
            await client.sandboxes.delete(info.id)

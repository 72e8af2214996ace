"""The official `opensandbox-code-interpreter` package (pinned in requirements.txt) on a sandbox
from our code-interpreter image, as its README shows: upstream's entrypoint
/opt/code-interpreter/code-interpreter.sh with the language version variables (the image has the
script; our execd starts the Jupyter kernels itself)."""

from __future__ import annotations

import os
from datetime import timedelta

import pytest
from code_interpreter import CodeInterpreter, CodeInterpreterSync, SupportedLanguage
from opensandbox import Sandbox, SandboxSync
from opensandbox.models.execd import ExecutionHandlers

from conftest import RUN, Loop, async_config, sync_config

CI_IMAGE = os.environ.get("OSB_FOREIGN_CI_IMAGE", "opensandbox/code-interpreter:local")


@pytest.fixture(scope="module")
def ci_sandbox(aio: Loop):
    sbx = aio.run(
        Sandbox.create(
            CI_IMAGE,
            connection_config=async_config(),
            entrypoint=["/opt/code-interpreter/code-interpreter.sh"],
            env={"PYTHON_VERSION": "3.11", "JAVA_VERSION": "17", "NODE_VERSION": "20", "GO_VERSION": "1.26"},
            metadata={"suite": RUN, "role": "code-interpreter"},
            resource={"cpu": "1", "memory": "1Gi"},
            ready_timeout=timedelta(seconds=60),
        )
    )
    yield sbx
    aio.run(sbx.destroy())


def test_contexts_state_results_and_streaming(aio: Loop, ci_sandbox: Sandbox) -> None:
    async def flow():
        interpreter = await CodeInterpreter.create(sandbox=ci_sandbox)
        ctx = await interpreter.codes.create_context(SupportedLanguage.PYTHON)
        assert ctx.id and ctx.language == "python"

        first = await interpreter.codes.run("users = ['Alice', 'Bob']\nprint(len(users))", context=ctx)
        assert [m.text.strip() for m in first.logs.stdout] == ["2"]
        second = await interpreter.codes.run("users.append('Dave')\nresult = len(users)\nresult", context=ctx)
        assert second.result and second.result[0].text == "3"

        out: list[str] = []
        err: list[str] = []

        async def on_stdout(m):
            out.append(m.text)

        async def on_stderr(m):
            err.append(m.text)

        streamed = await interpreter.codes.run(
            "import sys\nfor i in range(3):\n    print(i, flush=True)\nprint('warn', file=sys.stderr)",
            context=ctx,
            handlers=ExecutionHandlers(on_stdout=on_stdout, on_stderr=on_stderr),
        )
        assert "\n".join(out).split() == ["0", "1", "2"]
        assert "warn" in "".join(err)
        assert streamed.error is None

        failed = await interpreter.codes.run("1/0", context=ctx)
        assert failed.error is not None and failed.error.name == "ZeroDivisionError"

        # language only: execd's default context for that language keeps state between runs
        await interpreter.codes.run("x = 42", language=SupportedLanguage.PYTHON)
        again = await interpreter.codes.run("result = x\nresult", language=SupportedLanguage.PYTHON)
        assert again.result and again.result[0].text == "42"

        listed = await interpreter.codes.list_contexts(SupportedLanguage.PYTHON)
        assert ctx.id in [c.id for c in listed]
        assert (await interpreter.codes.get_context(ctx.id)).id == ctx.id
        await interpreter.codes.delete_context(ctx.id)
        assert ctx.id not in [c.id for c in await interpreter.codes.list_contexts(SupportedLanguage.PYTHON)]

    aio.run(flow(), timeout=180)


def test_sync_code_interpreter(ci_sandbox: Sandbox) -> None:
    sbx = SandboxSync.connect(ci_sandbox.id, connection_config=sync_config())
    with sbx:
        interpreter = CodeInterpreterSync.create(sandbox=sbx)
        result = interpreter.codes.run("result = 2 + 2\nresult")
        assert result.result and result.result[0].text == "4"


def test_every_language_the_sdk_names(aio: Loop, ci_sandbox: Sandbox) -> None:
    """SupportedLanguage lists Python, Java, Go, TypeScript, JavaScript and Bash: each runs a cell."""
    cells = {
        SupportedLanguage.PYTHON: "print('python', 6 * 7)",
        SupportedLanguage.BASH: "echo bash $((6 * 7))",
        SupportedLanguage.JAVASCRIPT: "console.log('javascript', 6 * 7)",
        SupportedLanguage.TYPESCRIPT: "const n: number = 6 * 7;\nconsole.log('typescript', n)",
        SupportedLanguage.GO: '%%\nfmt.Println("go", 6 * 7)',  # gonb: statements after %% form main()
        SupportedLanguage.JAVA: 'System.out.println("java " + 6 * 7);',
    }

    async def flow():
        interpreter = await CodeInterpreter.create(sandbox=ci_sandbox)
        for language, code in cells.items():
            result = await interpreter.codes.run(code, language=language)
            assert result.error is None, (language, result.error)
            assert f"{language} 42" in "".join(m.text for m in result.logs.stdout), (language, result.logs)

    aio.run(flow(), timeout=600)

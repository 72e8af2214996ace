"""Schemathesis hooks for scripts/schemathesis.sh (loaded through SCHEMATHESIS_HOOKS).

One check and the rewrites that keep a fuzz run inside its lane. Configuration comes from the
environment the script sets:

  OSB_ST_TARGET     "lifecycle" or "execd": which spec is being run
  OSB_ST_API        lifecycle: base URL of the server (with /v1)
  OSB_ST_KEY        lifecycle: the API key
  OSB_ST_FIXTURES   lifecycle: comma-separated ids of Running sandboxes generated ids are swapped for
  OSB_ST_IMAGE      lifecycle: local image every pullable image reference is replaced with
  OSB_ST_KEEP       lifecycle: how many sandboxes created by the run may live at once (default 3)
  OSB_ST_SCRATCH    execd: directory every file path is confined to (default /tmp/schemathesis)
  OSB_ST_COMMAND_ID execd: id of a background command (reading stdin) generated command ids are swapped for
  OSB_ST_SESSION_ID execd: id of a shell session generated session ids are swapped for
  OSB_ST_STATS      file that receives {operationId: {status: count}} when the run ends
"""

from __future__ import annotations

import atexit
import collections
import hashlib
import json
import os
import queue
import re
import shlex
import threading
import urllib.request
from datetime import datetime, timedelta, timezone
from typing import Any

import schemathesis

TARGET = os.environ.get("OSB_ST_TARGET", "")
API = os.environ.get("OSB_ST_API", "")
KEY = os.environ.get("OSB_ST_KEY", "")
FIXTURES = [x for x in os.environ.get("OSB_ST_FIXTURES", "").split(",") if x]
IMAGE = os.environ.get("OSB_ST_IMAGE", "opensandbox/busybox:local")
KEEP = int(os.environ.get("OSB_ST_KEEP", "3"))
SCRATCH = os.environ.get("OSB_ST_SCRATCH", "/tmp/schemathesis")
COMMAND_ID = os.environ.get("OSB_ST_COMMAND_ID", "")
SESSION_ID = os.environ.get("OSB_ST_SESSION_ID", "")

# Statuses a gateway answers for a port it cannot reach. Any other 5xx is a bug; these are too,
# unless the route's own responses list them (the proxy routes do).
GATEWAY_STATUSES = {502, 503}


def operation_id(case: Any) -> str:
    return str(case.operation.definition.raw.get("operationId", ""))


def pick(value: Any, n: int) -> int:
    """A choice among n that depends only on the generated value (so shrinking stays stable)."""
    digest = hashlib.sha256(repr(value).encode("utf-8", "surrogatepass")).digest()
    return int.from_bytes(digest[:8], "big") % n


# ---- the check ---------------------------------------------------------------------------------


@schemathesis.check
def no_server_error(ctx: Any, response: Any, case: Any) -> bool | None:
    """No 5xx at all, except 502/503 on a route whose responses list that status.

    The specs list 500 on almost every operation, so schemathesis' notion of a documented status
    proves nothing here: a 500 is always a bug.
    """
    status = response.status_code
    if status < 500:
        return None
    if status in GATEWAY_STATUSES:
        path_item = case.operation.schema.raw_schema.get("paths", {}).get(case.operation.path, {})
        listed = any(
            isinstance(op, dict) and str(status) in (op.get("responses") or {})
            for op in path_item.values()
        )
        if listed:
            return None
    body = response.content[:400].decode("utf-8", "replace")
    raise AssertionError(f"{case.method} {case.operation.path} answered {status}: {body}")


# ---- lifecycle rewrites ------------------------------------------------------------------------

# Sandboxes this run created (202 from createSandbox), oldest first; never more than KEEP alive.
_created: collections.deque[str] = collections.deque()
_created_lock = threading.Lock()
# Operations whose sandboxId is sometimes swapped for a fixture, so that they reach real state
# (and race one another on it: two workers) instead of answering 404. deleteSandbox is not among
# them: the fixtures must live through the run (the stateful phase deletes what it created).
_ON_FIXTURES = {
    "getSandbox",
    "patchSandboxMetadata",
    "pauseSandbox",
    "resumeSandbox",
    "renewSandboxExpiration",
    "getSandboxEndpoint",
    "createSnapshot",
}
# A reference Docker would try to pull: the run stays off the network and off big images.
_PULLABLE = re.compile(r"^[a-z0-9][a-z0-9._/:@-]{0,250}$")


def _lifecycle_request(method: str, path: str) -> None:
    req = urllib.request.Request(API + path, method=method, headers={"OPEN-SANDBOX-API-KEY": KEY})
    try:
        urllib.request.urlopen(req, timeout=30).close()
    except Exception:  # noqa: BLE001 - best effort: the script's clean-up removes leftovers
        pass


# Deletions of pruned sandboxes run on a thread of their own (removing a container takes about a
# second); the small queue makes the fuzzer wait only when they fall behind.
_doomed: queue.Queue[str] = queue.Queue(maxsize=2)


def _delete_pruned() -> None:
    while True:
        _lifecycle_request("DELETE", f"/sandboxes/{_doomed.get()}")
        _doomed.task_done()


if TARGET == "lifecycle":
    threading.Thread(target=_delete_pruned, name="prune-sandboxes", daemon=True).start()


def _lifecycle_before_call(case: Any) -> None:
    op = operation_id(case)
    params = case.path_parameters or {}
    sid = params.get("sandboxId")
    if isinstance(sid, str) and FIXTURES:
        with _created_lock:
            known = sid in _created
        if op == "deleteSandbox" and sid in FIXTURES:
            params["sandboxId"] = "fixture-kept-" + sid  # a 404, and the fixture lives on
        elif (op in _ON_FIXTURES or op.startswith("proxySandboxPort")) and not known and sid not in FIXTURES:
            if pick(sid, 3) != 0:
                params["sandboxId"] = FIXTURES[pick(sid + "#", len(FIXTURES))]
    body = case.body
    if op == "createSandbox" and isinstance(body, dict):
        image = body.get("image")
        if isinstance(image, dict) and isinstance(image.get("uri"), str) and _PULLABLE.match(image["uri"]):
            image["uri"] = IMAGE
            image.pop("auth", None)
        timeout = body.get("timeout", None)
        if timeout is None or (isinstance(timeout, (int, float)) and not isinstance(timeout, bool) and timeout > 300):
            body["timeout"] = 300  # a backstop; the pruning below removes them much earlier
    if op == "renewSandboxExpiration" and isinstance(body, dict) and isinstance(body.get("expiresAt"), str):
        # A renewal to a few seconds from now would expire a fixture in the middle of the run.
        try:
            at = datetime.fromisoformat(body["expiresAt"].replace("Z", "+00:00"))
        except ValueError:
            return
        now = datetime.now(timezone.utc)
        if at.tzinfo is not None and now < at < now + timedelta(hours=1):
            body["expiresAt"] = (now + timedelta(hours=1)).isoformat().replace("+00:00", "Z")


def _lifecycle_after_call(case: Any, response: Any) -> None:
    if operation_id(case) != "createSandbox" or response.status_code != 202:
        return
    try:
        sid = response.json().get("id")
    except Exception:  # noqa: BLE001
        return
    if not isinstance(sid, str):
        return
    with _created_lock:
        _created.append(sid)
        doomed = [_created.popleft() for _ in range(max(0, len(_created) - KEEP))]
    for old in doomed:
        _doomed.put(old)


# ---- execd rewrites ----------------------------------------------------------------------------


def confine(path: Any) -> Any:
    """Maps a generated path into the scratch directory ("" stays "": it tests the 400)."""
    if not isinstance(path, str) or path == "":
        return path
    parts = [p for p in path.split("/") if p not in ("", ".", "..")]
    return SCRATCH + ("/" + "/".join(parts) if parts else "")


def _confine_query(query: dict[str, Any] | None) -> None:
    if not query or "path" not in query:
        return
    value = query["path"]
    query["path"] = [confine(v) for v in value] if isinstance(value, list) else confine(value)


def _confine_keys(body: Any) -> Any:
    if isinstance(body, dict):
        return {confine(k): v for k, v in body.items()}
    return body


def _shell_safe(command: Any) -> Any:
    """Shell text that prints the generated text instead of running it (bytes still travel)."""
    if not isinstance(command, str) or command == "":
        return command
    return "printf '%s\\n' " + shlex.quote(command)


# Operations whose command or session id is often swapped for the fixture's, so that they reach
# a live command (status, logs, stdin, interrupt) or shell instead of answering 404.
# deleteSession is not among them: the fixture session must live through the run.
_ON_COMMAND = {"getCommandStatus", "getBackgroundCommandLogs", "writeCommandStdin", "closeCommandStdin"}


def _execd_fixture_ids(case: Any, op: str) -> None:
    params = case.path_parameters or {}
    if COMMAND_ID and op in _ON_COMMAND and isinstance(params.get("id"), str) and pick(params["id"], 3) != 0:
        params["id"] = COMMAND_ID
    if COMMAND_ID and op == "interruptCommand" and case.query and isinstance(case.query.get("id"), str) and pick(case.query["id"], 3) == 0:
        case.query["id"] = COMMAND_ID  # less often: it ends the command the others use
    if SESSION_ID and op == "runInSession" and isinstance(params.get("sessionId"), str) and pick(params["sessionId"], 3) != 0:
        params["sessionId"] = SESSION_ID


def _execd_before_call(case: Any) -> None:
    op = operation_id(case)
    _execd_fixture_ids(case, op)
    body = case.body
    if op in {"getFilesInfo", "removeFiles", "searchFiles", "downloadFile", "listDirectory", "removeDirs"}:
        _confine_query(case.query)
    elif op in {"chmodFiles", "replaceContent", "makeDirs"}:
        case.body = _confine_keys(body)
    elif op == "renameFiles" and isinstance(body, list):
        for item in body:
            if isinstance(item, dict):
                for k in ("src", "dest"):
                    if k in item:
                        item[k] = confine(item[k])
    elif op == "uploadFile" and isinstance(body, dict):
        meta = body.get("metadata")
        metas = meta if isinstance(meta, list) else [meta]
        for m in metas:
            if isinstance(m, dict) and "path" in m:
                m["path"] = confine(m["path"])
    elif op in {"runCommand", "runInSession"} and isinstance(body, dict):
        if "command" in body:
            body["command"] = _shell_safe(body["command"])
        argv = body.get("argv")
        if isinstance(argv, list) and argv and all(isinstance(a, str) for a in argv) and argv[0] != "":
            body["argv"] = ["printf", "%s\\n", *argv]


@schemathesis.hook
def before_call(ctx: Any, case: Any, kwargs: Any) -> None:
    if TARGET == "lifecycle":
        _lifecycle_before_call(case)
    elif TARGET == "execd":
        _execd_before_call(case)


_stats: dict[str, collections.Counter[int]] = collections.defaultdict(collections.Counter)
_stats_lock = threading.Lock()


@atexit.register
def _write_stats() -> None:
    path = os.environ.get("OSB_ST_STATS")
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump({op: dict(sorted(c.items())) for op, c in sorted(_stats.items())}, f)


@schemathesis.hook
def after_call(ctx: Any, case: Any, response: Any) -> None:
    with _stats_lock:
        _stats[operation_id(case) or f"{case.method} {case.operation.path}"][response.status_code] += 1
    if TARGET == "lifecycle":
        _lifecycle_after_call(case, response)

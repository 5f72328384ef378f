"""The analysis worker process (lsp/worker.py): the analysis runs outside the server's process, a worker that dies
is replaced (logged) and the edit after it is analysed, the worker ends once nothing is open (its memory goes
back) and a fresh one analyses the next document, and no worker outlives the server, also one killed with
SIGKILL."""
from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path

from lsprotocol import types

from conftest import MESH001_MIXED, change_doc, codes, diagnostics_for, open_doc, open_session


def tree(pid: int) -> list[int]:
    """The process and every process under it."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        for task in Path(f"/proc/{p}/task").glob("*/children"):
            try:
                todo += [int(c) for c in task.read_text().split()]
            except OSError:
                pass
    return out


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def parent(pid: int) -> int:
    stat = Path(f"/proc/{pid}/stat").read_text()
    return int(stat.rsplit(")", 1)[1].split()[1])


def workers(server: int) -> list[int]:
    """The analysis workers: forked from the server itself, or by the fork server (a grandchild), not the fork
    server or multiprocessing's resource tracker."""
    out = []
    for pid in tree(server)[1:]:
        try:
            child = parent(pid) == server
        except OSError:
            continue
        line = cmdline(pid)
        if "resource_tracker" in line or (child and "multiprocessing.forkserver" in line):
            continue
        out.append(pid)
    return out


async def wait_until(condition, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        await asyncio.sleep(0.1)
    raise AssertionError(f"timed out: {what}")


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


async def test_a_dead_worker_is_replaced_and_the_next_edit_analysed(tmp_path):
    async with open_session(tmp_path) as client:
        server = client._server.pid
        uri = open_doc(client, tmp_path / "a.py", MESH001_MIXED)
        assert codes(await diagnostics_for(client, uri, version=1)) == ["MESH001"]
        first = await wait_until(lambda: workers(server), 10, "an analysis worker under the server")
        assert len(first) == 1 and first[0] != server
        os.kill(first[0], signal.SIGKILL)
        await wait_until(lambda: not alive(first[0]), 10, "the worker died")
        change_doc(client, uri, MESH001_MIXED + "# edited\n", 2)
        assert codes(await diagnostics_for(client, uri, version=2)) == ["MESH001"]
        second = await wait_until(lambda: workers(server), 10, "a new worker")
        assert second != first
        messages = [m.message for m in client.log_messages]
        assert any("analysis worker stopped" in m for m in messages), messages


async def test_the_worker_ends_once_nothing_is_open_and_a_fresh_one_comes_with_the_next_document(tmp_path):
    async with open_session(tmp_path) as client:
        server = client._server.pid
        uri = open_doc(client, tmp_path / "a.py", MESH001_MIXED)
        await diagnostics_for(client, uri, version=1)
        first = await wait_until(lambda: workers(server), 10, "an analysis worker")
        client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(uri=uri)))
        await wait_until(lambda: not alive(first[0]), 15, "the old worker ended after everything closed")
        # ended and reaped (a zombie stays listed under the server until the pool's manager thread joins it)
        await wait_until(lambda: not workers(server), 5, "no worker left under the server")
        uri = open_doc(client, tmp_path / "b.py", MESH001_MIXED)
        assert codes(await diagnostics_for(client, uri, version=1)) == ["MESH001"]
        fresh = workers(server)
        assert fresh and fresh != first


async def test_no_worker_outlives_the_server(tmp_path):
    # a server killed with SIGKILL (it cannot clean up): its worker notices and ends
    async with open_session(tmp_path) as client:
        server = client._server.pid
        uri = open_doc(client, tmp_path / "a.py", MESH001_MIXED)
        await diagnostics_for(client, uri, version=1)
        under = await wait_until(lambda: tree(server)[1:], 10, "processes under the server")
        assert workers(server)
        os.kill(server, signal.SIGKILL)
        await wait_until(lambda: not any(alive(p) for p in under), 15,
                         f"every process under the server ended: {[cmdline(p) for p in under if alive(p)]}")
    # shutdown + exit: at once
    async with open_session(tmp_path) as client:
        server = client._server.pid
        uri = open_doc(client, tmp_path / "a.py", MESH001_MIXED)
        await diagnostics_for(client, uri, version=1)
        under = tree(server)[1:]
        assert workers(server)
    await wait_until(lambda: not any(alive(p) for p in under), 15, "every process under the server ended")


async def test_without_a_worker_process_jobs_run_in_the_server_and_see_the_open_documents(monkeypatch):
    """Where no process can be started (no semaphores in a sandbox, say): one warning, and the jobs still run.
    The worker's copy of the open documents follows opens, edits and closes (only changes are sent)."""
    from jax_mesh_lsp.lsp import worker_client
    from jax_mesh_lsp.lsp.worker import open_documents

    docs = {"file:///a.py": (1, "x = 1\n"), "file:///b.py": (3, "y = 2\n")}
    logs = []
    client = worker_client.WorkerClient(lambda: dict(docs), lambda text, level: logs.append((level, text)))

    def cannot_start():
        raise OSError(38, "Function not implemented")

    monkeypatch.setattr(client, "_start_blocking", cannot_start)
    assert await client.call(open_documents) == ({"file:///a.py": "x = 1\n", "file:///b.py": "y = 2\n"},
                                                 {"file:///a.py": 1, "file:///b.py": 3})
    assert [level for level, _ in logs] == ["warning"] and "in the server's process" in logs[0][1]
    assert client._delta() == (False, {}), "unchanged documents are sent again"
    docs["file:///a.py"] = (2, "x = 3\n")
    del docs["file:///b.py"]
    docs["file:///c.py"] = (1, "z = 4\n")
    assert await client.call(open_documents) == ({"file:///a.py": "x = 3\n", "file:///c.py": "z = 4\n"},
                                                 {"file:///a.py": 2, "file:///c.py": 1})
    assert len(logs) == 1
    client.stop()
    try:
        await client.call(open_documents)
    except worker_client.Stopped:
        pass
    else:
        raise AssertionError("a job ran after stop()")

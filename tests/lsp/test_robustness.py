"""Malformed input keeps the server alive: syntax errors, binary junk, a 10 MB file, unknown commands,
cancelled requests; long analyses do not block other requests."""
from __future__ import annotations

import asyncio
import time

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

from conftest import (CLEAN, MESH001_MIXED, change_doc, codes, diagnostics_for, open_doc, open_session,
                      published_count)


async def still_alive(client, root):
    uri = open_doc(client, root / "alive.py", MESH001_MIXED)
    assert codes(await diagnostics_for(client, uri)) == ["MESH001"]
    h = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(9, 10)))
    assert h is not None


async def test_syntax_error_mid_typing(client: LanguageClient):
    uri = open_doc(client, client.root / "s.py", MESH001_MIXED)
    assert codes(await diagnostics_for(client, uri, version=1)) == ["MESH001"]
    broken = MESH001_MIXED.replace("reduced={'data'}))", "reduced={'data'")
    change_doc(client, uri, broken, 2)
    assert await diagnostics_for(client, uri, version=2) == []
    for _ in range(300):
        if any("SyntaxError" in m.message for m in client.log_messages):
            break
        await asyncio.sleep(0.01)
    assert any("SyntaxError" in m.message for m in client.log_messages)
    change_doc(client, uri, MESH001_MIXED, 3)
    assert codes(await diagnostics_for(client, uri, version=3)) == ["MESH001"]


@pytest.mark.parametrize("junk", [
    "\x00\x01\x02top_level_all_gather\xff\xfe" * 50,
    "top_level_all_gather(\ud800)\n",
    "\ufeff" + "ÿ" * 1000 + "\x0c\n\u2028top_level_all_gather = 1\n",
    "def f(:\n" * 500 + "top_level_all_gather\n",
    "(" * 5000 + "top_level_all_gather" + ")" * 5000 + "\n",
])
async def test_binary_junk(client: LanguageClient, junk):
    uri = open_doc(client, client.root / "junk.py", junk)
    assert await diagnostics_for(client, uri, version=1) == []
    await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(0, 3)))
    await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(types.Position(0, 0), types.Position(10**6, 10**6)),
        context=types.CodeActionContext(diagnostics=[])))
    await still_alive(client, client.root)


async def test_ten_megabyte_file(client: LanguageClient):
    big = "from jax._src.shard_map import top_level_all_gather\n" + "x = 1\n" * (10 * 1024 * 1024 // 6)
    uri = open_doc(client, client.root / "big.py", big)
    assert await diagnostics_for(client, uri, version=1) == []
    assert any("not analysed" in m.message and "big.py" in m.message for m in client.log_messages)
    await still_alive(client, client.root)


async def test_unknown_command_and_requests_for_unknown_documents(client: LanguageClient):
    with pytest.raises(JsonRpcException):
        await client.workspace_execute_command_async(types.ExecuteCommandParams(command="jaxMesh.nope"))
    h = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri="file:///nowhere/x.py"), position=types.Position(0, 0)))
    assert h is None
    assert await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="jaxMesh.fixAll", arguments=["file:///nowhere/x.py"])) == 0
    assert (await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="jaxMesh.explain", arguments=[]))).startswith("No jax-mesh-lsp entry")
    await still_alive(client, client.root)


def _big_program(blocks: int) -> str:
    head = MESH001_MIXED
    body = "".join(f"\ndef step_{i}(x):\n    y = x * 2\n    z = [y + k for k in range(3)]\n    return z\n"
                   for i in range(blocks))
    return head + body


async def test_cancel_request(tmp_path):
    async with open_session(tmp_path, pull=True) as client:
        uri = open_doc(client, tmp_path / "c.py", _slow_program())
        future = asyncio.ensure_future(client.protocol.send_request_async(
            types.TEXT_DOCUMENT_DIAGNOSTIC,
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri)),
            msg_id="pull-to-cancel"))
        await asyncio.sleep(0.2)
        client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="pull-to-cancel"))
        with pytest.raises(JsonRpcException) as info:
            await asyncio.wait_for(future, 60)
        assert info.value.code == -32800  # RequestCancelled
        # the work was not lost: the next pull gets the result
        report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=uri)))
        assert codes(report.items) == ["MESH001"]


def _slow_program(calls: int = 3000) -> str:
    """A file whose analysis takes about a second in the interpreter (each call inlines a 40-line helper), not
    in `ast.parse`: parsing is one C call that holds the GIL, so only interpretation can overlap a hover."""
    body = "\n".join(f"    y{i} = jnp.sin(x) + {i}" for i in range(40))
    # the calls come first: after MESH001_MIXED's certain error nothing more is analysed
    return f"def helper(x):\n{body}\n    return x\n\n" + "helper(1)\n" * calls + "\n" + MESH001_MIXED


async def test_hover_stays_responsive_while_a_big_file_is_analysed(client: LanguageClient):
    small = open_doc(client, client.root / "small.py", CLEAN)
    await diagnostics_for(client, small, version=1)
    big = open_doc(client, client.root / "big.py", _slow_program())
    start = time.monotonic()
    h = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=small), position=types.Position(5, 12)))
    hover_time = time.monotonic() - start
    assert h is not None and "MESH001" in h.contents.value
    await diagnostics_for(client, big, version=1)
    big_time = time.monotonic() - start
    print(f"hover {hover_time * 1000:.0f} ms, big file analysed and published after {big_time * 1000:.0f} ms")
    assert big_time > 0.5, "the slow program was analysed too fast to tell anything"
    assert hover_time < big_time / 3, "the hover waited for the big file"


async def test_malformed_messages(client: LanguageClient):
    stdin = client._server.stdin
    for body in (b"{bad json", b'{"jsonrpc": "2.0", "method": "textDocument/hover", "id": 99, "params": {}}',
                 b'{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": 5}}',
                 b"[]", b'"just a string"'):
        stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    await stdin.drain()
    await still_alive(client, client.root)

"""The three dependent modules of test_cross_file_clients.py, with main.py's offending call typed key by key (the
file is a syntax error until the last key) and then pasted: the cross-file MESH001 shows at the end, for each
client profile (the end-to-end VS Code suite does the same in a real editor)."""
from __future__ import annotations

import asyncio

import pytest
from lsprotocol import types

from conftest import CONFIG, open_doc, stop_session, write
from editor_profiles import PROFILES
from jax_mesh_lsp.lsp.util import path_to_uri
from test_cross_file_clients import COLLECTIVES, MESH, View

MAIN = """\
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

from fsdp import collectives
from fsdp.mesh import MESH

with jax.set_mesh(MESH):
    x = jax.device_put(np.arange(16.).reshape(8, 2), P('data', None))
    # the call goes here
    z = collectives.gather(x)
# end
"""
LINE = 10  # the call goes before `z = ...` (which raises in collectives.py: nothing after it runs)
CALL = "    y = top_level_all_gather(x, P(None, None, reduced={'data'}))\n"


def shown(diags) -> bool:
    return any(d.code == "MESH001" and d.range.start.line == LINE for d in diags or [])


@pytest.mark.parametrize("editor", ["vscode", "neovim-0.11", "helix"])
async def test_a_typed_then_pasted_call_shows_the_cross_file_error(tmp_path, editor):
    caps, pull, _ = PROFILES[editor]
    write(tmp_path / "fsdp" / "__init__.py", "")
    client = await CONFIG.start()
    client.set_configuration({"jaxMesh": {}}, scope_uri="")
    try:
        await client.initialize_session(types.InitializeParams(
            capabilities=caps, root_uri=path_to_uri(str(tmp_path)),
            workspace_folders=[types.WorkspaceFolder(uri=path_to_uri(str(tmp_path)), name="demo")]))
        open_doc(client, tmp_path / "fsdp" / "mesh.py", MESH)
        open_doc(client, tmp_path / "fsdp" / "collectives.py", COLLECTIVES)
        uri = open_doc(client, tmp_path / "main.py", MAIN)
        view = View(client, uri, pull)
        version = 1
        for i, ch in enumerate(CALL):
            version += 1
            client.text_document_did_change(types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangePartial(
                    range=types.Range(types.Position(LINE, i), types.Position(LINE, i)), text=ch)]))
            view.request()
            await asyncio.sleep(0.04)
        await view.settle()
        for _ in range(100):
            view.request()
            await view.settle()
            if shown(view.current()):
                break
            await asyncio.sleep(0.1)
        assert shown(view.current()), f"typed: no cross-file MESH001 at the end: {view.current()}"

        # pasted: the call removed (gone), then inserted in one change (back)
        version += 1
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(types.Position(LINE, 0), types.Position(LINE + 1, 0)), text="")]))
        for _ in range(100):
            view.request()
            await view.settle()
            if view.current() is not None and not shown(view.current()):
                break
            await asyncio.sleep(0.1)
        assert not shown(view.current())
        version += 1
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(types.Position(LINE, 0), types.Position(LINE, 0)), text=CALL)]))
        for _ in range(100):
            view.request()
            await view.settle()
            if shown(view.current()):
                break
            await asyncio.sleep(0.1)
        assert shown(view.current()), f"pasted: no cross-file MESH001 at the end: {view.current()}"
    finally:
        await stop_session(client)

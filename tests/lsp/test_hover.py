"""Hover: a flagged call, the watched APIs, `# noqa` comments, mesh variables; jaxMesh.explain."""
from __future__ import annotations

import textwrap

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import MESH001_MIXED, diagnostics_for, open_doc


async def hover(client, uri, line, character):
    return await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line, character)))


def at(text: str, line: int, needle: str, offset: int = 1) -> tuple[int, int]:
    return line, text.splitlines()[line].index(needle) + offset


async def test_hover_on_flagged_call(client: LanguageClient):
    uri = open_doc(client, client.root / "h.py", MESH001_MIXED)
    await diagnostics_for(client, uri, version=1)
    h = await hover(client, uri, *at(MESH001_MIXED, 9, "top_level_all_gather", 3))
    assert h.contents.kind == types.MarkupKind.Markdown
    assert h.contents.value.startswith("**MESH001** top_level_all_gather needs every axis")
    assert "### MESH001 `top-level-all-gather-needs-explicit-mesh`" in h.contents.value
    assert "[Explanation](https://" in h.contents.value and "MESH001.md" in h.contents.value
    assert "JAX source" in h.contents.value
    assert h.range.start == types.Position(9, 8)


async def test_hover_on_watched_apis(client: LanguageClient):
    uri = open_doc(client, client.root / "apis.py", MESH001_MIXED)
    await diagnostics_for(client, uri, version=1)
    # the import of top_level_all_gather (not a flagged range)
    h = await hover(client, uri, *at(MESH001_MIXED, 3, "top_level_all_gather", 5))
    assert "### MESH001" in h.contents.value
    h = await hover(client, uri, *at(MESH001_MIXED, 5, "make_mesh", 2))
    assert "[MESH001](https://" in h.contents.value
    # the default axis type for the target jax version (the installed 0.10.2 here: Explicit)
    assert "makes every axis **Explicit** with the target jax 0.10.2" in h.contents.value
    h = await hover(client, uri, *at(MESH001_MIXED, 7, "set_mesh", 2))
    assert h.contents.value.startswith("**`set_mesh`**") and "](https://" in h.contents.value
    # a plain name has no hover
    assert await hover(client, uri, *at(MESH001_MIXED, 8, "device_put", 2)) is None


async def test_hover_on_mesh_variable(client: LanguageClient):
    uri = open_doc(client, client.root / "config.py", MESH001_MIXED)
    await diagnostics_for(client, uri, version=1)
    h = await hover(client, uri, *at(MESH001_MIXED, 7, "(mesh", 2))
    assert "Mesh data=4 (Explicit), model=2 (Auto) — built at config.py:6" in h.contents.value


async def test_hover_on_noqa_comment(client: LanguageClient):
    text = MESH001_MIXED.replace("reduced={'data'}))", "reduced={'data'}))  # noqa: MESH001")
    uri = open_doc(client, client.root / "q.py", text)
    assert await diagnostics_for(client, uri, version=1) == []
    h = await hover(client, uri, *at(text, 9, "MESH001", 2))
    assert "### MESH001" in h.contents.value


async def test_hover_on_multimem_and_collective_axes(client: LanguageClient):
    text = textwrap.dedent("""\
        from jax.experimental.pallas import mosaic_gpu as plgpu

        def kernel(ref, out):
            plgpu.multimem_store(ref, out, collective_axes="x")
        """)
    uri = open_doc(client, client.root / "gpu.py", text)
    await diagnostics_for(client, uri, version=1)
    h = await hover(client, uri, *at(text, 3, "multimem_store", 3))
    assert h is not None and "MESH1" in h.contents.value
    h = await hover(client, uri, *at(text, 3, "collective_axes", 3))
    assert h is not None and "MESH1" in h.contents.value


async def test_explain_command(client: LanguageClient):
    error = ("Traceback (most recent call last):\n  ...\nValueError: top_level_all_gather works when all mesh axes "
             "of context mesh are explicit. Got AbstractMesh('data': 4, 'model': 2, axis_types=(Explicit, Auto))")
    md = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="jaxMesh.explain", arguments=[error]))
    assert md.startswith("### MESH001")
    assert "**How to fix it**" in md
    none = await client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="jaxMesh.explain", arguments=["TypeError: unsupported operand"]))
    assert none.startswith("No jax-mesh-lsp entry matches")

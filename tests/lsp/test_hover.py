"""Hover: a flagged call, the watched APIs, `# noqa` comments, mesh variables; jaxMesh.explain."""
from __future__ import annotations

import re
import textwrap
from pathlib import Path
from urllib.parse import urlparse
from urllib.request import url2pathname

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import MESH001_MIXED, diagnostics_for, open_doc


async def hover(client, uri, line, character):
    return await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line, character)))


def at(text: str, line: int, needle: str, offset: int = 1) -> tuple[int, int]:
    return line, text.splitlines()[line].index(needle) + offset


def link_targets(markdown: str) -> list[str]:
    return re.findall(r"\]\(([^)\s]+)\)", markdown)


async def test_hover_on_flagged_call(client: LanguageClient):
    uri = open_doc(client, client.root / "h.py", MESH001_MIXED)
    await diagnostics_for(client, uri, version=1)
    h = await hover(client, uri, *at(MESH001_MIXED, 9, "top_level_all_gather", 3))
    assert h.contents.kind == types.MarkupKind.Markdown
    value = h.contents.value
    # One short paragraph (not the diagnostic's message again: the editor shows that above), the fix, the links.
    assert value.startswith("**MESH001** `top-level-all-gather-needs-explicit-mesh`: `top_level_all_gather` is called")
    assert "needs every axis" not in value
    paragraphs = value.strip().split("\n\n")
    assert len(paragraphs) == 3, value
    # The mesh's fix (make its axes Explicit) changes how other code is sharded: shown, but marked unsafe.
    assert paragraphs[1].startswith("**Fix:** Make every axis of the mesh Explicit") and "unsafe" in paragraphs[1]
    # The full page is one click away, not inlined.
    assert "**What it means**" not in value and "**Example**" not in value
    targets = link_targets(paragraphs[2])
    page = Path(url2pathname(urlparse(targets[0]).path))
    assert targets[0].startswith("file://") and page.name == "MESH001.md" and page.is_file()
    assert page.read_text(encoding="utf-8").startswith("### MESH001")
    # ... and the JAX source line that raises, at the pinned commit.
    assert any(re.match(r"https://github\.com/jax-ml/jax/blob/[0-9a-f]{7,40}/jax/.*#L\d+$", t) for t in targets)
    assert "jax-mesh-lsp/jax-mesh-lsp" not in value
    assert h.range.start == types.Position(9, 8)


def test_rule_pages_ship_in_the_package_and_are_current(tmp_path):
    """Every rule's default link is a file inside the installed package (package data), identical to the page
    generated from the knowledge base (and to docs/rules/)."""
    from jax_mesh_lsp.docs import write_docs
    from jax_mesh_lsp.knowledge import entries

    write_docs(tmp_path)
    root = Path(__file__).resolve().parents[2]
    for code, e in entries().items():
        page = Path(url2pathname(urlparse(e.url()).path))
        assert page.is_file(), f"{code}: {page} missing: run jax-mesh-lsp rules --write-docs on knowledge/pages"
        assert page.read_text(encoding="utf-8") == (tmp_path / f"{code}.md").read_text(encoding="utf-8"), code
        assert (root / "docs" / "rules" / f"{code}.md").read_text(encoding="utf-8") == page.read_text(encoding="utf-8")
        assert e.url("https://wiki.example.com/{code}") == f"https://wiki.example.com/{code}"


async def test_hover_on_watched_apis(client: LanguageClient):
    uri = open_doc(client, client.root / "apis.py", MESH001_MIXED)
    await diagnostics_for(client, uri, version=1)
    # the import of top_level_all_gather (not a flagged range)
    h = await hover(client, uri, *at(MESH001_MIXED, 3, "top_level_all_gather", 5))
    assert h.contents.value.startswith("**MESH001**")
    h = await hover(client, uri, *at(MESH001_MIXED, 5, "make_mesh", 2))
    assert "[MESH001](file://" in h.contents.value
    # the default axis type for the target jax version (the installed 0.10.2 here: Explicit)
    assert "makes every axis **Explicit** with the target jax 0.10.2" in h.contents.value
    h = await hover(client, uri, *at(MESH001_MIXED, 7, "set_mesh", 2))
    assert h.contents.value.startswith("**`set_mesh`**") and "](file://" in h.contents.value
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
    assert h.contents.value.startswith("**MESH001**") and "MESH001.md)" in h.contents.value


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

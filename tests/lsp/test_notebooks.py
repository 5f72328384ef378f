"""Notebooks: the code cells are one program; diagnostics are published per cell, in cell coordinates."""
from __future__ import annotations

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import codes, diagnostics_for, published_count
from jax_mesh_lsp.lsp.util import path_to_uri

CELLS = [
    # cell 1: the mesh, set globally
    "import jax\nimport numpy as np\nfrom jax.sharding import AxisType, PartitionSpec as P\n"
    "from jax._src.shard_map import top_level_all_gather\n"
    "mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))\n"
    "jax.set_mesh(mesh)\n",
    # cell 2: markdown
    "# Gathering\nThe mesh above is in effect.",
    # cell 3: IPython syntax the analysis must skip, then the call
    "%time 1 + 1\n!nvidia-smi\nx = jax.device_put(np.arange(16.).reshape(8, 2), P('data', None))\n"
    "y = top_level_all_gather(x, P(None, None, reduced={'data'}))\n",
]


def open_notebook(client, root, cells=CELLS, kinds=None):
    nb_path = root / "train.ipynb"
    nb_path.write_text("{}")
    nb_uri = path_to_uri(str(nb_path))
    kinds = kinds or [types.NotebookCellKind.Code, types.NotebookCellKind.Markup, types.NotebookCellKind.Code]
    cell_uris = [f"vscode-notebook-cell:{nb_path}#C{i}" for i in range(len(cells))]
    client.notebook_document_did_open(types.DidOpenNotebookDocumentParams(
        notebook_document=types.NotebookDocument(
            uri=nb_uri, notebook_type="jupyter-notebook", version=1,
            cells=[types.NotebookCell(kind=k, document=u) for k, u in zip(kinds, cell_uris)]),
        cell_text_documents=[types.TextDocumentItem(uri=u, language_id="python" if k == types.NotebookCellKind.Code
                                                    else "markdown", version=1, text=t)
                             for u, k, t in zip(cell_uris, kinds, cells)]))
    return nb_uri, cell_uris


async def test_cells_are_one_program_and_diagnostics_go_to_the_cell(client: LanguageClient):
    nb_uri, cells = open_notebook(client, client.root)
    diags = await diagnostics_for(client, cells[2])
    assert codes(diags) == ["MESH001"]
    d = diags[0]
    assert d.range == types.Range(types.Position(3, 4), types.Position(3, 24))
    related = {r.message: r.location for r in d.related_information}
    built = next(loc for msg, loc in related.items() if "built here" in msg)
    assert built.uri == cells[0] and built.range.start.line == 4
    set_here = next(loc for msg, loc in related.items() if "set here" in msg)
    assert set_here.uri == cells[0] and set_here.range.start.line == 5
    assert await diagnostics_for(client, cells[0]) == []


async def test_cell_edit_updates_the_other_cells(client: LanguageClient):
    nb_uri, cells = open_notebook(client, client.root)
    assert codes(await diagnostics_for(client, cells[2])) == ["MESH001"]
    before = published_count(client, cells[2])
    fixed = CELLS[0].replace("AxisType.Auto", "AxisType.Explicit")
    client.notebook_document_did_change(types.DidChangeNotebookDocumentParams(
        notebook_document=types.VersionedNotebookDocumentIdentifier(uri=nb_uri, version=2),
        change=types.NotebookDocumentChangeEvent(cells=types.NotebookDocumentCellChanges(text_content=[
            types.NotebookDocumentCellContentChanges(
                document=types.VersionedTextDocumentIdentifier(uri=cells[0], version=2),
                changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)])]))))
    assert await diagnostics_for(client, cells[2], after=before) == []


async def test_hover_and_code_action_in_a_cell(client: LanguageClient):
    nb_uri, cells = open_notebook(client, client.root)
    (diag,) = await diagnostics_for(client, cells[2])
    h = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=cells[0]), position=types.Position(5, 15)))
    assert "Mesh data=4 (Explicit), model=2 (Auto) — built at train.ipynb cell 1:5" in h.contents.value
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=cells[2]), range=diag.range,
        context=types.CodeActionContext(diagnostics=[diag])))
    # the axis-types fix is unsafe (it changes how everything under that mesh is sharded): offered, not preferred
    fix = next(a for a in actions if "Explicit" in a.title)
    assert not fix.is_preferred
    assert list(fix.edit.changes) == [cells[0]]  # the mesh is defined in cell 1
    ignore = actions[-1]
    assert list(ignore.edit.changes) == [cells[2]]
    assert ignore.edit.changes[cells[2]][0].new_text == "  # noqa: MESH001"


async def test_closing_the_notebook_clears_its_cells(client: LanguageClient):
    nb_uri, cells = open_notebook(client, client.root)
    assert codes(await diagnostics_for(client, cells[2])) == ["MESH001"]
    before = published_count(client, cells[2])
    client.notebook_document_did_close(types.DidCloseNotebookDocumentParams(
        notebook_document=types.NotebookDocumentIdentifier(uri=nb_uri),
        cell_text_documents=[types.TextDocumentIdentifier(uri=u) for u in cells]))
    assert await diagnostics_for(client, cells[2], after=before) == []

"""Notebooks: `notebookDocument/*` sync. The code cells are analysed in order as one program (a mesh set in cell 1
is in effect in cell 3, as in the kernel) and diagnostics are published per cell URI, in cell coordinates.
The joining and the position mapping live in `jax_mesh_lsp.notebook` (shared with the CLI's .ipynb support).
"""
from __future__ import annotations

from lsprotocol import types

from .util import guarded, uri_key

SYNC_OPTIONS = types.NotebookDocumentSyncOptions(
    notebook_selector=[types.NotebookDocumentFilterWithCells(
        notebook="*", cells=[types.NotebookCellLanguage(language="python")])],
    save=True,
)


def register(server) -> None:
    @server.feature(types.NOTEBOOK_DOCUMENT_DID_OPEN)
    @guarded()
    def did_open(ls, params: types.DidOpenNotebookDocumentParams):
        ls.engine.schedule(uri_key(params.notebook_document.uri), 0)

    @server.feature(types.NOTEBOOK_DOCUMENT_DID_CHANGE)
    @guarded()
    def did_change(ls, params: types.DidChangeNotebookDocumentParams):
        cells = params.change.cells
        structure_changed = bool(cells and cells.structure)
        ls.engine.schedule(uri_key(params.notebook_document.uri), 0 if structure_changed else None)

    @server.feature(types.NOTEBOOK_DOCUMENT_DID_SAVE)
    @guarded()
    def did_save(ls, params: types.DidSaveNotebookDocumentParams):
        ls.engine.schedule(uri_key(params.notebook_document.uri), 0)

    @server.feature(types.NOTEBOOK_DOCUMENT_DID_CLOSE)
    @guarded()
    def did_close(ls, params: types.DidCloseNotebookDocumentParams):
        ls.engine.forget(uri_key(params.notebook_document.uri), [c.uri for c in params.cell_text_documents])

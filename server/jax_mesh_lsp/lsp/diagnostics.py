"""Diagnostics, pushed and pulled.

Push (`textDocument/publishDiagnostics`) for clients that do not pull: on open and save at once, on change
debounced per document (results for an outdated version are dropped), cleared on close.
Pull (`textDocument/diagnostic`) for clients that declare `textDocument.diagnostic`: they get no pushes (two
copies of every problem otherwise). A pull waits for the complete answer (cross-file included) of the current
version; the `resultId` names the diagnostics, so the same ones come back as `unchanged`.
"""
from __future__ import annotations

from lsprotocol import types

from .engine import PYTHON_LANGUAGES, is_python as _is_python
from .util import guarded, uri_key

IDENTIFIER = "jax-mesh-lsp"


def register(server) -> None:
    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    @guarded()
    def did_open(ls, params: types.DidOpenTextDocumentParams):
        doc = params.text_document
        unit = ls.engine.unit_of(doc.uri)
        if unit is not None and (doc.language_id in PYTHON_LANGUAGES or doc.uri.endswith((".py", ".pyi"))):
            ls.engine.schedule(unit, 0)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    @guarded()
    def did_change(ls, params: types.DidChangeTextDocumentParams):
        unit = ls.engine.unit_of(params.text_document.uri)
        if unit is None:
            return
        doc = ls.workspace.text_documents.get(unit)
        if doc is None or _is_python(doc):
            ls.engine.schedule(unit)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    @guarded()
    def did_save(ls, params: types.DidSaveTextDocumentParams):
        unit = ls.engine.unit_of(params.text_document.uri)
        if unit is not None:
            ls.engine.schedule(unit, 0)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    @guarded()
    def did_close(ls, params: types.DidCloseTextDocumentParams):
        uri = params.text_document.uri
        ls.engine.forget(uri_key(uri), [uri])

    @server.feature(types.TEXT_DOCUMENT_DIAGNOSTIC,
                    types.DiagnosticOptions(identifier=IDENTIFIER, inter_file_dependencies=True,
                                            workspace_diagnostics=False))
    @guarded(lambda: types.RelatedFullDocumentDiagnosticReport(items=[]))
    async def pull(ls, params: types.DocumentDiagnosticParams):
        uri = params.text_document.uri
        unit = ls.engine.unit_of(uri)
        if unit is None:
            return types.RelatedFullDocumentDiagnosticReport(items=[])
        if unit in ls.workspace.text_documents and not _is_python(ls.workspace.text_documents[unit]):
            return types.RelatedFullDocumentDiagnosticReport(items=[])
        analysed = await ls.engine.current(unit)
        doc = analysed.doc(uri) if analysed is not None else None
        if doc is None:
            return types.RelatedFullDocumentDiagnosticReport(items=[])
        ls.engine.delivered_to_pull(unit, analysed)
        result_id = analysed.result_id
        if params.previous_result_id == result_id:
            return types.RelatedUnchangedDocumentDiagnosticReport(result_id=result_id)
        return types.RelatedFullDocumentDiagnosticReport(items=doc.diagnostics, result_id=result_id)

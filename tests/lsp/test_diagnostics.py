"""Push and pull diagnostics: codes, ranges, related information, links, data; versions; close clears."""
from __future__ import annotations

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import (CLEAN, MESH001_LEGACY, MESH001_MIXED, change_doc, codes, diagnostics_for, open_doc,
                      open_session, published_count)


async def test_open_reports_mesh001_with_range_related_href_and_data(client: LanguageClient):
    uri = open_doc(client, client.root / "train.py", MESH001_MIXED)
    diags = await diagnostics_for(client, uri, version=1)
    assert codes(diags) == ["MESH001"]
    d = diags[0]
    assert d.source == "jax-mesh-lsp"
    assert d.severity == types.DiagnosticSeverity.Error
    # `top_level_all_gather` on line 10 (0-based 9), after `    y = `
    assert d.range == types.Range(types.Position(9, 8), types.Position(9, 28))
    assert "'model' is Auto" in d.message
    assert d.code_description is not None and d.code_description.href.endswith("MESH001.md")
    related = {r.message: r.location for r in d.related_information}
    built = next(loc for msg, loc in related.items() if "built here" in msg)
    assert built.uri == uri and built.range.start.line == 5
    set_here = next(loc for msg, loc in related.items() if "context mesh set here" in msg)
    assert set_here.range.start.line == 7
    assert d.data["code"] == "MESH001" and d.data["version"] == 1
    fix = d.data["fixes"][0]
    assert fix["preferred"] is True and "Explicit" in fix["title"]
    assert fix["edits"][0]["uri"] == uri and fix["edits"][0]["newText"] == "(AxisType.Explicit,) * 2"


async def test_clean_program_has_no_diagnostics_and_close_clears(client: LanguageClient):
    clean = open_doc(client, client.root / "clean.py", CLEAN)
    assert await diagnostics_for(client, clean, version=1) == []
    uri = open_doc(client, client.root / "bad.py", MESH001_LEGACY)
    assert codes(await diagnostics_for(client, uri, version=1)) == ["MESH001"]
    before = published_count(client, uri)
    client.text_document_did_close(types.DidCloseTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert await diagnostics_for(client, uri, after=before) == []


async def test_change_and_save_republish_for_the_new_version(client: LanguageClient):
    uri = open_doc(client, client.root / "a.py", CLEAN)
    assert await diagnostics_for(client, uri, version=1) == []
    change_doc(client, uri, MESH001_MIXED, 2)
    assert codes(await diagnostics_for(client, uri, version=2)) == ["MESH001"]
    before = published_count(client, uri)
    client.text_document_did_save(types.DidSaveTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert codes(await diagnostics_for(client, uri, after=before)) == ["MESH001"]


async def test_incremental_change(client: LanguageClient):
    uri = open_doc(client, client.root / "inc.py", MESH001_MIXED)
    assert codes(await diagnostics_for(client, uri, version=1)) == ["MESH001"]
    # AxisType.Auto -> AxisType.Explicit on line 7 (0-based 6)
    line = MESH001_MIXED.splitlines()[6]
    start = line.index("AxisType.Auto")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(types.Position(6, start + len("AxisType.")), types.Position(6, start + len("AxisType.Auto"))),
            text="Explicit")]))
    assert await diagnostics_for(client, uri, version=2) == []


async def test_columns_are_utf16_by_default(client: LanguageClient):
    text = MESH001_MIXED.replace("    y = top_level_all_gather", "    ŷ = '😀'; top_level_all_gather")
    uri = open_doc(client, client.root / "emoji.py", text)
    (d,) = await diagnostics_for(client, uri, version=1)
    line = text.splitlines()[9]
    chars = line.index("top_level_all_gather")
    assert d.range.start.character == chars + 1  # the emoji is two UTF-16 code units


async def test_utf8_position_encoding_is_honoured(tmp_path):
    text = MESH001_MIXED.replace("    y = top_level_all_gather", "    ŷ = '😀'; top_level_all_gather")
    async with open_session(tmp_path, encodings=["utf-8", "utf-16"]) as client:
        uri = open_doc(client, tmp_path / "emoji.py", text)
        (d,) = await diagnostics_for(client, uri, version=1)
        line = text.splitlines()[9]
        assert d.range.start.character == len(line[: line.index("top_level_all_gather")].encode("utf-8"))


async def test_pull_diagnostics(tmp_path):
    async with open_session(tmp_path, pull=True) as client:
        uri = open_doc(client, tmp_path / "p.py", MESH001_LEGACY)
        report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=uri), identifier="jax-mesh-lsp"))
        assert report.kind == "full"
        assert codes(report.items) == ["MESH001"]
        assert report.items[0].related_information[0].message.startswith("legacy `with mesh:`")
        again = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=report.result_id))
        assert again.kind == "unchanged"
        change_doc(client, uri, CLEAN, 2)
        fresh = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=report.result_id))
        assert fresh.kind == "full" and fresh.items == []
        # a pulling client gets no pushes (it would show every problem twice)
        assert client.published.get(uri) is None


async def test_rapid_changes_end_with_the_final_text(client: LanguageClient):
    uri = open_doc(client, client.root / "rapid.py", CLEAN)
    await diagnostics_for(client, uri, version=1)
    for version in range(2, 202):
        change_doc(client, uri, MESH001_MIXED if version % 2 else CLEAN, version)
    # version 201 is odd: the final text has the finding
    final = await diagnostics_for(client, uri, version=201)
    assert codes(final) == ["MESH001"]
    # nothing older was published over it, and no publish carried a version the text did not have then
    published = client.published[uri]
    versions = [p.version for p in published]
    assert versions == sorted(versions)
    for p in published:
        expected = ["MESH001"] if p.version % 2 and p.version > 1 else []
        assert codes(p.diagnostics) == expected, p.version
    assert len(published) < 60, "changes were not debounced"

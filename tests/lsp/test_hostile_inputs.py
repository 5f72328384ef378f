"""Inputs Python itself accepts are analysed: a leading BOM, lone surrogates in comments and strings (an editor
buffer can hold them), a 500-term `1 + 1 + ...` chain. A file over the size limit is not analysed and does not
cost much per edit."""
from __future__ import annotations

import asyncio
import time

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import MESH001_MIXED, codes, diagnostics_for, open_doc

CHAIN = "z = " + " + ".join(["1"] * 500) + "\n"


async def _mesh001_range(client: LanguageClient, name: str, text: str) -> types.Range:
    uri = open_doc(client, client.root / name, text)
    diags = await diagnostics_for(client, uri, predicate=lambda d: codes(d) == ["MESH001"])
    return diags[0].range


def _last_codes(client: LanguageClient) -> dict[str, list[str]]:
    return {uri.rsplit("/", 1)[-1]: codes(published[-1].diagnostics) for uri, published in client.published.items()}


async def test_bom_surrogates_and_long_chain_are_analysed(client: LanguageClient):
    plain = await _mesh001_range(client, "plain.py", MESH001_MIXED)
    assert await _mesh001_range(client, "bom.py", "\ufeff" + MESH001_MIXED) == plain
    # lone surrogates before the finding on its line and in a string: positions unchanged
    lines = MESH001_MIXED.splitlines(True)
    lines[0] = "import jax  # \ud800 lone\n"
    lines[-1] = lines[-1].rstrip("\n") + "  # \udc00\n"
    lines.append("s = '\ud83d'\n")
    assert await _mesh001_range(client, "surrogates.py", "".join(lines)) == plain
    assert await _mesh001_range(client, "chain.py", CHAIN + MESH001_MIXED) == types.Range(
        start=types.Position(plain.start.line + 1, plain.start.character),
        end=types.Position(plain.end.line + 1, plain.end.character))
    # the cross-file phase (after a pause in typing) agrees: nothing is withdrawn
    await asyncio.sleep(2.0)
    assert _last_codes(client) == {name: ["MESH001"] for name in ("plain.py", "bom.py", "surrogates.py", "chain.py")}


async def test_edits_of_a_file_over_the_limit_are_cheap(client: LanguageClient):
    big = "x = 1\n" * (10 * 1024 * 1024 // 6)
    uri = open_doc(client, client.root / "big.py", big)
    await diagnostics_for(client, uri, version=1)
    edits = 10
    start = time.monotonic()
    for v in range(2, edits + 2):
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=v),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(5, 0), end=types.Position(5, 0)), text="y = 2\n")]))
    await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(0, 0)))
    per_edit = (time.monotonic() - start) / edits
    print(f"{per_edit * 1000:.0f} ms per edit of a 10 MB file")
    assert per_edit < 0.15  # pygls alone took ~0.9 s per edit here; ~40 ms now

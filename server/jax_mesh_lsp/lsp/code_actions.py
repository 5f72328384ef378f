"""Code actions: the findings' documented fixes as quick fixes, "Ignore MESHxxx for this line", and
`source.fixAll.jax-mesh-lsp` (every safe fix of the document at once).

The edits come from the analysis of the document's current version (never from a client's possibly outdated
diagnostic), and may touch another file (the mesh's definition).
"""
from __future__ import annotations

import re

from lsprotocol import types

from ..analysis.findings import Span
from .convert import FIX_ALL_KIND, Edit, Item, range_to_span, span_to_range, spans_overlap
from .util import guarded

NOQA = re.compile(r"#\s*noqa(?::\s*(?P<codes>[A-Z]+[0-9]+(?:[\s,]+[A-Z]+[0-9]+)*))?", re.IGNORECASE)


def wants(only: list[str] | None, kind: str) -> bool:
    if not only:
        return True
    return any(kind == o or kind.startswith(o + ".") for o in only)


def _overlap(a: Span, b: Span) -> bool:
    if (a.line, a.col) == (a.end_line, a.end_col) or (b.line, b.col) == (b.end_line, b.end_col):
        return (a.line, a.col) <= (b.end_line, b.end_col) and (b.line, b.col) <= (a.end_line, a.end_col)
    return (a.line, a.col) < (b.end_line, b.end_col) and (b.line, b.col) < (a.end_line, a.end_col)


def workspace_edit(ls, edits: list[Edit]) -> types.WorkspaceEdit:
    """Edits grouped by document; versioned `documentChanges` when the client supports them."""
    by_uri: dict[str, list[types.TextEdit]] = {}
    for e in edits:
        by_uri.setdefault(e.uri, []).append(types.TextEdit(range=e.range, new_text=e.new_text))
    caps = ls.client_capabilities
    ws_caps = caps.workspace.workspace_edit if caps and caps.workspace else None
    if ws_caps and ws_caps.document_changes:
        changes = []
        for uri, text_edits in by_uri.items():
            doc = ls.workspace.text_documents.get(uri) or ls.workspace.text_documents.get(_unquote(uri))
            version = doc.version if doc is not None else None
            changes.append(types.TextDocumentEdit(
                text_document=types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=version),
                edits=text_edits))
        return types.WorkspaceEdit(document_changes=changes)
    return types.WorkspaceEdit(changes=by_uri)


def _unquote(uri: str) -> str:
    from urllib.parse import unquote

    return unquote(uri)


def fix_all_edits(items: list[Item]) -> tuple[list[Edit], int]:
    """One safe fix per finding, without overlapping edits; the same edit wanted twice (an import) is made once."""
    chosen: list[Edit] = []
    seen: set[tuple] = set()
    count = 0
    for item in items:
        for fix in item.fixes:
            if not fix.safe:
                continue
            new = [e for e in fix.edits if (e.uri, e.span, e.new_text) not in seen]
            if any(e.uri == c.uri and _overlap(e.span, c.span) for e in new for c in chosen):
                continue
            chosen.extend(new)
            seen.update((e.uri, e.span, e.new_text) for e in new)
            count += 1
            break
    return chosen, count


def noqa_edit(lines: list[str], item: Item, encoding: str) -> tuple[types.Range, str] | None:
    """Appends `  # noqa: CODE` to the reported line, or adds the code to the `# noqa: ...` already there."""
    code = item.finding.code
    for line_no in dict.fromkeys((item.span.line, item.span.end_line)):
        if not 0 < line_no <= len(lines):
            continue
        text = lines[line_no - 1]
        m = NOQA.search(text)
        if m is not None:
            if m.group("codes") is None:
                return None  # a bare `# noqa` already silences everything
            at = m.end("codes")
            span = Span(line_no, at, line_no, at)
            return span_to_range(lines, span, encoding), f", {code}"
        stripped = text.rstrip()
        if stripped.endswith("\\"):
            continue  # a comment would end the continuation
        span = Span(line_no, len(stripped), line_no, len(text))
        return span_to_range(lines, span, encoding), f"  # noqa: {code}"
    return None


def encoding_of(ls) -> str:
    enc = ls.workspace.position_encoding
    return str(getattr(enc, "value", enc) or "utf-16")


def register(server) -> None:
    @server.feature(types.TEXT_DOCUMENT_CODE_ACTION,
                    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix, FIX_ALL_KIND],
                                            resolve_provider=False))
    @guarded(list)
    async def code_action(ls, params: types.CodeActionParams):
        uri = params.text_document.uri
        unit = ls.engine.unit_of(uri)
        if unit is None:
            return []
        analysed = await ls.engine.current(unit)
        doc = analysed.doc(uri) if analysed is not None else None
        if doc is None or not analysed.snapshot.resolved.enabled:
            return []
        encoding = encoding_of(ls)
        only = params.context.only if params.context else None
        actions: list[types.CodeAction] = []
        wanted = range_to_span(doc.lines, params.range, encoding)
        items = [item for item in doc.items if spans_overlap(item.span, wanted)]
        if wants(only, types.CodeActionKind.QuickFix):
            for item in items:
                preferred_given = False
                for fix in item.fixes:
                    preferred = fix.preferred and not preferred_given
                    preferred_given = preferred_given or preferred
                    actions.append(types.CodeAction(
                        title=fix.title, kind=types.CodeActionKind.QuickFix, diagnostics=[item.diagnostic],
                        is_preferred=True if preferred else None, edit=workspace_edit(ls, fix.edits)))
        if wants(only, FIX_ALL_KIND):
            edits, count = fix_all_edits(doc.items)
            if edits:
                actions.append(types.CodeAction(
                    title=f"Fix all safe jax-mesh-lsp problems ({count})", kind=FIX_ALL_KIND,
                    diagnostics=[item.diagnostic for item in doc.items], edit=workspace_edit(ls, edits)))
        if wants(only, types.CodeActionKind.QuickFix):
            done = set()
            for item in items:
                if (item.finding.code, item.span.line) in done:
                    continue
                done.add((item.finding.code, item.span.line))
                edit = noqa_edit(doc.lines, item, encoding)
                if edit is None:
                    continue
                rng, text = edit
                actions.append(types.CodeAction(
                    title=f"Ignore {item.finding.code} for this line", kind=types.CodeActionKind.QuickFix,
                    diagnostics=[item.diagnostic],
                    edit=workspace_edit(ls, [Edit(doc.uri, rng, text, item.span)])))
        return actions

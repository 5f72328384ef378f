"""Code actions: the findings' documented fixes as quick fixes, "Ignore MESHxxx for this line", and
`source.fixAll.jax-mesh-lsp` (every safe fix of the document at once).

The edits come from the analysis of the document's current version (never from a client's possibly outdated
diagnostic), and may touch another file (the mesh's definition).

Safety follows Ruff: a fix is safe when it changes nothing but the flagged problem; an unsafe one (making a mesh's
axes Explicit changes how all code under that mesh is sharded) is offered in the menu, but only preferred (what
auto-fix applies without a menu) or applied by Fix All / fix-on-save when the setting `jaxMesh.unsafeFixes` is on.

Fix All repeats: a fix can uncover the next problem (the analysis reports the first error on a path), so the
edited text is analysed again in memory and fixed again, at most FIX_ALL_ROUNDS times; the client gets one edit.
"""
from __future__ import annotations

import difflib
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


FIX_ALL_ROUNDS = 10


def unsafe_fixes_allowed(ls, uri: str | None) -> bool:
    """The editor setting `jaxMesh.unsafeFixes` (per folder)."""
    try:
        return ls.settings.editor_settings(uri).get("unsafeFixes") is True
    except Exception:
        return False


def applicable(fix, unsafe: bool) -> bool:
    """May Fix All / fix-on-save apply it (and may it be preferred)?"""
    return fix.safe or (unsafe and fix.preferred)


def fix_all_edits(items: list[Item], unsafe: bool = False) -> tuple[list[Edit], int]:
    """One applicable fix per finding (safe ones; with `unsafe` the preferred unsafe ones too), without overlapping
    edits; the same edit wanted twice (an import) is made once."""
    chosen: list[Edit] = []
    seen: set[tuple] = set()
    count = 0
    for item in items:
        for fix in item.fixes:
            if not applicable(fix, unsafe):
                continue
            new = [e for e in fix.edits if (e.uri, e.span, e.new_text) not in seen]
            if any(e.uri == c.uri and _overlap(e.span, c.span) for e in new for c in chosen):
                continue
            chosen.extend(new)
            seen.update((e.uri, e.span, e.new_text) for e in new)
            count += 1
            break
    return chosen, count


def _line_edits(uri: str, lines: list[str], old: str, new: str, encoding: str) -> list[Edit]:
    """The smallest line-wise edits that turn `old` (the document, split into `lines`) into `new`."""
    old_lines = old.splitlines(keepends=True)
    new_lines = new.splitlines(keepends=True)
    edits = []
    matcher = difflib.SequenceMatcher(a=old_lines, b=new_lines, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        span = Span(i1 + 1, 0, i2 + 1, 0)
        edits.append(Edit(uri, span_to_range(lines, span, encoding), "".join(new_lines[j1:j2]), span))
    return edits


def repeated_fix_all(first: list[Edit], count: int, doc, snapshot, unsafe: bool, encoding: str,
                     rounds: int = FIX_ALL_ROUNDS) -> tuple[list[Edit], int]:
    """Applies round one's edits of this document to its text, then analyses and fixes the text in memory until
    nothing more is fixable (single-file fixes only), at most `rounds` rounds in all. Returns round one's edits of
    other files plus line edits of this document from its current text to the final one. Runs in a worker thread.
    Notebooks and documents whose text is not the snapshot's keep round one's edits."""
    from ..analysis import analyze
    from ..fixer import apply_edits, fix_text
    from .util import same_path, uri_key

    if snapshot.kind != "text" or snapshot.program is not None or not first:
        return first, count
    own = [e for e in first if uri_key(e.uri) == uri_key(doc.uri)]
    others = [e for e in first if uri_key(e.uri) != uri_key(doc.uri)]
    original = snapshot.source
    text = apply_edits(original, own)
    options = snapshot.resolved.options
    for _ in range(rounds - 1):
        findings = [f for f in analyze(text, snapshot.path, options) if f.path is None or same_path(f.path, snapshot.path)]
        fixed, n = fix_text(text, findings, unsafe)
        if n == 0 or fixed == text:
            break
        text, count = fixed, count + n
    if text == original:
        return others, count
    return others + _line_edits(doc.uri, doc.lines, original, text, encoding), count


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
        # the last complete answer for this text (cross-file results of an older import graph are fine): no
        # wait for an analysis started by another module's change; edits need the exact text, though
        analysed = await ls.engine.known(unit, same_text=True)
        doc = analysed.doc(uri) if analysed is not None else None
        if doc is None or not analysed.snapshot.resolved.enabled:
            return []
        encoding = encoding_of(ls)
        unsafe = unsafe_fixes_allowed(ls, uri)
        only = params.context.only if params.context else None
        actions: list[types.CodeAction] = []
        wanted = range_to_span(doc.lines, params.range, encoding)
        items = [item for item in doc.items if spans_overlap(item.span, wanted)]
        if wants(only, types.CodeActionKind.QuickFix):
            for item in items:
                preferred_given = False
                for fix in item.fixes:
                    # auto-fix applies the preferred action without a menu: never an unsafe one unless allowed
                    preferred = fix.preferred and applicable(fix, unsafe) and not preferred_given
                    preferred_given = preferred_given or preferred
                    actions.append(types.CodeAction(
                        title=fix.title, kind=types.CodeActionKind.QuickFix, diagnostics=[item.diagnostic],
                        is_preferred=True if preferred else None, edit=workspace_edit(ls, fix.edits)))
        if wants(only, FIX_ALL_KIND):
            edits, count = await fix_all(ls, analysed, doc, unsafe, encoding)
            if edits:
                actions.append(types.CodeAction(
                    title=f"Fix all {'' if unsafe else 'safe '}jax-mesh-lsp problems ({count})", kind=FIX_ALL_KIND,
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


async def fix_all(ls, analysed, doc, unsafe: bool, encoding: str) -> tuple[list[Edit], int]:
    """Fix All's edits for a document: round one from the current analysis, the others in memory (off the loop)."""
    edits, count = fix_all_edits(doc.items, unsafe)
    if not edits:
        return edits, count
    return await ls.engine.worker.call(repeated_fix_all, edits, count, doc, analysed.snapshot, unsafe, encoding)

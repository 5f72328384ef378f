"""Translation between the analysis' plain data and LSP types.

Spans count columns in characters (code points); LSP positions count in the negotiated encoding (UTF-16 unless
the client offered utf-8 or utf-32 in `general.positionEncodings`). Lines end at \\n, \\r\\n or \\r only, as LSP
and the Python tokenizer count them (not at form feeds or U+2028, which str.splitlines also splits at).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from lsprotocol import types

from ..analysis.findings import Finding, Span

SOURCE = "jax-mesh-lsp"
FIX_ALL_KIND = "source.fixAll.jax-mesh-lsp"

_LINE_BREAK = re.compile(r"\r\n|\r|\n")

_SEVERITY = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "information": types.DiagnosticSeverity.Information,
    "info": types.DiagnosticSeverity.Information,
    "hint": types.DiagnosticSeverity.Hint,
}


def lsp_lines(text: str) -> list[str]:
    """The document's lines without their terminators; a text ending in a newline has a last, empty line."""
    return _LINE_BREAK.split(text)


def _units(text: str, encoding: str) -> int:
    if encoding == "utf-32" or text.isascii():
        return len(text)
    if encoding == "utf-8":
        return len(text.encode("utf-8", errors="surrogatepass"))
    return len(text.encode("utf-16-le", errors="surrogatepass")) // 2


def char_to_units(line: str, col: int, encoding: str) -> int:
    col = max(0, min(col, len(line)))
    if encoding == "utf-32" or line.isascii():
        return col
    return _units(line[:col], encoding)


def units_to_char(line: str, units: int, encoding: str) -> int:
    """A client column as a character column (clamped to the line; a column inside a character rounds down)."""
    if encoding == "utf-32" or line.isascii():
        return max(0, min(units, len(line)))
    count = 0
    for i, ch in enumerate(line):
        width = _units(ch, encoding)
        if count + width > units:
            return i
        count += width
    return len(line)


def position(lines: list[str], line: int, col: int, encoding: str) -> types.Position:
    """1-based line / character column -> LSP Position (clamped to the document)."""
    index = line - 1
    if index < 0:
        return types.Position(0, 0)
    if index >= len(lines):
        return types.Position(len(lines) - 1 if lines else 0, _units(lines[-1], encoding) if lines else 0)
    return types.Position(index, char_to_units(lines[index], col, encoding))


def span_to_range(lines: list[str], span: Span, encoding: str) -> types.Range:
    return types.Range(position(lines, span.line, span.col, encoding),
                       position(lines, span.end_line, span.end_col, encoding))


def char_position(lines: list[str], pos: types.Position, encoding: str) -> tuple[int, int]:
    """LSP Position -> (1-based line, character column)."""
    index = min(max(pos.line, 0), max(len(lines) - 1, 0))
    line = lines[index] if lines else ""
    return index + 1, units_to_char(line, pos.character, encoding)


def range_to_span(lines: list[str], rng: types.Range, encoding: str) -> Span:
    line, col = char_position(lines, rng.start, encoding)
    end_line, end_col = char_position(lines, rng.end, encoding)
    return Span(line, col, end_line, end_col)


def span_contains(span: Span, line: int, col: int) -> bool:
    return (span.line, span.col) <= (line, col) <= (span.end_line, span.end_col)


def spans_overlap(a: Span, b: Span) -> bool:
    """Inclusive: a cursor (empty range) at either end of a span touches it."""
    return (a.line, a.col) <= (b.end_line, b.end_col) and (b.line, b.col) <= (a.end_line, a.end_col)


def severity(level: str) -> types.DiagnosticSeverity:
    return _SEVERITY.get(level, types.DiagnosticSeverity.Error)


@dataclass
class Edit:
    uri: str
    range: types.Range
    new_text: str
    span: Span  # the same range in characters (for overlap checks)


@dataclass
class ResolvedFix:
    title: str
    edits: list[Edit]
    safe: bool
    preferred: bool


@dataclass
class Item:
    """A finding placed in one document: its diagnostic and its fixes with LSP ranges."""
    finding: Finding
    uri: str
    span: Span
    diagnostic: types.Diagnostic
    fixes: list[ResolvedFix] = field(default_factory=list)


def plain(value: Any, depth: int = 0) -> Any:
    """JSON-safe copy of `data` (the analysis may put tuples, sets or objects there)."""
    if depth > 6:
        return None
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, dict):
        return {str(k): plain(v, depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        return [plain(v, depth + 1) for v in items]
    return repr(value)


def range_json(rng: types.Range) -> dict:
    return {"start": {"line": rng.start.line, "character": rng.start.character},
            "end": {"line": rng.end.line, "character": rng.end.character}}


def diagnostic(finding: Finding, rng: types.Range, related: list[tuple[str, types.Range, str]],
               fixes: list[ResolvedFix], href: str | None, version: int | None) -> types.Diagnostic:
    data = {
        "code": finding.code,
        "version": version,
        "fixes": [{"title": f.title, "safe": f.safe, "preferred": f.preferred,
                   "edits": [{"uri": e.uri, "range": range_json(e.range), "newText": e.new_text} for e in f.edits]}
                  for f in fixes],
        "finding": plain(finding.data),
    }
    return types.Diagnostic(
        range=rng,
        message=finding.message,
        severity=severity(finding.severity),
        code=finding.code,
        code_description=types.CodeDescription(href=href) if href else None,
        source=SOURCE,
        related_information=[types.DiagnosticRelatedInformation(types.Location(uri, r), message)
                             for uri, r, message in related] or None,
        data=data,
    )

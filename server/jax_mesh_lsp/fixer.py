"""Applying fixes to text: the CLI's `--fix` (and the server's fix-all) use the same edits as the quick fixes."""
from __future__ import annotations

import re

from .analysis.findings import Finding, Fix, TextEdit


def _offset(lines: list[str], line: int, col: int) -> int:
    return sum(len(l) for l in lines[: line - 1]) + col


def apply_edits(text: str, edits: list[TextEdit]) -> str:
    """Applies non-overlapping edits (positions in characters); overlapping ones after the first are dropped."""
    lines = [m for m in re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$", text) if m]
    if not lines or text.endswith(("\n", "\r")):
        lines.append("")
    spans = []
    for e in edits:
        start = _offset(lines, e.span.line, e.span.col)
        end = _offset(lines, e.span.end_line, e.span.end_col)
        spans.append((start, end, e.new_text))
    spans.sort(key=lambda s: (s[0], s[1]))
    kept, last_end = [], -1
    for start, end, new in spans:
        if start < last_end:
            continue
        kept.append((start, end, new))
        last_end = end
    for start, end, new in reversed(kept):
        text = text[:start] + new + text[end:]
    return text


def chosen_fixes(findings: list[Finding], unsafe: bool = False) -> list[Fix]:
    """One fix per finding: the safe one, or with `unsafe` the preferred one; only single-file fixes."""
    chosen = []
    for f in findings:
        candidates = [x for x in f.fixes if (x.safe or (unsafe and x.preferred))
                      and all(e.path in (None, f.path) for e in x.edits)]
        if candidates:
            chosen.append(candidates[0])
    return chosen


def fix_text(text: str, findings: list[Finding], unsafe: bool = False) -> tuple[str, int]:
    fixes = chosen_fixes(findings, unsafe)
    edits = [e for fx in fixes for e in fx.edits]
    # imports added by several fixes: keep one
    unique, seen = [], set()
    for e in edits:
        key = (e.span, e.new_text)
        if key not in seen:
            seen.add(key)
            unique.append(e)
    return apply_edits(text, unique), len(fixes)

"""Printing findings: ruff-like text, ruff-shaped JSON, SARIF 2.1.0 and GitHub workflow commands."""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Iterable

from . import __version__
from .analysis.findings import Finding, Span
from .knowledge import entries

_SARIF_LEVEL = {"error": "error", "warning": "warning", "information": "note", "hint": "note"}


def _loc(line: int, col: int) -> dict:
    return {"row": line, "column": col + 1}


def _fix_json(f: Finding) -> dict | None:
    if not f.fixes:
        return None
    fix = next((x for x in f.fixes if x.preferred), f.fixes[0])
    return {"message": fix.title, "applicability": "safe" if fix.safe else "unsafe",
            "edits": [{"content": e.new_text, "location": _loc(e.span.line, e.span.col),
                       "end_location": _loc(e.span.end_line, e.span.end_col),
                       **({"filename": e.path} if e.path else {})} for e in fix.edits]}


def to_json(findings: Iterable[Finding], url_template: str | None = None) -> list[dict]:
    kb = entries()
    out = []
    for f in findings:
        entry = kb.get(f.code)
        out.append({
            "code": f.code, "message": f.message, "severity": f.severity, "filename": f.path,
            "location": _loc(f.span.line, f.span.col), "end_location": _loc(f.span.end_line, f.span.end_col),
            "fix": _fix_json(f), "url": entry.url(url_template) if entry else None,
            **({"cell": f.data["cell"]} if "cell" in f.data else {}),
            "related": [{"message": r.message, "filename": r.path or f.path,
                         "location": _loc(r.span.line, r.span.col)} for r in f.related],
        })
    return out


def _where(f: Finding) -> str:
    return f"{f.path}:{f.data['cell'] + ':' if 'cell' in f.data else ''}{f.span.line}:{f.span.col + 1}"


def concise(findings: list[Finding]) -> str:
    """One line per finding: `path:line:col: CODE [severity] message` (what editors' problem matchers read)."""
    return "\n".join(f"{_where(f)}: {f.code} [{f.severity}] {f.message}" for f in findings)


class _Lines:
    """Source lines of the files findings point into, read once (None: unreadable)."""

    def __init__(self) -> None:
        self._files: dict[str, list[str] | None] = {}

    def get_in_cell(self, path: str, cell: str, line: int) -> str | None:
        """A line of a notebook's code cell (positions in notebooks are per cell)."""
        key = f"{path}\0{cell}"
        if key not in self._files:
            from .notebook import cells_from_ipynb
            try:
                cells = cells_from_ipynb(Path(path).read_text(encoding="utf-8", errors="replace"))
                self._files[key] = next((c.text.splitlines() for c in cells if c.id == cell), None)
            except (OSError, ValueError):
                self._files[key] = None
        lines = self._files[key]
        return lines[line - 1] if lines is not None and 0 < line <= len(lines) else None

    def get(self, path: str, line: int) -> str | None:
        if path not in self._files:
            from .files import InputError, read_source
            try:
                self._files[path] = read_source(Path(path)).splitlines()
            except InputError:  # undecodable (E902): show what is there
                try:
                    self._files[path] = Path(path).read_bytes().decode("utf-8", errors="replace").splitlines()
                except OSError:
                    self._files[path] = None
        lines = self._files[path]
        return lines[line - 1] if lines is not None and 0 < line <= len(lines) else None


def _display_path(path: str, relative_to: str) -> str:
    """A related location's file as the user named the finding's (crossfile reports absolute paths)."""
    try:
        if Path(path).resolve() == Path(relative_to).resolve():
            return relative_to
        return os.path.relpath(path) if Path(path).is_absolute() else path
    except (OSError, ValueError):
        return path


def _snippet(source_line: str | None, line: int, span: Span, label: str, gutter: int) -> list[str]:
    """Ruff-style: the source line and a caret under the range (to the line's end when it spans lines)."""
    if source_line is None:
        return []
    col = min(span.col, len(source_line))
    end = span.end_col if span.end_line == line else len(source_line)
    end = max(col + 1, min(end, len(source_line)))
    pad = "".join("\t" if c == "\t" else " " for c in source_line[:col])
    bar = " " * gutter + " |"
    return [bar, f"{line:>{gutter}} | {source_line}", f"{bar} {pad}{'^' * (end - col)}{' ' + label if label else ''}",
            bar]


def full(findings: list[Finding], url_template: str | None = None) -> str:
    """Each finding with its severity, its source line and a caret, the related locations that explain it
    ("mesh built here", "called from here") with theirs, and its fix: like Ruff's full output."""
    kb = entries()
    lines_of = _Lines()
    blocks = []
    for f in findings:
        block = [f"{_where(f)}: {f.code} [{f.severity}] {f.message}"]
        spots = [(f.path, f.span, f.code)] + [(r.path or f.path, r.span, r.message) for r in f.related]
        gutter = max(len(str(span.line)) for _, span, _ in spots)
        for i, (path, span, label) in enumerate(spots):
            if i > 0:
                shown = _display_path(str(path), str(f.path))
                block.append(f"{' ' * gutter}::: {shown}:{span.line}:{span.col + 1}: {label}")
                label = ""
            if "cell" in f.data:  # a notebook: positions are in the finding's cell
                line = lines_of.get_in_cell(str(path), f.data["cell"], span.line) if i == 0 else None
            else:
                line = lines_of.get(str(path), span.line) if path else None
            block.extend(_snippet(line, span.line, span, label, gutter))
        fix = next((x for x in f.fixes if x.safe), None) or next((x for x in f.fixes if x.preferred), None)
        if fix is not None:
            how = "safe fix: --fix applies it" if fix.safe else "unsafe fix: --fix --unsafe-fixes applies it"
            block.append(f"{' ' * gutter} = fix: {fix.title} ({how})")
        if f.code in kb:
            block.append(f"{' ' * gutter} = help: jax-mesh-lsp explain {f.code}")
        blocks.append("\n".join(block))
    return "\n\n".join(blocks)


def text(findings: list[Finding]) -> str:
    """The concise form (kept for callers of the old name)."""
    return concise(findings)


def github(findings: list[Finding]) -> str:
    def esc(s: str) -> str:
        return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    level = {"error": "error", "warning": "warning"}
    return "\n".join(
        f"::{level.get(f.severity, 'notice')} title={f.code},file={f.path},line={f.span.line},col={f.span.col + 1},"
        f"endLine={f.span.end_line},endColumn={f.span.end_col + 1}::{esc(f.code + ' ' + f.message)}"
        for f in findings)


def sarif(findings: list[Finding], url_template: str | None = None) -> dict:
    kb = entries()
    rules = [{"id": e.code, "name": e.name, "shortDescription": {"text": e.summary},
              "fullDescription": {"text": f"Predicts: {e.exception}: {e.predicts}"},
              "helpUri": e.url(url_template),
              "defaultConfiguration": {"level": _SARIF_LEVEL.get(e.severity, "warning")}} for e in kb.values()]
    index = {r["id"]: i for i, r in enumerate(rules)}
    results = []
    for f in findings:
        result = {"ruleId": f.code, "level": _SARIF_LEVEL.get(f.severity, "warning"),
                  "message": {"text": f.message},
                  "locations": [{"physicalLocation": {
                      "artifactLocation": {"uri": str(f.path)},
                      "region": {"startLine": f.span.line, "startColumn": f.span.col + 1,
                                 "endLine": f.span.end_line, "endColumn": f.span.end_col + 1}}}],
                  "relatedLocations": [{"id": i, "message": {"text": r.message}, "physicalLocation": {
                      "artifactLocation": {"uri": str(r.path or f.path)},
                      "region": {"startLine": r.span.line, "startColumn": r.span.col + 1}}}
                      for i, r in enumerate(f.related)]}
        if f.code in index:
            result["ruleIndex"] = index[f.code]
        results.append(result)
    return {"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
            "runs": [{"tool": {"driver": {"name": "jax-mesh-lsp", "version": __version__,
                                          "informationUri": "https://github.com/jax-mesh-lsp/jax-mesh-lsp",
                                          "rules": rules}},
                      "results": results}]}


def render(findings: list[Finding], fmt: str, url_template: str | None = None) -> str:
    if fmt == "json":
        return json.dumps(to_json(findings, url_template), indent=2)
    if fmt == "sarif":
        return json.dumps(sarif(findings, url_template), indent=2)
    if fmt == "github":
        return github(findings)
    if fmt == "concise":
        return concise(findings)
    return full(findings, url_template)

"""Printing findings: ruff-like text, ruff-shaped JSON, SARIF 2.1.0 and GitHub workflow commands."""
from __future__ import annotations

import json
from typing import Iterable

from . import __version__
from .analysis.findings import Finding
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


def text(findings: list[Finding]) -> str:
    lines = [f"{f.path}:{f.data['cell'] + ':' if 'cell' in f.data else ''}{f.span.line}:{f.span.col + 1}: "
             f"{f.code} {f.message}" for f in findings]
    return "\n".join(lines)


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
    return text(findings)

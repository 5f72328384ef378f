"""What the analysis reports: plain data, no LSP types (the server and the CLI translate it)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, order=True)
class Span:
    """A source range: 1-based lines, 0-based columns counted in characters (not bytes)."""
    line: int
    col: int
    end_line: int
    end_col: int


@dataclass(frozen=True)
class Related:
    """A location that explains a finding: the mesh definition, the `with` that set it, the shard_map."""
    span: Span
    message: str
    path: str | None = None  # None: the file of the finding itself


@dataclass(frozen=True)
class TextEdit:
    span: Span
    new_text: str
    path: str | None = None  # None: the file of the finding itself


@dataclass(frozen=True)
class Fix:
    title: str
    edits: tuple[TextEdit, ...]
    safe: bool = False      # safe fixes are applied by `check --fix` and source.fixAll
    preferred: bool = False


@dataclass
class Finding:
    code: str
    message: str
    span: Span
    severity: str = "error"  # error | warning | information | hint
    related: list[Related] = field(default_factory=list)
    fixes: list[Fix] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    path: str | None = None

    def sort_key(self) -> tuple:
        return (self.span.line, self.span.col, self.code)


def leads_to(f: Finding, call_span: Span, call_path: str | None, raising_path: str | None = None) -> Finding:
    """`f` shown at a call that leads to it ("This call leads to: ..."), the raising call as a related place;
    `raising_path` is where `f` is when `f.path` does not say it."""
    where = raising_path or f.path
    # the related places without a path were in the raising call's file: they keep it, shown from another file
    kept = [r if r.path is not None else Related(r.span, r.message, where) for r in f.related]
    return Finding(f.code, "This call leads to: " + f.message, call_span, f.severity,
                   related=[Related(f.span, "the call that raises", where)] + kept,
                   fixes=[], data=dict(f.data, via_call=True), path=call_path)

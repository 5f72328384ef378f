"""Source text helpers: ast positions (UTF-8 byte columns) to character spans, line text, indentation."""
from __future__ import annotations

import ast
import re

from .findings import Span


_LINE_END = re.compile(r"\r\n|\r|\n")
_SURROGATE = re.compile("[\ud800-\udfff]")
BOM = "\ufeff"


def python_view(text: str) -> str:
    """The text to hand to ast.parse. An editor buffer may hold what a file on disk cannot: a leading BOM (Python
    skips it in a file, ast.parse of a str rejects it) and lone surrogates (a str with them cannot be encoded).
    The BOM is dropped (SourceText shifts line 1 back); each surrogate becomes U+FFFD, which has the same length
    in characters and in UTF-8 bytes, so every position stays the same."""
    if text.startswith(BOM):
        text = text[1:]
    if _SURROGATE.search(text):
        text = _SURROGATE.sub("\ufffd", text)
    return text


class SourceText:
    def __init__(self, text: str):
        self.text = text
        self.bom = text.startswith(BOM)   # ast columns on line 1 then start after it
        # Python and LSP end lines at \n, \r\n and \r only (str.splitlines also splits at form feeds, U+2028...)
        self.lines = _LINE_END.split(text)
        self._ascii: dict[int, bool] = {}   # line number -> whether the line is ASCII (asked per column)
        if self.lines and self.lines[-1] == "":
            self.lines.pop()

    def line(self, lineno: int) -> str:
        return self.lines[lineno - 1] if 0 < lineno <= len(self.lines) else ""

    def char_col(self, lineno: int, byte_col: int) -> int:
        line = self.line(lineno)
        ascii_line = self._ascii.get(lineno)
        if ascii_line is None:
            ascii_line = self._ascii[lineno] = line.isascii()
        if ascii_line:  # byte and character columns agree; no re-encoding of a (minified, huge) line per call
            return min(byte_col, len(line))
        if lineno == 1 and self.bom:
            return 1 + len(_SURROGATE.sub("\ufffd", line[1:]).encode("utf-8")[:byte_col].decode("utf-8", errors="ignore"))
        try:
            data = line.encode("utf-8")
        except UnicodeEncodeError:   # lone surrogates: measured as python_view's U+FFFD (same size)
            data = _SURROGATE.sub("\ufffd", line).encode("utf-8")
        return len(data[:byte_col].decode("utf-8", errors="ignore"))

    def segment(self, node: ast.AST) -> str | None:
        """ast.get_source_segment(text, node), without re-splitting the whole text on every call (multi-line
        segments are joined with \\n)."""
        first, last = getattr(node, "lineno", None), getattr(node, "end_lineno", None)
        start, end = getattr(node, "col_offset", None), getattr(node, "end_col_offset", None)
        if first is None or last is None or start is None or end is None:
            return None

        def data(lineno: int) -> bytes:  # a line as ast counts its byte columns
            line = self.line(lineno)
            if lineno == 1 and self.bom:
                line = line[1:]
            return _SURROGATE.sub("\ufffd", line).encode("utf-8")

        if first == last:
            return data(first)[start:end].decode("utf-8", errors="replace")
        parts = [data(first)[start:].decode("utf-8", errors="replace")]
        parts.extend(self.line(n) for n in range(first + 1, last))
        parts.append(data(last)[:end].decode("utf-8", errors="replace"))
        return "\n".join(parts)

    def span(self, node: ast.AST) -> Span:
        line = getattr(node, "lineno", 1)
        end_line = getattr(node, "end_lineno", None) or line
        col = self.char_col(line, getattr(node, "col_offset", 0))
        end_col_b = getattr(node, "end_col_offset", None)
        end_col = self.char_col(end_line, end_col_b) if end_col_b is not None else col
        return Span(line, col, end_line, end_col)

    def callee_span(self, call: ast.Call) -> Span:
        """The name part of a call (`top_level_all_gather` in `shd.top_level_all_gather(x)`): a tight squiggle."""
        func = call.func
        if isinstance(func, ast.Attribute) and func.end_lineno is not None:
            end = self.span(func)
            return Span(end.end_line, end.end_col - len(func.attr), end.end_line, end.end_col)
        return self.span(func)

    def indent_of(self, lineno: int) -> str:
        line = self.line(lineno)
        return line[: len(line) - len(line.lstrip())]

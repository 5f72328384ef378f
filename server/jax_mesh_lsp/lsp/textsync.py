"""Incremental text sync that costs what the edit costs, not what the document weighs.

pygls applies an incremental change by splitting the whole document into lines and joining them again: on a
10 MB file that is hundreds of ms per keystroke (and a tuple of a million strings), although such a file is
never analysed. Here the two lines an edit touches are found by counting line breaks chunk by chunk (C speed)
and the text is spliced once. Lines end at \\n, \\r\\n and \\r only, as in LSP and the Python tokenizer.
"""
from __future__ import annotations

import re
from typing import Sequence

_BREAK = re.compile(r"\r\n|\r|\n")
_CHUNK = 1 << 16


class LineView(Sequence[str]):
    """The document's lines (with their line ends) as pygls' position codec reads them, made on demand.
    Line starts found are remembered, and a later search goes on from the nearest one before it."""

    def __init__(self, source: str):
        self.source = source
        self.cr = "\r" in source
        self._len: int | None = None
        self._known: dict[int, int] = {0: 0}

    def _breaks(self, pos: int, end: int) -> int:
        s = self.source
        n = s.count("\n", pos, end)
        return n + s.count("\r", pos, end) - s.count("\r\n", pos, end) if self.cr else n

    def start(self, k: int) -> int | None:
        """The offset where line k (0-based) starts; None when the text has no line k."""
        if k in self._known:
            return self._known[k]
        base = max(j for j in self._known if j <= k)
        pos, left, source = self._known[base], k - base, self.source
        n = len(source)
        while pos < n:
            end = min(n, pos + _CHUNK)
            if end < n and source[end - 1] == "\r":
                end += 1          # never split a \r\n pair between two chunks
            count = self._breaks(pos, end)
            if count >= left:
                for m in _BREAK.finditer(source, pos, end):
                    left -= 1
                    if left == 0:
                        self._known[k] = m.end()
                        return m.end()
            left -= count
            pos = end
        return None

    def __len__(self) -> int:
        if self._len is None:
            s = self.source
            self._len = self._breaks(0, len(s)) + (1 if s and s[-1] not in "\r\n" else 0)
        return self._len

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            raise TypeError("LineView does not slice")
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        begin = self.start(i)
        end = self.start(i + 1)
        return self.source[begin:len(self.source) if end is None else end]


def apply_incremental_change(doc, change) -> None:
    """pygls' TextDocument._apply_incremental_change, same result, without splitting the document."""
    source = doc.source
    lines = LineView(source)
    rng = doc._position_codec.range_from_client_units(lines, change.range)
    n = len(lines)
    if rng.start.line >= n:
        doc._source = source + change.text
        return

    def offset(line: int, col: int) -> int:
        if line >= n:
            return len(source)
        start = lines.start(line)
        nxt = lines.start(line + 1)
        end = len(source) if nxt is None else nxt
        return min(start + col, end)

    a = offset(rng.start.line, rng.start.character)
    b = offset(rng.end.line, rng.end.character)
    doc._source = "".join((source[:a], change.text, source[max(a, b):]))

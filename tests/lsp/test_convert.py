"""Positions: character columns <-> UTF-16 / UTF-8 / UTF-32 code units; LSP line breaks."""
from __future__ import annotations

import pytest
from lsprotocol import types

from jax_mesh_lsp.analysis.findings import Span
from jax_mesh_lsp.lsp.convert import char_to_units, lsp_lines, range_to_span, span_to_range, units_to_char

LINE = "ŷ = '😀'; f(x)"


@pytest.mark.parametrize("encoding,expected", [("utf-16", 10), ("utf-8", 13), ("utf-32", 9)])
def test_char_to_units(encoding, expected):
    col = LINE.index("f(x)")
    assert char_to_units(LINE, col, encoding) == expected
    assert units_to_char(LINE, expected, encoding) == col


def test_a_column_inside_a_character_rounds_down_and_clamps():
    emoji = LINE.index("😀")
    assert units_to_char(LINE, char_to_units(LINE, emoji, "utf-16") + 1, "utf-16") == emoji
    assert units_to_char(LINE, 10**6, "utf-16") == len(LINE)
    assert char_to_units(LINE, 10**6, "utf-8") == len(LINE.encode())


def test_lines_break_only_at_lsp_line_ends():
    assert lsp_lines("a\r\nb\rc\nd\x0ce\u2028f\n") == ["a", "b", "c", "d\x0ce\u2028f", ""]


def test_spans_and_ranges_round_trip():
    lines = lsp_lines("x = 1\n" + LINE + "\n")
    span = Span(2, LINE.index("f"), 2, len(LINE))
    rng = span_to_range(lines, span, "utf-16")
    assert rng == types.Range(types.Position(1, 10), types.Position(1, 14))
    assert range_to_span(lines, rng, "utf-16") == span
    # past the end: clamped to the document
    assert span_to_range(lines, Span(9, 0, 9, 0), "utf-16").start == types.Position(2, 0)

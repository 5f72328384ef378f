"""jax_mesh_lsp.notebook: cells -> one program, IPython syntax blanked in place, positions mapped back."""
from __future__ import annotations

import ast
import json

import pytest

from jax_mesh_lsp.analysis.findings import Span
from jax_mesh_lsp.notebook import Cell, build_program, cells_from_ipynb, clean_cell


def test_magics_and_shell_lines_are_blanked_in_place():
    text = ("import jax\n%matplotlib inline\n!pip install x\nfiles = !ls\nt = %timeit -o f()\n"
            "if True:\n    %time f()\nobj?\n??obj\nx = 1  # 100%\n")
    lines = clean_cell(text)
    assert lines == ["import jax", "", "", "files = None", "t = None", "if True:", "    pass", "", "",
                     "x = 1  # 100%"]
    ast.parse("\n".join(lines))


def test_lines_inside_brackets_and_strings_are_kept():
    text = 'x = (1,\n     2)\ns = """\n%not a magic\n!nor this\n"""\ny = x[0] % 2\n'
    assert clean_cell(text) == text.splitlines()


@pytest.mark.parametrize("magic,python", [("%%time", True), ("%%timeit -n 3", True), ("%%capture out", True),
                                          ("%%bash", False), ("%%writefile f.py", False), ("%%html", False)])
def test_cell_magics(magic, python):
    lines = clean_cell(f"{magic}\nx = 1\ny = 2\n")
    assert lines[0] == ""
    assert lines[1:] == (["x = 1", "y = 2"] if python else ["", ""])


def test_program_and_mapping():
    cells = [Cell("a", "import jax\nmesh = 1\n"), Cell("b", ""), Cell("c", "%time 1\nz = mesh\n"), Cell("d", "w = 2")]
    program = build_program(cells)
    assert program.source == "import jax\nmesh = 1\n\nz = mesh\nw = 2\n"
    assert [(c.id, c.first_line, c.line_count) for c in program.cells] == [
        ("a", 1, 2), ("b", 3, 0), ("c", 3, 2), ("d", 5, 1)]
    cell, span = program.to_cell(Span(4, 4, 4, 8))
    assert cell.id == "c" and span == Span(2, 4, 2, 8)
    assert program.to_cell(Span(1, 0, 4, 1)) is None  # crosses cells
    # an insertion after the last line of a cell goes to the start of the next one
    cell, span = program.to_cell(Span(3, 0, 3, 0))
    assert cell.id == "c" and span == Span(1, 0, 1, 0)
    # ... or after the last cell
    cell, span = program.to_cell(Span(6, 0, 6, 0))
    assert cell.id == "d" and span == Span(2, 0, 2, 0)
    assert program.to_program("c", 2, 3) == (4, 3)
    assert program.to_program("zzz", 1, 0) is None


def test_cells_from_ipynb():
    nb = {"cells": [{"cell_type": "markdown", "source": ["# title"]},
                    {"cell_type": "code", "source": ["import jax\n", "x = 1"]},
                    {"cell_type": "raw", "source": "nope"},
                    {"cell_type": "code", "source": "y = 2\n"}],
          "metadata": {"kernelspec": {"language": "python"}}}
    assert cells_from_ipynb(json.dumps(nb)) == [Cell("cell 2", "import jax\nx = 1"), Cell("cell 4", "y = 2\n")]
    nb["metadata"]["kernelspec"]["language"] = "julia"
    assert cells_from_ipynb(json.dumps(nb)) == []
    with pytest.raises(ValueError):
        cells_from_ipynb("{not json")
    with pytest.raises(ValueError):
        cells_from_ipynb("[]")

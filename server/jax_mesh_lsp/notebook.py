"""Notebooks as one program: the code cells joined in order, with the position mapping back to the cells.

Pure text work (no LSP, no I/O): the language server uses it for `notebookDocument/*` sync, the CLI for `.ipynb`
files. Jupyter runs the cells of a notebook in one namespace, so a mesh set in cell 1 is in effect in cell 3:
the analysis sees the cells as one module.

IPython syntax that is not Python is blanked out, keeping every line where it was (columns never move):
- line magics `%time f()`, shell escapes `!pip install ...`, help `obj?` / `?obj`: the line becomes `pass` (at
  its indentation, so an indented block stays a block); `files = !ls` / `t = %timeit -o f()` become `files = None`.
- a cell magic `%%time` / `%%timeit` / `%%capture` / `%%prun` runs its body as Python: only the magic line is
  blanked; any other cell magic (`%%bash`, `%%writefile`, `%%html`, ...) blanks the whole cell.
"""
from __future__ import annotations

import io
import json
import re
import tokenize
from dataclasses import dataclass, field

from .analysis.findings import Span

# Cell magics whose body is Python that runs in the notebook's namespace.
PYTHON_CELL_MAGICS = frozenset({"time", "timeit", "capture", "prun", "debug"})

_ASSIGN_MAGIC = re.compile(r"^(?P<lhs>\s*[A-Za-z_][\w.,\s\[\]()]*?)\s*=\s*[!%]")
_HELP = re.compile(r"^\s*(\?\??[\w.]+|[\w.]+\?\??)\s*$")


@dataclass(frozen=True)
class Cell:
    """A code cell: `id` is whatever names it for the caller (the cell's URI, or `cell 3` for a file)."""
    id: str
    text: str


@dataclass(frozen=True)
class CellSlice:
    id: str
    index: int          # position among the cells given
    first_line: int     # 1-based line of the program where the cell's line 1 is
    line_count: int     # lines the cell occupies (0 for an empty cell)


@dataclass
class NotebookProgram:
    source: str
    cells: list[CellSlice] = field(default_factory=list)

    def cell_at(self, line: int) -> CellSlice | None:
        """The cell holding program line `line` (1-based)."""
        for cell in self.cells:
            if cell.first_line <= line < cell.first_line + cell.line_count:
                return cell
        return None

    def cell_by_id(self, cell_id: str) -> CellSlice | None:
        for cell in self.cells:
            if cell.id == cell_id:
                return cell
        return None

    def to_cell(self, span: Span) -> tuple[CellSlice, Span] | None:
        """A program span as (cell, span within the cell). None when it crosses cells or lies outside them.

        A zero-width span at the first line after a cell (an insertion "after the last import" that lands
        between cells) goes to the start of the next cell, or to the end of the last cell."""
        cell = self.cell_at(span.line)
        if cell is None:
            if span.line == span.end_line and span.col == span.end_col == 0:
                previous = [c for c in self.cells if c.line_count and c.first_line + c.line_count <= span.line]
                if previous:
                    last = previous[-1]
                    return last, Span(last.line_count + 1, 0, last.line_count + 1, 0)
            return None
        end = span.end_line
        if end >= cell.first_line + cell.line_count:
            # a range that ends at column 0 of the line after the cell still belongs to it
            if not (end == cell.first_line + cell.line_count and span.end_col == 0):
                return None
        offset = cell.first_line - 1
        return cell, Span(span.line - offset, span.col, end - offset, span.end_col)

    def to_program(self, cell_id: str, line: int, col: int) -> tuple[int, int] | None:
        """A cell position (1-based line) as a program position."""
        cell = self.cell_by_id(cell_id)
        if cell is None:
            return None
        return cell.first_line + line - 1, col


def _split_lines(text: str) -> list[str]:
    """Lines as the tokenizer and LSP count them: \\n, \\r\\n and \\r end a line, nothing else."""
    lines = re.split(r"\r\n|\r|\n", text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _blank(line: str) -> str:
    stripped = line.lstrip()
    indent = line[: len(line) - len(stripped)]
    return f"{indent}pass" if indent else ""


def _statement_starts(lines: list[str]) -> set[int] | None:
    """0-based indexes of the lines where a logical line starts (not inside brackets or a multi-line string).
    None when the cell does not tokenize (then every line counts as a start)."""
    starts: set[int] = set()
    at_start = True
    skip = (tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING,
            tokenize.ENDMARKER)
    try:
        for tok in tokenize.generate_tokens(io.StringIO("\n".join(lines) + "\n").readline):
            if tok.type in skip:
                continue
            if at_start:
                starts.add(tok.start[0] - 1)
                at_start = False
            if tok.type == tokenize.NEWLINE:
                at_start = True
    except (tokenize.TokenError, SyntaxError, ValueError):
        return None
    return starts


def clean_cell(text: str) -> list[str]:
    """The cell's lines with IPython-only syntax replaced, one output line per input line."""
    lines = _split_lines(text)
    if not lines:
        return []
    first = lines[0].lstrip()
    if first.startswith("%%"):
        magic = first[2:].split(None, 1)[0] if first[2:].strip() else ""
        if magic not in PYTHON_CELL_MAGICS:
            return [""] * len(lines)
        lines = [""] + lines[1:]
    starts = _statement_starts(lines)
    out = []
    for i, line in enumerate(lines):
        stripped = line.lstrip()
        if stripped and (starts is None or i in starts):
            if stripped[0] in "%!":
                out.append(_blank(line))
                continue
            m = _ASSIGN_MAGIC.match(line)
            if m and not stripped.startswith("#"):
                out.append(f"{m.group('lhs').rstrip()} = None")
                continue
            if _HELP.match(line):
                out.append(_blank(line))
                continue
        out.append(line)
    return out


def build_program(cells: list[Cell]) -> NotebookProgram:
    """The code cells, in order, as one program."""
    parts: list[str] = []
    slices: list[CellSlice] = []
    line = 1
    for index, cell in enumerate(cells):
        lines = clean_cell(cell.text)
        slices.append(CellSlice(cell.id, index, line, len(lines)))
        parts.extend(lines)
        line += len(lines)
    source = "\n".join(parts) + ("\n" if parts else "")
    return NotebookProgram(source, slices)


def cells_from_ipynb(text: str) -> list[Cell]:
    """The code cells of an .ipynb file (JSON text), named `cell N` (1-based, counting every cell).

    Raises ValueError when the text is not a notebook."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not a notebook: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("cells"), list):
        raise ValueError("not a notebook: no cells")
    language = (((data.get("metadata") or {}).get("kernelspec") or {}).get("language") or
                ((data.get("metadata") or {}).get("language_info") or {}).get("name") or "python")
    if str(language).lower() != "python":
        return []
    cells = []
    for n, raw in enumerate(data["cells"], 1):
        if not isinstance(raw, dict) or raw.get("cell_type") != "code":
            continue
        source = raw.get("source", "")
        if isinstance(source, list):
            source = "".join(s for s in source if isinstance(s, str))
        if not isinstance(source, str):
            continue
        cells.append(Cell(f"cell {n}", source))
    return cells


def analyze_notebook_text(text: str, path: str, options) -> tuple[list, str | None]:
    """An .ipynb file's code cells analysed as one program, in cell order (single-file: Jupyter imports the
    project's modules, it does not run them as cells): the findings pointing into their cell (`data["cell"]`
    names it), and a message for the log (None when all went well)."""
    import dataclasses
    from .analysis import analyze_module
    try:
        cells = cells_from_ipynb(text)
    except ValueError as exc:
        return [], f"{path}: {exc}"
    program = build_program(cells)
    result = analyze_module(program.source, path, options)
    findings = []
    for f in result.findings:
        placed = program.to_cell(f.span)
        if placed is None:
            continue
        cell, span = placed
        findings.append(dataclasses.replace(f, span=span, data=dict(f.data, cell=cell.id), related=[], fixes=[]))
    return findings, (f"{path}: {result.error}" if result.error else None)

"""Files Python itself would refuse, as findings: what `check` reports like Ruff instead of "All checks passed!".

E999 (a SyntaxError: the parser's message and position) and E902 (the file cannot be read or decoded), the codes
Ruff and flake8 use. They are not rules of the knowledge base: --select/--ignore do not turn them off, and the
analysis itself never reports them (it stays silent on what it cannot parse; the editor shows Pylance's error).
"""
from __future__ import annotations

import io
import sys
import tokenize
import warnings
from pathlib import Path

from .analysis.findings import Finding, Span
from .files import InputError, read_bytes_safely

SYNTAX_ERROR = "E999"
IO_ERROR = "E902"
CODES = (SYNTAX_ERROR, IO_ERROR)
_PYTHON = f"{sys.version_info.major}.{sys.version_info.minor}"


def _finding(code: str, message: str, path: str, line: int, col: int) -> Finding:
    line, col = max(1, line), max(0, col)
    return Finding(code, message, Span(line, col, line, col + 1), severity="error", path=path)


def _decode_error_position(data: bytes, exc: UnicodeDecodeError, encoding: str) -> tuple[int, int]:
    start = data.rfind(b"\n", 0, exc.start) + 1
    line = data.count(b"\n", 0, exc.start) + 1
    return line, len(data[start:exc.start].decode(encoding, errors="replace"))


def problem(path: str | Path) -> Finding | None:
    """E902/E999 for a Python file that cannot be read, decoded or parsed; None for one that can."""
    name = str(path)
    try:
        # never a plain read: a FIFO or a symlink to /dev/zero named *.py would block or read without end
        data = read_bytes_safely(path)
    except InputError as exc:
        if "cannot read" in str(exc):
            return _finding(IO_ERROR, str(exc).split(": ", 1)[-1], name, 1, 0)
        return None   # not a regular file, or over the size limit: skipped (the run says so), not judged here
    encoding = "utf-8"
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        source = data.decode(encoding)
    except UnicodeDecodeError as exc:
        line, col = _decode_error_position(data, exc, encoding)
        return _finding(IO_ERROR, f"UnicodeDecodeError: the file is not valid {encoding}: {exc.reason} "
                                  f"(byte 0x{data[exc.start]:02x})", name, line, col)
    except (SyntaxError, LookupError) as exc:  # a bad coding cookie
        return _finding(IO_ERROR, f"{type(exc).__name__}: {exc}", name, 1, 0)
    if source.startswith("\ufeff"):
        source = source[1:]
    try:
        # compile, not ast.parse: every error Python raises before running a line (also `return` outside a
        # function, which the parser alone accepts), and no Python AST objects are built, the costly part.
        # Warnings (invalid escape sequences...) are not errors, and must not print.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(source, name, "exec", dont_inherit=True)
    except SyntaxError as exc:
        message = exc.msg or "invalid syntax"
        # the Python running jax-mesh-lsp is the judge: code for a newer one (`type X = ...`, PEP 701 f-strings)
        # fails here though its own Python runs it, so say which Python parsed it
        return _finding(SYNTAX_ERROR, f"{type(exc).__name__}: {message} (parsed as Python {_PYTHON})", name,
                        exc.lineno or 1, (exc.offset or 1) - 1)
    except (ValueError, RecursionError, MemoryError) as exc:  # null bytes, absurd nesting
        return _finding(SYNTAX_ERROR, f"{type(exc).__name__}: {exc}", name, 1, 0)
    return None

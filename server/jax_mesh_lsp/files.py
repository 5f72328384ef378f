"""Finding and reading the files to check: folders recursed (skipping VCS, venvs, caches), encodings honoured."""
from __future__ import annotations

import io
import os
import tokenize
from pathlib import Path

SKIP_DIRS = frozenset({".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", "venv", ".tox", ".nox",
                       ".mypy_cache", ".pytest_cache", ".ruff_cache", ".gt-cache", "build", "dist", ".eggs"})
SUFFIXES = (".py", ".pyi", ".ipynb")


class InputError(ValueError):
    """A path the user named that cannot be checked."""


def collect(paths: list[str]) -> list[Path]:
    """The files to check, in a stable order. Named files must be Python files or notebooks."""
    out: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise InputError(f"{raw}: no such file or directory")
        if path.is_file():
            if path.suffix not in SUFFIXES:
                raise InputError(f"{raw}: not a Python file or notebook (expected {', '.join(SUFFIXES)})")
            out.append(path)
            continue
        for folder, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.endswith(".egg-info")
                             and not (Path(folder, d) / "pyvenv.cfg").exists())
            out.extend(Path(folder, f) for f in sorted(files) if f.endswith(SUFFIXES))
    seen: set[Path] = set()
    unique = []
    for p in out:
        key = p.resolve()
        if key not in seen:
            seen.add(key)
            unique.append(p)
    return unique


def read_source(path: Path) -> str:
    """The file's text, decoded as Python would (PEP 263 coding cookie, BOM). Raises InputError when it can't."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if path.suffix == ".ipynb":
        return data.decode("utf-8", errors="replace")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        text = data.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot decode: {exc}") from None
    return text[1:] if text.startswith("\ufeff") else text

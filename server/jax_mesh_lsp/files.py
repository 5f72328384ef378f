"""Finding and reading the files to check: folders recursed (skipping VCS, venvs, caches), encodings honoured."""
from __future__ import annotations

import io
import logging
import os
import stat
import tokenize
from pathlib import Path

log = logging.getLogger("jax_mesh_lsp.files")

SKIP_DIRS = frozenset({".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", "venv", ".tox", ".nox",
                       ".mypy_cache", ".pytest_cache", ".ruff_cache", ".gt-cache", ".eggs"})
# Build outputs, unless the folder is itself a package (`dist/__init__.py`: a project's own `dist` package of
# distributed helpers is code like any other, and the programs that import it run it).
BUILD_OUTPUT_DIRS = frozenset({"build", "dist"})
SUFFIXES = (".py", ".pyi", ".ipynb")
# Files bigger than this are not read (a workspace may hold a `big.py` of 400 MB, or `x.py -> /dev/zero`).
MAX_FILE_BYTES = int(os.environ.get("JAX_MESH_LSP_MAX_FILE_BYTES", 2 * 1024 * 1024))
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)


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
            dirs[:] = sorted(d for d in dirs if not skipped_dir(folder, d))
            out.extend(Path(folder, f) for f in sorted(files) if f.endswith(SUFFIXES))
    seen: set[Path] = set()
    unique = []
    for p in out:
        key = p.resolve()
        if key not in seen:
            seen.add(key)
            unique.append(p)
    return unique


def skipped_dir(folder: str, name: str) -> bool:
    """A folder never walked: version control, caches, virtual environments, build outputs."""
    if name in SKIP_DIRS or name.endswith(".egg-info") or os.path.exists(os.path.join(folder, name, "pyvenv.cfg")):
        return True
    return name in BUILD_OUTPUT_DIRS and not os.path.isfile(os.path.join(folder, name, "__init__.py"))


def _inside(real: str, roots) -> bool:
    for root in roots:
        r = os.path.realpath(root)
        if real == r or real.startswith(r.rstrip(os.sep) + os.sep):
            return True
    return False


def read_bytes_safely(path: str | os.PathLike, max_bytes: int | None = None, roots=None) -> bytes:
    """The bytes of a regular file of at most `max_bytes` (default MAX_FILE_BYTES). Never blocks and never
    reads without end: FIFOs, devices and sockets are refused before reading (the open is non-blocking, the
    type checked again on the open descriptor). With `roots`, a symlink is followed only to a file inside one
    of them. Raises InputError saying why not."""
    limit = MAX_FILE_BYTES if max_bytes is None else max_bytes
    name = os.fspath(path)
    try:
        st = os.stat(name)
        if not stat.S_ISREG(st.st_mode):
            raise InputError(f"{name}: not a regular file: skipped")
        if roots is not None and os.path.realpath(name) != os.path.abspath(name):  # a link on the way
            if not _inside(os.path.realpath(name), roots):
                raise InputError(f"{name}: a symlink to {os.path.realpath(name)}, outside the workspace: skipped")
        if st.st_size > limit:
            raise InputError(f"{name}: {st.st_size:,} bytes is over the limit of {limit:,} "
                             f"(setting max-file-bytes): skipped")
        fd = os.open(name, _OPEN_FLAGS)
    except OSError as exc:
        raise InputError(f"{name}: cannot read: {exc.strerror or exc}") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):   # replaced between the stat and the open
            raise InputError(f"{name}: not a regular file: skipped")
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise InputError(f"{name}: grew over the limit of {limit:,} bytes while read: skipped")
        return b"".join(chunks)
    except OSError as exc:
        raise InputError(f"{name}: cannot read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def read_source(path: Path, roots=None, max_bytes: int | None = None) -> str:
    """The file's text, decoded as Python would (PEP 263 coding cookie, BOM). Raises InputError when it can't
    (see read_bytes_safely for what is refused)."""
    data = read_bytes_safely(path, max_bytes, roots)
    if path.suffix == ".ipynb":
        return data.decode("utf-8", errors="replace")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        text = data.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot decode: {exc}") from None
    return text[1:] if text.startswith("\ufeff") else text

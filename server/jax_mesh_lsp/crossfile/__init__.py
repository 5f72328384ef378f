"""Cross-file analysis: meshes and helpers defined in one module and used in another, judged over the project.

For the CLI:
    check_project(paths, options=None, *, root=None, environment=None, max_depth=3) -> dict[str, list[Finding]]
    check_paths(files, options, jobs=0, progress=None) -> (list[Finding], list[str])   # what `check` calls

For the language server (one Project per workspace folder, shared; all methods thread-safe):
    project_for(path, roots=(), environment=None) -> Project
    Project.update_document(path, source, version) / close_document(path) / invalidate(path=None)
    Project.analyze_document(path, source, version, options) -> list[Finding]       # blocking: worker thread
    Project.analyze_document_async(path, source, version, options) -> Future[list[Finding]]
    Project.dependents(path) -> set[str]      # documents to re-check when `path` changed
    analyze_document(path, source, version, options, *, roots=(), environment=None) -> list[Finding]
The language server publishes only this result (its single-file result would drop the cross-file findings).

jedi is imported only when a name has to be looked up; nothing here imports or runs the analysed code.
"""
from __future__ import annotations


import os
import threading
from typing import Any, Iterable

from .. import batch_gc
from ..analysis import AnalysisOptions, Finding
from .files import norm
from .project import DEFAULT_MAX_DEPTH, ModuleAnalysis, Project, marker_root

__all__ = ["Project", "ModuleAnalysis", "check_project", "check_paths", "analyze_document", "project_for",
           "DEFAULT_MAX_DEPTH"]

_PROJECTS: dict[tuple, Project] = {}
_REGISTRY_LOCK = threading.Lock()


def _env_key(environment: Any) -> Any:
    return environment if environment is None or isinstance(environment, (str, os.PathLike)) else id(environment)


def project_for(path: str | os.PathLike, roots: Iterable[str | os.PathLike] = (), environment: Any = None,
                max_depth: int = DEFAULT_MAX_DEPTH) -> Project:
    """The shared Project of the workspace folder holding `path` (the deepest of `roots` that contains it;
    without one, the nearest folder above it with a pyproject.toml / setup.py / .git, else its own folder)."""
    p = norm(path)
    best = None
    for r in roots:
        r = norm(r)
        if (p == r or p.startswith(r + os.sep)) and (best is None or len(r) > len(best)):
            best = r
    if best is None:
        best = _marker_root(p)
    key = (best, _env_key(environment), max_depth)
    with _REGISTRY_LOCK:
        project = _PROJECTS.get(key)
        if project is None:
            project = _PROJECTS[key] = Project(best, environment, max_depth=max_depth)
        return project


def _marker_root(path: str) -> str:
    folder = path if os.path.isdir(path) else os.path.dirname(path)
    return marker_root(folder) or folder


def analyze_document(path: str | os.PathLike, source: str | None, version: Any,
                     options: AnalysisOptions | None = None, *, roots: Iterable[str | os.PathLike] = (),
                     environment: Any = None) -> list[Finding]:
    """Cross-file findings for one open document (blocking: call it from a worker thread)."""
    return project_for(path, roots, environment).analyze_document(path, source, version, options)


def _common_root(paths: list[str]) -> str:
    folders = [p if os.path.isdir(p) else os.path.dirname(p) for p in paths]
    try:
        return os.path.commonpath(folders) if folders else os.getcwd()
    except ValueError:  # different drives
        return folders[0]


def check_project(paths: Iterable[str | os.PathLike], options: AnalysisOptions | None = None, *,
                  root: str | os.PathLike | None = None, environment: Any = None,
                  max_depth: int = DEFAULT_MAX_DEPTH, errors: list[str] | None = None) -> dict[str, list[Finding]]:
    """Findings per file for files and folders (folders recursed like `check` does), keys as the paths found."""
    from ..files import collect
    files = [os.fspath(f) for f in collect([os.fspath(p) for p in paths])]
    base = norm(root) if root is not None else _common_root([norm(p) for p in paths] or [os.getcwd()])
    project = Project(base, environment, max_depth=max_depth, max_files=2 * len(files) + 256)
    try:
        with project._operation():
            if len(files) > 1:
                project.scan(options or AnalysisOptions())
            return project.check(files, options, errors=errors)
    finally:
        project.close()


PARALLEL_MIN_FILES = 64  # below this a process pool costs more than it saves


def check_paths(files: list, options: AnalysisOptions, jobs: int = 0, progress=None) -> tuple[list[Finding], list[str]]:
    """What `jax-mesh-lsp check` calls: every file cross-file, one project per common root.

    A run over the same, unchanged files is answered from the on-disk cache (cache.py). Otherwise the files are
    split into `jobs` contiguous runs (0: one per core), each checked in its own process with its own project
    (the caches shared between neighbouring modules are what makes a run fast)."""
    from . import cache

    names = [os.fspath(f) for f in files]
    errors: list[str] = []
    findings: list[Finding] = []
    if not names:
        return findings, errors
    # files of unrelated projects (`check ~/a/x.py /tmp/y.py`) are checked one project each: their common
    # folder (here `/`) is no project, and scanning it would read the whole disk
    by_project: dict[str, list[str]] = {}
    for n in names:
        by_project.setdefault(_marker_root(norm(n)), []).append(n)
    if len(by_project) > 1 and os.path.dirname(_common_root([norm(n) for n in names])) == _common_root(
            [norm(n) for n in names]):
        for group in by_project.values():
            found, errs = check_paths(group, options, jobs, progress)
            findings.extend(found)
            errors.extend(errs)
        return findings, errors
    root = _common_root([norm(n) for n in names])
    key = cache.run_key(names, options) if cache.enabled() else None
    hit = cache.load(key) if key else None
    if hit is not None:
        if progress is not None:
            for _ in names:
                progress.advance()
        return hit
    jobs = jobs or os.cpu_count() or 1
    seen: dict = {}
    if jobs > 1 and len(names) >= PARALLEL_MIN_FILES:
        import concurrent.futures
        size = -(-len(names) // jobs)
        chunks = [names[i:i + size] for i in range(0, len(names), size)]
        with concurrent.futures.ProcessPoolExecutor(len(chunks)) as pool:
            for found, errs, looked in pool.map(_check_chunk, [root] * len(chunks), chunks,
                                                [options] * len(chunks), [len(names) > 1] * len(chunks)):
                findings.extend(found)
                errors.extend(errs)
                seen.update(looked)
                if progress is not None:
                    for _ in range(size):
                        progress.advance()
    else:
        found, errs, seen = _check_chunk(root, names, options, len(names) > 1, progress)
        findings.extend(found)
        errors.extend(errs)
    if key:
        cache.store(key, seen, findings, errors)
    return findings, errors


def _check_chunk(root: str, names: list[str], options: AnalysisOptions, scan: bool, progress=None):
    """One project over `names` (in a worker process, or in this one): findings, errors, what it looked at."""
    from . import cache

    # every file a batch run reads stays parsed, and every analysis it makes stays: an analysis dropped by the
    # LRU is made again by the next callers search that reaches its module (MaxText: each one three times)
    project = Project(root, max_files=2 * len(names) + 256, cache_size=4 * len(names) + 256)
    errors: list[str] = []
    findings: list[Finding] = []
    # a batch run keeps every tree and analysis it makes: the automatic collector would walk them again and
    # again (batch_gc.py)
    try:
        with batch_gc.batch_collection(), project._operation():  # a batch run: each file's mtime is read once
            if scan:
                project.scan(options)
            _check_each(project, names, options, errors, findings, progress)
            looked = cache.looked_at(project._stat_memo or {})
    finally:
        project.close()
    return findings, errors, looked


def _check_each(project, names, options, errors, findings, progress):
    for name in names:
        found = project.check([name], options, errors=errors)
        for items in found.values():
            findings.extend(items)
        batch_gc.between_files(batch_gc.PROJECT_YOUNG_LIMIT)
        if progress is not None:
            progress.advance()
    return findings, errors

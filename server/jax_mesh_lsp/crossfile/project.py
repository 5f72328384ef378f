"""The project model: every module of a workspace folder, analysed on demand with the same interpreter as the
single-file check, with names imported from project modules resolved to what those modules bind.

- Resolution: `from X import Y` / `X.Y` of a project module X -> X's top level is run (as `import` runs it, with
  its own imports resolved, `max_depth` modules deep, cycle-safe) and the value bound to Y is handed to the
  importing module's interpreter: a MeshVal, a function (inlined at each call under the caller's context mesh),
  a factory (its call returns the MeshVal; also through wrappers and functools.cache), a constant. Importing a
  module whose top level calls `jax.set_mesh` sets the mesh. `self.mesh` is read from its one assignment in
  `__init__`. Module files are found on the project's search paths like `import` finds them, and with jedi
  (`goto`, follow_imports) where that fails (layouts jedi knows and a plain search does not).
- The prefilter decides what is worth it: only files naming a watched API (or importing a module that does)
  are checked; a def/class of a module that names no mesh, no watched word and imports no such module is an
  InertCallable (calling it leaves the mesh alone) and that module is never analysed.
- Callers: a function whose body holds a watched call is judged over every caller in the project, up to
  `max_depth` levels of callers of callers: module-level functions through the project's import statements
  (a word index picks the files, the same module lookup as resolution says which import names the function),
  methods through jedi (`get_references`, project scope) when their body's verdict is certain alone. Then the
  core's placement policy: at the collective when every caller is bad, at the offending calls when they
  disagree, nothing when nothing is certain; a caller we cannot follow makes the collective's verdict unknown.
- Caches: one parsed tree per (file, version), shared by every analysis; module analyses per (file, role,
  depth, options) validated against the (mtime, size) or editor version of every file they read; judged
  functions per project generation (bumped by document updates); all LRU-bounded.
"""
from __future__ import annotations

import ast
import dataclasses
import importlib.machinery
import logging
import os
import re
import sys
import threading
import time
import weakref
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from ..analysis import AnalysisOptions, analyze_module, finalize, place_findings, rules as core_rules
from ..analysis import every_option
from ..analysis.context import EMPTY, UNKNOWN_CTX
from ..analysis.astwalk import MESH_SETTERS, callee_name, statements
from ..analysis.test_entries import sets_for_good_in
from ..analysis.findings import Finding, Related, leads_to
from ..analysis.interpreter import CallRef, Frame, ModuleGetattr, Record, _local_names
from ..analysis.prefilter import worth_parsing
from ..analysis.objects import ObjVal
from ..analysis.values import UNKNOWN, FuncVal, ListVal, MeshVal, PartialVal, QualName, join_values
from .files import DEF_NODES, ParsedFile, folders_up, imported_modules, norm
from .import_handlers import import_handlers
from .interp import DATA_VALUES, LIBRARY_ROOTS, InertCallable, ProjectInterpreter, share_rule_state
from .jedi_bridge import JediBridge

log = logging.getLogger("jax_mesh_lsp.crossfile")

DEFAULT_MAX_DEPTH = 4
MARKERS = ("pyproject.toml", "setup.py", "setup.cfg", ".git")   # what makes a folder a project's root
LOOSE_FOLDER_MAX_FILES = 5_000   # files listed under a folder with no marker (see _project_files)
FILES_BUDGET_CHARS = int(os.environ.get("JAX_MESH_LSP_FILES_BUDGET_CHARS", 64_000_000))  # parsed files kept
_STDLIB = frozenset(getattr(sys, "stdlib_module_names", ()))
# how many imports away a watched API may be for a module that calls into it to be analysed
_RELEVANT_DEPTH = 3
_BARE_RELATIVE = re.compile(r"^[ \t]*from[ \t]+\.+[ \t]+import\b", re.MULTILINE)


# jedi (parso) needs seconds for a file of ~10k lines: a method's callers are searched only in smaller files;
# in bigger ones they stay unknown (silent), as they are when jedi cannot tell.
JEDI_MAX_LINES = int(os.environ.get("JAX_MESH_LSP_JEDI_MAX_LINES", "5000"))


def _options_key(options: AnalysisOptions) -> tuple:
    return (tuple(options.jax_version), tuple(options.select), tuple(options.ignore), options.max_call_depth)


def _active_rules(options: AnalysisOptions) -> list:
    return [r for r in core_rules() if options.rule_enabled(r.code)]


def _watched_words(options: AnalysisOptions) -> tuple[str, ...]:
    return tuple(sorted({w for r in _active_rules(options)
                         for w in (*getattr(r, "keywords", ()), *getattr(r, "cross_file_keywords", ()))}
                        | {"set_mesh", "use_mesh", "shard_map", "top_level_all_gather"}))


def _raising_codes() -> frozenset:
    return frozenset(r.code for r in core_rules() if getattr(r, "raises", False))


def _records_by_def(a: "ModuleAnalysis", path: str, pf: ParsedFile) -> dict[int, list]:
    """The run's records in file `path`, by id of their enclosing def (None: module level); one pass per run
    and file (asking each record's def per function made big files quadratic)."""
    index = a.index.get(("def", path))
    stamp = (id(a.records), len(a.records))
    if index is None or a.index.get(("def-records", path)) != stamp:
        index = {}
        for r in a.records:
            if r.path == path:
                index.setdefault(id(pf.enclosing_function(r.node)), []).append(r)
        a.index[("def", path)] = index
        a.index[("def-records", path)] = stamp
    return index


def _records_by_node(a: "ModuleAnalysis") -> dict[int, list]:
    """The run's records by id of their node, each with its position in the run."""
    index = a.index.get("node")
    stamp = (id(a.records), len(a.records))
    if index is None or a.index.get("node-records") != stamp:
        index = {}
        for i, r in enumerate(a.records):
            index.setdefault(id(r.node), []).append((i, r))
        a.index["node"] = index
        a.index["node-records"] = stamp
    return index


@dataclass(eq=False)
class ModuleAnalysis:
    """One run of the interpreter over one module: as the program (`main`) or as `import` runs it."""
    file: ParsedFile
    role: str                                   # "main" | "import"
    budget: int                                 # levels of imports still resolved from here
    interp: ProjectInterpreter | None
    deps: dict[str, tuple] = field(default_factory=dict)    # every file read -> its key at the time
    closure: frozenset = frozenset()            # project modules whose top level ran (this one included)
    module_findings: list[Finding] = field(default_factory=list)
    error: str | None = None
    seconds: float = 0.0
    index: dict = field(default_factory=dict)   # lookups over the records, built on first use

    @property
    def records(self) -> list[Record]:
        return self.interp.records if self.interp is not None else []

    @property
    def env(self) -> dict:
        return self.interp.module_frame.env if self.interp is not None else {}


@dataclass
class _Search:
    """The state of one callers search: which judged nodes, which analyses reach them, what stayed unsure."""
    fset: set[int]
    options: AnalysisOptions
    analyses: dict[int, ModuleAnalysis] = field(default_factory=dict)
    # calls reached but not followed into: (file, call, (file, def) of the function it calls, when known)
    unfollowed: list[tuple[ParsedFile, ast.Call, tuple | None]] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)       # why (for the log)
    visited: set = field(default_factory=set)
    followed: int = 0                       # calls of it followed on a reached path (whatever they reached)
    promotable: bool = False
    # functions on the way (file, def) none of whose uses the search could follow: nobody known calls them
    escaped: list[tuple[ParsedFile, ast.AST]] = field(default_factory=list)
    dirty: int = 0        # uses that may be calls nobody saw: unknown references, runs that raised first
    clean: dict = field(default_factory=dict)   # per searched symbol: no use of it followed, none dirty

    def progress(self) -> int:
        return self.followed + len(self.unfollowed) + len(self.analyses) + self.dirty
    _followed: dict[int, set[int]] = field(default_factory=dict)
    _through: dict[int, set[str]] = field(default_factory=dict)

    def index(self, a: ModuleAnalysis) -> tuple[set[int], set[str]]:
        if id(a) not in self._followed:
            calls: set[int] = set()
            paths: set[str] = set()
            by_node = _records_by_node(a)
            for r in (r for n in self.fset for _, r in by_node.get(n, ())):
                if r.reached:
                    for cr in r.chain:
                        calls.add(id(cr.node))
                        if cr.path:
                            paths.add(cr.path)
            self._followed[id(a)], self._through[id(a)] = calls, paths
        return self._followed[id(a)], self._through[id(a)]


class Project:
    """One workspace folder: its files, one jedi project, and the caches. Thread-safe (one lock)."""

    def __init__(self, root: str | os.PathLike, environment: Any = None, *, max_depth: int = DEFAULT_MAX_DEPTH,
                 cache_size: int = 256, added_sys_path: Iterable[str] = (), references: str = "index",
                 max_files: int | None = None):
        self.root = norm(root)
        self.max_depth = max(0, int(max_depth))
        self.cache_size = max(8, int(cache_size))
        # parsed files kept (also bounded by FILES_BUDGET_CHARS): a batch run over more files than this reads
        # each one again whenever a callers search lists the project's files
        self.max_files = max(2 * self.cache_size, int(max_files or 0))
        added = tuple(norm(p) for p in added_sys_path)
        self.bridge = JediBridge(self.root, environment, added)
        self._lock = threading.RLock()
        self._overlays: dict[str, tuple[str, Any]] = {}
        self._files: OrderedDict[str, ParsedFile] = OrderedDict()
        self._live: weakref.WeakValueDictionary = weakref.WeakValueDictionary()
        self._analyses: OrderedDict[tuple, ModuleAnalysis] = OrderedDict()
        # analyses that met an import cycle through a module importing them (see _analysis): base key -> the
        # sets of such modules they were run under
        self._cut_keys: dict[tuple, set] = {}
        self._running = threading.local()   # per thread: the analyses being run, innermost last (stack, cuts)
        self._judged: OrderedDict[tuple, tuple[list[Record], dict]] = OrderedDict()
        self._modules: dict[tuple, str | None] = {}
        self._read_errors: dict[str, str] = {}
        self._interest: dict[tuple, tuple[bool, int, tuple]] = {}
        self._worth_cache: dict[tuple, tuple] = {}
        self._names_of_tree: tuple | None = None
        self._stat_memo: dict | None = None
        self._stems: tuple | None = None
        self._words: dict[str, tuple] = {}
        self._op_words: list[tuple[str, frozenset]] | None = None   # (path, words) during one operation
        self._listing: tuple | None = None
        self._locals_cache: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
        self.references = references
        self._libraries: dict[str, bool] = {}
        self._executor: ThreadPoolExecutor | None = None
        self.generation = 0
        # a project marker at the root (or above it): its whole tree is the project
        self.marked = marker_root(self.root) is not None
        paths = [self.root]
        if os.path.isfile(os.path.join(self.root, "__init__.py")):
            paths.append(os.path.dirname(self.root))      # the root is a package: its parent is on sys.path
        if os.path.isdir(os.path.join(self.root, "src")):
            paths.append(os.path.join(self.root, "src"))
        self.search_paths = paths + [p for p in added if p not in paths]
        self.stats = {"analyses": 0, "import_analyses": 0, "judged": 0, "parse": 0}

    # ================================================================================= editor documents
    def update_document(self, path: str | os.PathLike, source: str, version: Any) -> None:
        """An open editor buffer: its text wins over the file on disk until `close_document`."""
        with self._lock:
            key = norm(path)
            if self._overlays.get(key) != (source, version):
                self._overlays[key] = (source, version)
                self.generation += 1

    def close_document(self, path: str | os.PathLike) -> None:
        with self._lock:
            if self._overlays.pop(norm(path), None) is not None:
                self.generation += 1

    def invalidate(self, path: str | os.PathLike | None = None) -> None:
        """A file changed on disk (watcher event) or anything might have: forget what callers were found."""
        with self._lock:
            self.generation += 1
            self._modules.clear()     # a file created or removed changes what imports find
            self._listing = None
            self._names_of_tree = None

    def dependents(self, path: str | os.PathLike) -> set[str]:
        """Files whose cached cross-file result read `path`: re-analyse those open documents when it changes."""
        target = norm(path)
        out: set[str] = set()
        with self._lock:
            for a in self._analyses.values():
                if a.role == "main" and target in a.deps:
                    out.add(a.file.path)
            for key, (_, paths) in self._judged.items():
                if target in paths:
                    out.update(paths)
        out.discard(target)
        return out

    # ================================================================================= public analysis
    def analyze_document(self, path: str | os.PathLike, source: str | None = None, version: Any = None,
                         options: AnalysisOptions | None = None) -> list[Finding]:
        """The findings for one file, cross-file. Blocking (jedi, other modules): run it in a worker thread."""
        options = options or AnalysisOptions()
        with self._lock:
            if source is not None:
                self.update_document(path, source, version)
            p = norm(path)
            try:
                with self._operation():
                    return self._document(p, options)
            except Exception as exc:  # never a crash: fall back to what the file says alone
                log.warning("cross-file analysis of %s failed (%s: %s); single-file result used", p,
                            type(exc).__name__, exc, exc_info=True)
                return self._single_file(p, options)

    def analyze_document_async(self, path, source: str | None, version: Any, options: AnalysisOptions | None = None,
                               executor=None) -> Future:
        """`analyze_document` on a worker thread: a Future of the findings (the caller checks the version)."""
        if executor is None:
            with self._lock:
                if self._executor is None:
                    self._executor = ThreadPoolExecutor(1, thread_name_prefix="jax-mesh-crossfile")
                executor = self._executor
        return executor.submit(self.analyze_document, path, source, version, options)

    def check(self, paths: Iterable[str | os.PathLike], options: AnalysisOptions | None = None,
              errors: list[str] | None = None) -> dict[str, list[Finding]]:
        """Findings for every file named (folders are not expanded here), keyed by the path as given."""
        options = options or AnalysisOptions()
        given = {norm(p): os.fspath(p) for p in paths}
        out: dict[str, list[Finding]] = {orig: [] for orig in given.values()}
        with self._lock:
            for p, orig in given.items():
                try:
                    with self._operation():
                        found = self._document(p, options, errors=errors)
                except Exception as exc:
                    log.warning("cross-file analysis of %s failed: %s: %s", p, type(exc).__name__, exc,
                                exc_info=True)
                    if errors is not None:
                        errors.append(f"{orig}: internal error in cross-file analysis ({type(exc).__name__}: "
                                      f"{exc}); single-file result used")
                    found = self._single_file(p, options)
                for f in found:
                    f.path = orig
                out[orig] = found
        return out

    def scan(self, options: AnalysisOptions) -> None:
        """Batch runs (`check` on a folder): learn which project modules name a watched API, so a file that
        names none of them is skipped at once. Valid during the current operation only (files may change)."""
        active = _active_rules(options)
        stems = set()
        sources = []
        for path in self._project_files():
            pf = self._file(path)
            if pf is not None and self._worth_through(pf, options, active, _RELEVANT_DEPTH):
                stems.add(_module_name(pf.path))
                if self._worth_through(pf, options, active, _RELEVANT_DEPTH, core=True):
                    sources.append(pf)
        reached = self._imports_reached(sources, self.max_depth) if self._listing_complete() else None
        self._stems = ((self.generation, _options_key(options)), frozenset(stems), reached)

    def _imports_reached(self, sources: list[ParsedFile], depth: int) -> frozenset:
        """The project modules that `sources` import, directly or up to `depth` imports away (and the sources):
        the only modules their values (the PartitionSpecs they spell) can be handed to by a call."""
        reached = {pf.path for pf in sources}
        frontier = list(sources)
        for _ in range(depth):
            following = []
            for pf in frontier:
                for level, module in pf.imported():
                    if level == 0 and module.split(".")[0] in LIBRARY_ROOTS:
                        continue
                    target = self.find_module(level, module, pf.path)
                    if target and target not in reached:
                        reached.add(target)
                        other = self._file(target)
                        if other is not None:
                            following.append(other)
            frontier = following
        return frozenset(reached)

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False)
            self._executor = None

    # ================================================================================= files
    def _current_key(self, path: str) -> tuple | None:
        overlay = self._overlays.get(path)
        if overlay is not None:
            return ("v", overlay[1])
        memo = self._stat_memo
        if memo is not None and path in memo:
            return memo[path]
        try:
            st = os.stat(path)
            key = ("disk", st.st_mtime_ns, st.st_size)
        except OSError:
            key = None
        if memo is not None:
            memo[path] = key
        return key

    def _operation(self):
        """One public call: files on disk are looked at (stat) once during it."""
        project = self

        class _Op:
            def __enter__(self):
                self.outer = project._stat_memo is not None
                if not self.outer:
                    project._stat_memo = {}

            def __exit__(self, *exc):
                if not self.outer:
                    project._stat_memo = None
                    project._stems = None
                    project._op_words = None
        return _Op()

    def _file(self, path: str) -> ParsedFile | None:
        path = norm(path)
        key = self._current_key(path)
        if key is None:
            return None
        pf = self._files.get(path) or self._live.get(path)
        if pf is not None and pf.key == key:
            self._files[path] = pf
            self._files.move_to_end(path)
            return pf
        overlay = self._overlays.get(path)
        if overlay is not None:
            source = overlay[0]
        else:
            from ..files import InputError, read_source
            try:
                source = read_source(Path(path), roots=self.search_paths)  # safe: see files.read_bytes_safely
            except InputError as exc:
                if self._read_errors.get(path) != str(exc):  # once per file and reason
                    log.warning("cross-file: %s", exc)
                self._read_errors[path] = str(exc)
                return None
        pf = ParsedFile(path, key, source)
        self.stats["parse"] += 1
        self._files[path] = pf
        self._live[path] = pf
        held = sum(len(f.source) for f in self._files.values())
        while len(self._files) > self.max_files or (held > FILES_BUDGET_CHARS and len(self._files) > 1):
            held -= len(self._files.popitem(last=False)[1].source)  # bounded in count and in size
        return pf

    # ================================================================================= module analyses
    def _analysis(self, path: str, role: str, budget: int, options: AnalysisOptions,
                  stack: tuple = ()) -> ModuleAnalysis | None:
        pf = self._file(path)
        if pf is None:
            return None
        ck = (pf.path, role, budget, _options_key(options))
        on_stack = set(stack)
        for b in range(self.max_depth, budget - 1, -1) if role == "import" else (budget,):
            # a run that resolved more (a higher budget) answers as well
            key = (pf.path, role, b, ck[3])
            for full in [key] + [key + (cuts,) for cuts in self._cut_keys.get(key, ()) if cuts <= on_stack]:
                cached = self._analyses.get(full)
                if cached is not None and cached.file is pf and self._deps_valid(cached):
                    self._analyses.move_to_end(full)
                    return cached
        if pf.path in stack:
            # an import cycle: the module is still running (its names are not bound yet). What the analyses
            # above it make of that holds only while it is running: they are kept apart (see below)
            for frame_stack, cuts in getattr(self._running, "frames", ()):
                if pf.path in frame_stack[:-1]:
                    cuts.add(pf.path)
            return None
        running = self._running.__dict__.setdefault("frames", [])
        cuts: set = set()
        running.append((stack + (pf.path,), cuts))
        try:
            analysis = self._run_analysis(pf, role, budget, options, stack)
        finally:
            running.pop()
        if cuts:
            # it imported (through others) a module that was importing it: reused only while those run again
            frozen = frozenset(cuts)
            self._cut_keys.setdefault(ck, set()).add(frozen)
            ck = ck + (frozen,)
        self._analyses[ck] = analysis
        while len(self._analyses) > self.cache_size:
            evicted, _ = self._analyses.popitem(last=False)
            if len(evicted) > 4:   # (a run kept apart for the cycle it met: its key goes with it)
                kept = self._cut_keys.get(evicted[:4])
                if kept is not None:
                    kept.discard(evicted[4])
                    if not kept:
                        del self._cut_keys[evicted[:4]]
        return analysis

    def _run_analysis(self, pf: ParsedFile, role: str, budget: int, options: AnalysisOptions,
                      stack: tuple) -> ModuleAnalysis:
        started = time.perf_counter()
        analysis = ModuleAnalysis(pf, role, budget, None, deps={pf.path: pf.key}, closure=frozenset({pf.path}))
        tree = pf.parse()
        if tree is None:
            analysis.error = pf.error
        else:
            # rules run in imported modules too: some keep per-run state the importer needs (the Mosaic GPU
            # rules note each kernel's options where `plgpu.kernel(...)` is called); their verdicts are dropped
            resolver = Resolver(self, pf, budget, options, stack + (pf.path,)) if budget > 0 else None
            factory = dict(hooks=resolver, module_only=(role == "import"),
                           module_name=None if role == "main" else _module_name(pf.path),
                           only_watching_functions=not options.report_uncalled,
                           start_unknown=role == "main" and self._imported_under_a_mesh(pf))
            try:
                result = analyze_module(pf.source, pf.path, options, tree=tree,
                                        resolve_external=resolver.resolve_external if resolver else None,
                                        interpreter_class=ProjectInterpreter.factory(**factory), place=False)
                guards = self._import_guards(pf) if role == "main" and (any(
                    r.verdict == "bad" and r.reached for r in getattr(result.interpreter, "records", ()))
                    or any(f.severity in ("error", "warning") for f in result.findings)) else ()
                if guards:
                    # imported only inside `try` bodies: its top level's errors are caught there (run again,
                    # rarely: only modules with findings are asked)
                    if resolver is not None:
                        resolver = Resolver(self, pf, budget, options, stack + (pf.path,))
                    result = analyze_module(pf.source, pf.path, options, tree=tree,
                                            resolve_external=resolver.resolve_external if resolver else None,
                                            interpreter_class=ProjectInterpreter.factory(
                                                **factory, import_handlers=guards), place=False)
                analysis.interp = result.interpreter
                analysis.error = result.error
                if role == "main":
                    analysis.module_findings = list(result.findings)
            except Exception as exc:  # an interpreter bug must not take the server down
                log.warning("interpreter failed on %s: %s: %s", pf.path, type(exc).__name__, exc, exc_info=True)
                analysis.error = f"internal error: {type(exc).__name__}: {exc}"
            if resolver is not None:
                analysis.deps.update(resolver.deps)
            if analysis.interp is not None:
                analysis.closure = frozenset({pf.path}) | frozenset(analysis.interp.imported)
        analysis.seconds = time.perf_counter() - started
        self.stats["analyses" if role == "main" else "import_analyses"] += 1
        return analysis

    def _import_guards(self, pf: ParsedFile) -> tuple:
        """The importer's handler when every project import of the module sits in a `try` body (import_handlers)."""
        if pf.path.endswith("__init__.py") or "__main__" in pf.source:
            return ()   # (a package is imported by its submodules' importers too; a script runs on its own)
        stem = _import_stem(pf.path)
        importers = self._files_mentioning(stem) if stem.isidentifier() else None
        return import_handlers(stem, importers, pf.path) if importers else ()

    def _imported_under_a_mesh(self, pf: ParsedFile) -> bool:
        """Whether the module's top level may run under a mesh another module set, so that its own run starts
        with the context mesh unknown instead of empty. Some project file sets a mesh somewhere, and the module
        is not certainly imported first thing: see _runs_before_any_mesh."""
        if not self._project_sets_a_mesh():
            return False
        return not self._runs_before_any_mesh(pf, 0)

    def _project_sets_a_mesh(self) -> bool:
        """Some project file has a mesh-setting line (read by text only; nothing is parsed here)."""
        return bool(self._setter_files())

    def _op_memo(self, name: str) -> dict:
        """A memo that holds for the current operation only (files do not change during one), dropped at the
        next: a server's operations would otherwise pile up entries. Outside an operation: a fresh one."""
        op = self._stat_memo
        held = self.__dict__.get(name)
        if held is None or held[0] is not op or op is None or held[1] != self.generation:
            held = self.__dict__[name] = (op, self.generation, {})
        return held[2]

    def _setter_files(self) -> dict:
        memo = self._op_memo("_setter_files_memo")
        if "found" not in memo:
            # each file once (most mention several of the words), each regex scan at most once per file
            mentioning = {f.path: f for word in ("set_mesh", "use_mesh", "use_abstract_mesh", "__enter__",
                                                 "enter_context", "with")
                          for f in self._files_mentioning(word) or []}
            memo["found"] = {path: f for path, f in mentioning.items() if _may_set_a_mesh(f.source)}
        return memo["found"]

    def _mesh_risk(self) -> tuple[frozenset, frozenset]:
        """(the files with a mesh-setting line, the words that may set a mesh when named: those files' module
        names and the functions and classes of theirs that set one), found once per operation."""
        memo = self._op_memo("_mesh_risk_memo")
        if "found" in memo:
            return memo["found"]
        setters = self._setter_files()
        # what leaves a mesh set once run (a `with` block restores the one before it: not counted)
        words = {"set_mesh", "use_mesh"}
        for f in setters.values():
            tree = f.parse()
            if tree is None:
                continue
            # each setting statement names the defs and classes around it (or, at top level, the module); only
            # statement lists are walked (a setting statement is one), not the expressions, most of a tree
            stack: list[tuple[ast.AST, tuple]] = [(tree, ())]
            while stack:
                node, around = stack.pop()
                for field in _STATEMENT_LISTS:
                    for child in getattr(node, field, ()):
                        if _sets_for_good(child):
                            if around:
                                words.update(around)
                            else:
                                words.add(_import_stem(f.path))
                        inner = around + (child.name,) if isinstance(
                            child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) else around
                        stack.append((child, inner))
            if _SETTER_BY_OTHER_NAME.search(f.source):
                # `activate = jax.set_mesh`, `from jax import set_mesh as activate`, `partial(jax.set_mesh, m)`,
                # `MESH.__enter__()`: what sets the mesh is not spelled as a setter call; any of its defs may
                words.add(_import_stem(f.path))
                words.update(n.name for n in statements(tree) if isinstance(n, _NAMED_DEFS))
        memo["saturated"] = not self._close_words(words)
        found = memo["found"] = (frozenset(setters), frozenset(words))
        return found

    def _setting_words_saturated(self) -> bool:
        """The project sets meshes in too many places to follow what may reach them (_close_words gave up)."""
        self._mesh_risk()
        return self._op_memo("_mesh_risk_memo").get("saturated", False)

    def _close_words(self, words: set) -> bool:
        """Words reach further: a def or class naming one may set a mesh when run (main's `setup()` calling
        `mesh_setup.init()`), and a module whose top level names one or imports such a module may set one when
        imported (`import platform_init` importing `boot`). A few rounds over the files naming a new word; False
        when that would read too much of a big project (jax's own sources: hundreds of setting words), which
        then counts every import as one that may set a mesh."""
        new = set(words)
        for _ in range(4):
            if not new:
                return True
            if len(words) > _MAX_SETTING_WORDS:
                return False
            files: dict[str, ParsedFile] = {}
            for word in new:
                for f in self._files_mentioning(word) or []:
                    files[f.path] = f
            if len(files) > _MAX_CLOSURE_FILES:
                return False
            new = set()
            for f in files.values():
                tree = f.parse()
                if tree is None:
                    continue
                for node in ast.walk(tree):
                    if isinstance(node, _NAMED_DEFS) and node.name not in words \
                            and any(_names_in(stmt) & words for stmt in node.body):
                        new.add(node.name)
                stem = _import_stem(f.path)
                if stem and stem not in words and any(
                        _names_in(top) & words or (isinstance(top, (ast.Import, ast.ImportFrom))
                                                   and _imported_stems(top) & words)
                        for top in _top_level_statements(tree)):
                    new.add(stem)
            words.update(new)
        return not new

    def _runs_before_any_mesh(self, pf: ParsedFile, depth: int) -> bool:
        """The module's top level certainly runs with no mesh set: nobody in the project names it (an entry
        script), or every module that names it imports it statically at its own top level before any call, any
        `with` and any other project import, and itself runs before any mesh; and no package `__init__` above it
        sets a mesh (it runs first). A dynamic import (`importlib`, `__import__`, inside a function) or a name
        the listing cannot see makes it unsure."""
        if depth > 4:
            return False
        memo = self._op_memo("_before_mesh_memo")
        key = pf.path
        if key in memo:
            return memo[key]
        memo[key] = False   # (an import cycle: unsure)
        answer = self._first_thing(pf, depth)
        memo[key] = answer
        return answer

    def _first_thing(self, pf: ParsedFile, depth: int) -> bool:
        folder = os.path.dirname(pf.path)
        while os.path.isfile(os.path.join(folder, "__init__.py")):
            init = os.path.join(folder, "__init__.py")
            if init != pf.path:
                ipf = self._file(init)
                if ipf is None or _MESH_SETTING_LINE.search(ipf.source):
                    return False
                itree = ipf.parse()
                own = _first_import_of(itree, _import_stem(pf.path)) if itree is not None else None
                if own is None:
                    return False   # it imports this module somewhere we cannot order
                if own is _NO_IMPORT and (self._module_may_set(ipf, self._mesh_risk()[1])
                                          or _import_stem(pf.path) in ipf.words()):
                    # the package's __init__ runs first, all of it: it (or what it imports) may set one, or it
                    # names this module (`__all__`, a re-export) and may run it at a time not known here
                    return False
                # (an __init__ importing this module at its top level is one of its importers, ordered below)
            folder = os.path.dirname(folder)
        if _PYTEST_TEST_FILE.match(os.path.basename(pf.path)) and self._pytest_runs_a_setter_first(pf):
            return False   # pytest imports conftest.py files, plugins and other test modules first
        stem = _import_stem(pf.path)
        if not stem:
            return False
        importers = self._files_mentioning(stem)
        if importers is None:
            return False
        saturated = None
        for f in importers:
            if f.path == pf.path:
                continue
            if stem not in f.import_words():
                if f.words() & (_DYNAMIC_IMPORTS | {"pytest_plugins"}):
                    return False   # (`pytest_plugins = ["shared_fixtures"]` imports it by name)
                continue   # no import statement names it (read by text: nothing to parse)
            tree = f.parse()
            if tree is None:
                return False
            first = _first_import_of(tree, stem)
            if first is _NO_IMPORT:
                if f.words() & _DYNAMIC_IMPORTS:
                    return False   # `importlib.import_module(name)`: may import it at any time
                continue   # names the word, imports no such module
            if saturated is None:
                saturated = self._setting_words_saturated()
            if saturated or first is None or not self._nothing_sets_before(tree, first, stem):
                return False
            if not self._runs_before_any_mesh(f, depth + 1):
                return False
        return True

    def _pytest_runs_a_setter_first(self, pf: ParsedFile) -> bool:
        """A file pytest may import before this test module sets a mesh for good: a conftest.py of its folder or
        above, or another test module, with a setting statement (not only `with` blocks) or a setter alias."""
        above = set(folders_up(os.path.dirname(pf.path)))
        for path, f in self._setter_files().items():
            if path == pf.path:
                continue
            name = os.path.basename(path)
            if not ((name == "conftest.py" and os.path.dirname(path) in above) or _PYTEST_TEST_FILE.match(name)):
                continue
            if _has_setting_statement_line(f.source) or _SETTER_BY_OTHER_NAME.search(f.source):
                return True
        return False

    def _nothing_sets_before(self, tree: ast.Module, imp: ast.stmt, stem: str) -> bool:
        """No top-level statement before `imp` may set a mesh: none names a module, function or class that sets
        one (_mesh_risk), and no project module imported before it may set one when imported (its text sets
        one or names such a word); in `import a, b` the same for the names listed before it."""
        setters, words = self._mesh_risk()
        for stmt in tree.body:
            if stmt is imp:
                break
            if self._statement_may_set(stmt, setters, words):
                return False
        if isinstance(imp, ast.Import):
            for alias in imp.names:
                if alias.name.rsplit(".", 1)[-1] == stem or alias.name.split(".")[0] == stem:
                    break
                if self._import_may_set(ast.Import(names=[alias]), setters, words):
                    return False   # `import mesh_setup, buffers`: mesh_setup runs first
        return True

    def _statement_may_set(self, stmt: ast.stmt, setters: frozenset, words: frozenset) -> bool:
        """A top-level statement may leave a mesh set: it imports a project module that may, or names a word
        that may (answered once per statement and operation: every module imported after it asks)."""
        memo = self._op_memo("_statement_may_set_memo")
        answer = memo.get(id(stmt))
        if answer is None or answer[0] is not stmt:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and not stmt.decorator_list:
                may = False   # a definition runs nothing
            else:
                # (any import, also under an `if` or a `try`: a project module may shadow a library's name,
                # `logging.py` beside main.py; the module names are looked up among the project's files)
                may = any(isinstance(n, (ast.Import, ast.ImportFrom)) and self._import_may_set(n, setters, words)
                          for n in ast.walk(stmt)) or bool(_names_in(stmt) & words)
            answer = memo[id(stmt)] = (stmt, may)
        return answer[1]

    def _files_named(self, stem: str) -> list[ParsedFile]:
        """The project files a module named `stem` may be (`stem.py`, `stem/__init__.py`), indexed once per
        operation."""
        index = self._op_memo("_by_stem")
        if not index:
            for path in self._project_files():
                index.setdefault(_import_stem(path), []).append(path)
        return [pf for path in index.get(stem, ()) for pf in (self._file(path),) if pf is not None]

    def _import_may_set(self, stmt: ast.AST, setters: frozenset, words: frozenset) -> bool:
        """An import of project modules that may set a mesh when they run: one of them has a mesh-setting line,
        or names a word that may set one (or cannot be found by its name)."""
        for stem in _imported_stems(stmt) | _package_parts(stmt):
            if stem in words:
                return True
            if any(self._module_may_set(f, words) for f in self._files_named(stem)):
                return True
        return False

    def _module_may_set(self, f: ParsedFile, words: frozenset) -> bool:
        """Running the module's top level may leave a mesh set: a statement of it sets one for good or names a
        word that may (answered once per module and operation: every importer of every module asks)."""
        memo = self._op_memo("_module_may_set_memo")
        answer = memo.get(f.path)
        if answer is None:
            answer = memo[f.path] = self._top_level_may_set(f, words)
        return answer

    @staticmethod
    def _top_level_may_set(f: ParsedFile, words: frozenset) -> bool:
        if not (f.words() & words):
            return False
        tree = f.parse()
        if tree is None:
            return True
        return any(_sets_for_good(top) or _names_in(top) & words or (
            isinstance(top, (ast.Import, ast.ImportFrom)) and (_imported_stems(top) | _package_parts(top)) & words)
            for top in _top_level_statements(tree))


    def _deps_valid(self, a: ModuleAnalysis) -> bool:
        return all(self._current_key(p) == k for p, k in a.deps.items())

    # ================================================================================= finding modules
    def find_module(self, level: int, module: str, origin: str) -> str | None:
        """The file of a project module as `import` would find it (None: not a project .py file)."""
        odir = os.path.dirname(origin)
        key = (odir, level, module)
        if key in self._modules:
            return self._modules[key]
        parts = [p for p in module.split(".") if p] if module else []
        result = None
        if level > 0:
            base = odir
            for _ in range(level - 1):
                base = os.path.dirname(base)
            result = _find_in(base, parts)
        elif parts:
            for d in self.search_paths + [odir]:
                result = _find_in(d, parts)
                if result is not None:
                    break
            if (result is None and self._maybe_project(parts[0]) and not self._root_found(parts[0], odir)
                    and parts[0] in self._tree_names()):
                result = self._jedi_find(module, origin)  # not on the search paths: ask jedi (src layouts...)
        result = norm(result) if result else None
        self._modules[key] = result
        return result

    def _tree_names(self) -> frozenset:
        """Every folder and module name under the project: a module named nowhere in it is not ours."""
        listing = self._project_files()
        if self._names_of_tree is None or self._names_of_tree[0] is not listing:
            names = set()
            for path in listing:
                # a name that could be the root of an import on some sys.path entry inside the project: a
                # module or folder whose folder is not itself a package
                parent = os.path.dirname(path)
                child = os.path.basename(path)
                while True:
                    if not os.path.isfile(os.path.join(parent, "__init__.py")):
                        names.add(child[:-3] if child.endswith(".py") else child)
                    if parent == self.root or len(parent) <= len(self.root):
                        break
                    parent, child = os.path.dirname(parent), os.path.basename(parent)
            self._names_of_tree = (listing, frozenset(names))
        return self._names_of_tree[1]

    def _root_found(self, root: str, odir: str) -> bool:
        for d in self.search_paths + [odir]:
            if os.path.isfile(os.path.join(d, root + ".py")) or os.path.isdir(os.path.join(d, root)):
                return True
        return False

    def _inert(self, path: str, name: str, options: AnalysisOptions) -> InertCallable | None:
        """A def/class of a module that cannot matter to any rule (see `_interesting`): not analysed."""
        pf = self._file(path)
        if pf is None:
            return None
        if self._interesting(pf, options, self.max_depth):
            return None
        found = re.search(rf"^(?:async[ \t]+)?def[ \t]+{re.escape(name)}\b|^(class)[ \t]+{re.escape(name)}\b",
                          pf.source, re.MULTILINE)
        if found is None:
            return None  # a constant (axis names...) or something bound otherwise: read the module
        return InertCallable(name, pf.path, is_class=found.group(1) is not None)

    def _interesting(self, pf: ParsedFile, options: AnalysisOptions, depth: int) -> bool:
        """The module names a mesh or a word some rule watches, or imports a project module that does
        (up to `depth` imports away). Cached per file version."""
        key = (pf.path, _options_key(options))   # one entry per file: edits replace it, never pile up
        got = self._interest.get(key)
        if got is not None and got[2] == pf.key and got[1] >= depth:
            return got[0]
        words = _watched_words(options)
        lowered = pf.source.lower()
        # (`importlib.import_module(name)` may run any project module, one that sets a mesh too)
        found = "mesh" in lowered or any(w in pf.source for w in words) or bool(pf.words() & _IMPORTS_BY_NAME)
        if not found and depth > 0:
            self._interest[key] = (True, depth, pf.key)  # a cycle back here: assume yes while looking
            for level, module in imported_modules(pf.source):
                if level == 0 and module.split(".")[0] in LIBRARY_ROOTS:
                    continue
                target = self.find_module(level, module, pf.path)
                other = self._file(target) if target else None
                if other is not None and other is not pf and self._interesting(other, options, depth - 1):
                    found = True
                    break
        self._interest[key] = (found, depth, pf.key)
        return found

    def is_local_root(self, root: str, origin: str) -> bool:
        if root in LIBRARY_ROOTS:
            return False
        if self.find_module(0, root, origin) is not None:
            return True
        # a folder with no __init__.py (a namespace package, PEP 420): imported from the project only when no
        # installed module or package of that name exists (those are found first, wherever they are)
        odir = os.path.dirname(origin)
        return self._maybe_project(root) and any(os.path.isdir(os.path.join(d, root))
                                                 for d in self.search_paths + [odir])

    def _maybe_project(self, root: str) -> bool:
        """Worth asking jedi: not stdlib, not a library the analysing interpreter can see outside the project."""
        if root in LIBRARY_ROOTS or root in _STDLIB:
            return False
        if root not in self._libraries:
            found = False
            try:
                spec = importlib.machinery.PathFinder.find_spec(root)  # finds, never imports
                origin = spec.origin if spec is not None else None
                if spec is not None and (origin is None or not norm(origin).startswith(self.root + os.sep)):
                    found = True
            except Exception:
                found = False
            self._libraries[root] = found
        return not self._libraries[root]

    def _jedi_find(self, module: str, origin: str) -> str | None:
        last = module.split(".")[-1]
        source = f"import {module}\n"
        col = len("import ") + len(module) - len(last)
        for d in self.bridge.goto(source, origin, 1, col, follow_imports=True):
            if d.type == "module" and d.path and d.path.endswith(".py") and self._inside(d.path):
                return d.path
        return None

    def _inside(self, path: str) -> bool:
        p = norm(path)
        return any(p == s or p.startswith(s + os.sep) for s in self.search_paths)

    # ================================================================================= one document
    def _single_file(self, path: str, options: AnalysisOptions) -> list[Finding]:
        from ..analysis import analyze_module
        pf = self._file(path)
        if pf is None:
            return []
        try:
            return analyze_module(pf.source, path, options).findings
        except Exception:
            return []

    def _relevant(self, pf: ParsedFile, options: AnalysisOptions) -> bool:
        """Worth a cross-file run: it names a watched API, or imports a project module that does."""
        active = _active_rules(options)
        stems = self._stems
        if self._worth(pf, options, active):
            if (self._worth(pf, options, active, core=True) or stems is None or stems[2] is None
                    or self._stat_memo is None or stems[0] != (self.generation, _options_key(options))
                    or pf.path in stems[2]):
                return True
            # it names only APIs that fail on specs spelled elsewhere (`reshard(x, spec)` in a helper), and no
            # module spelling specs imports it (a batch scan looked at them all): it is judged only for what
            # it imports
        if (stems is not None and self._stat_memo is not None and stems[0] == (self.generation, _options_key(options))
                and not _BARE_RELATIVE.search(pf.source) and not any(stem in pf.source for stem in stems[1])):
            return False  # names no module that names a watched API (a batch scan found them all)
        candidate = False
        for level, module in pf.imported():
            if level == 0 and module.split(".")[0] in LIBRARY_ROOTS:
                continue
            target = self.find_module(level, module, pf.path)
            other = self._file(target) if target else None
            if other is not None and self._worth_through(other, options, active, _RELEVANT_DEPTH):
                candidate = True
                break
        if not candidate or pf.parse() is None:
            return False
        # it imports such a module: worth it only if it uses what it imports from there (a package __init__
        # that re-exports names calls nothing), or imports it only for what importing it does (`import ops  #
        # registers the ops`) and calls into another project module (`registry.get_op(...)` hands back what
        # the import registered)
        names = pf.names_by_id()
        parents = pf.parents()
        imported_for_effect = calls_project = False
        for imp, alias, target, sub in self._import_table(pf):
            for path in (target, sub):
                other = self._file(path) if path else None
                if other is None:
                    continue
                bound = (imp.asname or imp.name.split(".")[0]) if alias is None else (alias.asname or alias.name)
                loads = [n for n in names.get(bound, ()) if isinstance(n.ctx, ast.Load)]
                if not self._worth_through(other, options, active, _RELEVANT_DEPTH):
                    calls_project = calls_project or any(_feeds_a_call(n, parents) for n in loads)
                    continue
                if alias is not None and path is target and self._inert(other.path, alias.name, options):
                    continue  # a class (or a def of a module that cannot matter)
                if not loads and (alias is None or path is sub):
                    imported_for_effect = True
                if any(_feeds_a_call(n, parents) for n in loads):
                    return True
        return imported_for_effect and calls_project

    def _worth_through(self, pf: ParsedFile, options: AnalysisOptions, active: list, depth: int,
                       core: bool = False) -> bool:
        """It names a watched API, or imports (up to `depth` imports away) a project module that does: a data
        loader module calling helpers of a module that spells the PartitionSpecs."""
        if self._worth(pf, options, active, core):
            return True
        if depth <= 0:
            return False
        key = (pf.path, pf.key, _options_key(options), depth, core)
        cache = self.__dict__.setdefault("_worth_through_cache", {})
        if key in cache:
            return cache[key]
        cache[key] = False   # a cycle back here: no
        found = False
        for level, module in pf.imported():
            if level == 0 and module.split(".")[0] in LIBRARY_ROOTS:
                continue
            target = self.find_module(level, module, pf.path)
            other = self._file(target) if target else None
            if other is not None and other is not pf and self._worth_through(other, options, active, depth - 1,
                                                                             core):
                found = True
                break
        if len(cache) > 4096:
            cache.clear()
        cache[key] = found
        return found

    def _worth(self, pf: ParsedFile, options: AnalysisOptions, active: list, core: bool = False) -> bool:
        """`core`: it names one of the rules' own keywords (a spec, a mesh API), not only a `cross_file_keywords`
        API that fails on values spelled elsewhere."""
        key = (pf.path, _options_key(options), core)
        got = self._worth_cache.get(key)
        if got is None or got[0] != pf.key:
            got = self._worth_cache[key] = (pf.key, worth_parsing(pf.source, active, cross_file=not core))
        return got[1]

    def _document(self, path: str, options: AnalysisOptions, errors: list[str] | None = None,
                  own_runs: bool = True) -> list[Finding]:
        """The findings shown in one module. `own_runs=False`: without `_own_runs_unplaced` (what the other
        modules' documents show, asked by it)."""
        pf = self._file(path)
        if pf is None:
            if errors is not None and path in self._read_errors:
                errors.append(self._read_errors.pop(path))
            return []
        if path.endswith(".ipynb"):
            return self._notebook(pf, options, errors)
        if not self._relevant(pf, options):
            return []
        a = self._analysis(pf.path, "main", self.max_depth, options)
        if a is None:
            return []
        if a.error and errors is not None:
            errors.append(f"{path}: {a.error}")
        if a.interp is None:
            return []
        groups: OrderedDict[tuple, list] = OrderedDict()
        for r in a.records:
            rf = pf if r.path == pf.path else (self._file(r.path) if r.path else None)
            if rf is None or rf.parse() is None or r.node not in rf.parents():
                continue
            d = rf.enclosing_function(r.node)
            groups.setdefault((rf.path, id(d)), (rf, d))
        records: list[Record] = []
        for (gpath, _), (rf, d) in groups.items():
            own = _records_by_def(a, gpath, rf).get(id(d), [])
            if d is None or isinstance(d, ast.Lambda):
                records.extend(own)
            else:
                # judged over all its callers, also when this file's own calls look fine or unsure: when
                # callers disagree the finding lands on the offending call, which may be in this file
                judged, complete = self._judge(rf, d, options)
                records.extend(judged)
                # and what this file's own run saw there (kept when the callers search stays unsure); when every
                # use was found and followed, what the body says judged alone is no verdict: its callers' runs are
                records.extend(r for r in own if r.reached or not complete)
        placed = self._place(records, options)
        findings = [f for f in placed if f.path == pf.path]
        if own_runs:
            findings.extend(self._own_runs_unplaced(a, pf.path, placed, options))
        findings.extend(dataclasses.replace(f, path=f.path or pf.path) for f in a.module_findings)
        return finalize(findings, pf.text, pf.path, options)

    def _own_runs_unplaced(self, a: ModuleAnalysis, path: str, placed: list[Finding],
                           options: AnalysisOptions) -> list[Finding]:
        """This module's run reached a call that certainly raises in another module, and no module shows it:
        that function's other callers are not all known (or are deeper than the search goes), so its module
        cannot say "every caller raises". Running this module still raises there: reported at this module's
        call that leads to it."""
        out: list[Finding] = []
        shown: dict[str, set] = {}

        def shown_in(where: str) -> set:
            if where not in shown:
                fs = placed if where == path else self._document(where, options, own_runs=False)
                shown[where] = {(f.code, f.path or where, f.span) for f in fs if f.path in (None, where)} | {
                    (f.code, x.path or where, x.span) for f in fs if f.path in (None, where) for x in f.related}
            return shown[where]

        # records made under one of several values or callees that may reach a call count where every option
        # of the choice was judged bad along the same calls (as a single module's records do: place_findings)
        alternatives: dict[tuple, list[Record]] = {}
        for r in a.records:
            if r.reached and r.verdict == "bad" and r.alternative and r.chain and r.chain[0].path == path:
                alternatives.setdefault((id(r.node), r.code, tuple(id(c.node) for c in r.chain)), []).append(r)
        for r in a.records:
            if not (r.reached and r.verdict == "bad" and r.chain and r.chain[0].path == path):
                continue
            if r.alternative and not every_option(
                    alternatives[(id(r.node), r.code, tuple(id(c.node) for c in r.chain))]):
                continue
            call = r.chain[0]
            if r.path == path:
                # in this module, reached through another module's function (`run_or_lower(step)` tracing a
                # kernel method of ours): this module's own run certainly gets there; shown where it raises
                if any(c.path not in (None, path) for c in r.chain):
                    for f in r.findings:
                        key = (f.code, path, f.span)
                        if key not in shown_in(path):
                            shown[path].add(key)
                            out.append(dataclasses.replace(f, related=list(f.related) + [
                                Related(call.span, "called from here", path)]))
                continue
            for f in r.findings:
                where = f.path or r.path
                key = (f.code, where, f.span)
                # shown here already (at this call, or naming the call that raises), or in a module on the way
                if key in shown_in(path) or (f.code, path, call.span) in shown_in(path):
                    continue
                if any(key in shown_in(c.path) for c in r.chain[1:] if c.path and c.path != path) \
                        or key in shown_in(where):
                    continue
                shown[path].add(key)
                out.append(leads_to(f, call.span, path, where))
        return out

    def _notebook(self, pf: ParsedFile, options: AnalysisOptions, errors: list[str] | None = None) -> list[Finding]:
        """A notebook's cells as one program, judged single-file (as `check` and the editor do)."""
        from ..notebook import analyze_notebook_text
        try:
            findings, error = analyze_notebook_text(pf.source, pf.path, options)
        except Exception as exc:  # the analyzer must never take the whole run down
            findings, error = [], f"{pf.path}: internal error while analysing ({type(exc).__name__}: {exc})"
        if error and errors is not None:
            errors.append(error)
        return [dataclasses.replace(f, path=f.path or pf.path) for f in findings]

    @staticmethod
    def _place(records: list[Record], options: AnalysisOptions) -> list[Finding]:
        """The core's placement over copies (placement edits findings; the cached records must not change)."""
        copies = []
        seen: set[int] = set()
        for r in records:
            if id(r) in seen:
                continue
            seen.add(id(r))
            if not r.findings:
                copies.append(r)  # nothing placement could edit: no copy (most records of a big module)
                continue
            fs = [dataclasses.replace(f, related=list(f.related), fixes=list(f.fixes), data=dict(f.data))
                  for f in r.findings]
            for f in fs:
                f.path = f.path or r.path
            copies.append(dataclasses.replace(r, findings=fs))
        found = place_findings(copies, None, options)
        # reported at the collective because every caller is bad: show each caller's mesh and `with`, not
        # only the first one's
        extra: dict[tuple, list] = {}
        for r in copies:
            if r.reached and r.verdict == "bad":
                for f in r.findings:
                    extra.setdefault((f.path, f.code, f.span), []).extend(f.related)
        out, keys = [], set()
        for f in found:
            k = (f.path, f.code, f.span, f.message)
            if k in keys:
                continue
            keys.add(k)
            if not f.data.get("via_call"):
                have = {(x.path, x.span, x.message) for x in f.related}
                for x in extra.get((f.path, f.code, f.span), ()):
                    if (x.path, x.span, x.message) not in have:
                        have.add((x.path, x.span, x.message))
                        f.related.append(x)
            out.append(f)
        return out

    # ================================================================================= callers
    def _judge(self, uf: ParsedFile, fnode: ast.AST, options: AnalysisOptions) -> tuple[list[Record], bool]:
        """Every record of the watched calls in function `fnode` of file `uf`, over all its callers found, and
        whether those callers are all of them, each followed (then the body's verdict alone does not count)."""
        jk = (uf.path, uf.tree, getattr(fnode, "lineno", 0), getattr(fnode, "col_offset", 0),
              _options_key(options), self.generation)
        hit = self._judged.get(jk)
        if hit is not None and all(self._current_key(p) == k for p, k in hit[1].items()):
            self._judged.move_to_end(jk)
            return hit[0], hit[2]
        self.stats["judged"] += 1
        home = self._analysis(uf.path, "main", self.max_depth, options)
        if home is None or home.file is not uf:
            return [], False
        fset = {id(r.node) for r in _records_by_def(home, uf.path, uf).get(id(fnode), [])}
        if not fset:
            return [], False
        st = _Search(fset, options)
        st.analyses[id(home)] = home
        # per (code, node): what the function's own body says when nobody is known to call it
        alone: OrderedDict[tuple, list[Record]] = OrderedDict()
        by_node = _records_by_node(home)
        for _, r in sorted(ir for n in fset for ir in by_node.get(n, ())):
            if not r.reached:
                alone.setdefault((r.code, id(r.node)), []).append(r)
        st.promotable = any(rs and all(r.verdict == "bad" for r in rs) for rs in alone.values())
        if not isinstance(fnode, ast.Lambda):
            self._search(uf, fnode, uf.name_position(fnode), 1, st)
        # every use found, and each followed: what the callers' runs reached is the whole truth (a caller that
        # stops earlier, at another error, never gets to the body's verdict judged alone)
        callers_known = st.followed > 0 and not st.unknown and not st.unfollowed
        if callers_known and any(a.interp is not None and a.interp.cut_calls for a in st.analyses.values()):
            # a caller's run stopped following calls somewhere (too deep, or recursion): the function may be
            # reached past that point, in a context nobody saw; what its body says judged alone then counts
            callers_known = False
        records: list[Record] = []
        for a in st.analyses.values():
            by_node = _records_by_node(a)
            found = sorted(ir for n in fset for ir in by_node.get(n, ()))  # in the run's order
            records.extend(r for _, r in found if r.reached or (a is home and not callers_known))
        for cf, call, target in st.unfollowed:
            # a call we saw on a reached path but could not follow (a method, a dynamic callee, calls too deep):
            # the body's verdict holds for it only when it is certain without knowing the caller's context
            # mesh. The body that call runs is `target`'s: judged alone from there when the analysis did that
            # (a kernel built in an uncalled helper), else the function's own body judged alone.
            chain = (CallRef(call, cf.path, cf.text.span(call)),)
            own = self._alone_from(target, fset, options) if target is not None else {}
            for key in list(alone) + [k for k in own if k not in alone]:
                code = key[0]
                rs = own.get(key) or alone[key]
                if rs and all(r.verdict == "bad" for r in rs):
                    records.append(dataclasses.replace(rs[0], chain=chain, reached=True))
                else:
                    records.append(Record(code, rs[0].node, "unknown", [], chain, True, uf.path))
        if st.unknown:
            log.debug("callers of %s:%s partly unknown: %s", uf.path, getattr(fnode, "name", "?"), st.unknown)
            # a function on the way that nobody is known to call (`fns = {"a": train_a, ...}`, then
            # `fns[name]()`), judged alone, certainly reaches the error through one of its calls: whoever calls
            # it, that call raises (as the single-file analysis says). The unknown uses leave the other paths,
            # and the function itself, unsure; not this one.
            records.extend(dataclasses.replace(r, reached=True) for r in list(records)
                           if not r.reached and r.chain and r.verdict == "bad" and not r.alternative
                           and any(_same_def(_entry_def(ef, r, None), g) for ef, g in st.escaped))
            codes = {(r.code, id(r.node)): r for r in records}
            for (code, _), r in codes.items():
                records.append(Record(code, r.node, "unknown", [], (), True, uf.path))
        used = {p: k for a in st.analyses.values() for p, k in a.deps.items()}
        self._judged[jk] = (records, used, callers_known)
        while len(self._judged) > self.cache_size:
            self._judged.popitem(last=False)
        return records, callers_known

    def _alone_from(self, target: tuple, fset: set[int], options: AnalysisOptions) -> dict[tuple, list[Record]]:
        """Per (code, node) of the judged calls: the records of function `target` (file, def) judged alone by its
        module's run, reaching them through its calls."""
        tf, tdef = target
        a = self._analysis(tf.path, "main", self.max_depth, options)
        if a is None or a.interp is None:
            return {}
        out: dict[tuple, list[Record]] = {}
        by_node = _records_by_node(a)
        for n in fset:
            for _, r in sorted(by_node.get(n, ())):
                if not r.reached and r.chain and _same_def(_entry_def(tf, r, None), tdef):
                    out.setdefault((r.code, id(r.node)), []).append(r)
        return out

    def _search(self, sf: ParsedFile, snode: ast.AST | None, pos: tuple[int, int], depth: int, st: _Search) -> None:
        """Visits every use of the symbol defined at `pos` in `sf` (a def, or a module-level name)."""
        key = (sf.path, pos)
        if key in st.visited:
            if st.clean.get(key) is False:
                st.dirty += 1   # (what it led to counts for this use too)
            return
        st.visited.add(key)
        before = st.progress()
        refs = self._references(sf, snode, pos, depth, st)
        if refs is None:
            st.unknown.append(f"references of {sf.path}:{pos} unknown")
            st.dirty += 1
        for cf, node in refs or ():
            self._site(cf, node, depth, st, (sf, snode) if snode is not None else None)
        st.clean[key] = st.progress() == before

    def _references(self, sf: ParsedFile, snode: ast.AST | None, pos: tuple[int, int], depth: int = 1,
                    st: _Search | None = None) -> list | None:
        """Uses of a symbol: (file, Name/Attribute node) pairs; None when some use cannot be known.

        Module-level functions and names are found through the project's import statements, resolved the
        way the interpreter resolves them (a word index picks the files worth reading); methods, whose uses
        hang on the type of an object, are asked of jedi (`get_references`, project scope)."""
        if self.references == "jedi":
            return self._jedi_references(sf, snode, pos)
        if snode is None:
            node = sf.name_at(pos)
            if node is None:
                return None
            return self._index_references(sf, node.id, None)
        scope = sf.scope_of(snode)
        if isinstance(scope, ast.Module):
            return self._index_references(sf, snode.name, snode)
        if isinstance(scope, DEF_NODES):  # a nested function: used only inside the function around it
            return [(sf, n) for n in self._uses_in(sf, scope, snode.name)]
        # A method (or a def in a class body). One nobody names anywhere but at its def (a test method, which
        # the test runner finds by its name) has no use to find: judged alone, as a function nobody calls.
        if isinstance(snode, (ast.FunctionDef, ast.AsyncFunctionDef)) and self._named_only_at_def(sf, snode.name):
            return []
        # Otherwise its callers can only confirm a verdict the body reaches alone (`with jax.set_mesh(self.mesh):
        # ...`): ask jedi only then; otherwise the answer could only be "unknown" anyway.
        if depth == 1 and st is not None and st.promotable and sf.source.count("\n") <= JEDI_MAX_LINES:
            return self._jedi_references(sf, snode, pos)
        return None

    def _named_only_at_def(self, sf: ParsedFile, name: str) -> bool:
        """No other project file has the word, and this one has it once (its def): nothing here can call it.
        A test method (`test*`, the runner's to call) only counts the files that also name this module: test
        modules share method names (`test_basic`), and another module reaches this class's instances only by
        naming the module (`class U(a_test.T)`, `a_test.T().test_basic()`)."""
        mentioning = self._files_mentioning(name)
        if mentioning is None:
            return False
        stem = _import_stem(sf.path) if name.startswith("test") else None
        if any(pf.path != sf.path and (stem is None or stem in pf.words()) for pf in mentioning):
            return False
        return sf.word_count(name) == 1

    def _index_references(self, uf: ParsedFile, name: str, snode: ast.AST | None) -> list | None:
        out: list[tuple[ParsedFile, ast.AST]] = []
        seen: set = set()

        def add(cf: ParsedFile, node: ast.AST) -> None:
            if (cf.path, id(node)) not in seen:
                seen.add((cf.path, id(node)))
                out.append((cf, node))

        todo = [(uf, name)]
        done: set = set()
        while todo:
            mf, n = todo.pop()
            if (mf.path, n) in done:
                continue
            done.add((mf.path, n))
            for node in self._uses_in(mf, mf.tree, n):
                add(mf, node)
            stem = _module_name(mf.path)
            mentioning = self._files_mentioning(n, stem if cf_needs_stem(mf, uf) else None)
            if mentioning is None:
                return None   # uses in files never listed: unknown
            for cf in mentioning:
                if cf is not mf and not self._may_import(cf, mf):
                    continue  # none of its imports names that module (checked without parsing)
                if cf.parse() is None:
                    continue  # a file that does not parse never runs
                for imp, alias, target, sub in self._import_table(cf):
                    if alias is None:  # `import a.b [as m]`
                        if target == mf.path:
                            scope = cf.enclosing_def(imp) or cf.tree
                            prefix = (imp.asname,) if imp.asname else tuple(imp.name.split("."))
                            for node in self._attribute_uses(cf, scope, prefix, n):
                                add(cf, node)
                        continue
                    if alias.name == "*":
                        if target == mf.path:
                            return None  # `from m import *`: which names it binds is not looked into
                        continue
                    if alias.name == n and target == mf.path:
                        scope = cf.enclosing_def(imp) or cf.tree
                        bound = alias.asname or alias.name
                        for node in self._uses_in(cf, scope, bound):
                            add(cf, node)
                        if scope is cf.tree:
                            todo.append((cf, bound))       # re-exported: its importers use it too
                    elif sub == mf.path:                    # `from pkg import module [as m]`, then `m.name`
                        scope = cf.enclosing_def(imp) or cf.tree
                        for node in self._attribute_uses(cf, scope, (alias.asname or alias.name,), n):
                            add(cf, node)
        return out

    def import_closure(self, path: str) -> frozenset | None:
        """The project files a module runs with: itself and what it imports, transitively (by its import
        statements, read by text); None when one of them cannot be read."""
        memo = self._op_memo("_import_closure_memo")
        if path in memo:
            return memo[path]
        seen = {norm(path)}
        todo = [norm(path)]
        while todo and len(seen) <= _MAX_CLOSURE_FILES:
            pf = self._file(todo.pop())
            if pf is None or pf.words() & _DYNAMIC_IMPORTS:
                memo[path] = None   # (`importlib.import_module(name)`: what it runs with is not listed)
                return None
            for target in self._imported_files(pf):
                if target not in seen:
                    seen.add(target)
                    todo.append(target)
        memo[path] = found = frozenset(seen) if len(seen) <= _MAX_CLOSURE_FILES else None
        return found

    def _imported_files(self, pf: ParsedFile):
        """The project files a module's import statements run (read by text): `import a.b.c` runs a/__init__,
        a/b/__init__ and a/b/c."""
        for level, module in pf.imported():
            if level == 0 and module.split(".")[0] in LIBRARY_ROOTS:
                continue
            parts = module.split(".") if module else [""]
            for i in range(1, len(parts) + 1):
                target = self.find_module(level, ".".join(parts[:i]), pf.path)
                if target is not None:
                    yield target

    def may_share_process(self, a: str, b: str) -> bool:
        """Whether modules `a` and `b` may run in one process, where one could reach the other's objects: False
        only when no chain of import statements links them (neither imports the other, no module imports both,
        transitively), no project file imports modules by name, and neither is a test module or conftest.py
        (pytest runs many in one process and hands fixtures across them)."""
        a, b = norm(a), norm(b)
        if a == b or _pytest_module(a) or _pytest_module(b):
            return True
        for x, y in ((a, b), (b, a)):
            closure = self.import_closure(x)
            if closure is None or y in closure:
                return True
        components = self._import_components()
        return components is None or components.get(a, a) == components.get(b, b)

    def _import_components(self) -> dict | None:
        """Each project file's group of files linked by import statements (either way, transitively); None when
        a file imports modules by name or the listing stopped early (then any two may run together)."""
        memo = self._op_memo("_import_components_memo")
        if "found" in memo:
            return memo["found"]
        memo["found"] = None
        if not self._listing_complete():
            return None
        parent: dict[str, str] = {}

        def root(x: str) -> str:
            while parent.get(x, x) != x:
                parent[x] = parent.get(parent[x], parent[x])
                x = parent[x]
            return x

        for path in self._project_files():
            pf = self._file(path)
            if pf is None or pf.words() & _DYNAMIC_IMPORTS:
                return None
            for target in self._imported_files(pf):
                ra, rb = root(norm(path)), root(target)
                if ra != rb:
                    parent[ra] = rb
        memo["found"] = found = {p: root(p) for p in list(parent)}
        return found

    def _may_import(self, cf: ParsedFile, mf: ParsedFile) -> bool:
        """Whether some import statement of cf names module mf, or its package (`from pkg import mod`)."""
        package = os.path.join(os.path.dirname(mf.path), "__init__.py")
        for level, module in cf.imported():
            if level == 0 and module.split(".")[0] in LIBRARY_ROOTS:
                continue
            target = self.find_module(level, module, cf.path)
            if target == mf.path or target == package:
                return True
            if target is None and level == 0 and "." in module:
                # `import a.b.c` with a regex that cannot tell: look at the prefixes too
                parts = module.split(".")
                if any(self.find_module(0, ".".join(parts[:i]), cf.path) in (mf.path, package)
                       for i in range(1, len(parts))):
                    return True
        return False

    def _import_table(self, cf: ParsedFile) -> list[tuple]:
        """(statement, alias or None, file of the module it names, file of `module.alias` as a submodule)."""
        table = getattr(cf, "_import_table", None)
        if table is None:
            table = []
            for imp in cf.imports():
                if isinstance(imp, ast.ImportFrom):
                    module = imp.module or ""
                    target = self.find_module(imp.level, module, cf.path)
                    for alias in imp.names:
                        sub = None
                        if alias.name != "*":
                            sub = self.find_module(imp.level, ".".join(p for p in (module, alias.name) if p), cf.path)
                        table.append((imp, alias, target, sub))
                else:
                    for alias in imp.names:
                        table.append((alias, None, self.find_module(0, alias.name, cf.path), None))
            cf._import_table = table
        return table

    def _uses_in(self, cf: ParsedFile, scope: ast.AST, name: str) -> list[ast.AST]:
        """Name nodes reading `name` in `scope` (module or function), where it is not a local of an inner def."""
        if scope is None:
            return []
        out = []
        for node in self._names_in(cf, scope, name):
            if not isinstance(node.ctx, ast.Load):
                continue
            d = cf.enclosing_def(node)
            shadowed = False
            while d is not None and d is not scope:
                if name in self._locals_of(d):
                    shadowed = True
                    break
                d = cf.enclosing_def(d)
            if not shadowed:
                out.append(node)
        return out

    def _attribute_uses(self, cf: ParsedFile, scope: ast.AST, prefix: tuple[str, ...], attr: str) -> list[ast.AST]:
        """`prefix.attr` attribute nodes (`m.gather`, `pkg.ops.gather`) in scope, the prefix not shadowed."""
        out = []
        for node in self._attrs_in(cf, scope, attr):
            parts, cur = [], node.value
            while isinstance(cur, ast.Attribute):
                parts.append(cur.attr)
                cur = cur.value
            if not isinstance(cur, ast.Name):
                continue
            parts.append(cur.id)
            if tuple(reversed(parts)) == prefix and cur in self._uses_in(cf, scope, cur.id):
                out.append(node)
        return out

    @staticmethod
    def _names_in(cf: ParsedFile, scope: ast.AST, name: str) -> list[ast.Name]:
        nodes = cf.names_by_id().get(name, [])
        if isinstance(scope, ast.Module):
            return nodes
        lo, hi = scope.lineno, scope.end_lineno or scope.lineno
        return [n for n in nodes if lo <= n.lineno <= hi and Project._inside_node(cf, n, scope)]

    @staticmethod
    def _attrs_in(cf: ParsedFile, scope: ast.AST, attr: str) -> list[ast.Attribute]:
        nodes = cf.attributes_by_name().get(attr, [])
        if isinstance(scope, ast.Module):
            return nodes
        return [n for n in nodes if Project._inside_node(cf, n, scope)]

    def _locals_of(self, d: ast.AST) -> frozenset:
        got = self._locals_cache.get(d)
        if got is None:
            got = self._locals_cache[d] = _local_names(d)
        return got

    def _listing_complete(self) -> bool:
        self._project_files()
        return self._listing[2]

    def _project_files(self) -> list[str]:
        """Every .py file under the project's search paths (cached until something changes). Under a folder
        with no project marker (a loose script's folder, maybe a home folder) the walk stops after
        LOOSE_FOLDER_MAX_FILES files: what it did not list is unknown, never "no caller"."""
        stamp = (self.generation, int(time.monotonic() // 10))
        if self._listing is None or self._listing[0] != stamp:
            from ..files import skipped_dir
            files: list[str] = []
            seen: set[str] = set()
            limit = None if self.marked else LOOSE_FOLDER_MAX_FILES
            complete = True
            for base in self.search_paths:
                if not complete:
                    break
                for folder, dirs, names in os.walk(base):
                    if limit is not None and len(files) > limit:
                        complete = False
                        break
                    dirs[:] = sorted(d for d in dirs if not skipped_dir(folder, d))
                    for f in sorted(names):
                        if f.endswith(".py"):
                            p = norm(os.path.join(folder, f))
                            if p not in seen:
                                seen.add(p)
                                files.append(p)
                if base == self.root:
                    break  # the root's parent (a package root) is searched for modules, not walked
            self._listing = (stamp, files, complete)
        return self._listing[1]

    def _files_mentioning(self, word: str, also: str | None = None) -> list[ParsedFile] | None:
        """The project files whose words include `word` (and `also`); None when the listing stopped early (a
        folder with no project marker holding more files than LOOSE_FOLDER_MAX_FILES): then nobody knows."""
        if not self._listing_complete():
            return None
        if self._stat_memo is not None:
            # within one operation files do not change: their words are gathered once, not per asked word
            # (a 12,000-line test module asks for ~800 words over ~170 files)
            if self._op_words is None:
                self._op_words = [(path, words) for path in self._project_files()
                                  for words in (self._words_of(path),) if words is not None]
            return [pf for path, words in self._op_words
                    if word in words and (also is None or also in words)
                    for pf in (self._file(path),) if pf is not None]
        out = []
        for path in self._project_files():
            words = self._words_of(path)
            if words is not None and word in words and (also is None or also in words):
                pf = self._file(path)
                if pf is not None:
                    out.append(pf)
        return out

    def _words_of(self, path: str) -> frozenset | None:
        key = self._current_key(path)
        entry = self._words.get(path)
        if entry is None or entry[0] != key:
            pf = self._file(path)
            if pf is None:
                return None
            entry = self._words[path] = (pf.key, pf.words())
        return entry[1]

    def _jedi_references(self, sf: ParsedFile, snode: ast.AST | None, pos: tuple[int, int]) -> list | None:
        raw = self.bridge.references(sf.source, sf.path, pos[0], pos[1], scope="project")
        if raw is None:
            return None
        out: list[tuple[ParsedFile, ast.AST]] = []
        seen: set = set()

        def add(cf: ParsedFile, node: ast.AST) -> None:
            if (cf.path, id(node)) not in seen:
                seen.add((cf.path, id(node)))
                out.append((cf, node))

        for ref in raw:
            if ref.path is None:
                continue
            cf = self._file(ref.path)
            if cf is None or cf.parse() is None:
                return None
            nodes = cf.positions().get((ref.line, ref.column), [])
            if not nodes:
                return None  # jedi read another version of the file than we did: unsure
            if snode is not None and cf is sf and any(n is snode for n in nodes):
                continue  # the definition itself
            alias = next((n for n in nodes if isinstance(n, ast.alias)), None)
            if alias is not None:
                sub = self._alias_uses(cf, alias)
                if sub is None:
                    return None
                for item in sub:
                    add(*item)
                continue
            node = next((n for n in nodes if isinstance(n, (ast.Name, ast.Attribute))), None)
            if node is None:
                continue  # a def/class of the same name elsewhere
            if isinstance(getattr(node, "ctx", None), (ast.Store, ast.Del)):
                continue
            if snode is not None and cf is sf and self._inside_node(cf, node, snode):
                continue  # recursion: the function calling itself
            add(cf, node)
        return out

    def _alias_uses(self, cf: ParsedFile, alias: ast.alias) -> list | None:
        """The uses of a name an import statement binds, in that file (and in importers of an __init__)."""
        bound = alias.asname or alias.name
        if alias.asname:
            line = alias.end_lineno
            col = cf.text.char_col(line, alias.end_col_offset) - len(alias.asname)
        else:
            line, col = alias.lineno, cf.text.char_col(alias.lineno, alias.col_offset)
        if "." in bound:
            return []  # `import a.b`: a module, not the function
        scope = "project" if os.path.basename(cf.path) == "__init__.py" else "file"
        raw = self.bridge.references(cf.source, cf.path, line, col, scope=scope)
        if raw is None:
            return None
        out = []
        for ref in raw:
            if ref.path is None:
                continue
            rf = self._file(ref.path)
            if rf is None or rf.parse() is None:
                return None
            nodes = rf.positions().get((ref.line, ref.column), [])
            if not nodes:
                return None
            if any(isinstance(n, ast.alias) for n in nodes):
                if rf is not cf:
                    inner = next(n for n in nodes if isinstance(n, ast.alias))
                    sub = self._alias_uses(rf, inner)
                    if sub is None:
                        return None
                    out.extend(sub)
                continue
            node = next((n for n in nodes if isinstance(n, (ast.Name, ast.Attribute))), None)
            if node is not None and not isinstance(getattr(node, "ctx", None), (ast.Store, ast.Del)):
                out.append((rf, node))
        return out

    @staticmethod
    def _inside_node(cf: ParsedFile, node: ast.AST, outer: ast.AST) -> bool:
        parents = cf.parents()
        cur = parents.get(node)
        while cur is not None:
            if cur is outer:
                return True
            cur = parents.get(cur)
        return False

    def _site(self, cf: ParsedFile, node: ast.AST, depth: int, st: _Search, target: tuple | None = None) -> None:
        """One use of a function (`target`: its file and def) or of a name holding it: did the analysis of its
        module follow it there?"""
        a = self._analysis(cf.path, "main", self.max_depth, st.options)
        if a is None or a.interp is None or a.file is not cf:
            st.unknown.append(f"{cf.path}: not analysable")
            return
        called, through = st.index(a)
        parent = cf.parents().get(node)
        if isinstance(parent, ast.Call) and parent.func is node:
            seen = a.interp.call_log.get(parent)
            g = cf.enclosing_def(parent)
            if seen is True:
                st.analyses[id(a)] = a
                # followed, but the watched calls were never reached there (an error on the way, a branch
                # not taken): this caller adds nothing; only a call we could not follow takes the body's verdict
                if id(parent) in called or parent in a.interp.calls_entered:
                    st.followed += 1
                else:
                    st.unfollowed.append((cf, parent, target))
            elif seen is False or (g is not None and not a.interp.entered.get(g)):
                self._follow_def(cf, g, depth, st)   # in a function this module's run never called
            elif not self._raised(a):
                st.unknown.append(f"{cf.path}:{parent.lineno}: call never visited")
            else:
                st.dirty += 1   # (after the error its module's run stops at, perhaps)
            return
        # a value use: `jax.shard_map(kernel, ...)`, `step = jax.jit(f)`, `register(f)`
        if cf.path in through:
            st.analyses[id(a)] = a
            if _called_through(cf, node, called):
                # `jax.remat(f)(x)`, `jax.jit(f)(x)`: the run called it right here, through the wrapper; what it
                # reached there (or the error it stopped at first) is this use's whole verdict
                st.followed += 1
            return
        g = cf.enclosing_def(node)
        if g is not None:
            if a.interp.entered.get(g):
                st.unknown.append(f"{cf.path}:{node.lineno}: passed on where the analysis cannot follow")
                st.dirty += _handed_to_a_call(cf, node)
            else:
                self._follow_def(cf, g, depth, st)
            return
        stmt = cf.statement_of(node)
        if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)
                and cf.at_module_level(stmt) and depth < self.max_depth):
            t = stmt.targets[0]
            self._search(cf, None, (t.lineno, cf.text.char_col(t.lineno, t.col_offset)), depth + 1, st)
            return
        st.unknown.append(f"{cf.path}:{getattr(node, 'lineno', 0)}: used where the analysis cannot follow")
        # (a call through a transform the run never got to, perhaps: `jax.checkpoint(f)(x)` after an error)
        st.dirty += self._raised(a) or _handed_to_a_call(cf, node)

    def _follow_def(self, cf: ParsedFile, g: ast.AST | None, depth: int, st: _Search) -> None:
        if g is None or isinstance(g, ast.Lambda) or depth >= self.max_depth:
            st.unknown.append(f"{cf.path}: callers deeper than {self.max_depth} levels or in a lambda")
            return
        pos = cf.name_position(g)
        self._search(cf, g, pos, depth + 1, st)
        if st.clean.get((cf.path, pos)):
            st.escaped.append((cf, g))   # (a use followed anywhere, in a transform say, would decide instead)

    @staticmethod
    def _raised(a: ModuleAnalysis) -> bool:
        raising = _raising_codes()
        return any(r.reached and r.verdict == "bad" and r.code in raising for r in a.records)


def _handed_to_a_call(cf: ParsedFile, node: ast.AST) -> bool:
    """A function named as an argument (`jax.checkpoint(f)`, `register(f)`): what the callee does with it, a
    transform that changes how its body runs, say, is not known; unlike a function stored in a table."""
    parent = cf.parents().get(node)
    return isinstance(parent, (ast.Call, ast.keyword, ast.Starred))


def _entry_def(uf: ParsedFile, r: Record, fnode: ast.AST) -> ast.AST | None:
    """The function a record's run of file `uf` started from: `fnode` itself (judged alone), or the function
    holding the first call of its chain."""
    if not r.chain:
        return fnode
    first = r.chain[0]
    return uf.enclosing_def(first.node) if first.path == uf.path else None


def _same_def(a: ast.AST | None, b: ast.AST | None) -> bool:
    return a is not None and b is not None and (a is b or (
        type(a) is type(b) and getattr(a, "lineno", -1) == getattr(b, "lineno", -2)
        and getattr(a, "col_offset", -1) == getattr(b, "col_offset", -2)))


def _called_through(cf: ParsedFile, node: ast.AST, called: set[int]) -> bool:
    """A function named as an argument of a call the run followed into it, in the same expression: a wrapper
    whose result is called there (`jax.jit(f)(x)`, `jax.grad(jax.jit(f))(x)`) or a function that calls it
    (`jax.lax.scan(f, ...)`, `jax.eval_shape(f, x)`)."""
    parents = cf.parents()
    cur = node
    for _ in range(4):
        parent = parents.get(cur)
        if not isinstance(parent, ast.Call):
            return False
        if id(parent) in called:
            return True
        cur = parent
    return False


_OVERWRITTEN: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # tree -> names


def _overwritten_globals(pf: ParsedFile) -> frozenset:
    """Globals a function of the module declares `global` and assigns outside any `if` that tests the name
    itself (a setter, not a lazy initialisation)."""
    if not pf.global_declarations():
        return frozenset()
    tree = pf.parse()
    if tree is None:
        return frozenset()
    hit = _OVERWRITTEN.get(tree)
    if hit is not None:
        return hit
    out: set[str] = set()
    # a reset to the value the module starts with (`_MESH = None` in a reset_mesh()) leaves a lazily made global
    # as it can be anyway: its first value or what the lazy initialisation makes
    initial: dict[str, tuple] = {}
    for stmt in tree.body:
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and isinstance(stmt.value, ast.Constant):
            for t in (stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]):
                if isinstance(t, ast.Name):
                    initial[t.id] = (type(stmt.value.value), stmt.value.value)
    for func in ast.walk(tree):
        if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        declared = {n for g in ast.walk(func) if isinstance(g, ast.Global) for n in g.names}
        if not declared:
            continue

        def visit(stmts, guards: frozenset) -> None:
            for stmt in stmts:
                if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    continue
                if isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                    targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
                    reset = isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant) \
                        and len(targets) == 1 and isinstance(targets[0], ast.Name) \
                        and initial.get(targets[0].id) == (type(stmt.value.value), stmt.value.value)
                    for t in targets if not reset else ():
                        for n in ast.walk(t):
                            if isinstance(n, ast.Name) and n.id in declared and n.id not in guards:
                                out.add(n.id)
                if isinstance(stmt, (ast.If, ast.While)):
                    tested = guards | {n.id for n in ast.walk(stmt.test) if isinstance(n, ast.Name)}
                    visit(stmt.body, tested)
                    visit(stmt.orelse, tested)
                    continue
                for field in ("body", "orelse", "finalbody"):
                    visit(getattr(stmt, field, None) or [], guards)
                for h in getattr(stmt, "handlers", None) or []:
                    visit(h.body, guards)
        visit(func.body, frozenset())
    hit = _OVERWRITTEN[tree] = frozenset(out)
    return hit


def _import_stem(path: str) -> str:
    """The name other modules import a file by (its package's name for an `__init__.py`)."""
    base = os.path.basename(path)
    if base == "__init__.py":
        return os.path.basename(os.path.dirname(path))
    return base[:-3] if base.endswith(".py") else ""


# a line that may set a mesh: a set_mesh/use_mesh call statement, or a `with` naming one
# a call of a mesh setter anywhere in the text (`with`, statement, `a = b = jax.set_mesh(m)`, `if c: use_mesh(m)`,
# after a `;`): a file without one sets no mesh; one with one is parsed to tell where and how
_MESH_SETTING_LINE = re.compile(r"\b(?:set_mesh|use_mesh)[ \t]*\(")
# a setter named otherwise than by a call of it: an alias, a getattr, a partial, a hand-entered mesh
def _pytest_fixture_decorator(node: ast.AST) -> bool:
    """`@pytest.fixture`, `@pytest.fixture(...)`, `@fixture` (read by syntax)."""
    func = node.func if isinstance(node, ast.Call) else node
    return (isinstance(func, ast.Attribute) and func.attr == "fixture" and isinstance(func.value, ast.Name)
            and func.value.id == "pytest") or (isinstance(func, ast.Name) and func.id == "fixture")


_SETTER_BY_OTHER_NAME = re.compile(r"\b(?:set_mesh|use_mesh)\b(?![ \t]*\()|\.__enter__[ \t]*\(|\benter_context\b")
# `with mesh:` (the legacy resource env) and `with use_abstract_mesh(...)`: around an import, the module runs in it
# (searched from the literal `with`, its line's start checked after: a pattern anchored at every line start is
# ten times slower over a project's files)
_LEGACY_WITH = re.compile(r"with[ \t]+(?:[\w.]*(?i:mesh)[\w.]*[ \t]*(?:,|:|as\b)|[\w.]*(?i:use_abstract_mesh)\b)")
_INDENT = re.compile(r"[ \t]*")


def _legacy_with(text: str) -> bool:
    for m in _LEGACY_WITH.finditer(text):
        if _INDENT.fullmatch(text, text.rfind("\n", 0, m.start()) + 1, m.start()):
            return True
    return False

_PYTEST_TEST_FILE = re.compile(r"(?:test_\w*|\w*_test)\.py$")


def _may_set_a_mesh(text: str) -> bool:
    """A mesh-setting line, a setter named otherwise, or a legacy `with mesh:` (the regexes scan every position
    of the text: each runs only where the words it needs are)."""
    named = "set_mesh" in text or "use_mesh" in text
    return (named and _MESH_SETTING_LINE.search(text) is not None) or (
        (named or "__enter__" in text or "enter_context" in text) and _SETTER_BY_OTHER_NAME.search(text) is not None) \
        or _legacy_with(text)


_NAMED_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_MAX_SETTING_WORDS = 200    # beyond these, what may set a mesh is not followed (every import may)
_MAX_CLOSURE_FILES = 300


def _package_parts(stmt: ast.AST) -> set[str]:
    """The packages an import runs first (`import infra.util` runs infra/__init__.py): every dotted part."""
    names = [a.name for a in stmt.names] if isinstance(stmt, ast.Import) else [stmt.module or ""]
    return {part for name in names for part in name.split(".")[:-1] if part} | (
        {stmt.module.split(".")[-1]} if isinstance(stmt, ast.ImportFrom) and stmt.module else set())


# what may stand before a setter called as a statement of its own line (`jax.set_mesh(m)`, `ctx = use_mesh(m)`):
# a test module with one may leave a mesh set for the tests after it, and is looked at first
_SETTING_STATEMENT_PREFIX = re.compile(r"[ \t]*(?:[\w.]+[ \t]*=[ \t]*)*[\w.]*")


def _has_setting_statement_line(source: str) -> bool:
    for m in _MESH_SETTING_LINE.finditer(source):
        start = source.rfind("\n", 0, m.start()) + 1
        if _SETTING_STATEMENT_PREFIX.fullmatch(source, start, m.start()):
            return True
    return False
def _imported_stems(node: ast.AST) -> set[str]:
    """The last names an import statement may load modules by (`import a.b` -> b, `from . import c` -> c)."""
    if isinstance(node, ast.Import):
        return {a.name.rsplit(".", 1)[-1] for a in node.names}
    out = {a.name for a in node.names}
    if node.module:
        out.add(node.module.rsplit(".", 1)[-1])
    return out


_NO_IMPORT = object()
_DYNAMIC_IMPORTS = frozenset({"import_module", "__import__", "reload", "importlib", "exec", "run_path",
                              "run_module"})
# Calls that import a module named by a string, which may be any project module (one that sets a mesh too); a
# module whose text holds none of them runs only the modules its import statements name.
_IMPORTS_BY_NAME = frozenset({"import_module", "__import__", "run_path", "run_module", "exec_module"})


def _pytest_module(path: str) -> bool:
    name = os.path.basename(path)
    return name == "conftest.py" or name.startswith("test_") or name.endswith("_test.py")


def _first_import_of(tree: ast.Module, stem: str):
    """The module's first statement importing `stem`, when every import of it is a plain top-level statement;
    None when one is not (inside a function, a branch or a try: it runs at a time the analysis does not know);
    _NO_IMPORT when no statement imports it."""
    first = None
    top = set(map(id, tree.body))
    for node in _import_statements(tree):
        if stem in _imported_stems(node):
            if id(node) not in top:
                return None
            if first is None or node.lineno < first.lineno:
                first = node
    return _NO_IMPORT if first is None else first


_STATEMENT_LISTS = ("body", "orelse", "finalbody", "handlers", "cases")


def _import_statements(tree: ast.Module) -> list[ast.stmt]:
    """Every import statement of the module, at any depth: only statement lists are walked (an import is a
    statement; the expressions, most of a tree, are skipped)."""
    return [stmt for stmt in statements(tree) if isinstance(stmt, (ast.Import, ast.ImportFrom))]


# what in a conftest.py may set a mesh for every test, run code pytest calls around each one, or change what
# it collects
_CONFTEST_RISK = re.compile(r"\b(?:set_mesh|use_mesh|use_abstract_mesh|__enter__|enter_context|with_mesh|autouse|"
                            r"pytest_plugins|collect_ignore\w*|def[ \t]+pytest_(?!addoption\b|report_header\b)\w+)")
_PYTEST_CONFIGS = ("pytest.ini", ".pytest.ini", "pyproject.toml", "setup.cfg", "tox.ini")
# pytest options that add plugins or fixtures to every test, or change which tests are collected and run
_PYTEST_CONFIG_RISK = re.compile(r"\b(?:addopts|usefixtures|python_files|python_functions|python_classes|"
                                 r"norecursedirs|required_plugins|confcutdir|pytest_plugins)\b")
_FIXTURE_WORDS = frozenset({"fixture", "pytest_plugins", "usefixtures", "autouse"})
_RUNS_PYTEST = re.compile(r"\bpytest\.main\s*\(|\bfrom\s+pytest\s+import\s+[^\n]*\bmain\b")


def _restoring_fixture(stmt: ast.stmt) -> bool:
    """`@pytest.fixture` (or `@pytest.fixture(params=..., ids=...)`) on a function that sets a mesh only as a
    `with` item: it runs for the tests asking for it, and its teardown puts the context back."""
    if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) or len(stmt.decorator_list) != 1:
        return False
    dec = stmt.decorator_list[0]
    target = dec.func if isinstance(dec, ast.Call) else dec
    if not ((isinstance(target, ast.Attribute) and target.attr == "fixture" and isinstance(target.value, ast.Name)
             and target.value.id == "pytest") or (isinstance(target, ast.Name) and target.id == "fixture")):
        return False
    if isinstance(dec, ast.Call) and (dec.args or any(k.arg not in ("params", "ids", "name") for k in dec.keywords)):
        return False   # a scope beyond the test, autouse: it may leave its mesh for other tests
    return not sets_for_good_in(stmt) and not any(
        isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("__enter__", "enter_context")
        for n in ast.walk(stmt))


def _text_without(source: str, stmts: list) -> str:
    """The source with the lines of these statements (decorators included) left out."""
    if not stmts:
        return source
    lines = source.splitlines(keepends=True)
    dropped = {i for stmt in stmts
               for i in range(min([stmt.lineno] + [d.lineno for d in stmt.decorator_list]) - 1, stmt.end_lineno)}
    return "".join(line for i, line in enumerate(lines) if i not in dropped)


def _names_in(node: ast.AST) -> set:
    """Every name and attribute name a statement mentions."""
    return {n.id if isinstance(n, ast.Name) else n.attr for n in ast.walk(node)
            if isinstance(n, (ast.Name, ast.Attribute))}


def _sets_for_good(node: ast.AST) -> bool:
    """`jax.set_mesh(m)` / `ctx = jax.set_mesh(m)` / `use_mesh(m)` as a statement (not a `with` item)."""
    if not isinstance(node, (ast.Expr, ast.Assign)) or not isinstance(node.value, ast.Call):
        return False
    return callee_name(node.value) in MESH_SETTERS


def _top_level_statements(tree: ast.Module) -> list[ast.stmt]:
    """The statements a module runs when imported: its body, into if/try/with blocks, not into defs/classes."""
    out: list[ast.stmt] = []
    todo = list(tree.body)
    while todo:
        stmt = todo.pop(0)
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        out.append(stmt)
        for field in ("body", "orelse", "finalbody"):
            todo.extend(getattr(stmt, field, None) or [])
        for h in getattr(stmt, "handlers", None) or []:
            todo.extend(h.body)
    return out


def marker_root(folder: str) -> str | None:
    """The nearest folder at or above `folder` holding a project marker (None: there is none)."""
    cur = folder
    while True:
        if any(os.path.exists(os.path.join(cur, m)) for m in MARKERS):
            return cur
        parent = os.path.dirname(cur)
        if parent == cur:
            return None
        cur = parent


# ===================================================================================== resolution
@dataclass(frozen=True, eq=False)
class _LiveGlobal:
    """A module global that may be rebound after its module ran: its value is looked up at each use."""
    analysis: Any
    name: str


class _EveryName(frozenset):
    """Holds every name (a module that does not parse may store any)."""

    def __contains__(self, item) -> bool:
        return True


_EVERY_NAME = _EveryName()


class Resolver:
    """What one module's analysis asks about names from other project modules (the interpreter's hooks)."""

    def __init__(self, project: Project, file: ParsedFile, budget: int, options: AnalysisOptions, stack: tuple):
        self.project = project
        self.file = file
        self.budget = budget
        self.options = options
        self.stack = stack
        self.deps: dict[str, tuple] = {}
        self.current: ProjectInterpreter | None = None   # the interpreter asking (set by it)
        self._frames: dict[int, Frame] = {}
        self._initial: dict[int, dict] = {}
        self._stored: set[tuple[int, str]] = set()   # (module frame, global) this analysis assigned by attribute
        self._origins: dict[int, ModuleAnalysis] = {}   # another module's frame -> its analysis (values exported)
        self._aliases: dict[int, Frame] = {}   # another analysis' copy of a module's globals -> this analysis' copy
        self._foreign: dict[int, Any] = {}   # objects other modules made that this analysis got (kept alive here)
        self._cache: dict[tuple, Any] = {}

    def _origin(self) -> str:
        interp = self.current
        path = interp.path if interp is not None else None
        return path or self.file.path

    def _safe(self, key: tuple, fn, *args) -> Any:
        if key in self._cache:
            return self._cache[key]
        try:
            value = fn(*args)
        except RecursionError:
            value = None
        except Exception as exc:  # resolution failing is "unknown", never a crash
            log.info("resolution of %s failed: %s: %s", key, type(exc).__name__, exc)
            value = None
        self._cache[key] = value
        return value

    # ------------------------------------------------------------------ hooks the interpreter calls
    def test_session_quiet(self, path: str) -> bool:
        """Nothing the test runner runs before the module's tests may set a mesh: no conftest.py from the module's
        folder up to the project root names a mesh-setting word, has an autouse fixture or plugin hook, or runs
        (imports) something of the project that may set one (Project._statement_may_set); and no other test
        module of the project does so at its top level (pytest imports every collected module before running
        any test, and a mesh set there stays set)."""
        return bool(self._safe(("test-session", path), self._conftests_quiet, path)) and \
            bool(self._safe(("test-modules", path), self._test_modules_quiet, path)) and \
            bool(self._safe(("test-config", path), self._outside_quiet, path))

    def _outside_quiet(self, path: str) -> bool:
        """Above the project root nothing pytest reads may change a test's context or what it collects: no
        conftest.py there, and no pytest configuration (pytest.ini, pyproject.toml, setup.cfg, tox.ini) of the
        module's folders with options that add plugins, fixtures or collection rules. The project modules this
        test module imports define no fixture, and no project script runs the tests in its own process."""
        from ..files import read_bytes_safely
        root = norm(self.project.root)
        folder = os.path.dirname(path)
        for _ in range(64):
            if not folder.startswith(root) and os.path.lexists(os.path.join(folder, "conftest.py")):
                return False   # (any entry by that name: a link or a FIFO is not read, and not trusted either)
            for name in _PYTEST_CONFIGS:
                config = os.path.join(folder, name)
                if os.path.isfile(config):
                    try:
                        text = read_bytes_safely(config, 1 << 20).decode("utf-8", "replace")
                    except Exception:
                        return False
                    if _PYTEST_CONFIG_RISK.search(text):
                        return False
            parent = os.path.dirname(folder)
            if parent == folder:
                break
            folder = parent
        project = self.project
        pf = project._file(path)
        if pf is None:
            return False
        for level, module in pf.imported():
            target = project.find_module(level, module, path)
            other = project._file(target) if target else None
            if other is not None and other is not pf:
                self.deps[other.path] = other.key
                if other.words() & _FIXTURE_WORDS:
                    return False   # `from fixtures_lib import mesh_autouse`: a fixture may come with the import
        for other in project._files_mentioning("pytest", "main") or []:
            if _RUNS_PYTEST.search(other.source):
                return False   # `pytest.main([...])` from a script: it may set a mesh first, in that process
        return True

    def _test_modules_quiet(self, path: str) -> bool:
        project = self.project
        if self._a_test_module_leaks(path):
            return False
        setters, words = project._mesh_risk()
        risky = set(words) | {"set_mesh", "use_mesh"}
        for other in project._project_files():
            name = os.path.basename(other)
            if not (name.startswith("test_") or name.endswith("_test.py")) or not name.endswith(".py"):
                continue
            pf = project._file(other)
            if pf is None:
                return False
            self.deps[pf.path] = pf.key   # (a mesh set there later, in an edit, changes this answer)
            if not (pf.words() & risky):
                continue
            if pf.parse() is None:
                return False
            # a test that ran before (in any module, this one too) may have left a mesh set: by a call of a
            # project function, class or module that sets one for good; another module, also by its own calls
            # and its top level (this one's are followed)
            if _names_in(pf.tree) & (words - MESH_SETTERS):
                return False
            if other != path and (sets_for_good_in(pf.tree) or any(
                    project._statement_may_set(stmt, setters, words) for stmt in pf.tree.body)):
                return False
        return True

    def _a_test_module_leaks(self, path: str) -> bool:
        """Another test module sets a mesh for good in some function (its test may run first): looked for first,
        in the modules whose text has a setting statement, before the project's mesh-setting words are found
        (which parses every file that calls a setter)."""
        project = self.project
        for other in project._project_files():
            name = os.path.basename(other)
            if other == path or not (name.startswith("test_") or name.endswith("_test.py")) or \
                    not name.endswith(".py"):
                continue
            pf = project._file(other)
            if pf is None or not (pf.words() & MESH_SETTERS) or not _has_setting_statement_line(pf.source):
                continue
            self.deps[pf.path] = pf.key
            if pf.parse() is not None and sets_for_good_in(pf.tree):
                return True
        return False

    def conftest_fixture(self, path: str, name: str) -> ast.FunctionDef | None:
        """The fixture `name` pytest gives a test of `path` from the nearest conftest.py defining it (from the
        module's folder up to the project root), when that conftest defines it once at its top level with
        `@pytest.fixture` (plain, or with arguments); None otherwise (a plugin's, or one not found)."""
        return self._safe(("conftest-fixture", path, name), self._conftest_fixture, path, name)

    def _conftests_up(self, path: str):
        """The conftest.py files pytest reads for a test module, nearest first (from its folder up to the project
        root), each parsed and recorded as a dependency; None for one that cannot be read or parsed."""
        project = self.project
        folder = os.path.dirname(path)
        while True:
            conf = os.path.join(folder, "conftest.py")
            if os.path.isfile(conf):
                pf = project._file(norm(conf))
                if pf is None or pf.parse() is None:
                    yield None
                    return
                self.deps[pf.path] = pf.key
                yield pf
            parent = os.path.dirname(folder)
            if norm(folder) == norm(project.root) or parent == folder or len(parent) < len(project.root):
                return
            folder = parent

    def _conftest_fixture(self, path: str, name: str) -> ast.FunctionDef | None:
        for pf in self._conftests_up(path):
            if pf is None:
                return None
            defs = [stmt for stmt in pf.tree.body if getattr(stmt, "name", None) == name]
            if defs:
                fixture = defs[0]
                return fixture if len(defs) == 1 and isinstance(fixture, ast.FunctionDef) and any(
                    _pytest_fixture_decorator(d) for d in fixture.decorator_list) else None
        return None

    def _conftests_quiet(self, path: str) -> bool:
        """(see test_session_quiet) A fixture of a conftest that enters a mesh only for the test asking for it
        (function scope, not autouse, in `with` blocks its teardown leaves) changes no other test's context."""
        project = self.project
        for pf in self._conftests_up(path):
            if pf is None or pf.tree is None:
                return False
            restoring = [stmt for stmt in pf.tree.body if _restoring_fixture(stmt)]
            if _CONFTEST_RISK.search(_text_without(pf.source, restoring)):
                return False
            setters, words = project._mesh_risk()
            for stmt in pf.tree.body:
                if stmt in restoring:
                    if _names_in(stmt) & (words - {"set_mesh", "use_mesh"}) or any(
                            isinstance(n, (ast.Import, ast.ImportFrom)) and project._import_may_set(n, setters, words)
                            for n in ast.walk(stmt)):
                        return False   # (it calls or imports what may set one for good)
                elif project._statement_may_set(stmt, setters, words):
                    return False
        return True

    def resolve_external(self, dotted: str) -> Any:
        origin = self._origin()
        value = self._safe(("from", dotted, origin), self._from_import, dotted, origin)
        if isinstance(value, _LiveGlobal):
            return self._live_value(value)
        return value

    def store_module_attribute(self, dotted: str, value: Any) -> bool:
        """`state.MESH = value` run by this analysis (dotted: "state.MESH"): this analysis' copy of that module's
        globals holds it from now on. False when `dotted` is no project module's global."""
        located = self._safe(("module of", dotted, self._origin()), self._module_of, dotted, self._origin())
        if located is None:
            return False
        a, name = located
        self._module_copy(a).env[name] = value
        self._stored.add((id(a.interp.module_frame), name))
        return True

    def star_names(self, module: str) -> list[str] | None:
        """The names `from module import *` binds (relative ones with their dots): its `__all__` when known,
        else its public globals. None for anything but a project module."""
        origin = self._origin()
        return self._safe(("star", module, origin), self._star_names, module, origin)

    def _star_names(self, module: str, origin: str) -> list[str] | None:
        n = len(module) - len(module.lstrip("."))
        root = module[n:].split(".")[0]
        if n == 0 and (not root or root in LIBRARY_ROOTS or not self.project.is_local_root(root, origin)):
            return None
        path = self.project.find_module(n, module[n:], origin)
        a = self._module(path) if path else None
        if a is None:
            return None
        exported = a.env.get("__all__", UNKNOWN)
        items = exported.items if isinstance(exported, ListVal) else exported
        if isinstance(items, tuple) and all(isinstance(i, str) for i in items):
            return list(items)
        if "__all__" in a.env:
            return None   # an __all__ we cannot read: which names come is not known
        return [name for name in a.env if isinstance(name, str) and not name.startswith("_")]

    def materialize(self, stub: InertCallable) -> Any:
        """The def an InertCallable stands for, from its module's run (None: not found)."""
        return self._safe(("materialize", stub.path, stub.name), self._materialize, stub)

    def module_in_use(self, path: str) -> bool:
        """This analysis holds its own copy of that module's globals already (it ran one of its functions, or an
        import filled one of its dicts): following another of its functions costs no new module run."""
        return self._copy_for_path(path) is not None

    def _copy_for_path(self, path: str) -> Frame | None:
        """This analysis' copy of the globals of the module at `path`, if it made one."""
        wanted = norm(path)
        return next((copy for copy in self._frames.values()
                     if getattr(copy, "copy_of", None) is not None and norm(copy.copy_of.file.path) == wanted), None)

    def instance_attribute(self, node: ast.Attribute, origin: str | None, interp) -> Any:
        if not isinstance(node.ctx, ast.Load):
            return None
        origin = origin or self._origin()
        return self._safe(("inst", id(node), origin), self._instance_attribute, node, origin)

    def package_binds(self, level: int, package: str, name: str, origin: str | None) -> str:
        """Whether `from package import name` finds `name` already bound by the package's `__init__` (then no
        submodule is imported): "bound", "unbound", or "maybe" (bound on some paths, a module `__getattr__`,
        a star import)."""
        origin = origin or self._origin()
        found = self._safe(("binds", level, package, name, origin), self._package_binds, level, package, name,
                           origin)
        return found if found is not None else "maybe"

    def _package_binds(self, level: int, package: str, name: str, origin: str) -> str:
        path = self.project.find_module(level, package, origin)
        if path is None:
            return "unbound"   # a namespace package (nothing binds its names), or not a project package
        if os.path.basename(path) != "__init__.py":
            return "bound"     # a plain module: `from mod import name` reads an attribute, imports nothing more
        if norm(path) == norm(origin):
            return "unbound"   # the package's own __init__ importing its submodule (`from . import name`)
        pf = self.project._file(path)
        tree = pf.parse() if pf is not None else None
        if tree is None:
            return "maybe"
        return _top_level_binding(tree.body, name)

    def found_elsewhere_too(self, module: str) -> bool:
        """An absolute import whose first part names more than one module or package of the project, in a
        project that changes sys.path: which one is imported depends on the path order the program makes."""
        root = module.split(".")[0]
        listing = self.project._project_files()
        held = self.__dict__.get("_stems")
        if held is None or held[0] is not listing:
            stems: dict = {}
            for path in listing:
                base = os.path.basename(path)
                stem = os.path.basename(os.path.dirname(path)) if base == "__init__.py" else base[:-3]
                stems[stem] = stems.get(stem, 0) + 1
            held = self.__dict__["_stems"] = (listing, stems)
        if held[1].get(root, 0) < 2:
            return False
        files = self.project._files_mentioning("path", also="sys")
        return files is None or any("sys.path" in f.source or "addsitedir" in f.source for f in files)

    def may_find_elsewhere(self, module: str) -> bool:
        """An absolute import the project does not hold and no installed library provides: the program may find
        it on a path it adds itself (`sys.path.insert(...)` in some project file), and run its top level."""
        root = module.split(".")[0]
        if not root or not self.project._maybe_project(root):
            return False
        files = self.project._files_mentioning("path", also="sys")
        return files is None or any("sys.path" in f.source or "addsitedir" in f.source for f in files)

    def import_effect(self, level: int, module: str, origin: str | None, imported: set) -> Any:
        origin = origin or self._origin()
        return self._safe(("effect", level, module, origin), self._import_effect, level, module, origin)

    # ------------------------------------------------------------------ implementations
    def _module(self, path: str) -> ModuleAnalysis | None:
        importer = self._origin()
        # a package's `__init__.py` re-exporting its own submodules (`from .logical import logical_to_spec`) is
        # one step of the user's import, not another level: it costs no budget (each such step goes deeper in the
        # package's folders, so they end)
        free = os.path.basename(importer) == "__init__.py" and path != importer \
            and path.startswith(os.path.dirname(importer) + os.sep)
        a = self.project._analysis(path, "import", self.budget - (0 if free else 1), self.options, self.stack)
        if a is None or a.interp is None:
            return None
        self.deps.update(a.deps)
        return a

    def _global_of(self, dotted: str, origin: str) -> tuple[str, str] | None:
        """(the project module's path, the global's name) that "a.b.c" names (relative ones with their dots:
        ".c", "..pkg.c"): module = all but the last part, name = the last part. None for anything else."""
        n = len(dotted) - len(dotted.lstrip("."))
        parts = dotted[n:].split(".")
        if not parts or not parts[-1] or (n == 0 and len(parts) < 2):
            return None
        if n == 0 and (parts[0] in LIBRARY_ROOTS or not self.project.is_local_root(parts[0], origin)):
            return None
        path = self.project.find_module(n, ".".join(parts[:-1]), origin)
        return (path, parts[-1]) if path else None

    def _module_of(self, dotted: str, origin: str) -> tuple[ModuleAnalysis, str] | None:
        """(the analysis of the project module, the global's name) that "a.b.c" names; None for anything else."""
        found = self._global_of(dotted, origin)
        a = self._module(found[0]) if found else None
        return (a, found[1]) if a is not None else None

    def global_rebindable(self, path: str, name: str) -> bool:
        return bool(self._safe(("rebindable", path, name), self._rebindable, path, name))

    def _rebindable(self, path: str, name: str) -> bool:
        """Whether a module global may be rebound after its module ran: a function of the module declares it
        `global`, or some project file assigns an attribute of that name on a named object (`state.MESH = m`).
        Read from another module, its value is then what this analysis itself stored, else unknown."""
        pf = self.project._file(path)
        if pf is None:
            return False
        if name in pf.global_declarations():
            return True
        storers = self._storers(name)
        return storers is not None and any(self.project.may_share_process(path, g) for g in storers[0])

    def attribute_stored_elsewhere(self, name: str, path: str, here_too: bool) -> bool:
        """Whether a project file (other than `path`, unless `here_too`) assigns an attribute `name` on a named
        object (`Registry.mesh = m`), or a classmethod anywhere does (`cls.name = v`): a class attribute of that
        name read here may hold what it stored."""
        storers = self._storers(name)
        if storers is None:
            return True   # the listing stopped early: nobody knows
        named, by_classmethod = storers
        if by_classmethod:
            # a classmethod's `cls.name = ...` sets it on the class it is called on: one of its own module's or a
            # subclass's, and a subclass's module imports it. Only modules this one runs with (its own, what it
            # imports, transitively) can have such a classmethod on a class read here.
            closure = self.project.import_closure(path)
            if closure is None:
                return True
            storing = {f for f in by_classmethod if f in closure}
            if storing and not (storing == {path} and not here_too and (
                    self._set_up_class_stores_only(path, name) or self._runs_alone(path))):
                return True
        # (a file that never runs with this one cannot reach its classes: a script beside it, say)
        return any(g != path or here_too for g in named if self.project.may_share_process(path, g))

    def foreign_attribute_unknown(self, name: str, path: str) -> bool:
        """An attribute `name` of an object another module made (`config.cfg.kv_axis`), read by module `path`
        that others import: a project file other than it may have stored it before this module's code runs
        (`config.cfg.kv_axis = None` in main.py, then `import trainer`), so its value is not known here."""
        return not self._runs_alone(path) and self.attribute_stored_elsewhere(name, path, here_too=False)

    def _runs_alone(self, path: str) -> bool:
        """Module `path` is an entry nobody else runs: no other project module imports it (transitively), none
        imports modules by name, no test session collects it. Its own classmethods then run only where its run
        calls them (itself or through what it imports), which the analysis follows."""
        memo = self.project._op_memo("_runs_alone_memo")
        if path not in memo:
            project, me = self.project, norm(path)
            files = project._project_files() if project._listing_complete() else None
            alone = files is not None and not _pytest_module(me) and project._import_components() is not None \
                and not any(_pytest_module(norm(g)) for g in files)
            for g in files if alone else ():
                if norm(g) != me:
                    closure = project.import_closure(g)
                    if closure is None or me in closure:
                        alone = False
                        break
            memo[path] = alone
        return memo[path]

    def _set_up_class_stores_only(self, path: str, name: str) -> bool:
        """Every `cls.name = ...` of the module sits in a `setUpClass`: the test runner calls it before the tests,
        and so does this analysis (and calls of it by name are followed), so its stores are seen where they run."""
        return name not in self._cls_stores_outside_set_up_class(path)

    def _cls_stores_outside_set_up_class(self, path: str) -> frozenset:
        """The names a function of the module other than `setUpClass` stores on `cls` (one walk per module: it is
        asked at reads of class attributes, within one operation); everything when the module does not parse."""
        memo = self.project._op_memo("_cls_stores_memo")
        if path not in memo:
            pf = self.project._file(path)
            tree = pf.parse() if pf is not None else None
            memo[path] = _EVERY_NAME if tree is None else frozenset(
                t.attr for func in ast.walk(tree)
                if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)) and func.name != "setUpClass"
                for t in ast.walk(func)
                if isinstance(t, ast.Attribute) and isinstance(t.ctx, ast.Store) and isinstance(t.value, ast.Name)
                and t.value.id == "cls")
        return memo[path]

    def _storers(self, name: str) -> tuple[frozenset, bool] | None:
        """(the project files assigning an attribute `name` on a named object, whether a classmethod of some file
        assigns `cls.name`); None when the file listing stopped early. Within one operation files do not
        change: each name is looked for once (it is asked at every read of a class attribute)."""
        op = self.project._stat_memo
        memo = None
        if op is not None:
            held = self.project.__dict__.get("_stored_names")
            if held is None or held[0] is not op:
                held = self.project.__dict__["_stored_names"] = (op, {})
            memo = held[1]
            if name in memo:
                return memo[name]
        files = self.project._files_mentioning(name)
        found = None if files is None else (
            frozenset(f.path for f in files if f.stores_named_attribute(name)),
            frozenset(f.path for f in files if f.stores_class_attribute(name)))
        if memo is not None:
            memo[name] = found
        return found

    def _live_value(self, live: "_LiveGlobal") -> Any:
        key = id(live.analysis.interp.module_frame)
        copy = self._frames.get(key)
        if copy is None or live.name not in copy.env or (
                copy.env[live.name] is self._initial[key].get(live.name) and (key, live.name) not in self._stored):
            return None   # not stored by what this analysis ran: maybe rebound by code it does not see
        return self._export(copy.env[live.name], live.analysis)

    def _from_import(self, dotted: str, origin: str) -> Any:
        """`from a.b import c` and `a.b.c` (`import a.b as m; m.c`) both arrive as "a.b.c" (see _global_of)."""
        found = self._global_of(dotted, origin)
        return self._lookup(*found) if found else None

    def _materialize(self, stub: InertCallable) -> Any:
        a = self._module(stub.path)
        if a is None:
            return None
        if self.current is not None:
            share_rule_state(a.interp, self.current)
        return self._export(a.env.get(stub.name, UNKNOWN), a)

    def _lookup(self, path: str, name: str) -> Any:
        stub = self.project._inert(path, name, self.options)
        if stub is not None:
            return stub
        a = self._module(path)
        if a is None:
            return None
        if self.current is not None:
            share_rule_state(a.interp, self.current)
        if name not in a.env and not name.startswith("__") and isinstance(a.env.get("__getattr__"), FuncVal):
            # PEP 562: the module's own `__getattr__` answers names it does not bind (run where it is read)
            return ModuleGetattr(self._export(a.env["__getattr__"], a), name)
        if self._rebindable(path, name):
            return _LiveGlobal(a, name)   # (read anew at each use: what this analysis stored may change)
        return self._export(a.env.get(name, UNKNOWN), a)

    def _export(self, value: Any, a: ModuleAnalysis) -> Any:
        if value is UNKNOWN:
            return None
        self._origins[id(a.interp.module_frame)] = a
        self._mark_foreign(value)
        if isinstance(value, QualName):
            root = value.name.lstrip(".").split(".")[0]
            if value.name.startswith(".") or self.project.is_local_root(root, a.file.path):
                return None  # a module of the project named relative to the other module: leave it
            return value
        if isinstance(value, FuncVal):
            return self._rebind(value, a)
        if isinstance(value, PartialVal) and isinstance(value.func, FuncVal):
            return dataclasses.replace(value, func=self._rebind(value.func, a))
        return value

    def _rebind(self, func: FuncVal, a: ModuleAnalysis) -> FuncVal:
        """Functions of another module run against this analysis' own copy of that module's globals, so what
        one analysis inlines (a `global` assignment) never leaks into the cached module or another analysis."""
        owner = a if func.closure is a.interp.module_frame else None
        if owner is None and func.closure is not None and func.closure.parent is None:
            # a module's frame (its own, or another analysis' copy of it) reached through another module (a
            # re-export: `from pkg import init`): this analysis' view of that module
            copied = getattr(func.closure, "copy_of", None)
            if copied is not None and self._frames.get(id(copied.interp.module_frame)) is func.closure:
                return func   # (already this analysis' copy)
            path = copied.file.path if copied is not None else \
                func.closure.module.path if func.closure.module is not None else None
            found = self._module(path) if path else None
            owner = found if found is not None and (copied is not None or
                                                    found.interp.module_frame is func.closure) else None
        if owner is None:
            return func
        # (a function another analysis got from its own copy of a module, re-exported: this analysis' copy)
        return FuncVal(func.node, func.wrappers, self._module_copy(owner), func.bound_args, func.bound_kwargs,
                       func.defaults)

    def _mark_foreign(self, value: Any, depth: int = 0) -> None:
        if isinstance(value, ObjVal) and id(value) not in self._foreign:
            self._foreign[id(value)] = value
            if depth < 2:
                for held in list(value.attrs.values()):
                    self._mark_foreign(held, depth + 1)

    def foreign(self, value: Any) -> bool:
        """An object another module's analysis made (a global of it, or inside one): other modules may have
        changed it in ways this analysis does not see (a registry dict their decorators fill)."""
        return id(value) in self._foreign

    def live_closure(self, closure: Frame) -> Frame:
        """A function of another module reached through a value (`state.HANDLERS["gather"]`, a method of
        `state.ENGINE`) runs against this analysis' copy of that module's globals, as one named does: what this
        analysis stored there (`state.MESH = m`) is what it reads."""
        copy = self._frames.get(id(closure)) or self._aliases.get(id(closure))
        if copy is not None:
            return copy
        a = self._origins.get(id(closure))
        if a is not None and a.interp.module_frame is closure:
            return self._module_copy(a)
        copied = getattr(closure, "copy_of", None)
        if copied is not None and closure.parent is None and all(c is not closure for c in self._frames.values()):
            # another analysis' copy of a module (a function that analysis imported, reached here through one
            # of its values: `init_device_mesh` called from a method of trainer.py's class): this analysis'
            # own copy of that module, so that what one of its functions stores the others read
            ours = self._copy_for_path(copied.file.path)
            if ours is None:
                found = self._module(copied.file.path)
                ours = self._module_copy(found if found is not None else copied)
            self._aliases[id(closure)] = ours
            self._foreign[id(closure)] = closure   # (kept alive: the alias is keyed by its id)
            return ours
        return closure

    def _module_copy(self, a: ModuleAnalysis) -> Frame:
        """This analysis' own copy of another module's globals (made on first use)."""
        orig = a.interp.module_frame
        copy = self._frames.get(id(orig))
        if copy is None:
            copy = Frame(env=dict(orig.env), module=orig.module, param_defaults=orig.param_defaults, copy_of=a)
            for value in orig.env.values():
                self._mark_foreign(value)
            for k, v in list(copy.env.items()):
                if isinstance(v, FuncVal) and v.closure is orig:
                    copy.env[k] = FuncVal(v.node, v.wrappers, copy, v.bound_args, v.bound_kwargs, v.defaults)
            # a global that a function of the module sets to whatever it is given (`set_global_mesh(m)`: `global
            # MESH; MESH = m`) may have been set before any function of this copy runs: unknown until this
            # analysis runs such a setter itself (a lazy `if _MESH is None: _MESH = ...` keeps its first value)
            for name in _overwritten_globals(a.file):
                if name in copy.env:
                    copy.env[name] = UNKNOWN
            # a global some project file assigns by attribute (`state.MESH = m` in a plugin's top level, a
            # setUpModule, a configure()): maybe rebound before this analysis calls into the module; unknown
            # until this analysis stores it itself
            for name, value in list(copy.env.items()):
                if isinstance(name, str) and not name.startswith("__") and isinstance(value, DATA_VALUES):
                    storers = self._storers(name)
                    if storers is None or storers[0]:
                        copy.env[name] = UNKNOWN
            self._frames[id(orig)] = copy
            self._initial[id(orig)] = dict(copy.env)   # what a store or a `global` assignment then replaces
        return copy

    def _import_effect(self, level: int, module: str, origin: str) -> Any:
        path = self.project.find_module(level, module, origin)
        if path is None:
            return None
        if os.path.basename(origin) == "__init__.py" and norm(path) == norm(origin):
            # a package's __init__ importing its own package (`from . import layers` first imports `.`): the
            # package is in sys.modules already, being initialised, and nothing runs
            return (EMPTY, frozenset(), False)
        if level > 0 and os.path.basename(path) == "__init__.py" and _inside(origin, os.path.dirname(path)):
            # `from . import steps` / `from .. import x` in a module of that package: Python imported (or is
            # importing) the package before the module itself ran, so importing it runs nothing now
            return (EMPTY, frozenset(), False)
        pf = self.project._file(path)
        if pf is None:
            return (UNKNOWN_CTX, frozenset({path}), False)   # a module of the project it could not read
        if "esh" not in pf.source and "__getattr__" not in pf.source and not self._imports_project_modules(pf) \
                and not pf.words() & _IMPORTS_BY_NAME:
            # (no mesh word, and nothing it imports runs project code, also by `importlib`: its top level cannot
            # set a mesh)
            return (EMPTY, frozenset({path}), False)
        a = self._module(path)
        if a is None:
            return (UNKNOWN_CTX, frozenset({path}), False)
        # a module whose top level certainly raises (a mesh built with bad axis_types...) raises at its import
        ctx = a.interp.ctx
        if pf.parse() is not None and _lazy_module_getattr(pf.tree):
            ctx = UNKNOWN_CTX   # reading a missing attribute later imports a module whenever it happens
        return (ctx, a.closure, bool(getattr(a.interp, "module_died", False)))

    def take_import_stores(self, level: int, module: str, origin: str | None) -> None:
        """A module's first import ran its top level, which may have filled a dict another module holds (a
        registry its decorators write: `@register("hybrid")` in builders.py filling registry._BUILDERS): Python
        shares that one dict, so what the import stored is in this analysis' copy of it from now on."""
        try:
            self._take_import_stores(level, module, origin or self._origin())
        except Exception as exc:   # (what it could not merge stays as this analysis had it)
            log.info("merging what importing %s stored failed: %s: %s", module, type(exc).__name__, exc)

    def _take_import_stores(self, level: int, module: str, origin: str) -> None:
        path = self.project.find_module(level, module, origin)
        a = self._module(path) if path is not None else None
        theirs = getattr(getattr(a, "interp", None), "hooks", None) if a is not None else None
        if not isinstance(theirs, Resolver) or theirs is self:
            return
        for their_copy in list(theirs._frames.values()):
            source = getattr(their_copy, "copy_of", None)
            if source is None or norm(source.file.path) == norm(self.file.path):
                continue
            mine = self._module(source.file.path)
            if mine is None:
                continue
            our_copy = self._module_copy(mine)
            for name, their_value in list(their_copy.env.items()):
                ours = our_copy.env.get(name)
                if not (isinstance(their_value, ObjVal) and their_value.kind == "dict" and isinstance(ours, ObjVal)
                        and ours.kind == "dict") or their_value is ours or ours.escaped:
                    continue
                added = {key: value for key, value in their_value.attrs.items()
                         if key not in ours.attrs or not _same_definition(ours.attrs[key], value)}
                if not added and not their_value.escaped and not their_value.keys_unsure:
                    continue
                # (a copy: the dict the cached module analysis holds is shared by every analysis)
                merged = dataclasses.replace(ours, attrs=dict(ours.attrs), keys_unsure=ours.keys_unsure
                                             or their_value.keys_unsure)
                if their_value.escaped:
                    merged.escape()
                for key, value in added.items():
                    exported = self._export(value, a)
                    if key in ours.attrs and _same_definition(ours.attrs[key], value):
                        # (exporting it ran our copy of its module, whose decorator stored the same def here)
                        merged.attrs[key] = ours.attrs[key]
                        continue
                    value = UNKNOWN if exported is None else exported
                    merged.attrs[key] = value if key not in ours.attrs else join_values(ours.attrs[key], value)
                self._mark_foreign(merged)
                our_copy.env[name] = merged

    def _imports_project_modules(self, pf: ParsedFile) -> bool:
        """Whether the module's imports may run a module of the project (read by text: relative imports, and
        absolute ones whose first part is a project module), whose top level may set a mesh."""
        return any(level > 0 or (module and self.project.is_local_root(module.split(".")[0], pf.path))
                   for level, module in imported_modules(pf.source))

    # ------------------------------------------------------------------ self.mesh
    def _instance_attribute(self, node: ast.Attribute, origin: str) -> Any:
        of = self.project._file(origin)
        if of is None:
            return None
        # the prefilter, on the text: the attribute is assigned in this file, and it looks like a mesh
        rhs = of.attribute_assignments().get(node.attr)
        if not rhs or ("mesh" not in node.attr.lower() and not any("mesh" in r.lower() for r in rhs)):
            return None
        if of.parse() is None or node not in of.parents():
            return None
        func = of.enclosing_def(node)
        base = node.value.id
        if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            params = func.args.posonlyargs + func.args.args
            cls = of.enclosing_class(func)
            if cls is not None and params and params[0].arg == base and not _is_static(func):
                return self._class_attribute(of, cls, node.attr)
        return None

    def _class_attribute(self, df: ParsedFile, cls: ast.ClassDef, attr: str) -> Any:
        key = ("class", df.path, cls.lineno, attr)
        if key in self._cache:
            return self._cache[key]
        self._cache[key] = None
        stores = _attribute_stores(df, cls).get(attr, [])
        if len(stores) != 1:
            return None
        store = stores[0]
        init = df.enclosing_def(store)
        if not isinstance(init, ast.FunctionDef) or init.name != "__init__" or df.enclosing_class(init) is not cls:
            return None
        params = init.args.posonlyargs + init.args.args
        if not params or not isinstance(store.value, ast.Name) or store.value.id != params[0].arg:
            return None
        stmt = df.statement_of(store)
        if not ((isinstance(stmt, ast.Assign) and any(t is store for t in stmt.targets))
                or (isinstance(stmt, ast.AnnAssign) and stmt.target is store)):
            return None
        # the prefilter: only attributes that may hold a mesh (named so, or assigned from something that is)
        value_text = df.segment(stmt.value) if stmt.value is not None else ""
        if "mesh" not in attr.lower() and "mesh" not in value_text.lower():
            return None
        if _sets_attributes_dynamically(df, cls):
            return None
        a = self._module(df.path)
        if a is None:
            return None
        # run __init__ (arguments unknown) against that module's globals and catch what it stores
        sub = Resolver(self.project, df, self.budget - 1, self.options, self.stack)
        scratch = ProjectInterpreter(df.tree, df.text, df.path, {}, self.options.jax_version,
                                     max_depth=min(self.options.max_call_depth, 3),
                                     resolve_external=sub.resolve_external if sub.budget > 0 else None,
                                     hooks=sub if sub.budget > 0 else None, module_only=True,
                                     module_name=_module_name(df.path))
        frame = Frame(env=dict(a.env), module=a.interp.module_frame.module)
        scratch.module_frame = frame
        slot = (params[0].arg, attr)
        scratch.capture = {slot: UNKNOWN}
        try:
            scratch.call_function(FuncVal(init, (), frame), [], {}, init, frame, unknown_args=True)
        except Exception:
            pass
        self.deps.update(sub.deps)
        value = scratch.capture.get(slot)
        value = value if isinstance(value, MeshVal) else None
        self._cache[key] = value
        return value


def _feeds_a_call(node: ast.AST, parents: dict) -> bool:
    """Called (`f(...)`, `m.f(...)`), handed to a call (`jax.jit(f)`, `shard_map(k, ...)`), decorating, or
    bound to another name: a use through which a watched call can run."""
    cur, parent = node, parents.get(node)
    while isinstance(parent, ast.Attribute) and parent.value is cur:
        cur, parent = parent, parents.get(parent)
    if isinstance(parent, (ast.Call, ast.keyword, ast.Starred, ast.Assign, ast.NamedExpr, ast.Tuple, ast.List)):
        return True
    return isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and cur in parent.decorator_list


def _attribute_stores(df: ParsedFile, cls: ast.ClassDef) -> dict[str, list[ast.Attribute]]:
    """attr -> the attribute stores (`x.attr = ...`, `del x.attr`) anywhere in a class, indexed once per class."""
    cache = getattr(df, "_class_stores", None)
    if cache is None:
        cache = df._class_stores = {}
    got = cache.get(cls)
    if got is None:
        got = {}
        for n in ast.walk(cls):
            if isinstance(n, ast.Attribute) and isinstance(n.ctx, (ast.Store, ast.Del)):
                got.setdefault(n.attr, []).append(n)
        cache[cls] = got
    return got


def _is_static(func: ast.AST) -> bool:
    for d in getattr(func, "decorator_list", ()):
        name = d.id if isinstance(d, ast.Name) else d.attr if isinstance(d, ast.Attribute) else ""
        if name in ("staticmethod", "classmethod"):
            return True
    return False


def _sets_attributes_dynamically(df: ParsedFile, cls: ast.ClassDef) -> bool:
    cache = getattr(df, "_dynamic_classes", None)
    if cache is None:
        cache = df._dynamic_classes = {}
    if cls not in cache:
        cache[cls] = any(
            (isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "setattr")
            or (isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name in ("__setattr__", "__getattr__"))
            for n in ast.walk(cls))
    return cache[cls]


def _find_in(base: str, parts: list[str]) -> str | None:
    """As Python's path finder looks in one folder: a package (a folder with `__init__.py`) before a module
    `name.py`, and a folder without `__init__.py` (a namespace package) only when neither exists."""
    if not parts:
        init = os.path.join(base, "__init__.py")
        return init if os.path.isfile(init) else None
    d = base
    for i, part in enumerate(parts):
        init = os.path.join(d, part, "__init__.py")
        module = os.path.join(d, part + ".py")
        if i == len(parts) - 1:
            if os.path.isfile(init):
                return init
            return module if os.path.isfile(module) else None
        if not os.path.isfile(init) and os.path.isfile(module):
            return None   # `part` is a module, not a package: nothing is found under it
        d = os.path.join(d, part)
        if not os.path.isdir(d):
            return None
    return None


def _lazy_module_getattr(tree: ast.Module) -> bool:
    """A module-level `__getattr__` that imports (PEP 562 lazy submodules)."""
    for stmt in tree.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == "__getattr__":
            return any(isinstance(n, (ast.Import, ast.ImportFrom)) or (isinstance(n, ast.Name) and n.id in (
                "import_module", "__import__", "importlib")) or (isinstance(n, ast.Attribute) and
                n.attr == "import_module") for n in ast.walk(stmt))
    return False


def _same_definition(a: Any, b: Any) -> bool:
    """Equal values, or the same def / class statement as two analyses made it (each run of a module makes its
    own function and class values)."""
    if a is b or (type(a) is type(b) and getattr(a, "node", None) is not None and a.node is b.node):
        return True
    try:
        return bool(a == b)
    except Exception:
        return False


def _inside(path: str, folder: str) -> bool:
    """The file lies in that folder or below it."""
    folder = norm(folder).rstrip(os.sep) + os.sep
    return norm(path).startswith(folder)


def _top_level_binding(body: list, name: str) -> str:
    """How a module's top level binds `name`: "bound" (a statement of the top level itself always does),
    "maybe" (only inside if / try / loops, or a module `__getattr__` / star import may give it), "unbound"."""
    found = "unbound"
    for stmt in body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and stmt.name == "__getattr__":
            found = "maybe"
        elif isinstance(stmt, ast.ImportFrom) and any(a.name == "*" for a in stmt.names):
            found = "maybe"
        elif _binds(stmt, name):
            return "bound"
        elif isinstance(stmt, (ast.If, ast.Try, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith)) or \
                type(stmt).__name__ in ("TryStar", "Match"):
            inner = [s for field in ("body", "orelse", "finalbody", "handlers", "cases")
                     for s in getattr(stmt, field, ()) or ()]
            inner = [s for h in inner for s in (h.body if isinstance(h, (ast.ExceptHandler, ast.match_case))
                                                 else [h])]
            if _top_level_binding(inner, name) != "unbound":
                found = "maybe"
    return found


def _binds(stmt: ast.stmt, name: str) -> bool:
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return stmt.name == name
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return any((a.asname or a.name.split(".")[0]) == name for a in stmt.names)
    targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target] if isinstance(
        stmt, (ast.AnnAssign, ast.AugAssign)) and getattr(stmt, "value", None) is not None else []
    return any(isinstance(n, ast.Name) and n.id == name for t in targets for n in ast.walk(t))


def cf_needs_stem(mf: ParsedFile, uf: ParsedFile) -> bool:
    """Files that import from module `mf` name it (its file or package name): a cheap filter on candidates.
    Not for a package's __init__ (`from . import *` style re-exports may not spell it)."""
    return os.path.basename(mf.path) != "__init__.py"


def _module_name(path: str) -> str:
    stem = os.path.splitext(os.path.basename(path))[0]
    if stem == "__init__":
        stem = os.path.basename(os.path.dirname(path))
    return stem

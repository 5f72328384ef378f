"""The analysis core's interpreter, with the few extra things cross-file analysis needs.

The core resolves `from X import Y` and `X.Y` of project modules through `resolve_external` and makes an
import of a project module leave the context mesh unknown (`_import_effect`, single-file mode). Here:
- `_import_effect` reads the imported module instead: a `jax.set_mesh(...)` at its top level sets the mesh,
  otherwise the context is left as it was;
- `self.mesh` whose class assigns it once in `__init__` is asked of the resolver;
- module attributes are resolved while peeking too (rules re-read arguments with `peek`);
- it remembers which calls it visited on a reached path and which functions it entered (the callers search),
  and can run a module's top level only (what `import` does), with `__name__` set to the module's name.
"""
from __future__ import annotations

import ast
import bisect
import os
import re
import weakref
from typing import Any

from ..analysis import provenance
from ..analysis.context import UNKNOWN_CTX
from ..analysis.interpreter import _INERT_ROOTS, Frame, Interpreter, ModuleGetattr, _is_constant, _Raise
from ..analysis.astwalk import statements
from ..analysis.uncalled import functions_in_walk_order
from ..analysis.names import canonical
from dataclasses import dataclass

from ..analysis.objects import ClassVal, ObjVal
from ..analysis.values import (UNKNOWN, ArrayVal, AxisTypeVal, FuncVal, KeysVal, ListVal, MeshVal, NamedShardingVal,
                               PartialVal, PSpecVal, QualName, StructVal, alternatives)
from .files import folders_up, iter_children

# Roots that are never project modules (cheap exit before asking the resolver anything).
LIBRARY_ROOTS = frozenset(_INERT_ROOTS) | {"jax", "jaxlib", "numpy", "functools", "builtins", "plgpu", "pl", "jnp",
                                           "np", "scipy", "torch", "tensorflow", "haiku", "equinox"}


def _holds_our_object(value: Any) -> bool:
    """An instance of a class of the program with methods of its own (what a helper may call them)."""
    from ..analysis.objects import ClassVal, ObjVal
    return isinstance(value, ObjVal) and value.kind == "instance" and isinstance(value.cls, ClassVal) and any(
        isinstance(v, FuncVal) for entry in (value.cls.mro() or ()) if isinstance(entry, ClassVal)
        for v in entry.namespace.values())


@dataclass(frozen=True)
class InertCallable:
    """A function or class of a project module that names nothing any rule watches and no mesh, and imports
    no module that does: calling it leaves the context mesh as it was (unless it is handed a function of
    ours, which it might call). Its module is not analysed at all: that is what keeps cross-file cheap."""
    name: str
    path: str
    is_class: bool = False   # a class is materialized when called or read from: its instances carry values
    #                          (a config dataclass: `TrainConfig(axes=...)`), cheap to get and often needed


class ProjectInterpreter(Interpreter):
    def __init__(self, *args, hooks=None, module_only: bool = False, module_name: str | None = None,
                 only_watching_functions: bool = False, start_unknown: bool = False, import_handlers: tuple = (),
                 **kwargs):
        super().__init__(*args, **kwargs)
        # the importers' `try` around every import of this module: its top level's errors are caught there
        self.import_handlers = tuple(import_handlers)
        if start_unknown:
            # its top level may run on import under a mesh another module set (Project._imported_under_a_mesh)
            self.ctx = UNKNOWN_CTX
        self.hooks = hooks                 # a project Resolver, or None (single-file behaviour)
        self._foreign_stores: set[tuple[int, str]] = set()   # (another module's object, attribute) stored here
        if hooks is not None and getattr(hooks, "current", None) is None:
            hooks.current = self           # the resolver reads the running module's path from here
        self.module_only = module_only
        if module_name is not None:
            self.module_frame.env["__name__"] = module_name
        self.call_log: dict[ast.AST, bool] = {}     # Call node -> visited on a reached path (else only unreached)
        self.entered: dict[ast.AST, bool] = {}      # function node -> entered on a reached path
        self.calls_entered: set[ast.AST] = set()     # call nodes whose callee's body ran on a reached path
        self.imported: set[str] = set()             # project modules whose top level this run has executed
        self.capture: dict | None = None            # (param name, attr) -> value, while running an __init__
        self.only_watching_functions = only_watching_functions  # False: run every uncalled function
        self._watch_defs: dict | None = None          # function -> holds a watched call (asked lazily)
        self._bound: dict[str, set[str]] = {}
        self.inert_loaders: dict[int, FuncVal] = {}   # loop-header call -> the generator def it runs (see _expr_Call)
        self._word_lines: list[int] | None = None   # lines naming a watched call's last part, ascending
        self._is_ascii: bool | None = None
        self._class_nodes: frozenset | None = None   # the ClassDef nodes of this module

    def _conftest_fixture(self, name: str) -> ast.FunctionDef | None:
        if self.hooks is None or not hasattr(self.hooks, "conftest_fixture") or self.path is None:
            return None
        return self.hooks.conftest_fixture(os.path.abspath(self.path), name)

    def _test_session_quiet(self, pytest: bool) -> bool:
        if self.hooks is None:
            return super()._test_session_quiet(pytest)
        if not pytest and not _PYTEST_FILE.match(os.path.basename(self.path or "")) \
                and not _collects_other_files(os.path.dirname(os.path.abspath(self.path or "."))):
            # a unittest module pytest would not collect (`main.py`): run as a script, by its own runner; what
            # conftest.py files and other test modules do happens in another process
            return True
        return bool(self.hooks.test_session_quiet(self.path))

    # Trees are shared by every analysis of a project (one parse per file version), so what is computed per
    # function node (its local names, whether it sets a mesh) is shared too.
    _SHARED_LOCALS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
    _SHARED_MUTATES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()

    def _locals(self, func: ast.AST) -> frozenset:
        got = self._SHARED_LOCALS.get(func)
        if got is None:
            got = self._SHARED_LOCALS[func] = super()._locals(func)
        return got

    def _mutates(self, func: ast.AST) -> bool:
        got = self._SHARED_MUTATES.get(func)
        if got is None:
            got = self._SHARED_MUTATES[func] = super()._mutates(func)
        return got

    @classmethod
    def factory(cls, **extra):
        """A constructor with the core's signature (`analyze_module(..., interpreter_class=...)`)."""
        def make(*args, **kwargs):
            return cls(*args, **kwargs, **extra)
        return make

    # ------------------------------------------------------------------ driving
    def run(self) -> None:
        if not self.module_only:
            if not (self.only_watching_functions and self.analyse_uncalled):
                super().run()
                return
            # The core's run, its last step (functions nobody called) done by `_run_uncalled`: the core finds
            # the functions worth judging alone with three walks of the whole module; only those holding a
            # watched call are judged here, and the text says where those can be: one walk of the statements
            # there (none when no line names a watched call).
            self.analyse_uncalled = False
            try:
                super().run()
            finally:
                self.analyse_uncalled = True
            self._run_uncalled()
            return
        self.module_died = False
        try:
            self.exec_block(self.tree.body, self.module_frame)
        except RecursionError:
            raise
        except _Raise:   # the module certainly raises: so does its import
            self.module_died = True
        except Exception:  # _Return at top level ends the module; anything else is "unknown from here"
            pass

    # ------------------------------------------------------------------ functions nobody here calls
    def _run_uncalled(self) -> None:
        """What the core's `run` does last, in the same order with the same frames: every function the run did
        not enter and that `_worth_judging_alone` keeps is judged alone; here also only if `_may_watch` (the
        others would only be marked as analysed, which nothing reads afterwards). The core's three walks of
        the whole module are replaced by one walk over the statements around lines that name a watched call;
        `_worth_judging_alone` is asked only when a candidate passes `_may_watch`."""
        if self.module_died:
            return  # a module that certainly raises runs none of its functions (as in the core)
        lines = self._watched_word_lines()
        if lines is None:  # no line index: the core's way, filtered by `_may_watch`
            candidates = _functions_and_outers(self.tree, None)
        elif not lines:
            # no line names a watched call: no function may hold one; a test method may still call another
            # module's function that does (`model.sharded_ones(16)`), under the context the module left
            candidates = []
        else:
            candidates = _functions_and_outers(self.tree, lines)
        candidates = self._runner_entries_judged() + candidates
        if not candidates:
            return
        # a function judged alone may run after another module rebound a global of this one (`trainer.MESH = m`,
        # `mock.patch("trainer.MESH", m)`): such globals are unknown to it
        rebound = self._globals_rebound_elsewhere() if candidates else {}
        env = self.module_frame.env
        saved = {name: env[name] for name in rebound}
        env.update(rebound)
        try:
            self._judge_candidates(candidates)
        finally:
            for name, value in saved.items():
                if env.get(name) is UNKNOWN:
                    env[name] = value

    def foreign(self, value: Any) -> bool:
        hooks = self.hooks
        return hooks is not None and hasattr(hooks, "foreign") and hooks.foreign(value)

    def live_closure(self, closure: Frame) -> Frame:
        hooks = self.hooks
        return hooks.live_closure(closure) if hooks is not None and hasattr(hooks, "live_closure") else closure

    def _globals_rebound_elsewhere(self) -> dict:
        if self.hooks is None or not hasattr(self.hooks, "global_rebindable"):
            return {}
        return {name: UNKNOWN for name, value in self.module_frame.env.items()
                if isinstance(name, str) and isinstance(value, DATA_VALUES)
                and self.hooks.global_rebindable(self.path, name)}

    def _judge_candidates(self, candidates: list) -> None:
        # `_may_watch` looks at one function's watched calls; the core's test also asks for a mesh source in it
        # or in what it names (computed once, when a candidate passes)
        relevant = None
        for node, outers in self._runner_calls_first(candidates):
            if node in self.analysed_funcs or not self._may_watch_or_runner_calls(node) \
                    or self._named_only_where_never_run(node):
                continue
            if relevant is None:
                relevant = {node for node, _ in self._worth_judging_alone()}
            if node not in relevant:
                continue
            parent = self.module_frame
            for outer in outers:
                parent = Frame(env={}, parent=parent, func=outer, local_names=self._locals(outer))
            self._analyse_uncalled(node, parent)

    def _worth_judging_alone(self, need_mesh_source: bool = False) -> list[tuple[ast.AST, tuple]]:
        # what functions nobody here calls record is completed by the callers search with their callers'
        # context mesh: a mesh of their own is not needed. Asked up to three times after the module ran (the
        # runner's entries, the candidates, the relevant set), with the same answer: made once.
        made = self.__dict__.get("_worth_alone")
        if made is None:
            made = self.__dict__["_worth_alone"] = self._worth_judging_alone_with_project_calls(
                super()._worth_judging_alone(need_mesh_source=False))
        return list(made)

    def _worth_judging_alone_with_project_calls(self, made: list) -> list:
        """What the core keeps, and the test functions that call a name this module imports from a project
        module (`x = model.sharded_ones(16)`): their own lines name no watched API, but the runner calls them
        with the context the module left, and what they call may hold one."""
        if "test" not in getattr(self.source, "text", "") or self.hooks is None:
            return made
        names = self._project_import_names()
        if not names:
            return made
        have = {node for node, _ in made}
        extra = [(node, outers) for node, outers in _functions_and_outers(self.tree, None)
                 if node not in have and getattr(node, "name", "").startswith("test")
                 and any(isinstance(n, ast.Name) and n.id in names for n in ast.walk(node))]
        return made + extra

    def _project_import_names(self) -> frozenset:
        """Names the module's top level binds by importing a module of the project."""
        held = self.__dict__.get("_project_names")
        if held is None:
            found = set()
            for stmt in self.tree.body:
                if isinstance(stmt, ast.Import):
                    found.update((a.asname or a.name).split(".")[0] for a in stmt.names
                                 if self._project_module(a.name, 0))
                elif isinstance(stmt, ast.ImportFrom) and self._project_module(stmt.module or "", stmt.level):
                    found.update(a.asname or a.name for a in stmt.names if a.name != "*")
            held = self.__dict__["_project_names"] = frozenset(found)
        return held

    def _project_module(self, module: str, level: int) -> bool:
        """A module of the project, wherever it lies (`from pkg import model` in tests/test_model.py, pkg/
        beside tests/): the project's search paths answer, not only this file's folder."""
        if self._is_local_module(module, level):
            return True
        project = getattr(self.hooks, "project", None)
        root = module.split(".")[0]
        return project is not None and bool(root) and self.path is not None and project.is_local_root(root, self.path)

    def _analyse_uncalled(self, node: ast.AST, module_frame) -> None:
        """Only functions that may hold a watched call are run alone (their verdicts are what the callers
        search completes); the others would only cost time. Calls inside skipped functions are never visited,
        which the callers search reads as "this function did not run here"."""
        if self.only_watching_functions and not self._may_watch_or_runner_calls(node):
            self.analysed_funcs.add(node)
            return
        super()._analyse_uncalled(node, module_frame)

    def _runner_entries_judged(self) -> list[tuple[ast.AST, tuple]]:
        """The test methods a runner calls with the context the module left, that call a watched API themselves
        or through a function of the module (their own lines may name none: `put(x)` of a helper)."""
        end = self.module_end_ctx
        if end is None or not end.known or (
                "TestCase" not in getattr(self.source, "text", "") and not self._entries()._pytest_module()):
            return []
        return [(node, outers) for node, outers in self._uncalled_candidates() if self._uncalled_start_ctx(node).known]

    def _may_watch_or_runner_calls(self, node: ast.AST) -> bool:
        """`_may_watch`, or a test method a runner calls with the context the module left: the helpers it calls
        (which `_worth_judging_alone` checks it does) are judged under that context through it."""
        return self._may_watch(node) or self._uncalled_start_ctx(node).known

    def _may_watch(self, func: ast.AST) -> bool:
        # First a look at the text (cheap): no watched word on the function's lines, no watched call in it.
        # Only then the walk that reads the module's imports (a full walk of a big module costs seconds).
        lines = self._watched_word_lines()
        start, end = getattr(func, "lineno", None), getattr(func, "end_lineno", None)
        if start is not None:  # a call in a decorator belongs to the function too
            start = min([start] + [getattr(d, "lineno", start) for d in getattr(func, "decorator_list", ())])
        if lines is not None and start is not None and end is not None:
            i = bisect.bisect_left(lines, start)
            if i == len(lines) or lines[i] > end:
                return False
        if self._watch_defs is None:
            self._watch_defs = {}
            self._bound = _import_bindings(self.tree)
        hit = self._watch_defs.get(func)
        if hit is None:
            # in an ASCII text a watched call's name is written as it is spelled in the tree, so only the
            # statements on the lines found above need a look (identifiers are NFKC-normalised otherwise)
            near = lines if lines is not None and self._ascii() else None
            hit = self._watch_defs[func] = _holds_watched_call(func, self._bound, self.rules_by_callee, near)
        return hit

    def _ascii(self) -> bool:
        if self._is_ascii is None:
            text = getattr(self.source, "text", None)
            self._is_ascii = isinstance(text, str) and text.isascii()
        return self._is_ascii

    def _watched_word_lines(self) -> list[int] | None:
        if self._word_lines is None:
            source_lines = getattr(self.source, "lines", None)  # split where ast ends lines
            if not isinstance(source_lines, list):
                return None
            search = _word_search(_last_parts(self.rules_by_callee))
            self._word_lines = [i for i, line in enumerate(source_lines, 1) if search(line)]
        return self._word_lines

    # ------------------------------------------------------------------ bookkeeping for the callers search
    def _expr_Call(self, node: ast.Call, frame) -> Any:
        if not self.peeking:
            self.call_log[node] = self.call_log.get(node, False) or self.reached
            if self.loop_header and any(node is h for h in self.loop_header):
                self._note_inert_loader(node, frame)
        return super()._expr_Call(node, frame)

    def call_function(self, func, args, kwargs, node, frame, unknown_args: bool = False, tracing: bool = False,
                      entering_cm: bool = False) -> Any:
        if not self.peeking:
            self.entered[func.node] = self.entered.get(func.node, False) or self.reached
        return super().call_function(func, args, kwargs, node, frame, unknown_args, tracing, entering_cm)

    def _run_body(self, fnode: ast.AST, frame) -> Any:
        # the call that led here is the chain's last link (call_function appends it just before)
        if not self.peeking and self.reached and self.chain:
            self.calls_entered.add(self.chain[-1].node)
        return super()._run_body(fnode, frame)

    def materialized(self, value: Any) -> Any:
        if isinstance(value, InertCallable) and self.hooks is not None and not self.peeking:
            return self.hooks.materialize(value) or value
        return value

    def followed_across_modules(self, func: Any) -> bool:
        return isinstance(func, InertCallable) and (func.is_class or (
            hasattr(self.hooks, "module_in_use") and self.hooks.module_in_use(func.path)))

    def _note_inert_loader(self, node: ast.Call, frame) -> None:
        """`for ex in get_dataset(...)`: a loader of a module naming no watched API (a data pipeline) makes what
        the loop body gets: its generator is run as the loop drives it (apply takes the def noted here)."""
        func = self.peek(node.func, frame)
        if isinstance(func, InertCallable) and not func.is_class:
            stub = self.materialized(func)
            if isinstance(stub, FuncVal) and _is_generator_def(stub.node):
                self.inert_loaders[id(node)] = stub

    def apply(self, func, args, kwargs, node, frame, decorating: bool = False) -> Any:
        if isinstance(func, InertCallable) and self.tracking_vma and self.ctx.shard_map is not None:
            # a helper called in a typed shard_map body: its arithmetic decides what the outputs vary over
            func = self.materialized(func)
        if isinstance(func, InertCallable) and not self.peeking and id(node) in self.inert_loaders:
            func = self.inert_loaders.pop(id(node))
        if isinstance(func, InertCallable) and not self.peeking and not decorating and not self.decorator_depth \
                and all(_constant_data(v) for v in list(args) + list(kwargs.values())):
            # `get_config()`, `load_config("fsdp")`: a helper of a plain module called with constants only
            # computes a value from them (a config object): what it returns is followed
            func = self.materialized(func)
        if not self.peeking and self.followed_across_modules(func):
            # a class of a module naming no watched API (a config dataclass): the object it makes holds the
            # values read later (`Mesh(devices, cfg.axes)`), so it is made as the class says; a function of a
            # module this analysis runs already (`lookup(name)` of a registry whose decorators it followed):
            # what it returns costs nothing more to know
            func = self.materialized(func)
        if isinstance(func, InertCallable) and (decorating or self.decorator_depth) and not self.peeking:
            # a decorator (or the factory making one, `@register("name")`) from a module naming no watched API:
            # what it returns is what the decorated name holds (often the function itself), so it is followed
            func = self.materialized(func)
        if isinstance(func, InertCallable) and not decorating and not self.peeking and any(
                (isinstance(v, FuncVal) and v.wrappers) or _holds_known_sharding(v)
                for v in list(args) + list(kwargs.values())):
            # handed a jitted / shard_mapped / kernel function (`run_or_lower(jax.jit(f))`): what it does with
            # it decides what is traced, so it is followed; so is a helper handed a ShapeDtypeStruct, whose
            # sharding it may read (`print(v.sharding)` resolves a bare spec against the context mesh), or an
            # array whose sharding is known (`jnp.repeat(x, n, axis=1)` in a helper module naming no spec)
            func = self.materialized(func)
        if isinstance(func, InertCallable) and not decorating and not self.peeking and any(
                _holds_our_object(v) for v in list(args) + list(kwargs.values())):
            # handed an object of a class of ours (`evaluate(partitioner, batches)`): the methods it may call on it
            # (`partitioner.shard_batch(batch)`) name what the module itself does not; followed
            func = self.materialized(func)
        if isinstance(func, InertCallable):
            if not decorating and not self.peeking and any(
                    isinstance(v, (FuncVal, PartialVal)) for v in list(args) + list(kwargs.values())):
                self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)  # it may call what it was given
            return UNKNOWN
        return super().apply(func, args, kwargs, node, frame, decorating)

    def known_parents(self, tree: ast.AST) -> dict | None:
        """The parent map the project already made for a module's tree (the rules would make another)."""
        hooks = self.hooks
        if hooks is None or not isinstance(tree, ast.Module) or not self.path:
            return None
        try:
            pf = hooks.project._file(self.path)
        except Exception:
            return None
        if pf is None or pf.tree is not tree:
            return None
        return pf.parents()

    def known_syntax(self, tree: ast.AST):
        """The indexes the project already made for a module's tree (provenance would make another)."""
        parents = self.known_parents(tree)
        if parents is None:
            return None
        pf = self.hooks.project._file(self.path)
        return provenance.Syntax(tree, parents, pf.names_by_id(), pf.attributes_by_name())

    def project_module_tree(self, module: str, level: int, origin: str) -> ast.AST | None:
        """The parsed tree of a project module imported from `origin` (None: not a project file)."""
        project = self.hooks.project if self.hooks is not None and hasattr(self.hooks, "project") else None
        if project is None:
            return None
        try:
            path = project.find_module(level, module, origin)
            pf = project._file(path) if path is not None else None
        except Exception:
            return None
        return pf.parse() if pf is not None else None

    # ------------------------------------------------------------------ values across modules
    def _expr_Attribute(self, node: ast.Attribute, frame) -> Any:
        value = super()._expr_Attribute(node, frame)
        hooks = self.hooks
        if hooks is None:
            return value
        if isinstance(value, QualName):
            if self.peeking:  # the core resolves module attributes only when not peeking
                root = value.name.lstrip(".").split(".")[0]
                if value.name.startswith(".") or root not in LIBRARY_ROOTS:
                    resolved = hooks.resolve_external(value.name)
                    if resolved is not None and not isinstance(resolved, ModuleGetattr):
                        return resolved   # (a module __getattr__ is run only for real, not under a peek)
        elif value is UNKNOWN and isinstance(node.value, ast.Name):
            resolved = hooks.instance_attribute(node, self.path, self)
            if resolved is not None:
                return resolved
        return value

    def _attribute_of(self, base: Any, node: ast.Attribute, frame) -> Any:
        if isinstance(base, InertCallable) and base.is_class:
            base = self.materialized(base)   # (`Defaults.AXES`, `Config.from_dict(...)`: see apply)
        value = super()._attribute_of(base, node, frame)
        if value is UNKNOWN or isinstance(value, FuncVal) or self.hooks is None \
                or not hasattr(self.hooks, "attribute_stored_elsewhere"):
            return value
        if isinstance(base, ObjVal) and not base.escaped and node.attr in base.attrs and self.foreign(base) \
                and (id(base), node.attr) not in self._foreign_stores \
                and hasattr(self.hooks, "foreign_attribute_unknown") \
                and self.hooks.foreign_attribute_unknown(node.attr, self.path):
            return UNKNOWN   # (another module's object: what an importer stored in it first is not seen here)
        # `Registry.mesh` / `self.explicit` read from the class: a class attribute another module may assign
        # (`Registry.mesh = make_mesh(...)` in main.py, `Trainer.explicit = True` in a setup module imported
        # first): its value here is not known. Stores in this module are seen where they run, for a class of
        # its own.
        cls = base if isinstance(base, ClassVal) else base.cls if isinstance(base, ObjVal) and isinstance(
            base.cls, ClassVal) and not base.escaped and node.attr not in base.attrs else None
        if cls is not None and self.hooks.attribute_stored_elsewhere(
                node.attr, self.path, here_too=cls.node not in self._own_classes()):
            if isinstance(value, ObjVal) and isinstance(node.ctx, ast.Load) and not self.peeking \
                    and self._descriptor_read(base, node.attr, value):
                self._protocol_may_set(value, "__get__")   # (what it held here was a descriptor of ours)
            return UNKNOWN
        return value

    def _own_classes(self) -> frozenset:
        if self._class_nodes is None:
            # (a class is a statement: the statement lists hold them all, the expressions need no walk)
            self._class_nodes = frozenset(n for n in statements(self.tree) if isinstance(n, ast.ClassDef))
        return self._class_nodes

    def bind_target(self, target: ast.AST, value: Any, frame) -> None:
        if (self.capture is not None and isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name)
                and (target.value.id, target.attr) in self.capture):
            self.capture[(target.value.id, target.attr)] = value
        if isinstance(target, ast.Attribute) and self.hooks is not None and not self.peeking:
            base = self.peek(target.value, frame)
            for option in alternatives(base):
                if isinstance(option, ObjVal) and self.foreign(option):
                    # (what this analysis stores in another module's object it reads back as stored)
                    self._foreign_stores.add((id(option), target.attr))
            if isinstance(base, QualName) and hasattr(self.hooks, "store_module_attribute"):
                # `state.MESH = mesh`: the other module's global, as this analysis sees it from now on
                self.hooks.store_module_attribute(f"{base.name}.{target.attr}", value)
        super().bind_target(target, value, frame)

    def _module_global_patched(self, module: str, name: str) -> None:
        if self.hooks is not None and hasattr(self.hooks, "store_module_attribute"):
            self.hooks.store_module_attribute(f"{module}.{name}", UNKNOWN)

    def _stmt_ImportFrom(self, stmt: ast.ImportFrom, frame) -> None:
        """`from .layers import *` of a project module binds what that module exports (the core skips `*`)."""
        if self.hooks is not None and any(alias.name == "*" for alias in stmt.names) \
                and hasattr(self.hooks, "star_names"):
            module = "." * stmt.level + (stmt.module or "")
            names = self.hooks.star_names(module)
            for name in names or ():
                full = f"{module}.{name}" if stmt.module else f"{module}{name}"
                value = self._external(full, stmt, frame)
                frame.assign(name, value if value is not None else UNKNOWN)
            super()._stmt_ImportFrom(stmt, frame)
            # a package's `__all__` may name submodules its __init__ does not import: `*` imports them
            for name in names or ():
                self._import_effect(f"{stmt.module}.{name}" if stmt.module else name, stmt.level, submodule=True)
            return
        super()._stmt_ImportFrom(stmt, frame)

    # ------------------------------------------------------------------ import-time effects
    def _import_effect(self, module: str, level: int, submodule: bool = False) -> None:
        """Python runs a module's top level on its first import: a `jax.set_mesh(...)` there sets the mesh."""
        if self.hooks is None:
            super()._import_effect(module, level, submodule)
            return
        if self.peeking or (level == 0 and module.split(".")[0] in LIBRARY_ROOTS):
            return
        if not submodule and "." in module:
            # `import a.b.c` / `from a.b import x`: Python runs a/__init__.py, then a/b/__init__.py, first
            self._import_effect(module.rsplit(".", 1)[0], level)
        if submodule and hasattr(self.hooks, "package_binds"):
            # `from pkg import name` imports the submodule pkg.name only when pkg's __init__ does not bind name
            package, _, name = module.rpartition(".")
            binds = self.hooks.package_binds(level, package, name, self.path)
            if binds == "bound":
                return
            if binds == "maybe":
                if self.hooks.import_effect(level, module, self.path, self.imported) is not None:
                    self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)   # (that submodule exists)
                return
        effect = self.hooks.import_effect(level, module, self.path, self.imported)
        if effect is None:
            if not submodule and (self._is_local_module(module, level) or (
                    level == 0 and hasattr(self.hooks, "may_find_elsewhere") and self.hooks.may_find_elsewhere(module))):
                self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)  # a module we could not find or read
            return
        if level == 0 and hasattr(self.hooks, "found_elsewhere_too") and self.hooks.found_elsewhere_too(module):
            # the program reorders sys.path, and another module of that name may be the one imported
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
            self.imported |= effect[1]
            return
        if "sys.modules" in (getattr(self.source, "text", None) or "") and not self.peeking:
            # the program may have put a stand-in into sys.modules first: then the file's top level never runs
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
            self.imported |= effect[1]
            return
        ctx, closure, raises = effect
        fresh = closure - self.imported
        if raises and fresh:
            raise _Raise()   # its first import runs its top level, which raises: nothing after the import runs
        if fresh and ctx is not None and ctx.status != "empty":
            if closure & self.imported:
                self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)  # part of it ran before: unsure what's left
            else:
                self.ctx = ctx if ctx.status == "mesh" else UNKNOWN_CTX.with_(kernel=self.ctx.kernel)
        if fresh and hasattr(self.hooks, "take_import_stores"):
            self.hooks.take_import_stores(level, module, self.path)
        self.imported |= closure


def _constant_data(value: Any, depth: int = 0) -> bool:
    """A constant or a PRNG key, a dict display of constants (`load_config({"strategy": "pp", "stages": 8})`), a tuple or
    list of them, or an object holding only them (`apply_overrides(CONFIG, ["batch=4"])` of a config
    dataclass instance: what the helper returns is made from values known here)."""
    if _is_constant(value) or isinstance(value, KeysVal):
        return True   # (a PRNG key: `init(jax.random.key(0))` of a plain module makes the parameters from it)
    if depth >= 3:
        return False
    if isinstance(value, (tuple, ListVal)):
        items = value.items if isinstance(value, ListVal) else value
        return all(_constant_data(v, depth + 1) for v in items)
    return isinstance(value, ObjVal) and value.kind in ("dict", "instance") and not value.escaped and all(
        _constant_data(v, depth + 1) for v in value.attrs.values())


def _is_generator_def(node: ast.AST) -> bool:
    """A def whose own body yields (nested functions aside)."""
    if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return False
    todo = list(node.body)
    while todo:
        n = todo.pop()
        if isinstance(n, (ast.Yield, ast.YieldFrom)):
            return True
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            todo.extend(ast.iter_child_nodes(n))
    return False


# pytest's default `python_files`: the modules it collects tests from
_PYTEST_FILE = re.compile(r"^(test_.*|.*_test)\.py$")

def _collects_other_files(folder: str) -> bool:
    """A pytest configuration in this folder or above it sets `python_files` (pytest may then collect a module
    of any name)."""
    from ..files import read_bytes_safely
    for level, above in enumerate(folders_up(folder)):
        if level >= 32:
            break
        for name in ("pytest.ini", "pyproject.toml", "setup.cfg", "tox.ini"):
            config = os.path.join(above, name)
            if os.path.isfile(config):
                try:
                    if b"python_files" in read_bytes_safely(config, 1 << 20):
                        return True
                except Exception:
                    return True
    return False


# values a module global holds that another module may rebind and a function then read (not functions, classes,
# modules: a patched function is another matter)
# module globals a function reads as data: what another module's attribute store may replace (see project.py)
DATA_VALUES = (MeshVal, tuple, ListVal, PSpecVal, NamedShardingVal, AxisTypeVal, str, ObjVal)


def _holds_known_sharding(value: Any, depth: int = 0) -> bool:
    """A ShapeDtypeStruct or an array whose sharding is known, or a tuple, list or dict holding one."""
    if isinstance(value, (StructVal, ArrayVal)):
        return True
    if depth > 3:
        return False
    if isinstance(value, (tuple, ListVal)):
        return any(_holds_known_sharding(v, depth + 1) for v in (value.items if isinstance(value, ListVal) else value))
    if isinstance(value, ObjVal) and value.kind == "dict" and not value.escaped:
        return any(_holds_known_sharding(v, depth + 1) for v in value.attrs.values())
    return False


def share_rule_state(src: Interpreter, dst: Interpreter) -> None:
    """Hands per-run rule state from an imported module's run to the importer's: the Mosaic GPU rules remember
    each `plgpu.kernel(...)` call's options per interpreter, and a kernel made in kernels.py runs in model.py."""
    if src is None or dst is None or src is dst:
        return
    try:
        from ..analysis.rules import mosaic_gpu
        states = getattr(mosaic_gpu, "_STATES", None)
        if states is None:
            return
        have = states.get(src)
        if have is None or not getattr(have, "kernels", None):
            return
        into = mosaic_gpu._state(dst)
        for node, info in have.kernels.items():
            into.kernels.setdefault(node, info)
    except Exception:  # their internals moved: the kernel rules stay silent across files, nothing breaks
        return


def _defs_with_watched_calls(tree: ast.Module, watched: dict) -> set:
    """The functions (and the functions around them) holding a call whose callee, spelled through this
    module's imports, is one the rules watch. One walk; flow-insensitive on purpose (a superset is fine)."""
    lasts = _last_parts(watched)
    bound: dict[str, str] = {}
    calls: list[tuple[ast.Call, tuple]] = []
    stack: list[tuple[ast.AST, tuple]] = [(tree, ())]
    while stack:
        node, defs = stack.pop()
        kind = type(node)
        if kind is ast.Call:
            f = node.func
            last = f.attr if type(f) is ast.Attribute else f.id if type(f) is ast.Name else None
            if defs and last in lasts:
                calls.append((node, defs))
        elif kind is ast.Import:
            for alias in node.names:
                if alias.asname:
                    bound[alias.asname] = canonical(alias.name)
                else:
                    root = alias.name.split(".")[0]
                    bound[root] = canonical(root)
        elif kind is ast.ImportFrom:
            if node.level == 0 and node.module:
                for alias in node.names:
                    bound[alias.asname or alias.name] = canonical(f"{node.module}.{alias.name}")
        elif kind in (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda):
            defs = defs + (node,)
        stack.extend((child, defs) for child in iter_children(node))
    out: set = set()
    for node, defs in calls:
        parts, cur = [], node.func
        while isinstance(cur, ast.Attribute):
            parts.append(cur.attr)
            cur = cur.value
        if not isinstance(cur, ast.Name):
            continue
        base = bound.get(cur.id)
        if base is not None:
            if canonical(".".join([base] + list(reversed(parts)))) in watched:
                out.update(defs)
        elif parts and parts[0] in _ANY_ATTRIBUTE_CALLS:
            out.update(defs)
    return out


def _import_bindings(tree: ast.Module) -> dict[str, set[str]]:
    """What each imported name may stand for, from every import statement of the module (flow-insensitive:
    a superset). Walks statements only, not expressions."""
    bound: dict[str, set[str]] = {}
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        for child in iter_children(node):
            kind = type(child)
            if kind is ast.Import:
                for alias in child.names:
                    if alias.asname:
                        bound.setdefault(alias.asname, set()).add(canonical(alias.name))
                    else:
                        root = alias.name.split(".")[0]
                        bound.setdefault(root, set()).add(canonical(root))
            elif kind is ast.ImportFrom:
                if child.level == 0 and child.module:
                    for alias in child.names:
                        bound.setdefault(alias.asname or alias.name, set()).add(
                            canonical(f"{child.module}.{alias.name}"))
            elif isinstance(child, (ast.stmt, ast.excepthandler, ast.match_case)):
                stack.append(child)
    return bound


def _holds_watched_call(func: ast.AST, bound: dict[str, set[str]], watched: dict,
                        near: list[int] | None = None) -> bool:
    """Whether a call in `func` (its decorators included) names, through the module's imports, a callee the
    rules watch; the same test `_defs_with_watched_calls` makes, for one function. With `near` (ascending line
    numbers holding every such call's name), statements elsewhere are not looked into."""
    lasts = _last_parts(watched)
    stack = [func]
    while stack:
        node = stack.pop()
        children = iter_children(node)
        if near is not None:
            for child in children:
                if isinstance(child, ast.stmt):
                    start, end = child.lineno, child.end_lineno
                    for d in getattr(child, "decorator_list", ()):
                        start = min(start, d.lineno)
                    if end is not None:
                        j = bisect.bisect_left(near, start)
                        if j == len(near) or near[j] > end:
                            continue
                stack.append(child)
        else:
            stack.extend(children)
        if type(node) is not ast.Call:
            continue
        f = node.func
        last = f.attr if type(f) is ast.Attribute else f.id if type(f) is ast.Name else None
        if last == "partial" and node.args:
            # `@functools.partial(jax.shard_map, mesh=MESH, ...)`: the watched callee is what it binds
            f = node.args[0]
            last = f.attr if type(f) is ast.Attribute else f.id if type(f) is ast.Name else None
        if last not in lasts:
            continue
        parts, cur = [], f
        while isinstance(cur, ast.Attribute):
            parts.append(cur.attr)
            cur = cur.value
        if not isinstance(cur, ast.Name):
            continue
        bases = bound.get(cur.id)
        if bases:
            tail = list(reversed(parts))
            if any(canonical(".".join([base] + tail)) in watched for base in bases):
                return True
        elif parts and parts[0] in _ANY_ATTRIBUTE_CALLS:
            return True
    return False


def _last_parts(watched: dict) -> frozenset:
    key = id(watched), len(watched)
    hit = _LAST_PARTS.get(key)
    if hit is not None and hit[0] is watched:
        return hit[1]
    out = _last_parts_of(watched)
    _LAST_PARTS[key] = (watched, out)
    return out


_LAST_PARTS: dict = {}
_WORD_SEARCH: dict = {}


def _word_search(words: frozenset):
    """One compiled `\b(?:word|...)\b` per set of words (compiling it took longer than using it)."""
    got = _WORD_SEARCH.get(words)
    if got is None:
        got = _WORD_SEARCH[words] = re.compile(r"\b(?:" + "|".join(sorted(map(re.escape, words))) + r")\b").search
    return got


def _last_parts_of(watched: dict) -> frozenset:
    return frozenset(k.rsplit(".", 1)[-1] for k in watched) | _ANY_ATTRIBUTE_CALLS


# Watched calls that can hang on any object (a ref's method): matched by name alone.
_ANY_ATTRIBUTE_CALLS = frozenset({"multicast_ref", "remote_ref", "copy_smem_to_gmem", "copy_gmem_to_smem"})


def _functions_and_outers(tree: ast.Module, lines: list[int] | None) -> list[tuple[ast.AST, tuple]]:
    """(def, the defs around it) in `ast.walk` order as the core visits them; with `lines`, only those in
    statements holding one of them: a def elsewhere cannot pass `_may_watch`."""
    return functions_in_walk_order(tree, lines)[0]


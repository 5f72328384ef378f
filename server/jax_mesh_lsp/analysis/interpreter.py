"""An abstract interpreter for one module: follows the program in execution order and tracks, at each call,
the context mesh (`jax.set_mesh`, `use_abstract_mesh`, shard_map bodies) and the values of the names in scope.

It never runs user code. Whatever it cannot know becomes UNKNOWN and rules stay silent there.
Rules plug in through `rules.RULES` (see rules/__init__.py): the interpreter calls them at every call site of
the JAX APIs they watch, and records what they report together with the call chain that led there.
"""
from __future__ import annotations

import ast
import builtins
import sys
from pathlib import Path
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

from . import mesh_model
from .context import EMPTY, UNKNOWN_CTX, Ctx, join, mesh_ctx
from .findings import Finding
from .names import TRANSPARENT_WRAPPERS, canonical
from .source import SourceText
from .values import (UNKNOWN, AxisTypeVal, FuncVal, ListVal, MeshVal, NamedShardingVal, PartialVal, PSpecVal,
                     QualName, SetMeshResult, ShardMapWrap, UseAbstractMeshCM, as_str_tuple)

# Libraries whose functions never change the context mesh: calling them leaves it as it was.
_INERT_ROOTS = frozenset({
    "builtins", "np", "jnp", "math", "os", "sys", "functools", "itertools", "time", "logging", "typing",
    "dataclasses", "collections", "re", "json", "pathlib", "random", "argparse", "warnings", "contextlib",
    "optax", "chex", "einops", "pprint", "copy", "operator", "abc", "enum", "inspect", "textwrap", "pickle",
    "shutil", "subprocess", "tempfile", "traceback", "unittest", "pytest", "absl", "numpy", "pl", "plgpu",
    "lowering_helper", "flax", "orbax", "tqdm", "wandb", "ml_collections", "datetime", "string", "types",
})
# JAX APIs that take a function and trace it right away, under the current context mesh.
_TRACING_HOFS = frozenset({
    "jax.lax.scan", "jax.lax.fori_loop", "jax.lax.while_loop", "jax.lax.cond", "jax.lax.switch", "jax.lax.map",
    "jax.eval_shape", "jax.make_jaxpr", "jax.tree.map", "jax.tree_util.tree_map", "jax.lax.associative_scan",
    "jax.linearize", "jax.vjp", "jax.jvp",
})
# Decorator factories whose decorated function runs at once (inside a kernel body being traced).
_RUN_NOW_DECORATORS = frozenset({"pl.when", "pl.loop", "plgpu.nd_loop", "plgpu.dynamic_scheduling_loop",
                                 "jax.experimental.pallas.when", "jax.experimental.pallas.loop"})
# Functions that call their first argument at once.
_RUN_NOW_CALLS = frozenset({"pl.run_scoped", "pl.run_state", "plgpu.run_scoped"})
# Calls after which nothing on the path runs.
_EXITS = frozenset({"sys.exit", "os._exit", "builtins.exit", "builtins.quit"})
# Imports of these never run project code.
_LIBRARY_ROOTS = frozenset({"jax", "jaxlib", "numpy", "functools", "np", "jnp"})
# Context managers that swallow exceptions raised in their block.
_SUPPRESSORS = frozenset({"contextlib.suppress", "pytest.raises", "unittest.TestCase.assertRaises"})
_KERNEL_MAKERS = frozenset({"plgpu.kernel", "pl.pallas_call", "pl.core_map", "plgpu.emit_pipeline"})


@dataclass(frozen=True)
class RunNow:
    """A decorator that calls the function it decorates right away (`pl.when(cond)`)."""
    node: ast.AST


@dataclass(frozen=True)
class UserCM:
    """What calling a `@contextlib.contextmanager` function of this file returns."""
    func: FuncVal


class _Raise(Exception):
    """The analysed program certainly raises here: what follows on this path never runs."""


class _Return(Exception):
    def __init__(self, value: Any, recorded: bool = False):
        self.value = value
        self.recorded = recorded  # the return(s) were already noted in Interpreter.exits


@dataclass
class _Exits:
    """How one function call ended so far: early returns on some paths, and the `with` contexts to unwind."""
    returns: list = field(default_factory=list)     # (value, ctx after unwinding) per early return
    restores: list = field(default_factory=list)    # restore ctx of each `with` set_mesh entered, outermost first


@dataclass(frozen=True, eq=False)
class ModuleInfo:
    """The file a frame's code comes from (a function inlined from another module keeps its own)."""
    tree: ast.Module
    source: SourceText
    path: str | None


@dataclass(frozen=True)
class CallRef:
    """One call in the chain that led to a judged node."""
    node: ast.AST
    path: str | None
    span: Any


@dataclass
class Frame:
    env: dict[str, Any]
    parent: "Frame | None" = None
    func: ast.AST | None = None
    globals_declared: set[str] = field(default_factory=set)
    local_names: frozenset = frozenset()
    module: ModuleInfo | None = None

    def root(self) -> "Frame":
        frame = self
        while frame.parent is not None:
            frame = frame.parent
        return frame

    def lookup(self, name: str) -> Any:
        frame: Frame | None = self
        while frame is not None:
            if name in frame.env:
                return frame.env[name]
            if frame.func is not None and name in frame.local_names and name not in frame.globals_declared:
                return UNKNOWN  # a local not yet (or not knowably) assigned
            frame = frame.parent
        if hasattr(builtins, name):
            return QualName("builtins." + name)
        return UNKNOWN

    def assign(self, name: str, value: Any) -> None:
        if name in self.globals_declared:
            root = self
            while root.parent is not None:
                root = root.parent
            root.env[name] = value
        else:
            self.env[name] = value


@dataclass
class Record:
    """One judgement of one rule at one node, under one call chain."""
    code: str
    node: ast.AST
    verdict: str                    # "bad" | "ok" | "unknown"
    findings: list[Finding]
    chain: tuple[CallRef, ...]
    reached: bool
    path: str | None = None


@dataclass
class CallSite:
    """What a rule sees at a call of an API it watches."""
    node: ast.Call
    callee: str                     # canonical name
    args: list[Any]                 # evaluated positional arguments
    kwargs: dict[str, Any]          # evaluated keyword arguments
    ctx: Ctx
    frame: Frame
    interp: "Interpreter"

    def arg(self, index: int, name: str, default: Any = UNKNOWN) -> Any:
        if index is not None and index < len(self.args):
            return self.args[index]
        return self.kwargs.get(name, default)

    def arg_node(self, index: int | None, name: str) -> ast.AST | None:
        if index is not None and index < len(self.node.args):
            return self.node.args[index]
        for kw in self.node.keywords:
            if kw.arg == name:
                return kw.value
        return None

    def evaluate(self, node: ast.AST) -> Any:
        """Re-evaluate an expression in this call's scope (no side effects are replayed)."""
        return self.interp.peek(node, self.frame)


def _local_names(func: ast.AST) -> frozenset:
    """Names a function assigns (Python makes them local for the whole body)."""
    names: set[str] = set()
    args = func.args
    for a in args.posonlyargs + args.args + args.kwonlyargs + [args.vararg, args.kwarg]:
        if a is not None:
            names.add(a.arg)
    body = func.body if isinstance(func.body, list) else [func.body]
    stack = list(body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
            stack.extend(node.decorator_list)
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                names.add((alias.asname or alias.name).split(".")[0])
        stack.extend(ast.iter_child_nodes(node))
    return frozenset(names)


_UNROLL_MAX = 8


def _jumps(body: list[ast.stmt]) -> bool:
    """Whether a loop body has a break/continue of its own (nested loops and functions aside)."""
    stack = list(body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Break, ast.Continue)):
            return True
        if isinstance(node, (ast.For, ast.AsyncFor, ast.While, ast.FunctionDef, ast.AsyncFunctionDef,
                             ast.ClassDef, ast.Lambda)):
            continue
        stack.extend(ast.iter_child_nodes(node))
    return False


def _mutates_mesh(func: ast.AST) -> bool:
    for node in ast.walk(func):
        if isinstance(node, ast.Call):
            f = node.func
            last = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            if last in ("set_mesh", "use_mesh"):
                return True
    return False


class Interpreter:
    def __init__(self, tree: ast.Module, source: "SourceText", path: str | None, rules_by_callee: dict[str, list],
                 jax_version: tuple[int, ...], max_depth: int = 4,
                 resolve_external: Callable[[str], Any] | None = None):
        self.tree = tree
        self.source = source
        self.path = path
        self.stmt_stack: list[ast.stmt] = []
        self.rules_by_callee = rules_by_callee
        self.jax_version = jax_version
        self.max_depth = max_depth
        self.resolve_external = resolve_external
        self.ctx: Ctx = EMPTY
        self.chain: tuple[CallRef, ...] = ()
        self.reached = True
        self.call_stack: list[ast.AST] = []
        self.exits: list[_Exits] = []
        # Judging functions nobody calls only matters when they are reported (options.report_uncalled) or when
        # a subclass needs what they record (cross-file callers search).
        self.analyse_uncalled = True
        self.rule_errors: list[str] = []
        self.records: list[Record] = []
        self.analysed_funcs: set[ast.AST] = set()
        self.module_frame = Frame(env={"__name__": "__main__", "__file__": path or "<string>"},
                                  module=ModuleInfo(tree, source, path))
        self.meshes: list[MeshVal] = []      # every mesh construction seen, for hover and fixes
        self.mesh_names: dict[int, str] = {}  # MeshVal.key() -> the variable it was first bound to
        self._mutates_cache: dict[ast.AST, bool] = {}
        self._locals_cache: dict[ast.AST, frozenset] = {}
        self.peeking = False

    # ------------------------------------------------------------------ driving
    def run(self) -> None:
        try:
            self.exec_block(self.tree.body, self.module_frame)
        except (_Raise, _Return):
            pass
        # Functions no analysed path called: their bodies are judged with an unknown context mesh, so only
        # mistakes the function makes on its own (a `with jax.set_mesh(...)` inside it) can be certain.
        if not self.analyse_uncalled:
            return
        final = self.module_frame
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node not in self.analysed_funcs:
                self._analyse_uncalled(node, final)

    def _analyse_uncalled(self, node: ast.AST, module_frame: Frame) -> None:
        self.analysed_funcs.add(node)
        saved = (self.ctx, self.chain, self.reached)
        self.ctx, self.chain, self.reached = UNKNOWN_CTX, (), False
        frame = Frame(env={}, parent=module_frame, func=node, local_names=self._locals(node))
        self.exits.append(_Exits())
        try:
            self.exec_block(node.body, frame)
        except (_Raise, _Return):
            pass
        except RecursionError:
            pass
        finally:
            self.exits.pop()
            self.ctx, self.chain, self.reached = saved

    def _locals(self, func: ast.AST) -> frozenset:
        if func not in self._locals_cache:
            self._locals_cache[func] = _local_names(func)
        return self._locals_cache[func]

    # ------------------------------------------------------------------ statements
    def exec_block(self, stmts: Iterable[ast.stmt], frame: Frame) -> None:
        for stmt in stmts:
            self.exec_stmt(stmt, frame)

    def exec_stmt(self, stmt: ast.stmt, frame: Frame) -> None:
        method = getattr(self, "_stmt_" + type(stmt).__name__, None)
        self.stmt_stack.append(stmt)
        try:
            if method is not None:
                method(stmt, frame)
            else:
                for child in ast.iter_child_nodes(stmt):
                    if isinstance(child, ast.expr):
                        self.eval(child, frame)
        finally:
            self.stmt_stack.pop()

    def _stmt_Expr(self, stmt: ast.Expr, frame: Frame) -> None:
        self.eval(stmt.value, frame)

    def _stmt_Assign(self, stmt: ast.Assign, frame: Frame) -> None:
        value = self.eval(stmt.value, frame)
        for target in stmt.targets:
            self.bind_target(target, value, frame)

    def _stmt_AnnAssign(self, stmt: ast.AnnAssign, frame: Frame) -> None:
        if stmt.value is not None:
            self.bind_target(stmt.target, self.eval(stmt.value, frame), frame)

    def _stmt_AugAssign(self, stmt: ast.AugAssign, frame: Frame) -> None:
        self.eval(stmt.value, frame)
        self.bind_target(stmt.target, UNKNOWN, frame)

    def _stmt_Delete(self, stmt: ast.Delete, frame: Frame) -> None:
        for target in stmt.targets:
            self.bind_target(target, UNKNOWN, frame)

    def _stmt_Global(self, stmt: ast.Global, frame: Frame) -> None:
        frame.globals_declared.update(stmt.names)

    def _stmt_Nonlocal(self, stmt: ast.Nonlocal, frame: Frame) -> None:
        for name in stmt.names:
            frame.env[name] = UNKNOWN

    def _stmt_Import(self, stmt: ast.Import, frame: Frame) -> None:
        for alias in stmt.names:
            if alias.asname:
                frame.assign(alias.asname, QualName(canonical(alias.name)))
            else:
                root = alias.name.split(".")[0]
                frame.assign(root, QualName(canonical(root)))
            self._import_effect(alias.name, 0)

    def _stmt_ImportFrom(self, stmt: ast.ImportFrom, frame: Frame) -> None:
        dots = "." * stmt.level
        module = dots + (stmt.module or "")
        for alias in stmt.names:
            if alias.name == "*":
                continue
            full = f"{module}.{alias.name}" if stmt.module else f"{dots}{alias.name}"
            value: Any = QualName(canonical(full))
            if self.resolve_external is not None and (stmt.level or full.split(".")[0] not in _LIBRARY_ROOTS):
                # cross-file resolution (jedi) may know what a project module binds to this name
                resolved = self.resolve_external(full)
                value = value if resolved is None else resolved
            frame.assign(alias.asname or alias.name, value)
        self._import_effect(stmt.module or "", stmt.level)

    def _import_effect(self, module: str, level: int) -> None:
        """Importing a module of the project runs its top level, which may call jax.set_mesh. Single-file
        analysis cannot see that code, so the context mesh becomes unknown (cross-file analysis overrides this
        and reads the module instead)."""
        if self.peeking or not self._is_local_module(module, level):
            return
        self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)

    def _is_local_module(self, module: str, level: int) -> bool:
        if level:
            return True
        root = module.split(".")[0]
        if not root or root in _LIBRARY_ROOTS or root in _INERT_ROOTS or root in sys.stdlib_module_names:
            return False
        if not self.path:
            return False
        here = Path(self.path).parent
        return (here / f"{root}.py").exists() or (here / root / "__init__.py").exists()

    def _stmt_Return(self, stmt: ast.Return, frame: Frame) -> None:
        value = self.eval(stmt.value, frame) if stmt.value is not None else None
        raise _Return(value)

    def _stmt_Raise(self, stmt: ast.Raise, frame: Frame) -> None:
        if stmt.exc is not None:
            self.eval(stmt.exc, frame)
        raise _Raise()

    def _stmt_Pass(self, stmt, frame) -> None:
        pass

    def _stmt_FunctionDef(self, stmt: ast.FunctionDef, frame: Frame) -> None:
        for default in stmt.args.defaults + [d for d in stmt.args.kw_defaults if d is not None]:
            self.eval(default, frame)
        value: Any = FuncVal(stmt, (), frame)
        decorators = [self.eval(d, frame) for d in stmt.decorator_list]
        for dec_node, dec in zip(reversed(stmt.decorator_list), reversed(decorators)):
            value = self.apply(dec, [value], {}, dec_node, frame, decorating=True)
        frame.assign(stmt.name, value)

    _stmt_AsyncFunctionDef = _stmt_FunctionDef

    def _stmt_ClassDef(self, stmt: ast.ClassDef, frame: Frame) -> None:
        for dec in stmt.decorator_list:
            self.eval(dec, frame)
        frame.assign(stmt.name, UNKNOWN)

    def _stmt_If(self, stmt: ast.If, frame: Frame) -> None:
        test = self.eval(stmt.test, frame)
        if test is not UNKNOWN and isinstance(test, (bool, int, str, type(None))):
            self.exec_block(stmt.body if test else stmt.orelse, frame)
            return
        self._branches([stmt.body, stmt.orelse], frame)

    def _branches(self, blocks: list[list[ast.stmt]], frame: Frame, may_skip: bool = False) -> None:
        """Runs each block from the same start; the context after is what all surviving paths agree on."""
        start = self.ctx
        ends: list[Ctx] = []
        returned = False
        for block in blocks:
            self.ctx = start
            try:
                self.exec_block(block, frame)
                ends.append(self.ctx)
            except _Raise:
                pass
            except _Return as ret:
                if not self.exits:
                    raise
                if not ret.recorded:
                    self._note_return(ret.value)
                returned = True
        if may_skip:
            ends.append(start)
        if not ends:
            if returned:
                raise _Return(None, recorded=True)
            raise _Raise()
        result = ends[0]
        for other in ends[1:]:
            result = join(result, other)
        self.ctx = result

    def _note_return(self, value: Any) -> None:
        """An early return on one path: the function's exit context is the one before its `with` blocks."""
        exits = self.exits[-1]
        exits.returns.append((value, exits.restores[0] if exits.restores else self.ctx))

    def _stmt_Match(self, stmt: ast.Match, frame: Frame) -> None:
        self.eval(stmt.subject, frame)
        self._branches([case.body for case in stmt.cases], frame, may_skip=True)

    def _loop_runs(self, iterable: Any, node: ast.AST) -> bool:
        """Whether a for loop certainly runs its body at least once."""
        if isinstance(iterable, (tuple, str)) or isinstance(iterable, ListVal):
            items = iterable.items if isinstance(iterable, ListVal) else iterable
            return len(items) > 0
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
            try:
                r = range(*[ast.literal_eval(a) for a in node.args])
                return len(r) > 0
            except Exception:
                return False
        return False

    def _stmt_For(self, stmt: ast.For, frame: Frame) -> None:
        iterable = self.eval(stmt.iter, frame)
        items = iterable.items if isinstance(iterable, ListVal) else iterable
        if isinstance(items, tuple) and 0 < len(items) <= _UNROLL_MAX and not _jumps(stmt.body):
            # `for types in [(Explicit,), (Auto,)]:` runs the body once per item, in order
            for item in items:
                self.bind_target(stmt.target, item, frame)
                self.exec_block(stmt.body, frame)
            self.exec_block(stmt.orelse, frame)
            return
        self.bind_target(stmt.target, UNKNOWN, frame)
        runs = self._loop_runs(iterable, stmt.iter)
        self._loop_body(stmt.body, frame, runs)
        self.exec_block(stmt.orelse, frame)

    _stmt_AsyncFor = _stmt_For

    def _stmt_While(self, stmt: ast.While, frame: Frame) -> None:
        test = self.eval(stmt.test, frame)
        runs = test is True
        self._loop_body(stmt.body, frame, runs)
        self.exec_block(stmt.orelse, frame)

    def _loop_body(self, body: list[ast.stmt], frame: Frame, runs: bool) -> None:
        start = self.ctx
        try:
            self.exec_block(body, frame)
        except _Raise:
            if runs:
                raise
            self.ctx = start
            return
        except _Return as ret:
            if runs or not self.exits:
                raise
            if not ret.recorded:
                self._note_return(ret.value)
            self.ctx = start
            return
        self.ctx = join(start, self.ctx) if not runs else self.ctx

    def _stmt_Try(self, stmt: ast.Try, frame: Frame) -> None:
        start = self.ctx
        raised = False
        try:
            self.exec_block(stmt.body, frame)
            self.exec_block(stmt.orelse, frame)
        except _Raise:
            raised = True
            if not stmt.handlers:
                self.ctx = join(start, self.ctx)
                self.exec_block(stmt.finalbody, frame)
                raise
        end = self.ctx
        if stmt.handlers:
            self.ctx = UNKNOWN_CTX
            saved_reached = self.reached
            for handler in stmt.handlers:
                try:
                    self.exec_block(handler.body, frame)
                except _Raise:
                    pass
            self.reached = saved_reached
            self.ctx = UNKNOWN_CTX if (raised or not start.same(end)) else end
        self.exec_block(stmt.finalbody, frame)

    _stmt_TryStar = _stmt_Try

    def _stmt_With(self, stmt: ast.With, frame: Frame) -> None:
        self._with_items(stmt, list(stmt.items), frame)

    _stmt_AsyncWith = _stmt_With

    def _with_items(self, stmt: ast.With, items: list[ast.withitem], frame: Frame) -> None:
        if not items:
            self.exec_block(stmt.body, frame)
            return
        item, rest = items[0], items[1:]
        before = self.ctx
        value = self.eval(item.context_expr, frame)
        restore: Ctx | None = None
        suppress = False
        if isinstance(value, SetMeshResult):
            restore = before  # set_mesh.__exit__ puts back what was in effect when it was called
            as_value: Any = None
        elif isinstance(value, UseAbstractMeshCM):
            restore = before
            self.ctx = self._abstract_mesh_ctx(value.mesh, item.context_expr)
            as_value = None
        elif isinstance(value, MeshVal) and value.kind == "Mesh":
            # Legacy `with mesh:` sets the old resource env, never the context mesh.
            self.ctx = self.ctx.with_(legacy_with=item.context_expr, legacy_path=self.path,
                                      legacy_span=self.source.span(item.context_expr))
            restore = before
            as_value = value
        else:
            as_value = UNKNOWN
            callee = self._callee_name(item.context_expr, frame)
            if callee in _SUPPRESSORS:
                suppress = True
            elif isinstance(value, UserCM):
                if self._mutates(value.func.node):
                    restore = before
                    self.ctx = UNKNOWN_CTX
            elif not self._is_inert_callee(callee, item.context_expr, frame, strict=True):
                restore = before
                self.ctx = UNKNOWN_CTX
        if item.optional_vars is not None:
            self.bind_target(item.optional_vars, as_value, frame)
        tracked = restore is not None and bool(self.exits)
        if tracked:
            self.exits[-1].restores.append(restore)
        try:
            self._with_items(stmt, rest, frame)
        except _Raise:
            if suppress:
                self.ctx = UNKNOWN_CTX
                return
            raise
        finally:
            if tracked:
                self.exits[-1].restores.pop()
            if restore is not None:
                self.ctx = restore

    def _abstract_mesh_ctx(self, mesh: Any, node: ast.AST) -> Ctx:
        if isinstance(mesh, MeshVal) and mesh.kind == "AbstractMesh" and mesh.problem is None:
            return self._located(mesh_ctx(mesh, node, "abstract"), node)
        return UNKNOWN_CTX

    # ------------------------------------------------------------------ binding
    def bind_target(self, target: ast.AST, value: Any, frame: Frame) -> None:
        if isinstance(target, ast.Name):
            if isinstance(value, MeshVal) and value.key() not in self.mesh_names:
                self.mesh_names[value.key()] = target.id
            frame.assign(target.id, value)
        elif isinstance(target, (ast.Tuple, ast.List)):
            items = value.items if isinstance(value, ListVal) else value
            starred = any(isinstance(t, ast.Starred) for t in target.elts)
            if isinstance(items, tuple) and not starred and len(items) == len(target.elts):
                for t, v in zip(target.elts, items):
                    self.bind_target(t, v, frame)
            else:
                for t in target.elts:
                    self.bind_target(t.value if isinstance(t, ast.Starred) else t, UNKNOWN, frame)
        elif isinstance(target, ast.Starred):
            self.bind_target(target.value, UNKNOWN, frame)
        else:
            # attribute / subscript stores: evaluate the object for its calls, remember nothing
            for child in ast.iter_child_nodes(target):
                if isinstance(child, ast.expr):
                    self.eval(child, frame)

    # ------------------------------------------------------------------ expressions
    def peek(self, node: ast.AST, frame: Frame) -> Any:
        """Evaluates without running rules or changing the context (for rules re-reading an argument)."""
        saved_ctx, saved_records, saved_peeking = self.ctx, len(self.records), self.peeking
        self.peeking = True
        try:
            return self.eval(node, frame)
        except (_Raise, _Return, RecursionError):
            return UNKNOWN
        finally:
            self.ctx, self.peeking = saved_ctx, saved_peeking
            del self.records[saved_records:]

    def eval(self, node: ast.AST | None, frame: Frame) -> Any:
        if node is None:
            return None
        method = getattr(self, "_expr_" + type(node).__name__, None)
        if method is not None:
            return method(node, frame)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                self.eval(child, frame)
            elif isinstance(child, ast.comprehension):
                self.eval(child.iter, frame)
        return UNKNOWN

    def _expr_Constant(self, node: ast.Constant, frame: Frame) -> Any:
        return node.value

    def _expr_Name(self, node: ast.Name, frame: Frame) -> Any:
        return frame.lookup(node.id)

    def _expr_Attribute(self, node: ast.Attribute, frame: Frame) -> Any:
        base = self.eval(node.value, frame)
        if isinstance(base, QualName):
            full = canonical(base.name + "." + node.attr)
            root = base.name.split(".")[0]
            if (self.resolve_external is not None and not self.peeking and root not in _LIBRARY_ROOTS
                    and root not in _INERT_ROOTS and root != "builtins"):
                resolved = self.resolve_external(full)  # `import myproj.mesh as m; m.MESH`
                if resolved is not None:
                    return resolved
            if full.startswith("jax.sharding.AxisType."):
                kind = full.rsplit(".", 1)[1]
                return AxisTypeVal(kind) if kind in ("Auto", "Explicit", "Manual") else UNKNOWN
            return QualName(full)
        if isinstance(base, FuncVal) and node.attr in ("lower", "trace", "eval_shape"):
            return base  # jax.jit(f).lower(x) traces f right there, under the current context mesh
        if isinstance(base, MeshVal):
            if node.attr == "abstract_mesh":
                return base.abstract()
            if node.attr == "axis_names":
                return base.names
            if node.attr == "axis_types" and base.types is not None:
                return tuple(AxisTypeVal(t) for t in base.types)
        return UNKNOWN

    def _expr_Tuple(self, node: ast.Tuple, frame: Frame) -> Any:
        items = [self.eval(e, frame) for e in node.elts]
        if any(isinstance(e, ast.Starred) for e in node.elts):
            return UNKNOWN
        return tuple(items)

    def _expr_List(self, node: ast.List, frame: Frame) -> Any:
        items = [self.eval(e, frame) for e in node.elts]
        if any(isinstance(e, ast.Starred) for e in node.elts):
            return UNKNOWN
        return ListVal(tuple(items))

    def _expr_Set(self, node: ast.Set, frame: Frame) -> Any:
        items = [self.eval(e, frame) for e in node.elts]
        if all(isinstance(i, (str, int)) for i in items) and not any(isinstance(e, ast.Starred) for e in node.elts):
            return frozenset(items)
        return UNKNOWN

    def _expr_Dict(self, node: ast.Dict, frame: Frame) -> Any:
        for k, v in zip(node.keys, node.values):
            if k is not None:
                self.eval(k, frame)
            self.eval(v, frame)
        return UNKNOWN

    def _expr_BinOp(self, node: ast.BinOp, frame: Frame) -> Any:
        left = self.eval(node.left, frame)
        right = self.eval(node.right, frame)
        if isinstance(node.op, ast.Add) and isinstance(left, tuple) and isinstance(right, tuple):
            return left + right
        if isinstance(node.op, ast.Mult):
            if isinstance(left, tuple) and isinstance(right, int) and not isinstance(right, bool):
                return left * right if 0 <= right <= 64 else UNKNOWN
            if isinstance(right, tuple) and isinstance(left, int) and not isinstance(left, bool):
                return right * left if 0 <= left <= 64 else UNKNOWN
        if all(isinstance(v, int) and not isinstance(v, bool) for v in (left, right)):
            try:
                if isinstance(node.op, ast.Add):
                    return left + right
                if isinstance(node.op, ast.Sub):
                    return left - right
                if isinstance(node.op, ast.Mult) and abs(left) < 2**31 and abs(right) < 2**31:
                    return left * right
                if isinstance(node.op, ast.FloorDiv) and right:
                    return left // right
            except Exception:
                return UNKNOWN
        return UNKNOWN

    def _expr_Compare(self, node: ast.Compare, frame: Frame) -> Any:
        left = self.eval(node.left, frame)
        rights = [self.eval(c, frame) for c in node.comparators]
        if len(rights) == 1 and isinstance(left, str) and isinstance(rights[0], str):
            if isinstance(node.ops[0], ast.Eq):
                return left == rights[0]
            if isinstance(node.ops[0], ast.NotEq):
                return left != rights[0]
        return UNKNOWN

    def _expr_BoolOp(self, node: ast.BoolOp, frame: Frame) -> Any:
        # Later operands may not run; evaluate only the first for effects we are sure of.
        self.eval(node.values[0], frame)
        return UNKNOWN

    def _expr_IfExp(self, node: ast.IfExp, frame: Frame) -> Any:
        self.eval(node.test, frame)
        return UNKNOWN

    def _expr_Lambda(self, node: ast.Lambda, frame: Frame) -> Any:
        return FuncVal(node, (), frame)

    def _expr_NamedExpr(self, node: ast.NamedExpr, frame: Frame) -> Any:
        value = self.eval(node.value, frame)
        self.bind_target(node.target, value, frame)
        return value

    def _expr_Subscript(self, node: ast.Subscript, frame: Frame) -> Any:
        self.eval(node.value, frame)
        self.eval(node.slice, frame)
        return UNKNOWN

    def _expr_Await(self, node: ast.Await, frame: Frame) -> Any:
        return self.eval(node.value, frame)

    def _expr_Starred(self, node: ast.Starred, frame: Frame) -> Any:
        self.eval(node.value, frame)
        return UNKNOWN

    def _expr_ListComp(self, node, frame) -> Any:
        for gen in node.generators:
            self.eval(gen.iter, frame)
        return UNKNOWN

    _expr_SetComp = _expr_GeneratorExp = _expr_DictComp = _expr_ListComp

    def _expr_Call(self, node: ast.Call, frame: Frame) -> Any:
        func = self.eval(node.func, frame)
        args: list[Any] = []
        for a in node.args:
            args.append(self.eval(a.value if isinstance(a, ast.Starred) else a, frame))
        kwargs: dict[str, Any] = {}
        for kw in node.keywords:
            value = self.eval(kw.value, frame)
            if kw.arg is not None:
                kwargs[kw.arg] = value
        if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
            # *args / **kwargs: positions unknown; still visit callbacks, decide nothing else.
            self._after_unknown_call(func, node, frame)
            return UNKNOWN
        return self.apply(func, args, kwargs, node, frame)

    # ------------------------------------------------------------------ calls
    def _callee_name(self, node: ast.AST, frame: Frame) -> str | None:
        if isinstance(node, ast.Call):
            value = self.peek(node.func, frame)
            if isinstance(value, QualName):
                return value.name
        return None

    def _is_inert_callee(self, name: str | None, node: ast.AST, frame: Frame, strict: bool = False) -> bool:
        """Whether a call surely leaves the context mesh alone.

        Library functions outside jax's mesh setters never change it. Method calls on objects and calls of
        local names are taken as inert too (objects do not set meshes), except in `strict` mode (the context
        manager of a `with`), where only known libraries are.
        """
        if name is not None:
            root = name.split(".")[0]
            if root in _INERT_ROOTS:
                return True
            if root == "jax":
                return name != "jax.set_mesh" and not name.startswith(("jax.sharding.use_", "jax.sharding.set_"))
            return False  # a function of some project module: it might set a mesh
        if strict or not isinstance(node, ast.Call):
            return False
        func = node.func
        if isinstance(func, ast.Attribute):
            return True
        if isinstance(func, ast.Name):
            return self._is_bound(func.id, frame)
        return True

    @staticmethod
    def _is_bound(name: str, frame: Frame) -> bool:
        f: Frame | None = frame
        while f is not None:
            if name in f.env or name in f.local_names:
                return True
            f = f.parent
        return False

    def apply(self, func: Any, args: list, kwargs: dict, node: ast.AST, frame: Frame,
              decorating: bool = False) -> Any:
        if isinstance(func, QualName):
            return self._apply_qualname(func.name, args, kwargs, node, frame)
        if isinstance(func, FuncVal):
            return self.call_function(func, args, kwargs, node, frame)
        if isinstance(func, ShardMapWrap):
            if args and isinstance(args[0], FuncVal):
                return args[0].wrapped(func)
            return UNKNOWN
        if isinstance(func, RunNow):
            if args and isinstance(args[0], FuncVal):
                self.call_function(args[0], [], {}, node, frame, unknown_args=True)
            return None
        if isinstance(func, PartialVal):
            return self.apply(func.func, list(func.args) + list(args), {**dict(func.kwargs), **kwargs}, node,
                              frame, decorating)
        if isinstance(func, SetMeshResult) or isinstance(func, UseAbstractMeshCM):
            return UNKNOWN
        self._after_unknown_call(func, node, frame, args)
        return UNKNOWN

    def _after_unknown_call(self, func: Any, node: ast.AST, frame: Frame, args: list | None = None) -> None:
        """A call we cannot follow: it may have changed the context mesh unless its callee is known inert."""
        name = func.name if isinstance(func, QualName) else None
        if isinstance(node, ast.Call) and not self._is_inert_callee(name, node, frame):
            if isinstance(func, FuncVal) and not self._mutates(func.node):
                return
            self.ctx = UNKNOWN_CTX.with_(kernel=self.ctx.kernel)

    def _mutates(self, func: ast.AST) -> bool:
        if func not in self._mutates_cache:
            self._mutates_cache[func] = _mutates_mesh(func)
        return self._mutates_cache[func]

    def _apply_qualname(self, name: str, args: list, kwargs: dict, node: ast.AST, frame: Frame) -> Any:
        if isinstance(node, ast.Call) and not self.peeking:
            self._run_rules(name, node, args, kwargs, frame)
        if name in mesh_model.MESH_CONSTRUCTORS and isinstance(node, ast.Call):
            mesh = mesh_model.build_mesh(name, node, args, kwargs, self.jax_version, self._devices_shape, self.path,
                                         self.source.span(node))
            if isinstance(mesh, MeshVal) and not self.peeking:
                self.meshes.append(mesh)
            return mesh
        if name == "jax.set_mesh":
            mesh = args[0] if args else kwargs.get("mesh", UNKNOWN)
            if not self.peeking:
                self.ctx = self._set_mesh_ctx(mesh, node)
            return SetMeshResult(mesh)
        if name == "jax.sharding.use_abstract_mesh":
            return UseAbstractMeshCM(args[0] if args else kwargs.get("mesh", UNKNOWN))
        if name == "jax.shard_map":
            wrap = ShardMapWrap(kwargs.get("mesh", None), self._axis_names(kwargs), node)
            if args:
                return args[0].wrapped(wrap) if isinstance(args[0], FuncVal) else UNKNOWN
            return wrap
        if name in TRANSPARENT_WRAPPERS or name in ("jax.sharding.auto_axes", "jax.sharding.explicit_axes"):
            if args and isinstance(args[0], FuncVal):
                if name in TRANSPARENT_WRAPPERS:
                    return args[0]
                sharding = kwargs.get("out_sharding" if name.endswith("auto_axes") else "in_sharding", None)
                return args[0].wrapped((name, kwargs.get("axes", None), sharding, node))
            return QualName(name) if not args else UNKNOWN
        if name in _KERNEL_MAKERS:
            if args and isinstance(args[0], FuncVal):
                return args[0].wrapped(("kernel", node))
            if not args:
                return PartialVal(QualName(name), (), tuple(kwargs.items()), node)
            return UNKNOWN
        if name in _RUN_NOW_DECORATORS:
            return RunNow(node)  # `@pl.when(c)` / `@pl.loop(0, n)`: the decorated body is traced right away
        if name in _RUN_NOW_CALLS and args and isinstance(args[0], FuncVal):
            return self.call_function(args[0], [], {}, node, frame, unknown_args=True)
        if name in _EXITS:
            raise _Raise()  # the program ends here: nothing after it runs
        if name in ("functools.cache", "functools.lru_cache", "functools.cached_property", "functools.wraps"):
            # caching decorators still run the function (once); `lru_cache(maxsize=...)` makes the decorator
            if args and isinstance(args[0], FuncVal):
                return args[0]
            return QualName(name) if not args and name != "functools.wraps" else UNKNOWN
        if name == "contextlib.contextmanager" and args and isinstance(args[0], FuncVal):
            return args[0].wrapped(("contextmanager",))
        if name == "functools.partial" and args:
            return PartialVal(args[0], tuple(args[1:]), tuple(kwargs.items()), node)
        if name == "jax.sharding.PartitionSpec":
            return PSpecVal(tuple(args), self._axis_set(kwargs.get("reduced")), self._axis_set(kwargs.get("unreduced")), node)
        if name == "jax.sharding.NamedSharding":
            return NamedShardingVal(args[0] if args else kwargs.get("mesh", UNKNOWN),
                                    args[1] if len(args) > 1 else kwargs.get("spec", UNKNOWN))
        if name in _TRACING_HOFS:
            for value in list(args) + list(kwargs.values()):
                if isinstance(value, FuncVal):
                    self.call_function(value, [], {}, node, frame, unknown_args=True)
            return UNKNOWN
        if name in ("builtins.tuple",) and len(args) == 1:
            value = args[0]
            if isinstance(value, ListVal):
                return value.items
            if isinstance(value, tuple):
                return value
            return UNKNOWN
        if name == "builtins.list" and len(args) == 1 and isinstance(args[0], tuple):
            return ListVal(args[0])
        if name == "builtins.len" and len(args) == 1:
            value = args[0].items if isinstance(args[0], ListVal) else args[0]
            return len(value) if isinstance(value, (tuple, str)) else UNKNOWN
        self._after_unknown_call(QualName(name), node, frame, args)
        return UNKNOWN

    def _axis_names(self, kwargs: dict) -> Any:
        if "axis_names" not in kwargs:
            return None
        value = kwargs["axis_names"]
        if isinstance(value, frozenset):
            return value if value else None  # frozenset() is the default: all axes
        names = as_str_tuple(value)
        return frozenset(names) if names is not None else UNKNOWN

    def _axis_set(self, value: Any) -> frozenset | None:
        if value is None:
            return None
        if isinstance(value, frozenset):
            return value
        names = as_str_tuple(value)
        return frozenset(names) if names is not None else frozenset({UNKNOWN})

    def _located(self, ctx: Ctx, node: ast.AST) -> Ctx:
        """Remembers where (file and span) the context mesh was set, for related locations across files."""
        return ctx.with_(origin_path=self.path, origin_span=self.source.span(node))

    def _set_mesh_ctx(self, mesh: Any, node: ast.AST) -> Ctx:
        if mesh is None:
            # clearing with set_mesh(None) works in the jax versions the rules know best; older ones raise
            return EMPTY if tuple(self.jax_version) >= (0, 10, 0) else UNKNOWN_CTX
        if isinstance(mesh, MeshVal) and mesh.kind == "Mesh" and mesh.problem is None:
            if mesh.types is not None and "Manual" in mesh.types:
                return UNKNOWN_CTX  # set_mesh raises; the rule for that says so
            return self._located(mesh_ctx(mesh, node, "global"), node)
        return UNKNOWN_CTX

    def _devices_shape(self, node: ast.AST) -> tuple | None:
        """The shape of a devices array expression, when it is spelled out (reshape, slicing, create_device_mesh)."""
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "reshape":
            dims = node.args[0] if len(node.args) == 1 and isinstance(node.args[0], ast.Tuple) else None
            elts = dims.elts if dims is not None else node.args
            try:
                shape = tuple(ast.literal_eval(e) for e in elts)
            except Exception:
                return None
            return shape if all(isinstance(s, int) and s > 0 for s in shape) else None
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            s = node.slice
            try:
                lo = ast.literal_eval(s.lower) if s.lower is not None else 0
                hi = ast.literal_eval(s.upper) if s.upper is not None else None
            except Exception:
                return None
            if isinstance(lo, int) and isinstance(hi, int) and s.step is None and hi > lo >= 0:
                return (hi - lo,)
        if isinstance(node, ast.Call):
            name = self._callee_name(node, self.module_frame)
            if name and name.endswith("create_device_mesh") and node.args:
                try:
                    shape = ast.literal_eval(node.args[0])
                    return tuple(shape) if isinstance(shape, (tuple, list)) else None
                except Exception:
                    return None
        return None

    # ------------------------------------------------------------------ inlining user functions
    def call_function(self, func: FuncVal, args: list, kwargs: dict, node: ast.AST, frame: Frame,
                      unknown_args: bool = False) -> Any:
        fnode = func.node
        if self.peeking:
            return UNKNOWN
        if any(w == ("contextmanager",) for w in func.wrappers):
            return UserCM(func)
        if fnode in self.call_stack or len(self.call_stack) >= self.max_depth:
            if self._mutates(fnode):
                self.ctx = UNKNOWN_CTX
            return UNKNOWN
        body_ctx = self.ctx
        restore_after = False
        for wrapper in func.wrappers:
            if isinstance(wrapper, ShardMapWrap):
                body_ctx = self._shard_map_ctx(wrapper, body_ctx)
                restore_after = True
                if body_ctx is None:   # shard_map itself raises before tracing the body
                    return UNKNOWN
            elif isinstance(wrapper, tuple) and wrapper[0] == "kernel":
                body_ctx = body_ctx.with_(kernel=wrapper[1])
                restore_after = True
            elif isinstance(wrapper, tuple) and wrapper[0] in ("jax.sharding.auto_axes", "jax.sharding.explicit_axes"):
                body_ctx = self._axes_override_ctx(wrapper, body_ctx)
                restore_after = True
                if body_ctx is None:
                    return UNKNOWN
        self.analysed_funcs.add(fnode)
        callee_frame = Frame(env={}, parent=func.closure if isinstance(func.closure, Frame) else self.module_frame,
                             func=fnode, local_names=self._locals(fnode))
        self._bind_params(fnode, [] if unknown_args else args, {} if unknown_args else kwargs, callee_frame)
        saved_ctx, saved_chain = self.ctx, self.chain
        saved_module = (self.tree, self.source, self.path)
        self.ctx = body_ctx
        self.chain = self.chain + (CallRef(node, self.path, self.source.span(node)),)
        home = callee_frame.root().module
        if home is not None and home.source is not self.source:
            self.tree, self.source, self.path = home.tree, home.source, home.path
        self.call_stack.append(fnode)
        self.exits.append(_Exits())
        result: Any = None
        try:
            result = self._run_body(fnode, callee_frame)
        finally:
            self.exits.pop()
            self.call_stack.pop()
            self.chain = saved_chain
            self.tree, self.source, self.path = saved_module
            if restore_after:
                self.ctx = saved_ctx
        return result

    def _run_body(self, fnode: ast.AST, frame: Frame) -> Any:
        """Runs a function body; its value and exit context are what all its exits agree on. A raise that is
        certain on the fall-through path only is not certain for the call when an earlier path returned."""
        exits = self.exits[-1]
        if isinstance(fnode, ast.Lambda):
            return self.eval(fnode.body, frame)
        try:
            self.exec_block(fnode.body, frame)
            outcomes = [(None, self.ctx)]
        except _Return as ret:
            outcomes = [] if ret.recorded else [(ret.value, self.ctx)]
        except _Raise:
            if not exits.returns:
                raise
            outcomes = []
        outcomes += exits.returns
        if not outcomes:
            raise _Raise()
        ctx = outcomes[0][1]
        for _, other in outcomes[1:]:
            ctx = join(ctx, other)
        self.ctx = ctx
        first = outcomes[0][0]
        return first if all(v is first for v, _ in outcomes) else UNKNOWN

    def _axes_override_ctx(self, wrapper: tuple, ctx: Ctx) -> Ctx | None:
        """Inside auto_axes / explicit_axes the named axes (all when axes=None) take that type.
        Returns None where the wrapper itself raises before running the function."""
        name, axes, sharding, node = wrapper
        kind = "Auto" if name.endswith("auto_axes") else "Explicit"
        if isinstance(sharding, NamedShardingVal) or sharding is UNKNOWN:
            return UNKNOWN_CTX.with_(kernel=ctx.kernel)  # the sharding's mesh takes part: not modelled
        if ctx.status == "empty":
            return ctx if kind == "Auto" else None
        if ctx.status != "mesh" or ctx.types is None:
            return UNKNOWN_CTX.with_(kernel=ctx.kernel)
        names = ctx.mesh.names if axes is None else as_str_tuple(axes)
        if names is None or any(n not in ctx.mesh.names for n in names):
            return UNKNOWN_CTX.with_(kernel=ctx.kernel)
        types = tuple(kind if n in names else t for n, t in zip(ctx.mesh.names, ctx.types))
        if any(t == "Manual" for n, t in zip(ctx.mesh.names, ctx.types) if n in names):
            return None  # JAX refuses Manual -> Auto/Explicit
        return self._located(ctx.with_(types=types, origin=node, origin_kind=name.rsplit(".", 1)[1]), node)

    def _shard_map_ctx(self, wrap: ShardMapWrap, ctx: Ctx) -> Ctx | None:
        mesh = wrap.mesh
        if mesh is None:                       # no mesh=: shard_map takes the context mesh
            if ctx.status == "empty":
                return None
            if ctx.status != "mesh":
                return UNKNOWN_CTX.with_(kernel=ctx.kernel)
            mesh = ctx.mesh
        elif not isinstance(mesh, MeshVal) or mesh.problem is not None:
            return UNKNOWN_CTX.with_(kernel=ctx.kernel)
        elif ctx.status == "unknown" or (ctx.status == "mesh" and ctx.shard_map is None and not ctx.mesh.same_mesh(mesh)):
            # a different context mesh may make shard_map itself complain; stay unsure
            if ctx.status == "unknown":
                return Ctx("mesh", mesh=mesh, types=None, origin=wrap.node, shard_map=wrap, kernel=ctx.kernel)
            return UNKNOWN_CTX.with_(kernel=ctx.kernel)
        if mesh.types is None:
            types = None
            manual: frozenset = frozenset()
        else:
            axes = wrap.axis_names
            if axes is UNKNOWN:
                types, manual = None, frozenset()
            else:
                manual = frozenset(mesh.names) if axes is None else frozenset(axes)
                types = tuple("Manual" if n in manual else t for n, t in zip(mesh.names, mesh.types))
        return self._located(Ctx("mesh", mesh=mesh, types=types, origin=wrap.node, origin_kind="shard_map",
                                 shard_map=wrap, manual_axes=manual, kernel=ctx.kernel), wrap.node)

    def _bind_params(self, fnode: ast.AST, args: list, kwargs: dict, frame: Frame) -> None:
        a = fnode.args
        positional = a.posonlyargs + a.args
        for i, param in enumerate(positional):
            frame.env[param.arg] = args[i] if i < len(args) else kwargs.get(param.arg, UNKNOWN)
        for param in a.kwonlyargs:
            frame.env[param.arg] = kwargs.get(param.arg, UNKNOWN)
        if a.vararg is not None:
            frame.env[a.vararg.arg] = UNKNOWN
        if a.kwarg is not None:
            frame.env[a.kwarg.arg] = UNKNOWN

    # ------------------------------------------------------------------ rules
    def _run_rules(self, name: str, node: ast.Call, args: list, kwargs: dict, frame: Frame) -> None:
        rules = self.rules_by_callee.get(name)
        if not rules:
            return
        site = CallSite(node, name, args, kwargs, self.ctx, frame, self)
        certain_raise = False
        for rule in rules:
            try:
                result = rule.check(site)
            except _Raise:       # a rule that traced a function (a lowering) hit a certain error inside it
                result, certain_raise = None, True
            except RecursionError:
                raise
            except Exception as exc:  # a rule bug must never take the analysis down; the CLI/server log it
                self.rule_errors.append(f"rule {rule.code} failed at line {getattr(node, 'lineno', '?')}: "
                                        f"{type(exc).__name__}: {exc}")
                result = None
            if result is None:
                verdict, findings = "unknown", []
            elif result:
                verdict, findings = "bad", list(result)
                if rule.raises:
                    certain_raise = True
            else:
                verdict, findings = "ok", []
            for f in findings:
                f.path = f.path or self.path
            self.records.append(Record(rule.code, node, verdict, findings, self.chain, self.reached, self.path))
        if certain_raise:
            raise _Raise()

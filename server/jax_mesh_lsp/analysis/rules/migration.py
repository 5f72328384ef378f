"""MESH201-MESH220: the explicit-sharding migration rules.

Code written for older JAX meets, in jax >= 0.9, Explicit axes by default (`jax.make_mesh`), no
`jax.sharding.use_mesh` (removed in 0.7.1) and a `with mesh:` that sets no context mesh (deprecated in 0.10.1).
Each rule here predicts one JAX error message (see knowledge/rules/MESH2xx.toml for the message, the JAX source
and the cases that prove it). A rule speaks only when JAX certainly raises that message; anything not certain is
silence (None).

Most rules judge a call of the API that raises, with the context mesh the core interpreter tracks. Some errors are
raised later than the call the analysis sees: a `jax.shard_map` / `explicit_axes` / `jax.jit(in_shardings=P(...))`
wrapper raises when it is *called*, a `ShapeDtypeStruct(sharding=P(...))` when its sharding is *read*. For those the
creation is observed during the run, and after the run (`check_module`) the first call / read that follows it in the
same block is found; the context mesh there is the one at the creation when nothing in between can change it.

The legacy `with mesh:` block has no rule of its own: it only warns (DeprecationWarning since jax 0.10.1). The errors
code under it meets are the rules' own (MESH203, MESH205, MESH206, MESH208, MESH212, MESH213, ...), whose messages say
that the block sets no context mesh and whose fixes replace it by `with jax.set_mesh(mesh):`.
"""
from __future__ import annotations

import ast
import weakref
from dataclasses import dataclass, field
from typing import Any

from ..context import Ctx
from ..findings import Finding, Fix, Related, Span, TextEdit
from ..fixes import explicit_axis_types_fix, legacy_with_fix, name_for
from ..names import TRANSPARENT_WRAPPERS
from ..values import (UNKNOWN, AxisTypeVal, FuncVal, ListVal, MeshVal, NamedShardingVal, PartialVal, PSpecVal,
                      QualName, as_str_tuple)
from . import CallRule
from .all_gather_specs import PARAMETER, _parents, reaching_definition

USE_MESH_REMOVED_IN = (0, 7, 1)
UNCONSTRAINED = "jax.sharding.PartitionSpec.UNCONSTRAINED"
U = "UNCONSTRAINED"   # a PartitionSpec entry that is P.UNCONSTRAINED

# APIs that take `out_sharding=` and resolve it with canonicalize_sharding (checked one by one under jax 0.10.2).
OUT_SHARDING_APIS = frozenset({
    "jnp.zeros", "jnp.ones", "jnp.full", "jnp.empty", "jnp.arange", "jnp.zeros_like", "jnp.ones_like",
    "jnp.full_like", "jnp.einsum", "jnp.dot", "jnp.matmul", "jnp.reshape", "jnp.broadcast_to", "jnp.repeat",
    "jnp.asarray", "jnp.array",
    "jax.random.normal", "jax.random.uniform", "jax.random.randint", "jax.random.bernoulli",
    "jax.random.truncated_normal", "jax.random.permutation",
    "jax.lax.dot_general", "jax.lax.broadcast_in_dim", "jax.lax.broadcasted_iota",
})
# jnp.full / jnp.full_like take out_sharding in jax 0.10.2 but not in 0.8.2 (TypeError); in between: unknown.
OUT_SHARDING_SINCE = {"jnp.full": (0, 10, 2), "jnp.full_like": (0, 10, 2)}
RESHARD = "jax.reshard"
WSC = "jax.lax.with_sharding_constraint"
DEVICE_PUT = "jax.device_put"
NAMED_SHARDING = "jax.sharding.NamedSharding"
MESH_CTORS = frozenset({"jax.make_mesh", "jax.sharding.Mesh", "jax.sharding.AbstractMesh"})
# Producers whose result's sharding is known (for MESH215/MESH219/MESH220).
_CREATORS = frozenset({"jnp.zeros", "jnp.ones", "jnp.full", "jnp.empty"})
_PRODUCERS = frozenset({DEVICE_PUT, RESHARD}) | _CREATORS
_MESH_SETTERS = ("set_mesh", "use_mesh", "use_abstract_mesh")
# Every finding of the spec-based rules needs a PartitionSpec built in the file (a bare spec, or inside a
# NamedSharding): files that spell none are skipped before parsing.
SPEC_KEYWORDS = ("PartitionSpec", "jax.P", "jax import P")
_INERT_ROOTS = frozenset({"builtins", "np", "jnp", "math", "functools", "itertools", "time", "logging", "os",
                          "sys", "json", "re", "random", "collections", "dataclasses", "typing", "pprint", "copy"})


# ================================================================================================ values
@dataclass(frozen=True)
class Spec:
    """A PartitionSpec whose every entry is known: None, a tuple of axis names, or U (P.UNCONSTRAINED)."""
    parts: tuple
    reduced: frozenset = frozenset()
    unreduced: frozenset = frozenset()
    tuple_entries: bool = False    # some entry was written as a tuple (('x',) and 'x' are kept apart)

    def axes(self) -> list[str]:
        return [a for p in self.parts if p is not None and p != U for a in p]

    def text(self) -> str:
        items = []
        for p in self.parts:
            if p is None:
                items.append("None")
            elif p == U:
                items.append("P.UNCONSTRAINED")
            elif len(p) == 1:
                items.append(repr(p[0]))
            else:
                items.append("(" + ", ".join(map(repr, p)) + ")")
        if self.unreduced:
            items.append("unreduced={" + ", ".join(map(repr, sorted(self.unreduced))) + "}")
        if self.reduced:
            items.append("reduced={" + ", ".join(map(repr, sorted(self.reduced))) + "}")
        return "P(" + ", ".join(items) + ")"


def _axis_set(value: Any) -> frozenset | None:
    if value is None:
        return frozenset()
    if isinstance(value, frozenset) and all(isinstance(v, str) for v in value):
        return value
    return None


def spec_of(value: Any) -> Spec | None:
    """The Spec of an evaluated PartitionSpec; None when anything in it is unknown or it is malformed."""
    if not isinstance(value, PSpecVal):
        return None
    parts: list = []
    tuples = False
    for p in value.parts:
        if p is None:
            parts.append(None)
        elif isinstance(p, str):
            parts.append((p,))
        elif isinstance(p, tuple) and all(isinstance(a, str) for a in p):
            parts.append(p if p else None)
            tuples = True
        elif isinstance(p, QualName) and p.name == UNCONSTRAINED:
            parts.append(U)
        else:
            return None
    reduced, unreduced = _axis_set(value.reduced), _axis_set(value.unreduced)
    if reduced is None or unreduced is None or reduced & unreduced:
        return None   # unknown, or PartitionSpec itself refuses the overlap
    spec = Spec(tuple(parts), reduced, unreduced, tuples)
    axes = spec.axes()
    if len(set(axes)) != len(axes):
        return None   # duplicate axis: a different error
    return spec


def _leaves(value: Any) -> list | None:
    """The leaves of a tuple/list pytree of shardings; None when the structure is not known."""
    if isinstance(value, ListVal):
        value = value.items
    if isinstance(value, tuple):
        out: list = []
        for item in value:
            sub = _leaves(item)
            if sub is None:
                return None
            out.extend(sub)
        return out
    if value is UNKNOWN:
        return None
    return [value]


# jax 0.8.2 accepts Manual axes in reduced=/unreduced= (only Auto is refused; "... of type `Explicit` or `Manual`");
# jax 0.10.2 refuses Manual too. Versions in between were not checked: a Manual axis there is left unknown.
REDUCED_REFUSES_MANUAL_SINCE = (0, 10, 2)
REDUCED_ALLOWS_MANUAL_UNTIL = (0, 8, 2)


def ns_check(names: tuple, types: tuple | None, spec: Spec, version: tuple = (0, 10, 2)) -> str | None:
    """What building NamedSharding(mesh, spec) does: "ok", the code of the error it raises (MESH216-218), or None
    when it raises something else or it is not certain (named_sharding.py: _check_mesh_resource_axis, then
    _check_mesh_unreduced)."""
    if types is None or len(types) != len(names):
        return None
    axes = spec.axes()
    if any(a not in names for a in axes):
        return None
    kind = dict(zip(names, types))
    for p in spec.parts:
        if p is not None and p != U and len({kind[a] for a in p}) > 1:
            return None   # an entry mixing axis types (jax 0.8.2 refuses Manual mixed in): not modelled
    if U in spec.parts and "Auto" not in types:
        return "MESH216"
    version = tuple(version)

    def refused(axis_kind: str) -> bool | None:
        if axis_kind == "Auto":
            return True
        if axis_kind == "Manual":
            if version >= REDUCED_REFUSES_MANUAL_SINCE:
                return True
            if version <= REDUCED_ALLOWS_MANUAL_UNTIL:
                return False
            return None
        return False

    for label, axes_set in (("MESH217", spec.unreduced), ("MESH218", spec.reduced)):
        if any(u not in names for u in axes_set):
            return None
        verdicts = [refused(kind[u]) for u in axes_set]
        if any(v is True for v in verdicts):
            # JAX iterates over the set; if another axis's verdict is unknown the first error is still this one
            return label
        if any(v is None for v in verdicts):
            return None
    return "ok"


def _mesh_ok(mesh: Any) -> bool:
    return isinstance(mesh, MeshVal) and mesh.problem is None and mesh.types is not None


# ================================================================================================ context
def _source_mentions_set_mesh(interp) -> bool:
    """Whether the module names set_mesh anywhere in code (comments and strings do not count)."""
    cached = getattr(interp, "_jml_mig_mentions_set_mesh", None)
    if cached is None:
        cached = any((isinstance(n, ast.Attribute) and n.attr == "set_mesh") or
                     (isinstance(n, ast.Name) and n.id == "set_mesh") or
                     (isinstance(n, ast.alias) and n.name.split(".")[-1] == "set_mesh")
                     for n in ast.walk(interp.tree))
        try:
            interp._jml_mig_mentions_set_mesh = cached
        except Exception:
            pass
    return cached


def concrete_mesh(site) -> tuple[str, Any]:
    """("empty", None) when no concrete mesh is set (what jax.set_mesh sets; device_put / ShapeDtypeStruct /
    jit read it), ("mesh", MeshVal) when it is known, ("unknown", None) otherwise."""
    ctx = site.ctx
    if ctx.kernel is not None:
        return "unknown", None
    if ctx.status == "empty":
        return "empty", None
    if ctx.status != "mesh" or ctx.shard_map is not None:
        return "unknown", None
    if ctx.origin_kind == "abstract":
        # use_abstract_mesh sets only the abstract mesh; a concrete one may lie underneath only if set_mesh is
        # used somewhere in the file.
        return ("empty", None) if not _source_mentions_set_mesh(site.interp) else ("unknown", None)
    if ctx.origin_kind in ("with", "global") and isinstance(ctx.mesh, MeshVal) and ctx.mesh.kind == "Mesh":
        return "mesh", ctx.mesh
    return "unknown", None


def _legacy_note(ctx: Ctx) -> str:
    if ctx.legacy_with is not None:
        return " The legacy `with mesh:` block around it does not set the context mesh (deprecated since jax 0.10.1)."
    return ""


def _legacy_related_and_fix(site, ctx: Ctx) -> tuple[list, list]:
    if ctx.legacy_with is None:
        return [], []
    interp = site.interp
    related = [Related(interp.source.span(ctx.legacy_with), "legacy `with mesh:`: sets no context mesh")]
    try:
        fix = legacy_with_fix(ctx.legacy_with, interp.module_frame.env, interp.tree, interp.source)
    except Exception:
        return related, []
    return related, [fix]


def _mesh_related(site, mesh: MeshVal, what: str = "") -> Related | None:
    if mesh is None or mesh.node is None:
        return None
    here = mesh.path is None or mesh.path == site.interp.path
    span = mesh.span if mesh.span is not None else site.interp.source.span(mesh.node)
    return Related(span, what or f"mesh {mesh.describe()} is built here", None if here else mesh.path)


def _mesh_desc(site, mesh: MeshVal) -> str:
    bound = site.interp.mesh_names.get(mesh.key())
    return f"`{bound}` ({mesh.describe()})" if bound else f"({mesh.describe()})"


def _ctx_origin_related(site, ctx: Ctx) -> list:
    if ctx.origin is None:
        return []
    return [Related(site.interp.source.span(ctx.origin), "context mesh set here")]


# ================================================================================================ guards
_CATCH_ALL = frozenset({"Exception", "BaseException"})


def _handler_catches(handler: ast.ExceptHandler, names: frozenset) -> bool:
    t = handler.type
    if t is None:
        return True
    items = t.elts if isinstance(t, ast.Tuple) else [t]
    for item in items:
        n = item.attr if isinstance(item, ast.Attribute) else item.id if isinstance(item, ast.Name) else None
        if n is None or n in names or n in _CATCH_ALL:
            return True
    return False


def guarded(site, exceptions: frozenset) -> bool:
    """Whether the executing statement sits in a `try` body whose handlers catch `exceptions`, or in a
    `contextlib.suppress` / `pytest.raises` block."""
    stack = site.interp.stmt_stack
    for i, stmt in enumerate(stack[:-1]):
        nxt = stack[i + 1]
        if isinstance(stmt, ast.Try) or type(stmt).__name__ == "TryStar":
            if any(s is nxt for s in stmt.body) and any(_handler_catches(h, exceptions) for h in stmt.handlers):
                return True
        if isinstance(stmt, (ast.With, ast.AsyncWith)):
            for item in stmt.items:
                text = ast.unparse(item.context_expr) if hasattr(ast, "unparse") else ""
                if "suppress" in text or "raises" in text or "assertRaises" in text:
                    return True
    return False


def _version_guarded(site) -> bool:
    """Inside an `if` (or a conditional expression) that tests for the API or the jax version."""
    words = ("hasattr", "getattr", "version", "use_mesh")
    for stmt in site.interp.stmt_stack:
        if isinstance(stmt, (ast.If, ast.While)):
            text = ast.unparse(stmt.test)
            if any(w in text for w in words):
                return True
    stmt = site.interp.stmt_stack[-1] if site.interp.stmt_stack else None
    if stmt is not None:
        for node in ast.walk(stmt):
            if isinstance(node, (ast.IfExp, ast.BoolOp)):
                if any(w in ast.unparse(node) for w in words):
                    return True
    return False


# ================================================================================================ per-run store
_STORE: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


@dataclass
class Observation:
    """A wrapper (or struct) creation seen during the run, judged after it at its first call (or read)."""
    code: str
    node: ast.AST                      # the creation call
    ctx: Ctx
    reached: bool
    chain: tuple
    frame: Any
    stmt: ast.stmt | None
    data: dict = field(default_factory=dict)


@dataclass
class Produced:
    """What a producer call (device_put / reshard / jnp creation) certainly gave: its spec, under which mesh."""
    frame: Any
    spec: Spec
    mesh: MeshVal
    types: tuple
    node: ast.AST
    ndim: int | None


def _store(interp) -> dict:
    try:
        return _STORE.setdefault(interp, {"obs": [], "produced": {}})
    except TypeError:   # not weak-referenceable (should not happen): keep nothing
        return {"obs": [], "produced": {}}


def _observe(site, code: str, **data) -> None:
    interp = site.interp
    if interp.peeking:
        return
    stmt = interp.stmt_stack[-1] if interp.stmt_stack else None
    _store(interp)["obs"].append(Observation(code, site.node, site.ctx, interp.reached, interp.chain, site.frame,
                                             stmt, data))


# ================================================================================================ syntax helpers
def _parent_map(interp) -> dict:
    return _parents(interp, interp.tree)


def _callee(interp, node: ast.AST, frame) -> str | None:
    value = interp.peek(node, frame)
    return value.name if isinstance(value, QualName) else None


def _block_of(stmt: ast.stmt, parents: dict) -> tuple[list, int] | None:
    parent = parents.get(stmt)
    if parent is None:
        return None
    for fname in ("body", "orelse", "finalbody"):
        block = getattr(parent, fname, None)
        if isinstance(block, list):
            for i, s in enumerate(block):
                if s is stmt:
                    return block, i
    return None


def _walk_same_scope(node: ast.AST):
    """ast.walk that does not enter nested functions, lambdas or classes (their code does not run here)."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        for child in ast.iter_child_nodes(n):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                stack.extend(child.decorator_list)
                continue
            if isinstance(child, ast.Lambda):
                continue
            stack.append(child)


def _conditional_parts(node: ast.AST) -> set:
    """Sub-expressions that may not run (IfExp branches, later BoolOp operands, comprehensions)."""
    out: set = set()
    for n in ast.walk(node):
        if isinstance(n, ast.IfExp):
            out.update(id(x) for x in ast.walk(n.body))
            out.update(id(x) for x in ast.walk(n.orelse))
        elif isinstance(n, ast.BoolOp):
            for v in n.values[1:]:
                out.update(id(x) for x in ast.walk(v))
        elif isinstance(n, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            out.update(id(x) for x in ast.walk(n))
    return out


def _mutates_mesh(fnode: ast.AST) -> bool:
    for n in ast.walk(fnode):
        if isinstance(n, ast.Attribute) and n.attr in _MESH_SETTERS:
            return True
        if isinstance(n, ast.Name) and n.id in _MESH_SETTERS:
            return True
    return False


def _call_is_neutral(interp, call: ast.Call, frame) -> bool:
    """A call that certainly leaves the context mesh alone."""
    func = call.func
    value = interp.peek(func, frame)
    if isinstance(value, QualName):
        root = value.name.split(".")[0]
        if root in _INERT_ROOTS:
            return True
        if root == "jax":
            leaf = value.name.rsplit(".", 1)[-1]
            return leaf not in _MESH_SETTERS
        return False
    if isinstance(value, FuncVal):
        return not _mutates_mesh(value.node)
    if isinstance(value, (MeshVal, PSpecVal, NamedShardingVal)):
        return True
    if isinstance(func, ast.Attribute) and not isinstance(interp.peek(func.value, frame), QualName):
        # a method of some object: objects do not set meshes (the core assumes the same)
        return not (func.attr in _MESH_SETTERS)
    return False


_SIMPLE = (ast.Expr, ast.Assign, ast.AnnAssign, ast.AugAssign, ast.Return, ast.Pass, ast.Import, ast.ImportFrom)


def _neutral_stmt(interp, stmt: ast.stmt, frame, name: str | None = None) -> bool:
    """A simple statement whose calls all leave the context mesh alone (and that does not touch `name`)."""
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return not stmt.decorator_list or all(
            isinstance(c, ast.Call) is False or _call_is_neutral(interp, c, frame)
            for d in stmt.decorator_list for c in ast.walk(d) if isinstance(c, ast.Call))
    if not isinstance(stmt, _SIMPLE):
        return False
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return not any((a.asname or a.name).split(".")[0] in _MESH_SETTERS for a in stmt.names)
    for n in _walk_same_scope(stmt):
        if isinstance(n, ast.Call) and not _call_is_neutral(interp, n, frame):
            return False
    return True


def _refs(stmt: ast.AST, name: str) -> list[ast.Name]:
    return [n for n in ast.walk(stmt) if isinstance(n, ast.Name) and n.id == name]


def _is_legacy_with(interp, stmt: ast.stmt, frame) -> bool:
    if not isinstance(stmt, ast.With) or not stmt.items:
        return False
    for item in stmt.items:
        value = interp.peek(item.context_expr, frame)
        if not (isinstance(value, MeshVal) and value.kind == "Mesh") or item.optional_vars is not None:
            return False
    return True


@dataclass
class FirstUse:
    stmt: ast.stmt
    node: ast.AST             # the call (or the read)
    legacy_with: ast.AST | None


def _is_set_mesh_block(interp, stmt: ast.stmt, frame) -> bool:
    """`with jax.set_mesh(m):` whose body sets no other mesh: after it the context mesh is what it was before."""
    if not isinstance(stmt, ast.With) or not stmt.items:
        return False
    for item in stmt.items:
        if not isinstance(item.context_expr, ast.Call) or _callee(interp, item.context_expr.func, frame) != "jax.set_mesh":
            return False
    for s in stmt.body:
        for n in ast.walk(s):
            if (isinstance(n, ast.Attribute) and n.attr in _MESH_SETTERS) or \
                    (isinstance(n, ast.Name) and n.id in _MESH_SETTERS):
                return False
            if isinstance(n, (ast.Return, ast.Global, ast.Nonlocal)):
                return False
    return True


def first_use(interp, block: list, start: int, name: str, frame, is_use, legacy=None,
              skip_mesh_blocks: bool = False) -> FirstUse | None:
    """The first statement after block[start] that references `name`, when that reference is a use `is_use`
    accepts and every statement before it is mesh-neutral. Legacy `with mesh:` blocks are entered (they do not
    change the context mesh); with `skip_mesh_blocks`, `with jax.set_mesh(...)` blocks are stepped over (what
    happens under a mesh is fine for the caller, and the mesh is restored after them). None when not certain."""
    for stmt in block[start + 1:]:
        refs = _refs(stmt, name)
        if skip_mesh_blocks and _is_set_mesh_block(interp, stmt, frame):
            if any(_may_rebind(s, name) for s in stmt.body):
                return None
            continue
        if not refs:
            if _neutral_stmt(interp, stmt, frame):
                continue
            return None
        if _is_legacy_with(interp, stmt, frame):
            return first_use(interp, stmt.body, -1, name, frame, is_use, stmt.items[0].context_expr,
                             skip_mesh_blocks)
        expr_owner: ast.AST = stmt
        if isinstance(stmt, (ast.If, ast.While)):
            if any(r not in set(_refs(stmt.test, name)) for r in refs) or isinstance(stmt, ast.While):
                return None
            expr_owner = stmt.test
        elif not isinstance(stmt, _SIMPLE) or isinstance(stmt, (ast.Import, ast.ImportFrom)):
            return None
        cond = _conditional_parts(expr_owner)
        found = is_use(stmt, refs)
        if found is None or id(found) in cond:
            return None
        # everything else evaluated in that statement must be neutral too
        for n in _walk_same_scope(expr_owner):
            if isinstance(n, ast.Call) and n is not found and not _call_is_neutral(interp, n, frame):
                if not (isinstance(n.func, ast.Name) and n.func.id == name):
                    return None
        return FirstUse(stmt, found, legacy)
    return None


def _may_rebind(stmt: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, (ast.Store, ast.Del))
               for n in ast.walk(stmt))


def _raises_between(interp, first_line: int, last_line: int) -> bool:
    """A record (of any rule) certainly raising on lines strictly between the two, in this file."""
    for rec in interp.records:
        if rec.verdict != "bad" or not rec.reached or rec.path != interp.path:
            continue
        line = getattr(rec.node, "lineno", None)
        if rec.chain:
            top = rec.chain[0]
            line = getattr(top.node, "lineno", line) if top.path == interp.path else line
        if line is not None and first_line < line < last_line:
            return True
    return False


def _climb_wrappers(interp, node: ast.AST, frame, parents: dict) -> ast.AST:
    """From a wrapper call up through `jax.jit(...)`-style same-function wrappers it is the first argument of."""
    for _ in range(4):
        parent = parents.get(node)
        if isinstance(parent, ast.Call) and parent.args and parent.args[0] is node:
            name = _callee(interp, parent.func, frame)
            if name in TRANSPARENT_WRAPPERS:
                node = parent
                continue
        break
    return node


def _transparent_decorator(interp, dec: ast.AST, frame) -> bool:
    value = interp.peek(dec, frame)
    if isinstance(value, QualName) and value.name in TRANSPARENT_WRAPPERS:
        return True
    if isinstance(value, PartialVal) and isinstance(value.func, QualName) and value.func.name == "jax.jit":
        return True
    if isinstance(dec, ast.Call):
        name = _callee(interp, dec.func, frame)
        if name == "functools.partial" and dec.args and _callee(interp, dec.args[0], frame) == "jax.jit":
            return True
    return False


@dataclass
class Binding:
    kind: str                  # "immediate" | "name"
    stmt: ast.stmt
    name: str | None = None
    call: ast.Call | None = None   # for "immediate": the call of the wrapper


def creation_binding(obs: Observation, interp) -> Binding | None:
    """How the created wrapper is reached: called right away in the same expression, or bound to a name (an
    assignment, or the decorated function's name)."""
    stmt = obs.stmt
    if stmt is None:
        return None
    parents = _parent_map(interp)
    if obs.node not in parents and not (isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef))):
        return None
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
            any(n is obs.node for n in ast.walk(d)) for d in stmt.decorator_list):
        mine = [d for d in stmt.decorator_list if any(n is obs.node for n in ast.walk(d))]
        others = [d for d in stmt.decorator_list if d not in mine]
        if len(mine) != 1 or not all(_transparent_decorator(interp, d, obs.frame) for d in others):
            return None
        return Binding("name", stmt, stmt.name)
    top = _climb_wrappers(interp, obs.node, obs.frame, parents)
    parent = parents.get(top)
    if isinstance(parent, ast.Call) and parent.func is top:
        return Binding("immediate", stmt, call=parent)
    if isinstance(stmt, ast.Assign) and stmt.value is top and len(stmt.targets) == 1 and \
            isinstance(stmt.targets[0], ast.Name):
        return Binding("name", stmt, stmt.targets[0].id)
    return None


def _direct_call_of(name: str):
    def is_use(stmt: ast.stmt, refs: list) -> ast.AST | None:
        parents = {}
        for n in ast.walk(stmt):
            for c in ast.iter_child_nodes(n):
                parents[c] = n
        calls = []
        for ref in refs:
            p = parents.get(ref)
            if isinstance(p, ast.Call) and p.func is ref:
                calls.append(p)
            else:
                return None   # the wrapper is passed on or stored: not followed
        if isinstance(stmt, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            if any(_refs(t, name) for t in targets):
                return None
        return calls[0] if calls else None
    return is_use


def wrapper_first_call(obs: Observation, interp, skip_mesh_blocks: bool = False
                       ) -> tuple[ast.Call, ast.stmt, ast.AST | None] | None:
    """(call, its statement, legacy `with` around it if entered after the creation) of the first call of the
    wrapper created at `obs`, where the context mesh is still the one of the creation."""
    binding = creation_binding(obs, interp)
    if binding is None:
        return None
    if binding.kind == "immediate":
        return binding.call, binding.stmt, None
    parents = _parent_map(interp)
    located = _block_of(binding.stmt, parents)
    if located is None:
        return None
    block, index = located
    use = first_use(interp, block, index, binding.name, obs.frame, _direct_call_of(binding.name),
                    skip_mesh_blocks=skip_mesh_blocks)
    if use is None:
        return None
    if _raises_between(interp, getattr(binding.stmt, "end_lineno", binding.stmt.lineno), use.stmt.lineno):
        return None
    return use.node, use.stmt, use.legacy_with


# ================================================================================================ producers
def _literal_ndim(node: ast.AST) -> int | None:
    try:
        value = ast.literal_eval(node)
    except Exception:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return 1
    if isinstance(value, (tuple, list)) and all(isinstance(v, int) for v in value):
        return len(value)
    return None


def _array_ndim(interp, node: ast.AST, frame) -> int | None:
    """ndim of `np.zeros((a, b))`, `np.arange(n)`, `x.reshape(a, b)` and the like, when spelled out."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "reshape" and node.args and not node.keywords:
        if len(node.args) == 1:
            return _literal_ndim(node.args[0])
        return len(node.args) if all(_literal_ndim(a) == 1 for a in node.args) else None
    name = _callee(interp, func, frame)
    if not name:
        return None
    root, _, leaf = name.rpartition(".")
    if root not in ("np", "jnp"):
        return None
    if leaf in ("zeros", "ones", "empty", "full") and node.args:
        return _literal_ndim(node.args[0])
    if leaf == "arange" and node.args and not node.keywords and all(
            isinstance(a, ast.Constant) and isinstance(a.value, (int, float)) and not isinstance(a.value, bool)
            for a in node.args):
        return 1
    return None


def record_producer(site) -> None:
    """At a producer call: remember the spec its result certainly has (Explicit context mesh, outside shard_map)."""
    interp = site.interp
    if interp.peeking:
        return
    produced = _store(interp)["produced"]
    produced.pop(id(site.node), None)
    ctx = site.ctx
    if ctx.status != "mesh" or ctx.shard_map is not None or ctx.kernel is not None or ctx.types is None:
        return
    if ctx.origin_kind not in ("with", "global") or not _mesh_ok(ctx.mesh):
        return
    if any(isinstance(a, ast.Starred) for a in site.node.args) or any(k.arg is None for k in site.node.keywords):
        return
    mesh, types = ctx.mesh, ctx.types
    ndim = None
    if site.callee in _CREATORS:
        ndim = _literal_ndim(site.node.args[0]) if site.node.args else None
        target = site.kwargs.get("out_sharding", None)
        if target is None:
            if ndim is None:
                return
            spec = Spec((None,) * ndim)
        else:
            spec = spec_of(target)
    else:
        if site.callee == DEVICE_PUT:
            if len(site.node.args) > 2 or set(site.kwargs) - {"device"}:
                return
            target = site.arg(1, "device", None)
        else:
            target = site.arg(1, "out_shardings", None)
        value_node = site.arg_node(0, "x")
        if value_node is None or isinstance(value_node, (ast.Tuple, ast.List, ast.Dict, ast.Set)):
            return
        if isinstance(target, NamedShardingVal):
            if not (isinstance(target.mesh, MeshVal) and target.mesh.same_mesh(mesh)):
                return
            target = target.spec
        spec = spec_of(target)
        if site.callee == DEVICE_PUT:
            ndim = _array_ndim(interp, value_node, site.frame)
    if spec is None or spec.reduced or spec.unreduced or U in spec.parts:
        return
    if ns_check(mesh.names, types, spec, site.interp.jax_version) != "ok":
        return
    if any(types[mesh.names.index(a)] != "Explicit" for a in spec.axes()):
        return
    if ndim is not None and len(spec.parts) > ndim:
        return
    if mesh.sizes is None or any(s is None or s <= 1 for s in mesh.sizes):
        return   # size-1 axes may be dropped from the type; divisibility unknown: not modelled
    produced[id(site.node)] = Produced(site.frame, spec, mesh, types, site.node, ndim)


def _lookup_produced(site, node: ast.AST) -> Produced | None:
    rec = _store(site.interp)["produced"].get(id(node))
    return rec if rec is not None and rec.node is node else None


def _scalar(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool)


def _produced_for_name(site, name_node: ast.Name, scope, depth: int) -> Produced | None:
    interp = site.interp
    parents = _parent_map(interp)
    found = reaching_definition(name_node.id, name_node, scope, interp.tree, parents)
    if found is None or found[1]:
        return None
    value = found[0]
    if value is PARAMETER:
        return _produced_at_call(site, scope, name_node.id, depth) if depth < 2 else None
    if isinstance(value, ast.Call):
        return _lookup_produced(site, value)
    return None


def _produced_at_call(site, fnode, name: str, depth: int) -> Produced | None:
    """The argument bound to parameter `name` at the call that led into `fnode` (a direct call, possibly through
    jax.jit), when its producer is known."""
    from .all_gather_specs import _escapes, _wrapped_target
    interp = site.interp
    chain = interp.chain
    if fnode is None or not chain or chain[-1].path != interp.path:
        return None
    if interp.call_stack and interp.call_stack[-1] is not fnode:
        return None
    call = chain[-1].node
    parents = _parent_map(interp)
    if not isinstance(call, ast.Call) or call not in parents:
        return None
    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    if isinstance(parents.get(fnode), ast.ClassDef):
        return None
    target = _wrapped_target(site, call.func)
    if isinstance(fnode, ast.Lambda):
        if target is not fnode:
            return None
    elif not (isinstance(target, ast.Name) and target.id == fnode.name) or _escapes(site, fnode, interp.tree, parents):
        return None
    a = fnode.args
    positional = [p.arg for p in a.posonlyargs + a.args]
    if name in positional and positional.index(name) < len(call.args):
        arg = call.args[positional.index(name)]
    else:
        arg = next((k.value for k in call.keywords if k.arg == name), None)
    if arg is None:
        return None
    caller = parents.get(call)
    while caller is not None and not isinstance(caller, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.Module)):
        caller = parents.get(caller)
    if caller is None:
        return None
    return _produced_expr(site, arg, None if isinstance(caller, ast.Module) else caller, depth + 1)


def _produced_expr(site, node: ast.AST, scope, depth: int = 0) -> Produced | None:
    if depth > 3:
        return None
    if isinstance(node, ast.Call):
        return _lookup_produced(site, node)
    if isinstance(node, ast.Name):
        return _produced_for_name(site, node, scope, depth)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div)):
        # an elementwise op with a Python scalar keeps the array's sharding
        if _scalar(node.right):
            return _produced_expr(site, node.left, scope, depth + 1)
        if _scalar(node.left):
            return _produced_expr(site, node.right, scope, depth + 1)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return _produced_expr(site, node.operand, scope, depth + 1)
    return None


def array_spec(site, arg_node: ast.AST | None) -> Produced | None:
    """The known sharding of an array argument: a producer call written inline, or a name whose one reaching
    definition in this scope is a producer call (or a parameter bound to one at the call that led here), made under
    the same mesh as this call."""
    if arg_node is None:
        return None
    rec = _produced_expr(site, arg_node, site.frame.func)
    if rec is None:
        return None
    ctx = site.ctx
    if ctx.status != "mesh" or ctx.mesh is None or not ctx.mesh.same_mesh(rec.mesh) or ctx.types != rec.types:
        return None
    return rec


# ================================================================================================ verdicts
@dataclass
class Verdict:
    code: str | None            # the rule whose error JAX raises; None: none of ours ("ok")
    message: str = ""
    related: list = field(default_factory=list)
    fixes: list = field(default_factory=list)
    span_node: ast.AST | None = None


OK = Verdict(None)


def _span(site, node: ast.AST | None = None) -> Span:
    if node is None:
        return site.interp.source.callee_span(site.node)
    return site.interp.source.span(node)


def _ns_message(code: str, spec: Spec, names: tuple, types: tuple, where: str) -> str:
    kind = dict(zip(names, types))
    if code == "MESH216":
        return (f"{spec.text()} uses P.UNCONSTRAINED, but {where} has no Auto axis "
                f"({', '.join(f'{n} is {t}' for n, t in zip(names, types))}); JAX refuses it.")
    if code == "MESH217":
        bad = sorted(u for u in spec.unreduced if kind.get(u) != "Explicit")
        return (f"unreduced={{{', '.join(map(repr, bad))}}} names {', '.join(f'{a!r} ({kind[a]})' for a in bad)} "
                f"of {where}; unreduced axes must be Explicit.")
    bad = sorted(r for r in spec.reduced if kind.get(r) != "Explicit")
    return (f"reduced={{{', '.join(map(repr, bad))}}} names {', '.join(f'{a!r} ({kind[a]})' for a in bad)} "
            f"of {where}; reduced axes must be Explicit.")


def _ns_fixes(site, code: str, mesh: MeshVal | None, spec_node: ast.AST | None) -> list:
    interp = site.interp
    fixes = []
    if code in ("MESH217", "MESH218") and mesh is not None and mesh.types is not None and "Manual" not in mesh.types \
            and (mesh.path is None or mesh.path == interp.path):
        fix = explicit_axis_types_fix(mesh, interp.module_frame.env, interp.tree, interp.source)
        if fix is not None:
            fixes.append(fix)
    if code == "MESH216" and isinstance(spec_node, ast.Call):
        edits = []
        for arg in spec_node.args:
            if isinstance(arg, ast.Attribute) and arg.attr == "UNCONSTRAINED":
                edits.append(TextEdit(interp.source.span(arg), "None"))
        if edits:
            fixes.append(Fix("Replace P.UNCONSTRAINED by None (replicated) on this Explicit mesh", tuple(edits)))
    return fixes


def out_sharding_verdict(site, value: Any, api: str, value_node: ast.AST | None) -> Verdict | None:
    """What canonicalize_sharding does with `out_sharding` (sharding_impls.py): None when not certain."""
    if value is None:
        return OK
    ctx = site.ctx
    if ctx.kernel is not None or ctx.status == "unknown":
        return None
    if isinstance(value, PSpecVal):
        spec = spec_of(value)
        if spec is None:
            return None
        if ctx.status == "empty":
            related, fixes = _legacy_related_and_fix(site, ctx)
            why = _legacy_note(ctx) or " No `jax.set_mesh(...)` is in effect here."
            return Verdict("MESH205", f"{api} gets out_sharding={spec.text()}, a bare PartitionSpec, but the context "
                                      f"mesh is empty, so JAX cannot resolve it.{why}", related, fixes)
        if ctx.mesh is None or ctx.types is None:
            return None
        names, types = ctx.mesh.names, ctx.types
        ns = ns_check(names, types, spec, site.interp.jax_version)
        if ns is None:
            return None
        if ns != "ok":
            return Verdict(ns, _ns_message(ns, spec, names, types, "the context mesh"),
                           [r for r in [_mesh_related(site, ctx.mesh)] if r],
                           _ns_fixes(site, ns, ctx.mesh if ctx.types == ctx.mesh.types else None, value.node))
        if U in spec.parts:
            return None   # canonicalize_sharding then fails on the key (a KeyError)
        mesh = ctx.mesh
    elif isinstance(value, NamedShardingVal):
        mesh = value.mesh
        spec = spec_of(value.spec)
        if not _mesh_ok(mesh) or spec is None or ns_check(mesh.names, mesh.types, spec, site.interp.jax_version) != "ok" or U in spec.parts:
            return None
        types = mesh.types
        names = mesh.names
        if ctx.status == "mesh" and api != "reshard":
            if ctx.types is None or ctx.mesh is None:
                return None
            both_auto = all(t == "Auto" for t in types) and all(t == "Auto" for t in ctx.types)
            same = ctx.mesh.same_mesh(mesh) and ctx.types == types
            if not both_auto and not same:
                return None   # "Context mesh ... should match the mesh of sharding" (or unknown)
    else:
        return None
    kind = dict(zip(names, types))
    for axis in spec.axes() + sorted(spec.unreduced) + sorted(spec.reduced):
        if kind[axis] in ("Auto", "Manual"):
            where = "inside this jax.shard_map body" if kind[axis] == "Manual" and ctx.shard_map is not None else \
                f"in mesh {_mesh_desc(site, mesh)}"
            related = [r for r in [_mesh_related(site, mesh)] if r]
            fixes = []
            if kind[axis] == "Auto" and "Manual" not in types and mesh.types == types and \
                    (mesh.path is None or mesh.path == site.interp.path):
                fix = explicit_axis_types_fix(mesh, site.interp.module_frame.env, site.interp.tree, site.interp.source)
                if fix is not None:
                    fixes.append(fix)
            note = ""
            if kind[axis] == "Auto" and not mesh.types_given and mesh.constructor == "jax.make_mesh":
                note = " (jax.make_mesh made Auto axes by default before jax 0.9.0, the targeted version here)"
            elif kind[axis] == "Auto" and not mesh.types_given and mesh.constructor:
                note = f" ({mesh.constructor.rsplit('.', 1)[-1]} makes Auto axes without axis_types=)"
            return Verdict("MESH207", f"{spec.text()} passed to {api} names axis {axis!r}, which is {kind[axis]} "
                                      f"{where}{note}; out_sharding / reshard may only name Explicit axes.",
                           related, fixes)
    return OK


def device_put_verdict(site) -> Verdict | None:
    """jax.device_put: bare PartitionSpecs need a concrete mesh (api.py pspec_to_sharding), then become
    NamedShardings of it (MESH216-218)."""
    if site.kwargs.keys() - {"device", "src", "donate", "may_alias"}:
        return None
    leaves: list = []
    targets = [site.arg(1, "device", None)] + ([site.kwargs["src"]] if site.kwargs.get("src") is not None else [])
    for value in targets:
        got = _leaves(value)
        if got is None:
            return None
        leaves.extend(got)
    specs = [v for v in leaves if isinstance(v, PSpecVal)]
    if not specs:
        return OK if all(v is None or isinstance(v, NamedShardingVal) for v in leaves) else None
    if any(not (v is None or isinstance(v, (PSpecVal, NamedShardingVal))) for v in leaves):
        return None
    parsed = [spec_of(v) for v in specs]
    if any(p is None for p in parsed):
        return None
    if len(leaves) > 1:
        x = site.arg_node(0, "x")
        if not (isinstance(x, ast.Tuple) and len(x.elts) == len(leaves)):
            return None   # the pytree structures must match; not checked here
    state, mesh = concrete_mesh(site)
    ctx = site.ctx
    if state == "empty":
        related, fixes = _legacy_related_and_fix(site, ctx)
        if ctx.status == "mesh" and ctx.origin_kind == "abstract":
            why = " Only use_abstract_mesh is in effect, which sets no concrete mesh."
            related += _ctx_origin_related(site, ctx)
        else:
            why = _legacy_note(ctx) or " No `jax.set_mesh(...)` is in effect here."
        return Verdict("MESH203", f"jax.device_put gets a bare PartitionSpec {parsed[0].text()}, but no concrete mesh "
                                  f"is set, so it cannot be turned into a sharding.{why}", related, fixes)
    if state != "mesh" or not _mesh_ok(mesh):
        return None
    for spec, pnode in zip(parsed, specs):
        ns = ns_check(mesh.names, mesh.types, spec, site.interp.jax_version)
        if ns is None:
            return None
        if ns != "ok":
            return Verdict(ns, _ns_message(ns, spec, mesh.names, mesh.types, f"the set mesh {_mesh_desc(site, mesh)}"),
                           [r for r in [_mesh_related(site, mesh)] if r], _ns_fixes(site, ns, mesh, pnode.node))
    return OK


def _wsc_context(site) -> tuple[str, Any, Any, bool] | None:
    """(how, names, types, all_explicit) of the mesh with_sharding_constraint resolves a bare spec with:
    the context mesh, else the legacy `with mesh:` physical mesh; ("none", ...) when there is neither."""
    ctx = site.ctx
    if ctx.kernel is not None or ctx.shard_map is not None:
        return None
    if ctx.status == "mesh":
        if ctx.mesh is None or ctx.types is None:
            return None
        explicit = bool(ctx.types) and all(t == "Explicit" for t in ctx.types)
        return "context", ctx.mesh, ctx.types, explicit
    if ctx.status == "empty":
        if ctx.legacy_with is not None:
            legacy = site.evaluate(ctx.legacy_with)
            if not _mesh_ok(legacy) or legacy.kind != "Mesh":
                return None
            return "legacy", legacy, legacy.types, False
        return "none", None, None, False
    return None


def wsc_verdict(site) -> Verdict | None:
    """jax.lax.with_sharding_constraint (pjit.py): PartitionSpec with no mesh (MESH206), NamedSharding checks
    (MESH216-218), then the all-Explicit assertion (MESH220) or the Auto-only check (MESH212)."""
    if len(site.node.args) != 2 or site.node.keywords or any(isinstance(a, ast.Starred) for a in site.node.args):
        return None
    value = site.args[1]
    if isinstance(value, (tuple, ListVal)):
        return None   # pytrees: not followed
    found = _wsc_context(site)
    if found is None:
        return None
    how, cmesh, ctypes, all_explicit = found
    ctx = site.ctx
    if isinstance(value, PSpecVal):
        spec = spec_of(value)
        if spec is None:
            return None
        if how == "none":
            return Verdict("MESH206", f"with_sharding_constraint gets a bare PartitionSpec {spec.text()}, but no mesh "
                                      "is set (neither jax.set_mesh nor a legacy `with mesh:`), so it cannot be "
                                      "resolved.")
        ns = ns_check(cmesh.names, ctypes, spec, site.interp.jax_version)
        if ns is None:
            return None
        if ns != "ok":
            return Verdict(ns, _ns_message(ns, spec, cmesh.names, ctypes, "the mesh in context"),
                           [r for r in [_mesh_related(site, cmesh)] if r],
                           _ns_fixes(site, ns, cmesh if cmesh.types == ctypes else None, value.node))
        smesh, stypes = cmesh, ctypes
    elif isinstance(value, NamedShardingVal):
        spec = spec_of(value.spec)
        smesh = value.mesh
        if spec is None or not _mesh_ok(smesh) or ns_check(smesh.names, smesh.types, spec, site.interp.jax_version) != "ok":
            return None
        stypes = smesh.types
    else:
        return None
    if all_explicit:
        return _wsc_assert_verdict(site, spec, smesh, stypes, value)
    kind = dict(zip(smesh.names, stypes))
    bad = [a for a in spec.axes() if kind[a] != "Auto"]
    if not bad:
        return OK
    related = [r for r in [_mesh_related(site, smesh)] if r]
    fixes: list = []
    if how == "legacy":
        where = ("the legacy `with mesh:` block sets no context mesh, so the spec is resolved on that mesh, where "
                 f"{', '.join(f'{a!r} is {kind[a]}' for a in bad)}")
        related += _legacy_related_and_fix(site, ctx)[0]
    elif how == "context":
        where = f"in the context mesh {', '.join(f'{a!r} is {kind[a]}' for a in bad)} and not every axis is Explicit"
    else:
        where = f"in its mesh {', '.join(f'{a!r} is {kind[a]}' for a in bad)} and no mesh is set"
    note = ""
    if not smesh.types_given and smesh.constructor == "jax.make_mesh":
        note = " (jax.make_mesh makes Explicit axes by default since jax 0.9.0)"
    return Verdict("MESH212", f"with_sharding_constraint may only name Auto axes here, but {where}{note}. Use "
                              "jax.reshard under jax.set_mesh for Explicit axes, or make the mesh Auto.",
                   related, fixes)


def _wsc_assert_verdict(site, spec: Spec, smesh: MeshVal, stypes: tuple, value: Any) -> Verdict | None:
    """All axes Explicit: the constraint asserts that the array already has this sharding (MESH220)."""
    ctx = site.ctx
    if isinstance(value, NamedShardingVal) and not (smesh.same_mesh(ctx.mesh) and stypes == ctx.types):
        return None
    rec = array_spec(site, site.arg_node(0, "x"))
    if rec is None or spec.tuple_entries or rec.spec.tuple_entries:
        return None
    if U in spec.parts:
        return None
    if rec.ndim is not None:
        if len(spec.parts) > rec.ndim:
            return None
    elif len(spec.parts) > len(rec.spec.parts):
        return None   # the constraint may be longer than the array's rank: a different error
    if smesh.sizes is None or any(s is None or s <= 1 for s in smesh.sizes):
        return None
    n = max(len(spec.parts), len(rec.spec.parts))
    have = tuple(rec.spec.parts) + (None,) * (n - len(rec.spec.parts))
    want = tuple(spec.parts) + (None,) * (n - len(spec.parts))
    if have == want:
        return OK
    src = site.interp.source
    fixes = []
    func = site.node.func
    reshard, edits = name_for(site.interp.module_frame.env, site.interp.tree, src, "jax.reshard")
    fixes.append(Fix(f"Use {reshard} (it moves the data; the constraint only asserts here)",
                     (TextEdit(src.span(func), reshard),) + tuple(edits), safe=False, preferred=True))
    return Verdict("MESH220", f"every axis of the context mesh is Explicit, so with_sharding_constraint only checks "
                              f"the sharding: the array is {Spec(have).text()} (made at line {rec.node.lineno}) but "
                              f"the constraint says {Spec(want).text()}. Use jax.reshard to change it.",
                   [Related(src.span(rec.node), f"the array gets {Spec(have).text()} here")], fixes)


def named_sharding_verdict(site) -> Verdict | None:
    mesh = site.arg(0, "mesh")
    value = site.arg(1, "spec")
    if not _mesh_ok(mesh) or not isinstance(value, PSpecVal):
        return None
    spec = spec_of(value)
    if spec is None:
        return None
    ns = ns_check(mesh.names, mesh.types, spec, site.interp.jax_version)
    if ns is None or ns == "ok":
        return OK if ns == "ok" else None
    return Verdict(ns, _ns_message(ns, spec, mesh.names, mesh.types, f"mesh {_mesh_desc(site, mesh)}"),
                   [r for r in [_mesh_related(site, mesh)] if r], _ns_fixes(site, ns, mesh, value.node))


def _call_verdict(site) -> Verdict | None:
    """The verdict at a call, cached on the site (several rules share a callee)."""
    cached = getattr(site, "_jml_mig_verdict", UNKNOWN)
    if cached is not UNKNOWN:
        return cached
    callee = site.callee
    verdict: Verdict | None = None
    try:
        if callee in _PRODUCERS:
            record_producer(site)
        if callee == DEVICE_PUT:
            verdict = device_put_verdict(site)
        elif callee == RESHARD:
            if len(site.node.args) == 2 and not site.node.keywords:
                verdict = out_sharding_verdict(site, site.args[1], "reshard", site.node.args[1])
        elif callee in OUT_SHARDING_APIS:
            if "out_sharding" in site.kwargs and tuple(site.interp.jax_version) < OUT_SHARDING_SINCE.get(callee, ()):
                verdict = None
            elif "out_sharding" in site.kwargs:
                verdict = out_sharding_verdict(site, site.kwargs["out_sharding"], callee,
                                               site.arg_node(None, "out_sharding"))
            else:
                verdict = OK
            if callee == "jnp.repeat" and verdict is OK:
                verdict = repeat_verdict(site)
        elif callee == WSC:
            verdict = wsc_verdict(site)
        elif callee == NAMED_SHARDING:
            verdict = named_sharding_verdict(site)
    except Exception:
        verdict = None
    try:
        site._jml_mig_verdict = verdict
    except Exception:
        pass
    return verdict


# ------------------------------------------------------------------------------------------------ MESH219
def repeat_verdict(site) -> Verdict | None:
    """jnp.repeat without out_sharding under a context mesh with an Explicit axis (lax_numpy.py repeat)."""
    if site.kwargs.get("out_sharding", None) is not None:
        return OK
    ctx = site.ctx
    if ctx.status == "empty":
        return OK if not site.kwargs else None
    if ctx.status != "mesh" or ctx.types is None or ctx.shard_map is not None or ctx.kernel is not None:
        return None
    if "Explicit" not in ctx.types:
        return None   # the other path may still fail on a sharding type error; not modelled
    rec = array_spec(site, site.arg_node(0, "a"))
    if rec is None:
        return None
    axis = site.arg(2, "axis", None)
    if axis is None:
        if rec.ndim != 1:
            return None
        part = rec.spec.parts[0] if rec.spec.parts else None
    elif isinstance(axis, int) and not isinstance(axis, bool):
        ndim = rec.ndim
        if axis < 0:
            if ndim is None:
                return None
            axis += ndim
        if axis < 0 or (ndim is not None and axis >= ndim):
            return None
        if ndim is None and axis >= len(rec.spec.parts):
            return None
        part = rec.spec.parts[axis] if axis < len(rec.spec.parts) else None
    else:
        return None
    if part is None:
        return OK
    src = site.interp.source
    fixes = []
    call_span = src.span(site.node)
    close = Span(call_span.end_line, call_span.end_col - 1, call_span.end_line, call_span.end_col - 1)
    fixes.append(Fix(f"Pass out_sharding={rec.spec.text()} (keep the input's sharding)",
                     (TextEdit(close, f", out_sharding={rec.spec.text()}"),), safe=False))
    return Verdict("MESH219", f"jnp.repeat repeats along a dimension sharded over {', '.join(map(repr, part))} "
                              f"(the array is {rec.spec.text()}, made at line {rec.node.lineno}) under a mesh with "
                              "Explicit axes, and no out_sharding= is given: JAX cannot choose the result's sharding.",
                   [Related(src.span(rec.node), f"the array gets {rec.spec.text()} here")], fixes)


# ================================================================================================ the rules
class _VerdictRule(CallRule):
    """A rule answered by the shared verdict of its callee."""
    def check(self, site):
        verdict = _call_verdict(site)
        if verdict is None:
            return None
        if verdict.code != self.code:
            return []
        span = _span(site, verdict.span_node)
        return [Finding(self.code, verdict.message, span, related=list(verdict.related), fixes=list(verdict.fixes))]


class DevicePutSpecWithoutMesh(_VerdictRule):
    code = "MESH203"
    callees = frozenset({DEVICE_PUT})
    keywords = SPEC_KEYWORDS


class OutShardingSpecWithoutMesh(_VerdictRule):
    code = "MESH205"
    callees = OUT_SHARDING_APIS | {RESHARD}
    keywords = SPEC_KEYWORDS


class SpecNamesAutoOrManualAxis(_VerdictRule):
    code = "MESH207"
    callees = OUT_SHARDING_APIS | {RESHARD}
    keywords = SPEC_KEYWORDS


class ConstraintOnNonAutoAxes(_VerdictRule):
    code = "MESH212"
    callees = frozenset({WSC})
    keywords = SPEC_KEYWORDS


class UnconstrainedWithoutAuto(_VerdictRule):
    code = "MESH216"
    callees = frozenset({NAMED_SHARDING, DEVICE_PUT, RESHARD, WSC}) | OUT_SHARDING_APIS
    keywords = SPEC_KEYWORDS


class UnreducedOnNonExplicit(_VerdictRule):
    code = "MESH217"
    callees = frozenset({NAMED_SHARDING, DEVICE_PUT, RESHARD, WSC}) | OUT_SHARDING_APIS
    keywords = SPEC_KEYWORDS


class ReducedOnNonExplicit(_VerdictRule):
    code = "MESH218"
    callees = frozenset({NAMED_SHARDING, DEVICE_PUT, RESHARD, WSC}) | OUT_SHARDING_APIS
    keywords = SPEC_KEYWORDS


class RepeatNeedsOutSharding(_VerdictRule):
    code = "MESH219"
    callees = frozenset({"jnp.repeat", DEVICE_PUT, RESHARD}) | _CREATORS
    keywords = SPEC_KEYWORDS


class ConstraintAssertsUnderExplicit(_VerdictRule):
    code = "MESH220"
    callees = frozenset({WSC}) | _PRODUCERS
    keywords = SPEC_KEYWORDS


# ------------------------------------------------------------------------------------------------ MESH201/202
def _use_mesh_binding(site) -> str | None:
    """How the called `use_mesh` was obtained: "attribute" (jax.sharding.use_mesh read at this call or bound
    from such a read), "import" (from jax.sharding import use_mesh), "import-top" (that import at module top
    level); None when not certain."""
    func = site.node.func
    if isinstance(func, ast.Attribute):
        return "attribute"
    if not isinstance(func, ast.Name):
        return None
    interp = site.interp
    parents = _parent_map(interp)
    found = reaching_definition(func.id, func, site.frame.func, interp.tree, parents)
    if found is not None:
        value, _ = found
        if isinstance(value, ast.Attribute) and value.attr == "use_mesh":
            return "attribute"
        return None
    scope = site.frame.func if site.frame.func is not None else interp.tree
    imports = []
    other = False
    for n in _walk_same_scope(scope) if scope is not interp.tree else ast.walk(interp.tree):
        if scope is interp.tree and isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            pass
        if isinstance(n, ast.ImportFrom):
            for alias in n.names:
                if (alias.asname or alias.name) == func.id:
                    if n.module == "jax.sharding" and alias.name == "use_mesh" and not n.level:
                        imports.append(n)
                    else:
                        other = True
        elif isinstance(n, ast.Name) and n.id == func.id and isinstance(n.ctx, (ast.Store, ast.Del)):
            other = True
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.name == func.id:
            other = True
    if other or len(imports) != 1:
        return None
    return "import-top" if isinstance(parents.get(imports[0]), ast.Module) else "import"


def _use_mesh_fix_attr(site) -> list:
    func = site.node.func
    if not isinstance(func, ast.Attribute):
        return []
    interp = site.interp
    set_mesh, edits = name_for(interp.module_frame.env, interp.tree, interp.source, "jax.set_mesh")
    return [Fix(f"Replace the removed use_mesh by {set_mesh}",
                (TextEdit(interp.source.span(func), set_mesh),) + tuple(edits), safe=True, preferred=True)]


class UseMeshRemovedAttribute(CallRule):
    code = "MESH201"
    callees = frozenset({"jax.sharding.use_mesh"})
    keywords = ("use_mesh",)

    def check(self, site):
        if tuple(site.interp.jax_version) < USE_MESH_REMOVED_IN:
            return None
        how = _use_mesh_binding(site)
        if how is None:
            return None
        if how != "attribute":
            return []
        if guarded(site, frozenset({"AttributeError"})) or _version_guarded(site):
            return None
        message = ("jax.sharding.use_mesh was removed in jax 0.7.1, so reading it raises AttributeError; use "
                   "jax.set_mesh(mesh) (a context manager and a global setter).")
        return [Finding(self.code, message, _span(site), fixes=_use_mesh_fix_attr(site))]


def _import_fix(source, node: ast.ImportFrom) -> list:
    for alias in node.names:
        if alias.name == "use_mesh":
            # the alias node has positions from Python 3.10 on
            if getattr(alias, "lineno", None) is None:
                return []
            new = f"set_mesh as {alias.asname}" if alias.asname else "set_mesh as use_mesh"
            return [Fix("Import set_mesh (which replaces the removed use_mesh) under the same name",
                        (TextEdit(source.span(alias), new),), safe=True, preferred=True)]
    return []


class UseMeshRemovedImport(CallRule):
    code = "MESH202"
    callees = frozenset({"jax.sharding.use_mesh"})
    keywords = ("use_mesh",)

    def check(self, site):
        if tuple(site.interp.jax_version) < USE_MESH_REMOVED_IN:
            return None
        how = _use_mesh_binding(site)
        if how is None:
            return None
        if how == "attribute":
            return []
        if how == "import-top":
            return None   # reported at the import itself (check_module)
        if guarded(site, frozenset({"ImportError"})) or _version_guarded(site):
            return None
        message = ("`from jax.sharding import use_mesh` raises ImportError: use_mesh was removed in jax 0.7.1. "
                   "Import set_mesh instead (jax.set_mesh).")
        return [Finding(self.code, message, _span(site))]

    def check_module(self, interp) -> list:
        if tuple(interp.jax_version) < USE_MESH_REMOVED_IN:
            return []
        out = []
        for stmt in interp.tree.body:
            if not isinstance(stmt, ast.ImportFrom) or stmt.module != "jax.sharding" or stmt.level:
                continue
            if not any(a.name == "use_mesh" for a in stmt.names):
                continue
            if _raises_between(interp, 0, stmt.lineno):
                break
            message = ("`from jax.sharding import use_mesh` raises ImportError: use_mesh was removed in jax 0.7.1. "
                       "Import set_mesh instead (jax.set_mesh works as a context manager and a global setter).")
            out.append(Finding(self.code, message, interp.source.span(stmt), fixes=_import_fix(interp.source, stmt),
                               path=interp.path))
            break   # the first one raises; nothing after it runs
        return out


# ------------------------------------------------------------------------------------------------ MESH209
def _inside_trace(site) -> bool | None:
    """True/None when the call may run while a function is being traced (jit and friends): set_mesh refuses that
    with another error. False only when every function on the call stack is a plain def called directly."""
    interp = site.interp
    if not interp.call_stack:
        return False
    for fnode, ref in zip(interp.call_stack, interp.chain[-len(interp.call_stack):]):
        if not isinstance(fnode, (ast.FunctionDef, ast.AsyncFunctionDef)) or fnode.decorator_list:
            return None
        call = ref.node
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == fnode.name):
            return None
    return False


class SetMeshWithManualAxes(CallRule):
    code = "MESH209"
    callees = frozenset({"jax.set_mesh"})
    keywords = ("Manual",)

    def check(self, site):
        if len(site.node.args) != 1 or site.node.keywords:
            return None
        mesh = site.args[0]
        if mesh is None:
            return []
        if not isinstance(mesh, MeshVal) or mesh.problem is not None or mesh.types is None:
            return None
        if mesh.kind != "Mesh":
            return []   # "Expected mesh of type `jax.sharding.Mesh`": a different error
        if "Manual" not in mesh.types:
            return []
        if _inside_trace(site) is not False:
            return None
        manual = [n for n, t in zip(mesh.names, mesh.types) if t == "Manual"]
        message = (f"jax.set_mesh gets mesh {_mesh_desc(site, mesh)} whose axis "
                   f"{', '.join(map(repr, manual))} is Manual; Manual axes only exist inside a jax.shard_map body. "
                   "Build the mesh with Explicit (or Auto) axes and enter Manual mode with jax.shard_map.")
        return [Finding(self.code, message, _span(site), related=[r for r in [_mesh_related(site, mesh)] if r])]


# ------------------------------------------------------------------------------------------------ MESH210/211
def _devices_ndim(site, node: ast.AST | None) -> int | None:
    if node is None:
        return None
    interp = site.interp
    if isinstance(node, ast.Call):
        name = _callee(interp, node.func, site.frame)
        if name == "jax.devices" and not node.args:
            return 1
        if name in ("np.array", "np.asarray") and len(node.args) == 1 and isinstance(node.args[0], ast.Call) \
                and _callee(interp, node.args[0].func, site.frame) == "jax.devices" and not node.args[0].args:
            return 1
    try:
        shape = interp._devices_shape(node)
    except Exception:
        shape = None
    return len(shape) if shape else None


def _is_list_expr(site, node: ast.AST | None, depth: int = 0) -> bool:
    """An expression that certainly evaluates to a list."""
    if node is None or depth > 3:
        return False
    if isinstance(node, (ast.List, ast.ListComp)):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        return _is_list_expr(site, node.left, depth + 1) or _is_list_expr(site, node.right, depth + 1)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _is_list_expr(site, node.left, depth + 1) and _is_list_expr(site, node.right, depth + 1)
    if isinstance(node, ast.Call) and _callee(site.interp, node.func, site.frame) == "builtins.list":
        return True
    if isinstance(node, ast.Name):
        found = reaching_definition(node.id, node, site.frame.func, site.interp.tree, _parent_map(site.interp))
        if found is not None and found[0] is not PARAMETER and not found[1]:
            return _is_list_expr(site, found[0], depth + 1)
    return False


def axis_types_verdict(site) -> tuple[str, str, ast.AST | None] | None:
    """("ok" | "MESH210" | "MESH211", detail, axis_types node) for a mesh constructor call; None if unsure."""
    callee = site.callee
    node = site.node
    if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
        return None
    params = {"jax.make_mesh": ("axis_shapes", "axis_names", "axis_types"),
              "jax.sharding.Mesh": ("devices", "axis_names", "axis_types"),
              "jax.sharding.AbstractMesh": ("axis_sizes", "axis_names", "axis_types")}[callee]
    if len(node.args) > 3 or set(site.kwargs) - set(params) - ({"devices"} if callee == "jax.make_mesh" else set()):
        return None
    bound = dict(zip(params, site.args))
    for k, v in site.kwargs.items():
        bound.setdefault(k, v)
    names_node = site.arg_node(1, "axis_names")
    names_value = bound.get("axis_names", UNKNOWN)
    if callee == "jax.sharding.AbstractMesh" and isinstance(names_value, str):
        return None
    names = as_str_tuple(names_value)
    if names is None or names_node is None:
        return None
    n = len(names)
    # what the constructor checks before the axis types
    if callee == "jax.make_mesh":
        if "devices" in site.kwargs:
            return None
        shape = bound.get("axis_shapes", UNKNOWN)
        if isinstance(shape, ListVal):
            shape = shape.items
        if not (isinstance(shape, tuple) and all(isinstance(s, int) and not isinstance(s, bool) and s > 0
                                                 for s in shape)) or len(shape) != n:
            return None
    elif callee == "jax.sharding.Mesh":
        if _devices_ndim(site, site.arg_node(0, "devices")) != n:
            return None
    else:
        sizes = bound.get("axis_sizes", UNKNOWN)
        if not isinstance(sizes, tuple):
            return None
    if "axis_types" not in bound:
        return "ok", "", None
    raw = bound["axis_types"]
    tnode = site.arg_node(2, "axis_types")
    if raw is None:
        return "ok", "", tnode
    if isinstance(raw, AxisTypeVal):
        if n == 1:
            return "ok", "", tnode
        return "MESH211", f"a single AxisType counts as one entry, but the mesh has {n} axis names {names}", tnode
    if isinstance(raw, ListVal) or _is_list_expr(site, tnode):
        return "MESH210", "axis_types is a list; JAX wants a tuple of AxisType", tnode
    if isinstance(raw, (str, int, float)) and not isinstance(raw, bool):
        return "MESH210", f"axis_types is {raw!r}, not an AxisType", tnode
    if isinstance(raw, tuple):
        if any(isinstance(t, (str, int, float, ListVal, tuple, type(None))) for t in raw):
            bad = next(t for t in raw if isinstance(t, (str, int, float, ListVal, tuple, type(None))))
            return "MESH210", f"axis_types holds {bad!r}, which is not a jax.sharding.AxisType", tnode
        if not all(isinstance(t, AxisTypeVal) for t in raw):
            return None
        if len(raw) != n:
            return "MESH211", f"{len(raw)} axis types for {n} axis names {names}", tnode
        return "ok", "", tnode
    return None


class _AxisTypesRule(CallRule):
    callees = MESH_CTORS
    keywords = ("axis_types", "AxisType")

    def check(self, site):
        got = axis_types_verdict(site)
        if got is None:
            return None
        code, detail, tnode = got
        if code != self.code:
            return []
        src = site.interp.source
        fixes = []
        if code == "MESH210" and isinstance(tnode, ast.List):
            inner = ", ".join(ast.get_source_segment(src.text, e) or ast.unparse(e) for e in tnode.elts)
            if len(tnode.elts) == 1:
                inner += ","
            fixes.append(Fix("Pass axis_types as a tuple", (TextEdit(src.span(tnode), f"({inner})"),), safe=True,
                             preferred=True))
        if code == "MESH211" and tnode is not None:
            raw = site.arg(2, "axis_types")
            kinds = {raw.kind} if isinstance(raw, AxisTypeVal) else {t.kind for t in raw} if isinstance(raw, tuple) \
                else set()
            names = as_str_tuple(site.arg(1, "axis_names"))
            if len(kinds) == 1 and names:
                axis_type, edits = name_for(site.interp.module_frame.env, site.interp.tree, src,
                                            "jax.sharding.AxisType")
                value = f"({axis_type}.{kinds.pop()},) * {len(names)}"
                fixes.append(Fix(f"One axis type per axis name: {value}",
                                 (TextEdit(src.span(tnode), value),) + tuple(edits), safe=False))
        what = {"jax.make_mesh": "jax.make_mesh", "jax.sharding.Mesh": "jax.sharding.Mesh",
                "jax.sharding.AbstractMesh": "jax.sharding.AbstractMesh"}[site.callee]
        message = f"{what}: {detail}."
        if code == "MESH210":
            message += " Use a tuple such as (AxisType.Explicit,) * n."
        return [Finding(self.code, message, src.span(tnode) if tnode is not None else _span(site), fixes=fixes)]


class AxisTypesNotAxisType(_AxisTypesRule):
    code = "MESH210"


class AxisTypesCountMismatch(_AxisTypesRule):
    code = "MESH211"


# ------------------------------------------------------------------------------------------------ MESH215
def _shard_map_function(site):
    """(fnode, wrap) when the executing function is the one the enclosing shard_map wraps."""
    wrap = site.ctx.shard_map
    fnode = site.frame.func
    if wrap is None or fnode is None:
        return None
    interp = site.interp
    node = wrap.node
    if isinstance(fnode, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(
            any(n is node for n in ast.walk(d)) for d in fnode.decorator_list):
        return fnode, wrap
    if isinstance(node, ast.Call) and node.args:
        first = node.args[0]
        if first is fnode:
            return fnode, wrap
        if isinstance(first, ast.Name) and isinstance(fnode, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
                first.id == fnode.name:
            value = interp.peek(first, site.frame.parent if site.frame.parent is not None else interp.module_frame)
            if isinstance(value, FuncVal) and value.node is fnode:
                return fnode, wrap
    return None


def _smap_kw(site, wrap, name: str) -> tuple[bool, Any]:
    node = wrap.node
    if not isinstance(node, ast.Call):
        return False, None
    for kw in node.keywords:
        if kw.arg == name:
            return True, site.interp.peek(kw.value, site.interp.module_frame if site.frame.parent is None
                                          else site.frame.parent)
    return False, None


def _non_varying_value(site, x: ast.AST, manual: frozenset, fnode) -> str | None:
    """Why `x` certainly varies over no mesh axis, or None."""
    interp = site.interp
    parents = _parent_map(interp)
    if not isinstance(x, ast.Name):
        return None
    found = reaching_definition(x.id, x, fnode, interp.tree, parents)
    if found is None:
        return None
    value, carried = found
    if carried:
        return None
    if value is PARAMETER:
        return "param"
    if isinstance(value, ast.Call):
        name = _callee(interp, value.func, site.frame)
        if name in ("jax.lax.psum", "jax.lax.pmean", "jax.lax.pmax", "jax.lax.pmin") and len(value.args) == 2 \
                and not value.keywords and isinstance(value.args[0], ast.Name):
            inner = reaching_definition(value.args[0].id, value.args[0], fnode, interp.tree, parents)
            axes = as_str_tuple(interp.peek(value.args[1], site.frame))
            if inner is not None and inner[0] is PARAMETER and not inner[1] and axes:
                return ("reduced-param", value.args[0].id, frozenset(axes))
        if name in ("jnp.zeros", "jnp.ones", "jnp.full", "jnp.empty", "jnp.arange") and not value.keywords and all(
                isinstance(a, (ast.Constant, ast.Tuple)) and _literal_ok(a) for a in value.args):
            return "constant"
    return None


def _literal_ok(node: ast.AST) -> bool:
    try:
        ast.literal_eval(node)
        return True
    except Exception:
        return False


class AllGatherReducedNotVarying(CallRule):
    code = "MESH215"
    callees = frozenset({"jax.lax.all_gather"})
    keywords = SPEC_KEYWORDS

    def check(self, site):
        if site.kwargs.get("to", "varying") != "reduced":
            return [] if "to" in site.kwargs and isinstance(site.kwargs["to"], str) else None
        ctx = site.ctx
        if ctx.status != "mesh" or ctx.shard_map is None or ctx.types is None or ctx.mesh is None:
            return None
        axis = site.arg(1, "axis_name")
        axes = as_str_tuple(axis)
        if not axes or any(a not in ctx.manual_axes for a in axes):
            return None
        found = _shard_map_function(site)
        if found is None:
            return None
        fnode, wrap = found
        x = site.arg_node(0, "x")
        why = _non_varying_value(site, x, ctx.manual_axes, fnode)
        if why is None:
            return None
        if not self._specs_accepted(site, wrap):
            return None
        given, check_vma = _smap_kw(site, wrap, "check_vma")
        if given and check_vma is not False and check_vma is not True:
            return None
        if why == "param" or isinstance(why, tuple):
            pname = x.id if why == "param" else why[1]
            a = fnode.args
            if a.vararg is not None or a.kwonlyargs:
                return None
            positional = [p.arg for p in a.posonlyargs + a.args]
            if pname not in positional:
                return None
            index = positional.index(pname)
            has_specs, in_specs = _smap_kw(site, wrap, "in_specs")
            if not has_specs:
                return None
            if isinstance(in_specs, PSpecVal):
                spec_value = in_specs
            elif isinstance(in_specs, tuple) and len(in_specs) == len(positional):
                spec_value = in_specs[index]
            else:
                return None
            spec = spec_of(spec_value)
            if spec is None or spec.reduced or spec.unreduced or U in spec.parts:
                return None
            varying = set(spec.axes()) & set(ctx.manual_axes)
            if isinstance(why, tuple):
                if check_vma is False or not varying or varying != set(why[2]):
                    return None
            elif varying and check_vma is not False:
                return None
            if not self._arguments_match(site, wrap, index, spec):
                return None
            if isinstance(why, tuple):
                reason = (f"it is the result of a {', '.join(map(repr, sorted(why[2])))} reduction "
                          f"(psum/pmean/...), the same on every device")
            else:
                reason = ("check_vma=False: no value is tracked as varying" if check_vma is False and varying else
                          f"its in_specs entry {spec.text()} names no mesh axis, so the block is the same on every "
                          "device")
        else:
            if check_vma is False:
                reason = "check_vma=False: no value is tracked as varying"
            else:
                reason = "it is built from constants inside the body, the same on every device"
        message = (f"all_gather(..., to='reduced') needs an input that varies over {', '.join(map(repr, axes))}, but "
                   f"`{x.id}` does not: {reason}. Shard it over the axis (in_specs) or pcast it to varying first.")
        return [Finding(self.code, message, _span(site),
                        related=[Related(site.interp.source.span(wrap.node), "the jax.shard_map")])]

    @staticmethod
    def _specs_accepted(site, wrap) -> bool:
        """shard_map's own checks on reduced/unreduced in its specs (run before the body is traced): they need
        full manual mode and Explicit axes of the mesh; otherwise a different error comes first."""
        ctx = site.ctx
        mesh = ctx.mesh
        if mesh.types is None:
            return False
        kind = dict(zip(mesh.names, mesh.types))
        for key in ("in_specs", "out_specs"):
            given, value = _smap_kw(site, wrap, key)
            if not given:
                if key == "out_specs":
                    return False
                continue
            leaves = _leaves(value)
            if leaves is None:
                return False
            for leaf in leaves:
                spec = spec_of(leaf)
                if spec is None:
                    return False
                extra = spec.reduced | spec.unreduced
                if not extra:
                    continue
                if frozenset(mesh.names) != ctx.manual_axes:
                    return False
                if any(kind.get(a) != "Explicit" for a in extra):
                    return False
        return True

    @staticmethod
    def _arguments_match(site, wrap, index: int, spec: Spec) -> bool:
        """Under an all-Explicit full-manual shard_map, the argument's own sharding must equal its in_spec
        (another error otherwise): require it to be known replicated."""
        ctx = site.ctx
        mesh = ctx.mesh
        full_manual = frozenset(mesh.names) == ctx.manual_axes
        if not (full_manual and mesh.types is not None and all(t == "Explicit" for t in mesh.types)):
            return True
        chain = site.interp.chain
        if not chain or chain[-1].path != site.interp.path:
            return False
        call = chain[-1].node
        if not isinstance(call, ast.Call) or len(call.args) <= index or call.keywords:
            return False
        arg = call.args[index]
        rec = None
        interp = site.interp
        parents = _parent_map(interp)
        if isinstance(arg, ast.Name):
            scope = parents.get(call)
            while scope is not None and not isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                                                               ast.Module)):
                scope = parents.get(scope)
            if scope is None:
                return False
            found = reaching_definition(arg.id, arg, None if isinstance(scope, ast.Module) else scope, interp.tree,
                                        parents)
            if found is None or found[0] is PARAMETER or not isinstance(found[0], ast.Call):
                return False
            rec = _lookup_produced(site, found[0])
        elif isinstance(arg, ast.Call):
            rec = _lookup_produced(site, arg)
        if rec is None or not rec.mesh.same_mesh(mesh) or rec.spec.tuple_entries or spec.tuple_entries:
            return False
        n = max(len(rec.spec.parts), len(spec.parts))
        if rec.ndim is None and len(spec.parts) > len(rec.spec.parts):
            return False
        have = tuple(rec.spec.parts) + (None,) * (n - len(rec.spec.parts))
        want = tuple(spec.parts) + (None,) * (n - len(spec.parts))
        return have == want


# ------------------------------------------------------------------------------------------------ deferred rules
class _DeferredRule(CallRule):
    """Observes a creation during the run; judges its first call (or read) after the run."""
    raises = False

    def check(self, site):
        self.observe(site)
        return None

    def observe(self, site) -> None:
        raise NotImplementedError

    def judge(self, obs: Observation, interp) -> Finding | None | bool:
        """A Finding when JAX certainly raises, False when certainly not, None when unknown."""
        raise NotImplementedError

    def check_module(self, interp) -> list:
        store = _STORE.get(interp)
        if not store:
            return []
        groups: dict[int, list[Observation]] = {}
        order = []
        for obs in store["obs"]:
            if obs.code != self.code:
                continue
            if id(obs.node) not in groups:
                groups[id(obs.node)] = []
                order.append(id(obs.node))
            groups[id(obs.node)].append(obs)
        out = []
        for key in order:
            group = groups[key]
            if not all(o.reached for o in group):
                continue
            results = []
            for obs in group:
                try:
                    results.append(self.judge(obs, interp))
                except Exception:
                    results.append(None)
            if results and all(isinstance(r, Finding) for r in results):
                f = results[0]
                f.path = f.path or interp.path
                out.append(f)
        return out


def _call_kwargs(call: ast.Call) -> set:
    return {k.arg for k in call.keywords}


class ShardMapWithoutMesh(_DeferredRule):
    code = "MESH213"
    callees = frozenset({"jax.shard_map"})
    keywords = SPEC_KEYWORDS

    def observe(self, site):
        mesh = site.kwargs.get("mesh", None)
        if len(site.args) > 1:
            mesh = site.args[1]   # jax.experimental.shard_map.shard_map(f, mesh, in_specs, out_specs)
        if mesh is not None:
            return
        if any(isinstance(a, ast.Starred) for a in site.node.args) or any(k.arg is None for k in site.node.keywords):
            return
        _observe(site, self.code)

    def judge(self, obs, interp):
        ctx = obs.ctx
        if ctx.status != "empty" or ctx.kernel is not None:
            return None
        found = wrapper_first_call(obs, interp)
        if found is None:
            return None
        call, stmt, legacy = found
        legacy_with = ctx.legacy_with or legacy
        src = interp.source
        related = [Related(src.span(obs.node), "jax.shard_map without mesh= is created here")]
        fixes = []
        if legacy_with is not None:
            related.append(Related(src.span(legacy_with), "legacy `with mesh:`: sets no context mesh"))
            try:
                fixes.append(legacy_with_fix(legacy_with, interp.module_frame.env, interp.tree, src))
            except Exception:
                pass
            why = "the legacy `with mesh:` block does not set the context mesh"
        else:
            why = "no jax.set_mesh(...) is in effect"
        message = (f"This jax.shard_map has no mesh= and is called where the context mesh is empty ({why}); pass "
                   "mesh=... or call it under `with jax.set_mesh(mesh):`.")
        return Finding(self.code, message, src.callee_span(call) if isinstance(call, ast.Call) else src.span(call),
                       related=related, fixes=fixes)


def _meshes_differ(a: MeshVal, a_types, b: MeshVal, b_types) -> bool | None:
    if a.names != b.names:
        return True
    if a.sizes is not None and b.sizes is not None and a.sizes != b.sizes:
        return True
    if a_types is not None and b_types is not None and tuple(a_types) != tuple(b_types):
        return True
    if a.same_mesh(b) and tuple(a_types or ()) == tuple(b_types or ()) and a_types is not None:
        return False
    if a.sizes is not None and b.sizes is not None and a_types is not None and b_types is not None:
        # equal shape, names and types: equal abstract meshes, unless one was built as an AbstractMesh
        # (its device kind is unset)
        if a.kind == "Mesh" and b.kind == "Mesh" or a.same_mesh(b):
            return False
    return None


class ShardMapMeshDiffers(_DeferredRule):
    code = "MESH214"
    callees = frozenset({"jax.shard_map"})
    keywords = SPEC_KEYWORDS

    def observe(self, site):
        mesh = site.kwargs.get("mesh", None)
        if len(site.args) > 1:
            mesh = site.args[1]
        if not _mesh_ok(mesh):
            return
        _observe(site, self.code, mesh=mesh)

    def judge(self, obs, interp):
        ctx = obs.ctx
        if ctx.status != "mesh" or ctx.shard_map is not None or ctx.kernel is not None or ctx.mesh is None:
            return None
        mesh = obs.data["mesh"]
        ctx_mesh = ctx.mesh
        if ctx.origin_kind == "abstract":
            differ = _meshes_differ(ctx_mesh, ctx.types, mesh, mesh.types)
            if differ is not True:
                return None
        else:
            differ = _meshes_differ(ctx_mesh, ctx.types, mesh, mesh.types)
        if differ is not True:
            return None
        found = wrapper_first_call(obs, interp)
        if found is None:
            return None
        call, _, _ = found
        src = interp.source

        def desc(m, types):
            return ", ".join(f"{n}={s if s is not None else '?'} ({t})" for n, s, t in
                             zip(m.names, m.sizes or (None,) * len(m.names), types or ("?",) * len(m.names)))
        message = (f"jax.shard_map is given mesh ({desc(mesh, mesh.types)}) but is called under the context mesh "
                   f"({desc(ctx_mesh, ctx.types)}); they must be the same abstract mesh (names, sizes and axis types). "
                   "Drop mesh= to use the context mesh, or pass that mesh.")
        related = [Related(src.span(obs.node), "the shard_map and its mesh="),
                   Related(ctx_mesh.span or src.span(ctx_mesh.node), "the context mesh is built here")]
        if ctx.origin is not None:
            related.append(Related(src.span(ctx.origin), "context mesh set here"))
        return Finding(self.code, message, src.callee_span(call), related=related)


class ExplicitAxesWithoutMesh(_DeferredRule):
    code = "MESH208"
    callees = frozenset({"jax.sharding.explicit_axes"})
    keywords = SPEC_KEYWORDS

    def observe(self, site):
        if any(isinstance(a, ast.Starred) for a in site.node.args) or any(k.arg is None for k in site.node.keywords):
            return
        _observe(site, self.code, has_sharding=site.kwargs.get("in_sharding", None) is not None)

    def judge(self, obs, interp):
        ctx = obs.ctx
        if ctx.status != "empty" or ctx.kernel is not None:
            return None
        found = wrapper_first_call(obs, interp, skip_mesh_blocks=True)
        if found is None:
            return None
        call, stmt, legacy = found
        if not obs.data["has_sharding"] and "in_sharding" not in _call_kwargs(call):
            return None   # "Missing required keyword argument: 'in_sharding'" comes first
        legacy_with = ctx.legacy_with or legacy
        src = interp.source
        related = [Related(src.span(obs.node), "explicit_axes wrapper created here")]
        fixes = []
        if legacy_with is not None:
            related.append(Related(src.span(legacy_with), "legacy `with mesh:`: sets no context mesh"))
            try:
                fixes.append(legacy_with_fix(legacy_with, interp.module_frame.env, interp.tree, src))
            except Exception:
                pass
        message = ("This explicit_axes function is called where the context mesh is empty: explicit_axes switches "
                   "axes of the context mesh (never of in_sharding's mesh), so call it under `with jax.set_mesh(mesh):`.")
        return Finding(self.code, message, src.callee_span(call), related=related, fixes=fixes)


def _has_pspec_leaf(value: Any) -> Spec | None | bool:
    """The first bare PartitionSpec among jit shardings (a Spec), False when none, None when unknown."""
    leaves = _leaves(value)
    if leaves is None:
        return None
    first = None
    for leaf in leaves:
        if isinstance(leaf, PSpecVal):
            spec = spec_of(leaf)
            if spec is None:
                return None
            first = first or spec
        elif not (leaf is None or isinstance(leaf, NamedShardingVal)):
            return None
    return first if first is not None else False


# jax 0.8.2's jit resolves PartitionSpec shardings only against a concrete mesh (use_abstract_mesh alone raises
# MESH206); jax 0.10.2 resolves them against the abstract mesh (and then fails differently without devices).
JIT_NEEDS_CONCRETE_MESH_UNTIL = (0, 8, 2)


class JitSpecWithoutMesh(_DeferredRule):
    """MESH206 for jax.jit's in_shardings/out_shardings (with_sharding_constraint is judged at its call)."""
    code = "MESH206"
    callees = frozenset({"jax.jit", WSC})
    keywords = SPEC_KEYWORDS

    def check(self, site):
        if site.callee == WSC:
            verdict = _call_verdict(site)
            if verdict is None:
                return None
            if verdict.code != self.code:
                return []
            return [Finding(self.code, verdict.message, _span(site), related=list(verdict.related),
                            fixes=list(verdict.fixes))]
        self.observe(site)
        return None

    def observe(self, site):
        if not site.args or not isinstance(site.args[0], FuncVal):
            return
        spec = None
        for key in ("in_shardings", "out_shardings"):
            if key in site.kwargs:
                got = _has_pspec_leaf(site.kwargs[key])
                if got is None:
                    return
                if got:
                    spec = spec or (key, got)
        if spec is None:
            return
        _observe(site, self.code, which=spec[0], spec=spec[1])

    def judge(self, obs, interp):
        ctx = obs.ctx
        abstract_only = (ctx.status == "mesh" and ctx.origin_kind == "abstract" and ctx.shard_map is None
                         and tuple(interp.jax_version) <= JIT_NEEDS_CONCRETE_MESH_UNTIL
                         and not _source_mentions_set_mesh(interp))
        if (ctx.status != "empty" and not abstract_only) or ctx.kernel is not None:
            return None
        found = wrapper_first_call(obs, interp, skip_mesh_blocks=True)
        if found is None:
            return None
        call, stmt, legacy = found
        legacy_with = ctx.legacy_with or legacy
        src = interp.source
        related = [Related(src.span(obs.node), f"jax.jit with {obs.data['which']}={obs.data['spec'].text()}")]
        fixes = []
        if legacy_with is not None:
            related.append(Related(src.span(legacy_with), "legacy `with mesh:`: jit ignores it"))
            try:
                fixes.append(legacy_with_fix(legacy_with, interp.module_frame.env, interp.tree, src))
            except Exception:
                pass
            why = " The legacy `with mesh:` block does not count for jit."
        else:
            why = ""
        message = (f"This jitted function has bare PartitionSpecs in {obs.data['which']} and is called with no mesh "
                   f"set, so jit cannot resolve them.{why} Call it under `with jax.set_mesh(mesh):` or pass "
                   "NamedShardings.")
        return Finding(self.code, message, src.callee_span(call), related=related, fixes=fixes)


# ------------------------------------------------------------------------------------------------ MESH204
_READS_SHARDING_ATTRS = frozenset({"sharding", "format", "update"})
_READS_SHARDING_FUNCS = frozenset({"builtins.print", "builtins.str", "builtins.repr", "builtins.hash",
                                   "builtins.format"})


def _reads_sharding(interp, frame, ref: ast.AST, parents: dict) -> bool:
    """Whether this reference to a struct (or a container holding it) reads its sharding right away."""
    p = parents.get(ref)
    if isinstance(p, ast.Attribute) and p.value is ref:
        return p.attr in ("sharding", "format")
    if isinstance(p, ast.Call) and ref in p.args:
        return _callee(interp, p.func, frame) in _READS_SHARDING_FUNCS
    if isinstance(p, ast.FormattedValue) and p.value is ref:
        return True
    if isinstance(p, ast.Compare) and (p.left is ref or ref in p.comparators):
        return all(isinstance(op, (ast.Eq, ast.NotEq)) for op in p.ops)
    if isinstance(p, ast.Subscript) and p.slice is ref:
        return True   # a dict key: hashed
    if isinstance(p, ast.Dict) and ref in p.keys:
        return True
    if isinstance(p, ast.Set):
        return True
    return False


class StructSpecWithoutMesh(_DeferredRule):
    code = "MESH204"
    callees = frozenset({"jax.ShapeDtypeStruct"})
    keywords = SPEC_KEYWORDS

    def observe(self, site):
        value = site.kwargs.get("sharding", None)
        if not isinstance(value, PSpecVal) or len(site.node.args) > 2:
            return
        spec = spec_of(value)
        shape = site.arg(0, "shape")
        if spec is None or not (isinstance(shape, tuple) and all(isinstance(s, int) for s in shape)):
            return
        if len(spec.parts) > len(shape):
            return   # the constructor itself refuses it
        _observe(site, self.code, spec=spec)

    def judge(self, obs, interp):
        ctx = obs.ctx
        if ctx.kernel is not None:
            return None
        if ctx.status == "mesh" and ctx.origin_kind == "abstract" and ctx.shard_map is None:
            if _source_mentions_set_mesh(interp):
                return None
        elif ctx.status != "empty":
            return None
        parents = _parent_map(interp)
        stmt = obs.stmt
        if stmt is None:
            return None
        use = None
        # read in the same statement (chained): jax.ShapeDtypeStruct(...).sharding, print(jax.ShapeDtypeStruct(...))
        node = obs.node
        if _reads_sharding(interp, obs.frame, node, parents) and id(node) not in _conditional_parts(stmt):
            use = node
        else:
            # bound to a name (directly, or inside a dict/list/tuple display)
            holder = node
            while isinstance(parents.get(holder), (ast.Dict, ast.List, ast.Tuple)):
                holder = parents[holder]
                if isinstance(holder, ast.Dict) and any(k is node for k in holder.keys):
                    return None
            if not (isinstance(stmt, ast.Assign) and stmt.value is holder and len(stmt.targets) == 1
                    and isinstance(stmt.targets[0], ast.Name)):
                return None
            name = stmt.targets[0].id
            direct = holder is node
            located = _block_of(stmt, parents)
            if located is None:
                return None
            block, index = located

            def is_use(s, refs):
                local_parents = {}
                for n in ast.walk(s):
                    for c in ast.iter_child_nodes(n):
                        local_parents[c] = n
                first = refs[0]
                if len(refs) != 1 and not all(_reads_sharding(interp, obs.frame, r, local_parents) for r in refs):
                    return None
                if not direct:
                    p = local_parents.get(first)
                    if isinstance(p, ast.Call) and first in p.args and \
                            _callee(interp, p.func, obs.frame) in _READS_SHARDING_FUNCS - {"builtins.hash"}:
                        return first
                    if isinstance(p, ast.FormattedValue):
                        return first
                    return None
                return first if _reads_sharding(interp, obs.frame, first, local_parents) else None

            found = first_use(interp, block, index, name, obs.frame, is_use, skip_mesh_blocks=True)
            if found is None:
                return None
            if _raises_between(interp, getattr(stmt, "end_lineno", stmt.lineno), found.stmt.lineno):
                return None
            use = found.node
        src = interp.source
        spec = obs.data["spec"]
        why = (" Only use_abstract_mesh is in effect, which sets no concrete mesh." if ctx.status == "mesh" else
               " The legacy `with mesh:` block does not set it." if ctx.legacy_with is not None else "")
        message = (f"The sharding of this ShapeDtypeStruct(sharding={spec.text()}) is read here, with no concrete "
                   f"mesh set: JAX resolves the bare PartitionSpec only when it is read, and needs jax.set_mesh then."
                   f"{why}")
        return Finding(self.code, message, src.span(use),
                       related=[Related(src.span(obs.node), "ShapeDtypeStruct with a bare PartitionSpec")])


RULES = [
    UseMeshRemovedAttribute, UseMeshRemovedImport, DevicePutSpecWithoutMesh, StructSpecWithoutMesh,
    OutShardingSpecWithoutMesh, JitSpecWithoutMesh, SpecNamesAutoOrManualAxis, ExplicitAxesWithoutMesh,
    SetMeshWithManualAxes, AxisTypesNotAxisType, AxisTypesCountMismatch, ConstraintOnNonAutoAxes,
    ShardMapWithoutMesh, ShardMapMeshDiffers, AllGatherReducedNotVarying, UnconstrainedWithoutAuto,
    UnreducedOnNonExplicit, ReducedOnNonExplicit, RepeatNeedsOutSharding, ConstraintAssertsUnderExplicit,
]

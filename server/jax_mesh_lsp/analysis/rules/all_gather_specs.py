"""MESH002-MESH005: the out spec of `top_level_all_gather` against the input's spec.

`top_level_all_gather(x, out_sharding, multi_dim=False)` (jax/_src/shard_map.py, `_top_level_ag`) compares, dimension
by dimension, the input's spec with the out spec and, in order:
- a second changed dimension with multi_dim=False          -> MESH005 "multiple dimensions cannot be all_gathered"
- a changed dimension the input leaves unsharded           -> MESH004 "doesn't allow input ... to be unsharded"
- out axes of a changed dimension not a prefix of the input's -> MESH003 "maintains ... == x property"
then gathers `i if o is None else i[-len(o):]` of each changed dimension (to='reduced') inside a shard_map whose
out_specs is the out spec; when a gathered (now reduced) or still-varying axis is not mentioned by the out spec,
shard_map's replication check fails                          -> MESH002 "... out_specs which require replication ..."

These rules only speak when the input's spec is certain: the input is a name whose one reaching assignment, in the
same scope, is `jax.device_put(v, P(...) | NamedSharding(mesh, P(...)))`, `jax.reshard(v, ...)` or an earlier
`top_level_all_gather` this analysis judged fine, made under the same mesh as the call, and the out spec is a
literal PartitionSpec (or a NamedSharding of the context mesh). Anything else is unknown: no finding.
"""
from __future__ import annotations

import ast
import math
from dataclasses import dataclass, field
from typing import Any

from ..astwalk import parent_map
from ..findings import Finding, Fix, Related, Span, TextEdit
from ..values import UNKNOWN, MeshVal, NamedShardingVal, PSpecVal
from . import CallRule

GATHER = "jax._src.shard_map.top_level_all_gather"
PRODUCERS = frozenset({"jax.device_put", "jax.reshard"})
# jnp creation functions given out_sharding= make an array of that spec (of the literal shape they are given)
CREATORS = frozenset({"jnp.zeros", "jnp.ones", "jnp.empty", "jnp.full"})

_STORE_KEY = "_jml_all_gather_specs"     # per-interpreter store: what each producer call made
_PARENTS_KEY = "_jml_parent_maps"
_LOADS_KEY = "_jml_name_loads"
_REFUSED_KEY = "_jml_all_gather_refused"
_ARRAY_MAKERS = frozenset({"zeros", "ones", "empty", "full"})


# ---------------------------------------------------------------------------------------------- values
@dataclass(frozen=True)
class Spec:
    """A known sharding spec: one entry per dimension (None or a tuple of axis names), and reduced axes."""
    parts: tuple
    reduced: frozenset = frozenset()
    unreduced: frozenset = frozenset()


@dataclass(frozen=True)
class Produced:
    """What one evaluation of a producer call (device_put / reshard / a judged gather) gave, in one frame."""
    frame: Any                 # kept alive so the frame id is not reused
    spec: Spec
    mesh: MeshVal
    node: ast.AST              # the producer call, for related locations
    ndim: int | None = None
    shape: tuple | None = None


@dataclass
class Verdict:
    code: str | None           # "MESH002".."MESH005" when JAX certainly raises that; None otherwise
    certain: bool              # False: unknown (stay silent)
    message: str = ""
    related: list = field(default_factory=list)
    fixes: list = field(default_factory=list)
    data: dict = field(default_factory=dict)


UNKNOWN_VERDICT = Verdict(None, False)
FINE = Verdict(None, True)


def _norm_entry(value: Any) -> Any:
    """A PartitionSpec entry as None or a tuple of axis names; UNKNOWN when it is anything else."""
    if value is None:
        return None
    if isinstance(value, str):
        return (value,)
    if isinstance(value, tuple) and value and all(isinstance(v, str) for v in value):
        return value
    return UNKNOWN


def _axis_set(value: Any) -> frozenset | None:
    if value is None:
        return frozenset()
    if isinstance(value, frozenset) and all(isinstance(v, str) for v in value):
        return value
    return None


def spec_of(value: Any) -> tuple[Spec, Any] | None:
    """(Spec, mesh or None) of an evaluated PartitionSpec / NamedSharding; None when not fully known."""
    mesh = None
    if isinstance(value, NamedShardingVal):
        mesh, value = value.mesh, value.spec
        if not isinstance(mesh, MeshVal):
            return None
    if not isinstance(value, PSpecVal):
        return None
    parts = tuple(_norm_entry(p) for p in value.parts)
    if any(p is UNKNOWN for p in parts):
        return None
    reduced = _axis_set(value.reduced)
    unreduced = _axis_set(value.unreduced)
    if reduced is None or unreduced is None:
        return None
    return Spec(parts, reduced, unreduced), mesh


def _axes(parts: tuple) -> list[str]:
    return [a for p in parts if p is not None for a in p]


def fmt_spec(spec: Spec) -> str:
    items = []
    for p in spec.parts:
        items.append("None" if p is None else repr(p[0]) if len(p) == 1 else "(" + ", ".join(map(repr, p)) + ")")
    if spec.unreduced:
        items.append("unreduced={" + ", ".join(repr(a) for a in sorted(spec.unreduced)) + "}")
    if spec.reduced:
        items.append("reduced={" + ", ".join(repr(a) for a in sorted(spec.reduced)) + "}")
    return "P(" + ", ".join(items) + ")"


# ---------------------------------------------------------------------------------------------- the simulation
@dataclass
class Outcome:
    code: str | None                  # the family error JAX raises, or None when the gather succeeds
    axis: int | None = None           # the dimension the error is about
    gathered: tuple = ()              # axes gathered (in order)
    missing: tuple = ()               # MESH002: axes the out spec must mention
    required_reduced: frozenset = frozenset()
    result: Spec | None = None        # the result's spec when the gather succeeds
    other_error: bool = False         # JAX raises some other error (not one of ours)


def simulate(in_spec: Spec, out_spec: Spec, mesh_names: tuple[str, ...], multi_dim: bool) -> Outcome | None:
    """Replays `_top_level_ag` on known specs (same length). None when a step is not modelled."""
    count = 0
    gathered: list[str] = []
    for axis, (i, o) in enumerate(zip(in_spec.parts, out_spec.parts)):
        if i == o:
            continue
        if not multi_dim and count > 0:
            return Outcome("MESH005", axis)
        count += 1
        if i is None:
            return Outcome("MESH004", axis)
        if o is not None and i[:len(o)] != o:
            return Outcome("MESH003", axis)
        gathered.extend(i if o is None else i[-len(o):])
    in_axes = set(_axes(in_spec.parts))
    varying = in_axes - set(gathered)
    reduced_after = frozenset(in_spec.reduced | set(gathered))
    out_part_axes = set(_axes(out_spec.parts))
    if out_part_axes - varying:
        return None   # shard_map would pvary a possibly reduced value: other errors, not modelled
    mentioned = out_part_axes | out_spec.reduced
    missing = tuple(a for a in mesh_names if a not in mentioned and (a in varying or a in reduced_after))
    if missing:
        return Outcome("MESH002", None, tuple(gathered), missing, reduced_after)
    if out_spec.reduced != reduced_after:
        return Outcome(None, other_error=True)
    return Outcome(None, gathered=tuple(gathered), required_reduced=reduced_after,
                   result=Spec(out_spec.parts, reduced_after))


# ---------------------------------------------------------------------------------------------- scopes
def _parents(interp, tree: ast.AST) -> dict:
    maps = interp.__dict__.setdefault(_PARENTS_KEY, {})
    entry = maps.get(id(tree))
    if entry is None or entry[0] is not tree:
        # a host that already holds the module's map (cross-file keeps one per parsed file) lends it
        known = getattr(interp, "known_parents", None)
        entry = (tree, (known(tree) if known is not None else None) or parent_map(tree))
        maps[id(tree)] = entry
    return entry[1]


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def _may_bind(node: ast.AST, name: str) -> bool:
    """Whether executing `node` may (re)bind or delete `name` in the current scope."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if n.name == name:
                return True
            stack.extend(n.decorator_list)
            if not isinstance(n, ast.ClassDef):
                stack.extend(d for d in n.args.defaults + n.args.kw_defaults if d is not None)
            continue
        if isinstance(n, ast.Lambda):
            continue
        if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, (ast.Store, ast.Del)):
            return True
        if isinstance(n, (ast.Import, ast.ImportFrom)):
            if any((a.asname or a.name.split(".")[0]) == name for a in n.names):
                return True
        if isinstance(n, (ast.Global, ast.Nonlocal)) and name in n.names:
            return True
        if isinstance(n, ast.ExceptHandler) and n.name == name:
            return True
        if isinstance(n, (ast.MatchAs, ast.MatchStar)) and n.name == name:
            return True
        if isinstance(n, ast.MatchMapping) and n.rest == name:
            return True
        stack.extend(ast.iter_child_nodes(n))
    return False


_DECLARED: dict[int, tuple[ast.AST, frozenset]] = {}


def _rebound_elsewhere(scope: ast.AST, name: str, tree: ast.AST) -> bool:
    """A nested function (or, for module scope, any function) that declares `name` global/nonlocal; for module
    scope also a write through the module's namespace anywhere (`globals()[k] = v`, `vars()`, `setattr(
    sys.modules[__name__], k, v)`, `mod.__dict__`), which may rebind any global."""
    root = tree if scope is None else scope
    cached = _DECLARED.get(id(root))
    if cached is None or cached[0] is not root:
        names = frozenset(n for node in ast.walk(root) if isinstance(node, (ast.Global, ast.Nonlocal))
                          for n in node.names)
        if scope is None and any(_names_module_namespace(node) for node in ast.walk(root)):
            names = names | {_ANY_NAME}
        if len(_DECLARED) > 32:
            _DECLARED.clear()
        cached = _DECLARED[id(root)] = (root, names)
    return name in cached[1] or _ANY_NAME in cached[1]


_ANY_NAME = "*"


def _names_module_namespace(node: ast.AST) -> bool:
    """`globals()`, `vars()`, `sys.modules`, `x.__dict__`: ways to write a module's globals by name."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("globals", "vars"):
        return True
    if isinstance(node, ast.Attribute) and (node.attr == "__dict__" or (
            node.attr == "modules" and isinstance(node.value, ast.Name) and node.value.id == "sys")):
        return True
    return isinstance(node, ast.Name) and node.id == "__main__"   # `import __main__; __main__.w = v`


PARAMETER = object()   # reaching_definition's answer when the value is the function's parameter


def _is_parameter(func: ast.AST, name: str) -> bool:
    a = func.args
    return any(p.arg == name for p in a.posonlyargs + a.args + a.kwonlyargs)


def _plain_definition(stmt: ast.stmt, name: str) -> ast.AST | None:
    """The value of `name = <value>` / `name: T = <value>`; None when `stmt` is anything else."""
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
        target = stmt.targets[0]
        if isinstance(target, ast.Name) and target.id == name and not _may_bind(stmt.value, name):
            return stmt.value
    if isinstance(stmt, ast.AnnAssign) and stmt.value is not None and isinstance(stmt.target, ast.Name):
        if stmt.target.id == name and not _may_bind(stmt.value, name):
            return stmt.value
    return None


def _block_of(parent: ast.AST, stmt: ast.stmt) -> tuple[str, list] | None:
    for fname in ("body", "orelse", "finalbody"):
        block = getattr(parent, fname, None)
        if isinstance(block, list) and any(s is stmt for s in block):
            return fname, block
    if isinstance(parent, ast.Try) or (hasattr(ast, "TryStar") and isinstance(parent, getattr(ast, "TryStar"))):
        for h in parent.handlers:
            if h is stmt:
                return "handlers", parent.handlers
    return None


def reaching_definition(name: str, use: ast.AST, scope: ast.AST | None, tree: ast.AST,
                        parents: dict) -> tuple[ast.AST, bool] | None:
    """The value expression of the one assignment that certainly gives `name` its value at `use`.

    Returns (value, loop_carried): loop_carried when a loop around `use` may rebind `name` on later iterations
    (then only the first iteration is known). None when the definition is not certain."""
    if _rebound_elsewhere(scope, name, tree):
        return None
    # climb from the use to its statement, never leaving the scope
    node = use
    while not isinstance(node, ast.stmt):
        node = parents.get(node)
        if node is None:
            return None
        if isinstance(node, ast.Lambda):
            if node is scope and _is_parameter(node, name):
                return PARAMETER, False
            return None
        if isinstance(node, _SCOPES):
            return None
    stmt: ast.AST = node
    loop_carried = False
    while True:
        parent = parents.get(stmt)
        if parent is None:
            return None
        if isinstance(parent, ast.ExceptHandler):
            if parent.name == name:
                return None
            found = _block_of(parent, stmt)
        else:
            found = _block_of(parent, stmt)
        if found is None:
            return None
        fname, block = found
        index = next(k for k, s in enumerate(block) if s is stmt)
        for prev in reversed(block[:index]):
            value = _plain_definition(prev, name)
            if value is not None:
                return value, loop_carried
            if _may_bind(prev, name):
                return None
        # leaving the block: what happens around it
        if parent is scope and scope is not None and not isinstance(scope, ast.ClassDef):
            return (PARAMETER, loop_carried) if _is_parameter(scope, name) else None
        if isinstance(parent, ast.Module) and scope is None:
            return None   # a global that is unbound here
        if isinstance(parent, _SCOPES):
            return None
        if isinstance(parent, (ast.For, ast.AsyncFor, ast.While)):
            if fname == "orelse":
                if any(_may_bind(s, name) for s in parent.body):
                    return None
            elif any(_may_bind(s, name) for s in parent.body):
                loop_carried = True
            if isinstance(parent, (ast.For, ast.AsyncFor)) and _may_bind(parent.target, name):
                return None
        elif isinstance(parent, ast.Try) or parent.__class__.__name__ == "TryStar":
            if fname != "body":
                parts = parent.body + [h for h in parent.handlers] + parent.orelse
                if any(_may_bind(s, name) for s in parts):
                    return None
        elif isinstance(parent, ast.ExceptHandler):
            try_node = parents.get(parent)
            if try_node is None or any(_may_bind(s, name) for s in try_node.body):
                return None
            stmt = try_node
            continue
        elif isinstance(parent, (ast.With, ast.AsyncWith)):
            if any(item.optional_vars is not None and _may_bind(item.optional_vars, name) for item in parent.items):
                return None
        elif isinstance(parent, ast.If):
            if _may_bind(parent.test, name):
                return None
        elif isinstance(parent, ast.match_case):
            if _may_bind(parent.pattern, name):
                return None
            match = parents.get(parent)
            if match is None:
                return None
            stmt = match
            continue
        else:
            return None
        stmt = parent


# ---------------------------------------------------------------------------------------------- shapes
def _literal_ints(nodes: list[ast.AST]) -> tuple | None:
    try:
        values = [ast.literal_eval(n) for n in nodes]
    except Exception:
        return None
    if len(values) == 1 and isinstance(values[0], (tuple, list)):
        values = list(values[0])
    out = []
    for v in values:
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            return None
        out.append(int(v) if v == int(v) and v >= 0 else None)
    return tuple(out)


def literal_shape(node: ast.AST, site) -> tuple[int | None, tuple | None]:
    """(ndim, shape) of an array expression when it is spelled out; shape entries may be None (e.g. -1)."""
    if not isinstance(node, ast.Call):
        return None, None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "reshape" and node.args and not node.keywords:
        shape = _literal_ints(node.args)
        return (len(shape), shape) if shape is not None else (None, None)
    name = site.evaluate(func)
    qual = getattr(name, "name", None)
    if not isinstance(qual, str):
        return None, None
    root, _, leaf = qual.rpartition(".")
    if root not in ("np", "jnp"):
        return None, None
    if leaf in _ARRAY_MAKERS and node.args:
        shape = _literal_ints([node.args[0]])
        return (len(shape), shape) if shape is not None else (None, None)
    if leaf == "arange" and len(node.args) == 1 and not node.keywords:
        shape = _literal_ints([node.args[0]])
        return (1, shape) if shape is not None else (1, None)
    return None, None


# ---------------------------------------------------------------------------------------------- the rules
class _AllGatherSpecRule(CallRule):
    callees = frozenset({GATHER}) | PRODUCERS | CREATORS
    keywords = ("top_level_all_gather",)
    needs_keywords = {creator: frozenset({"out_sharding"}) for creator in CREATORS}

    def check(self, site):
        if site.callee in PRODUCERS or site.callee in CREATORS:
            record_producer(site)
            return None
        verdict = judge(site)
        if not verdict.certain:
            return None
        if verdict.code != self.code:
            return []
        span = site.interp.source.callee_span(site.node)
        return [Finding(self.code, verdict.message, span, related=list(verdict.related), fixes=list(verdict.fixes),
                        data=dict(verdict.data))]


class OutShardingMissingReduced(_AllGatherSpecRule):
    code = "MESH002"


class OutSpecNotPrefix(_AllGatherSpecRule):
    code = "MESH003"


class UnshardedDimensionGathered(_AllGatherSpecRule):
    code = "MESH004"


class MultipleDimsWithoutMultiDim(_AllGatherSpecRule):
    code = "MESH005"


RULES = [OutShardingMissingReduced, OutSpecNotPrefix, UnshardedDimensionGathered, MultipleDimsWithoutMultiDim]


def _store(interp) -> dict:
    return interp.__dict__.setdefault(_STORE_KEY, {})


def _explicit_mesh_ctx(ctx) -> MeshVal | None:
    """The context mesh when it is known, all Explicit and not inside a shard_map body."""
    if ctx.status != "mesh" or ctx.shard_map is not None or ctx.mesh is None:
        return None
    if ctx.types is None or not ctx.types or any(t != "Explicit" for t in ctx.types):
        return None
    if ctx.mesh.problem is not None:
        return None
    return ctx.mesh


def _spec_fits_mesh(spec: Spec, mesh: MeshVal) -> bool:
    axes = _axes(spec.parts)
    if any(a not in mesh.names for a in axes) or len(set(axes)) != len(axes):
        return False
    if any(a not in mesh.names for a in spec.reduced) or spec.reduced & set(axes):
        return False
    if any(a not in mesh.names for a in spec.unreduced) or spec.unreduced & (set(axes) | spec.reduced):
        return False
    return True


def record_producer(site) -> None:
    """At `jax.device_put(v, spec)` / `jax.reshard(v, spec)`: remember the spec the result certainly has."""
    store = _store(site.interp)
    key = id(site.node)
    store.pop(key, None)
    if site.callee in CREATORS:
        _record_created(site, store)
        return
    if site.callee == "jax.device_put":
        target = site.arg(1, "device", None)
    else:
        target = site.arg(1, "out_shardings", None)
        if target is None:
            target = site.kwargs.get("out_sharding")
    if len(site.node.args) > 2:
        return
    got = spec_of(target)
    if got is None:
        return
    spec, mesh = got
    if spec.reduced or spec.unreduced:
        return
    ctx = site.ctx
    if ctx.shard_map is not None or ctx.kernel is not None:
        return
    if mesh is None:
        # a bare PartitionSpec takes the context mesh (which must be a concrete mesh)
        if ctx.status != "mesh" or ctx.mesh is None or ctx.mesh.kind != "Mesh" or ctx.types is None:
            return
        mesh = ctx.mesh
    if mesh.problem is not None or not _spec_fits_mesh(spec, mesh):
        return
    value_node = site.arg_node(0, "x")
    if value_node is None or isinstance(value_node, (ast.Tuple, ast.List, ast.Dict, ast.Set)):
        return
    ndim, shape = literal_shape(value_node, site)
    if ndim is not None and len(spec.parts) > ndim:
        return
    if shape is not None and mesh.sizes is not None:
        sizes = dict(zip(mesh.names, mesh.sizes))
        for dim, part in enumerate(spec.parts):
            if part is None or dim >= len(shape) or shape[dim] is None:
                continue
            if any(sizes.get(a) is None for a in part):
                continue
            if shape[dim] % math.prod(sizes[a] for a in part):
                _refused(site.interp).add(id(site.node))
                return   # device_put itself fails: the array does not divide evenly
    store[key] = Produced(site.frame, spec, mesh, site.node, ndim, shape)


def _record_created(site, store: dict) -> None:
    """`jnp.zeros(shape, ..., out_sharding=P(...))` under an all-Explicit context mesh: an array of that spec."""
    node = site.node
    if not node.args or isinstance(node.args[0], ast.Starred) or any(k.arg is None for k in node.keywords):
        return
    mesh = _explicit_mesh_ctx(site.ctx)
    got = spec_of(site.kwargs.get("out_sharding"))
    if mesh is None or mesh.kind != "Mesh" or site.ctx.kernel is not None or got is None:
        return
    spec, spec_mesh = got
    if spec.reduced or spec.unreduced or (spec_mesh is not None and not spec_mesh.same_mesh(mesh)):
        return
    if not _spec_fits_mesh(spec, mesh):
        return
    shape = _literal_ints([node.args[0]])
    if shape is None or len(spec.parts) > len(shape) or mesh.sizes is None:
        return
    sizes = dict(zip(mesh.names, mesh.sizes))
    for dim, part in enumerate(spec.parts):
        if part is not None and (shape[dim] is None or any(sizes.get(a) is None for a in part)
                                 or shape[dim] % math.prod(sizes[a] for a in part)):
            _refused(site.interp).add(id(node))
            return   # uneven or unknown: the creation may fail
    store[id(node)] = Produced(site.frame, spec, mesh, node, len(shape), shape)


def _lookup(site, node: ast.AST) -> Produced | None:
    """What the latest evaluation of a producer call gave. The core never re-enters a function that is still
    running, so for a definition that certainly reaches the use, the latest evaluation is this invocation's."""
    rec = _store(site.interp).get(id(node))
    return rec if rec is not None and rec.node is node else None


def _input_of(site, arg_node: ast.AST) -> tuple[Produced, bool] | None:
    """The producer record of one input leaf (a name or a producer call written inline); else the array the
    analysis holds there, when its sharding is certain (an item of a dict, `y * 2`, a shard_map's output...)."""
    found = _input_by_definition(site, arg_node)
    return found if found is not None else _input_by_value(site, arg_node)


def _refused(interp) -> set:
    """Producer calls that may fail themselves (an uneven split): what they make is never an input here."""
    found = interp.__dict__.get(_REFUSED_KEY)
    if found is None:
        found = interp.__dict__[_REFUSED_KEY] = set()
    return found


def _tree_leaves(site, xs_node: ast.AST, out_value: Any) -> tuple[list, list] | None:
    """A pytree of arrays (a dict, list or tuple value): its leaves in jax's order, with the out spec of each
    (one spec for every leaf, or a tree of the same structure). None when it is no known tree of several leaves;
    then the input is judged as one array."""
    from .. import pytrees
    from ..objects import ObjVal
    from ..values import ListVal
    # (the value the rule is handed: one alternative, where several may reach the call)
    value = site.arg(0, "xs", None)
    if value is None:
        value = site.interp.peek(xs_node, site.frame)
    if not isinstance(value, (tuple, ListVal, ObjVal)):
        return None
    flat = pytrees.flatten(value)
    if flat is None:
        return None
    leaves, _, shape = flat
    if not leaves:
        return None
    if isinstance(out_value, (PSpecVal, NamedShardingVal)):
        outs = [out_value] * len(leaves)   # a single spec is a prefix of every tree (flatten_axis_resources)
    else:
        out_flat = pytrees.flatten(out_value)
        if out_flat is None or out_flat[2] != shape:
            return None
        outs = out_flat[0]
    # the spec of each leaf is a value, not syntax: no edit can change one leaf's spec (out node None)
    return leaves, [(o, None) for o in outs]


def _produced_from_value(site, value: Any) -> tuple[Produced, bool] | None:
    """A leaf of a pytree input: the array the analysis holds, when its sharding is certain. (Its rank may be
    unknown: it has at least as many dimensions as its spec has entries, and those after them are unsharded
    in and out, which changes no verdict; an out spec longer than the input's is not judged then.)"""
    from ..values import ArrayVal
    if not isinstance(value, ArrayVal) or value.host or value.mesh is None \
            or (value.ndim is not None and len(value.spec.parts) != value.ndim) \
            or id(value.node) in _refused(site.interp):
        return None
    parts = []
    for entry in value.spec.parts:
        if entry is not None and not (isinstance(entry, tuple) and all(isinstance(a, str) for a in entry)):
            return None   # P.UNCONSTRAINED or anything not a plain entry
        parts.append(entry)
    spec = Spec(tuple(parts), frozenset(value.spec.reduced), frozenset(value.spec.unreduced))
    return Produced(site.frame, spec, value.mesh, value.node or site.node, value.ndim), False


def _input_by_value(site, arg_node: ast.AST) -> tuple[Produced, bool] | None:
    return _produced_from_value(site, site.interp.peek(arg_node, site.frame))


def _input_by_definition(site, arg_node: ast.AST) -> tuple[Produced, bool] | None:
    if isinstance(arg_node, ast.Call):
        rec = _lookup(site, arg_node)
        return (rec, False) if rec is not None else None
    if not isinstance(arg_node, ast.Name):
        return None
    interp = site.interp
    tree = interp.tree
    parents = _parents(interp, tree)
    scope = site.frame.func
    found = reaching_definition(arg_node.id, arg_node, scope, tree, parents)
    if found is None:
        return None
    value, loop_carried = found
    if value is PARAMETER:
        got = _argument_at_call(site, scope, arg_node.id, tree, parents)
        if got is None:
            return _parameter_by_value(site, arg_node, loop_carried)
        rec, carried = got
        return rec, loop_carried or carried
    if not isinstance(value, ast.Call):
        return None
    rec = _lookup(site, value)
    if rec is None:
        return None
    return rec, loop_carried


def _parameter_by_value(site, arg_node: ast.Name, loop_carried: bool) -> tuple[Produced, bool] | None:
    """A parameter whose call the syntax does not show (a method called on an instance, a function held in a
    dict): the array the analysis passed in, when it is the one its producer call's latest evaluation made."""
    from ..values import ArrayVal
    value = site.interp.peek(arg_node, site.frame)
    if not isinstance(value, ArrayVal) or value.node is None:
        return None
    rec = _lookup(site, value.node)
    if rec is None or rec.mesh is None or value.mesh is None or not rec.mesh.same_mesh(value.mesh) \
            or tuple(rec.spec.parts) != tuple(getattr(value.spec, "parts", ())):
        return None
    return rec, loop_carried


# Wrappers that call the function with the very arguments they get (no batching, no partial application).
_SAME_ARGS = frozenset({"jax.jit", "jax.grad", "jax.value_and_grad", "jax.checkpoint", "jax.remat", "jax.named_call"})


def _wrapper_name(site, node: ast.AST) -> str | None:
    value = site.interp.peek(node, site.interp.module_frame)
    return getattr(value, "name", None) if value is not None and value is not UNKNOWN else None


def _wrapped_target(site, func_expr: ast.AST, depth: int = 0) -> ast.AST | None:
    """`f`, `jax.jit(f)`, `jax.grad(jax.jit(f))`: the innermost function expression, through same-args wrappers."""
    if isinstance(func_expr, ast.Call) and depth < 4:
        if len(func_expr.args) < 1 or any(isinstance(a, ast.Starred) for a in func_expr.args):
            return None
        if _wrapper_name(site, func_expr.func) not in _SAME_ARGS:
            return None
        return _wrapped_target(site, func_expr.args[0], depth + 1)
    return func_expr


def _escapes(site, fnode: ast.AST, tree: ast.AST, parents: dict) -> bool:
    """Whether the function may be called some other way than with its own arguments: passed to vmap, scan,
    partial, stored under another name... Only direct calls and same-args wrappers are understood."""
    if isinstance(fnode, ast.Lambda):
        return False
    for dec in fnode.decorator_list:
        if isinstance(dec, ast.Call):
            name = _wrapper_name(site, dec.func)
            if name == "functools.partial" and dec.args:
                # @functools.partial(jax.jit, static_argnames=...): jit with options
                if _wrapper_name(site, dec.args[0]) != "jax.jit" or len(dec.args) > 1:
                    return True
            elif name != "jax.jit" or dec.args:
                return True
        elif _wrapper_name(site, dec) not in _SAME_ARGS:
            return True
    home = _defining_function(fnode, parents)
    for n in _name_loads(site.interp, tree, parents).get(fnode.name, ()):
        if home is not None and not _inside(n, home, parents):
            continue   # a nested def is named only inside the function that defines it (other `f`s are others)
        if not called_in_place(site, n, parents):
            return True
    return False


_FUNCTION_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def _defining_function(fnode: ast.AST, parents: dict) -> ast.AST | None:
    """The function whose local namespace a def binds its name in; None at module or class level."""
    cur = parents.get(fnode)
    while cur is not None:
        if isinstance(cur, _FUNCTION_SCOPES):
            return cur
        if isinstance(cur, (ast.ClassDef, ast.Module)):
            return None
        cur = parents.get(cur)
    return None


def _inside(node: ast.AST, ancestor: ast.AST, parents: dict) -> bool:
    cur = parents.get(node)
    while cur is not None:
        if cur is ancestor:
            return True
        cur = parents.get(cur)
    return False


def _name_loads(interp, tree: ast.AST, parents: dict) -> dict[str, list[ast.Name]]:
    """name -> every `Name` node of the tree that reads it (one pass over its parent map, kept like it)."""
    maps = interp.__dict__.setdefault(_LOADS_KEY, {})
    entry = maps.get(id(tree))
    if entry is None or entry[0] is not tree:
        loads: dict[str, list[ast.Name]] = {}
        for n in parents:
            if type(n) is ast.Name and type(n.ctx) is ast.Load:
                loads.setdefault(n.id, []).append(n)
        entry = maps[id(tree)] = (tree, loads)
    return entry[1]


# methods of a jitted function that trace it with the arguments they get
_SAME_ARGS_STAGES = frozenset({"lower", "trace", "eval_shape"})


def called_in_place(site, ref: ast.AST, parents: dict) -> bool:
    """`ref` (a name or attribute naming a function) is called right there, handed as the first argument to a
    same-arguments wrapper (`jax.jit(f)`), or staged with its arguments (`f.lower(x)`, `f.trace(x)`) -- the
    function's arguments are then the call's."""
    parent = parents.get(ref)
    if isinstance(parent, ast.Attribute) and parent.value is ref and parent.attr in _SAME_ARGS_STAGES:
        staged = parents.get(parent)
        return isinstance(staged, ast.Call) and staged.func is parent
    if not isinstance(parent, ast.Call):
        return False
    if parent.func is ref:
        return True
    return bool(parent.args) and parent.args[0] is ref and _wrapper_name(site, parent.func) in _SAME_ARGS


def _argument_at_call(site, fnode: ast.AST, name: str, tree: ast.AST,
                      parents: dict, level: int = 1) -> tuple[Produced, bool] | None:
    """The producer record of the argument bound to parameter `name` at the call that led into `fnode`
    (`level` counts calls back along the chain; a parameter passed on is followed up to 4 calls back)."""
    chain = site.interp.chain
    if len(chain) < level or level > 4 or chain[-level].path != site.interp.path:
        return None
    call = chain[-level].node
    if not isinstance(call, ast.Call) or call not in parents:
        return None
    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    if isinstance(parents.get(fnode), ast.ClassDef):
        return None   # methods: `self` shifts the arguments
    target = _wrapped_target(site, call.func)
    if isinstance(fnode, ast.Lambda):
        if target is not fnode:
            return None
    elif not (isinstance(target, ast.Name) and target.id == fnode.name) or _escapes(site, fnode, tree, parents):
        return None
    a = fnode.args
    positional = [p.arg for p in a.posonlyargs + a.args]
    arg_node = None
    if name in positional and positional.index(name) < len(call.args):
        arg_node = call.args[positional.index(name)]
    else:
        arg_node = next((k.value for k in call.keywords if k.arg == name), None)
    if arg_node is None:
        return None
    if isinstance(arg_node, ast.Call):
        rec = _lookup(site, arg_node)
        return (rec, False) if rec is not None else None
    if not isinstance(arg_node, ast.Name):
        return None
    caller_scope = parents.get(call)
    while caller_scope is not None and not isinstance(caller_scope, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                                      ast.Lambda, ast.Module)):
        caller_scope = parents.get(caller_scope)
    if caller_scope is None:
        return None
    found = reaching_definition(arg_node.id, arg_node,
                                None if isinstance(caller_scope, ast.Module) else caller_scope, tree, parents)
    if found is not None and found[0] is PARAMETER and not isinstance(caller_scope, ast.Module):
        got = _argument_at_call(site, caller_scope, arg_node.id, tree, parents, level + 1)
        return (got[0], got[1] or found[1]) if got is not None else None
    if found is None or found[0] is PARAMETER or not isinstance(found[0], ast.Call):
        return None
    rec = _lookup(site, found[0])
    return (rec, found[1]) if rec is not None else None


def judge(site) -> Verdict:
    cached = getattr(site, "_jml_ag_verdict", None)
    if cached is not None:
        return cached
    try:
        verdict = _judge(site)
    except RecursionError:
        verdict = UNKNOWN_VERDICT
    site._jml_ag_verdict = verdict
    return verdict


def _judge(site) -> Verdict:
    ctx = site.ctx
    if ctx.status == "empty" or (ctx.status == "mesh" and ctx.types is not None and ctx.types
                                 and any(t != "Explicit" for t in ctx.types)):
        return FINE    # MESH001 raises first
    mesh = _explicit_mesh_ctx(ctx)
    if mesh is None:
        return UNKNOWN_VERDICT
    node = site.node
    mapped = _mapped_over_leaves(site)
    if mapped:
        # `jax.tree.map(top_level_all_gather, params, specs)`: called on one leaf and its spec, no node written
        if len(site.args) != 2 or site.kwargs:
            return UNKNOWN_VERDICT
        multi_dim, xs_node, out_node = False, None, None
        tree = ([site.args[0]], [(site.args[1], None)])
    else:
        if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
            return UNKNOWN_VERDICT
        if len(node.args) > 2 or any(k.arg not in ("xs", "out_sharding", "multi_dim") for k in node.keywords):
            return UNKNOWN_VERDICT
        multi_dim = site.kwargs.get("multi_dim", False)
        if not isinstance(multi_dim, bool):
            return UNKNOWN_VERDICT
        xs_node = site.arg_node(0, "xs")
        out_value = site.arg(1, "out_sharding")
        out_node = site.arg_node(1, "out_sharding")
        if xs_node is None or out_node is None:
            return UNKNOWN_VERDICT
        # the leaves: one input, or a tuple of inputs with one spec each (or one spec broadcast)
        tree = None if isinstance(xs_node, ast.Tuple) else _tree_leaves(site, xs_node, out_value)
    if tree is not None:
        leaves, outs = tree
    elif isinstance(xs_node, ast.Tuple):
        leaves = list(xs_node.elts)
        if isinstance(out_value, tuple):
            if len(out_value) != len(leaves) or not isinstance(out_node, ast.Tuple):
                return UNKNOWN_VERDICT
            outs = list(zip(out_value, out_node.elts))
        else:
            outs = [(out_value, out_node)] * len(leaves)
    else:
        leaves = [xs_node]
        if isinstance(out_value, tuple):
            return UNKNOWN_VERDICT
        outs = [(out_value, out_node)]
    if not leaves:
        return UNKNOWN_VERDICT

    results: list[Spec] = []
    any_loop_carried = False
    for leaf, (o_value, o_node) in zip(leaves, outs):
        got = _input_of(site, leaf) if tree is None else _produced_from_value(site, leaf)
        if got is None:
            return UNKNOWN_VERDICT
        rec, loop_carried = got
        if loop_carried and site.interp.later_iteration:
            return UNKNOWN_VERDICT   # the input is known for the loop's first pass only, and this is a later one
        any_loop_carried |= loop_carried
        if not rec.mesh.same_mesh(mesh):
            return UNKNOWN_VERDICT  # JAX compares the meshes; only the same mesh object is certain
        out = spec_of(o_value)
        if out is None:
            return UNKNOWN_VERDICT
        out_spec, out_mesh = out
        if out_mesh is not None and not out_mesh.same_mesh(mesh):
            return UNKNOWN_VERDICT
        if not _spec_fits_mesh(out_spec, mesh):
            return UNKNOWN_VERDICT  # other errors (unknown axis, overlap): not ours, but not modelled either
        in_spec = rec.spec
        n = len(in_spec.parts)
        if rec.ndim is not None:
            if len(out_spec.parts) > rec.ndim:
                return UNKNOWN_VERDICT
            n = rec.ndim
        elif len(out_spec.parts) > n:
            return UNKNOWN_VERDICT  # the rank is unknown: the extra entries may not fit it
        pad = lambda parts: tuple(parts) + (None,) * (n - len(parts))
        in_full = Spec(pad(in_spec.parts), in_spec.reduced)
        out_full = Spec(pad(out_spec.parts), out_spec.reduced, out_spec.unreduced)
        outcome = simulate(in_full, out_full, mesh.names, multi_dim)
        if outcome is None:
            return UNKNOWN_VERDICT
        if out_spec.unreduced and outcome.code not in ("MESH003", "MESH004", "MESH005"):
            # the per-dimension checks come first; what an unreduced out spec does after them is not modelled
            return UNKNOWN_VERDICT
        if outcome.other_error:
            return FINE if not any_loop_carried else UNKNOWN_VERDICT
        if outcome.code is not None:
            return _finding(site, outcome, in_full, out_full, rec, o_node, mesh, multi_dim, mapped)
        results.append(outcome.result)
    if any_loop_carried:
        return UNKNOWN_VERDICT   # later iterations may see another input
    if not mapped and not isinstance(xs_node, ast.Tuple) and tree is None and results:
        # remember what this gather produced, for a later gather of its result
        _store(site.interp)[id(site.node)] = Produced(
            site.frame, results[0], mesh, site.node, None, None)
    return FINE


# what calls the function it is given on each leaf (of trees of equal structure) or item
_LEAF_MAPPERS = frozenset({"jax.tree.map", "jax.tree_util.tree_map", "builtins.map"})


def _mapped_over_leaves(site) -> bool:
    """The gather runs because `jax.tree.map(top_level_all_gather, xs, specs)` (or `map(...)`) handed it one leaf
    and its spec: the call written is the mapping one."""
    from .migration.syntax import callee_of
    node = site.node
    return isinstance(node, ast.Call) and bool(node.args) and callee_of(site.interp, node.func, site.frame) \
        in _LEAF_MAPPERS and callee_of(site.interp, node.args[0], site.frame) == GATHER


def _finding(site, outcome: Outcome, in_spec: Spec, out_spec: Spec, rec: Produced, out_node: ast.AST,
             mesh: MeshVal, multi_dim: bool, mapped: bool = False) -> Verdict:
    source = site.interp.source
    same_file = getattr(rec.frame, "root", None) is not None
    related = []
    if same_file:
        what = "jax.reshard" if "reshard" in (source.segment(rec.node) or "")[:40] else None
        related.append(Related(source.span(rec.node), f"the input gets its sharding {fmt_spec(in_spec)} here"
                               if what is None else f"the input is resharded to {fmt_spec(in_spec)} here"))
    data = {"in_spec": fmt_spec(in_spec), "out_spec": fmt_spec(out_spec)}
    fixes: list[Fix] = []
    ins, outs = fmt_spec(in_spec), fmt_spec(out_spec)
    if outcome.code == "MESH005":
        changed = [d for d, (i, o) in enumerate(zip(in_spec.parts, out_spec.parts)) if i != o]
        message = (f"top_level_all_gather changes {len(changed)} dimensions ({', '.join(map(str, changed))}) of an "
                   f"input sharded as {ins} (out spec {outs}), but multi_dim=False: only one dimension may be "
                   "gathered per call; pass multi_dim=True.")
        fix = _multi_dim_fix(site) if not mapped else None
        if fix is not None:
            fixes.append(fix)
        data["dims"] = changed
    elif outcome.code == "MESH004":
        d = outcome.axis
        want = out_spec.parts[d]
        message = (f"top_level_all_gather can only gather, but dimension {d} of the input (sharded as {ins}) is "
                   f"unsharded and the out spec {outs} puts {_fmt_entry(want)} on it; use jax.reshard to split it.")
        data["dim"] = d
    elif outcome.code == "MESH003":
        d = outcome.axis
        message = (f"top_level_all_gather only drops trailing mesh axes of a dimension, but dimension {d} is "
                   f"sharded over {_fmt_entry(in_spec.parts[d])} in the input and the out spec {outs} keeps "
                   f"{_fmt_entry(out_spec.parts[d])}, which is not a prefix of it.")
        data["dim"] = d
    else:
        missing = list(outcome.missing)
        need = sorted(set(outcome.required_reduced) | (out_spec.reduced & set(outcome.required_reduced)),
                      key=lambda a: mesh.names.index(a) if a in mesh.names else 99)
        gathered = list(outcome.gathered)
        g = ", ".join(repr(a) for a in gathered) or "none"
        message = (f"the out_sharding {outs} of top_level_all_gather must list the gathered axes in reduced "
                   f"(gathered here: {g}); "
                   + ", ".join(repr(a) for a in missing)
                   + (" is" if len(missing) == 1 else " are")
                   + " not mentioned, so shard_map cannot infer replication over "
                   + ("it" if len(missing) == 1 else "them")
                   + ("" if not need else f"; use reduced={{{', '.join(repr(a) for a in need)}}}") + ".")
        data["missing"] = missing
        data["reduced"] = need
        if need and set(missing) <= set(outcome.required_reduced) and out_node is not None:
            fix = _reduced_fix(site, out_node, need)
            if fix is not None:
                fixes.append(fix)
    return Verdict(outcome.code, True, message, related, fixes, data)


def _fmt_entry(entry) -> str:
    if entry is None:
        return "None"
    return repr(entry[0]) if len(entry) == 1 else "(" + ", ".join(map(repr, entry)) + ")"


def _p_call(node: ast.AST) -> ast.Call | None:
    """The PartitionSpec call written in the out_sharding argument (directly or inside NamedSharding(...))."""
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    last = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if last == "NamedSharding":
        inner = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "spec"), None)
        return _p_call(inner) if inner is not None else None
    return node


def _reduced_fix(site, out_node: ast.AST, axes: list[str]) -> Fix | None:
    call = _p_call(out_node)
    if call is None or any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return None
    source = site.interp.source
    value = "{" + ", ".join(repr(a) for a in axes) + "}"
    for kw in call.keywords:
        if kw.arg == "reduced":
            edit = TextEdit(source.span(kw.value), value)
            break
    else:
        edit = _append_argument(source, call, f"reduced={value}")
        if edit is None:
            return None
    return Fix(title=f"Add reduced={value} to the out_sharding", edits=(edit,), safe=False, preferred=True)


def _multi_dim_fix(site) -> Fix | None:
    source = site.interp.source
    call = site.node
    for kw in call.keywords:
        if kw.arg == "multi_dim":
            edit = TextEdit(source.span(kw.value), "True")
            break
    else:
        edit = _append_argument(source, call, "multi_dim=True")
        if edit is None:
            return None
    return Fix(title="Pass multi_dim=True", edits=(edit,), safe=False, preferred=True)


def _append_argument(source, call: ast.Call, text: str) -> TextEdit | None:
    end = source.span(call)
    line = source.line(end.end_line)
    if end.end_col < 1 or end.end_col > len(line) or line[end.end_col - 1] != ")":
        return None
    before = line[: end.end_col - 1].rstrip()
    has_args = bool(call.args or call.keywords)
    if end.end_line != call.lineno:
        before_all = before
    else:
        before_all = before
    if before_all.endswith(","):
        sep = " "
    elif has_args:
        sep = ", "
    else:
        sep = ""
    pos = Span(end.end_line, end.end_col - 1, end.end_line, end.end_col - 1)
    return TextEdit(pos, sep + text)

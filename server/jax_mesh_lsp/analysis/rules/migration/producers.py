"""Arrays whose sharding is certain: made by device_put / reshard / jnp creation functions under an Explicit
context mesh, and followed through names, parameters and scalar arithmetic to where a rule reads them."""
from __future__ import annotations

import ast
import dataclasses
import weakref
from dataclasses import dataclass
from typing import Any

from ...values import (HOST_ARRAY, JAX_ARRAY, PY_INT, PY_NUMBER, UNKNOWN, ArrayVal, shape_of, ListVal, MeshVal, NamedShardingVal, PSpecVal, QualName,
                       alternatives)
from ...objects import ClassVal, ObjVal
from ..all_gather_specs import PARAMETER, _escapes, _wrapped_target, called_in_place, reaching_definition
from .apis import (ARRAY_ASSEMBLERS, CREATORS, DEVICE_PUT, OUT_SHARDED_OPS, RANDOM_CREATORS, RANDOM_SHAPE_AT,
                   RANK_CREATORS, RESHARD, SCALAR_TYPES)
from .named_sharding import ns_check
from .specs import U, Spec, mesh_ok, sizes_settled, spec_of
from .syntax import callee_of, enclosing_scope, has_unpacking, parent_map, scope_parents


@dataclass
class Produced:
    """What a producer call (device_put / reshard / jnp creation) certainly gave: its spec, under which mesh.
    `mesh` None: made with no context mesh (one device, uncommitted): replicated wherever it is used later."""
    spec: Spec
    mesh: MeshVal | None
    types: tuple | None
    node: ast.AST
    ndim: int | None
    placement_unknown: bool = False   # placed over Auto axes: `spec` is its type (ArrayVal.placement_unknown)
    placed: Any = None                # the NamedSharding it was placed with (ArrayVal.placed)


def _typed_over_auto(spec: Spec, mesh: MeshVal) -> Spec | None:
    """The type of an array placed by `spec` over `mesh` where some of the axes it names are Auto: jax types
    those as None (`jax.typeof(x).sharding.spec` is P(None, None) for P('fsdp', 'tp') over Auto axes; checked
    under jax 0.10.2). None when an entry names a Manual or unknown axis or mixes Auto and Explicit ones."""
    types = dict(zip(mesh.names, mesh.types))
    parts: list = []
    for part in spec.parts:
        kinds = {types.get(a) for a in part} if part is not None else set()
        if not kinds:
            parts.append(None)
        elif kinds == {"Explicit"}:
            parts.append(part)
        elif kinds == {"Auto"}:
            parts.append(None)
        else:
            return None
    return Spec(tuple(parts), spec.reduced, spec.unreduced, spec.tuple_entries)


# per interpreter run: id(producer call) -> what its latest evaluation certainly gave
_PRODUCED: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _produced(interp) -> dict:
    try:
        return _PRODUCED.setdefault(interp, {})
    except TypeError:   # not weak-referenceable (should not happen): keep nothing
        return {}


# per interpreter run: id(device_put call) -> the mesh of the NamedSharding it certainly placed its result on
_PLACED: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def _placed(interp) -> dict:
    try:
        return _PLACED.setdefault(interp, {})
    except TypeError:
        return {}


def placed_mesh(interp, call: ast.AST):
    """The mesh a device_put call's result was last placed on (None: not known)."""
    return _placed(interp).get(id(call))


def literal_ndim(node: ast.AST) -> int | None:
    """The number of dimensions of a shape written as a literal int or tuple of ints."""
    try:
        value = ast.literal_eval(node)
    except Exception:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return 1
    if isinstance(value, (tuple, list)) and all(isinstance(v, int) for v in value):
        return len(value)
    return None


def shape_rank(value: Any) -> int | None:
    """The rank a shape value gives: an int is one dimension, a tuple (or list) of sizes one per item, whether
    the sizes are known or not (`(config.batch, 16)`); None when it is not a shape we can count."""
    options = alternatives(value)
    ranks = set()
    for option in options:
        items = option.items if isinstance(option, ListVal) else option
        if (isinstance(items, int) and not isinstance(items, bool)) or items is PY_INT:
            ranks.add(1)
        elif isinstance(items, tuple) and all(
                item is UNKNOWN or item is PY_INT or (isinstance(item, int) and not isinstance(item, bool))
                for item in items):
            ranks.add(len(items))
        else:
            return None
    return ranks.pop() if len(ranks) == 1 else None


def _shape_ndim(site, index: int, name: str) -> int | None:
    """The rank of a creator's shape argument: written as a literal, or a value of known length."""
    node = site.arg_node(index, name)
    if node is None:
        return None
    found = literal_ndim(node)
    return found if found is not None else shape_rank(site.arg(index, name))


def _array_ndim(interp, node: ast.AST, frame) -> int | None:
    """ndim of `np.zeros((a, b))`, `np.arange(n)`, `x.reshape(a, b)` and the like, when spelled out; else the
    rank the value carries (an array passed in as a parameter, `put(mesh, np.ones((8, 2)), spec)`)."""
    found = _written_ndim(interp, node, frame)
    if found is None and isinstance(node, (ast.Name, ast.Attribute, ast.Subscript, ast.BinOp, ast.UnaryOp)):
        # (a host array is one too: np.ones(...) kept by a name; `g + 1.0` has g's rank)
        value = interp.peek(node, frame)
        return value.ndim if isinstance(value, ArrayVal) else None
    return found


def _operand_ndim(site, value_node: ast.AST) -> int | None:
    """The rank of the array a device_put / reshard places: as spelled out, or as its evaluated value carries it
    (`device_put(init_weight(key, cfg), spec)`: what the helper returned)."""
    found = _array_ndim(site.interp, value_node, site.frame)
    if found is None:
        value = site.arg(0, "x", None)
        if isinstance(value, ArrayVal):
            return value.ndim
    return found


def _written_ndim(interp, node: ast.AST, frame) -> int | None:
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "reshape" and node.args and not node.keywords:
        if len(node.args) == 1:
            return literal_ndim(node.args[0])
        return len(node.args) if all(literal_ndim(a) == 1 for a in node.args) else None
    name = callee_of(interp, func, frame)
    if not name:
        return None
    root, _, leaf = name.rpartition(".")
    if root == "jax.random" and leaf in ("normal", "uniform"):
        # `jax.random.normal(key, (b, d))`: one sample per entry of its shape (a single key)
        shape = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "shape"),
                                                             None)
        if shape is None:
            return None
        found = literal_ndim(shape)
        return found if found is not None else shape_rank(interp.peek(shape, frame))
    if root not in ("np", "jnp"):
        return None
    if leaf in ("zeros", "ones", "empty", "full") and node.args:
        found = literal_ndim(node.args[0])
        return found if found is not None else shape_rank(interp.peek(node.args[0], frame))
    if leaf == "arange" and node.args and all(k.arg in ("dtype", "step") for k in node.keywords):
        return 1   # whatever its bounds (`np.arange(64 * 3)`, `np.arange(n)`), one dimension
    if leaf in ("eye", "identity") and node.args:
        return 2   # a matrix, whatever its size
    return None


def literal_shape(interp, node: ast.AST, frame, depth: int = 0) -> tuple | None:
    """The shape of an array expression spelled out with literals: `np.ones((8, 4))`, `jnp.arange(16.0)`,
    `x.reshape(4, 4)`, and `jax.device_put(<one of those>, ...)`; None otherwise."""
    if not isinstance(node, ast.Call) or depth > 4:
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "reshape" and node.args and not node.keywords:
        try:
            dims = ast.literal_eval(node.args[0]) if len(node.args) == 1 else tuple(ast.literal_eval(a)
                                                                                   for a in node.args)
        except Exception:
            return None
        dims = (dims,) if isinstance(dims, int) else dims
        ok = isinstance(dims, tuple) and all(isinstance(d, int) and not isinstance(d, bool) and d >= 0
                                              for d in dims)
        return dims if ok else None
    name = callee_of(interp, func, frame)
    if not name:
        return None
    if name in ("jax.device_put", "jax.reshard") and node.args:
        return literal_shape(interp, node.args[0], frame, depth + 1)
    root, _, leaf = name.rpartition(".")
    if root == "jax.random" and leaf in ("normal", "uniform"):
        # `jax.random.normal(key, (b, d))`: one sample per entry of its shape (a single key)
        shape = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "shape"),
                                                             None)
        if shape is None:
            return None
        dims = interp.peek(shape, frame)
        ok = isinstance(dims, tuple) and all(isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in dims)
        return dims if ok else None
    if root not in ("np", "jnp"):
        return None
    try:
        if leaf in ("zeros", "ones", "empty", "full") and node.args:
            dims = ast.literal_eval(node.args[0])
            dims = (dims,) if isinstance(dims, int) else tuple(dims)
            return dims if all(isinstance(d, int) and not isinstance(d, bool) for d in dims) else None
        if leaf in ("eye", "identity") and node.args and len(node.args) <= 2 and all(
                k.arg in ("dtype", "k", "M") for k in node.keywords):
            # `np.eye(8)`, `np.eye(8, 4)`, `np.identity(8)`: a matrix
            dims = [ast.literal_eval(a) for a in node.args] + [ast.literal_eval(k.value) for k in node.keywords
                                                               if k.arg == "M"]
            if not all(isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in dims):
                return None
            return (dims[0], dims[1] if len(dims) > 1 else dims[0])
        if leaf == "arange" and node.args and all(k.arg == "dtype" for k in node.keywords):
            bounds = [ast.literal_eval(a) for a in node.args]
            if all(isinstance(b, (int, float)) and not isinstance(b, bool) for b in bounds):
                return (len(range(*[int(b) for b in bounds])),) if all(float(b).is_integer() for b in bounds) \
                    else None
    except Exception:
        return None
    return None


def record_producer(site) -> None:
    """At a producer call: remember the spec its result certainly has (Explicit context mesh, outside shard_map)."""
    interp = site.interp
    if interp.peeking:
        return
    produced = _produced(interp)
    produced.pop(id(site.node), None)
    if getattr(site, "one_of_several", False):
        # (`out_sharding=P('x') if flag else P()`: one combination's spec is not the array's)
        interp.produced_values.pop(id(site.node), None)
        _placed(interp).pop(id(site.node), None)
        return
    _record(site, produced)
    if site.callee == DEVICE_PUT and id(site.node) not in produced:
        # `jax.device_put(params, specs)`: a tree of arrays placed by a tree of shardings of the same structure
        placed = placed_tree(interp, site.ctx, site.arg(0, "x", None), site.arg(1, "device", None), site.node)
        if placed is None and len(site.node.args) <= 2 and not set(site.kwargs) - {"device"}:
            # `x, y, m = jax.device_put((x, y, m), sharding)`: one sharding for every leaf of a tree
            placed = placed_under_one(interp, site.ctx, site.arg(0, "x", None), site.arg(1, "device", None),
                                      site.node)
        if placed is not None:
            interp.produced_values[id(site.node)] = placed
            return
    rec = produced.get(id(site.node))
    if rec is not None and rec.node is site.node:
        operand = site.arg(0, "x", None) if site.callee == DEVICE_PUT else None
        if isinstance(operand, (ObjVal, tuple, ListVal)):
            # `jax.device_put(checkpoint_dict, NamedSharding(mesh, P()))`: a pytree back, each leaf placed so (the
            # call is no one array: its name is not read as one)
            produced.pop(id(site.node), None)
            interp.produced_values[id(site.node)] = _placed_leaves(rec, operand)
            return
        # the call's value carries it too (names, parameters, containers: wherever the array goes), with the
        # sizes of the array it placed
        sizes = _same_rank_shape(site.arg(0, "x", None), rec.ndim) if site.callee in (DEVICE_PUT, RESHARD) \
            else _created_sizes(site, rec.ndim)
        interp.produced_values[id(site.node)] = ArrayVal(rec.spec, rec.mesh, rec.types, rec.node, rec.ndim,
                                                         shape=sizes, placement_unknown=rec.placement_unknown,
                                                         placed=rec.placed)


def placed_tree(interp, ctx, tree: Any, targets: Any, node: ast.AST) -> Any:
    """What `device_put(tree, targets)` gives when both are pytrees (dicts, lists, tuples) of one known structure:
    the same containers, each leaf as placed_leaf says (unknown where it cannot tell); None for anything else."""
    from ...pytrees import flatten
    if not isinstance(tree, (ObjVal, tuple, ListVal)) or not isinstance(targets, (ObjVal, tuple, ListVal)):
        return None
    flat, flat_targets = flatten(tree), flatten(targets)
    if flat is None or flat_targets is None or flat[2] != flat_targets[2]:
        return None
    leaves = [placed_leaf(interp, ctx, v, t, node) for v, t in zip(flat[0], flat_targets[0])]
    return flat[1]([UNKNOWN if leaf is None else leaf for leaf in leaves])


def placed_under_one(interp, ctx, tree: Any, target: Any, node: ast.AST) -> Any:
    """What `device_put(tree, sharding)` gives for a tuple, list or dict of arrays and one NamedSharding (or bare
    spec): the same containers, each leaf as placed_leaf says; None when it cannot tell for some leaf."""
    from ...pytrees import flatten
    if not isinstance(tree, (ObjVal, tuple, ListVal)) or not isinstance(target, (NamedShardingVal, PSpecVal)):
        return None
    flat = flatten(tree)
    if flat is None or not flat[0]:
        return None
    leaves = [placed_leaf(interp, ctx, v, target, node) for v in flat[0]]
    if all(leaf is None for leaf in leaves) and ctx.shard_map is None and ctx.kernel is None:
        # none placed where the analysis can tell (Auto axes: the compiler's choice): the same containers of
        # jax.Arrays, sharding unknown (a shard_map's in_specs can still be matched against its structure)
        return flat[1]([JAX_ARRAY] * len(leaves))
    if any(leaf is None for leaf in leaves):
        return None   # (a tree of which some leaves are unknown reads as a typed tree: left unknown whole)
    return flat[1](leaves)


def placed_leaf(interp, ctx, value: Any, target: Any, node: ast.AST) -> ArrayVal | None:
    """What `device_put(value, target)` makes, judged from values alone (a leaf of a tree the call or a
    jax.tree.map places): an array of known rank placed by a NamedSharding over Explicit axes, or by a bare spec
    under an Explicit context mesh; None when that is not certain."""
    if not isinstance(value, ArrayVal) or value.ndim is None or ctx.shard_map is not None or ctx.kernel is not None:
        return None
    if isinstance(target, NamedShardingVal) and mesh_ok(target.mesh) and (
            ctx.status == "empty" or (ctx.status == "mesh" and ctx.mesh is not None)):
        mesh, types, spec = target.mesh, target.mesh.types, spec_of(target.spec)
    elif isinstance(target, PSpecVal) and ctx.status == "mesh" and ctx.origin_kind in ("with", "global") \
            and mesh_ok(ctx.mesh) and ctx.types is not None:
        mesh, types, spec = ctx.mesh, ctx.types, spec_of(target)
    else:
        return None
    if spec is None or spec.reduced or spec.unreduced or U in spec.parts or types is None \
            or ns_check(mesh.names, types, spec, interp.jax_version) != "ok" \
            or any(types[mesh.names.index(a)] != "Explicit" for a in spec.axes()) \
            or len(spec.parts) > value.ndim or not sizes_settled(mesh, interp):
        return None
    return ArrayVal(spec, mesh, types, node, value.ndim, shape=_same_rank_shape(value, value.ndim))


def _created_sizes(site, ndim: int | None) -> tuple | None:
    """The sizes a creator spells out (`jnp.zeros((4, 16), out_sharding=...)`), when they are the result's rank."""
    from ...array_ops import PLACING_KWARGS, created
    made = created(site.callee, list(site.args), {k: v for k, v in site.kwargs.items() if k not in PLACING_KWARGS},
                   site.node)
    return _same_rank_shape(made, ndim)


def _same_rank_shape(value: Any, ndim: int | None) -> tuple | None:
    """The sizes of the array being placed, when known and of the rank the result has."""
    sizes = shape_of(value)
    return sizes if sizes is not None and ndim is not None and len(sizes) == ndim else None


def _placed_leaves(rec: Produced, value: Any, depth: int = 0) -> Any:
    """A pytree device_put with one sharding: the same containers, each array leaf placed as `rec` says (a leaf
    of unknown kind or rank too short for the spec: unknown)."""
    if depth > 3:
        return UNKNOWN
    if isinstance(value, ObjVal):
        if value.kind != "dict" or value.escaped or value.keys_unsure:
            return UNKNOWN
        return ObjVal("dict", None, {k: _placed_leaves(rec, v, depth + 1) for k, v in value.attrs.items()})
    if isinstance(value, ListVal):
        return ListVal(tuple(_placed_leaves(rec, v, depth + 1) for v in value.items))
    if isinstance(value, tuple):
        return tuple(_placed_leaves(rec, v, depth + 1) for v in value)
    ndim = value.ndim if isinstance(value, ArrayVal) else None
    if not isinstance(value, ArrayVal) and value is not HOST_ARRAY:
        return UNKNOWN
    if ndim is not None and len(rec.spec.parts) > ndim:
        return UNKNOWN
    if ndim is None and rec.spec.parts:
        return UNKNOWN
    return ArrayVal(rec.spec, rec.mesh, rec.types, rec.node, ndim, shape=_same_rank_shape(value, ndim),
                    placement_unknown=rec.placement_unknown)


def _record(site, produced: dict) -> None:
    interp = site.interp
    placed = _placed(interp)
    placed.pop(id(site.node), None)
    ctx = site.ctx
    if site.callee == DEVICE_PUT and ctx.shard_map is None and ctx.kernel is None:
        target = site.arg(1, "device", None)
        if isinstance(target, NamedShardingVal) and mesh_ok(target.mesh):
            placed[id(site.node)] = target.mesh   # committed to that mesh, whatever its axis types
    if site.callee in ARRAY_ASSEMBLERS:
        _record_assembled(site, produced)
        return
    if site.callee in CREATORS and "device" in site.kwargs:
        return   # `jnp.zeros(..., device=NamedSharding(...))`: placed as that sharding says (not modelled)
    if ctx.status == "empty" and ctx.legacy_with is None and site.callee in CREATORS and site.node.args \
            and "out_sharding" not in site.kwargs and not has_unpacking(site.node) and _scalar_fill(site):
        # no mesh at all: one uncommitted device array, replicated (P(None, ...)) under any mesh it meets later
        ndim = _shape_ndim(site, 0, "shape")
        if ndim is not None:
            produced[id(site.node)] = Produced(Spec((None,) * ndim), None, None, site.node, ndim)
        return
    if site.callee in SCALAR_TYPES and not _of_python_number(site):
        return   # (`jnp.float32(x)` of an array converts it: its rank and sharding are x's)
    if ctx.status == "empty" and ctx.legacy_with is None and site.callee in SCALAR_TYPES:
        produced[id(site.node)] = Produced(Spec(()), None, None, site.node, 0)   # one uncommitted device scalar
        return
    if ctx.status == "empty" and ctx.legacy_with is None and site.callee in RANDOM_CREATORS \
            and "out_sharding" not in site.kwargs and not set(site.kwargs) - {"dtype", "shape", "mode"} \
            and not has_unpacking(site.node):
        # `jax.random.normal(key, (d, h))` with no mesh: likewise one uncommitted device array
        ndim = _shape_ndim(site, RANDOM_SHAPE_AT[site.callee], "shape")
        if ndim is not None:
            produced[id(site.node)] = Produced(Spec((None,) * ndim), None, None, site.node, ndim)
        return
    if ctx.shard_map is None and ctx.kernel is None and site.callee == DEVICE_PUT and not has_unpacking(site.node):
        # device_put(x, NamedSharding(mesh, spec)) over Explicit axes: typed with that spec, whatever the
        # context mesh (the sharding carries its mesh)
        target = site.arg(1, "device", None)
        value_node = site.arg_node(0, "x")
        if isinstance(target, NamedShardingVal) and mesh_ok(target.mesh) and value_node is not None \
                and not isinstance(value_node, (ast.Tuple, ast.List, ast.Dict, ast.Set)) \
                and len(site.node.args) <= 2 and not set(site.kwargs) - {"device"} \
                and (ctx.status == "empty" or (ctx.status == "mesh" and ctx.mesh is not None
                                               and (not ctx.mesh.same_mesh(target.mesh)
                                                    or ctx.origin_kind == "abstract"))):
            mesh, spec = target.mesh, spec_of(target.spec)
            ndim = _operand_ndim(site, value_node)
            if spec is not None and not spec.reduced and not spec.unreduced and U not in spec.parts \
                    and ns_check(mesh.names, mesh.types, spec, site.interp.jax_version) == "ok" \
                    and not (ndim is not None and len(spec.parts) > ndim) \
                    and sizes_settled(mesh, site.interp):
                if all(mesh.types[mesh.names.index(a)] == "Explicit" for a in spec.axes()):
                    produced[id(site.node)] = Produced(spec, mesh, mesh.types, site.node, ndim)
                else:
                    typed = _typed_over_auto(spec, mesh)
                    if typed is not None and ndim is not None:
                        produced[id(site.node)] = Produced(typed, mesh, mesh.types, site.node, ndim,
                                                           placement_unknown=True, placed=target)
            return
    if ctx.status != "mesh" or ctx.shard_map is not None or ctx.kernel is not None or ctx.types is None:
        return
    if ctx.origin_kind not in ("with", "global") or not mesh_ok(ctx.mesh):
        return
    if has_unpacking(site.node):
        return
    mesh, types = ctx.mesh, ctx.types
    ndim = None
    if site.callee in RANDOM_CREATORS:
        target = site.kwargs.get("out_sharding", None)
        at = RANDOM_SHAPE_AT[site.callee]
        shape = site.arg_node(at, "shape")
        if shape is None or has_unpacking(site.node) or set(site.kwargs) - {"out_sharding", "dtype", "mode"}:
            return
        ndim = _shape_ndim(site, at, "shape")
        if target is None:
            if ndim is None:
                return
            spec = Spec((None,) * ndim)   # no out_sharding=: replicated under the context mesh
        else:
            spec = _out_sharding_spec(target, mesh)
    elif site.callee in RANK_CREATORS:
        if "device" in site.kwargs or not site.node.args:
            return   # (placed as device= says: not modelled)
        ndim = RANK_CREATORS[site.callee]
        spec = Spec((None,) * ndim)
    elif site.callee in OUT_SHARDED_OPS:
        target = site.kwargs.get("out_sharding", None)
        if target is None:
            return
        if isinstance(target, NamedShardingVal):
            if not (isinstance(target.mesh, MeshVal) and target.mesh.same_mesh(mesh)):
                return
            target = target.spec
        spec, ndim = spec_of(target), _op_ndim(site)
    elif site.callee in CREATORS:
        if not _scalar_fill(site):
            return
        ndim = _shape_ndim(site, 0, "shape") if site.node.args else None
        target = site.kwargs.get("out_sharding", None)
        if target is None:
            if ndim is None:
                return
            spec = Spec((None,) * ndim)
        else:
            spec = _out_sharding_spec(target, mesh)
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
        named = None
        if isinstance(target, NamedShardingVal):
            if not (isinstance(target.mesh, MeshVal) and target.mesh.same_mesh(mesh)):
                return
            named, target = target, target.spec
        spec = spec_of(target)
        ndim = _operand_ndim(site, value_node)   # (a reshard keeps its operand's rank)
        if site.callee == DEVICE_PUT and named is not None and ndim is not None \
                and _placeable(spec, mesh, types, ndim, site.interp) \
                and any(types[mesh.names.index(a)] != "Explicit" for a in spec.axes()):
            # placed by a NamedSharding over Auto axes of the context mesh: typed without them, placed as given
            typed = _typed_over_auto(spec, mesh)
            if typed is not None:
                produced[id(site.node)] = Produced(typed, mesh, types, site.node, ndim, placement_unknown=True,
                                                   placed=named)
            return
    if spec is None or spec.reduced or spec.unreduced or U in spec.parts:
        return
    if ns_check(mesh.names, types, spec, site.interp.jax_version) != "ok":
        return
    if any(types[mesh.names.index(a)] != "Explicit" for a in spec.axes()):
        return
    if ndim is not None and len(spec.parts) > ndim:
        return
    if not sizes_settled(mesh, site.interp):
        return   # (size-1 axes stay in the type unless jax_remove_size_one_mesh_axis_from_type, off in 0.8.2-0.10.2)
    produced[id(site.node)] = Produced(spec, mesh, types, site.node, ndim)


def _out_sharding_spec(target: Any, mesh: MeshVal) -> Spec | None:
    """A creator's out_sharding= under the context mesh `mesh`: a PartitionSpec, or a NamedSharding over that
    very mesh (`out_sharding=NamedSharding(mesh, P("fsdp", "tp"))`); None for anything else."""
    if isinstance(target, NamedShardingVal):
        if not (isinstance(target.mesh, MeshVal) and target.mesh.same_mesh(mesh)):
            return None
        target = target.spec
    return spec_of(target)


def _record_assembled(site, produced: dict) -> None:
    """`jax.make_array_from_process_local_data(sharding, local)`, `make_array_from_callback(shape, sharding, cb)`:
    a global array placed as the NamedSharding says, over Explicit axes (whatever the context mesh), of the rank
    of its shape or of the local data."""
    ctx = site.ctx
    if ctx.shard_map is not None or ctx.kernel is not None or has_unpacking(site.node):
        return
    at_sharding, at_rank = ARRAY_ASSEMBLERS[site.callee]
    target = site.arg(at_sharding, "sharding", None)
    if not (isinstance(target, NamedShardingVal) and mesh_ok(target.mesh)):
        return
    mesh, spec = target.mesh, spec_of(target.spec)
    if site.callee == "jax.make_array_from_process_local_data":
        local = site.arg(at_rank, "local_data", None)
        ndim = local.ndim if isinstance(local, ArrayVal) else None
    else:
        shape = site.arg(at_rank, "shape", None)
        shape = shape.items if isinstance(shape, ListVal) else shape
        ndim = len(shape) if isinstance(shape, tuple) and all(isinstance(d, int) for d in shape) else None
    if ndim is None or not _placeable(spec, mesh, mesh.types, ndim, site.interp) \
            or any(mesh.types[mesh.names.index(a)] != "Explicit" for a in spec.axes()):
        return
    produced[id(site.node)] = Produced(spec, mesh, mesh.types, site.node, ndim)


def _placeable(spec: Spec | None, mesh: MeshVal, types: tuple, ndim: int, interp) -> bool:
    """A plain spec (no reduced / unreduced / UNCONSTRAINED entry) a NamedSharding over `mesh` accepts, for an
    array of rank `ndim`, whose type is known whatever the mesh's sizes."""
    return spec is not None and not spec.reduced and not spec.unreduced and U not in spec.parts \
        and len(spec.parts) <= ndim and ns_check(mesh.names, types, spec, interp.jax_version) == "ok" \
        and sizes_settled(mesh, interp)


def record_constraint(site) -> None:
    """At with_sharding_constraint under a context mesh whose axes are all Explicit, where it only asserts the
    sharding the array has: on every path that goes on, the result certainly has the constraint's spec (`x =
    wsc(x, P("data", None))` makes x's sharding known even where it was not before)."""
    interp = site.interp
    if interp.peeking:
        return
    _produced(interp).pop(id(site.node), None)
    interp.produced_values.pop(id(site.node), None)
    ctx = site.ctx
    if getattr(site, "one_of_several", False) or ctx.status != "mesh" or ctx.shard_map is not None \
            or ctx.kernel is not None or ctx.types is None or not mesh_ok(ctx.mesh) \
            or ctx.origin_kind not in ("with", "global") or not all(t == "Explicit" for t in ctx.types):
        return
    node = site.node
    if len(node.args) != 2 or node.keywords or has_unpacking(node) \
            or isinstance(node.args[0], (ast.Tuple, ast.List, ast.Dict, ast.Set)):
        return
    mesh, types, target = ctx.mesh, ctx.types, site.args[1]
    if isinstance(target, NamedShardingVal):
        if not (isinstance(target.mesh, MeshVal) and target.mesh.same_mesh(mesh)):
            return
        target = target.spec
    spec = spec_of(target)
    if spec is None or spec.reduced or spec.unreduced or U in spec.parts \
            or ns_check(mesh.names, types, spec, interp.jax_version) != "ok":
        return
    ndim = _array_ndim(interp, node.args[0], site.frame)
    if (ndim is not None and len(spec.parts) > ndim) or not sizes_settled(mesh, interp):
        return
    rec = _produced(interp)[id(node)] = Produced(spec, mesh, types, node, ndim)
    interp.produced_values[id(node)] = ArrayVal(rec.spec, rec.mesh, rec.types, rec.node, rec.ndim)


def _of_python_number(site) -> bool:
    """`jnp.int32(step)`: one positional argument, a Python number (its value may be unknown)."""
    if len(site.node.args) != 1 or site.node.keywords or has_unpacking(site.node):
        return False
    return all(o is PY_INT or o is PY_NUMBER or (isinstance(o, (int, float)) and not isinstance(o, bool))
               for o in alternatives(site.args[0])) and bool(alternatives(site.args[0]))


def _scalar_fill(site) -> bool:
    """jnp.full's fill value is a Python number (an array fill value is broadcast: its sharding is kept)."""
    if site.callee != "jnp.full":
        return True
    fill = site.arg(1, "fill_value", None)
    return isinstance(fill, (int, float, bool)) and not isinstance(fill, ArrayVal)


def _op_ndim(site) -> int | None:
    """The rank of an op's result: einsum's output subscripts, reshape's shape, matmul's operands."""
    if site.callee == "jnp.einsum":
        subscripts = site.args[0] if site.args else None
        if isinstance(subscripts, str) and "->" in subscripts and "." not in subscripts:
            return len(subscripts.split("->")[1].strip())
        return None
    if site.callee == "jnp.reshape":
        return _shape_ndim(site, 1, "shape") if len(site.node.args) == 2 else None
    ranks = [a.ndim if isinstance(a, ArrayVal) else None for a in site.args[:2]]
    if len(ranks) != 2 or None in ranks or 0 in ranks or (site.callee == "jnp.dot" and max(ranks) > 2):
        return None
    a, b = ranks
    return 0 if a == b == 1 else b - 1 if a == 1 else a - 1 if b == 1 else max(a, b)


_NUMPY_CREATORS = frozenset({"zeros", "ones", "empty", "full", "arange", "eye", "identity"})
# NumPy reductions over every axis: a NumPy scalar
_NUMPY_REDUCTIONS = frozenset({"sum", "mean", "max", "min", "prod", "std", "var", "median", "amax", "amin"})


def _numpy_made(site, node: ast.AST) -> bool:
    """`np.ones(...)`, `np.arange(...)`, and `.reshape(...)` of one: a NumPy array; also `jnp.ones(...)` and the
    like with no out_sharding= / device=: replicated (P(None, ...)) whatever the context mesh."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "reshape":
        return _numpy_made(site, func.value)
    name = callee_of(site.interp, func, site.frame)
    if not name or name.rpartition(".")[2] not in _NUMPY_CREATORS:
        return False
    if name.rpartition(".")[2] == "full":
        fill = node.args[1] if len(node.args) > 1 else next(
            (k.value for k in node.keywords if k.arg == "fill_value"), None)
        if not (isinstance(fill, ast.Constant) and isinstance(fill.value, (int, float))) and not (
                isinstance(fill, ast.UnaryOp) and isinstance(fill.operand, ast.Constant)):
            return False   # an array fill value is broadcast: the result is sharded as it is
    root = name.rpartition(".")[0]
    return root == "np" or (root == "jnp" and not any(k.arg in ("out_sharding", "device", None)
                                                      for k in node.keywords))


# NumPy's random samplers: (legacy `np.random.<name>(...)`, the keyword or position giving the size)
_LEGACY_RANDOM_SIZE = {"normal": 2, "uniform": 2, "randint": 2, "standard_normal": 0, "random": 0,
                       "random_sample": 0, "choice": 1, "permutation": None}
_RNG_SIZE = {"normal": 2, "uniform": 2, "integers": 2, "standard_normal": 0, "random": 0, "choice": 1}
_LEGACY_RNG_SIZE = {"randint": 2, "random_sample": 0}   # RandomState's own (`integers` is Generator's)


@dataclass(frozen=True, eq=False)
class HostRng:
    """`np.random.default_rng(seed)` (or the legacy `np.random.RandomState(seed)`): its samplers make NumPy host
    arrays."""
    node: ast.AST
    legacy: bool = False   # a RandomState: `randn(*dims)`, `rand(*dims)`, `randint(low, high, size)` too


def host_array_value(interp, name: str, node: ast.AST, frame, args: list = (), kwargs: dict | None = None) -> Any:
    """`np.ones((16, 8))`, `np.random.normal(size=(16, 8))`: a NumPy host array, replicated (P(None, ...)) under
    whatever mesh it meets; `np.random.default_rng(0)`: a HostRng."""
    root, _, leaf = name.rpartition(".")
    if not isinstance(node, ast.Call):
        return None
    if root in ("np.random", "numpy.random"):
        if leaf == "default_rng":
            return HostRng(node)
        if leaf == "RandomState":
            return HostRng(node, legacy=True)
        if leaf in ("rand", "randn"):
            ndim = len(args) if all(isinstance(a, int) and not isinstance(a, bool) for a in args) and args \
                and not kwargs else None
            return _host(node, ndim)
        if leaf in _LEGACY_RANDOM_SIZE and _LEGACY_RANDOM_SIZE[leaf] is not None:
            return _host(node, _size_ndim(args, kwargs or {}, _LEGACY_RANDOM_SIZE[leaf]))
        return None
    if root in ("np", "numpy") and leaf in ("asarray", "array") and args and isinstance(args[0], ArrayVal) \
            and args[0].ndim is not None and set(kwargs or {}) <= {"dtype"}:
        return _host(node, args[0].ndim)   # `np.asarray(jax_array)`: copied to the host, whole
    if root in ("np", "numpy") and leaf in ("asarray", "array") and 1 <= len(args) <= 2 \
            and set(kwargs or {}) <= {"dtype"}:
        sizes = _nested_number_sizes(args[0])
        if sizes:
            # `np.array([0.485, 0.456, 0.406], np.float32)`: one dimension per level of nesting
            return dataclasses.replace(_host(node, len(sizes)), shape=sizes)
    if root in ("np", "numpy") and leaf in _NUMPY_REDUCTIONS and len(args) == 1 and not kwargs \
            and (args[0] is HOST_ARRAY or (isinstance(args[0], ArrayVal) and args[0].host)):
        # `np.sum(batch)`: a NumPy scalar (modelled as a 0-d host array: no ndarray, no jax.Array)
        return ArrayVal(Spec(()), None, None, node, 0, host=True)
    if root in ("np", "numpy") and leaf in ("arange", "linspace") and args and len(args) <= 3 and all(
            isinstance(a, (int, float)) and not isinstance(a, bool) for a in args) \
            and set(kwargs or {}) <= {"dtype", "endpoint", "num"}:
        return _host(node, 1)   # `np.linspace(-1.0, 1.0, n)`, `np.arange(n)` of numbers: one dimension
    if root not in ("np", "numpy") or leaf not in _NUMPY_CREATORS:
        return None
    made = _host(node, _array_ndim(interp, node, frame))
    if made is not None and leaf in ("zeros", "ones", "empty", "full") and args:
        # `np.zeros((8, 6))`: its sizes where they are spelled out
        shape = args[0].items if isinstance(args[0], ListVal) else args[0]
        shape = (shape,) if isinstance(shape, int) and not isinstance(shape, bool) else shape
        if isinstance(shape, tuple) and len(shape) == made.ndim and all(
                isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in shape):
            made = dataclasses.replace(made, shape=shape)
    return made


# NumPy functions that return an ndarray whatever they are given (never a scalar; a 0-d array at least)
_NDARRAY_MAKERS = frozenset({"asarray", "array", "asanyarray", "ascontiguousarray", "zeros", "ones", "empty", "full",
                             "eye", "identity",
                             "zeros_like", "ones_like", "empty_like", "full_like", "arange", "linspace",
                             "stack", "concatenate", "vstack", "hstack", "copy",
                             # (of a scalar too: `np.tril(1.0)` is a 2-d array, `np.cumsum(5)` a 1-d one)
                             "tril", "triu", "tile", "outer", "broadcast_to", "diag", "pad", "cumsum", "cumprod",
                             "roll"})


def returns_ndarray(name: str, kwargs: dict) -> bool:
    """`np.asarray(x)`, `np.zeros(shape)`...: a NumPy ndarray, of a shape not known here (not with `like=`, which
    makes another library's array)."""
    root, _, leaf = name.rpartition(".")
    return root in ("np", "numpy") and leaf in _NDARRAY_MAKERS and "like" not in kwargs \
        and not (leaf == "linspace" and kwargs.get("retstep") is not False and "retstep" in kwargs)


def rng_sample(rng: HostRng, method: str, args: list, kwargs: dict, node: ast.AST) -> ArrayVal | None:
    """`rng.normal(size=(16,))` of a HostRng: a host array (None when its rank is not known, or it is a scalar)."""
    if method == "permutation" and len(args) == 1 and not kwargs:
        # `rng.permutation(n)`: a shuffled arange(n); of an array: that array shuffled, of its rank
        n = args[0]
        if isinstance(n, int) and not isinstance(n, bool):
            return _host(node, 1)
        return _host(node, n.ndim) if isinstance(n, ArrayVal) and n.host else HOST_ARRAY
    if rng.legacy and method in ("randn", "rand") and args and not kwargs:
        # `rng.randn(64, 16)`: one dimension per argument
        if not all(isinstance(a, int) and not isinstance(a, bool) and a >= 0 for a in args):
            return None
        return dataclasses.replace(_host(node, len(args)), shape=tuple(args))
    sizes_at = _RNG_SIZE.get(method, _LEGACY_RNG_SIZE.get(method) if rng.legacy else None)
    if sizes_at is None or (rng.legacy and method == "integers"):   # (a Generator's only)
        return None
    made = _host(node, _size_ndim(args, kwargs, sizes_at))
    size = kwargs.get("size", args[sizes_at] if sizes_at < len(args) else None)
    sizes = (size,) if isinstance(size, int) and not isinstance(size, bool) else size
    if made is not None and isinstance(sizes, tuple) and all(
            isinstance(d, int) and not isinstance(d, bool) and d >= 0 for d in sizes):
        made = dataclasses.replace(made, shape=sizes)   # `rng.normal(size=(32, 64))`: its sizes as spelled
    return made


def _nested_number_sizes(value: Any, depth: int = 0) -> tuple | None:
    """The sizes of a (nested) tuple / list of numbers, all rows of one length: `[[1, 2], [3, 4]]` is (2, 2)."""
    items = value.items if isinstance(value, ListVal) else value
    if not isinstance(items, tuple) or not items or depth > 3:
        return None
    if all(isinstance(i, (int, float)) and not isinstance(i, bool) for i in items):
        return (len(items),)
    rows = [_nested_number_sizes(i, depth + 1) for i in items]
    if rows[0] is None or any(r != rows[0] for r in rows):
        return None
    return (len(items),) + rows[0]


def _size_ndim(args: list, kwargs: dict, position: int) -> int | None:
    """The rank `size=` gives (an int: 1, a tuple of ints: its length); None when not given or not known
    (without a size a sampler returns a Python scalar, not an array)."""
    size = kwargs.get("size", args[position] if position < len(args) else None)
    if isinstance(size, int) and not isinstance(size, bool):
        return 1
    if isinstance(size, tuple) and all((isinstance(d, int) and not isinstance(d, bool)) or d is PY_INT for d in size):
        return len(size)
    return None


def _host(node: ast.AST, ndim: int | None) -> ArrayVal | None:
    return ArrayVal(Spec((None,) * ndim), None, None, node, ndim, host=True) if ndim is not None and ndim > 0 \
        else None


def lookup_produced(site, node: ast.AST, unmeshed: bool = False) -> Produced | None:
    """The record of a producer call; arrays made with no mesh only when the caller handles them (`unmeshed`).
    A NumPy array (`np.ones((8, 4))`) is a host array: replicated (P(None, ...)) under any mesh it meets."""
    rec = _produced(site.interp).get(id(node))
    if rec is None and unmeshed and _numpy_made(site, node):
        ndim = _array_ndim(site.interp, node, site.frame)
        if ndim is not None:
            return Produced(Spec((None,) * ndim), None, None, node, ndim)
    if rec is None or rec.node is not node or (rec.mesh is None and not unmeshed):
        return None
    return rec


def _scalar(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool)


def defining_call(interp, name_node: ast.Name, scope) -> ast.Call | None:
    """The call whose result is the one definition of a name reaching this use (None: several, or not a call)."""
    found = reaching_definition(name_node.id, name_node, scope, interp.tree, scope_parents(interp, scope))
    if found is None or found[1] or not isinstance(found[0], ast.Call):
        return None
    return found[0]


def _produced_for_name(site, name_node: ast.Name, scope, depth: int, unmeshed: bool) -> Produced | None:
    interp = site.interp
    found = reaching_definition(name_node.id, name_node, scope, interp.tree, scope_parents(interp, scope))
    if found is None or found[1]:
        return None
    value = found[0]
    if value is PARAMETER:
        return _produced_at_call(site, scope, name_node.id, depth, unmeshed) if depth < 5 else None
    if isinstance(value, ast.Call):
        found = lookup_produced(site, value, unmeshed)
        if found is None and depth < 6 and _elementwise_call(site, value):
            return _produced_expr(site, value, scope, depth + 1, unmeshed)   # `h = jax.nn.gelu(x)`
        return found
    if isinstance(value, (ast.Name, ast.BinOp, ast.UnaryOp)) and depth < 6:
        # `h = x`, `y = x * 2`: the array the expression keeps the sharding of
        return _produced_expr(site, value, scope, depth + 1, unmeshed)
    return None


def _produced_at_call(site, fnode, name: str, depth: int, unmeshed: bool) -> Produced | None:
    """The argument bound to parameter `name` at the call that led into `fnode` (a direct call, possibly through
    jax.jit), when its producer is known. `fnode` is one of the functions running now: its call is the chain's
    entry at the same depth (a parameter passed on is followed back call by call)."""
    interp = site.interp
    chain = interp.chain
    stack = interp.call_stack
    if fnode is None or not chain or not stack or stack.count(fnode) != 1:
        return None
    level = len(stack) - stack.index(fnode)
    if len(chain) < level or chain[-level].path != interp.path:
        return None
    call = chain[-level].node
    parents = parent_map(interp)
    if not isinstance(call, ast.Call) or call not in parents:
        return None
    if has_unpacking(call):
        return None
    target = _wrapped_target(site, call.func)
    if target is None and getattr(fnode, "name", None) == "__call__":
        target = call.func   # `Model()(x)`: the instance made right there is called
    shift = 0
    if isinstance(parents.get(fnode), ast.ClassDef):
        # a method called through its instance (`self._up(v)`, `jax.jit(self._up)(v)`): `self` is bound
        if not _bound_method_call(site, fnode, target, interp.tree, parents):
            return None
        shift = 1
    elif isinstance(fnode, ast.Lambda):
        if target is not fnode:
            return None
    elif not (isinstance(target, ast.Name) and target.id == fnode.name) or _escapes(site, fnode, interp.tree, parents):
        return None
    a = fnode.args
    positional = [p.arg for p in a.posonlyargs + a.args][shift:]
    if name in positional and positional.index(name) < len(call.args):
        arg = call.args[positional.index(name)]
    else:
        arg = next((k.value for k in call.keywords if k.arg == name), None)
    if arg is None:
        return None
    caller = enclosing_scope(call, parents)
    if caller is None:
        return None
    return _produced_expr(site, arg, None if isinstance(caller, ast.Module) else caller, depth + 1, unmeshed)


def _bound_method_call(site, fnode, target, tree, parents) -> bool:
    """`target` is `obj.<fnode's name>` for a plain method (no decorators) bound to an instance of this file, and
    the method is reached only by such direct calls (or through same-arguments wrappers like jax.jit); or, for
    `__call__`, `target` is an instance of its class made right there or bound once to a name (`Model()(x)`)."""
    if fnode.name == "__call__" and not fnode.decorator_list and _instance_of_own_class(site, fnode, target, tree,
                                                                                      parents):
        return not any(isinstance(n, ast.Attribute) and n.attr == "__call__" and not called_in_place(site, n, parents)
                       for n in ast.walk(tree))
    if not (isinstance(target, ast.Attribute) and target.attr == fnode.name) or fnode.decorator_list:
        return False
    receiver = target.value
    if not isinstance(receiver, ast.Name) or isinstance(site.interp.module_frame.env.get(receiver.id), ClassVal):
        return False  # `Cls.method(obj, v)` passes self itself
    for n in ast.walk(tree):
        if isinstance(n, ast.Attribute) and n.attr == fnode.name and isinstance(n.ctx, ast.Load):
            if not called_in_place(site, n, parents):
                return False
        if isinstance(n, ast.Name) and n.id == fnode.name and isinstance(n.ctx, ast.Load):
            return False
    return True


def _instance_of_own_class(site, fnode, target, tree, parents) -> bool:
    """`target` is `Cls(...)` (or a name bound once, in its scope, to `Cls(...)`) where Cls is the module-level
    class that defines `fnode` itself."""
    if isinstance(target, ast.Name):
        found = reaching_definition(target.id, target, enclosing_scope(target, parents) if not isinstance(
            enclosing_scope(target, parents), ast.Module) else None, tree, parents)
        if found is None or found[1] or not isinstance(found[0], ast.Call):
            return False
        target = found[0]
    if not (isinstance(target, ast.Call) and isinstance(target.func, ast.Name)):
        return False
    cls = site.interp.module_frame.env.get(target.func.id)
    return isinstance(cls, ClassVal) and cls.node is parents.get(fnode)


def _produced_expr(site, node: ast.AST, scope, depth: int = 0, unmeshed: bool = False) -> Produced | None:
    found = _produced_syntax(site, node, scope, depth, unmeshed)
    if found is None and scope is site.frame.func and isinstance(node, (ast.Name, ast.Attribute, ast.Subscript,
                                                                         ast.Call, ast.BinOp, ast.UnaryOp)):
        # an array that reached here by value (an alias, a parameter of a partial or a method, an attribute, a
        # dict entry): the value it holds says where it was made
        value = site.interp.peek(node, site.frame)
        if isinstance(value, ArrayVal) and (value.mesh is not None or unmeshed):
            return Produced(value.spec, value.mesh, value.types, value.node, value.ndim,
                            placement_unknown=value.placement_unknown)
    return found


def _produced_syntax(site, node: ast.AST, scope, depth: int = 0, unmeshed: bool = False) -> Produced | None:
    if depth > 6:
        return None
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in ("astype", "copy", "block_until_ready"):
            return _produced_expr(site, func.value, scope, depth + 1, unmeshed)   # keeps the array's sharding
        if _elementwise_call(site, node):
            # `jnp.tanh(x)`: an elementwise op keeps its operand's sharding (its sharding rule is the identity)
            return _produced_expr(site, node.args[0], scope, depth + 1, unmeshed)
        found = lookup_produced(site, node, unmeshed)
        if found is None and unmeshed and isinstance(func, ast.Attribute) and not node.args \
                and all(k.arg is not None for k in node.keywords):
            # `rng.normal(size=(16,))` of a np.random.default_rng: a host array
            rng = site.interp.peek(func.value, site.frame)
            if isinstance(rng, HostRng):
                made = rng_sample(rng, func.attr, [], {k.arg: site.interp.peek(k.value, site.frame)
                                                       for k in node.keywords}, node)
                if made is not None:
                    return Produced(made.spec, None, None, node, made.ndim)
        return found
    if isinstance(node, ast.Name):
        return _produced_for_name(site, node, scope, depth, unmeshed)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div)):
        # an elementwise op with a Python scalar keeps the array's sharding
        if _scalar(node.right):
            return _produced_expr(site, node.left, scope, depth + 1, unmeshed)
        if _scalar(node.left):
            return _produced_expr(site, node.right, scope, depth + 1, unmeshed)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return _produced_expr(site, node.operand, scope, depth + 1, unmeshed)
    return None


_ELEMENTWISE_UNARY = frozenset({f"jnp.{n}" for n in (
    "tanh", "sin", "cos", "exp", "log", "log1p", "expm1", "sqrt", "rsqrt", "square", "abs", "negative", "sign",
    "floor", "ceil", "round", "reciprocal", "sigmoid", "tan", "arctan", "sinh", "cosh", "exp2", "log2", "cbrt")} |
    {f"jax.nn.{n}" for n in ("relu", "gelu", "silu", "swish", "sigmoid", "softplus", "tanh", "elu", "selu",
                              "leaky_relu", "relu6", "soft_sign", "log_sigmoid", "mish")})


def _elementwise_call(site, node: ast.Call) -> bool:
    if len(node.args) != 1 or node.keywords or isinstance(node.args[0], ast.Starred):
        return False
    callee = site.interp.peek(node.func, site.frame)
    return isinstance(callee, QualName) and callee.name in _ELEMENTWISE_UNARY


def array_spec(site, arg_node: ast.AST | None, unmeshed: bool = False) -> Produced | None:
    """The known sharding of an array argument: a producer call written inline, or a name whose one reaching
    definition in this scope is a producer call (or a parameter bound to one at the call that led here), made under
    the same mesh as this call. With `unmeshed`, also an array made with no mesh (replicated here: the caller
    must know the context mesh is all Explicit, where JAX types it P(None, ...))."""
    if arg_node is None:
        return None
    if isinstance(arg_node, ast.Name) and site.interp.hidden_here(arg_node.id, site.frame):
        # the name's value is unknown here though its definition made a known array: something since (a branch
        # on its sharding the analysis could not answer, a call that may have changed it) made it unknown
        return None
    rec = _produced_expr(site, arg_node, site.frame.func, unmeshed=unmeshed)
    if rec is None:
        # an argument written as a call the analysis ran (`wsc(step(x), ...)`): the value the call gave it
        value = next((v for n, v in zip(site.node.args, site.args) if n is arg_node), None)
        if isinstance(value, ArrayVal) and (value.mesh is not None or unmeshed) \
                and not isinstance(arg_node, (ast.Name, ast.Attribute, ast.Subscript)):
            rec = Produced(value.spec, value.mesh, value.types, value.node, value.ndim,
                           placement_unknown=value.placement_unknown)
    if rec is None:
        return None
    ctx = site.ctx
    if ctx.status != "mesh" or ctx.mesh is None or ctx.types is None:
        return None
    if rec.mesh is None:
        return rec if unmeshed and all(t == "Explicit" for t in ctx.types) else None
    if not ctx.mesh.same_mesh(rec.mesh) or ctx.types != rec.types:
        return None
    return rec

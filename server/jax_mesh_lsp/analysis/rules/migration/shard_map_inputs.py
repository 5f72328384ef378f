"""MESH222: a jax.shard_map over an all-Explicit mesh (every axis Manual) called with an array whose sharding is
not its in_spec.

There shard_map takes each input as it is: before tracing the body it compares the input's sharding type with
its in_spec (padded to the array's rank) and refuses a difference, pointing at jax.reshard. A NumPy array, or
one made with no mesh, is replicated (P(None, ...)). Judged at every call of the wrapped function the interpreter
follows (pseudo-callee SHARD_MAP_INPUTS), with the arrays it knows the sharding of (producers.py).
"""
from __future__ import annotations

import ast
import math

from ...findings import Finding, Related
from ...objects import ObjVal
from ...pytrees import flatten
from ...values import ArrayVal, ListVal, OneOf, PSpecVal, QualName, alternatives
from .. import CallRule
from .apis import SPEC_KEYWORDS
from .producers import Produced, _produced_expr, defining_call, literal_shape

SHARD_MAP_INPUTS = "<inputs of a call of a shard_map-wrapped function>"
from .specs import U, Spec, mesh_ok, padded, spec_of
from .syntax import made_where, parent_map


def _specs_per_argument(in_specs, count: int) -> list | None:
    specs = in_specs.items if isinstance(in_specs, ListVal) else in_specs
    if isinstance(specs, PSpecVal):
        return [specs] * count
    if isinstance(specs, tuple) and len(specs) == count:
        return list(specs)
    return None


class ShardMapInputNotInSpec(CallRule):
    code = "MESH222"
    callees = frozenset({SHARD_MAP_INPUTS})
    keywords = SPEC_KEYWORDS

    def check(self, site):
        wrap = site.kwargs.get("wrapper")
        ctx = site.ctx
        if wrap is None or wrap.in_specs is None or site.kwargs.get("jitted") is not True:
            return None   # (under jax.vmap the arrays shard_map sees lose their mapped dimension)
        mesh = wrap.mesh if wrap.mesh is not None else (ctx.mesh if ctx.status == "mesh" else None)
        if not mesh_ok(mesh) or any(t != "Explicit" for t in mesh.types):
            return None
        manual = wrap.axis_names
        if manual is not None and (not isinstance(manual, frozenset) or not manual >= frozenset(mesh.names)):
            return None   # partly Manual: shard_map does not compare the inputs (jax 0.10.2)
        # the mesh checks come first (MESH213/MESH214): judged only where they pass
        if ctx.kernel is not None or ctx.shard_map is not None or not (
                ctx.status == "empty" and wrap.mesh is not None
                or ctx.status == "mesh" and ctx.mesh is not None and ctx.mesh.equal_to(mesh)
                and tuple(ctx.types or ()) == tuple(mesh.types)):
            return None
        for arg, verdict, rec, have, want in input_verdicts(site, wrap, mesh):
            if verdict != "differs":
                continue
            src = site.interp.source
            related = site.interp.related_at(rec.node, f"the array gets {Spec(have).text()} here")
            made = f" ({made_where(related, rec.node)})"
            message = (f"jax.shard_map over an all-Explicit mesh takes its inputs as they are: this argument is "
                       f"{Spec(have).text()}{made} but its in_spec says "
                       f"{Spec(want).text()}, and JAX refuses the difference before tracing. Reshard it first "
                       f"(jax.reshard(x, {Spec(want).text()}) or jax.device_put), or leave in_specs out to take "
                       f"the inputs' own shardings.")
            if wrap.path in (None, site.interp.path):
                related.append(Related(src.span(wrap.node), "the shard_map and its in_specs"))
            return [Finding(self.code, message, src.span(arg), related=related)]
        return None


def input_verdicts(site, wrap, mesh) -> list:
    """Per argument of the call at `site`: (arg node, "same" | "differs" | None, producer record, the array's
    spec entries, the in_spec's), comparing as shard_map does over an all-Explicit mesh made all Manual."""
    call = site.node
    values = site.kwargs.get("values")
    args = _argument_nodes(call, values)
    if args is None:
        return [(None, None, None, None, None)]
    specs = _specs_per_argument(wrap.in_specs, len(args))
    if specs is None:
        return [(None, None, None, None, None)]
    if values is not None and len(values) != len(args):
        values = None
    out = []
    for i, (arg, value) in enumerate(zip(args, specs)):
        spec = spec_of(value)
        rec = None
        if spec is not None and U not in spec.parts and not spec.reduced and not spec.unreduced:
            rec = None if isinstance(arg, ast.Starred) else _produced_expr(site, arg, site.frame.func, unmeshed=True)
            held = _one_array(values[i]) if values is not None else None
            if rec is None and isinstance(held, ArrayVal):
                # the array its evaluation gave: made by a call written right here (`f(load())`), or returned by
                # a helper (of this module or another: `replicate(x, mesh)` from par.py)
                rec = Produced(held.spec, held.mesh, held.types, held.node, held.ndim)
        if rec is None and spec is not None and not spec.axes() and not spec.reduced and not spec.unreduced \
                and (_scalar_constant(site, arg) or _replicated_creation(site, arg)):
            out.append((arg, "same", None, (), ()))   # a scalar (a step counter) has no dimension to shard
            continue
        if rec is None and values is not None:
            verdicts = []
            for option in alternatives(values[i]):   # (a batch one of several a loader yields: each is judged)
                pairs = _container_leaves(option, value)
                verdicts.append(_container_verdict(site, arg, pairs, mesh) if pairs else None)
            if verdicts and all(v is not None for v in verdicts):
                kinds = {v[1] for v in verdicts}
                out.append(verdicts[0] if len(kinds) == 1 else (arg, None, None, None, None))
                continue
        verdict, have, want = _array_verdict(site, rec, spec, mesh)
        out.append((arg, verdict, rec, have, want))
    # shard_map first checks that every sharded dimension of every input divides evenly over its mesh axes: an
    # input whose shape is spelled out and does not divide fails there, before any sharding is compared
    if any(_uneven(site, rec, spec_of(value), mesh)
           for (_, _, rec, _, _), value in zip(out, specs) if rec is not None and spec_of(value) is not None):
        return [(None, None, None, None, None)]
    return out


def _argument_nodes(call: ast.Call, values) -> list | None:
    """The node written for each argument: `f(x, *rest)` with the values of `rest` known (a wrapper forwarding
    `*args`) gives the `*rest` node for each of them; None where the arguments cannot be paired with nodes."""
    if call.keywords:
        return None
    first = next((i for i, a in enumerate(call.args) if isinstance(a, ast.Starred)), None)
    if first is None:
        return list(call.args)
    if values is None or len(call.args) - first != 1 or len(values) < first:
        return None   # (one spread, the last argument, of known length)
    return list(call.args[:first]) + [call.args[first]] * (len(values) - first)


def _local_shape(site, node):
    """The literal shape of an array made by a call of this module (one of another module is read in its own
    module's names, which this run does not have: not read)."""
    return literal_shape(site.interp, node, site.frame) if node in parent_map(site.interp) else None


def _array_verdict(site, rec, spec, mesh) -> tuple:
    """("same" | "differs" | None, the array's spec entries, the in_spec's) for one array of known producer."""
    if rec is None or spec is None or (rec.mesh is not None and not rec.mesh.same_mesh(mesh)) \
            or getattr(rec.spec, "reduced", None) or getattr(rec.spec, "unreduced", None):
        return None, None, None
    shape = _local_shape(site, rec.node)
    ndim = rec.ndim if rec.ndim is not None else len(shape) if shape is not None else None
    if (len(spec.parts) > ndim) if ndim is not None else (len(spec.parts) > len(rec.spec.parts)):
        return None, None, None   # an in_spec longer than the array's rank: another error
    have, want = padded(rec.spec, spec)
    return ("same" if have == want else "differs"), have, want


def _container_leaves(value, spec_value, depth: int = 0) -> list | None:
    """(leaf, its in_spec) for an argument that is a tuple, list or dict of arrays, its in_spec either one
    PartitionSpec (a prefix: every leaf gets it) or a container of the same structure; in pytree order (a
    dict's keys sorted). None when the structure or a leaf is not known."""
    if depth > 3:
        return None
    items = value.items if isinstance(value, ListVal) else value
    specs = spec_value.items if isinstance(spec_value, ListVal) else spec_value
    if isinstance(value, ObjVal) and value.kind == "instance":
        # a NamedTuple or registered dataclass under one spec: its leaves, as jax flattens it
        flat = flatten(value) if isinstance(specs, PSpecVal) else None
        if flat is None or not flat[0] or "?" in repr(flat[2]):
            return None
        items = tuple(flat[0])
    elif isinstance(value, ObjVal):
        keys = value.known_keys()
        if keys is None or value.kind != "dict" or not all(isinstance(k, str) for k in keys):
            return None
        keys = sorted(keys)
        items = tuple(value.attrs[k] for k in keys)
        if isinstance(specs, ObjVal):
            if specs.known_keys() is None or not all(isinstance(k, str) for k in specs.known_keys()) \
                    or sorted(specs.known_keys()) != keys:
                return None
            specs = tuple(specs.attrs[k] for k in keys)
    elif not isinstance(items, tuple) or not items or isinstance(specs, ObjVal):
        return None
    if isinstance(specs, PSpecVal):
        specs = (specs,) * len(items)
    if not isinstance(specs, tuple) or len(specs) != len(items):
        return None
    out = []
    for item, spec in zip(items, specs):
        item = _one_array(item)
        if isinstance(item, ArrayVal):
            out.append((item, spec))
            continue
        inner = _container_leaves(item, spec, depth + 1)
        if inner is None:
            return None
        out.extend(inner)
    return out


def _container_verdict(site, arg, pairs: list, mesh) -> tuple:
    """A container argument: "same" when every leaf is as its in_spec says, "differs" at the first leaf that is
    not when every leaf is known (an unknown one before it might fail otherwise first)."""
    first = None
    for leaf, spec_value in pairs:
        spec = spec_of(spec_value)
        if spec is None or U in spec.parts or spec.reduced or spec.unreduced:
            return (arg, None, None, None, None)
        rec = Produced(leaf.spec, leaf.mesh, leaf.types, leaf.node, leaf.ndim)
        verdict, have, want = _array_verdict(site, rec, spec, mesh)
        if verdict is None:
            return (arg, None, None, None, None)
        if verdict == "differs" and first is None:
            first = (arg, "differs", rec, have, want)
    return first if first is not None else (arg, "same", None, (), ())


def _one_array(value):
    """The array a value certainly is: an ArrayVal, or one of several that agree on sharding, mesh and rank
    (`for b in [jnp.ones(16), jnp.zeros(16)]:`, each the same kind of array)."""
    if isinstance(value, OneOf):
        options = list(value.options)
        first = options[0] if options else None
        if isinstance(first, ArrayVal) and all(
                isinstance(o, ArrayVal) and o.spec == first.spec and o.mesh is first.mesh and o.ndim == first.ndim
                and o.types == first.types for o in options):
            return first
        return None
    return value


_SCALAR_TYPES = frozenset(f"{m}.{t}" for m in ("jnp", "np", "numpy", "jax.numpy") for t in (
    "float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "uint32", "bool_"))


def _scalar_constant(site, node: ast.AST) -> bool:
    """`3`, `-1.0`, `True`, `jnp.int32(step)` of a Python number, `jnp.array(3)`: a rank-0 value, replicated
    (asked only for in_specs that name no axis, which a rank-0 input always matches)."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    if isinstance(node, ast.Constant):
        return isinstance(node.value, (int, float))
    if isinstance(node, (ast.Name, ast.Attribute)):
        value = site.interp.peek(node, site.frame)   # a loop counter, a config number
        return isinstance(value, (int, float))
    if isinstance(node, ast.Call) and len(node.args) == 1 and set(k.arg for k in node.keywords) <= {"dtype"} \
            and _scalar_constant(site, node.args[0]):
        func = site.interp.peek(node.func, site.frame)
        return isinstance(func, QualName) and (func.name in _SCALAR_TYPES or func.name in _SCALAR_WRAPPERS)
    return False


def _replicated_creation(site, node: ast.AST) -> bool:
    """`jnp.eye(4)`, `jnp.ones((d, 1))`, `key` of `key = jax.random.key(seed)`: made by a jax.numpy creator (or
    a key maker) with no sharding given, so replicated (what an in_spec naming no axis says, at any rank)."""
    if isinstance(node, ast.Name):
        node = defining_call(site.interp, node, site.frame.func)   # the one definition reaching the call
    if not isinstance(node, ast.Call) or any(k.arg in (None, "out_sharding", "device") for k in node.keywords) \
            or any(isinstance(a, ast.Starred) for a in node.args):
        return False
    func = site.interp.peek(node.func, site.frame)
    return isinstance(func, QualName) and func.name in _REPLICATED_CREATORS


# (a PRNG key made from a seed is a scalar key array, replicated like any array made with no sharding)
_REPLICATED_CREATORS = frozenset(f"jnp.{n}" for n in (
    "zeros", "ones", "empty", "eye", "identity", "arange", "linspace", "tri")) | {"jax.random.key",
                                                                                   "jax.random.PRNGKey"}
_SCALAR_WRAPPERS = frozenset({"jnp.array", "jnp.asarray", "jax.numpy.array", "jax.numpy.asarray"})


def _uneven(site, rec, spec, mesh) -> bool:
    shape = _local_shape(site, rec.node)
    if shape is None or spec is None:
        return False
    sizes = dict(zip(mesh.names, mesh.sizes or (None,) * len(mesh.names)))
    return len(shape) < len(spec.parts) or any(
        p is not None and p != U and (any(sizes.get(a) is None for a in p)
                                      or shape[i] % math.prod(sizes[a] for a in p) != 0)
        for i, p in enumerate(spec.parts))

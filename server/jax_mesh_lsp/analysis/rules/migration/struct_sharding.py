"""The sharding of a `jax.ShapeDtypeStruct(sharding=P(...))`, resolved when it is read: MESH204 with no concrete mesh
set, MESH216-218 when the set mesh refuses the spec."""
from __future__ import annotations

import ast
from types import SimpleNamespace

from ...findings import Finding, Related
from ...values import PSpecVal
from .apis import SPEC_KEYWORDS
from .context import concrete_mesh
from .deferred import DeferredRule, record_creation
from .first_use import first_use, raises_between
from .named_sharding import ns_check, ns_message
from .specs import mesh_ok, spec_of
from .syntax import block_of, callee_of, conditional_parts, local_parents, parent_map


_READS_SHARDING_FUNCS = frozenset({"builtins.print", "builtins.str", "builtins.repr", "builtins.hash",
                                   "builtins.format"})


def _reads_sharding(interp, frame, ref: ast.AST, parents: dict) -> bool:
    """Whether this reference to a struct (or a container holding it) reads its sharding right away."""
    p = parents.get(ref)
    if isinstance(p, ast.Attribute) and p.value is ref:
        return p.attr in ("sharding", "format")
    if isinstance(p, ast.Call) and ref in p.args:
        return callee_of(interp, p.func, frame) in _READS_SHARDING_FUNCS
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


def _first_read(obs, interp) -> ast.AST | None:
    """Where the struct made at `obs` first has its sharding read: in the same statement, or through the name it
    is bound to (a later statement of the same block), when nothing before it may raise."""
    parents = parent_map(interp)
    stmt = obs.stmt
    if stmt is None:
        return None
    use = None
    # read in the same statement (chained): jax.ShapeDtypeStruct(...).sharding, print(jax.ShapeDtypeStruct(...))
    node = obs.node
    if _reads_sharding(interp, obs.frame, node, parents) and id(node) not in conditional_parts(stmt):
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
        located = block_of(stmt, parents)
        if located is None:
            return None
        block, index = located

        def is_use(s, refs):
            parents_in_s = local_parents(s)
            first = refs[0]
            if len(refs) != 1 and not all(_reads_sharding(interp, obs.frame, r, parents_in_s) for r in refs):
                return None
            if not direct:
                p = parents_in_s.get(first)
                if isinstance(p, ast.Call) and first in p.args and \
                        callee_of(interp, p.func, obs.frame) in _READS_SHARDING_FUNCS - {"builtins.hash"}:
                    return first
                if isinstance(p, ast.FormattedValue):
                    return first
                return None
            return first if _reads_sharding(interp, obs.frame, first, parents_in_s) else None

        found = first_use(interp, block, index, name, obs.frame, is_use, skip_mesh_blocks=True)
        if found is None:
            return None
        if raises_between(interp, getattr(stmt, "end_lineno", stmt.lineno), found.stmt.lineno):
            return None
        use = found.node
    return use


class StructSpecWithoutMesh(DeferredRule):
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
        record_creation(site, self.code, spec=spec)

    def judge(self, obs, interp):
        ctx = obs.ctx
        if ctx.kernel is not None:
            return None
        if ctx.status == "mesh" and ctx.origin_kind == "abstract" and ctx.shard_map is None:
            if not ctx.abstract_only:
                return None  # a concrete mesh entered before it (a caller's) may still be in effect
        elif ctx.status != "empty":
            return None
        use = _first_read(obs, interp)
        if use is None:
            return None
        src = interp.source
        spec = obs.data["spec"]
        why = (" Only use_abstract_mesh is in effect, which sets no concrete mesh." if ctx.status == "mesh" else
               " The legacy `with mesh:` block does not set it." if ctx.legacy_with is not None else "")
        message = (f"The sharding of this ShapeDtypeStruct(sharding={spec.text()}) is read here, with no concrete "
                   f"mesh set: JAX resolves the bare PartitionSpec only when it is read, and needs jax.set_mesh then."
                   f"{why}")
        return Finding(self.code, message, src.span(use),
                       related=[Related(src.span(obs.node), "ShapeDtypeStruct with a bare PartitionSpec")])


class _StructSpecRefusedBySetMesh(StructSpecWithoutMesh):
    """MESH216-218 for a `jax.ShapeDtypeStruct(sharding=P(...))`: its sharding, read under a set mesh, is that
    P resolved on the mesh (NamedSharding(mesh, P)), which the mesh refuses (checked under jax 0.10.2: the
    struct is made, and its `.sharding` raises)."""

    def judge(self, obs, interp):
        state, mesh = concrete_mesh(SimpleNamespace(ctx=obs.ctx))
        if state != "mesh" or not mesh_ok(mesh):
            return None
        spec = obs.data["spec"]
        if ns_check(mesh.names, mesh.types, spec, interp.jax_version) != self.code:
            return None
        use = _first_read(obs, interp)
        if use is None:
            return None
        src = interp.source
        message = (f"The sharding of this ShapeDtypeStruct is read here, which resolves its bare PartitionSpec on "
                   f"the set mesh: " + ns_message(self.code, spec, mesh.names, mesh.types, "the set mesh"))
        return Finding(self.code, message, src.span(use),
                       related=[Related(src.span(obs.node), "ShapeDtypeStruct with a bare PartitionSpec")])


class StructUnconstrainedWithoutAuto(_StructSpecRefusedBySetMesh):
    code = "MESH216"


class StructUnreducedOnNonExplicit(_StructSpecRefusedBySetMesh):
    code = "MESH217"


class StructReducedOnNonExplicit(_StructSpecRefusedBySetMesh):
    code = "MESH218"

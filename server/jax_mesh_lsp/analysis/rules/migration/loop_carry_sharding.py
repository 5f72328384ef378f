"""MESH225: a lax.scan / while_loop / fori_loop whose carry changes sharding on Explicit mesh axes.

Under a context mesh with Explicit axes an array's sharding over them is part of its type (`f32[8@x]`). A loop
carry keeps one type through every iteration: JAX traces the body once with the carry typed as the initial one
and refuses a carry output sharded otherwise ("carry input and carry output must have equal types"). The usual
cause is a `jax.reshard` / `out_sharding=` in the body that moves the carry to another layout.

The interpreter hands over each loop outside shard_map whose initial carry holds an array of known sharding
(pseudo-callee SHARDED_CARRY: the initial carry, the body's carry output, the call, see
Interpreter._loop_with_sharded_carry): the rule speaks only where both leaves' shardings are known, on the
context mesh, and differ on its Explicit axes.
"""
from __future__ import annotations

from ...findings import Finding
from ...values import ArrayVal
from .. import CallRule
from .apis import SPEC_KEYWORDS
from .loop_carry import _leaves
from .specs import U, Spec, mesh_ok, padded

SHARDED_CARRY = "<carry of a loop traced outside shard_map with a sharded array>"


def explicit_entries(spec: Spec, explicit: frozenset) -> Spec | None:
    """The spec as the type shows it: each entry kept to the Explicit axes (the others are not in the type);
    None when some entry is P.UNCONSTRAINED or the spec has reduced / unreduced axes (not compared here)."""
    if spec.reduced or spec.unreduced or any(p == U for p in spec.parts):
        return None
    parts = []
    for p in spec.parts:
        kept = tuple(a for a in p if a in explicit) if p is not None else ()
        parts.append(kept or None)
    return Spec(tuple(parts))


class LoopCarryShardingChanges(CallRule):
    code = "MESH225"
    callees = frozenset({SHARDED_CARRY})
    keywords = SPEC_KEYWORDS

    def check(self, site):
        ctx = site.ctx
        if ctx.status != "mesh" or not mesh_ok(ctx.mesh) or ctx.shard_map is not None or ctx.kernel is not None:
            return None
        mesh = ctx.mesh
        types = tuple(ctx.types or mesh.types)
        explicit = frozenset(n for n, t in zip(mesh.names, types) if t == "Explicit")
        if not explicit:
            return None   # no axis is part of any type: every carry sharding agrees
        leaves: list = []
        if not _leaves(site.kwargs.get("carry_in"), site.kwargs.get("carry_out"), (), leaves):
            return None
        for path, before, after in leaves:
            if not (isinstance(before, ArrayVal) and isinstance(after, ArrayVal)):
                continue
            # (an array made with no mesh, a NumPy one: JAX's loop may give the carry the body's sharding)
            if any(a.mesh is None or not mesh_ok(a.mesh) or not a.mesh.same_mesh(mesh) for a in (before, after)):
                continue
            if before.ndim is not None and after.ndim is not None and before.ndim != after.ndim:
                continue
            have, got = explicit_entries(before.spec, explicit), explicit_entries(after.spec, explicit)
            if have is None or got is None:
                continue
            have_parts, got_parts = padded(have, got)
            if have_parts == got_parts:
                continue
            return [self._finding(site, path, before, after, Spec(have_parts), Spec(got_parts))]
        return None

    def _finding(self, site, path: tuple, before: ArrayVal, after: ArrayVal, have: Spec, got: Spec) -> Finding:
        loop = site.kwargs.get("loop", "")
        short = loop.rsplit(".", 1)[-1]
        kind = "scan" if short in ("scan", "fori_loop") else short
        where = "the initial carry" + "".join(f"[{i!r}]" for i in path)   # (carry[0], carry['m'])
        src = site.interp.source
        message = (f"{kind} body function carry input and carry output must have equal types: {where} is sharded "
                   f"{have.text()} on the Explicit mesh axes, but the body returns it sharded {got.text()} (under "
                   f"an Explicit mesh the sharding is part of the carry's type). Reshard the body's carry output "
                   f"back (jax.reshard(new_carry, {have.text()})), or start the loop with the carry sharded as "
                   f"the body leaves it.")
        related = []
        for array, text in ((before, f"{where} gets {have.text()} here"),
                            (after, f"the carry output gets {got.text()} here")):
            if getattr(array.node, "lineno", None) is not None:
                related += site.interp.related_at(array.node, text)
        return Finding(self.code, message, src.callee_span(site.node), related=related)

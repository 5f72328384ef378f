"""MESH209: jax.set_mesh given a mesh with Manual axes."""
from __future__ import annotations

from ...findings import Finding
from .. import CallRule
from .context import mesh_desc, mesh_related
from .specs import mesh_ok
from .verdict import call_span


def _inside_trace(site) -> bool | None:
    """True/None when the call may run while a function is being traced (jit and friends, a kernel body):
    set_mesh refuses that with another error. False only when every function on the call stack was entered by a
    plain Python call (a name, a method, a functools.partial, a property...) that no known transform wrapped."""
    interp = site.interp
    if interp.tracing or site.ctx.kernel is not None:
        return None
    if not interp.call_stack:
        return False
    refs = interp.chain[-len(interp.call_stack):]
    if len(refs) != len(interp.call_stack) or not all(ref.plain for ref in refs):
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
        if not mesh_ok(mesh):
            return None
        if mesh.kind != "Mesh":
            return []   # "Expected mesh of type `jax.sharding.Mesh`": a different error
        if "Manual" not in mesh.types:
            return []
        if _inside_trace(site) is not False:
            return None
        manual = [n for n, t in zip(mesh.names, mesh.types) if t == "Manual"]
        message = (f"jax.set_mesh gets mesh {mesh_desc(site, mesh)} whose axis "
                   f"{', '.join(map(repr, manual))} is Manual; Manual axes only exist inside a jax.shard_map body. "
                   "Build the mesh with Explicit (or Auto) axes and enter Manual mode with jax.shard_map.")
        return [Finding(self.code, message, call_span(site), related=mesh_related(site, mesh))]

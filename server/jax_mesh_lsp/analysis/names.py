"""Canonical names for the JAX APIs the rules care about, whatever the import spelling.

`from jax.sharding import set_mesh`, `jax.sharding.set_mesh` and `jax.set_mesh` all become `jax.set_mesh`.
"""
from __future__ import annotations

# Each alias maps to the canonical name used by the rules.
_ALIASES = {
    "jax.sharding.set_mesh": "jax.set_mesh",
    "jax._src.sharding_impls.set_mesh": "jax.set_mesh",
    "jax.sharding.make_mesh": "jax.make_mesh",
    "jax._src.sharding_impls.make_mesh": "jax.make_mesh",
    "jax._src.mesh.Mesh": "jax.sharding.Mesh",
    "jax.experimental.maps.Mesh": "jax.sharding.Mesh",
    "jax._src.mesh.AbstractMesh": "jax.sharding.AbstractMesh",
    "jax._src.mesh.AxisType": "jax.sharding.AxisType",
    "jax._src.mesh.use_abstract_mesh": "jax.sharding.use_abstract_mesh",
    "jax._src.mesh.get_abstract_mesh": "jax.sharding.get_abstract_mesh",
    # the legacy jax.experimental.shard_map.shard_map(f, mesh, in_specs, out_specs) keeps its own name: its mesh is
    # positional and required (interpreter.py reads it)
    "jax.sharding.shard_map": "jax.shard_map",
    "jax._src.shard_map.shard_map": "jax.shard_map",
    "jax.P": "jax.sharding.PartitionSpec",
    "jax.NamedSharding": "jax.sharding.NamedSharding",
    "jax.sharding.PartitionSpec": "jax.sharding.PartitionSpec",
    "jax._src.partition_spec.PartitionSpec": "jax.sharding.PartitionSpec",
    "jax._src.named_sharding.NamedSharding": "jax.sharding.NamedSharding",
    # jax/sharding.py re-exports these from jax._src modules that jax's own tests (and libraries) import directly
    "jax._src.sharding_impls.NamedSharding": "jax.sharding.NamedSharding",
    "jax._src.sharding_impls.PartitionSpec": "jax.sharding.PartitionSpec",
    "jax._src.partition_spec.P": "jax.sharding.PartitionSpec",
    "jax._src.sharding_impls.Mesh": "jax.sharding.Mesh",
    "jax._src.sharding_impls.AbstractMesh": "jax.sharding.AbstractMesh",
    "jax._src.sharding_impls.AxisType": "jax.sharding.AxisType",
    "jax._src.pjit.auto_axes": "jax.sharding.auto_axes",
    "jax._src.pjit.explicit_axes": "jax.sharding.explicit_axes",
    "jax.sharding.reshard": "jax.reshard",
    "jax._src.pjit.reshard": "jax.reshard",
    # pjit is no alias of jit: it resolves bare PartitionSpecs against the legacy `with mesh:` (interpreter.py)
    "jax.experimental.pjit": "jax.experimental.pjit",
    "jax._src.pjit.pjit": "jax.experimental.pjit.pjit",
    "jax.ad_checkpoint.checkpoint": "jax.checkpoint",
    "jax.ad_checkpoint.remat": "jax.checkpoint",
    "jax.remat": "jax.checkpoint",
    "jax.api.jit": "jax.jit",
    "jax.experimental.mesh_utils.create_device_mesh": "jax.experimental.mesh_utils.create_device_mesh",
    "jax._src.shard_map.top_level_all_gather": "jax._src.shard_map.top_level_all_gather",
    "jax.experimental.pallas.mosaic_gpu": "plgpu",
    "jax._src.pallas.mosaic_gpu": "plgpu",
    "jax.experimental.pallas": "pl",
    "numpy": "np",
    "jax.numpy": "jnp",
}

# Transformations that run the wrapped function at the call, under the caller's context mesh.
TRANSPARENT_WRAPPERS = frozenset({
    "jax.jit", "jax.grad", "jax.value_and_grad", "jax.vmap", "jax.checkpoint", "jax.remat",
    "jax.jacfwd", "jax.jacrev", "jax.hessian", "jax.pmap", "jax.custom_vjp", "jax.custom_jvp",
    "jax.experimental.pjit.pjit", "jax.linear_transpose", "jax.closure_convert",
})
# Wrappers that call the function at once with the same arguments, tracing nothing: `jax.named_call` only opens
# a name scope (outside jit its body runs eagerly, so `jax.set_mesh` works there).
CALL_THROUGH_WRAPPERS = frozenset({"jax.named_call"})


def canonical(name: str) -> str:
    """The canonical spelling of a dotted name; prefixes are canonicalised too (`jax.sharding.AxisType.Auto`)."""
    if name in _ALIASES:
        return _ALIASES[name]
    parts = name.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        head = ".".join(parts[:cut])
        if head in _ALIASES:
            return _ALIASES[head] + "." + ".".join(parts[cut:])
    return name

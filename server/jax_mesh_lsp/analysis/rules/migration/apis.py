"""The JAX APIs the migration rules judge, by canonical name (see names.py)."""
from __future__ import annotations


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
# pseudo-callee: a call of an auto_axes-wrapped function reshards its result to out_sharding= under the mesh it was
# called in (pjit.py _auto_axes), judged like jax.reshard at that call
AUTO_AXES_OUT = "<auto_axes reshards its result to out_sharding>"
EXPLICIT_AXES_IN = "<explicit_axes reshards its arguments to in_sharding>"
# pseudo-callee: the sharding of a ShapeDtypeStruct made with a bare PartitionSpec is read (`.sharding`, print...),
# which resolves the spec against the context mesh of the read
STRUCT_SHARDING_READ = "<a ShapeDtypeStruct's sharding is read>"
# pseudo-callee: `alias = jax.sharding.use_mesh` (read, not called) runs: on a jax without it, AttributeError there
USE_MESH_READ = "<jax.sharding.use_mesh is read>"
WSC = "jax.lax.with_sharding_constraint"
# given `device=` a sharding, these convert with lax._convert_element_type(sharding=...), which constrains the
# result with with_sharding_constraint when the sharding's mesh is concrete (lax.py, checked under jax 0.10.2)
DEVICE_CONVERTERS = frozenset({"jnp.asarray", "jnp.array", "jnp.astype", "jnp.linspace"})
DEVICE_PUT = "jax.device_put"
NAMED_SHARDING = "jax.sharding.NamedSharding"
# Producers whose result's sharding is known (for MESH215/MESH219/MESH220).
CREATORS = frozenset({"jnp.zeros", "jnp.ones", "jnp.full", "jnp.empty"})
# Random draws whose sharding is out_sharding= when given (their shape is the second argument).
RANDOM_SHAPE_AT = {"jax.random.normal": 1, "jax.random.uniform": 1, "jax.random.bernoulli": 2}   # (key, p, shape)
RANDOM_CREATORS = frozenset(RANDOM_SHAPE_AT)
# Creators of a fixed rank with no out_sharding= parameter: replicated under the context mesh (jax 0.10.2:
# `jnp.eye(4)` is P(None, None), `jnp.arange(8)` P(None,) under an Explicit mesh, eager and under jit).
RANK_CREATORS = {"jnp.eye": 2, "jnp.identity": 2, "jnp.arange": 1}
# Scalar types called on a Python number (`jnp.int32(step)`): a 0-d array, replicated under the context mesh
# (jax 0.10.2: P() under an Explicit mesh), uncommitted with none. Called on an array they convert it instead.
SCALAR_TYPES = frozenset(f"jnp.{t}" for t in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                                               "uint64", "float16", "bfloat16", "float32", "float64", "bool_",
                                               "complex64"))
RANK_CREATORS.update(dict.fromkeys(SCALAR_TYPES, 0))
# Global arrays assembled from host data by a sharding given in full: (its position, that of the shape or of
# the local data whose rank the result has)
ARRAY_ASSEMBLERS = {"jax.make_array_from_process_local_data": (0, 1), "jax.make_array_from_callback": (1, 0),
                    "jax.make_array_from_single_device_arrays": (1, 0)}
PRODUCERS = frozenset({DEVICE_PUT, RESHARD}) | CREATORS | RANDOM_CREATORS | frozenset(RANK_CREATORS) \
    | frozenset(ARRAY_ASSEMBLERS)
# Ops whose result, given out_sharding=, is sharded as it says (jax 0.10.2: `jax.typeof(out).sharding.spec`).
OUT_SHARDED_OPS = frozenset({"jnp.einsum", "jnp.matmul", "jnp.dot", "jnp.reshape"})
# Every finding of the spec-based rules needs a PartitionSpec built in the file (a bare spec, or inside a
# NamedSharding): files that spell none are skipped before parsing.
SPEC_KEYWORDS = ("PartitionSpec", "jax.P", "jax import P")

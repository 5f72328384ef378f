# EXPECT: none
# `with jax.set_mesh(mesh) if use_mesh else contextlib.nullcontext():` with use_mesh true at run time.
import contextlib, os
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P

use_mesh = os.environ.get("SHAPES_NO_MESH") is None
mesh = jax.make_mesh((8,), ('x',))
total = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), in_specs=P('x'), out_specs=P())
with jax.set_mesh(mesh) if use_mesh else contextlib.nullcontext():
    total(jax.device_put(jnp.arange(16.0), P('x')))

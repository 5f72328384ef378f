# EXPECT: MESH220
# A projection layer asks einsum for column-sharded activations; the next block asserts row sharding on them.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Projection:
    def __init__(self, d_in, d_out):
        self.w = jnp.ones((d_in, d_out))

    def __call__(self, h):
        return jnp.einsum("bd,df->bf", h, self.w, out_sharding=P(None, "x"))


mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    proj = Projection(8, 16)
    h = proj(jnp.ones((8, 8)))
    out = jax.jit(lambda a: jax.lax.with_sharding_constraint(a, P("x", None)))(h)
    print(out.sharding)

# EXPECT: MESH223
# Gradient-accumulation style: a shard_map body sums the loss of its local microbatches with `total += ...` in
# a fori_loop body. The carry starts as a replicated constant, but each local loss varies over 'dp'.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

N_MICRO = 4


def make_loss(mesh):
    @functools.partial(jax.shard_map, mesh=mesh, in_specs=(P(), P("dp")), out_specs=P())
    def local_loss(w, xs):
        micro = xs.reshape(N_MICRO, -1, xs.shape[-1])

        def body(i, total):
            xb = jax.lax.dynamic_index_in_dim(micro, i, keepdims=False)
            total += jnp.mean((xb @ w) ** 2)
            return total

        total = jax.lax.fori_loop(0, N_MICRO, body, jnp.float32(0.0))
        return jax.lax.pmean(total / N_MICRO, "dp")
    return local_loss


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("dp",), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        xs = jax.device_put(jnp.ones((64, 6)), P("dp"))
        print(float(jax.jit(make_loss(mesh))(jnp.eye(6), xs)))

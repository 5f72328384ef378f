# EXPECT: none
# Each 'expert' shard runs its local experts on the local tokens and combines them with an einsum weighted by
# the router's gates, then sums the partial results over 'expert' (psum): the output is the same along it.
from functools import partial

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

N_EXPERTS, D_MODEL, D_FF = 4, 16, 32


def moe_block(mesh):
    @partial(jax.shard_map, mesh=mesh, in_specs=(P(), P("expert"), P("data", None)), out_specs=P("data", None))
    def _moe(router, wi, x):
        gates = jax.nn.softmax(x @ router, axis=-1)
        e_local = wi.shape[0]
        start = jax.lax.axis_index("expert") * e_local
        local_gates = jax.lax.dynamic_slice_in_dim(gates, start, e_local, axis=1)
        h = jax.nn.gelu(jnp.einsum("td,edf->etf", x, wi))
        return jax.lax.psum(jnp.einsum("etf,te->tf", h, local_gates), "expert")
    return _moe


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "expert"), axis_types=(AxisType.Explicit,) * 2)
    router = jax.device_put(jnp.full((D_MODEL, N_EXPERTS), 0.02), NamedSharding(mesh, P()))
    wi = jax.device_put(jnp.full((N_EXPERTS, D_MODEL, D_FF), 0.02), NamedSharding(mesh, P("expert")))
    x = jax.device_put(jnp.ones((8, D_MODEL)), NamedSharding(mesh, P("data", None)))
    print(jax.jit(moe_block(mesh))(router, wi, x).shape)

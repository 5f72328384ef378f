# EXPECT: MESH222
# Expert weights are placed leaf by leaf with jax.tree.map(jax.device_put, params, specs) (is_leaf stops at
# arrays). The config leaves them replicated, but the shard_map that runs the experts expects them split over
# 'expert' on an all-Explicit mesh, which takes inputs as they are.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

SHARD_AT_INIT = False


def init(key):
    k1, k2 = jax.random.split(key)
    return {"wi": jax.random.normal(k1, (8, 16, 32)), "wo": jax.random.normal(k2, (8, 32, 16))}


def place(params):
    axis = "expert" if SHARD_AT_INIT else None
    specs = {"wi": P(axis), "wo": P(axis)}
    return jax.tree.map(jax.device_put, params, specs, is_leaf=lambda x: isinstance(x, jax.Array))


def experts(x, wi, wo):
    return jax.lax.psum(jnp.einsum("tf,efd->td", jnp.einsum("td,edf->tf", x, wi), wo), "expert")


mesh = jax.make_mesh((8,), ("expert",))
run = jax.jit(jax.shard_map(experts, mesh=mesh, in_specs=(P(), P("expert"), P("expert")), out_specs=P()))
with jax.set_mesh(mesh):
    params = place(init(jax.random.key(0)))
    x = jnp.ones((4, 16))
    print(run(x, params["wi"], params["wo"]).shape)

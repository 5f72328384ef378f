# EXPECT: none
# A jitted init returns a params dict with a dict of out_shardings; params['w'] goes into a shard_map with matching in_specs.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((8,), ("fsdp",))


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (16, 4)), "b": jnp.zeros((4,))}


param_shardings = {"w": NamedSharding(mesh, P("fsdp", None)), "b": NamedSharding(mesh, P())}
init = jax.jit(init_params, out_shardings=param_shardings)


def local_sq(w):
    return w * w


with jax.set_mesh(mesh):
    params = init(jax.random.key(0))
    sq = jax.shard_map(local_sq, in_specs=P("fsdp", None), out_specs=P("fsdp", None))(params["w"])
    print(sq.shape, params["b"].sharding.spec)

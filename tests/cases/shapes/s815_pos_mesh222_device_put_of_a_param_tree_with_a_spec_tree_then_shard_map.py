# EXPECT: MESH222
# The train state is placed in one call, jax.device_put(params, specs) with a dict of specs of the same
# structure; the embedding is placed over 'data' but the shard_map's in_specs expect it over 'model'.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

SPECS = {"embed": P("data", None), "head": P(None, "model")}


def lookup(embed, head, ids):
    return jnp.take(embed, ids, axis=0) @ head


mesh = jax.make_mesh((4, 2), ("data", "model"))
step = jax.jit(jax.shard_map(lookup, mesh=mesh, in_specs=(P("model", None), P(None, "model"), P()),
                             out_specs=P(None, "model")))
with jax.set_mesh(mesh):
    params = jax.device_put({"embed": jnp.ones((16, 8)), "head": jnp.ones((8, 4))}, SPECS)
    print(step(params["embed"], params["head"], jnp.arange(4)).shape)

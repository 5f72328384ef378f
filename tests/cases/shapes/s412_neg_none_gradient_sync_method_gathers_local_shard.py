# EXPECT: none
# The same synchroniser gathering the local (varying) shard, scaled before the gather.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class GradSync:
    num_devices = 8

    @staticmethod
    def body(g):
        scaled = g / GradSync.num_devices
        return jax.lax.all_gather(scaled, "x", tiled=True, to="reduced")


mesh = jax.make_mesh((8,), ("x",))
sync = jax.shard_map(GradSync.body, mesh=mesh, in_specs=P("x"), out_specs=P(reduced={"x"}))
with jax.set_mesh(mesh):
    print(sync(jax.device_put(jnp.ones((16,)), P("x"))).shape)

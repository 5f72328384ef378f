# EXPECT: MESH215
# A gradient synchroniser (a class whose static method is the shard_map body) averages the gradient with a psum
# divided by the device count, then all_gathers it to='reduced': the average is already the same on every device.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class GradSync:
    num_devices = 8

    @staticmethod
    def body(g):
        mean = jax.lax.psum(g, "x") / GradSync.num_devices
        return jax.lax.all_gather(mean, "x", tiled=True, to="reduced")


mesh = jax.make_mesh((8,), ("x",))
sync = jax.shard_map(GradSync.body, mesh=mesh, in_specs=P("x"), out_specs=P(reduced={"x"}))
with jax.set_mesh(mesh):
    sync(jax.device_put(jnp.ones((16,)), P("x")))

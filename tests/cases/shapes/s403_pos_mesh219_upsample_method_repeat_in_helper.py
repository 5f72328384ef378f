# EXPECT: MESH219
# An audio upsampler repeats frames along the time axis with the array method; main builds the mesh, places the
# batch time-sharded and calls the helper with the factor from its arguments.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def upsample(x, factor):
    return x.repeat(factor, axis=1)


def main(factor):
    mesh = jax.make_mesh((2, 4), ("data", "time"))
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.ones((4, 8)), P("data", "time"))
        return upsample(x, factor)


main(2)

# EXPECT: none
# The same upsampler giving the result's sharding (jnp.repeat with out_sharding=).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def upsample(x, factor):
    return jnp.repeat(x, factor, axis=1, out_sharding=P("data", "time"))


def main(factor):
    mesh = jax.make_mesh((2, 4), ("data", "time"))
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.ones((4, 8)), P("data", "time"))
        return upsample(x, factor)


print(main(2).sharding.spec)

# EXPECT: none
# Per-example upsampling under vmap: the batch is split over the Explicit 'batch' axis on dimension 0, but vmap
# hands the body one example at a time, whose first dimension (the sequence) is not split: repeating it is fine.
# The second function maps the keys along their sequence axis (in_axes=1) and repeats the now-first batch
# dimension of each slice, which vmap has taken off 'batch' too.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def upsample(x):
    return jnp.repeat(x, 2, axis=0)


def main():
    mesh = jax.make_mesh((4, 2), ("batch", "heads"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.ones((8, 16, 4)), P("batch", None, None))
        print(jax.vmap(upsample)(x).shape)
        y = jax.device_put(jnp.ones((16, 8, 4)), P(None, "batch", None))
        print(jax.vmap(upsample, in_axes=1)(y).shape)


if __name__ == "__main__":
    main()

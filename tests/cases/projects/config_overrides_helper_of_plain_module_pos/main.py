# EXPECT: MESH210
# The config helper module names no sharding API; the overrides it applies keep axis_types a list, which
# jax.sharding.Mesh refuses (it wants a tuple of AxisType).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from cfg import CONFIG, apply_overrides
from parallel import create_device_mesh

EXPERIMENT = ["per_device_batch=4", "ici_model=4"]


def main():
    config = apply_overrides(CONFIG, EXPERIMENT)
    mesh = create_device_mesh(config)
    with jax.set_mesh(mesh):
        batch = jnp.ones((8 * config.per_device_batch, 16), out_sharding=P("data", None))
        print(batch.sharding)


if __name__ == "__main__":
    main()

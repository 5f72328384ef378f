# EXPECT: MESH207
# The training mesh comes from the topology module's lazy __getattr__; its 'model' axis is Auto, and the layer
# reshards onto it (reshard may only name Explicit axes).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import layers
import topology


def main():
    with jax.set_mesh(topology.TRAIN):
        x = jax.device_put(jnp.ones((8, 16)), P("data", None))
        w = jax.device_put(jnp.ones((16, 32)), P(None, None))
        print(layers.column_parallel(x, w).sharding)


if __name__ == "__main__":
    main()

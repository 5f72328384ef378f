# EXPECT: none
# The package re-exports its setter (`from trainlib import init`, defined in trainlib/parallel/state.py): init()
# rebinds the module's global MESH and installs it. The mesh's axis types come by name from the config
# (`AxisType[name]`): the layer's constraint names only 'model', which is Auto, so it is accepted.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from trainlib import Config, init
from trainlib.layers import dense


def main():
    cfg = Config()
    init(cfg)
    x = jax.device_put(jnp.ones((8, 16)), P("batch"))
    w = jax.device_put(jnp.ones((16, 4)), P())
    return jax.jit(dense)(x, w)


if __name__ == "__main__":
    print(main().shape)

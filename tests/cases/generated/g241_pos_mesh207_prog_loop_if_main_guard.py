# EXPECT: MESH207
# reshard checks the spec's axes in order: 'data' (Auto) is refused before the UNCONSTRAINED entry is looked up.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P


def main():
    mesh = Mesh(np.array(jax.devices()[:8]).reshape((8,)), ('data',))
    with jax.set_mesh(mesh):
        for _ in range(1):
            y = jax.reshard(jnp.ones((16, 8)), P('data', P.UNCONSTRAINED))
            print(y.sharding)


if __name__ == '__main__':
    main()

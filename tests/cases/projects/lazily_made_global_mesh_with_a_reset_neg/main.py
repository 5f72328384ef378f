# EXPECT: none
# The mesh is a lazily made module global (with a reset for tests); a layer asks it for its axes and
# reshards onto 'model', which is Explicit on that mesh.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

from layers import project
from mesh_state import get_mesh


def main():
    mesh = get_mesh()
    x = jax.device_put(jnp.ones((8, 16)), NamedSharding(mesh, P("data")))
    w = jax.device_put(jnp.ones((16, 16)), NamedSharding(mesh, P()))
    with jax.set_mesh(get_mesh()):
        print(jax.jit(project)(x, w).sharding.spec)


if __name__ == "__main__":
    main()

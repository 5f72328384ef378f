# EXPECT: MESH207
import jax
import jax.numpy as jnp
from jax.sharding import AxisType

from layers import Embed

MESH_AXES = ("data", "model")
AXIS_TYPES = (AxisType.Explicit, AxisType.Auto)


def main():
    mesh = jax.make_mesh((4, 2), MESH_AXES, axis_types=AXIS_TYPES)
    embed = Embed(32, 16)
    with jax.set_mesh(mesh):
        table = jnp.ones((32, 16))
        ids = jnp.zeros((8, 4), jnp.int32)
        out = jax.jit(embed.__call__)(table, ids)
    print(out.shape)


if __name__ == "__main__":
    main()

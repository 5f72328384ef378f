# EXPECT: MESH207
# The same `match` with the config saying "explicit" on an Auto mesh: the arm that reshards is the one
# selected, and jax.reshard needs an Explicit axis.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

CFG = {"types": "explicit", "axis": "data"}
mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))


def place(x):
    match CFG:
        case {"types": "explicit", "axis": axis}:
            return jax.reshard(x, P(axis))
        case _:
            return x


with jax.set_mesh(mesh):
    print(jax.jit(place)(jnp.ones(16)).sharding)

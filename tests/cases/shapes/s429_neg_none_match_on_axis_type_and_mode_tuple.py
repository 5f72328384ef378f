# EXPECT: none
# The layout is chosen by `match` over the mesh's axis type, a (mode, size) tuple and a config dict: every
# arm that reshards (Explicit only) is one this Auto mesh never selects.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

KIND = AxisType.Auto
MODE = ("auto", 8)
CFG = {"types": "auto", "axis": "data"}
mesh = jax.make_mesh((8,), ("data",), axis_types=(KIND,))


def place(x):
    match KIND:
        case AxisType.Explicit:
            return jax.reshard(x, P("data"))
        case _:
            pass
    match MODE:
        case ("explicit", n):
            return jax.reshard(x[:n], P("data"))
        case ("auto", *rest):
            pass
    match CFG:
        case {"types": "explicit"}:
            return jax.reshard(x, P(CFG["axis"]))
        case {"axis": axis}:
            return jax.lax.with_sharding_constraint(x, P(axis))


with jax.set_mesh(mesh):
    print(jax.jit(place)(jnp.ones(16)).sharding)

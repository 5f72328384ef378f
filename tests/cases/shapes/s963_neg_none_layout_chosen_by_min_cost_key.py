# EXPECT: none
# The same layouts chosen with `min(..., key=...)` by a cost that penalises Manual axes: the cheapest layout is
# all Explicit, so jax.set_mesh takes it (the one with a Manual axis is never entered).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

LAYOUTS = [
    {"name": "tp_heavy", "shape": (2, 4), "types": (AxisType.Explicit, AxisType.Explicit)},
    {"name": "ring", "shape": (4, 2), "types": (AxisType.Explicit, AxisType.Manual)},
    {"name": "dp_only", "shape": (8, 1), "types": (AxisType.Explicit, AxisType.Explicit)},
]


def comm_cost(layout):
    dp, tp = layout["shape"]
    return abs(dp - tp) + (100 if AxisType.Manual in layout["types"] else 0)


best = min(LAYOUTS, key=comm_cost)
mesh = jax.make_mesh(best["shape"], ("data", "model"), axis_types=best["types"])
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 8)), P("data"))
print(best["name"], x.shape)

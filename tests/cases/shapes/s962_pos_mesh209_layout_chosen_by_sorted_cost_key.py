# EXPECT: MESH209
# The cheapest layout wins: `sorted(LAYOUTS, key=comm_cost)` calls the cost function on each layout (which also
# records the last one it scored), and the cheapest one has a Manual axis: jax.set_mesh refuses it.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

LAYOUTS = [
    {"name": "tp_heavy", "shape": (2, 4), "types": (AxisType.Explicit, AxisType.Explicit)},
    {"name": "ring", "shape": (4, 2), "types": (AxisType.Explicit, AxisType.Manual)},
    {"name": "dp_only", "shape": (8, 1), "types": (AxisType.Explicit, AxisType.Explicit)},
]
_last_scored = None


def comm_cost(layout):
    global _last_scored
    _last_scored = layout
    dp, tp = layout["shape"]
    return abs(dp - tp) + (0 if AxisType.Manual in layout["types"] else 1)


best = sorted(LAYOUTS, key=comm_cost)[0]
mesh = jax.make_mesh(best["shape"], ("data", "model"), axis_types=best["types"])
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 8)), P("data"))
print(best["name"], _last_scored["name"], x.shape)

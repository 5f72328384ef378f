"""8 chips as 2-way data x 4-way model."""
import jax
from jax.sharding import AxisType, PartitionSpec as P

ACTIVATIONS = P("data")


def build_mesh():
    return jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))

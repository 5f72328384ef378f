# EXPECT: none
# An assert's message runs only when the test fails; this one holds, so the gather in its message never runs.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))


def check_batch(x):
    assert x.shape[0] % 8 == 0, f"bad batch {top_level_all_gather(x, P(reduced={'x'}))}"
    return x


with jax.set_mesh(mesh):
    check_batch(jax.device_put(jnp.ones(16), P("x")))

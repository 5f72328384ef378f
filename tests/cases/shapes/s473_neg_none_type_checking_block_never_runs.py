# EXPECT: none
# from typing import TYPE_CHECKING: the block under it never runs.
from typing import TYPE_CHECKING
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
if TYPE_CHECKING:
    _example = jax.device_put(jnp.ones(16), P("x"))

# EXPECT: none
# EXPECT-0.8.2: MESH207
# jax.reshard onto make_mesh's default axes: Explicit on 0.10.2 (fine), Auto on 0.8.2 (refused).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((4, 2), ('data', 'model'))):
    x = jnp.ones((8, 6))
    y = jax.reshard(x, P('data', None))

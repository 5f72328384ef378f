# EXPECT: none
# EXPECT-0.8.2: MESH207
# jax.random.normal(out_sharding=...) on make_mesh's default axes.
import jax
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((2, 4), ('data', 'model'))):
    w = jax.random.normal(jax.random.key(0), (16, 8), out_sharding=P(None, 'model'))

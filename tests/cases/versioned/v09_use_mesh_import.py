# EXPECT: MESH202
# EXPECT-0.8.2: MESH202
# `from jax.sharding import use_mesh` fails on both versions.
import jax
from jax.sharding import use_mesh

with use_mesh(jax.make_mesh((8,), ('x',))):
    pass

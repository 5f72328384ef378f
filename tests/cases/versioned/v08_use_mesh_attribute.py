# EXPECT: MESH201
# EXPECT-0.8.2: MESH201
# jax.sharding.use_mesh was removed in 0.7.1: missing in 0.8.2 and 0.10.2 alike.
import jax

mesh = jax.make_mesh((8,), ('x',))
with jax.sharding.use_mesh(mesh):
    pass

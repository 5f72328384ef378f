# EXPECT: none
# Generated (tests/generator seed 104, p104_00606), shrunk; analyzer disagreed: fp MESH214 | mig.shard_map_other_mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2,), ('x',), axis_types=AxisType.Explicit, devices=jax.devices()[:2])
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def loss_1(arg):
        other = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Auto, AxisType.Auto))
        f = jax.shard_map(lambda a: a, mesh=other, in_specs=P(), out_specs=P())
        print(f(np.ones((16, 8), np.float32)).shape)
    jax.grad(loss_1)(jnp.ones((4,)))

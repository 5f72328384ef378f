# EXPECT: none
# Generated (tests/generator seed 104, p104_01317), shrunk; analyzer disagreed: fp-unexecuted MESH207 | mig.reshard.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2,), ('x',), axis_types=(AxisType.Auto,), devices=jax.devices()[:2])

def configured_step_2(scale, offset=0):
    with jax.set_mesh(mesh):

        def remat_block_1(arg):
            x = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(mesh, P('x', None)))
            y = jax.reshard(x, NamedSharding(mesh, P('x', None)))
        jax.remat(remat_block_1)(jnp.ones((4,)))

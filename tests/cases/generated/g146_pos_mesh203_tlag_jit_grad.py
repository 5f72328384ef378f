# EXPECT: MESH203
# Generated (tests/generator seed 105, p105_00635), shrunk; analyzer disagreed: fn MESH203 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
global_mesh = jax.make_mesh((2, 4), ('x', 'y'))

def run_with_mesh_3(mesh):

    @jax.jit
    def step_2(arg):

        def loss_1(arg):
            x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(None, ('x', 'y')))
        jax.value_and_grad(loss_1)(jnp.ones((4,)))
    step_2(jnp.ones((4,)))

def run_step_4():
    run_with_mesh_3(global_mesh)

def main():
    run_step_4()
main()

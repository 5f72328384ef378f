# EXPECT: MESH105
# Generated (tests/generator seed 106, p106_00232), shrunk; analyzer disagreed: fn MESH105 | mgpu.multicast_source.
import functools
import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(plgpu.multicast_ref(x_ref, ('data', 'model', 'w')), smem, bar)

class Trainer_3:

    def __init__(self):
        self.mesh = jax.make_mesh((2, 2), ('data', 'model'), devices=jax.devices()[:4])

    def run(self):

        def scan_body_2(carry, _):

            def loss_1(arg):
                k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
                smap = functools.partial(jax.shard_map, mesh=self.mesh, in_specs=P(), out_specs=P(('data', 'model')), check_vma=False)
                run_or_lower(jax.jit(smap(k)), jax.ShapeDtypeStruct((128,), jnp.float32))
            jax.value_and_grad(loss_1)(jnp.ones((4,)))
        jax.lax.scan(scan_body_2, jnp.zeros(()), None, length=2)

def main():
    Trainer_3().run()
main()

# EXPECT: MESH111
# A loader class's bound-method kernel body copies with leader_tracked=... but no collective_axes.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


class Loader:
    partition = plgpu.CopyPartition.REPLICATED

    def body(self, x_ref, y_ref, smem, bar):
        plgpu.copy_gmem_to_smem(x_ref, smem, bar, leader_tracked=self.partition)
        plgpu.barrier_wait(bar)

    def kernel(self):
        return plgpu.kernel(self.body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                            scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])


run_or_lower(jax.jit(Loader().kernel()), jax.ShapeDtypeStruct((128,), jnp.float32))

# EXPECT: MESH102
# A list for collective_axes: with no mesh, the multicast copy's lowering asks for the mesh before it reads the
# axes, so the list never gets to fail (under a shard_map it would: m101_neg_10).
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


class Broadcast:
    axes = ['x']

    def body(self, y_ref, smem):
        smem[...] = jnp.ones((128,), jnp.float32)
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, self.axes))
        plgpu.wait_smem_to_gmem(0)

    def step(self):
        k = plgpu.kernel(self.body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                         scratch_types=[plgpu.SMEM((128,), jnp.float32)])
        return jax.jit(k)


run_or_lower(Broadcast().step())

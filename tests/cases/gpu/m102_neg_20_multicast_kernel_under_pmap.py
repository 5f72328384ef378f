# EXPECT: none
# A broadcast kernel mapped over two devices with jax.pmap: pmap lowers its body through a shard_map over a
# one-axis mesh named after axis_name, so multicasting over 'batch' has the device mesh it needs.
import jax, jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def make_broadcast(n):
    def body(x_ref, y_ref, smem):
        smem[...] = x_ref[...]
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, 'batch'))
        plgpu.wait_smem_to_gmem(0)
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((n,), jnp.float32),
                        scratch_types=[plgpu.SMEM((n,), jnp.float32)])


step = jax.jit(jax.pmap(make_broadcast(128), axis_name='batch', devices=jax.devices()[:2]))
print(run_or_lower(step, jax.ShapeDtypeStruct((2, 128), jnp.float32)))

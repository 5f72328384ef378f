# EXPECT: none
# A library module's entry point nobody here calls: its kernel asks lax.axis_index('x') first, which raises
# NameError unless a caller's shard_map binds 'x'. Judged alone, whether the trace gets to the multicast of a
# peer ref (MESH107) depends on that caller: unknown, so silent (jax runs nothing here).
import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def _body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    peer = 1 - lax.axis_index('x')
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(plgpu.remote_ref(y_ref, peer), 'x'))
    plgpu.wait_smem_to_gmem(0)


def main():
    k = plgpu.kernel(_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                     scratch_types=[plgpu.SMEM((128,), jnp.float32)])
    run_or_lower(jax.jit(k))

# EXPECT: none
# Generated (tests/generator), shrunk; analyzer disagreed: fp MESH106 | mgpu.remote_of_multicast.
import jax
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower
import pytest

def kernel_body(y_ref, smem):
    plgpu.copy_smem_to_gmem(smem, plgpu.remote_ref(plgpu.multicast_ref(y_ref, ['data', 'model']), peer))
with pytest.raises(Exception):
    k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
    f = jax.jit(jax.shard_map(k, in_specs=(), out_specs=P(('data', 'model')), check_vma=False))
    run_or_lower(f)

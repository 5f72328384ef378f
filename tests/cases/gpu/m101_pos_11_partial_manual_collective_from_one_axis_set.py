# EXPECT: MESH101
# Partial-manual shard_map: the multicast names only the manual axes, tuple(MANUAL) of a set: ('x',) != {'x', 'y'}.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
MANUAL = {'x'}


def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, tuple(MANUAL)))
    plgpu.wait_smem_to_gmem(0)


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('x'), axis_names=MANUAL, check_vma=False))
run_or_lower(f)

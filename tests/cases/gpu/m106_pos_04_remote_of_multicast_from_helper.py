# EXPECT: MESH106
# A helper returns a multicast ref and the kernel makes a peer ref of it: refused while tracing.
import functools
import jax, jax.numpy as jnp
from jax import lax
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def mc_of(ref):
    return plgpu.multicast_ref(ref, ('x',))

def body(y_ref, smem):
    plgpu.copy_smem_to_gmem(smem, plgpu.remote_ref(mc_of(y_ref), 0))

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('x'), check_vma=False))
run_or_lower(f)

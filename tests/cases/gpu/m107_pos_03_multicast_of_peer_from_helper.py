# EXPECT: MESH107
# The peer ref comes from a small helper of the module (peer_of returns plgpu.remote_ref): multicasting it is
# refused while tracing, before the missing device mesh would be reported at lowering.
import functools
import jax, jax.numpy as jnp
from jax import lax
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def peer_of(ref):
    return plgpu.remote_ref(ref, 0)

def body(y_ref, smem):
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(peer_of(y_ref), ('x',)))

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
run_or_lower(jax.jit(k))

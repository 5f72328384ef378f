# EXPECT: MESH103
# A warp-level body (pl.core_map over plgpu.WarpMesh) signals a multicast semaphore over "x" only, inside a
# shard_map over ("x", "z"): Mosaic GPU needs every axis of that mesh.
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel(y_ref, sem):
    @pl.core_map(plgpu.WarpMesh(axis_name="warp"))
    def _per_warp():
        plgpu.semaphore_signal_multicast(sem.at[0], collective_axes="x")

kernel_call = plgpu.kernel(kernel, out_type=jax.ShapeDtypeStruct((8, 128), jnp.float32),
                           scratch_types=[plgpu.SemaphoreType.REGULAR((2,))])
mesh = jax.sharding.Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ["x", "z"])
run_or_lower(jax.jit(jax.shard_map(kernel_call, mesh=mesh, in_specs=(), out_specs=P(None), check_vma=False)))

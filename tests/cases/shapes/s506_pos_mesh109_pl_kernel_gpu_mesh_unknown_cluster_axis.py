# EXPECT: MESH109
# pl.kernel over a plgpu.Mesh bound to a name, with a cluster axis; the collective copy names another axis.
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

gpu_mesh = plgpu.Mesh(cluster=(2,), cluster_names=("pair",))


def body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, collective_axes="row")
    plgpu.barrier_wait(bar)
    y_ref[...] = smem[...]


loader = pl.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), mesh=gpu_mesh,
                   scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
run_or_lower(jax.jit(loader), jax.ShapeDtypeStruct((128,), jnp.float32))

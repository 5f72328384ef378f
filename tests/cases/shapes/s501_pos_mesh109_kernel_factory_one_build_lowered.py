# EXPECT: MESH109
# The loader factory built once, for a row layout whose cluster axes lack the one the copy names, then lowered.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, collective_axes="pair")
    plgpu.barrier_wait(bar)
    y_ref[...] = smem[...]


def make_loader(cluster_names):
    return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                        scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)],
                        cluster=(2,), cluster_names=cluster_names)


rowwise = make_loader(("row",))
run_or_lower(jax.jit(rowwise), jax.ShapeDtypeStruct((128,), jnp.float32))

# EXPECT: none
# A loader factory takes the cluster layout; a paired build and a row build are made, only the paired one (whose
# cluster axis the copy names) is lowered.
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


paired = make_loader(("pair",))
rowwise = make_loader(("row",))
run_or_lower(jax.jit(paired), jax.ShapeDtypeStruct((128,), jnp.float32))

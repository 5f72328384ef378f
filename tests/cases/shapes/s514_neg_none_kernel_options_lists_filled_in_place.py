# EXPECT: none
# The launch dict starts with empty cluster lists that a loop over the wanted cluster axes fills in place.
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

CLUSTER_AXES = [("pair", 2)]


def body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, collective_axes="pair")
    plgpu.barrier_wait(bar)
    y_ref[...] = smem[...]


launch = {"cluster": [], "cluster_names": [], "num_threads": 1, "thread_name": "wg"}
for name, size in CLUSTER_AXES:
    launch["cluster"].append(size)
    launch["cluster_names"].append(name)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)], **launch)
print(run_or_lower(jax.jit(k), jax.ShapeDtypeStruct((128,), jnp.float32)))

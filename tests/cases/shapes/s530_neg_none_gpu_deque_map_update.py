# EXPECT: none
# The launch dict is renamed by consuming map(launch.update, ...) with a zero-length deque.
import collections
import jax
import jax.numpy as jnp
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

launch = {"cluster": (2,), "cluster_names": ("cx",)}
collections.deque(map(launch.update, [{"cluster_names": ("pair",)}]), maxlen=0)


def body(x_ref, y_ref, smem, bar):
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, collective_axes="pair")
    plgpu.barrier_wait(bar)
    y_ref[...] = smem[...]


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)], **launch)
print(run_or_lower(jax.jit(k), jax.ShapeDtypeStruct((128,), jnp.float32)))

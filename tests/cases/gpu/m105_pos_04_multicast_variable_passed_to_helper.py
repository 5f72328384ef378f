# EXPECT: MESH105
# A multicast ref kept in a variable is passed to a helper that reads it with copy_gmem_to_smem.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def load(src, smem, bar):
    plgpu.copy_gmem_to_smem(src, smem, bar)
    plgpu.barrier_wait(bar)

def body(x_ref, y_ref, smem, bar):
    src = plgpu.multicast_ref(x_ref, ("x",))
    load(src, smem, bar)
    y_ref[...] = smem[...]

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
mesh = jax.make_mesh((2,), ("x",), devices=jax.devices()[:2])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P("x"), check_vma=False))
print(run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32)))

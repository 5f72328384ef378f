# EXPECT: MESH102
# jit with NamedSharding in_shardings over a mesh is still not shard_map: the kernel sees no device mesh.
import jax, jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def body(x_ref, y_ref, smem):
    smem[...] = x_ref[...]
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, 'x'))
    plgpu.wait_smem_to_gmem(0)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])
f = jax.jit(k, in_shardings=NamedSharding(mesh, P()), out_shardings=NamedSharding(mesh, P()))
run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))

# EXPECT: MESH101
# A bound method is the Mosaic GPU kernel body; it multicasts over self.axis ('x') of an ('x', 'y') mesh.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


class Broadcaster:
    def __init__(self, axis):
        self.axis = axis

    def body(self, y_ref, smem):
        smem[...] = jnp.ones((128,), jnp.float32)
        plgpu.commit_smem()
        plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, self.axis))
        plgpu.wait_smem_to_gmem(0)

    def build(self, mesh):
        k = plgpu.kernel(self.body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                         scratch_types=[plgpu.SMEM((128,), jnp.float32)])
        return jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(('x', 'y')), check_vma=False))


mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
run_or_lower(Broadcaster('x').build(mesh))

import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax import lax
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(y_ref, smem):
    peer = 1 - lax.axis_index('data')
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(plgpu.remote_ref(y_ref, peer), ('data',)))

class Trainer_1:

    def __init__(self):
        self.mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Explicit,), devices=jax.devices()[:2])

    def run(self):
        k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), scratch_types=[plgpu.SMEM((128,), jnp.float32)])
        with jax.set_mesh(self.mesh):
            f = jax.jit(jax.shard_map(k, in_specs=(), out_specs=P('data'), check_vma=False))
            run_or_lower(f)

# EXPECT: none
# A link object's method makes the peer ref of the plain output ref; the multicast ref goes in the second,
# unrelated place (a ref to signal). Only `ref` reaches remote_ref: nothing is refused.
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


class Links:
    def to(self, ref, also):
        del also
        return plgpu.remote_ref(ref, 0)


def body(y_ref, smem):
    everyone = plgpu.multicast_ref(y_ref, ('x',))
    plgpu.copy_smem_to_gmem(smem, Links().to(y_ref, everyone))


mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])
k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('x'), check_vma=False))
run_or_lower(f)

# EXPECT: MESH106
# A link object's method makes the peer ref; the kernel hands it a multicast ref. The method's `self` is bound,
# so its `ref` parameter is the call's first argument.
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


class Links:
    def __init__(self, axes):
        self.axes = axes

    def to(self, ref, device):
        return plgpu.remote_ref(ref, device)


def body(links, y_ref, smem):
    everyone = plgpu.multicast_ref(y_ref, links.axes)
    plgpu.copy_smem_to_gmem(smem, links.to(everyone, 0))


mesh = jax.make_mesh((2,), ('x',), devices=jax.devices()[:2])
k = plgpu.kernel(functools.partial(body, Links(mesh.axis_names)),
                 out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P('x'), check_vma=False))
run_or_lower(f)

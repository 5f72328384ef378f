# EXPECT: MESH101
# A kernel method bound with functools.partial to the last mesh axis only, lowered through the project's own
# run_or_lower (run_utils.py, followed across modules): Mosaic GPU needs all of the shard_map mesh's axes.
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from run_utils import run_or_lower


class AllReduceKernel:
    def __init__(self, mesh):
        self.mesh = mesh

    def _body(self, x_ref, y_ref, *, axes):
        v = plgpu.multimem_load_reduce(x_ref, collective_axes=axes, reduction_op='add')
        y_ref[...] = plgpu.layout_cast(v, plgpu.Layout.WG_STRIDED((128,), vec_size=1))

    def build(self):
        k = plgpu.kernel(functools.partial(self._body, axes=self.mesh.axis_names[-1:]),
                         out_type=jax.ShapeDtypeStruct((128,), jnp.float32))
        return jax.jit(jax.shard_map(k, mesh=self.mesh, in_specs=P(), out_specs=P(self.mesh.axis_names),
                                     check_vma=False))


mesh = jax.make_mesh((2, 2), ('x', 'y'), devices=jax.devices()[:4])
run_or_lower(AllReduceKernel(mesh).build(), jax.ShapeDtypeStruct((128,), jnp.float32))

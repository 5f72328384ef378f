import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

def kernel_body(x_ref, y_ref):
    plgpu.async_prefetch(x_ref, collective_axes=('y', 'x'))
mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Auto, AxisType.Auto), devices=jax.devices()[:4])

def main():

    def stage_2():

        def loss_1(arg):
            k = plgpu.kernel(kernel_body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32), cluster=(2, 2), cluster_names=('a', 'b'))
            f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P(('x', 'y')), check_vma=False))
            run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))
        jax.value_and_grad(loss_1)(jnp.ones((4,)))
    jax.named_call(stage_2, name='stage')()

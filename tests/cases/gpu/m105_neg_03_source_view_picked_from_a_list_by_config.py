# EXPECT: none
# The loader keeps a table of views over the weights and picks the staging one by a config index; the
# local staging picks the plain ref as the source of the GMEM->SMEM copy.
from types import SimpleNamespace

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu

LOCAL, BROADCAST = 0, 1
cfg = SimpleNamespace(block=128, staging=LOCAL, lr=1e-2)
mesh = jax.make_mesh((2, 4), ("dp", "mp"), devices=jax.devices()[:8])
ALL_AXES = tuple(mesh.axis_names)


def update_kernel(w_ref, g_ref, o_ref, w_smem, bar):
    views = [w_ref, plgpu.multicast_ref(w_ref, ALL_AXES)]
    plgpu.copy_gmem_to_smem(views[cfg.staging], w_smem, bar)
    plgpu.barrier_wait(bar)
    o_ref[...] = w_smem[...] - cfg.lr * g_ref[...]


kern = plgpu.kernel(update_kernel, out_type=jax.ShapeDtypeStruct((cfg.block,), jnp.float32),
                    scratch_types=[plgpu.SMEM((cfg.block,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
sgd = jax.jit(jax.shard_map(kern, mesh=mesh, in_specs=(P(), P()), out_specs=P(ALL_AXES), check_vma=False))
spec = jax.ShapeDtypeStruct((cfg.block,), jnp.float32)
jax.export.export(sgd, platforms=["cuda"])(spec, spec)

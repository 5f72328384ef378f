# EXPECT: MESH109
# A SimpleNamespace kernel config names the mesh axis 'x' as the copy's collective axis (it must be a cluster axis).
from types import SimpleNamespace
import functools
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

cfg = SimpleNamespace(mesh_axis='x', copy_axes='x')


def body(x_ref, y_ref, smem, bar, *, cfg):
    plgpu.copy_gmem_to_smem(x_ref, smem, bar, collective_axes=cfg.copy_axes)
    plgpu.barrier_wait(bar)
    y_ref[...] = smem[...]


k = plgpu.kernel(functools.partial(body, cfg=cfg), out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
mesh = jax.make_mesh((2,), (cfg.mesh_axis,), devices=jax.devices()[:2])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=P(), out_specs=P(cfg.mesh_axis), check_vma=False))
run_or_lower(f, jax.ShapeDtypeStruct((128,), jnp.float32))

# EXPECT: none
# Tile loaders registered on a `types.ModuleType` namespace and picked by name from the run config: the shared
# plain loader is picked here: it copies from the input ref itself.
import types
import numpy as np
import jax, jax.numpy as jnp
from jax.sharding import Mesh, PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

BLOCK = 256
ops = types.ModuleType("tile_ops")


def _plain_load(axes):
    def body(x_ref, o_ref, tile, bar):
        plgpu.copy_gmem_to_smem(x_ref, tile, bar)
        plgpu.barrier_wait(bar)
        o_ref[...] = tile[...] * 2.0
    return body


def _shared_load(axes):
    def body(x_ref, o_ref, tile, bar):
        plgpu.copy_gmem_to_smem(plgpu.multicast_ref(x_ref, axes), tile, bar)
        plgpu.barrier_wait(bar)
        o_ref[...] = tile[...] * 2.0
    return body


ops.plain_load = _plain_load
ops.shared_load = _shared_load
LOADER = "plain_load"

mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ("replica", "shard"))
kernel = plgpu.kernel(getattr(ops, LOADER)(tuple(mesh.axis_names)),
                      out_type=jax.ShapeDtypeStruct((BLOCK,), jnp.float32),
                      scratch_types=[plgpu.SMEM((BLOCK,), jnp.float32), plgpu.Barrier(num_arrivals=1)])
spec = P(mesh.axis_names)
f = jax.jit(jax.shard_map(kernel, mesh=mesh, in_specs=spec, out_specs=spec, check_vma=False))
run_or_lower(f, jax.ShapeDtypeStruct((4 * BLOCK,), jnp.float32))

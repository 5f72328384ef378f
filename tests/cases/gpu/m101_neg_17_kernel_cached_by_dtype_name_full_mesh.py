# EXPECT: none
# A kernel factory caches one kernel per (shape, dtype name): `jnp.dtype(dtype).name` is known, so the cached
# kernel is the one built; its multicast names both axes of the mesh.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


class Broadcast:
    def __init__(self, axes):
        self.axes = axes
        self._cache = {}

    def _build(self, shape, dtype):
        def body(out_ref, tile):
            tile[...] = jnp.ones(shape, dtype)
            plgpu.commit_smem()
            plgpu.copy_smem_to_gmem(tile, plgpu.multicast_ref(out_ref, self.axes))
            plgpu.wait_smem_to_gmem(0)
        return plgpu.kernel(body, out_type=jax.ShapeDtypeStruct(shape, dtype),
                            scratch_types=[plgpu.SMEM(shape, dtype)])

    def __call__(self, shape, dtype=jnp.float32):
        key = (tuple(shape), jnp.dtype(dtype).name)
        if key not in self._cache:
            self._cache[key] = self._build(tuple(shape), dtype)
        return self._cache[key]()


bcast = Broadcast(("data", "model"))
mesh = jax.make_mesh((2, 2), ("data", "model"), devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(lambda: bcast((256,)), mesh=mesh, in_specs=(), out_specs=P(("data", "model")),
                          check_vma=False))
run_or_lower(f)

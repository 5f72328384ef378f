# EXPECT: MESH101
# The kernel body reads its multicast axes from a config @property: one axis of the two-axis mesh.
# Reading the same property outside the body (AXES = cfg.bcast_axes at module level) is caught.
import dataclasses
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower

@dataclasses.dataclass(frozen=True)
class Cfg:
    axis_names: tuple = ("data", "model")

    @property
    def bcast_axes(self):
        return self.axis_names[:1]

cfg = Cfg()

def body(y_ref, smem):
    smem[...] = jnp.ones((128,), jnp.float32)
    plgpu.commit_smem()
    plgpu.copy_smem_to_gmem(smem, plgpu.multicast_ref(y_ref, cfg.bcast_axes))
    plgpu.wait_smem_to_gmem(0)

k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SMEM((128,), jnp.float32)])
mesh = jax.make_mesh((2, 2), cfg.axis_names, devices=jax.devices()[:4])
f = jax.jit(jax.shard_map(k, mesh=mesh, in_specs=(), out_specs=P(cfg.axis_names), check_vma=False))
print(run_or_lower(f))

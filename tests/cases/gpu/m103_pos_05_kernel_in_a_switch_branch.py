# EXPECT: MESH103
# A step picks its kernel with lax.switch: JAX traces and lowers every branch, so the multicast kernel in the
# second one is lowered even if the index never selects it, and its semaphore names "x" only of the ("x", "y")
# mesh.
import jax, jax.numpy as jnp
from jax import lax
from jax.sharding import PartitionSpec as P
from jax.experimental.pallas import mosaic_gpu as plgpu
from lowering_helper import run_or_lower


def body(y_ref, sem):
    plgpu.semaphore_signal_multicast(sem, collective_axes=("x",))
    y_ref[...] = jnp.zeros((128,), jnp.float32)


k = plgpu.kernel(body, out_type=jax.ShapeDtypeStruct((128,), jnp.float32),
                 scratch_types=[plgpu.SemaphoreType.REGULAR])


def other():
    return jnp.zeros((128,), jnp.float32)


def step(i):
    return lax.switch(i, (other, k))


mesh = jax.make_mesh((2, 2), ("x", "y"), devices=jax.devices()[:4])
run_or_lower(jax.jit(jax.shard_map(step, mesh=mesh, in_specs=P(), out_specs=P(("x", "y")), check_vma=False)),
             jax.ShapeDtypeStruct((), jnp.int32))

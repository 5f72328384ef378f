# EXPECT: MESH206
# A retry loop whose try body enters jax.set_mesh in a `with` only for warm-up: the `with` restores the empty
# context on any exit, so the step after it runs with no mesh, and its RuntimeError is not the ValueError caught.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:8]).reshape((8,)), ('data',), axis_types=(AxisType.Explicit,))


def shard_rows(a):
    return jax.lax.with_sharding_constraint(a * 2, P('data', None))


def train(num_attempts=3):
    for attempt in range(num_attempts):
        try:
            with jax.set_mesh(mesh):
                warm = jnp.zeros((8, 4))
            batch = jnp.ones((16, 8))
            out = jax.jit(shard_rows)(batch)
            return out.shape
        except ValueError as err:
            print(f"attempt {attempt} failed:", err)


if __name__ == "__main__":
    print(train())

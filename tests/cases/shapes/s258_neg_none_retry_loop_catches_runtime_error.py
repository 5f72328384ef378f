# EXPECT: none
# s257 with the handler catching RuntimeError too: the missing mesh is caught on every attempt (reported as
# information only), and train() returns None.
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
        except (ValueError, RuntimeError) as err:
            print(f"attempt {attempt} failed:", err)


if __name__ == "__main__":
    print(train())

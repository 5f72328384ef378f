# EXPECT: none
# A loader peeked at with next() and then deleted: its last reference goes, CPython finalizes it and its with
# block exits, so the shard_map over another mesh runs with no context mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


def batches(mesh):
    with jax.set_mesh(mesh):
        for i in range(4):
            yield jax.device_put(np.full((16, 4), i, np.float32), P("data"))


if __name__ == "__main__":
    loader_mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    model_mesh = jax.make_mesh((4, 2), ("x", "y"), axis_types=(AxisType.Auto,) * 2)
    loader = batches(loader_mesh)
    first = next(loader)
    del loader
    f = jax.shard_map(lambda a: a * 2, mesh=model_mesh, in_specs=P("x"), out_specs=P("x"))
    print(f(jnp.ones((8, 4))).shape)

# EXPECT: none
# A loader peeked at once under its own mesh, then closed: the shard_map after it runs with no context mesh.
# (close() throws GeneratorExit at the yield: the generator's with block exits and puts back no mesh.)
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
    loader.close()
    f = jax.shard_map(lambda a: a * 2, mesh=model_mesh, in_specs=P("x"), out_specs=P("x"))
    print(f(jnp.ones((8, 4))).shape)

# EXPECT: none
# jax.jit(jax.value_and_grad(loss)) where loss gathers; the mesh is Explicit (correct).
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def loss(w, batch):
    full = top_level_all_gather(w, P(None, 'model', reduced={'data'}))
    return (full * batch).sum()


train_step = jax.jit(jax.value_and_grad(loss))


def main():
    mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((8, 2)), P('data', 'model'))
        return train_step(w, 2.0)


main()

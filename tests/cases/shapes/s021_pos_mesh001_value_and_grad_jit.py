# EXPECT: MESH001
# jax.jit(jax.value_and_grad(loss)) where loss gathers; the mesh is a Mesh(...) with default (Auto) axes.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def loss(w, batch):
    full = top_level_all_gather(w, P(None, 'model', reduced={'data'}))
    return (full * batch).sum()


train_step = jax.jit(jax.value_and_grad(loss))


def main():
    mesh = Mesh(np.array(jax.devices()).reshape(4, 2), ('data', 'model'))
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((8, 2)), P('data', 'model'))
        return train_step(w, 2.0)


main()

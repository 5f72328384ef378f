# EXPECT: none
# Meshes are cached in a module dict keyed by their shape. The evaluator's shard_map is built with the eval
# mesh and runs under that same cached mesh object, set with jax.set_mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

_MESHES = {}


def get_mesh(shape):
    if shape not in _MESHES:
        _MESHES[shape] = jax.make_mesh(shape, ("data", "model"), axis_types=(AxisType.Auto,) * 2)
    return _MESHES[shape]


class Evaluator:
    def __init__(self, mesh):
        self.loss = jax.jit(jax.shard_map(lambda x: jax.lax.pmean(jnp.mean(x), "data"), mesh=mesh,
                                          in_specs=P("data"), out_specs=P()))


train_mesh = get_mesh((4, 2))
evaluator = Evaluator(get_mesh((8, 1)))
eval_mesh = get_mesh((8, 1))
with jax.set_mesh(eval_mesh):
    print(evaluator.loss(jnp.ones((16, 4))))

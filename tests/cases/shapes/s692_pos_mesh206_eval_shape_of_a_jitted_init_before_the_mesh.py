# EXPECT: MESH206
# The usual "abstract init" step: jax.eval_shape of the jitted init to get parameter shapes before allocating.
# The init's out_shardings are bare PartitionSpecs and no mesh is set yet: eval_shape traces the jit, which
# cannot resolve them (RuntimeError).
import jax
from jax.sharding import PartitionSpec as P


def make_init(dim):
    def init(key):
        return {"w": jax.random.normal(key, (16, dim)), "b": jax.numpy.zeros((dim,))}
    return jax.jit(init, out_shardings={"w": P("data", None), "b": P()})


def abstract_params(dim):
    return jax.eval_shape(make_init(dim), jax.random.key(0))


shapes = abstract_params(4)
mesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(mesh):
    print(jax.tree.map(lambda s: s.shape, shapes))

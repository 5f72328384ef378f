# EXPECT: none
# The same abstract init, traced under `with jax.set_mesh(mesh):`: the bare specs resolve against the context
# mesh and eval_shape returns the shapes.
import jax
from jax.sharding import PartitionSpec as P


def make_init(dim):
    def init(key):
        return {"w": jax.random.normal(key, (16, dim)), "b": jax.numpy.zeros((dim,))}
    return jax.jit(init, out_shardings={"w": P("data", None), "b": P()})


mesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(mesh):
    shapes = jax.eval_shape(make_init(4), jax.random.key(0))
    print(jax.tree.map(lambda s: s.shape, shapes))

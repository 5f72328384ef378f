# EXPECT: none
# Parameters are boxed in a registered pytree class that carries their partition names (flax's Partitioned
# style), made under jax.jit. A helper unboxes the names into NamedShardings, tagging every parameter that is
# not split along 'data' as reduced over it; the mesh's axes are Explicit, so reduced may name 'data'.
import jax
import jax.numpy as jnp
from jax import tree_util
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@tree_util.register_pytree_node_class
class Boxed:
    def __init__(self, value, names):
        self.value = value
        self.names = tuple(names)

    def tree_flatten(self):
        return (self.value,), self.names

    @classmethod
    def tree_unflatten(cls, names, children):
        return cls(children[0], names)


def is_boxed(x):
    return isinstance(x, Boxed)


def init(key):
    k1, k2 = jax.random.split(key)
    return {"embed": Boxed(jax.random.normal(k1, (64, 16)), ("model", None)),
            "wi": Boxed(jax.random.normal(k2, (16, 32)), ("data", "model"))}


def shardings_of(boxed, mesh):
    def to_sharding(box):
        if "data" in box.names:
            return NamedSharding(mesh, P(*box.names))
        return NamedSharding(mesh, P(*box.names, reduced={"data"}))
    return tree_util.tree_map(to_sharding, boxed, is_leaf=is_boxed)


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    boxed = jax.jit(init)(jax.random.key(0))
    shardings = shardings_of(boxed, mesh)
    params = jax.device_put(tree_util.tree_map(lambda b: b.value, boxed, is_leaf=is_boxed), shardings)
    print(jax.tree.map(lambda a: a.sharding.spec, params))

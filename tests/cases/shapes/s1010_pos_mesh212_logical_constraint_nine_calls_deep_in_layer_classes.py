# EXPECT: MESH212
# Layer classes constrain their outputs through logical-axis rules (a spec built from a generator of resolved
# names), nine calls below the jitted step; 'batch' maps to the Explicit 'data' axis of a mesh whose other axis
# is Auto, where with_sharding_constraint may name only Auto axes.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Rules:
    def __init__(self, table):
        self._table = dict(table)

    def resolve(self, name):
        if name is None:
            return None
        return self._table[name]

    def spec(self, names):
        return P(*(self.resolve(n) for n in names))


RULES = Rules({"batch": "data", "mlp": "model", "embed": None})


def logical_to_spec(names):
    return RULES.spec(names)


class Layer:
    def __call__(self, params, x):
        return self.apply(params, x)

    @staticmethod
    def constrain(x, names):
        return jax.lax.with_sharding_constraint(x, logical_to_spec(names))


class Dense(Layer):
    def __init__(self, out_axes):
        self.out_axes = out_axes

    def apply(self, params, x):
        return self.constrain(x @ params, self.out_axes)


class Block(Layer):
    def __init__(self):
        self.up, self.down = Dense(("batch", "mlp")), Dense(("batch", "embed"))

    def apply(self, params, x):
        return x + self.down(params["down"], jax.nn.gelu(self.up(params["up"], x)))


class Model(Layer):
    def __init__(self, depth):
        self.blocks = [Block() for _ in range(depth)]

    def apply(self, params, x):
        for block, p in zip(self.blocks, params):
            x = block(p, x)
        return x


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Auto))
    model = Model(2)
    params = [{"up": jnp.ones((8, 16)), "down": jnp.ones((16, 8))} for _ in range(2)]
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.ones((16, 8)), P("data", None))
        print(jax.jit(model)(params, x).shape)

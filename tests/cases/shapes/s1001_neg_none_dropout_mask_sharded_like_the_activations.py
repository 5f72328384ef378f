# EXPECT: none
# A dropout branch draws its mask with out_sharding over 'data', as the activations are split:
# drawn like the activations, the kept values keep their sharding, as the eval branch returns them.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def dropout_or_identity(x, key, training, rate=0.1):
    def train(operand):
        h, k = operand
        keep = jax.random.bernoulli(k, 1.0 - rate, h.shape, out_sharding=P("data", None))
        return jnp.where(keep, h / (1.0 - rate), 0.0)

    def evaluate(operand):
        return operand[0]

    return jax.lax.cond(training, train, evaluate, (x, key))


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.ones((8, 16)), P("data", None))
        print(jax.jit(dropout_or_identity)(x, jax.random.key(0), True).sharding.spec)

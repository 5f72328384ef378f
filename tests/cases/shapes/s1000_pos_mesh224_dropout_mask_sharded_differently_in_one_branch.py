# EXPECT: MESH224
# A dropout branch draws its mask with out_sharding over 'model' while the activations are split over 'data':
# the kept values come out sharded over both, the eval branch returns them as they were.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def dropout_or_identity(x, key, training, rate=0.1):
    def train(operand):
        h, k = operand
        keep = jax.random.bernoulli(k, 1.0 - rate, h.shape, out_sharding=P(None, "model"))
        return jnp.where(keep, h / (1.0 - rate), 0.0)

    def evaluate(operand):
        return operand[0]

    return jax.lax.cond(training, train, evaluate, (x, key))


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.ones((8, 16)), P("data", None))
        print(jax.jit(dropout_or_identity)(x, jax.random.key(0), True).sharding.spec)

# EXPECT: none
# One jitted step serves train and eval through lax.cond: the train branch applies dropout (a jnp.where over
# a replicated mask keeps the activations' sharding, ('data', None)); the eval branch returns them as they are:
# both branches have one type.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def dropout(key, x, rate):
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)


def forward(params, x, key, training):
    h = jax.nn.gelu(x @ params["w1"])

    def train_branch(operand):
        h, key = operand
        return dropout(key, h, 0.1)

    def eval_branch(operand):
        h, _ = operand
        return h

    h = jax.lax.cond(training, train_branch, eval_branch, (h, key))
    return h @ params["w2"]


if __name__ == "__main__":
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        params = {"w1": jax.device_put(jnp.full((16, 32), 0.05), NamedSharding(mesh, P())),
                  "w2": jax.device_put(jnp.full((32, 8), 0.05), NamedSharding(mesh, P()))}
        x = jax.device_put(jnp.ones((8, 16)), NamedSharding(mesh, P("data", None)))
        print(jax.jit(forward)(params, x, jax.random.key(0), jnp.bool_(True)).shape)

# EXPECT: none
# A placement helper only device_puts values that are not jax.Arrays yet; every value it gets is one (jnp
# creators and arithmetic, jax.random samples, a jitted step's outputs, device_put without a sharding, list
# items), so its bare-spec branch never runs.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def to_device(x):
    if not isinstance(x, jax.Array):
        return jax.device_put(x, P("data"))
    return x


@jax.jit
def step(params, x):
    y = x @ params["w"]
    return {"loss": jnp.mean(y ** 2), "out": y}


class Model:
    def __init__(self, key, d):
        self.w = jax.random.normal(key, (d, d)) * 0.02
        self.b = jnp.zeros((d,)).astype(jnp.bfloat16)

    def params(self):
        return [self.w, self.b.reshape(1, -1)]


def main(scale):
    key = jax.random.key(0)
    model = Model(key, 4)
    metrics = step({"w": model.w}, jnp.arange(8.0).reshape(2, 4))
    values = [jnp.linspace(0.0, 1.0, 4), -jnp.eye(4)[0], jnp.ones((4,)) * scale, metrics["loss"],
              jax.device_put(np.arange(8, dtype=np.float32)), jax.nn.relu(jnp.ones((4,)) - 0.5)]
    for v in values + model.params() + [layer for layer in [jnp.ones((2,)) * i for i in range(3)]]:
        to_device(v)
    print(jax.tree.map(to_device, {c: jax.random.uniform(key, (2,)) for c in "ab"}))


main(0.5)

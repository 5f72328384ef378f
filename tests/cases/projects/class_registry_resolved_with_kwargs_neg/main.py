# EXPECT: none
# config.py picks "dp" with no kwargs; strategies/registry.py (no jax) builds the registered DataParallel class,
# whose single 'data' axis is Explicit, so Strategy.scope() can enter its mesh with jax.set_mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import config
from strategies import resolve


@jax.jit
def forward(x, w):
    return jnp.tanh(x @ w)


def main():
    strat = resolve(config.RUN["strategy"], **config.RUN["strategy_kwargs"])
    with strat.scope():
        x = jax.device_put(jnp.ones((config.RUN["batch_size"], config.RUN["features"])), P(strat.batch_axis))
        w = jax.device_put(jnp.eye(config.RUN["features"]), P())
        y = forward(x, w)
        print(strat.name, y.sharding.spec)


if __name__ == "__main__":
    main()

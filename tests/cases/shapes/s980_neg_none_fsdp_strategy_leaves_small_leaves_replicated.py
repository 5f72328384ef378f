# EXPECT: none
# An FSDP strategy: leaves with at least `min_size` elements get their largest dimension sharded over 'fsdp' (a
# spec list filled in after an early return for small leaves). Here every leaf is below the threshold, so every
# spec is P() and the constraint holds for the replicated parameters.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


class FullyShardedStrategy:
    def __init__(self, axis="fsdp", min_size=4096):
        self.axis, self.min_size = axis, min_size

    def spec_for(self, path, leaf):
        if leaf.size < self.min_size:
            return P()
        dim = max(range(leaf.ndim), key=lambda i: leaf.shape[i])
        spec = [None] * leaf.ndim
        spec[dim] = self.axis
        return P(*spec)

    def shard(self, params):
        specs = jax.tree_util.tree_map_with_path(self.spec_for, params)
        return jax.tree.map(jax.lax.with_sharding_constraint, params, specs)


def train_step(strategy, params, x):
    params = strategy.shard(params)
    return jnp.tanh(x @ params["kernel"] + params["bias"]).sum()


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    params = {"kernel": rng.normal(size=(32, 64)).astype(np.float32), "bias": np.zeros((64,), np.float32)}
    with jax.set_mesh(jax.make_mesh((8,), ("fsdp",), axis_types=(AxisType.Explicit,))):
        step = jax.jit(lambda p, x: train_step(FullyShardedStrategy(), p, x))
        print(step(params, np.ones((4, 32), np.float32)))

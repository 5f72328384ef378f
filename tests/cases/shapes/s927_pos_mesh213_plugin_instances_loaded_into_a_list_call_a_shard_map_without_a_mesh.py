# EXPECT: MESH213
# Plugins are classes looked up by name and instantiated into a list by a loader; the gradient-norm plugin wraps
# a bound method in jax.shard_map with no mesh=, and the training loop calls it with no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


class Plugin:
    def __init__(self, **options):
        self.options = options

    def on_step(self, step, grads):
        return {}


class GradNorm(Plugin):
    def __init__(self, axis="data", **options):
        super().__init__(**options)
        self.axis = axis
        self._sq = jax.shard_map(self._local, in_specs=P(self.axis), out_specs=P())

    def _local(self, g):
        return jax.lax.psum(jnp.sum(g * g), self.axis)

    def on_step(self, step, grads):
        return {"grad_norm": jnp.sqrt(self._sq(grads))}


REGISTRY = {"grad_norm": GradNorm, "noop": Plugin}


def load(enabled):
    loaded = []
    for name, options in enabled.items():
        loaded.append(REGISTRY[name](**options))
    return loaded


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",))
    grads = jax.device_put(jnp.ones((16,)), NamedSharding(mesh, P("data")))
    plugins = load({"noop": {}, "grad_norm": {"every": 1}})
    for step in range(2):
        for plugin in plugins:
            print(plugin.on_step(step, grads))

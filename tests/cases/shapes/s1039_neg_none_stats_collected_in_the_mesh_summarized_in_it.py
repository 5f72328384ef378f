# EXPECT: none
# Per-example losses are collected in a list inside the eval mesh (the loader certainly yields batches); the
# summary runs inside the same `with` block, where the bare spec of its reshard resolves on the eval mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class RunningStats:
    def __init__(self):
        self._chunks = []

    def update(self, values):
        self._chunks.append(values)

    def summarize(self):
        if not self._chunks:
            return {}
        values = jax.sharding.reshard(jnp.concatenate(self._chunks, axis=0), P(None))
        return {"mean": float(jnp.mean(values))}


def batches(mesh, n):
    for i in range(n):
        yield jax.device_put(jnp.full((16,), float(i)), jax.sharding.NamedSharding(mesh, P("batch")))


def run_eval(steps=3):
    mesh = jax.make_mesh((8,), ("batch",), axis_types=(AxisType.Explicit,))
    stats = RunningStats()
    with jax.set_mesh(mesh):
        for x in batches(mesh, steps):
            stats.update(x * 2.0)
        return stats.summarize()


if __name__ == "__main__":
    print(run_eval())

# EXPECT: MESH221
# An inner optimisation loop (fori_loop) refines a per-shard estimate that starts from the shard's own rows; the
# result is returned as if replicated (out_specs=P()) with no pmean: JAX refuses it.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


class Estimator:
    def __init__(self, steps=5):
        self.steps = steps
        self.mesh = jax.make_mesh((4,), ('batch',), axis_types=(jax.sharding.AxisType.Auto,))

    def _estimate(self, rows):
        start = rows.mean()

        def refine(i, est):
            return est - 0.1 * (est - rows.mean())

        return jax.lax.fori_loop(0, self.steps, refine, start)

    def __call__(self, rows):
        fn = jax.shard_map(self._estimate, mesh=self.mesh, in_specs=P('batch'), out_specs=P())
        return fn(rows)


print(Estimator()(np.arange(32.0).reshape(16, 2)))

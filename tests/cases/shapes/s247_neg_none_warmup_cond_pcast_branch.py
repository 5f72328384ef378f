# EXPECT: none
# s246 with the constant branch made varying over 'batch' (jax.lax.pcast): both branches have one type.
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class Schedule:
    warmup_steps: int = 10


def make_loss(mesh, schedule: Schedule):
    def loss(x, step):
        return jax.lax.cond(step < schedule.warmup_steps, lambda: jax.lax.pcast(0.0, ('batch',), to='varying'),
                            lambda: jnp.mean(x ** 2))[None]

    return jax.jit(jax.shard_map(loss, mesh=mesh, in_specs=(P('batch'), P()), out_specs=P('batch')))


mesh = jax.make_mesh((4,), ('batch',), axis_types=(jax.sharding.AxisType.Auto,))
print(make_loss(mesh, Schedule())(np.ones((16, 4), np.float32), np.array(3)))

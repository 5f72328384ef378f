# EXPECT: MESH214
# A trainer that plans under the abstract mesh (use_abstract_mesh) and jits its step there: jit traces the step
# before it lowers, so the shard_map over another mesh is refused first (lowering_platforms would come later).
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Planner:
    def __init__(self):
        self.mesh = jax.make_mesh((2,), ('data',), axis_types=(AxisType.Explicit,), devices=jax.devices()[:2])
        self.expert_mesh = jax.make_mesh((4, 2), ('data', 'expert'), axis_types=(AxisType.Auto, AxisType.Auto))

    def step(self, batch):
        route = jax.shard_map(lambda b: b * 2, mesh=self.expert_mesh, in_specs=P('expert'), out_specs=P('expert'))
        return route(batch)

    def plan(self, batch):
        with jax.sharding.use_abstract_mesh(self.mesh.abstract_mesh):
            return jax.jit(self.step)(batch)


planner = Planner()
print(planner.plan(jnp.ones((8,))))

import jax
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

class Trainer_1:

    def run(self):
        k = jax.random.key(0)
        r = jax.random.normal(k, (16, 8), out_sharding=P(('x', 'y'), None))

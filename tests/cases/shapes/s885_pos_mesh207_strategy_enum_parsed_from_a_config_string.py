# EXPECT: MESH207
# The run config names its strategy as a string; Parallelism.parse accepts a member or its name (an isinstance
# guard), and the hybrid strategy leaves 'model' to the partitioner (Auto) while its specs reshard onto it.
import enum

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Parallelism(enum.Enum):
    FSDP = "fsdp"
    HYBRID = "hybrid"

    @classmethod
    def parse(cls, value):
        if isinstance(value, cls):
            return value
        return cls(str(value).lower())


AXIS_TYPES = {
    Parallelism.FSDP: (AxisType.Explicit, AxisType.Explicit),
    Parallelism.HYBRID: (AxisType.Explicit, AxisType.Auto),
}
WEIGHT_SPEC = {Parallelism.FSDP: P("data", None), Parallelism.HYBRID: P(None, "model")}

RUN = {"parallelism": "HYBRID", "d": 16}


def main(run):
    strategy = Parallelism.parse(run["parallelism"])
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=AXIS_TYPES[strategy])
    with jax.set_mesh(mesh):
        w = jax.sharding.reshard(jnp.ones((run["d"], run["d"])), WEIGHT_SPEC[strategy])
        print(strategy, w.sharding.spec)


if __name__ == "__main__":
    main(RUN)

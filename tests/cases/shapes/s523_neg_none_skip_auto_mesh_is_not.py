# EXPECT: none
# A collective benchmark sweeps every mesh the harness built but only gathers on meshes other than the legacy Auto
# one, selected with an identity test (`mesh is not legacy`).
import jax
import numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Harness:
    def __init__(self):
        self.fsdp = jax.make_mesh((8,), ("fsdp",))
        self.legacy = Mesh(np.array(jax.devices()), ("fsdp",), axis_types=(AxisType.Auto,))
        self.meshes = [self.fsdp, self.legacy]

    def run(self):
        for mesh in self.meshes:
            if mesh is not self.legacy:
                with jax.set_mesh(mesh):
                    w = jax.device_put(np.arange(32.0, dtype=np.float32), P("fsdp"))
                    print(jax.typeof(top_level_all_gather(w, P(None, reduced={"fsdp"}))))


Harness().run()

# EXPECT: MESH001
# The launcher walks a list of candidate mesh layouts and keeps the first whose size matches the devices it
# finds at run time; every candidate is a plain jax.sharding.Mesh (Auto axes), so whichever one is chosen, the
# gather of the reduced weights runs under a mesh whose axes are not Explicit.
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import Mesh, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class Layout:
    name: str
    shape: tuple

    @property
    def size(self):
        return int(np.prod(self.shape))


CANDIDATES = [
    Layout("pod16", (8, 2)),
    Layout("host8", (4, 2)),
    Layout("tiny4", (2, 2)),
]


def build_mesh(layout):
    devices = np.array(jax.devices()[:layout.size]).reshape(layout.shape)
    return Mesh(devices, ("data", "model"))


def pick_mesh():
    n_devices = len(jax.devices())
    for layout in CANDIDATES:
        if layout.size != n_devices:
            continue
        mesh = build_mesh(layout)
        print("using layout", layout.name)
        break
    else:
        raise RuntimeError("no mesh fits")
    return mesh


def main():
    mesh = pick_mesh()
    with jax.set_mesh(mesh):
        w = jax.device_put(jnp.arange(64.0).reshape(8, 8), P("data", "model"))
        gathered = top_level_all_gather(w, P("data", None, reduced={"model"}))
        return gathered


print(main().shape)

# EXPECT: none
# The launcher walks a list of candidate mesh layouts and keeps the first whose size matches the devices it
# finds at run time; the first candidate (an Auto mesh of 16 devices) does not fit 8 devices and is skipped, the
# next one is an Explicit make_mesh, so the gather of the reduced weights runs under an all-Explicit mesh.
import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, Mesh, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class Layout:
    name: str
    shape: tuple
    explicit: bool

    @property
    def size(self):
        return int(np.prod(self.shape))


CANDIDATES = [
    Layout("pod16", (8, 2), explicit=False),
    Layout("host8", (4, 2), explicit=True),
    Layout("tiny4", (2, 2), explicit=True),
]


def build_mesh(layout):
    if layout.explicit:
        return jax.make_mesh(layout.shape, ("data", "model"),
                             axis_types=(AxisType.Explicit, AxisType.Explicit))
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

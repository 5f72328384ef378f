# EXPECT: MESH211
# settings.py names no mesh: its dataclass is made as the class says. The override drops a mesh axis and keeps
# three axis kinds, so make_mesh gets two names and three axis types.
import jax
from jax.sharding import AxisType, PartitionSpec as P

from settings import ParallelSettings


class Trainer:
    def __init__(self, settings):
        self.settings = settings
        self.mesh = jax.make_mesh(settings.grid, settings.names,
                                  axis_types=tuple(AxisType[k] for k in settings.kinds))

    def run(self):
        with jax.set_mesh(self.mesh):
            print(jax.device_put(jax.numpy.ones((8,)), P(self.settings.names[0])).sharding)


def main():
    settings = ParallelSettings(grid=(2, 4), names=("data", "tensor"))
    Trainer(settings).run()


main()

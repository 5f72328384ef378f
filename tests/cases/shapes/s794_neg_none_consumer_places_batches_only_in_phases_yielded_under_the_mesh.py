# EXPECT: none
# The schedule yields its training phases inside `with jax.set_mesh(...)` and its last phase ("export") after it.
# The consumer places batches with a bare PartitionSpec only in training phases, so nothing runs without the mesh.
import dataclasses

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


@dataclasses.dataclass
class Schedule:
    train_steps: int = 2


def phases(mesh, schedule):
    with jax.set_mesh(mesh):
        for step in range(schedule.train_steps):
            yield "train", step
    yield "export", schedule.train_steps


def run(name, step):
    if name == "train":
        batch = jax.device_put(np.full((8, 4), float(step), np.float32), P("data", None))
        return float(batch.sum())
    return float(np.zeros(3).sum())   # export runs on the host


def main():
    mesh = jax.make_mesh((8,), ("data",))
    for name, step in phases(mesh, Schedule()):
        print(name, step, run(name, step))


main()

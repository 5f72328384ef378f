# EXPECT: MESH206
# An inference Session keeps its mesh on a contextlib.ExitStack: open() enters jax.set_mesh on the stack and
# release() closes the stack. A step runs after release(), so its with_sharding_constraint is given a bare
# PartitionSpec with no mesh left in context.
import contextlib

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


class Session:
    def __init__(self, mesh):
        self.mesh = mesh
        self.events = []
        self._stack = contextlib.ExitStack()

    def open(self):
        self._stack.enter_context(jax.set_mesh(self.mesh))
        self._stack.callback(self.events.append, "closed")
        self.events.append("opened")
        return self

    def release(self):
        self._stack.close()

    def step(self, x):
        return jax.lax.with_sharding_constraint(x * 2, P("data", None))


def build_mesh():
    devices = np.array(jax.devices()).reshape(4, 2)
    return jax.sharding.Mesh(devices, ("data", "model"), axis_types=(AxisType.Auto,) * 2)


def main():
    session = Session(build_mesh()).open()
    x = jnp.ones((8, 4), jnp.float32)
    first = session.step(x)
    print("first", float(first.sum()))
    session.release()
    second = session.step(first)
    print("second", float(second.sum()), session.events)


main()

# EXPECT: none
# lib.py's functions set a default Auto mesh, then run code of their caller (a hook, a stored callback, an
# overriding method, the decorated function, the consumer between two next() calls) that installs an Explicit
# mesh before the reshard / out_sharding: every call here runs. Judged alone, lib.py must not be flagged.
import jax
import numpy as np
from jax.sharding import AxisType

import lib


def install():
    jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,)))


x = np.arange(16.0)
print(lib.place(x, install).sharding.spec)
print(lib.Placer(install).place(x).sharding.spec)


class MyExperiment(lib.Experiment):
    def _setup_mesh(self):
        install()


print(MyExperiment().run().sharding.spec)
print(lib.with_default_mesh(install)().sharding.spec)
gen = lib.stages(x)
next(gen)
install()
print(next(gen).sharding.spec)

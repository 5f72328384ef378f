# EXPECT: none
# Mesh settings changed in ways the analysis does not follow step by step: a mutable default shared by calls, a
# class attribute set through type(self) and self.__class__, a property setter, globals()[...], and callbacks
# run by map(). Each leaves the value unknown (never the stale one): no error on this correct program.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

AXIS_KINDS = (AxisType.Auto,)


def kinds_after_warmup(_calls=[]):
    _calls.append(1)
    return (AxisType.Explicit,) if len(_calls) > 1 else (AxisType.Auto,)


class Topology:
    kinds = (AxisType.Auto,)
    _mode = AxisType.Auto

    def promote(self):
        type(self).kinds = (AxisType.Explicit,)

    def reset(self):
        self.__class__.kinds = (AxisType.Explicit,)

    @property
    def mode(self):
        return self._mode

    @mode.setter
    def mode(self, value):
        self._mode = value


def configure():
    globals()["AXIS_KINDS"] = (AxisType.Explicit,)


def promote_global(_):
    global AXIS_KINDS
    AXIS_KINDS = (AxisType.Explicit,)


def zeros_on(kinds):
    with jax.set_mesh(jax.make_mesh((8,), ("d",), axis_types=kinds)):
        return jnp.zeros((8,), out_sharding=P("d")).sharding.spec


kinds_after_warmup()
print(zeros_on(kinds_after_warmup()))
topo = Topology()
topo.promote()
print(zeros_on(Topology.kinds))
topo.reset()
topo.mode = AxisType.Explicit
print(zeros_on((topo._mode,)))
configure()
print(zeros_on(AXIS_KINDS))
AXIS_KINDS = (AxisType.Auto,)
list(map(promote_global, [0]))
print(zeros_on(AXIS_KINDS))

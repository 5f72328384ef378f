# EXPECT: none
# Mesh settings resolved through Python's class machinery: a diamond whose C3 order picks the Explicit axis
# type, cooperative super().__init__(**kw) through mixins, __init_subclass__ promoting subclasses, a
# cached_property keeping its first value, a subclass setter written as @Base.prop.setter, and an object whose
# __class__ is reassigned. Every program path is correct code.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def zeros_under(kind):
    with jax.set_mesh(jax.make_mesh((8,), ("x",), axis_types=(kind,))):
        return jnp.zeros((16,), out_sharding=P("x")).sharding.spec


class Root:
    kind = AxisType.Auto


class Left(Root):
    pass


class Right(Root):
    kind = AxisType.Explicit


class Leaf(Left, Right):
    pass


class Module:
    def __init__(self, **kw):
        self.kind = AxisType.Auto
        super().__init__(**kw)


class ExplicitMixin:
    def __init__(self, **kw):
        self.kind = AxisType.Explicit


class Dense(Module, ExplicitMixin):
    pass


class Registered:
    kind = AxisType.Auto

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.kind = AxisType.Explicit


class Layer(Registered):
    pass


class Env:
    kind = AxisType.Explicit

    @functools.cached_property
    def mesh_kind(self):
        return self.kind


class Base:
    @property
    def mode(self):
        return self._mode

    @mode.setter
    def mode(self, value):
        self._mode = value


class Child(Base):
    @Base.mode.setter
    def mode(self, value):
        self._mode = AxisType.Explicit if value == "explicit" else AxisType.Auto


class Draft:
    kind = AxisType.Auto


class Final:
    kind = AxisType.Explicit


print(zeros_under(Leaf.kind))
print(zeros_under(Dense().kind))
print(zeros_under(Layer.kind))
env = Env()
first = env.mesh_kind
env.kind = AxisType.Auto
print(zeros_under(env.mesh_kind))
child = Child()
child.mode = "explicit"
print(zeros_under(child.mode))
doc = Draft()
doc.__class__ = Final
print(zeros_under(doc.kind))

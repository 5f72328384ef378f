# EXPECT: none
# Layers register themselves through __init_subclass__ and are built by name from an architecture list; the
# forward pass calls each instance. Dense pins its output to the Auto 'model' axis, which a constraint may name
# on this hybrid mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Layer:
    registry = {}

    def __init_subclass__(cls, *, kind, **kwargs):
        super().__init_subclass__(**kwargs)
        Layer.registry[kind] = cls

    def init(self, key, d_in):
        return {}, d_in


class Dense(Layer, kind="dense"):
    def __init__(self, features):
        self.features = features

    def init(self, key, d_in):
        return {"w": jax.random.normal(key, (d_in, self.features)) * d_in ** -0.5}, self.features

    def __call__(self, params, x):
        return jax.lax.with_sharding_constraint(x @ params["w"], P(None, "model"))


class Relu(Layer, kind="relu"):
    def __call__(self, params, x):
        return jax.nn.relu(x)


ARCH = [("dense", {"features": 64}), ("relu", {}), ("dense", {"features": 16})]


def build(arch, key, d_in):
    mods, params = [], []
    for kind, kw in arch:
        key, sub = jax.random.split(key)
        mod = Layer.registry[kind](**kw)
        p, d_in = mod.init(sub, d_in)
        mods.append(mod)
        params.append(p)
    return mods, params


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Auto))
    with jax.set_mesh(mesh):
        mods, params = build(ARCH, jax.random.key(0), 32)
        print("built", mods)

        @jax.jit
        def forward(params, x):
            for mod, p in zip(mods, params):
                x = mod(p, x)
            return x

        print(forward(params, jax.device_put(jnp.ones((8, 32)), P("data"))).shape)

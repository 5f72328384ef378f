# EXPECT: MESH215
# A data-parallel optimizer class: its shard_map body calls a method that averages the gradients with pmean,
# keeps the first rows of the replicated weights and gathers them back with all_gather(to='reduced'). On a
# one-axis mesh the pmean result and the replicated weights vary over no axis, so the gather refuses them.
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class Config:
    axis: str = "data"
    lr: float = 0.1


class DataParallelSGD:
    def __init__(self, cfg, mesh):
        self.cfg = cfg
        self.size = mesh.shape[cfg.axis]

    def _update(self, w, grads):
        ax = self.cfg.axis
        g = jax.lax.pmean(grads, ax)
        rows = w.shape[0] // self.size
        w = jax.lax.dynamic_slice_in_dim(w, 0, rows, 0)
        g = jax.lax.dynamic_slice_in_dim(g, 0, rows, 0)
        return jax.lax.all_gather(w - self.cfg.lr * g, ax, axis=0, tiled=True, to="reduced")

    def make_step(self):
        ax = self.cfg.axis

        @jax.jit
        @partial(jax.shard_map, in_specs=(P(), P(ax)), out_specs=P(reduced={ax}))
        def step(w, x):
            g = jax.grad(lambda w: jnp.mean(jnp.tanh(x @ w) ** 2))(w)
            return self._update(w, g)
        return step


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    opt = DataParallelSGD(Config(), mesh)
    with jax.set_mesh(mesh):
        step = opt.make_step()
        w = jnp.full((16, 4), 0.1)
        x = jax.device_put(jnp.ones((32, 16)), P("data"))
        print(step(w, x).shape)

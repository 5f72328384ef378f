# EXPECT: none
# Loss reducers are classes registered by a decorator and chosen by the eval config; the batch is placed as one
# tuple with one sharding. The sum reducer sums over 'batch' (psum), so the P() output is the same along it.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

REDUCERS = {}


def register(name):
    def deco(cls):
        REDUCERS[name] = cls
        return cls
    return deco


@register("sum")
class SumReducer:
    def __init__(self, axis_name):
        self.axis_name = axis_name

    def __call__(self, per_token, mask):
        return jax.lax.psum(jnp.sum(per_token * mask), self.axis_name)


@register("token_mean")
class TokenMeanReducer:
    def __init__(self, axis_name):
        self.axis_name = axis_name

    def __call__(self, per_token, mask):
        return jnp.sum(per_token * mask) / jnp.maximum(jnp.sum(mask), 1.0)


def make_eval_step(mesh, reducer_name):
    reducer = REDUCERS[reducer_name]("batch")

    def local(losses, mask):
        return reducer(losses, mask)

    return jax.jit(jax.shard_map(local, mesh=mesh, in_specs=(P("batch"), P("batch")), out_specs=P()))


if __name__ == "__main__":
    cfg = {"eval": {"reduction": "sum"}}
    mesh = jax.make_mesh((8,), ("batch",))
    rng = np.random.default_rng(0)
    losses = rng.random(size=(16, 12)).astype(np.float32)
    mask = (rng.random(size=(16, 12)) > 0.1).astype(np.float32)
    losses, mask = jax.device_put((losses, mask), NamedSharding(mesh, P("batch")))
    print(float(make_eval_step(mesh, cfg["eval"]["reduction"])(losses, mask)))

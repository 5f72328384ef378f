# EXPECT: MESH002
# A module system: the base __init__ runs setup(), whose children call the same base __init__ again (with a
# config holding jnp.float32); each Dense gathers its fsdp-sharded kernel with an out spec that does not list
# 'fsdp' in reduced.
import dataclasses

import jax
import jax.numpy as jnp
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class Config:
    d_model: int = 16
    d_ff: int = 32
    dtype: jnp.dtype = jnp.float32
    fsdp_axis: str = "fsdp"


class Module:
    def __init__(self, cfg, name):
        self.cfg, self.name, self.children = cfg, name, {}
        self.setup()

    def setup(self):
        pass


class Dense(Module):
    def __init__(self, cfg, name, d_in, d_out):
        self.d_in, self.d_out = d_in, d_out
        super().__init__(cfg, name)

    def init(self, key):
        w = jax.random.normal(key, (self.d_in, self.d_out), self.cfg.dtype)
        return {"kernel": jax.sharding.reshard(w, P(self.cfg.fsdp_axis, None))}

    def __call__(self, params, x):
        return x @ top_level_all_gather(params["kernel"], P(None, None))


class Block(Module):
    def setup(self):
        self.children["wi"] = Dense(self.cfg, "wi", self.cfg.d_model, self.cfg.d_ff)

    def __call__(self, params, x):
        return self.children["wi"](params["wi"], x)


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("fsdp",), axis_types=(AxisType.Explicit,))
    with jax.set_mesh(mesh):
        block = Block(Config(), "block")
        params = {"wi": block.children["wi"].init(jax.random.key(0))}
        print(block(params, jnp.ones((4, 16))).shape)

# EXPECT: none
# A loader reads a key its config dict does not have: the KeyError ends the path before the bare-spec
# device_put, and the caller's handler reports the incomplete config. The placement never runs.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def shard(x, cfg):
    lr = cfg["learning_rate"]
    return jax.device_put(x * lr, P("data"))


def load():
    cfg = {"steps": 10}
    cfg.pop("warmup", None)
    try:
        return shard(np.ones(8), cfg)
    except KeyError:
        print("incomplete config")
        return None


load()

# EXPECT: none
# A token loader object whose __iter__ is an endless `while True:` generator; the trainer takes
# cfg.steps batches with enumerate(itertools.islice(loader, steps)) inside the legacy `with mesh:` block;
# an evaluation-only config asks for 0 steps, so islice takes no batch and the device_put never runs.
import itertools
from dataclasses import dataclass

import jax
import numpy as np
from jax.sharding import PartitionSpec as P


@dataclass
class TrainConfig:
    batch_size: int = 8
    seq_len: int = 16
    steps: int = 3


class TokenLoader:
    def __init__(self, batch_size, seq_len, seed=0):
        self.batch_size, self.seq_len = batch_size, seq_len
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        while True:
            tokens = self.rng.integers(0, 100, (self.batch_size, self.seq_len + 1), dtype=np.int32)
            yield {"inputs": tokens[:, :-1], "targets": tokens[:, 1:]}


BATCH_SPECS = {"inputs": P("data", None), "targets": P("data", None)}


def train(cfg, mesh):
    loader = TokenLoader(cfg.batch_size, cfg.seq_len)
    with mesh:
        for step, host_batch in enumerate(itertools.islice(loader, cfg.steps)):
            batch = jax.device_put(host_batch, BATCH_SPECS)
            print(step, batch["inputs"].sharding)


if __name__ == "__main__":
    train(TrainConfig(steps=0), jax.make_mesh((8,), ("data",)))

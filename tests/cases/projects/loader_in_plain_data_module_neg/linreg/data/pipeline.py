"""Synthetic linear-regression batches, generated on the host."""
import numpy as np

_NUM_BATCHES = {"train": 8, "eval": 2}
_SEEDS = {"train": 0, "eval": 1}


def get_dataset(split, batch, dim):
    rng = np.random.default_rng(_SEEDS[split])
    true_w = np.linspace(-1.0, 1.0, dim).astype(np.float32)
    for _ in range(_NUM_BATCHES[split]):
        x = rng.standard_normal((batch, dim)).astype(np.float32)
        noise = 0.1 * rng.standard_normal(batch).astype(np.float32)
        yield {"x": x, "y": x @ true_w + noise}

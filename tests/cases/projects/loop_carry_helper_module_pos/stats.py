"""Statistics helpers (plain jax.lax, no shardings named here)."""
import jax


def running_total(x):
    # sums the first four rows of the shard, starting from a constant
    return jax.lax.fori_loop(0, 4, lambda i, acc: acc + x[i].sum(), 0.0)[None]

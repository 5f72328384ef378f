# EXPECT: MESH220
# The token embedding is looked up with jnp.take from a replicated table, then annotated with the activation
# layout through logical axis rules. Under jax.make_mesh every axis is Explicit, so the constraint is an assert
# and the looked-up activations are replicated, not ('data', None, 'model').
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

RULES = {"batch": "data", "length": None, "embed": "model"}


def constrain(x, names):
    return jax.lax.with_sharding_constraint(x, P(*(RULES.get(n) for n in names)))


class Embedding:
    def __init__(self, vocab, dim, key):
        self.table = jax.random.normal(key, (vocab, dim)) * 0.02

    def __call__(self, ids):
        x = jnp.take(self.table, ids, axis=0)
        return constrain(x, ("batch", "length", "embed"))


def main():
    mesh = jax.make_mesh((4, 2), ("data", "model"))
    with jax.set_mesh(mesh):
        embed = Embedding(32, 16, jax.random.key(0))
        ids = jnp.zeros((8, 6), jnp.int32)
        print(jax.typeof(jax.jit(embed.__call__)(ids)))


if __name__ == "__main__":
    main()

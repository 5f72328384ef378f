# EXPECT: MESH206
# main() builds the jitted step with PartitionSpecs and calls it; the entry point never sets a mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def _step(w, x):
    return w - 0.1 * (x.T @ (x @ w))


def main():
    mesh = jax.make_mesh((4, 2), ('data', 'model'))
    step = jax.jit(_step, in_shardings=(P(None, 'model'), P('data', None)), out_shardings=P(None, 'model'))
    return step(jnp.ones((4, 6)), jnp.ones((8, 4)))


if __name__ == '__main__':
    main()

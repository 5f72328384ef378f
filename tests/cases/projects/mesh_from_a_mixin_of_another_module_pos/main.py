# EXPECT: MESH207
# The layer gets its mesh from a mixin of another module through a cooperative super().__init__ chain; it
# reshards its activations onto 'model', which the mixin's mesh leaves to the partitioner (Auto).
import jax.numpy as jnp

from dense import ShardedDense


if __name__ == "__main__":
    layer = ShardedDense(16, name="mlp_in")
    print(layer(jnp.ones((8, 16))).sharding.spec, layer.name)

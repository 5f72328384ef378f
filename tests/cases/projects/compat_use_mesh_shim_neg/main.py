# EXPECT: none
import jax

from trainer import train

print(train(jax.make_mesh((8,), ("data",))).sharding)

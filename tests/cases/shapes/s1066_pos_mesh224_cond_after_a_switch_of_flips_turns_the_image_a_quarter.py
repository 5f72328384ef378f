# EXPECT: MESH224
# A switch picks one of three flips (each keeps the image's sharding, so the switch's output has it too); the
# cond after it turns the image a quarter on one branch, which moves 'space' to the width dimension, and keeps
# it on the other: under an Explicit mesh the two branches return different types.
import jax
import jax.numpy as jnp
from jax import lax
from jax.sharding import AxisType, PartitionSpec as P

FLIPS = (lambda im: im, lambda im: jnp.flip(im, axis=1), lambda im: jnp.flip(im, axis=2))


def turn(img):
    return jnp.rot90(img, k=1, axes=(1, 2))


@jax.jit
def augment(img, key):
    k_flip, k_turn = jax.random.split(key)
    img = lax.switch(jax.random.randint(k_flip, (), 0, len(FLIPS)), FLIPS, img)
    return lax.cond(jax.random.bernoulli(k_turn), turn, lambda im: im, img)


mesh = jax.make_mesh((4, 2), ("data", "space"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    images = jax.device_put(jnp.ones((8, 16, 16, 3)), P("data", "space", None, None))
    print(augment(images, jax.random.key(0)).sharding.spec)

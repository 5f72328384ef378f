# EXPECT: none
# getattr with a default never raises AttributeError.
import jax
import jax.sharding as shd

use = getattr(shd, 'use_mesh', jax.set_mesh)
with use(jax.make_mesh((2, 4), ('a', 'b'))):
    pass

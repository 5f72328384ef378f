# EXPECT: none
# axis_types=None takes the default.
import jax
from jax.sharding import AbstractMesh

mesh = jax.make_mesh((8,), ('x',), axis_types=None)
abstract = AbstractMesh((2, 4), ('a', 'b'))

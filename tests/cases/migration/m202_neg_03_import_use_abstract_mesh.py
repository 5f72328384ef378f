# EXPECT: none
# use_abstract_mesh is importable; only use_mesh was removed.
import jax
from jax.sharding import use_abstract_mesh, AbstractMesh

with use_abstract_mesh(AbstractMesh((8,), ('x',))):
    pass

# EXPECT: none
# registry.py declares `Registry.mesh = None`; main.py assigns a mesh to it before calling model.make_state,
# which enters it: the class attribute read in model.py is what main.py stored, not the declared None.
import jax

from model import make_state
from registry import Registry

Registry.mesh = jax.make_mesh((8,), ("data",))
make_state(16)

import jax
from jax import set_mesh as activate

MESH = jax.make_mesh((8,), ("data",))
activate(MESH)  # sets the mesh for the rest of the process

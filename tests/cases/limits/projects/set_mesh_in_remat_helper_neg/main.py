# EXPECT: none
# Generated (tests/generator seed 105, p105_00671), shrunk. main.py runs mesh_helpers.remat_block_2 under
# jax.remat, so its `with jax.set_mesh` is traced: jax raises `set_mesh can only be used outside of jax.jit`.
# Cross-file the analyzer agrees; single-file (mesh_helpers.py alone, no caller in view) it reports MESH001:
# policy, an uncalled function is judged as if called plainly (a plain caller does get MESH001).
import jax
import jax.numpy as jnp
from mesh_helpers import remat_block_2
jax.remat(remat_block_2)(jnp.ones((4,)))

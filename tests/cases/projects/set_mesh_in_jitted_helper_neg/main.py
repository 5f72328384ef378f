# EXPECT: none
# Generated (tests/generator seed 104, p104_01356), shrunk. mesh_helpers.step_1 is jitted and enters
# jax.set_mesh inside: jax raises `set_mesh can only be used outside of jax.jit` (no rule) before the gather
# on the Auto mesh runs, so MESH001 must not be reported.
import jax.numpy as jnp
from mesh_helpers import step_1
step_1(jnp.ones((4,)))

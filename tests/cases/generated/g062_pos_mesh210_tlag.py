# EXPECT: MESH210
# Generated (tests/generator seed 104, p104_00060), shrunk; analyzer disagreed: fn MESH210 | tlag.
import jax
mesh = jax.make_mesh(axis_shapes=(2,), axis_names=('x',), axis_types=('auto',), devices=jax.devices()[:2])

import jax


def test_other():
    jax.set_mesh(jax.make_mesh((8,), ("x",)))   # pytest-only test; main.py never imports it

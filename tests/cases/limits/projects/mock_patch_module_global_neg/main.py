# EXPECT: none
# trainer.MESH is Auto; the test patches it with an Explicit mesh via mock.patch("trainer.MESH", ...) before calling gather_step.
from unittest import mock
import jax
import trainer

def test_gather_explicit():
    with mock.patch("trainer.MESH", jax.make_mesh((8,), ("x",))):
        assert trainer.gather_step().shape == (16,)

if __name__ == "__main__":
    test_gather_explicit()
    print("ok")

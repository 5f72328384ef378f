# EXPECT: MESH212
import jax
import jax.numpy as jnp

from base_layer import FeedForward
from tasks import lm_task


def create_mesh(task_p):
    return jax.make_mesh(task_p.mesh_shape, task_p.mesh_axis_names)


def main():
    task_p = lm_task()
    mesh = create_mesh(task_p)
    layer = FeedForward(task_p.model, mesh)
    theta = {"w1": jnp.ones((16, 32)), "w2": jnp.ones((32, 16))}
    fprop = jax.jit(layer.__call__)
    out = fprop(theta, jnp.ones((8, 16)))
    print(out.shape)


if __name__ == "__main__":
    main()

# EXPECT: none
# The warm-up schedule is precomputed with list() from a generator that runs under the mesh; list() runs it to
# its end. With no steps it yields nothing: the list is empty and no state is created.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def scheduled_steps(mesh, total, warmup):
    with jax.set_mesh(mesh):
        for step in range(total):
            yield step, min(1.0, (step + 1) / warmup)


def init_state(width, lr):
    w = jnp.full((16, width), 0.02, out_sharding=P("data", None))
    return {"w": w * lr}


def main(total):
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    schedule = list(scheduled_steps(mesh, total=total, warmup=2))
    states = [init_state(4, lr) for _, lr in schedule]
    print(len(states))


if __name__ == "__main__":
    main(0)

# EXPECT: MESH224
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

WARMUP_STEPS = 10


def aux_loss_schedule(step, aux):
    return jax.lax.cond(step < WARMUP_STEPS, lambda: jnp.float32(0.0), lambda: aux)


def per_device(step, x):
    aux = jnp.mean(x ** 2)
    aux = aux_loss_schedule(step, aux)
    return jax.lax.psum(aux, "data")


def main():
    mesh = jax.make_mesh((8,), ("data",))
    f = jax.shard_map(per_device, mesh=mesh, in_specs=(P(), P("data")), out_specs=P())
    with jax.set_mesh(mesh):
        x = jax.device_put(np.ones((16, 3), np.float32), P("data"))
        print(jax.jit(f)(jnp.int32(3), x))


if __name__ == "__main__":
    main()

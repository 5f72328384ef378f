# EXPECT: MESH002
# The update step is jitted with out_shardings given as a dict that mirrors the params. Every other step the
# params are gathered for evaluation with a dict of out specs; the bias entry drops its 'tp' axis but does not
# list it in reduced.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

TRAIN_SPECS = {"w": P("fsdp", "tp"), "b": P("tp")}
EVAL_SPECS = {"w": P(None, "tp", reduced={"fsdp"}), "b": P(None)}


def loss_fn(params, x):
    return jnp.mean((jnp.dot(x, params["w"], out_sharding=P("fsdp", "tp")) + params["b"]) ** 2)


def main():
    mesh = jax.make_mesh((2, 4), ("fsdp", "tp"))
    with jax.set_mesh(mesh):
        update = jax.jit(lambda p, x: jax.tree.map(lambda w, g: w - 0.1 * g, p, jax.grad(loss_fn)(p, x)),
                         out_shardings={k: NamedSharding(mesh, s) for k, s in TRAIN_SPECS.items()})
        params = {"w": jax.random.normal(jax.random.key(0), (8, 16), out_sharding=TRAIN_SPECS["w"]),
                  "b": jnp.zeros((16,), out_sharding=TRAIN_SPECS["b"])}
        x = jax.device_put(jnp.ones((4, 8)), P("fsdp", None))
        for step in range(2):
            params = update(params, x)
        full = jax.jit(lambda p: top_level_all_gather(p, EVAL_SPECS))(params)
        print({k: jax.typeof(v) for k, v in full.items()})


if __name__ == "__main__":
    main()

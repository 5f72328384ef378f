# EXPECT: none
# A helper collects the mesh axes of a spec into a set it is given; the gather for decoding marks every one of
# them reduced (multi_dim=True): the set holds both axes when the out spec is made.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


def collect_axes(spec, into):
    for part in spec:
        if part is not None:
            into.update(part if isinstance(part, tuple) else (part,))


if __name__ == "__main__":
    mesh = jax.make_mesh((4, 2), ("fsdp", "tp"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(mesh):
        w = jax.device_put(jnp.ones((64, 32)), P("fsdp", "tp"))
        axes = set()
        collect_axes(w.sharding.spec, axes)
        full = top_level_all_gather(w, P(None, None, reduced=axes), multi_dim=True)
        print(jax.typeof(full))

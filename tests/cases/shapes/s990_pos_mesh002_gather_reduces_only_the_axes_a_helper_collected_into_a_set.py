# EXPECT: MESH002
# A helper collects the mesh axes of a spec into a set it is given, here of the first dimension's spec only: the
# out spec marks 'fsdp' reduced but not 'tp', which the gather also takes away.
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
        collect_axes(P(w.sharding.spec[0]), axes)
        full = top_level_all_gather(w, P(None, None, reduced=axes), multi_dim=True)
        print(jax.typeof(full))

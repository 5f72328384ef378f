# EXPECT: none
# The export step folds the weight's PartitionSpec entry by entry with functools.reduce, dropping the FSDP axis
# (read from the config with operator.attrgetter) and naming it in reduced=. Dimension 0 is sharded over
# ('seq', 'fsdp'): what is kept, ('seq',), is a prefix of it, so top_level_all_gather accepts the out spec.
import functools
import operator
from types import SimpleNamespace

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

CONFIG = SimpleNamespace(fsdp_axis="fsdp", seq_axis="seq", tp_axis="tp", mesh_shape=(2, 2, 2))


def without(axis):
    def fold(acc, entry):
        kept_entries, dropped = acc
        axes = () if entry is None else (entry,) if isinstance(entry, str) else tuple(entry)
        kept = tuple(a for a in axes if a != axis)
        return kept_entries + ((kept if len(kept) > 1 else kept[0] if kept else None),), \
            dropped | ({axis} if len(kept) < len(axes) else set())
    return fold


def gathered_spec(spec, cfg):
    axis = operator.attrgetter("fsdp_axis")(cfg)
    entries, dropped = functools.reduce(without(axis), spec, ((), set()))
    return P(*entries, reduced=dropped)


def main():
    fsdp, seq, tp = operator.attrgetter("fsdp_axis", "seq_axis", "tp_axis")(CONFIG)
    mesh = jax.make_mesh(CONFIG.mesh_shape, (fsdp, seq, tp))
    spec = P((seq, fsdp), tp)
    with jax.set_mesh(mesh):
        w = jax.device_put(jnp.ones((16, 8)), spec)
        print(jax.typeof(top_level_all_gather(w, gathered_spec(spec, CONFIG))))


if __name__ == "__main__":
    main()

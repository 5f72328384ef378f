from types import SimpleNamespace

from jax.sharding import AxisType

BASE = SimpleNamespace(parallelism="tensor", ici_fsdp=4, ici_tensor=2, dcn_replica=1,
                       axis_types=(AxisType.Explicit, AxisType.Explicit), batch=16, d_model=64)


def override(cfg, **changes):
    merged = dict(vars(cfg))
    merged.update(changes)
    return SimpleNamespace(**merged)

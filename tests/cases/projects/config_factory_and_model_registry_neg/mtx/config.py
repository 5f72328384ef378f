"""Run configuration: a base dict, overridable per run."""
from types import SimpleNamespace

_BASE = dict(
    model="decoder",
    rules_name="fsdp_tp",
    ici_fsdp=4,
    ici_tensor=2,
    batch=8,
    seq=16,
    emb=32,
    mlp=64,
    seed=0,
)


def get_config(**overrides):
    d = dict(_BASE)
    d.update(overrides)
    return SimpleNamespace(**d)

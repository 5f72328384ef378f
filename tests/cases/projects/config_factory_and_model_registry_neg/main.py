# EXPECT: none
# mtx/config.py (no jax) defaults rules_name to "fsdp_tp", the table sharding/presets.py registers with concrete
# mesh axes (or None) only; the other table's P.UNCONSTRAINED is never used on the all-Explicit jax.make_mesh.
import jax
import numpy as np

import mtx
from mtx.models import build_model
from mtx.sharding import RULE_SETS, create_mesh


def main():
    cfg = mtx.get_config()
    mesh = create_mesh(cfg)
    rules = RULE_SETS[cfg.rules_name]
    model = build_model(cfg, mesh, rules)

    batch = np.random.default_rng(0).standard_normal((cfg.batch, cfg.seq, cfg.emb)).astype(np.float32)
    x = jax.device_put(batch, model.input_sharding())
    with jax.set_mesh(mesh):
        y = jax.jit(model.apply)(model.params, x)
    print(cfg.model, y.shape, y.sharding.spec)


if __name__ == "__main__":
    main()

# EXPECT: MESH211
# The run overrides the base config (a copy of its namespace) to the hybrid layout; the builder is looked up by
# name in the builders module, and the hybrid mesh has three axis names for the config's two axis types.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

import config
import mesh_builders


def build_mesh(cfg):
    builder = getattr(mesh_builders, f"{cfg.parallelism}_mesh", None)
    if builder is None:
        raise KeyError(f"unknown parallelism {cfg.parallelism!r}")
    return builder(cfg)


def main():
    cfg = config.override(config.BASE, parallelism="hybrid")
    mesh = build_mesh(cfg)
    with jax.set_mesh(mesh):
        x = jnp.ones((cfg.batch, cfg.d_model), out_sharding=P("fsdp", None))
        print(mesh.shape, x.sharding.spec)


if __name__ == "__main__":
    main()

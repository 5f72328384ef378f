"""Mesh factories, selected by name from the run config."""
import jax


def tensor_mesh(cfg):
    return jax.make_mesh((cfg.ici_fsdp, cfg.ici_tensor), ("fsdp", "tensor"), axis_types=cfg.axis_types)


def hybrid_mesh(cfg):
    # the replica axis spans slices; fsdp and tensor live inside a slice
    return jax.make_mesh((cfg.dcn_replica, cfg.ici_fsdp, cfg.ici_tensor), ("replica", "fsdp", "tensor"),
                         axis_types=cfg.axis_types)

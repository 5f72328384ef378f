# EXPECT: none
# Minimal shape: config container changed by a library call (argparse_known_kw) before it feeds the mesh/shard_map.
import argparse
from types import SimpleNamespace
import jax
from jax.sharding import PartitionSpec as P
opts = SimpleNamespace(in_specs=P("data"), out_specs=P(), check_vma=True)
p = argparse.ArgumentParser()
p.add_argument("--no-check-vma", dest="check_vma", action="store_false")
p.parse_known_args(["--no-check-vma"], namespace=opts)
mesh = jax.make_mesh((8,), ("data",))
f = jax.shard_map(lambda x: x.mean(), mesh=mesh, in_specs=opts.in_specs, out_specs=opts.out_specs, check_vma=opts.check_vma)
with jax.set_mesh(mesh):
    f(jax.device_put(jax.numpy.arange(16.0), P("data")))

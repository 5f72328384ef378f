# EXPECT: none
# `main(argv)` parses the list it is given, and its only caller gives an empty one: `--run_eval` is never set,
# so the evaluation branch with its bare spec never runs (information at most: the answer is the program's).
import argparse

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument("--run_eval", action="store_true")
    args = parser.parse_args(argv)
    mesh = jax.make_mesh((8,), ("data",))
    if args.run_eval:
        jnp.zeros((16, 4), out_sharding=P("data", None))
    with jax.set_mesh(mesh):
        print(jnp.zeros((16, 4), out_sharding=P("data", None)).sharding)


main([])

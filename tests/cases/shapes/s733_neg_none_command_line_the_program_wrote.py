# EXPECT: none
# The script fixes its own command line before parsing it (a notebook-style launcher): `--no-mesh` is never
# given, so the branch placing with a bare spec never runs. At most information: the flag is the program's.
import argparse
import sys

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

sys.argv = ["train.py"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--no-mesh", action="store_true")
    args = parser.parse_args()
    if args.no_mesh:
        x = jnp.zeros((8,), out_sharding=P("data"))
    else:
        with jax.set_mesh(jax.make_mesh((8,), ("data",))):
            x = jnp.zeros((8,), out_sharding=P("data"))
    print(x.sharding)


if __name__ == "__main__":
    main()

# EXPECT: none
# `import argparse` finds the argparse.py beside this script (its folder comes first on sys.path), whose
# parser hands the axis types back as a tuple: the list default never reaches jax.make_mesh.
import argparse

import jax


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shape", default=(2, 4))
    parser.add_argument("--axis-types", default=["explicit", "explicit"])
    args = parser.parse_args([])
    print(jax.make_mesh(args.shape, ("data", "model"), axis_types=args.axis_types))


if __name__ == "__main__":
    main()

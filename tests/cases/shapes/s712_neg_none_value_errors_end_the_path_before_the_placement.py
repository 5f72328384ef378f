# EXPECT: none
# Input checks that raise before any placement: a batch size given as a word fails int(), a device count of 0
# fails the division. Each caller catches the error and skips the step, so no bare-spec call ever runs.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def make_batch(size):
    try:
        n = int(size)
    except ValueError:
        return None
    return jnp.zeros((n,), out_sharding=P("data"))


def per_device(total, devices):
    per = total // devices
    return jnp.zeros((per * 8,), out_sharding=P("data"))


print(make_batch("eight"))
try:
    per_device(64, 0)
except ZeroDivisionError:
    print("no devices")

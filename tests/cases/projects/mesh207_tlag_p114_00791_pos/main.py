# EXPECT: MESH207
# Generated (tests/generator seed 114, p114_00791); analyzer disagreed: fn MESH207 | tlag (cross-file).
# Two functions wrapped by the same decorator, one calling the other: two closures of one `wrapper` def on the
# call stack, which the analysis took for recursion and stopped following; the out_sharding in trainer.py was
# never reached.
import functools

from trainer import Trainer_2


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print('calling', fn.__name__)
        return fn(*args, **kwargs)
    return wrapper


@logged
def logged_step_3():
    Trainer_2().run()


@logged
def logged_step_4():
    logged_step_3()


logged_step_4()

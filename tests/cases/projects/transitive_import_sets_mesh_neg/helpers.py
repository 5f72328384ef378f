import runtime_setup  # noqa: F401


def batch_size():
    return 8

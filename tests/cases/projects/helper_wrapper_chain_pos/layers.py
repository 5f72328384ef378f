from ops import gather


def gather_params(params):
    return gather(params)

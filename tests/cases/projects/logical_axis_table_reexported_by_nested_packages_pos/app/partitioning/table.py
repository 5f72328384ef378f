# logical axis -> mesh axis; None keeps the dimension whole on every device
AXIS_RULES = (
    ("batch", "data"),
    ("heads", "model"),
    ("head_dim", None),
    ("embed", None),
)

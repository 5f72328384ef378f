config = {"width": 2, "depth": 3}

legacy = False

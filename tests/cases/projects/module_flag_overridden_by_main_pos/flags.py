# defaults; the launcher overrides them before building anything
EXPLICIT = False
AXES = ("x",)

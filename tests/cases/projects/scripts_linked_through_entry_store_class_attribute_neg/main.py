# EXPECT: none
# layout.py declares one axis type for two axis names; tweak.py never imports layout but its `widen(target)`
# stores two axis types on whatever it is given, and main.py hands it the Layout class before building the mesh.
# SINGLE-FILE-BLIND: layout.py judged alone reads its own class attributes; only main.py shows tweak.py widens them.
from layout import Layout, build
from tweak import widen

widen(Layout)
print(build())

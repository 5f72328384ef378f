# EXPECT: none
# kernels.py multicasts over every axis of the ('x', 'y') mesh that model.py runs the kernel under.
from model import run

run()

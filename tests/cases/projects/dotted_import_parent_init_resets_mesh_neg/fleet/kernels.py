NAME = "kernels"

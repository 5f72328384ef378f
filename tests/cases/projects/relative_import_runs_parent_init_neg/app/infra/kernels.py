NAME = "k"

import boot  # noqa: F401

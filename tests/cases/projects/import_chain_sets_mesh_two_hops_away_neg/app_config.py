import platform_init  # noqa: F401

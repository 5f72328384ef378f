"""Import-time environment setup: picks the platform module and imports it."""
import importlib
import os

PLATFORM = os.environ.get("PLATFORM_NAME_XYZ", "cpu8")
importlib.import_module(f"platforms.{PLATFORM}")

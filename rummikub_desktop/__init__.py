"""Rummikub Desktop: an offline Rummikub game for the desktop."""

__version__ = "0.1.0"

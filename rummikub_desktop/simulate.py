"""Headless self-play (placeholder until the full simulator lands)."""

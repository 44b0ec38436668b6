"""The game's bundled files: fonts, the widget theme, translations, the icon.

Installed as the package ``rummikub_desktop.assets`` (see ``pyproject.toml``) and
read only through :mod:`rummikub_desktop.resources`.
"""

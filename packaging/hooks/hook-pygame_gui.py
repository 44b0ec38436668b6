"""A slim PyInstaller hook for pygame-gui, used through ``--additional-hooks-dir``.

pygame-gui's own hook bundles every font it ships (about 40 MB: Japanese,
Korean, Chinese, Arabic...). The game draws its words with its own bundled
fonts; pygame-gui itself only loads its default theme, its Latin default font
(NotoSans) and its symbols font (FiraCode) at start-up. Only those, the
translation files (a few kilobytes) and the font licences are kept.
"""

from PyInstaller.utils.hooks import get_package_paths

_, _PACKAGE = get_package_paths("pygame_gui")

KEEP = [
    "data/__init__.py",
    "data/default_theme.json",
    "data/NotoSans-Regular.ttf",
    "data/NotoSans-Bold.ttf",
    "data/NotoSans-Italic.ttf",
    "data/NotoSans-BoldItalic.ttf",
    "data/FiraCode-Regular.ttf",
]


def _collect():
    import os

    found = []
    for name in KEEP:
        path = os.path.join(_PACKAGE, name)
        if os.path.exists(path):
            found.append((path, "pygame_gui/data"))
    for folder in ("translations", "licenses"):
        base = os.path.join(_PACKAGE, "data", folder)
        if os.path.isdir(base):
            for name in sorted(os.listdir(base)):
                if name.endswith((".json", ".txt", ".py")):
                    found.append((os.path.join(base, name), f"pygame_gui/data/{folder}"))
    return found


datas = _collect()

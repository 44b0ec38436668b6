"""The lower layer of the screens: the shell interface, style, fonts, tile art, sound."""

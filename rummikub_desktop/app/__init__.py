"""The desktop application: the game controller, the main loop and the scenes."""

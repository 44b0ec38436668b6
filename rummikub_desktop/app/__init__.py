"""The shell: window and main loop, scene registry, launcher, self-test, wiring of hooks."""

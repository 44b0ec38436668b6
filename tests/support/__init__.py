"""What the tests share: helpers, stand-ins and checks that more than one test module
(or a script) uses. A test module imports from here, never from another test module
(tests/test_layers.py checks it)."""

"""Drawing and widgets: tiles, the rack, the table, panels and dialogs."""

#!/bin/sh
# Install Rummikub for this user, with no administrator rights: the program
# goes to ~/.local/opt/rummikub-desktop, its menu entry to
# ~/.local/share/applications and its icon to ~/.local/share/icons/hicolor
# (both under $XDG_DATA_HOME when that is set).
#
#   ./install.sh                       install, or update an older copy
#   ./install.sh --desktop-shortcut    ... and put a Rummikub icon on the desktop
#   ./install.sh --uninstall           remove the program, its menu entry, icons and
#                                      shortcut; the saved game and settings stay
#   ./install.sh --uninstall --remove-saved-game
#                                      ... and delete the saved game, statistics,
#                                      settings and logs as well
set -eu

NAME=rummikub-desktop
here=$(cd "$(dirname "$0")" && pwd -P)
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
config_home=${XDG_CONFIG_HOME:-$HOME/.config}
state_home=${XDG_STATE_HOME:-$HOME/.local/state}
program_dir=$HOME/.local/opt/$NAME
applications=$data_home/applications
entry=$applications/$NAME.desktop
icons=$data_home/icons/hicolor

usage() {
    sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
}

say() {
    printf '%s\n' "$*"
}

fail() {
    printf 'install.sh: %s\n' "$*" >&2
    exit 1
}

desktop_folder() {
    folder=""
    if command -v xdg-user-dir >/dev/null 2>&1; then
        folder=$(xdg-user-dir DESKTOP 2>/dev/null || true)
    fi
    # xdg-user-dir answers the home folder itself when no desktop folder is set.
    if [ -z "$folder" ] || [ "$folder" = "$HOME" ]; then
        folder=$HOME/Desktop
    fi
    printf '%s\n' "$folder"
}

refresh_menus() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$applications" 2>/dev/null || true
    fi
}

is_ours() {
    [ -f "$1/install.sh" ] && [ -f "$1/$NAME/$NAME" ]
}

install_program() {
    [ -x "$here/$NAME/$NAME" ] || fail "no program at $here/$NAME/$NAME: run me from the unpacked archive"
    case $program_dir in
        *'"'* | *'`'* | *'$'* | *\\* | *'%'*)
            fail "the home folder's name ($HOME) has a character a menu entry cannot hold" ;;
    esac
    if [ "$here" != "$program_dir" ]; then
        if [ -e "$program_dir" ]; then
            is_ours "$program_dir" || fail "$program_dir exists and is not Rummikub: move it away first"
            rm -rf "$program_dir"
        fi
        mkdir -p "$(dirname "$program_dir")"
        cp -R "$here" "$program_dir"
    fi
    program=$program_dir/$NAME/$NAME

    mkdir -p "$icons"
    cp -R "$program_dir/icons/hicolor/." "$icons/"

    mkdir -p "$applications"
    # The path, quoted for the Exec line and escaped for sed.
    for_sed=$(printf '%s\n' "$program" | sed 's/[|&]/\\&/g')
    sed -e "s|^Exec=.*|Exec=\"$for_sed\"|" \
        -e "s|^TryExec=.*|TryExec=$for_sed|" \
        "$program_dir/$NAME.desktop" >"$entry.new"
    chmod 644 "$entry.new"
    mv "$entry.new" "$entry"
    refresh_menus
    say "Rummikub is installed in $program_dir"
    say "Menu entry: $entry (look for Rummikub among the games)"

    if [ "$shortcut" = yes ]; then
        desktop=$(desktop_folder)
        mkdir -p "$desktop"
        cp "$entry" "$desktop/$NAME.desktop"
        chmod 755 "$desktop/$NAME.desktop"
        # GNOME starts a desktop file only once it is trusted.
        if command -v gio >/dev/null 2>&1; then
            gio set "$desktop/$NAME.desktop" metadata::trusted true 2>/dev/null || true
        fi
        say "Desktop icon: $desktop/$NAME.desktop"
    fi
}

uninstall_program() {
    rm -f "$entry"
    for icon in "$icons"/*/apps/"$NAME".png; do
        [ -e "$icon" ] && rm -f "$icon"
    done
    desktop=$(desktop_folder)
    if [ -f "$desktop/$NAME.desktop" ] && grep -qF "Exec=\"$program_dir/" "$desktop/$NAME.desktop"; then
        rm -f "$desktop/$NAME.desktop"
    fi
    if [ -e "$program_dir" ]; then
        is_ours "$program_dir" || fail "$program_dir is not Rummikub: left alone"
        rm -rf "$program_dir"
    fi
    refresh_menus
    say "Rummikub is uninstalled."
    if [ "$remove_saved_game" = yes ]; then
        rm -rf "${config_home:?}/$NAME" "${data_home:?}/$NAME" "${state_home:?}/$NAME"
        say "The saved game, statistics, settings and logs are deleted."
    else
        say "The saved game, statistics and settings are kept (in $data_home/$NAME and $config_home/$NAME)."
    fi
}

action=install
shortcut=no
remove_saved_game=no
for argument in "$@"; do
    case $argument in
        --desktop-shortcut) shortcut=yes ;;
        --uninstall) action=uninstall ;;
        --remove-saved-game) remove_saved_game=yes ;;
        -h | --help) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done
if [ "$remove_saved_game" = yes ] && [ "$action" != uninstall ]; then
    fail "--remove-saved-game goes with --uninstall"
fi

if [ "$action" = install ]; then
    install_program
else
    uninstall_program
fi

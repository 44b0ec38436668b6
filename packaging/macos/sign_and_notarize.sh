#!/usr/bin/env bash
# Sign and notarise the macOS app and disk image, when the secrets are there.
#
#   sign_and_notarize.sh keychain      import the certificate into a temporary keychain
#   sign_and_notarize.sh app  PATH     sign Rummikub.app (before it goes in the disk image)
#   sign_and_notarize.sh dmg  PATH     sign the .dmg, notarise it with Apple, staple the ticket
#
# scripts/build_exe.py --installer runs "app" and "dmg"; the release workflow
# runs "keychain" before the build. Each step that lacks its secrets says so,
# does nothing more and succeeds, so an unsigned build still comes out: it
# opens on another Mac only with right-click -> Open the first time.
#
# The secrets, as environment variables (GitHub repository secrets in CI):
#   MACOS_CERTIFICATE_P12_BASE64  "Developer ID Application" certificate and key,
#                                 exported as .p12 and base64-encoded     (keychain)
#   MACOS_CERTIFICATE_PASSWORD    the .p12's password                     (keychain)
#   MACOS_SIGN_IDENTITY           e.g. "Developer ID Application: Jo Smith (AB12CD34EF)"
#                                                                          (app, dmg)
#   APPLE_ID, APPLE_TEAM_ID,      an Apple ID, its team, and an app-specific
#   APPLE_APP_PASSWORD            password from appleid.apple.com          (dmg: notarise)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
entitlements=$here/entitlements.plist

skip() {
    echo "macOS signing: skipped: $*"
}

need() {
    command -v "$1" >/dev/null 2>&1 || {
        echo "macOS signing: $1 not found (signing needs a Mac with Xcode's tools)" >&2
        exit 1
    }
}

import_certificate() {
    if [[ -z ${MACOS_CERTIFICATE_P12_BASE64:-} || -z ${MACOS_CERTIFICATE_PASSWORD:-} ]]; then
        skip "MACOS_CERTIFICATE_P12_BASE64 and MACOS_CERTIFICATE_PASSWORD are not set; no certificate imported"
        return
    fi
    need security
    local folder keychain password certificate
    folder=${RUNNER_TEMP:-${TMPDIR:-/tmp}}
    keychain=$folder/rummikub-signing.keychain-db
    certificate=$folder/rummikub-signing.p12
    password=$(uuidgen)
    security create-keychain -p "$password" "$keychain"
    security set-keychain-settings -lut 21600 "$keychain"
    security unlock-keychain -p "$password" "$keychain"
    printf '%s' "$MACOS_CERTIFICATE_P12_BASE64" | base64 --decode >"$certificate"
    security import "$certificate" -k "$keychain" -P "$MACOS_CERTIFICATE_PASSWORD" \
        -f pkcs12 -t agg -T /usr/bin/codesign
    rm -f "$certificate"
    security set-key-partition-list -S apple-tool:,apple: -s -k "$password" "$keychain" >/dev/null
    # Put it first in the search list, keeping the others.
    local others=()
    while IFS= read -r line; do
        line=${line//\"/}
        others+=("${line#"${line%%[![:space:]]*}"}")
    done < <(security list-keychains -d user)
    security list-keychains -d user -s "$keychain" "${others[@]}"
    echo "macOS signing: certificate imported into $keychain"
}

sign_app() {
    local app=$1
    [[ -d $app ]] || { echo "macOS signing: no app at $app" >&2; exit 1; }
    if [[ -z ${MACOS_SIGN_IDENTITY:-} ]]; then
        skip "MACOS_SIGN_IDENTITY is not set; $app is signed ad hoc only (on another Mac the first start needs right-click -> Open)"
        return
    fi
    need codesign
    local sign=(codesign --force --timestamp --options runtime --sign "$MACOS_SIGN_IDENTITY")
    # Inside out: every library and program, then any framework, then the app.
    while IFS= read -r -d '' file; do
        if file -b "$file" | grep -q "Mach-O"; then
            "${sign[@]}" "$file"
        fi
    done < <(find "$app/Contents" -type f ! -path "*/Contents/MacOS/*" -print0)
    while IFS= read -r -d '' framework; do
        "${sign[@]}" "$framework"
    done < <(find "$app/Contents" -type d -name "*.framework" -print0)
    while IFS= read -r -d '' program; do
        "${sign[@]}" --entitlements "$entitlements" "$program"
    done < <(find "$app/Contents/MacOS" -type f -print0)
    "${sign[@]}" --entitlements "$entitlements" "$app"
    codesign --verify --deep --strict --verbose=2 "$app"
    echo "macOS signing: $app signed as $MACOS_SIGN_IDENTITY"
}

sign_dmg() {
    local dmg=$1
    [[ -f $dmg ]] || { echo "macOS signing: no disk image at $dmg" >&2; exit 1; }
    if [[ -z ${MACOS_SIGN_IDENTITY:-} ]]; then
        skip "MACOS_SIGN_IDENTITY is not set; $dmg is neither signed nor notarised"
        return
    fi
    need codesign
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$dmg"
    echo "macOS signing: $dmg signed"
    if [[ -z ${APPLE_ID:-} || -z ${APPLE_TEAM_ID:-} || -z ${APPLE_APP_PASSWORD:-} ]]; then
        skip "APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD are not all set; $dmg is not notarised (Gatekeeper will warn on first start)"
        return
    fi
    need xcrun
    local result
    result=$(mktemp)
    xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
        --password "$APPLE_APP_PASSWORD" --wait --output-format json | tee "$result"
    local status id
    status=$(plutil -extract status raw -o - "$result" 2>/dev/null || echo unknown)
    id=$(plutil -extract id raw -o - "$result" 2>/dev/null || echo unknown)
    if [[ $status != Accepted ]]; then
        echo "macOS signing: notarisation $status (submission $id); Apple's log:" >&2
        xcrun notarytool log "$id" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
            --password "$APPLE_APP_PASSWORD" >&2 || true
        exit 1
    fi
    xcrun stapler staple "$dmg"
    xcrun stapler validate "$dmg"
    echo "macOS signing: $dmg notarised and stapled"
}

case ${1:-} in
    keychain) import_certificate ;;
    app) sign_app "${2:?the path of Rummikub.app}" ;;
    dmg) sign_dmg "${2:?the path of the .dmg}" ;;
    *)
        sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//' >&2
        exit 2
        ;;
esac

; Rummikub for Windows: an installer for one user, with no administrator rights.
;
; It copies the folder build to %LOCALAPPDATA%\Programs\Rummikub, puts a
; "Rummikub" shortcut on the desktop and in the Start menu, and registers an
; uninstaller under "Apps" / "Add or remove programs" (HKCU). The uninstaller
; keeps the player's saved game, statistics and settings
; (%LOCALAPPDATA%\rummikub-desktop) unless its unticked box is ticked, or, in a
; silent uninstall, unless it is asked to: uninstall.exe /S /REMOVEPLAYERFILES.
;
; A 64-bit installer (the game is 64-bit only): Windows 10 and 11 on x64, and
; 64-bit Wine, which scripts/build_windows.sh proves it with (the default 32-bit
; stub needs 32-bit Wine). Debian's nsis has the 64-bit stubs; the official NSIS
; for Windows (the release workflow's) ships none, and there the installer keeps
; the 32-bit stub, which 64-bit Windows runs as before.
;
; scripts/build_exe.py --installer compiles it (makensis, on Windows or Linux):
;   makensis /DVERSION=0.1.0 /DSOURCE_DIR=dist\rummikub-desktop
;            /DICON=build\icon\icon.ico /DOUTFILE=dist\installers\Rummikub-0.1.0-Setup.exe
;            packaging\windows\installer.nsi

!ifndef VERSION | SOURCE_DIR | ICON | OUTFILE
  !error "Define VERSION, SOURCE_DIR, ICON and OUTFILE (see the top of this file)"
!endif

!if /FileExists "${NSISDIR}/Stubs/lzma_solid-amd64-unicode"
  Target amd64-unicode
!else
  Unicode true
!endif
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!define APP_NAME "Rummikub"
!define PRODUCT "Rummikub Desktop"
!define EXE_NAME "rummikub-desktop.exe"
; Where the game keeps the player's files (platformdirs, see the README).
!define PLAYER_FILES "$LOCALAPPDATA\rummikub-desktop"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\RummikubDesktop"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${PRODUCT} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${PRODUCT} installer"
VIAddVersionKey /LANG=1033 "CompanyName" "${PRODUCT}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "Sections.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE_NAME}"
!define MUI_FINISHPAGE_RUN_TEXT "Start Rummikub now"
!define MUI_COMPONENTSPAGE_NODESC

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!define MUI_COMPONENTSPAGE_TEXT_TOP "Rummikub will be removed. Tick the box below only if you also want to delete your unfinished game, your statistics and your settings."
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

Section "Rummikub" SecProgram
  SectionIn RO
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  ; An update replaces the program's files; the player's files live elsewhere.
  RMDir /r "$INSTDIR\_internal"
  File /r "${SOURCE_DIR}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXE_NAME}" "" "$INSTDIR\${EXE_NAME}" 0
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${EXE_NAME}" "" "$INSTDIR\${EXE_NAME}" 0

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PRODUCT}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "un.Rummikub (the program, its shortcuts)" UnSecProgram
  SectionIn RO
  SetShellVarContext current
  Delete "$DESKTOP\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; Only what the installer put there, in case the folder holds anything else.
  Delete "$INSTDIR\${EXE_NAME}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd

; Unticked unless the player ticks it; a silent uninstall (/S) keeps the files
; unless /REMOVEPLAYERFILES is given too.
Section /o "un.Also delete my saved game, statistics and settings" UnSecPlayerFiles
  SetShellVarContext current
  RMDir /r "${PLAYER_FILES}"
SectionEnd

Function un.onInit
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/REMOVEPLAYERFILES" $R1
  IfErrors keep
    SectionSetFlags ${UnSecPlayerFiles} ${SF_SELECTED}
  keep:
FunctionEnd

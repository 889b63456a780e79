"""climbdesk: five climbing board games on one desk, for people and bots."""

__version__ = "0.1.0"
#: The reverse-DNS id of the desktop entry, the AppStream metadata and the Flatpak.
APP_ID = "io.github.climbdesk.ClimbDesk"

"""Typed errors, so callers can tell a bad move from a bad file from a bug."""


class ClimbdeskError(Exception):
    """Base of every error climbdesk raises on purpose."""


class IllegalActionError(ClimbdeskError, ValueError):
    """An action that the state does not allow; the state is left untouched."""


class OptionError(ClimbdeskError, ValueError):
    """A variant/option value that the game does not accept."""


class RecordError(ClimbdeskError, ValueError):
    """A save file or record that cannot be read (corrupt, truncated, wrong game)."""


class UnreadableFileError(RecordError):
    """The file could not be read at all (permission denied, a pipe or a device, an
    I/O error): nothing is known about its content, so it must never be treated
    as damaged and set aside or written over."""


class MissingFileError(UnreadableFileError):
    """There is no file at the path."""


class NewerVersionError(RecordError):
    """A file written by a newer climbdesk; we refuse rather than guess."""


class HiddenInformationError(ClimbdeskError):
    """Someone asked for what a seat may not see, or a hidden-information game
    left its view or determinization unwritten.  Failing loudly is the point:
    the alternative is silently handing out the true state."""

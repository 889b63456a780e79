"""Entry point: ``climbdesk`` opens the app; ``climbdesk arena|bench …`` run the tools.

The app's own arguments are parsed here, before Qt is imported, so that
``--version`` and ``--help`` answer on any terminal (no display needed) and an
unknown flag is an error instead of a window that silently ignores it.  Qt's
own options (``-style fusion``, ``-platform offscreen``…) are recognised by name
and handed to the QApplication untouched.
"""

from __future__ import annotations

import argparse
import sys

from climbdesk import __version__

#: Qt's documented command-line options (QGuiApplication / QApplication) that take a
#: value, as "-name value" or "-name=value".
QT_OPTIONS_WITH_VALUE = frozenset({
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
    "qwindowicon", "qwindowtitle", "style", "stylesheet", "session", "display", "geometry",
    "qmljsdebugger",
})
#: ... and those that are switches.
QT_SWITCHES = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync"})

EPILOG = f"""\
tools (each has its own --help):
  climbdesk arena GAME ...   bot-vs-bot matches with seats rotated: win rates
                             with 95% intervals and decision times
  climbdesk bench [GAME] ... random playouts per second and bot decision times

Qt options are passed on to Qt, for example:
  -style NAME, -platform NAME, -platformtheme NAME, -stylesheet FILE,
  -qwindowgeometry WxH+X+Y, -reverse  (one dash; also -name=value)

climbdesk {__version__}
"""


def split_qt_arguments(args: list[str]) -> tuple[list[str], list[str]]:
    """Split ``args`` into (ours, Qt's).  Only Qt's documented single-dash options
    count as Qt's; anything else stays ours, so a typo is reported, not ignored.

    >>> split_qt_arguments(["game.json", "-style", "fusion", "-reverse", "-platform=xcb"])
    (['game.json'], ['-style', 'fusion', '-reverse', '-platform=xcb'])
    >>> split_qt_arguments(["--style", "x"])
    (['--style', 'x'], [])
    """
    ours: list[str] = []
    qt: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg == "--":  # everything after is a file name
            ours.extend(args[i:])
            break
        name = arg[1:].partition("=")[0] if arg.startswith("-") and not arg.startswith("--") \
            else ""
        if name in QT_SWITCHES or (name in QT_OPTIONS_WITH_VALUE and "=" in arg):
            qt.append(arg)
        elif name in QT_OPTIONS_WITH_VALUE and i + 1 < len(args):
            qt.extend(args[i:i + 2])
            i += 1
        else:
            ours.append(arg)
        i += 1
    return ours, qt


def app_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="climbdesk", usage="%(prog)s [-h] [--version] [Qt options] [file]\n"
                                "       %(prog)s arena|bench ... (see below)",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Climbing board games on one desk: play friends or bots, offline. "
                    "Without arguments the app opens and offers to resume an unfinished game.",
        epilog=EPILOG)
    parser.add_argument("file", nargs="?", help="a saved game to open (.climbdesk.json)")
    parser.add_argument("--version", action="version", version=f"climbdesk {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="start offscreen, open every game and load every translation, "
                             "then exit: checks an installation or a bundle")
    return parser


def main(argv: list[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # a PyInstaller bundle: the bot worker is this executable
        import multiprocessing

        multiprocessing.freeze_support()
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "arena":
        from climbdesk.tools.arena import main as arena_main
        return arena_main(args[1:])
    if args and args[0] == "bench":
        from climbdesk.tools.bench import main as bench_main
        return bench_main(args[1:])
    ours, qt_args = split_qt_arguments(args)
    file: str | None = None
    if ours:  # building the parser costs ~4 ms of start-up: only when there is something to parse
        try:
            parsed = app_parser().parse_args(ours)
        except SystemExit as exc:  # --help, --version or a usage error (already printed)
            return exc.code if isinstance(exc.code, int) else 2
        if parsed.self_test:
            from climbdesk.ui.dev.smoke import main as self_test
            return self_test()
        file = parsed.file
    from climbdesk.ui.app import run
    return run(file, qt_args)


if __name__ == "__main__":
    sys.exit(main())

"""Entry point: ``climbdesk`` opens the app; ``climbdesk arena|bench …`` run the tools."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] == "arena":
        from climbdesk.tools.arena import main as arena_main
        return arena_main(args[1:])
    if args and args[0] == "bench":
        from climbdesk.tools.bench import main as bench_main
        return bench_main(args[1:])
    from climbdesk.ui.app import run
    return run(args)


if __name__ == "__main__":
    sys.exit(main())

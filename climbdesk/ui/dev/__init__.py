"""Developer tools that need the window: the bench probes and the docs' screenshots.

Nothing here is part of what a player runs; ``make screenshots`` and
``climbdesk bench --startup/--per-move/--gui`` start these modules.
"""

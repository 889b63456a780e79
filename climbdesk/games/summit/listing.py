"""Climb On! (dice) in the game catalogue: what the start page lists, without the rules."""

from climbdesk.core.listing import GameListing

LISTING = GameListing(
    key="summit",
    title="Climb On! (dice)",
    designer="Jonathan Leistiko",
    min_players=2,
    max_players=4,
    default_players=2,
    rules_page="summit.md",
    summary="Roll your dice team up a four-level peak; bigger dice score more but "
            "climb worse.",
    colours=("#c8402c", "#2f6fc0", "#d9a521", "#3b8f4a"),
)

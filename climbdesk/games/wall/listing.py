"""Climb ON! the top of the wall in the game catalogue: what the start page lists."""

from climbdesk.core.listing import GameListing

LISTING = GameListing(
    key="wall",
    title="Climb ON! the top of the wall",
    designer="Masahiro Yoshida",
    min_players=2,
    max_players=4,
    default_players=2,
    rules_page="wall.md",
    summary="Build the wall you climb from a secret hand of panels, spend stamina on "
            "dice, clip your rope and race for the top.",
    colours=("#d8b41c", "#c8402c", "#2c6fc8", "#e8e8e8"),
)

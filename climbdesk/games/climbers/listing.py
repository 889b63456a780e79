"""Climbers in the game catalogue: what the start page lists, without the rules."""

from climbdesk.core.listing import GameListing

LISTING = GameListing(
    key="climbers",
    title="Climbers",
    designer="Holger Lanz",
    min_players=2,
    max_players=5,
    default_players=2,
    rules_page="climbers.md",
    summary="Climb a mountain of coloured blocks that you rebuild as you go; only "
            "neutral tops and your own colour carry you.",
    colours=("#1f9e96", "#7d4cb3", "#e2b41c", "#c8402c", "#e07aa8"),
)

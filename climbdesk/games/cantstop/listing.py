"""Can't Stop in the game catalogue: what the start page lists, without the rules."""

from climbdesk.core.listing import GameListing

LISTING = GameListing(
    key="cantstop",
    title="Can't Stop",
    designer="Sid Sackson",
    min_players=1,
    max_players=4,
    default_players=2,
    rules_page="cantstop.md",
    summary="Push your luck up eleven columns of dice sums.",
    colours=("#d8452e", "#2e7fd8", "#e0b020", "#3a9a4a"),
)

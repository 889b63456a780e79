"""Stairs in the game catalogue: what the start page lists, without the rules."""

from climbdesk.core.listing import GameListing

LISTING = GameListing(
    key="stairs",
    title="Stairs",
    designer="Kanare Kato",
    min_players=2,
    max_players=2,
    default_players=2,
    rules_page="stairs.md",
    summary="Climb one step at a time, always with your lowest piece.",
    colours=("#f2e6cf", "#5a3a2a"),
)

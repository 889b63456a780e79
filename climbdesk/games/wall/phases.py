"""The steps of a wall game's turn and the ways it ends, shared by the engine's modules."""

from __future__ import annotations

from enum import StrEnum


class WallPhase(StrEnum):
    CONTEST = "contest"
    DEAL = "deal"
    MULLIGAN = "mulligan"
    INITIAL = "initial"
    TURN = "turn"
    REST = "rest"
    BEFORE = "before"
    DICE = "dice"
    SPEND = "spend"
    CLIP = "clip"
    SWAP = "swap"
    AFTER = "after"
    DRAW = "draw"
    OVER = "over"


class WallEnding(StrEnum):
    """Why a wall game ended as it did."""

    TOPPED = "topped"    # someone reached the top; the round was played out
    PILE = "pile"        # the draw pile ran out; the highest climber wins

"""climbdesk: five climbing board games on one desk, for people and bots."""

__version__ = "0.1.0"

"""Data files shipped with climbdesk (rules pages, icons, compiled translations)."""

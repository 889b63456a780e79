"""Command-line tools: arena (bot-vs-bot matches) and bench (speed)."""

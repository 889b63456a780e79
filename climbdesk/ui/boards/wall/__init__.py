"""The wall game's UI strings (the board itself is not built yet: issue 18)."""

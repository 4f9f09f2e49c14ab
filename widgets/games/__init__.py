"""One package per game: its UI manifest (``__init__``: ``UI = GameUI(...)``), its scene
builder (``scene``), its lessons (``lessons``) and, where its cards are its own, their faces."""

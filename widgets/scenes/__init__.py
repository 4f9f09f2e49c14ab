"""Scene builders, one module per game: ``build(view, ui) -> Built``.

A scene module sees only a player's view (never the state), so hidden cards cannot reach the
browser by construction. Each game registers its builder in ``widgets/registry.py``.
"""

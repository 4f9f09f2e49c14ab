"""The table kit: the :class:`~widgets.table.widget.Table` widget (``static/``: its ES module
and CSS), the scene contract it renders (``scene``), scene patches (``patch``) and the
predicted scenes of a click (``predict``). Nothing here names a game."""

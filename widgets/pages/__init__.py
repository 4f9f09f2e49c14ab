"""The pages: the play app and its chrome, the online room, the review, the lab, the gallery,
lessons and rules notes. Shared helpers live below them (``widgets.kernel``), so no page
imports another at load."""

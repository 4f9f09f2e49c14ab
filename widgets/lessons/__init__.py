"""Lesson steps per game: ``LESSONS[name] = (title, [steps...])`` in ``<game>.py``."""

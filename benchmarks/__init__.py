"""Fashion Games benchmarks: engine speed, bot strength and memory (``python -m benchmarks``).

See ``benchmarks/README.md`` for how to run them and how to read the report.
"""

# Shortcuts for the scripts (which are the documented commands: they need only bash).
.PHONY: run test bench bench-quick clean
run:
	scripts/run
test:
	scripts/test
bench:
	scripts/bench
bench-quick:
	scripts/bench --quick
clean:
	rm -rf .venv .pytest_cache .ruff_cache .hypothesis test-artifacts benchmarks/results/*.json

"""Benchmarks and evaluation scripts; ``python -m bench`` runs them all."""

"""Package discovery, which pyproject.toml cannot express on its own: every
``climbdesk`` package is found, and ``resources/`` (outside the package folder, so
translators and the Makefile find it at the top) is added as ``climbdesk.resources``
(mapped in pyproject.toml).  Everything else is configured in pyproject.toml."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["climbdesk", "climbdesk.*"]), "climbdesk.resources"])

"""Issue 17: "every finding in translation-review-climbers.md" — the 56 German and
Japanese rows (its sections 2–4) each keep the wording that replaced the reviewed one.

The rule-shaped findings have their own checks in test_translations.py (capitals after
a colon, banned terms, full-width punctuation); one-off wordings (the Japanese
prohibition in #505, the garbled list in #92, …) cannot be checked by a rule, so the
data file records, per finding, the reviewed wording and today's (read against the
review's proposal in the audit, docs/issue17-audit.md T1).  A later, better wording
is welcome: change "now" in the data file with it, never back to "reviewed".
"""

from __future__ import annotations

import json

import pytest

from .test_translations import ROOT, read_ts

ROWS = json.loads((ROOT / "tests" / "data" / "translation_review_climbers.json")
                  .read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", ["de", "ja"])
def test_every_reviewed_finding_keeps_its_fix(language: str) -> None:
    _, messages = read_ts(ROOT / "translations" / f"climbdesk_{language}.ts")
    rows = [r for r in ROWS if r["language"] == language]
    assert len(rows) >= 25
    back, lost = [], []
    for row in rows:
        forms = messages.get((row["context"], row["source"]))
        if forms is None:
            lost.append(row["review"])
        elif forms[0] == row["reviewed"] or forms[0] != row["now"]:
            back.append((row["review"], forms[0]))
    assert lost == [], f"reviewed messages no longer in the catalogue: {lost}"
    assert back == []

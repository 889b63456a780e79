"""Guided first games (issue 20): a short scripted game whose callouts say what to do next.

How the parts fit, for anyone adding a game's guided game:

* **The script** (:mod:`.script`): a :class:`TutorialScript` — the game key, a
  fixed ``seed`` (so dice and deals through the game's chance streams are always
  the same), ``options``, ``players``, the ``learner``'s seat, English
  ``seat_names``, the :class:`Step`\\ s and the ``ending``.  Each step is one
  decision in order: ``Step(text, action)`` for the learner (``accepts`` may
  allow other choices, ``refusal`` says why another one is refused) or
  ``Step(text, action, learner=False)`` for the scripted rival.  Chance outcomes
  are not steps: they come from the seed.  Texts are marked
  ``QT_TRANSLATE_NOOP("Tutorial", ...)``.
* **Where it lives**: ``climbdesk/ui/boards/<game>/tutorial.py`` with a
  ``script()`` function; the board's ``__init__`` declares a loader in its
  registration, ``BoardRegistration(..., tutorial=tutorial)``, importing the
  module on first use.  That is the only line per game.
* **The driver** (:mod:`.driver`): :class:`TutorialDriver` sits on the game
  page and follows the controller (``gate`` refuses a choice that is not the
  step's; ``position_changed``/``settled`` move to the next step; the rival's
  steps are played after a short pause).  The callout (:mod:`.callout`) rings the
  spot the step's action is reached from on the board (:mod:`.locate`, from the
  board's own ``pickables``/``targets_of``/``resolve``; a step's ``aim`` while the
  board must be set first, such as a panel to turn), else the control the board's
  ``control_for`` names in its side panel (a roll button, a die to set), else the
  window button that plays it; its text is screen-reader text (announced on change).
* **Starting one** (:mod:`.launch`): Help ▸ Learn to Play lists every game with
  a script; a game's first opening offers it (remembered in the setting
  ``tutorials_offered``).  :func:`~.launch.start_tutorial` returns the driver;
  :func:`~.launch.active_driver` finds it again.
* **Tests**: ``tests/ui/test_tutorial_scripts.py`` plays every registered script
  through the engine; each game's ``tests/ui/test_tutorial_<game>.py`` plays its
  guided game in the window by mouse (clicking the callout's ring) and, for some,
  by keyboard (``tests/ui/tutorial_helpers.py``).
"""

from climbdesk.ui.tutorial.script import Step, TutorialScript

__all__ = ["Step", "TutorialScript"]

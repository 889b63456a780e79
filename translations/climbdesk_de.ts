<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardKeys</name>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="588"/>
        <source>Arrow keys</source>
        <extracomment>The keys of boards that name their spots with tuples, e.g. ``(&quot;die&quot;, 2)``. Draw generic rings around legal targets (boards with their own look keep False).</extracomment>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="589"/>
        <source>Move the cursor to the nearest thing you can pick</source>
        <translation>Bewege den Cursor zum nächsten Teil, das du nehmen kannst</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="593"/>
        <source>Enter / Space</source>
        <translation>Eingabe / Leertaste</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="594"/>
        <source>Pick what is under the cursor, then put it on a target</source>
        <translation>Nimm, was unter dem Cursor liegt, und setze es dann auf ein Ziel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="598"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="599"/>
        <source>Cancel the pick</source>
        <translation>Auswahl abbrechen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="220"/>
        <source>Mouse wheel, %1 / %2</source>
        <translation>Mausrad, %1 / %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="223"/>
        <source>Zoom in or out</source>
        <translation>Vergrößern oder verkleinern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="225"/>
        <source>Shift+Arrow keys, drag on empty space</source>
        <translation>Umschalt+Pfeiltasten, Ziehen auf freier Fläche</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="226"/>
        <source>Move the board</source>
        <translation>Brett verschieben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="231"/>
        <source>Fit the whole board in the window</source>
        <translation>Ganzes Brett ins Fenster einpassen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="238"/>
        <source>Turn the board by a quarter</source>
        <translation>Brett um eine Vierteldrehung drehen</translation>
    </message>
</context>
<context>
    <name>CantStopBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="282"/>
        <source>Bust!</source>
        <translation>Pech gehabt!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="289"/>
        <source>Column %1 won!</source>
        <translation>Spalte %1 erobert!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="293"/>
        <source>Columns %1 and %2 won!</source>
        <translation>Spalten %1 und %2 erobert!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="97"/>
        <source>First to win %1 columns</source>
        <translation>Wer zuerst %1 Spalten erobert</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="226"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="228"/>
        <source>Rolling…</source>
        <translation>Es wird gewürfelt…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="230"/>
        <source>%1 is playing</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="236"/>
        <source>Only one fits: %1 or %2?</source>
        <translation>Nur eine passt: %1 oder %2?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="238"/>
        <source>Pair the dice: click two dice or a choice</source>
        <translation>Würfel paaren: zwei Würfel oder eine Auswahl anklicken</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="241"/>
        <source>Roll again, or stop and bank?</source>
        <translation>Weiterwürfeln oder stoppen und sichern?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="243"/>
        <source>Forced move: roll again</source>
        <translation>Zugzwang: weiterwürfeln</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="197"/>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="244"/>
        <source>Roll the dice</source>
        <translation>Bitte würfeln</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="202"/>
        <source>Stop and bank this turn&apos;s progress</source>
        <translation>Stoppen und den Fortschritt dieses Zugs sichern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="207"/>
        <source>Take that pairing of the dice</source>
        <translation>Diese Würfelpaarung nehmen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="212"/>
        <source>Take the left or right sum when only one fits</source>
        <translation>Die linke oder rechte Summe nehmen, wenn nur eine passt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="386"/>
        <source>or</source>
        <translation>oder</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="392"/>
        <source>no room</source>
        <translation>kein Platz</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="400"/>
        <source>then %1 bust</source>
        <translation>danach %1 Risiko</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="430"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="431"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="463"/>
        <source>key %1</source>
        <translation>Taste %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="471"/>
        <source>bust %1</source>
        <translation>Risiko %1</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="91"/>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="93"/>
        <source>1 player</source>
        <translation>1 Person</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="94"/>
        <source>%1 players</source>
        <translation>%1 Personen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="96"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 Personen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="100"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="102"/>
        <source>Start a new game of %1</source>
        <translation>Eine neue Partie %1 beginnen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="214"/>
        <source>The result could not be added to the statistics: %1</source>
        <extracomment>The position changed; the argument is the action that led here (None after undo/load). The game just ended with this Outcome. A bot started (True) or stopped (False) thinking. The Hard bot suggests this action for the human to move. A short message for the status line (forced moves, hints unavailable…). Something went wrong that the user should hear about (bot crash, disk full). Set by the window: does the board scene let the user pick this action by clicking?</extracomment>
        <translation>Das Ergebnis konnte nicht in die Statistik übernommen werden: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="255"/>
        <source>The bot could not be started: %1</source>
        <translation>Der Bot konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="295"/>
        <source>The hint failed: %1</source>
        <translation>Der Tipp ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="297"/>
        <source>The bot failed: %1</source>
        <translation>Der Bot ist ausgefallen: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="365"/>
        <source>Autosave failed: %1</source>
        <translation>Automatische Sicherung fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="72"/>
        <source>It&apos;s a draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="74"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="76"/>
        <source>%1 share the win</source>
        <translation>%1 teilen sich den Sieg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="81"/>
        <source>%1 resigned.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="88"/>
        <source>A new personal best!</source>
        <translation>Neuer persönlicher Rekord!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="89"/>
        <source>That equals your personal best.</source>
        <translation>Das ist so gut wie dein persönlicher Rekord.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="91"/>
        <source>Your personal best is %1 turns.</source>
        <translation>Dein persönlicher Rekord liegt bei %1 Zügen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="92"/>
        <source>All columns won!</source>
        <translation>Alle Spalten erobert!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="102"/>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="103"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="104"/>
        <source>Start screen</source>
        <translation>Startseite</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="334"/>
        <source>Thinking about a hint…</source>
        <extracomment>Undo/redo/hint availability may have changed (the window updates its menu).</extracomment>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="417"/>
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="424"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="426"/>
        <source>Waiting for %1.</source>
        <translation>Warte auf %1.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="431"/>
        <source>%1 to move: %2</source>
        <translation>%1 ist am Zug: %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="435"/>
        <source>%1 to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="436"/>
        <source>1 possible move.</source>
        <translation>1 möglicher Zug.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="437"/>
        <source>%1 possible moves.</source>
        <translation>%1 mögliche Züge.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="439"/>
        <source>You may also use the button below.</source>
        <translation>Du kannst auch die Schaltfläche unten benutzen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="441"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="499"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="500"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="501"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="502"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="147"/>
        <source>Pass the device to %1</source>
        <translation>Gib das Gerät an %1 weiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="148"/>
        <source>I am %1 — show my board</source>
        <translation>Ich bin %1 – zeig mein Brett</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="28"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="33"/>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="33"/>
        <source>What it does</source>
        <translation>Was sie tut</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="35"/>
        <source>Playing on the board</source>
        <translation>Auf dem Brett spielen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="36"/>
        <source>Moving the view</source>
        <translation>Ansicht bewegen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="130"/>
        <source>No board yet</source>
        <translation>Noch kein Spielbrett</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="131"/>
        <source>%1 cannot be played in this version: its board is not available yet.</source>
        <translation>%1 kann in dieser Version noch nicht gespielt werden: das Spielbrett fehlt noch.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="152"/>
        <source>Abandon game?</source>
        <translation>Partie abbrechen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="153"/>
        <source>The current game is not finished. Start another one anyway? (Save it first if you want to keep it.)</source>
        <translation>Die laufende Partie ist nicht beendet. Trotzdem eine neue beginnen? (Speichere sie vorher, wenn du sie behalten willst.)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="164"/>
        <source>Replace the unfinished game?</source>
        <translation>Unfertige Partie ersetzen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="165"/>
        <source>Your unfinished game of %1 (%2) is kept for Resume. Starting another game replaces it. Start anyway?</source>
        <translation>Deine unfertige Partie %1 (%2) ist zum Fortsetzen aufbewahrt. Eine neue Partie ersetzt sie. Trotzdem starten?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="207"/>
        <source>Resume game?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="208"/>
        <source>You have an unfinished game of %1 (%2, %3 moves played). Resume it?</source>
        <translation>Es gibt eine unbeendete Partie %1 (%2, %3 Züge gespielt). Fortsetzen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="225"/>
        <source>It was kept as %1.</source>
        <translation>Sie wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="228"/>
        <source>Autosave damaged</source>
        <translation>Automatische Sicherung beschädigt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="229"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>Die automatisch gesicherte Partie konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="247"/>
        <source>Cannot open game</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="248"/>
        <source>%1 cannot be opened.</source>
        <translation>%1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="273"/>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="274"/>
        <source>climbdesk games (*%1)</source>
        <translation>climbdesk-Partien (*%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="286"/>
        <source>Cannot save game</source>
        <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="289"/>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="311"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="312"/>
        <source>Who resigns?</source>
        <translation>Wer gibt auf?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="317"/>
        <source>Resign?</source>
        <translation>Aufgeben?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="318"/>
        <source>%1, do you really want to resign this game?</source>
        <translation>%1, willst du diese Partie wirklich aufgeben?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="328"/>
        <source>End by agreement?</source>
        <translation>Einvernehmlich beenden?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="329"/>
        <source>%1 proposes to end the game now and score the position as it stands. %2, do you agree?</source>
        <translation>%1 schlägt vor, die Partie jetzt zu beenden und die Stellung so zu werten. %2, bist du einverstanden?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="399"/>
        <source>About climbdesk</source>
        <translation>Über climbdesk</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="82"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="84"/>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="86"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="88"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="91"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="93"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="95"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="97"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="99"/>
        <source>&amp;Resign…</source>
        <translation>&amp;Aufgeben…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="101"/>
        <source>End by &amp;Agreement…</source>
        <translation>&amp;Einvernehmlich beenden…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="103"/>
        <source>&amp;Back to Start Screen</source>
        <translation>&amp;Zurück zur Startseite</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="105"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="107"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="109"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="111"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="113"/>
        <source>Show &amp;Odds</source>
        <translation>&amp;Chancen anzeigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="115"/>
        <source>&amp;Preferences…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="117"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="119"/>
        <source>&amp;Rules…</source>
        <translation>Spiel&amp;regeln…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="121"/>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Tastatur…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="123"/>
        <source>&amp;About climbdesk</source>
        <translation>Ü&amp;ber climbdesk</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="123"/>
        <source>&lt;h3&gt;climbdesk %1&lt;/h3&gt;&lt;p&gt;Climbing board games on one desk: %2. Play friends or bots, offline.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL v3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;climbdesk %1&lt;/h3&gt;&lt;p&gt;Kletter-Brettspiele auf einem Tisch: %2. Gegen Freunde oder Bots, offline.&lt;/p&gt;&lt;p&gt;Lizenz: GNU GPL v3 oder später.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="67"/>
        <source>Player %1</source>
        <extracomment>Used when a game names fewer colours than seats. The spin box&apos;s bounds for a whole-number option that declares no range.</extracomment>
        <translation>Person %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="68"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="69"/>
        <source>Bot – %1</source>
        <translation>Bot – %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="70"/>
        <source>Colour of player %1</source>
        <translation>Farbe von Person %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="71"/>
        <location filename="../climbdesk/ui/new_game.py" line="595"/>
        <location filename="../climbdesk/ui/new_game.py" line="598"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="72"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="73"/>
        <source>%1: set by the colour-blind palette (see Preferences)</source>
        <translation>%1: von der Palette für Farbfehlsichtige festgelegt (siehe Einstellungen)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="545"/>
        <location filename="../climbdesk/ui/new_game.py" line="546"/>
        <source>New game of %1</source>
        <extracomment>This seat&apos;s per-seat options, by key (built by the dialog). Per-seat specs at the current player count, their column headings and notes. The spec behind every option shown, per key (the count may narrow choices). The colour-blind palette&apos;s piece colours when it is on: they replace the seats&apos;.</extracomment>
        <translation>Neue Partie %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="547"/>
        <source>Players:</source>
        <translation>Anzahl:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="548"/>
        <source>Players</source>
        <translation>Mitspielende</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="549"/>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="551"/>
        <source>Start game</source>
        <translation>Partie beginnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="568"/>
        <source>%1 of player %2</source>
        <translation>%1 von Person %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="583"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <location filename="../climbdesk/ui/odds_chart.py" line="58"/>
        <source>Bust risk this turn</source>
        <translation>Risiko in diesem Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/odds_chart.py" line="59"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="111"/>
        <source>cannot be opened: %1</source>
        <extracomment>The file name ending of climbdesk saves. How many saves the list reads at most (newest first): a folder of thousands must not make the dialog slow to open.</extracomment>
        <translation>lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="148"/>
        <location filename="../climbdesk/ui/open_dialog.py" line="155"/>
        <source>Open saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="149"/>
        <source>climbdesk games (*%1);;All files (*)</source>
        <translation>climbdesk-Partien (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="156"/>
        <source>Saved games in %1:</source>
        <translation>Gespeicherte Partien in %1:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="158"/>
        <source>No saved games in %1 yet.</source>
        <translation>Noch keine gespeicherten Partien in %1.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="159"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="159"/>
        <source>Players</source>
        <translation>Mitspielende</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="159"/>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="160"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="161"/>
        <source>Saved games</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="162"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="99"/>
        <source>Bot – %1</source>
        <translation>Bot – %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="100"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="108"/>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="110"/>
        <source>Winner</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="113"/>
        <source>thinking…</source>
        <translation>denkt…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="114"/>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="99"/>
        <source>Off</source>
        <extracomment>Animation-speed slider steps (index -&gt; factor); 0 turns animations off.</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="103"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="104"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="104"/>
        <source>Appearance:</source>
        <translation>Erscheinungsbild:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="104"/>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="105"/>
        <source>Bot move pause:</source>
        <translation>Pause bei Bot-Zügen:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="105"/>
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="111"/>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="116"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="116"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="116"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="120"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="121"/>
        <source>How long a bot&apos;s move stays visible before it is played, so you can follow it.</source>
        <translation>Wie lange der Zug eines Bots sichtbar bleibt, bevor er ausgeführt wird – damit man ihn verfolgen kann.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="123"/>
        <source>Colour-blind-safe palette</source>
        <translation>Farbenblind-freundliche Farben</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="52"/>
        <source>The full rules page for this game is missing from this installation.</source>
        <translation>Die ausführlichen Regeln fehlen in dieser Installation.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="56"/>
        <source>Rules of %1</source>
        <translation>Regeln: %1</translation>
    </message>
</context>
<context>
    <name>StairsBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="273"/>
        <source>The lowest-piece rule: move a piece at height %1 first.</source>
        <translation>Regel vom niedrigsten Stein: Ziehe zuerst einen Stein auf Höhe %1.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="248"/>
        <source>Climbing board games for one screen. Pick a game to play against friends or bots.</source>
        <translation>Kletter-Brettspiele für einen Bildschirm. Wähle ein Spiel – gegen Freunde oder Bots.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="250"/>
        <source>Resume last game</source>
        <translation>Letzte Partie fortsetzen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="251"/>
        <source>Open saved game…</source>
        <translation>Gespeicherte Partie öffnen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="252"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="253"/>
        <source>Preferences…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="254"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="85"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="86"/>
        <source>Game / opponent</source>
        <translation>Spiel / Gegner</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="86"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="87"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="95"/>
        <source>Pass and play</source>
        <translation>Am selben Gerät</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="96"/>
        <source>Against %1 bots</source>
        <translation>Gegen Bots (%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="100"/>
        <source>Player: %1</source>
        <translation>Person: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="102"/>
        <source>solitaire best: %1 turns</source>
        <translation>Solo-Rekord: %1 Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="110"/>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
</context>
<context>
    <name>SummitBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/summit/scene.py" line="324"/>
        <source>Success!</source>
        <translation>Geschafft!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/scene.py" line="327"/>
        <source>Failed!</source>
        <translation>Misslungen!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/scene.py" line="331"/>
        <source>Final score %1</source>
        <translation>Endstand %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/scene.py" line="336"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="49"/>
        <source>the ground</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="50"/>
        <source>level %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="118"/>
        <source>Level %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="163"/>
        <source>Ground: scores nothing</source>
        <translation>Boden: zählt nichts</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="105"/>
        <source>pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="111"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="128"/>
        <source>No action is possible</source>
        <translation>Keine Aktion möglich</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="130"/>
        <source>Pick a climber (ringed)</source>
        <translation>Wähle einen Kletterer (umrandet)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="132"/>
        <source>%1 to play</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="140"/>
        <source>Click it, or drag it to where it should go.</source>
        <translation>Anklicken oder an das Ziel ziehen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="150"/>
        <source>Last roll</source>
        <translation>Letzter Wurf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="160"/>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="161"/>
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="170"/>
        <source>Climb to level %1</source>
        <translation>Auf Ebene %1 klettern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="172"/>
        <source>roll ≤%1</source>
        <translation>Wurf ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="174"/>
        <source>Descend to the ground</source>
        <translation>Zum Boden absteigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="176"/>
        <source>Descend to level %1</source>
        <translation>Auf Ebene %1 absteigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="178"/>
        <source>no roll</source>
        <translation>ohne Wurf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="180"/>
        <source>Pull up by</source>
        <translation>Hochziehen durch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="181"/>
        <source>to level %1, difference ≤%2</source>
        <translation>auf Ebene %1, Differenz ≤%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="184"/>
        <source>Shove down</source>
        <translation>Hinabstoßen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="185"/>
        <source>on level %1: beat their roll</source>
        <translation>auf Ebene %1: ihren Wurf übertreffen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="187"/>
        <source>Drag down</source>
        <translation>Herunterziehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="188"/>
        <source>from level %1: beat it by 2</source>
        <translation>von Ebene %1: um 2 übertreffen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="199"/>
        <source>d%1 on %2</source>
        <translation>d%1 auf %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="211"/>
        <source>%1 more: click their targets on the mountain</source>
        <translation>%1 weitere: ihr Ziel am Berg anklicken</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="286"/>
        <source>Climb: roll ≤%1</source>
        <translation>Klettern: Wurf ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="289"/>
        <source>Pull up: difference ≤%1</source>
        <translation>Hochziehen: Differenz ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="292"/>
        <source>Shove: yours must be higher</source>
        <translation>Hinabstoßen: deiner muss höher sein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="294"/>
        <source>Drag: yours − 1 must be higher</source>
        <translation>Herunterziehen: deiner − 1 muss höher sein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="298"/>
        <source>Climber</source>
        <translation>Kletterer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="299"/>
        <source>Helper</source>
        <translation>Helfer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="300"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="350"/>
        <source>Succeeds as it stands</source>
        <translation>So gelingt es</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="352"/>
        <source>Fails as it stands</source>
        <translation>So misslingt es</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="354"/>
        <source>Fails: your tokens cannot save it</source>
        <translation>Misslungen: deine Plättchen können es nicht retten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="372"/>
        <source>→ %1: would succeed</source>
        <translation>→ %1: würde gelingen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="374"/>
        <source>→ %1: would still fail</source>
        <translation>→ %1: würde trotzdem misslingen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="382"/>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="403"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="406"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="350"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="427"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="351"/>
        <source>Confirm the roll, or pass (while the cursor is hidden)</source>
        <translation>Wurf bestätigen oder passen (solange der Cursor verborgen ist)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="356"/>
        <source>Take that choice of the picked climber</source>
        <translation>Diese Aktion des gewählten Kletterers nehmen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="361"/>
        <source>Pay with a white, blue or red token (while lowering: lower the selected die)</source>
        <translation>Mit einem weißen, blauen oder roten Plättchen bezahlen (beim Senken: den gewählten Würfel senken)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="366"/>
        <source>Select the next die while lowering</source>
        <translation>Beim Senken den nächsten Würfel wählen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="433"/>
        <source>Passing discards a token (white first).</source>
        <translation>Passen wirft ein Plättchen ab (zuerst weiß).</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="439"/>
        <source>Spend tokens to lower a die, then confirm.</source>
        <translation>Plättchen ausgeben, um einen Würfel zu senken, dann bestätigen.</translation>
    </message>
</context>
<context>
    <name>ViewingBar</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="183"/>
        <source>Viewing the position after move %1 (read-only)</source>
        <translation>Stellung nach Zug %1 (nur ansehen)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="185"/>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="15"/>
        <source>Stairs</source>
        <translation>Stairs</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="16"/>
        <source>Kanare Kato</source>
        <translation>Kanare Kato</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="17"/>
        <source>Climb one step at a time, always with your lowest piece.</source>
        <translation>Klettere Stufe für Stufe – immer mit deinem niedrigsten Stein.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="18"/>
        <source>Pie rule</source>
        <translation>Tauschregel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="19"/>
        <source>After Light&apos;s first move, Dark may take over Light&apos;s side.</source>
        <translation>Nach dem ersten Zug von Hell darf Dunkel die Seite von Hell übernehmen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="21"/>
        <source>{who} swaps colours (pie rule)</source>
        <translation>{who} tauscht die Farben (Tauschregel)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="22"/>
        <source>{name} ({colour})</source>
        <translation>{name} ({colour})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="23"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="24"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="25"/>
        <source>{who} {move} (to height {height})</source>
        <translation>{who} {move} (auf Höhe {height})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="26"/>
        <source>{who} cannot move and passes</source>
        <translation>{who} kann nicht ziehen und passt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="27"/>
        <source>no piece can move, so you pass</source>
        <translation>Kein Stein kann ziehen, du passt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="28"/>
        <source>move one of your lowest movable pieces (height {height})</source>
        <translation>Ziehe einen deiner niedrigsten beweglichen Steine (Höhe {height})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="29"/>
        <source>move one of your lowest movable pieces (height {height}), or swap colours</source>
        <translation>Ziehe einen deiner niedrigsten beweglichen Steine (Höhe {height}) oder tausche die Farben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="30"/>
        <source>swap</source>
        <translation>tauschen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="31"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="15"/>
        <source>Can&apos;t Stop</source>
        <translation>Can&apos;t Stop</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="16"/>
        <source>Sid Sackson</source>
        <translation>Sid Sackson</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="17"/>
        <source>Push your luck up eleven columns of dice sums.</source>
        <translation>Fordere dein Glück heraus: elf Spalten hinauf, eine für jede Würfelsumme.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="18"/>
        <source>Columns to win</source>
        <translation>Spalten zum Sieg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="19"/>
        <source>How many columns a player must win (capped by player count).</source>
        <translation>Wie viele Spalten man zum Sieg erobern muss (je nach Personenzahl begrenzt).</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="20"/>
        <source>Jumping</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="21"/>
        <source>Climbers skip spaces that hold an opponent&apos;s base camp.</source>
        <translation>Kletterer überspringen Felder mit einem gegnerischen Basislager.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="22"/>
        <source>Forced move</source>
        <translation>Zugzwang</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="23"/>
        <source>You may not stop while a climber shares a space with an opponent&apos;s base camp.</source>
        <translation>Du darfst nicht stoppen, solange ein Kletterer auf einem Feld mit einem gegnerischen Basislager steht.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="25"/>
        <source>{who} rolls</source>
        <translation>{who} würfelt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="26"/>
        <source>{who} stops (camps on {columns})</source>
        <translation>{who} hört auf (Basislager in {columns})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="27"/>
        <source>{dice}: bust!</source>
        <translation>{dice}: Pech gehabt!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="28"/>
        <source>{dice}</source>
        <translation>{dice}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="29"/>
        <source>{who} takes {sums}</source>
        <translation>{who} nimmt {sums}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="30"/>
        <source>choose which sums to climb</source>
        <translation>Wähle, mit welchen Summen du kletterst</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="31"/>
        <source>roll the dice</source>
        <translation>Würfle</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="32"/>
        <source>roll again: a climber shares a space with another player&apos;s camp</source>
        <translation>Würfle weiter: ein Kletterer steht auf einem Feld mit fremdem Basislager</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="33"/>
        <source>roll again, or stop and bank your climbers</source>
        <translation>Würfle weiter oder hör auf und sichere deine Kletterer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="34"/>
        <source>Jumping and Forced move cannot be combined</source>
        <translation>Überspringen und Zugzwang lassen sich nicht kombinieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="49"/>
        <source>{option}: players {first} and {second} cannot both choose {value}</source>
        <translation>{option}: Person {first} und Person {second} können nicht beide {value} wählen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="51"/>
        <source>unknown bot level {level} for {name}</source>
        <translation>unbekannte Bot-Stufe {level} für {name}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="52"/>
        <source>move {number} ({move}) does not fit the game: {error}</source>
        <translation>Zug {number} ({move}) passt nicht zum Spiel: {error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="53"/>
        <source>this is not a climbdesk saved game</source>
        <translation>dies ist kein gespeichertes climbdesk-Spiel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="54"/>
        <source>the saved game has no valid format version</source>
        <translation>das gespeicherte Spiel hat keine gültige Formatversion</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="55"/>
        <source>this game was saved by a newer climbdesk ({app}, format {version}); please update climbdesk to open it</source>
        <translation>dieses Spiel wurde mit einem neueren climbdesk gespeichert ({app}, Format {version}); bitte aktualisiere climbdesk, um es zu öffnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="56"/>
        <source>the saved game lacks its player count or seed</source>
        <translation>dem gespeicherten Spiel fehlen Spielerzahl oder Startwert</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="57"/>
        <source>the saved game lacks its seats or moves</source>
        <translation>dem gespeicherten Spiel fehlen Plätze oder Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="58"/>
        <source>the saved game lists {count} seats for {players} players</source>
        <translation>das gespeicherte Spiel nennt {count} Plätze für {players} Spieler</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="59"/>
        <source>the saved game has bad options: {error}</source>
        <translation>das gespeicherte Spiel hat ungültige Optionen: {error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="60"/>
        <source>the saved game&apos;s seed is damaged</source>
        <translation>der Startwert des gespeicherten Spiels ist beschädigt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="61"/>
        <source>move {number} is a hidden draw that does not fit the game</source>
        <translation>Zug {number} ist ein verdecktes Ziehen, das nicht zum Spiel passt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="63"/>
        <source>Undo would take back hidden information that {who} has already seen</source>
        <translation>Rückgängig würde verdeckte Informationen zurücknehmen, die {who} schon gesehen hat</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="64"/>
        <source>the saved moves do not fit the game: {error}</source>
        <translation>die gespeicherten Züge passen nicht zum Spiel: {error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="66"/>
        <source>{who} resigns</source>
        <translation>{who} gibt auf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="67"/>
        <source>The players agree to end the game here</source>
        <translation>Die Partie wird hier einvernehmlich beendet</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="68"/>
        <source>{name} is too large to be a climbdesk file</source>
        <translation>{name} ist zu groß für eine climbdesk-Datei</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="69"/>
        <source>{name} does not exist</source>
        <translation>{name} existiert nicht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="70"/>
        <source>{name} cannot be read: {error}</source>
        <translation>{name} kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="71"/>
        <source>{name} is damaged (not valid JSON at line {line})</source>
        <translation>{name} ist beschädigt (kein gültiges JSON in Zeile {line})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="78"/>
        <source>%2 resigned.</source>
        <extracomment>Outcome.reason keys any game may end with -&gt; sentence. %1 is the winner&apos;s name, %2 the ``detail`` given to :func:`reason_text` (solitaire: the number of turns). A game&apos;s own reasons are in its board registration.</extracomment>
        <translation>Aufgegeben: %2.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="87"/>
        <source>A player resigned.</source>
        <translation>Jemand hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="146"/>
        <source>Player %1</source>
        <extracomment>The name a seat gets when the player leaves it blank. Saves keep it in English (a saved game must read the same whatever language it was made in); the screen shows it in the player&apos;s language through :func:`display_name`, so a German player sees &quot;Person 1&quot; and the same save shows &quot;Player 1&quot; after a switch to English.</extracomment>
        <translation>Person %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="147"/>
        <source>%1 bot</source>
        <translation>Bot (%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="15"/>
        <source>Climb On! (dice)</source>
        <translation>Climb On! (Würfel)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="16"/>
        <source>Jonathan Leistiko</source>
        <translation>Jonathan Leistiko</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="17"/>
        <source>Roll your dice team up a four-level peak; bigger dice score more but climb worse.</source>
        <translation>Würfle dein Team auf einen Berg mit vier Ebenen – große Würfel bringen mehr Punkte, klettern aber schlechter.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="18"/>
        <source>Flexible Plans</source>
        <translation>Flexible Pläne</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="19"/>
        <source>22 white tokens each; climbing or descending costs 1, a pull up 2, a shove or drag 3.</source>
        <translation>Alle bekommen 22 weiße Plättchen; Klettern oder Absteigen kostet 1, Hochziehen 2, Hinabstoßen oder Herunterziehen 3.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="20"/>
        <source>Helping Hands</source>
        <translation>Helfende Hände</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="21"/>
        <source>Start with 8 white, 5 blue and 2 red tokens.</source>
        <translation>Beginne mit 8 weißen, 5 blauen und 2 roten Plättchen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="22"/>
        <source>Untied</source>
        <translation>Kein Gleichstand</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="23"/>
        <source>Equal scores go to the highest climber, then to the single best-scoring climber.</source>
        <translation>Bei gleicher Summe entscheidet der höchste Kletterer, danach der einzelne Kletterer mit den meisten Punkten.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="24"/>
        <source>Climbers</source>
        <translation>Kletterer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="25"/>
        <source>Flexible Plans and Helping Hands cannot be combined</source>
        <translation>Flexible Pläne und Helfende Hände lassen sich nicht kombinieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="26"/>
        <source>Custom Climbers: any six of d4, d6, d8, d10, d12 and d20; a die may appear more than once.</source>
        <translation>Eigene Kletterer: beliebige sechs Würfel aus d4, d6, d8, d10, d12 und d20; dieselbe Art darf mehrmals vorkommen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="28"/>
        <source>a white token</source>
        <translation>ein weißes Plättchen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="29"/>
        <source>a blue token</source>
        <translation>ein blaues Plättchen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="30"/>
        <source>a red token</source>
        <translation>ein rotes Plättchen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="31"/>
        <source>{n} white tokens</source>
        <translation>{n} weiße Plättchen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="32"/>
        <source>the ground</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="33"/>
        <source>level {n}</source>
        <translation>Ebene {n}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="34"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="35"/>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="36"/>
        <source>{who} tries to climb with the {die} from {src} to {dst}, paying {pay}</source>
        <translation>{who} versucht, mit dem {die} zu klettern ({src} → {dst}), und zahlt {pay}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="37"/>
        <source>{who} moves the {die} down from {src} to {dst}, paying {pay}</source>
        <translation>{who} lässt den {die} absteigen ({src} → {dst}) und zahlt {pay}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="38"/>
        <source>{who} tries to pull the {die} up to {dst} with the {helper}, paying {pay}</source>
        <translation>{who} versucht, den {die} mit dem {helper} auf {dst} hochzuziehen, und zahlt {pay}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="39"/>
        <source>{who} tries to shove {owner}&apos;s {victim} off {where} with the {die}, paying {pay}</source>
        <translation>{who} versucht, den {victim} von {owner} mit dem {die} von {where} hinabzustoßen, und zahlt {pay}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="40"/>
        <source>{who} tries to drag {owner}&apos;s {victim} down from {where} with the {die}, paying {pay}</source>
        <translation>{who} versucht, den {victim} von {owner} mit dem {die} von {where} herunterzuziehen, und zahlt {pay}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="41"/>
        <source>{who} cannot act and discards {pay}</source>
        <translation>{who} kann keine Aktion ausführen und wirft {pay} ab</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="42"/>
        <source>{who} rolls {dice}</source>
        <translation>{who} würfelt {dice}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="43"/>
        <source>{who} rolls {dice}: {outcome}</source>
        <translation>{who} würfelt {dice}: {outcome}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="44"/>
        <source>{who} lowers a {value} to {new} with {pay}</source>
        <translation>{who} zahlt {pay} und senkt eine {value} auf {new}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="45"/>
        <source>{who} accepts {dice}: {outcome}</source>
        <translation>{who} akzeptiert {dice}: {outcome}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="46"/>
        <source>no action is possible, so you discard a token</source>
        <translation>Keine Aktion möglich, du wirfst ein Plättchen ab</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="47"/>
        <source>choose a climber, an action and the token to pay with</source>
        <translation>Wähle einen Kletterer, eine Aktion und das Plättchen, mit dem du bezahlst</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="48"/>
        <source>lower a die with a token, or accept the roll (it succeeds)</source>
        <translation>Senke einen Würfel mit einem Plättchen oder akzeptiere den Wurf (er gelingt)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="49"/>
        <source>lower a die with a token, or accept the roll (it fails)</source>
        <translation>Senke einen Würfel mit einem Plättchen oder akzeptiere den Wurf (er misslingt)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="39"/>
        <source>%1 owns the highest piece.</source>
        <extracomment>This game&apos;s ``Outcome.reason`` keys -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 besitzt den höchsten Stein.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="40"/>
        <source>%1 has more pieces at the greatest height.</source>
        <translation>%1 hat mehr Steine auf der größten Höhe.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="41"/>
        <source>%1 was first to have that many pieces at the greatest height.</source>
        <translation>%1 hatte als Erstes so viele Steine auf der größten Höhe.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="79"/>
        <source>The game was ended by agreement and scored as it stood.</source>
        <translation>Die Partie wurde einvernehmlich beendet und so gewertet, wie sie stand.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="42"/>
        <source>%1 won the target number of columns.</source>
        <extracomment>This game&apos;s ``Outcome.reason`` keys -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 hat genug Spalten erobert.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="81"/>
        <source>Solitaire finished in %2 turns.</source>
        <translation>Solopartie in %2 Zügen beendet.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="57"/>
        <source>%1 scored the most points.</source>
        <extracomment>This game&apos;s ``Outcome.reason`` keys -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 hat die meisten Punkte erzielt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="58"/>
        <source>Scores were tied; %1 has the highest climber.</source>
        <translation>Gleichstand bei den Punkten; %1 hat den höchsten Kletterer.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="59"/>
        <source>Scores were tied; %1 has the single best-scoring climber.</source>
        <translation>Gleichstand bei den Punkten; %1 hat den einzelnen Kletterer mit den meisten Punkten.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="86"/>
        <source>Solitaire game finished.</source>
        <extracomment>Used instead of a SHARED_REASONS sentence that needs %2 when no ``detail`` is given.</extracomment>
        <translation>Solopartie beendet.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="35"/>
        <source>Highest piece</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>Höchster Stein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="38"/>
        <source>Columns won</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>Eroberte Spalten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="53"/>
        <source>Points</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="91"/>
        <source>Score</source>
        <extracomment>The player panel&apos;s score label for a game whose board declares none.</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="94"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="95"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="96"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
</context>
</TS>

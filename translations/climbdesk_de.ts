<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>GameCard</name>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="76" />
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="78" />
        <source>1 player</source>
        <translation>1 Person</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="79" />
        <source>%1 players</source>
        <translation>%1 Personen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="81" />
        <source>%1–%2 players</source>
        <translation>%1–%2 Personen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="85" />
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="87" />
        <source>Start a new game of %1</source>
        <translation>Eine neue Partie %1 beginnen</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="65" />
        <source>It's a draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="67" />
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="69" />
        <source>%1 share the win</source>
        <translation>%1 teilen sich den Sieg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="73" />
        <source>%1 resigned.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="78" />
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="79" />
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="80" />
        <source>Start screen</source>
        <translation>Startseite</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="278" />
        <source>Thinking about a hint…</source>
        <extracomment>Undo/redo/hint availability may have changed (the window updates its menu).</extracomment>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="332" />
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="337" />
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="339" />
        <source>Waiting for %1.</source>
        <translation>Warte auf %1.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="344" />
        <source>%1 to move: %2</source>
        <translation>%1 ist am Zug: %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="348" />
        <source>%1 to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="349" />
        <source>1 possible move.</source>
        <translation>1 möglicher Zug.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="350" />
        <source>%1 possible moves.</source>
        <translation>%1 mögliche Züge.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="352" />
        <source>You may also use the button below.</source>
        <translation>Du kannst auch die Schaltfläche unten benutzen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="354" />
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="393" />
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="394" />
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="395" />
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="396" />
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="122" />
        <source>Pass the device to %1</source>
        <translation>Gib das Gerät an %1 weiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="123" />
        <source>I am %1 — show my board</source>
        <translation>Ich bin %1 – zeig mein Brett</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="112" />
        <source>&lt;h3&gt;climbdesk %1&lt;/h3&gt;&lt;p&gt;Five climbing board games on one desk: play friends or bots, offline.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL v3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;climbdesk %1&lt;/h3&gt;&lt;p&gt;Fünf Kletter-Brettspiele auf einem Tisch: gegen Freunde oder Bots, offline.&lt;/p&gt;&lt;p&gt;Lizenz: GNU GPL v3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="101" />
        <source>No board yet</source>
        <translation>Noch kein Spielbrett</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="102" />
        <source>%1 cannot be played in this version: its board is not available yet.</source>
        <translation>%1 kann in dieser Version noch nicht gespielt werden: das Spielbrett fehlt noch.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="120" />
        <source>Abandon game?</source>
        <translation>Partie abbrechen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="121" />
        <source>The current game is not finished. Start another one anyway? (Save it first if you want to keep it.)</source>
        <translation>Die laufende Partie ist nicht beendet. Trotzdem eine neue beginnen? (Speichere sie vorher, wenn du sie behalten willst.)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="160" />
        <source>Resume game?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="161" />
        <source>You have an unfinished game of %1 (%2, %3 moves played). Resume it?</source>
        <translation>Es gibt eine unbeendete Partie %1 (%2, %3 Züge gespielt). Fortsetzen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="176" />
        <source>It was kept as %1.</source>
        <translation>Sie wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="179" />
        <source>Autosave damaged</source>
        <translation>Automatische Sicherung beschädigt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="180" />
        <source>The autosaved game could not be restored: %1</source>
        <translation>Die automatisch gesicherte Partie konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="189" />
        <source>Open saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="190" />
        <source>climbdesk games (*%1);;All files (*)</source>
        <translation>climbdesk-Partien (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="198" />
        <source>Cannot open game</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="199" />
        <source>%1 cannot be opened.</source>
        <translation>%1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="222" />
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="223" />
        <source>climbdesk games (*%1)</source>
        <translation>climbdesk-Partien (*%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="234" />
        <source>Cannot save game</source>
        <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="237" />
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="256" />
        <source>Resign?</source>
        <translation>Aufgeben?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="257" />
        <source>%1, do you really want to resign this game?</source>
        <translation>%1, willst du diese Partie wirklich aufgeben?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="267" />
        <source>End by agreement?</source>
        <translation>Einvernehmlich beenden?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="268" />
        <source>%1 proposes to end the game now and score the position as it stands. %2, do you agree?</source>
        <translation>%1 schlägt vor, die Partie jetzt zu beenden und die Stellung so zu werten. %2, bist du einverstanden?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="302" />
        <source>About climbdesk</source>
        <translation>Über climbdesk</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="78" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="80" />
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="82" />
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="84" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="87" />
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="89" />
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="91" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="93" />
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="95" />
        <source>&amp;Resign…</source>
        <translation>&amp;Aufgeben…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="97" />
        <source>End by &amp;Agreement…</source>
        <translation>&amp;Einvernehmlich beenden…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="99" />
        <source>&amp;Back to Start Screen</source>
        <translation>&amp;Zurück zur Startseite</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="101" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="103" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="105" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="107" />
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="109" />
        <source>&amp;Preferences…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="111" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="113" />
        <source>&amp;Rules…</source>
        <translation>Spiel&amp;regeln…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="115" />
        <source>&amp;About climbdesk</source>
        <translation>Ü&amp;ber climbdesk</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="50" />
        <source>Player %1</source>
        <extracomment>Used when a game names fewer colours than seats.</extracomment>
        <translation>Person %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="51" />
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="52" />
        <source>Bot – %1</source>
        <translation>Bot – %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="53" />
        <source>Colour of player %1</source>
        <translation>Farbe von Person %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="54" />
        <source>%1 bot</source>
        <translation>Bot (%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="308" />
        <location filename="../climbdesk/ui/new_game.py" line="309" />
        <source>New game of %1</source>
        <translation>Neue Partie %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="310" />
        <source>Players:</source>
        <translation>Anzahl:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="311" />
        <source>Players</source>
        <translation>Mitspielende</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="312" />
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="314" />
        <source>Start game</source>
        <translation>Partie beginnen</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="101" />
        <source>Bot – %1</source>
        <translation>Bot – %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="102" />
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="110" />
        <source>Winner</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="113" />
        <source>thinking…</source>
        <translation>denkt…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="114" />
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="99" />
        <source>Off</source>
        <extracomment>Animation-speed slider steps (index -&gt; factor); 0 turns animations off.</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="103" />
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="104" />
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="104" />
        <source>Appearance:</source>
        <translation>Erscheinungsbild:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="104" />
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="105" />
        <source>Bot move pause:</source>
        <translation>Pause bei Bot-Zügen:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="105" />
        <source>Colours:</source>
        <translation>Farben:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="111" />
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="116" />
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="116" />
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="116" />
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="120" />
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="121" />
        <source>How long a bot's move stays visible before it is played, so you can follow it.</source>
        <translation>Wie lange der Zug eines Bots sichtbar bleibt, bevor er ausgeführt wird – damit man ihn verfolgen kann.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="123" />
        <source>Colour-blind-safe palette</source>
        <translation>Farbenblind-freundliche Farben</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="49" />
        <source>The full rules page for this game is missing from this installation.</source>
        <translation>Die ausführlichen Regeln fehlen in dieser Installation.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="52" />
        <source>Rules of %1</source>
        <translation>Regeln: %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="168" />
        <source>Climbing board games for one screen. Pick a game to play against friends or bots.</source>
        <translation>Kletter-Brettspiele für einen Bildschirm. Wähle ein Spiel – gegen Freunde oder Bots.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="170" />
        <source>Resume last game</source>
        <translation>Letzte Partie fortsetzen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="171" />
        <source>Open saved game…</source>
        <translation>Gespeicherte Partie öffnen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="172" />
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="173" />
        <source>Preferences…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="174" />
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="80" />
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="81" />
        <source>Game / opponent</source>
        <translation>Spiel / Gegner</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="81" />
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="82" />
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="90" />
        <source>Pass and play</source>
        <translation>Am selben Gerät</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="91" />
        <source>Against %1 bots</source>
        <translation>Gegen Bots (%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="95" />
        <source>Player: %1</source>
        <translation>Person: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="102" />
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
</context>
<context>
    <name>ViewingBar</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="158" />
        <source>Viewing the position after move %1 (read-only)</source>
        <translation>Stellung nach Zug %1 (nur ansehen)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="160" />
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="25" />
        <source>Stairs</source>
        <translation>Stairs</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="26" />
        <source>Kanare Kato</source>
        <translation>Kanare Kato</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="27" />
        <source>Climb one step at a time, always with your lowest piece.</source>
        <translation>Klettere Stufe für Stufe – immer mit deinem niedrigsten Stein.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="28" />
        <source>Pie rule</source>
        <translation>Tauschregel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="29" />
        <source>After Light's first move, Dark may take over Light's side.</source>
        <translation>Nach dem ersten Zug von Hell darf Dunkel die Seite von Hell übernehmen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="31" />
        <source>Dark swaps colours (pie rule)</source>
        <translation>Dunkel tauscht die Farben (Tauschregel)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="32" />
        <source>swap</source>
        <translation>tauschen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="33" />
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="38" />
        <source>%1 owns the highest piece.</source>
        <extracomment>Outcome.reason keys (all games) -&gt; sentence. %1 is the winner's name.</extracomment>
        <translation>%1 besitzt den höchsten Stein.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="39" />
        <source>%1 has more pieces at the greatest height.</source>
        <translation>%1 hat mehr Steine auf der größten Höhe.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="40" />
        <source>%1 was first to have that many pieces at the greatest height.</source>
        <translation>%1 hatte als Erstes so viele Steine auf der größten Höhe.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="42" />
        <source>The other side resigned.</source>
        <translation>Die andere Seite hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="43" />
        <source>The game was ended by agreement and scored as it stood.</source>
        <translation>Die Partie wurde einvernehmlich beendet und so gewertet, wie sie stand.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="49" />
        <source>Highest piece</source>
        <extracomment>What a game's Outcome.scores mean, per game key, for the player panel.</extracomment>
        <translation>Höchster Stein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="51" />
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="54" />
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="55" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="56" />
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
</context>
</TS>
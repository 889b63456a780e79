<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="228"/>
        <source>The analysis could not be read: %1</source>
        <translation>Die Analyse ist nicht lesbar: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="239"/>
        <source>The analysis failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="249"/>
        <source>The analysis was interrupted by a bot&apos;s move. Analyse again to finish it.</source>
        <translation>Die Analyse wurde vom Zug eines Bots unterbrochen. Analysiere erneut, um sie abzuschließen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="322"/>
        <source>Only a finished game can be analysed.</source>
        <translation>Nur eine beendete Partie kann analysiert werden.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="324"/>
        <source>Analysing: each move is compared with the Hard bot&apos;s choice.</source>
        <translation>Analyse läuft: Jeder Zug wird mit der Wahl des Bots „Schwer“ verglichen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="329"/>
        <source>%1 decisions: %2 doubtful (?!), %3 bad (?), %4 very bad (??).</source>
        <translation>%1 Entscheidungen: %2 zweifelhaft (?!), %3 schlecht (?), %4 sehr schlecht (??).</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="339"/>
        <source>Analyse…</source>
        <translation>Analysieren…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="341"/>
        <source>Compare every decision of the chosen player with the Hard bot&apos;s choice</source>
        <translation>Jede Entscheidung der gewählten Person mit der Wahl des Bots „Schwer“ vergleichen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="342"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="343"/>
        <source>Show best move</source>
        <translation>Besten Zug zeigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="345"/>
        <source>Draw the Hard bot&apos;s choice on the board at each analysed decision (B)</source>
        <translation>Die Wahl des Bots „Schwer“ bei jeder analysierten Entscheidung auf dem Brett zeigen (B)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="346"/>
        <source>Show the best move on the board</source>
        <translation>Den besten Zug auf dem Brett zeigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="347"/>
        <source>Player to analyse</source>
        <translation>Zu analysierende Person</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="348"/>
        <source>Analysis progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="356"/>
        <source>Win chance over the game</source>
        <translation>Gewinnchance im Verlauf der Partie</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="357"/>
        <source>Win chance %</source>
        <translation>Gewinnchance %</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="358"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
</context>
<context>
    <name>AutosaveWriter</name>
    <message>
        <location filename="../climbdesk/ui/autosave.py" line="122"/>
        <source>a folder is in the place of %1</source>
        <translation>an der Stelle von %1 liegt ein Ordner</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/autosave.py" line="124"/>
        <source>no permission to write %1</source>
        <translation>keine Berechtigung, %1 zu schreiben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/autosave.py" line="126"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/autosave.py" line="128"/>
        <source>%1 is on a read-only disk</source>
        <translation>%1 liegt auf einem schreibgeschützten Datenträger</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/autosave.py" line="130"/>
        <source>%1 cannot be written (%2)</source>
        <translation>%1 kann nicht geschrieben werden (%2)</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="575"/>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="576"/>
        <source>Move the cursor to the nearest thing you can pick</source>
        <translation>Bewege den Cursor zum nächsten Teil, das du nehmen kannst</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="580"/>
        <source>Enter / Space</source>
        <translation>Eingabe / Leertaste</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="581"/>
        <source>Pick what is under the cursor, then put it on a target</source>
        <translation>Nimm, was unter dem Cursor liegt, und setze es dann auf ein Ziel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="585"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="586"/>
        <source>Cancel the pick</source>
        <translation>Auswahl abbrechen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="592"/>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="593"/>
        <source>Show or hide the legend: what the board&apos;s rings and marks mean</source>
        <translation>Legende ein- oder ausblenden: was die Ringe und Markierungen auf dem Brett bedeuten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="285"/>
        <source>Mouse wheel, %1 / %2</source>
        <translation>Mausrad, %1 / %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="288"/>
        <source>Zoom in or out</source>
        <translation>Vergrößern oder verkleinern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="290"/>
        <source>Shift+Arrow keys, drag on empty space</source>
        <translation>Umschalt+Pfeiltasten, Ziehen auf freier Fläche</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="291"/>
        <source>Move the board</source>
        <translation>Brett verschieben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="296"/>
        <source>Fit the whole board in the window</source>
        <translation>Ganzes Brett ins Fenster einpassen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="303"/>
        <source>Turn the board by a quarter</source>
        <translation>Brett um eine Vierteldrehung drehen</translation>
    </message>
</context>
<context>
    <name>BoardLegend</name>
    <message>
        <location filename="../climbdesk/ui/boards/legend.py" line="34"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/legend.py" line="38"/>
        <source>L hides the legend</source>
        <translation>L blendet die Legende aus</translation>
    </message>
</context>
<context>
    <name>BotWorker</name>
    <message>
        <location filename="../climbdesk/ui/bot_worker.py" line="297"/>
        <source>The bots have been stopped.</source>
        <translation>Die Bots wurden beendet.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/bot_worker.py" line="379"/>
        <source>the bot did not answer in time, twice</source>
        <translation>der Bot hat zweimal nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/bot_worker.py" line="404"/>
        <source>the bot process cannot be started</source>
        <translation>der Bot-Prozess lässt sich nicht starten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/bot_worker.py" line="387"/>
        <source>the bot process crashed twice while thinking about this position</source>
        <translation>der Bot-Prozess ist beim Nachdenken über diese Stellung zweimal abgestürzt</translation>
    </message>
</context>
<context>
    <name>CantStopBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="277"/>
        <source>White peak: a climber of this turn</source>
        <translation>Weiße Spitze: ein Kletterer dieses Zugs</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="279"/>
        <source>Dashed peak: where the hovered choice would take it</source>
        <translation>Gestrichelte Spitze: wohin die Auswahl unter der Maus ihn bringen würde</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="281"/>
        <source>Coloured marker: a player&apos;s base camp (shape and colour)</source>
        <translation>Farbige Marke: das Basislager einer Person (Form und Farbe)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="283"/>
        <source>Dashed outline: a pairing you cannot use, or a column still to win</source>
        <translation>Gestrichelter Rahmen: eine Aufteilung, die du nicht nutzen kannst, oder eine noch offene Spalte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="286"/>
        <source>Dashed die: not rolled this turn yet</source>
        <translation>Gestrichelter Würfel: in diesem Zug noch nicht gewürfelt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="288"/>
        <source>Hint colour: the suggested choice</source>
        <translation>Tippfarbe: die vorgeschlagene Wahl</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="319"/>
        <source>Dice: %1.</source>
        <translation>Würfel: %1.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="450"/>
        <source>Bust!</source>
        <translation>Absturz!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="458"/>
        <source>Column %1 won!</source>
        <translation>Spalte %1 erobert!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="462"/>
        <source>Columns %1 and %2 won!</source>
        <translation>Spalten %1 und %2 erobert!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="85"/>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="155"/>
        <source>First to win %1 columns</source>
        <translation>Ziel: %1 Spalten erobern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="110"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="112"/>
        <source>Rolling…</source>
        <translation>Es wird gewürfelt…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="114"/>
        <source>%1 is playing</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="120"/>
        <source>Only one fits: %1 or %2?</source>
        <translation>Nur eine passt: %1 oder %2?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="122"/>
        <source>Pair the dice: click two dice or a choice</source>
        <translation>Würfel aufteilen: zwei Würfel oder eine Kombination anklicken</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="125"/>
        <source>Roll again, or stop and bank?</source>
        <translation>Weiterwürfeln oder stoppen und sichern?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="127"/>
        <source>Forced move: roll again</source>
        <translation>Zugzwang: weiterwürfeln</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="128"/>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="184"/>
        <source>Roll the dice</source>
        <translation>Bitte würfeln</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="186"/>
        <source>Stop and bank this turn&apos;s progress</source>
        <translation>Stoppen und den Fortschritt dieses Zugs sichern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="189"/>
        <source>Take that pairing of the dice</source>
        <translation>Diese Aufteilung der Würfel nehmen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="191"/>
        <source>Take the left or right sum when only one fits</source>
        <translation>Die linke oder rechte Summe nehmen, wenn nur eine passt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="276"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="326"/>
        <source>or</source>
        <translation>oder</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="277"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="332"/>
        <source>no room</source>
        <translation>kein Platz</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="278"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="336"/>
        <source>then %1 bust</source>
        <translation>→ Absturz %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="90"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="417"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="91"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="418"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="92"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="451"/>
        <source>key %1</source>
        <translation>Taste %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="93"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="460"/>
        <source>bust %1</source>
        <translation>Absturz %1</translation>
    </message>
</context>
<context>
    <name>CantStopBreakdown</name>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="27"/>
        <source>columns won: %1</source>
        <translation>eroberte Spalten: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="29"/>
        <source>no column won</source>
        <translation>keine Spalte erobert</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="30"/>
        <source>base camps: %1</source>
        <translation>Basislager: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="31"/>
        <source>no base camp on an open column</source>
        <translation>kein Basislager in einer offenen Spalte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="32"/>
        <source>busts: %1</source>
        <translation>Abstürze: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="34"/>
        <source>Turns: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="37"/>
        <source>Columns: %1</source>
        <translation>Spalten: %1</translation>
    </message>
</context>
<context>
    <name>ClimbersBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="22"/>
        <source>Skip this step: stay, move no block, put the block back or place no disk</source>
        <translation>Diesen Schritt auslassen: stehen bleiben, keinen Stein versetzen, den Stein zurücklegen oder keine Blockadescheibe legen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="24"/>
        <source>Look at the mountain from the next side</source>
        <translation>Den Berg von der nächsten Seite ansehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="26"/>
        <source>Show or hide the top-down map</source>
        <translation>Die Draufsicht-Karte zeigen oder ausblenden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="28"/>
        <source>Turn the lifted block to its next orientation</source>
        <translation>Den angehobenen Stein in seine nächste Lage drehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="28"/>
        <source>R / Shift+R</source>
        <translation>R / Umschalt+R</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="30"/>
        <source>Take your blocking disk in hand; then put it on a highlighted top</source>
        <translation>Nimm deine Blockadescheibe in die Hand und lege sie dann auf eine markierte Oberseite</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="32"/>
        <source>While a block is lifted: put it back where it was</source>
        <translation>Solange ein Stein angehoben ist: ihn an seinen Platz zurücklegen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="34"/>
        <source>Height slice down or up: fade taller columns so the squares behind them can be seen and clicked</source>
        <translation>Höhenschnitt tiefer oder höher: höhere Säulen werden blass, damit die Felder dahinter sichtbar und anklickbar sind</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="36"/>
        <source>Examine the block at the cursor: its six faces in the side panel (or hover a block; Alt at once)</source>
        <translation>Den Stein am Cursor ansehen: seine sechs Seiten in der Seitenleiste (oder mit der Maus über einem Stein verweilen; mit Alt sofort)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/scene.py" line="524"/>
        <source>Locked this turn: %1</source>
        <translation>In diesem Zug gesperrt: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/scene.py" line="527"/>
        <source>Columns taller than %1 are faded</source>
        <translation>Säulen höher als %1 sind blass</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="70"/>
        <source>Green square: your climber can move there without a ladder</source>
        <translation>Grünes Feld: dein Kletterer kann ohne Leiter dorthin ziehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="72"/>
        <source>S, T, S+T: the move spends the short, the tall or both ladders; S/T: either one reaches it, a click asks which</source>
        <translation>K, L, K+L: der Zug verbraucht die kurze, die lange oder beide Leitern; K/L: jede der beiden reicht aus, ein Klick fragt, welche</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="76"/>
        <source>Framed top: a block you may pick up (click it, or drag it)</source>
        <translation>Umrahmte Oberseite: ein Stein, den du aufnehmen darfst (anklicken oder ziehen)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="78"/>
        <source>Padlock, dashed top: the block the previous player moved, locked this turn (hover it for the reason)</source>
        <translation>Vorhängeschloss, gestrichelte Oberseite: der Stein, den die Person vor dir versetzt hat – in diesem Zug gesperrt (Maus darüber zeigt den Grund)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="80"/>
        <source>Ghost: where the lifted block would go, green if it may, red with the reason; drag a block to move it</source>
        <translation>Schatten: wohin der angehobene Stein käme, grün, wenn erlaubt, rot mit dem Grund; ziehe einen Stein, um ihn zu versetzen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="82"/>
        <source>Dashed box: where the lifted block came from; drop it there or press Esc to put it back</source>
        <translation>Gestrichelter Kasten: wo der angehobene Stein herkam; lass ihn dort fallen oder drücke Esc, um ihn zurückzulegen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="84"/>
        <source>Dot: a corner where the lifted block fits in the orientation shown</source>
        <translation>Punkt: eine Ecke, an die der angehobene Stein in der gezeigten Lage passt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="86"/>
        <source>Arrows: where a covered climber may shift; pick one</source>
        <translation>Pfeile: wohin ein bedeckter Kletterer verschoben werden kann; wähle einen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="88"/>
        <source>Faded column: taller than the height slice ([ ]); clicks pass through it</source>
        <translation>Blasse Säule: höher als der Höhenschnitt ([ ]); Klicks gehen durch sie hindurch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/blockmarks.py" line="179"/>
        <location filename="../climbdesk/ui/boards/climbers/viewpictures.py" line="122"/>
        <source>Shift %1: pick an arrow</source>
        <translation>%1 verschieben: wähle einen Pfeil</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="39"/>
        <source>S</source>
        <comment>the short ladder, one letter on a square</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="41"/>
        <source>T</source>
        <comment>the tall ladder, one letter on a square</comment>
        <translation>L</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="55"/>
        <source>S</source>
        <comment>the short ladder&apos;s key in the ladder menu: a letter every keyboard types</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="57"/>
        <source>T</source>
        <comment>the tall ladder&apos;s key in the ladder menu: a letter every keyboard types</comment>
        <translation>L</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="65"/>
        <source>both ladders</source>
        <translation>beide Leitern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="67"/>
        <source>the short ladder</source>
        <translation>die kurze Leiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="69"/>
        <source>the tall ladder</source>
        <translation>die lange Leiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="70"/>
        <source>no ladder</source>
        <translation>keine Leiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="75"/>
        <source>ladders: short and tall</source>
        <translation>Leitern: kurz und lang</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="77"/>
        <source>ladders: short</source>
        <translation>Leitern: kurz</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="79"/>
        <source>ladders: tall</source>
        <translation>Leitern: lang</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="80"/>
        <source>no ladders left</source>
        <translation>keine Leitern mehr</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="85"/>
        <source>disk in hand</source>
        <translation>Blockadescheibe noch da</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="87"/>
        <source>disk placed</source>
        <translation>Blockadescheibe gelegt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="132"/>
        <source>Reached at move %1</source>
        <translation>Erreicht in Zug %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="88"/>
        <source>disk used</source>
        <translation>Blockadescheibe verbraucht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="130"/>
        <source>At the foot</source>
        <translation>Am Fuß</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="151"/>
        <source>No climb for %1 turns: the game ends after these reactions</source>
        <translation>%1 Züge ohne Aufstieg: Die Partie endet nach diesen Reaktionszügen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="157"/>
        <source>%1 of %2 turns without climbing: the game ends at %2</source>
        <translation>%1 von %2 Zügen ohne Aufstieg: Bei %2 endet die Partie</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/ladders.py" line="45"/>
        <source>Which ladder do you spend?</source>
        <translation>Welche Leiter setzt du ein?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/ladders.py" line="51"/>
        <source>&amp;%1 – spend %2</source>
        <translation>&amp;%1 – %2 einsetzen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/paths.py" line="204"/>
        <source>Line: the way to the square under the mouse or cursor; a ring marks a step that spends a ladder</source>
        <translation>Linie: der Weg zum Feld unter Maus oder Cursor; ein Ring markiert einen Schritt, der eine Leiter verbraucht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/coordinates.py" line="36"/>
        <source>x</source>
        <comment>the axis letter at the end of the board&apos;s edge numbers, as in 13,8 (x,y)</comment>
        <translation>x</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/coordinates.py" line="38"/>
        <source>y</source>
        <comment>the axis letter at the end of the board&apos;s edge numbers, as in 13,8 (x,y)</comment>
        <translation>y</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/coordinates.py" line="78"/>
        <source>%1: square %2,%3, height %4</source>
        <translation>%1: Feld %2,%3, Höhe %4</translation>
    </message>
</context>
<context>
    <name>ClimbersBreakdown</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/breakdown.py" line="25"/>
        <source>never left the foot of the mountain</source>
        <translation>blieb am Fuß des Berges</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/breakdown.py" line="27"/>
        <source>first stood this high in turn %1</source>
        <translation>zuerst in Zug %1 so hoch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/breakdown.py" line="32"/>
        <source>got there before the others at this height</source>
        <translation>vor den anderen auf dieser Höhe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/breakdown.py" line="34"/>
        <source>got there after another climber</source>
        <translation>nach einem anderen Kletterer dort</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/breakdown.py" line="35"/>
        <source>Height %1</source>
        <translation>Höhe %1</translation>
    </message>
</context>
<context>
    <name>ClimbersPalette</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/orientations.py" line="113"/>
        <source>%1 × %2 squares, %3 high, %4 on top</source>
        <translation>%1 × %2 Felder, %3 hoch, oben %4</translation>
    </message>
</context>
<context>
    <name>ClimbersPanel</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="157"/>
        <source>%1, laid open (I):</source>
        <translation>%1, aufgeklappt (I):</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="160"/>
        <source>All six faces: the top framed thick in the middle, the bottom at the right, the table&apos;s left, right, back and front around the top. Hover a block (Alt: at once) or press I on the cursor to examine it.</source>
        <translation>Alle sechs Seiten: in der Mitte dick umrahmt die Oberseite, ganz rechts die Unterseite, rund um die Oberseite die Seiten links, rechts, hinten und vorn (vom Tisch aus gesehen). Verweile mit der Maus über einem Stein (Alt: sofort) oder drücke I am Cursor, um ihn anzusehen.</translation>
    </message>
</context>
<context>
    <name>DialogButtons</name>
    <message>
        <location filename="../climbdesk/ui/mnemonics.py" line="34"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/mnemonics.py" line="35"/>
        <source>&amp;Cancel</source>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/mnemonics.py" line="36"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
</context>
<context>
    <name>DiskBox</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/steps.py" line="77"/>
        <source>Your disk: drag it onto a highlighted top, or press D; N places none</source>
        <translation>Deine Blockadescheibe: zieh sie auf eine markierte Oberseite oder drücke D; N legt keine</translation>
    </message>
</context>
<context>
    <name>DiskToken</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/disk.py" line="44"/>
        <location filename="../climbdesk/ui/boards/climbers/steps.py" line="80"/>
        <source>Your blocking disk</source>
        <translation>Deine Blockadescheibe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/disk.py" line="45"/>
        <location filename="../climbdesk/ui/boards/climbers/steps.py" line="82"/>
        <source>Drag the disk onto a highlighted top, or click it (D) and then click a top</source>
        <translation>Zieh die Scheibe auf eine markierte Oberseite oder klicke sie an (D) und dann eine Oberseite</translation>
    </message>
</context>
<context>
    <name>FaceNet</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="97"/>
        <source>The examined block&apos;s six faces</source>
        <translation>Die sechs Seiten des angesehenen Steins</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="139"/>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="139"/>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="139"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="140"/>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="140"/>
        <source>back</source>
        <translation>hinten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="140"/>
        <source>front</source>
        <translation>vorn</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="142"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="144"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="113"/>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="115"/>
        <source>1 player</source>
        <translation>1 Person</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="116"/>
        <source>%1 players</source>
        <translation>%1 Personen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="118"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 Personen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="122"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="124"/>
        <source>Start a new game of %1</source>
        <translation>Eine neue Partie %1 beginnen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="372"/>
        <source>The result could not be added to the statistics: %1</source>
        <translation>Das Ergebnis konnte nicht in die Statistik übernommen werden: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="415"/>
        <source>The bot could not be started: %1</source>
        <translation>Der Bot konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="471"/>
        <source>The bot process stopped unexpectedly. It was restarted and is thinking about the position again.</source>
        <translation>Der Bot-Prozess wurde unerwartet beendet. Er wurde neu gestartet und denkt wieder über die Stellung nach.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="501"/>
        <source>The hint failed: %1</source>
        <translation>Es konnte kein Tipp ermittelt werden: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="504"/>
        <source>The bot failed: %1</source>
        <translation>Der Bot ist ausgefallen: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="575"/>
        <source>Autosave failed: %1</source>
        <translation>Automatische Sicherung fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="120"/>
        <source>It&apos;s a draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="122"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="124"/>
        <source>%1 share the win</source>
        <translation>%1 teilen sich den Sieg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="131"/>
        <source>%1 resigned.</source>
        <translation>%1 hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="132"/>
        <source>%1 resigned.</source>
        <comment>several players</comment>
        <translation>%1 haben aufgegeben.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="141"/>
        <source>A new personal best!</source>
        <translation>Neuer persönlicher Rekord!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="142"/>
        <source>That equals your personal best.</source>
        <translation>Damit hast du deinen persönlichen Rekord eingestellt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="144"/>
        <source>Your personal best is %1 turns.</source>
        <translation>Dein persönlicher Rekord liegt bei %1 Zügen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="145"/>
        <source>All columns won!</source>
        <translation>Alle Spalten erobert!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="186"/>
        <source>Play again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="187"/>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="188"/>
        <source>Step through the game from the first move</source>
        <translation>Die Partie vom ersten Zug an Schritt für Schritt ansehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="189"/>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="191"/>
        <source>Review the game with each of your decisions compared with the Hard bot&apos;s choice</source>
        <translation>Die Partie ansehen und jede deiner Entscheidungen mit der Wahl des Bots „Schwer“ vergleichen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="192"/>
        <source>Analyse the game</source>
        <translation>Die Partie analysieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="193"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="194"/>
        <source>Start screen</source>
        <translation>Startseite</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="495"/>
        <source>Thinking about a hint…</source>
        <translation>Tipp wird gesucht…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/move_list.py" line="45"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/move_list.py" line="46"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/move_list.py" line="47"/>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/move_list.py" line="48"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="21"/>
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="22"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="23"/>
        <source>Waiting for %1.</source>
        <translation>Warte auf %1.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="24"/>
        <source>%1 to move: %2</source>
        <translation>%1 ist am Zug: %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="25"/>
        <source>%1 to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="26"/>
        <source>1 possible move.</source>
        <translation>1 möglicher Zug.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="27"/>
        <source>%1 possible moves.</source>
        <translation>%1 mögliche Züge.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="28"/>
        <source>You may also use the button below.</source>
        <translation>Du kannst auch die Schaltfläche unten benutzen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="29"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="137"/>
        <location filename="../climbdesk/ui/game_page.py" line="538"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/command_actions.py" line="29"/>
        <source>Key: %1</source>
        <translation>Taste: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="539"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="540"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="541"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="542"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="543"/>
        <source>Setting up the game…</source>
        <translation>Die Partie wird vorbereitet…</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="258"/>
        <source>Pass the device to %1</source>
        <translation>Gib das Gerät an %1 weiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="259"/>
        <source>I am %1 — show my board</source>
        <translation>Ich bin %1 – zeig mein Brett</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="73"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="78"/>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="78"/>
        <source>What it does</source>
        <translation>Was sie tut</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="80"/>
        <source>Keys and what they do</source>
        <translation>Tasten und was sie tun</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="92"/>
        <source>Playing on the board</source>
        <translation>Auf dem Brett spielen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="93"/>
        <source>Moving the view</source>
        <translation>Ansicht bewegen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="94"/>
        <source>Anywhere in the window</source>
        <translation>Überall im Fenster</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="176"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="177"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="178"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="179"/>
        <source>Between players</source>
        <translation>Unter Personen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="180"/>
        <location filename="../climbdesk/ui/library_model.py" line="190"/>
        <source>Bots only</source>
        <translation>Nur Bots</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="181"/>
        <source>Unfinished (saved)</source>
        <translation>Unbeendet (gespeichert)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="188"/>
        <source>Pass and play</source>
        <translation>Am selben Gerät</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="191"/>
        <source>%1 bot</source>
        <translation>Bot (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/library_dialog.py" line="190"/>
        <source>%n games</source>
        <extracomment>Games deleted in this dialog, the last one last: Undo brings them back in turn.</extracomment>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="216"/>
        <source>Cannot open game</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="245"/>
        <source>Cannot export game</source>
        <translation>Partie kann nicht exportiert werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="247"/>
        <source>Exported to %1.</source>
        <translation>Nach %1 exportiert.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="253"/>
        <source>Export game</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="254"/>
        <source>climbdesk games (*%1)</source>
        <translation>climbdesk-Partien (*%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="270"/>
        <source>Deleted the game of %1 (%2); a save file of it is not touched. Undo (Ctrl+Z) brings it back.</source>
        <translation>Die Partie %1 (%2) wurde gelöscht; eine gespeicherte Datei davon bleibt unberührt. „Löschen rückgängig“ (Strg+Z) holt sie zurück.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="287"/>
        <source>The game is back in the library.</source>
        <translation>Die Partie ist wieder in der Bibliothek.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="301"/>
        <source>Cannot import game</source>
        <translation>Partie kann nicht importiert werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="302"/>
        <source>%1 cannot be imported.</source>
        <translation>%1 kann nicht importiert werden.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="310"/>
        <source>Imported %1.</source>
        <translation>%1 importiert.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="316"/>
        <source>Import saved game</source>
        <translation>Gespeicherte Partie importieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="317"/>
        <source>climbdesk games (*%1);;All files (*)</source>
        <translation>climbdesk-Partien (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="326"/>
        <source>Anyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="331"/>
        <source>Player: %1</source>
        <translation>Person: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="347"/>
        <source>Game library</source>
        <translation>Bibliothek der Partien</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="348"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="349"/>
        <source>O&amp;pponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="350"/>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="351"/>
        <source>&amp;When:</source>
        <translation>&amp;Wann:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="352"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="354"/>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="357"/>
        <source>Any time</source>
        <translation>Jederzeit</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="357"/>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="357"/>
        <source>Past 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="358"/>
        <source>Past 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="358"/>
        <source>Past year</source>
        <translation>Letztes Jahr</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="360"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="361"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="362"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="363"/>
        <source>&amp;Undo delete</source>
        <translation>Löschen &amp;rückgängig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="364"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="365"/>
        <source>Filter by game</source>
        <translation>Nach Spiel filtern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="366"/>
        <source>Filter by opponent</source>
        <translation>Nach Gegner filtern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="367"/>
        <source>Filter by result</source>
        <translation>Nach Ergebnis filtern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="368"/>
        <source>Filter by date</source>
        <translation>Nach Datum filtern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="369"/>
        <source>Games in the library</source>
        <translation>Partien in der Bibliothek</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="370"/>
        <source>Open the selected game</source>
        <translation>Die gewählte Partie öffnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="371"/>
        <source>Export the selected game as a save file</source>
        <translation>Die gewählte Partie als Datei exportieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="372"/>
        <source>Delete the selected game from the library</source>
        <translation>Die gewählte Partie aus der Bibliothek löschen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="373"/>
        <source>Bring back the game deleted last</source>
        <translation>Die zuletzt gelöschte Partie zurückholen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="374"/>
        <source>Import a save file into the library</source>
        <translation>Eine gespeicherte Partie in die Bibliothek importieren</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="128"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="128"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="128"/>
        <source>Players</source>
        <translation>Mitspielende</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="128"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="129"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="129"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="161"/>
        <source>%1 won</source>
        <translation>%1 gewann</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="43"/>
        <source>Settings cannot be saved in %1 (%2). climbdesk starts with its default settings, and changes you make will not be kept.</source>
        <translation>Einstellungen können nicht in %1 gespeichert werden (%2). climbdesk startet mit den Standardeinstellungen, und deine Änderungen bleiben nicht erhalten.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="58"/>
        <source>Games cannot be autosaved and statistics cannot be kept in %1 (%2).</source>
        <translation>In %1 können Partien nicht automatisch gesichert und keine Statistiken geführt werden (%2).</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="62"/>
        <source>Settings will not be kept</source>
        <translation>Einstellungen werden nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="114"/>
        <source>No board yet</source>
        <translation>Noch kein Spielbrett</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="115"/>
        <source>%1 cannot be played in this version: its board is not available yet.</source>
        <translation>%1 kann in dieser Version noch nicht gespielt werden: das Spielbrett fehlt noch.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="192"/>
        <source>Abandon game?</source>
        <translation>Partie abbrechen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="193"/>
        <source>The current game is not finished. Start another one anyway? (Save it first if you want to keep it.)</source>
        <translation>Die laufende Partie ist nicht beendet. Trotzdem eine neue beginnen? (Speichere sie vorher, wenn du sie behalten willst.)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="209"/>
        <source>Replace the unfinished game?</source>
        <translation>Nicht beendete Partie ersetzen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="211"/>
        <source>Your unfinished game of %1 (%2) is kept for Resume. Starting another game replaces it. Start anyway?</source>
        <translation>Deine nicht beendete Partie %1 (%2) wird zum Fortsetzen aufbewahrt. Eine neue Partie ersetzt sie. Trotzdem beginnen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="130"/>
        <source>Resume game?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="114"/>
        <source>It was kept as %1.</source>
        <translation>Die Datei wurde unter %1 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="104"/>
        <location filename="../climbdesk/ui/window_files.py" line="118"/>
        <source>Autosave damaged</source>
        <translation>Automatische Sicherung beschädigt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="50"/>
        <source>not a regular file: a folder, a pipe or a device</source>
        <translation>keine normale Datei, sondern ein Ordner, eine Pipe oder ein Gerät</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="52"/>
        <source>The settings file %1 cannot be used (%2). It was left as it is; climbdesk starts with its default settings, and changes you make will not be kept.</source>
        <translation>Die Einstellungsdatei %1 kann nicht verwendet werden (%2). Sie wurde unverändert gelassen; climbdesk startet mit den Standardeinstellungen, und deine Änderungen bleiben nicht erhalten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/main_window.py" line="131"/>
        <source>You have an unfinished game of %1 (%2, %n moves played). Resume it?</source>
        <translation>
            <numerusform>Es gibt eine nicht beendete Partie %1 (%2, %n Zug gespielt). Fortsetzen?</numerusform>
            <numerusform>Es gibt eine nicht beendete Partie %1 (%2, %n Züge gespielt). Fortsetzen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="105"/>
        <source>The autosaved game could not be read: %1. It was left as it is.</source>
        <translation>Die automatisch gesicherte Partie konnte nicht gelesen werden: %1. Sie wurde unverändert gelassen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="119"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>Die automatisch gesicherte Partie konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="153"/>
        <location filename="../climbdesk/ui/window_files.py" line="204"/>
        <source>Cannot open game</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="154"/>
        <source>%1 cannot be opened.</source>
        <translation>%1 kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="234"/>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="235"/>
        <source>climbdesk games (*%1)</source>
        <translation>climbdesk-Partien (*%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="248"/>
        <source>Cannot save game</source>
        <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="253"/>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="49"/>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="50"/>
        <source>Who resigns?</source>
        <translation>Wer gibt auf?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="55"/>
        <source>Resign?</source>
        <translation>Aufgeben?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="56"/>
        <source>%1, do you really want to resign this game?</source>
        <translation>%1, willst du diese Partie wirklich aufgeben?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="67"/>
        <source>End by agreement?</source>
        <translation>Einvernehmlich beenden?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="68"/>
        <source>%1 proposes to end the game now and score the position as it stands. %2, do you agree?</source>
        <translation>%1 schlägt vor, die Partie jetzt zu beenden und die Stellung so zu werten. %2, bist du einverstanden?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="135"/>
        <source>About climbdesk</source>
        <translation>Über climbdesk</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="117"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="119"/>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="121"/>
        <source>&amp;Settings</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="123"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="125"/>
        <source>&amp;Learn to Play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="128"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="130"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="132"/>
        <source>&amp;Library…</source>
        <translation>B&amp;ibliothek…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="134"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="136"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="138"/>
        <source>Re&amp;view Game</source>
        <translation>&amp;Rückblick auf die Partie</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="140"/>
        <source>&amp;Resign…</source>
        <translation>&amp;Aufgeben…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="142"/>
        <source>&amp;End by Agreement…</source>
        <translation>&amp;Einvernehmlich beenden…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="144"/>
        <source>&amp;Back to Start Screen</source>
        <translation>&amp;Zurück zur Startseite</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="146"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="148"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="150"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="152"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="154"/>
        <source>Show &amp;Odds</source>
        <translation>&amp;Chancen anzeigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="156"/>
        <source>Show &amp;Legend</source>
        <translation>&amp;Legende anzeigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="158"/>
        <source>&amp;Preferences…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="160"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="162"/>
        <source>&amp;Rules…</source>
        <translation>Spiel&amp;regeln…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="164"/>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Tastatur…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="166"/>
        <source>&amp;About climbdesk</source>
        <translation>Ü&amp;ber climbdesk</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="70"/>
        <source>&lt;h3&gt;climbdesk %1&lt;/h3&gt;&lt;p&gt;Climbing board games on one desk: %2. Play friends or bots, offline.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL v3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;climbdesk %1&lt;/h3&gt;&lt;p&gt;Kletter-Brettspiele auf einem Tisch: %2. Gegen Freunde oder Bots, offline.&lt;/p&gt;&lt;p&gt;Lizenz: GNU GPL v3 oder später.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="31"/>
        <source>Player %1</source>
        <translation>Person %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="32"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="33"/>
        <source>Bot – %1</source>
        <translation>Bot – %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="34"/>
        <source>Colour of player %1</source>
        <translation>Farbe von Person %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="424"/>
        <location filename="../climbdesk/ui/new_game.py" line="427"/>
        <location filename="../climbdesk/ui/new_game_seats.py" line="35"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="36"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="37"/>
        <source>%1: set by the colour-blind palette (see Preferences)</source>
        <translation>%1: von der Palette für Farbfehlsichtige festgelegt (siehe Einstellungen)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="38"/>
        <source>Name of player %1</source>
        <translation>Name von Person %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="39"/>
        <source>Who plays as player %1</source>
        <translation>Wer spielt als Person %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="119"/>
        <source>&amp;Start game</source>
        <translation>&amp;Partie beginnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="337"/>
        <source>The name of player %1 cannot be used: %2</source>
        <translation>Der Name von Person %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="358"/>
        <location filename="../climbdesk/ui/new_game.py" line="359"/>
        <source>New game of %1</source>
        <translation>Neue Partie %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="360"/>
        <source>&amp;Players:</source>
        <translation>&amp;Anzahl:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="361"/>
        <source>Number of players</source>
        <translation>Anzahl der Mitspielenden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="362"/>
        <source>Players</source>
        <translation>Mitspielende</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="363"/>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="381"/>
        <source>%1 of player %2</source>
        <translation>%1 von Person %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="396"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/odds_chart.py" line="96"/>
        <source>Bust risk this turn</source>
        <translation>Absturzrisiko in diesem Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/odds_chart.py" line="100"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="114"/>
        <source>cannot be opened: %1</source>
        <translation>lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="151"/>
        <location filename="../climbdesk/ui/open_dialog.py" line="158"/>
        <source>Open saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="152"/>
        <source>climbdesk games (*%1);;All files (*)</source>
        <translation>climbdesk-Partien (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="159"/>
        <source>Saved games in %1:</source>
        <translation>Gespeicherte Partien in %1:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="161"/>
        <source>No saved games in %1 yet.</source>
        <translation>Noch keine gespeicherten Partien in %1.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="162"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="162"/>
        <source>Players</source>
        <translation>Mitspielende</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="162"/>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="163"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="164"/>
        <source>Saved games</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="165"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
</context>
<context>
    <name>OrientationPalette</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/orientations.py" line="144"/>
        <source>Orientations (R, wheel):</source>
        <translation>Lagen (R, Mausrad):</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/orientations.py" line="145"/>
        <source>Orientations of the lifted block</source>
        <translation>Lagen des angehobenen Steins</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/orientations.py" line="186"/>
        <source>%1 (no legal place)</source>
        <translation>%1 (kein erlaubter Platz)</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="334"/>
        <source>Bot – %1</source>
        <translation>Bot – %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="335"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="340"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="345"/>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="347"/>
        <source>Winner</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="322"/>
        <location filename="../climbdesk/ui/player_panel.py" line="349"/>
        <source>thinking…</source>
        <translation>denkt…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="322"/>
        <location filename="../climbdesk/ui/player_panel.py" line="349"/>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="322"/>
        <location filename="../climbdesk/ui/player_panel.py" line="351"/>
        <source>their turn</source>
        <translation>Zug läuft</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="136"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="142"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="143"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="143"/>
        <source>&amp;Appearance:</source>
        <translation>&amp;Erscheinungsbild:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="143"/>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="144"/>
        <source>&amp;Bot move pause:</source>
        <translation>&amp;Pause bei Bot-Zügen:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="144"/>
        <source>C&amp;olours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="144"/>
        <source>So&amp;und:</source>
        <translation>&amp;Ton:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="151"/>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="156"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="156"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="156"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="160"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="161"/>
        <source>How long a bot&apos;s move stays visible before it is played, so you can follow it.</source>
        <translation>Wie lange der Zug eines Bots sichtbar bleibt, bevor er ausgeführt wird – damit du ihn verfolgen kannst.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="163"/>
        <source>Colour-blind-safe &amp;palette</source>
        <translation>Pa&amp;lette für Farbfehlsichtige</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="164"/>
        <source>Play sounds (dice, moves, falls, the &amp;win)</source>
        <translation>Töne a&amp;bspielen (Würfel, Züge, Stürze, der Sieg)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="165"/>
        <location filename="../climbdesk/ui/preferences.py" line="166"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
</context>
<context>
    <name>ReactionBanner</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/steps.py" line="48"/>
        <source>%1 may move</source>
        <translation>%1 darf ziehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/steps.py" line="49"/>
        <source>A reaction to %1&apos;s turn: move to a highlighted square, or stay (N)</source>
        <translation>Reaktionszug auf den Zug von %1: zieh auf ein markiertes Feld oder bleib stehen (N)</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="101"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="115"/>
        <source>&amp;Close review</source>
        <translation>Rückblick s&amp;chließen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="116"/>
        <source>S&amp;peed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="117"/>
        <source>Position in the game</source>
        <translation>Stelle in der Partie</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="119"/>
        <source>First position</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="120"/>
        <source>Previous step</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="121"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="122"/>
        <source>Play the game forward</source>
        <translation>Partie abspielen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="123"/>
        <source>Next step</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="124"/>
        <source>Last position</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="128"/>
        <source>%1 (key: %2)</source>
        <translation>%1 (Taste: %2)</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="330"/>
        <source>The Hard bot agrees with the move played: %1 (win chance %2%).</source>
        <translation>Der Bot „Schwer“ stimmt dem gespielten Zug zu: %1 (Gewinnchance %2 %).</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="333"/>
        <source>Best move (drawn on the board): %1, win chance %2%. Played: %3, %4%, %5 points lost.</source>
        <translation>Bester Zug (auf dem Brett gezeigt): %1, Gewinnchance %2 %. Gespielt: %3, %4 %, %5 Prozentpunkte verloren.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="357"/>
        <source>The start of the game.</source>
        <translation>Der Beginn der Partie.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="360"/>
        <source>Move %1 of %2:</source>
        <translation>Zug %1 von %2:</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="368"/>
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="385"/>
        <source>Reviewing %1: the game is over, so everything is shown.</source>
        <translation>Rückblick auf %1: Die Partie ist vorbei, daher wird alles gezeigt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="386"/>
        <source>Reviewing %1.</source>
        <translation>Rückblick auf %1.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="388"/>
        <source>Reviewing %1 as the whole table saw it: nothing hidden is shown.</source>
        <translation>Rückblick auf %1, wie der ganze Tisch es sah: Verdecktes bleibt verdeckt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="390"/>
        <source>Reviewing %1 as %2 saw it.</source>
        <translation>Rückblick auf %1, wie %2 es sah.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="400"/>
        <location filename="../climbdesk/ui/review_page.py" line="401"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="429"/>
        <source>Nobody: only what the whole table saw</source>
        <translation>Niemand: nur, was der ganze Tisch sah</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="430"/>
        <source>The game is not over, so the review shows one player&apos;s view. Whose?</source>
        <translation>Die Partie ist nicht vorbei, daher zeigt der Rückblick die Sicht einer Person. Wessen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="432"/>
        <source>Review</source>
        <translation>Rückblick</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="49"/>
        <source>The full rules page for this game is missing from this installation.</source>
        <translation>Die ausführlichen Regeln fehlen in dieser Installation.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="53"/>
        <source>Rules of %1</source>
        <translation>Regeln: %1</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="147"/>
        <source>left the game</source>
        <translation>hat die Partie verlassen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="149"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="163"/>
        <source>Place %1: %2, %3. %4</source>
        <translation>Platz %1: %2, %3. %4</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="183"/>
        <source>Analysis of %1: %2 decisions, %3 doubtful (?!), %4 bad (?), %5 very bad (??); %6 points of win chance lost in all.</source>
        <translation>Analyse von %1: %2 Entscheidungen, %3 zweifelhaft (?!), %4 schlecht (?), %5 sehr schlecht (??); insgesamt %6 Prozentpunkte Gewinnchance verloren.</translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/end_of_game.py" line="195"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/end_of_game.py" line="198"/>
        <source>%n moves in %1 rounds</source>
        <translation>
            <numerusform>%n Zug in %1 Runden</numerusform>
            <numerusform>%n Züge in %1 Runden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="200"/>
        <source>less than a minute</source>
        <translation>weniger als eine Minute</translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/end_of_game.py" line="201"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="202"/>
        <source>%1 h %2 min</source>
        <translation>%1 Std. %2 Min.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="211"/>
        <source>Final ranking</source>
        <translation>Endstand</translation>
    </message>
</context>
<context>
    <name>SliceControl</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="61"/>
        <source>Show heights &amp;up to ([ ]):</source>
        <translation>Höhen zeigen &amp;bis ([ ]):</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="62"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="66"/>
        <source>Height slice</source>
        <translation>Höhenschnitt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="67"/>
        <source>Fade every column taller than this, so squares behind them can be seen and clicked (keys [ and ])</source>
        <translation>Jede höhere Säule blass zeigen, damit die Felder dahinter sichtbar und anklickbar sind (Tasten [ und ])</translation>
    </message>
</context>
<context>
    <name>StairsBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="335"/>
        <source>Ring: a piece you can move now</source>
        <translation>Ring: ein Stein, den du jetzt ziehen kannst</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="337"/>
        <source>Thick ring: the piece you picked</source>
        <translation>Dicker Ring: der Stein, den du gewählt hast</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="339"/>
        <source>Dot: a square the picked piece can go to</source>
        <translation>Punkt: ein Feld, auf das der gewählte Stein ziehen kann</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="341"/>
        <source>Dashed ring: held back by the lowest-piece rule</source>
        <translation>Gestrichelter Ring: von der Regel „Der niedrigste zuerst“ zurückgehalten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="343"/>
        <source>Hint colour: the suggested move</source>
        <translation>Tippfarbe: der vorgeschlagene Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="345"/>
        <source>Framed squares: the last move</source>
        <translation>Umrandete Felder: der letzte Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="347"/>
        <source>Hatched square: vacated, out of play</source>
        <translation>Schraffiertes Feld: geräumt, aus dem Spiel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="395"/>
        <source>The lowest-piece rule: move a piece at height %1 first.</source>
        <translation>Regel „Der niedrigste zuerst“: Ziehe einen Stein auf Höhe %1.</translation>
    </message>
</context>
<context>
    <name>StairsBreakdown</name>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="32"/>
        <source>plays %1</source>
        <translation>spielt %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="35"/>
        <source>owns %1 of the stacks at the top height</source>
        <translation>besitzt %1 der Stapel auf der größten Höhe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="38"/>
        <source>owns no stack at the top height (%1)</source>
        <translation>besitzt keinen Stapel auf der größten Höhe (%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="42"/>
        <source>had them there first, on move %1</source>
        <translation>hatte sie zuerst dort, in Zug %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="44"/>
        <source>had them there on move %1</source>
        <translation>hatte sie in Zug %1 dort</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="48"/>
        <source>Height %1</source>
        <translation>Höhe %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="339"/>
        <source>Climbing board games for one screen. Pick a game to play against friends or bots.</source>
        <translation>Kletter-Brettspiele für einen Bildschirm. Wähle ein Spiel – gegen Freunde oder Bots.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="341"/>
        <source>&amp;Resume last game</source>
        <translation>&amp;Letzte Partie fortsetzen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="342"/>
        <source>&amp;Open saved game…</source>
        <translation>Gespeicherte Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="343"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="344"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="345"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="126"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="127"/>
        <source>Games played and won</source>
        <translation>Gespielte und gewonnene Partien</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="128"/>
        <source>Win rate over time</source>
        <translation>Gewinnquote im Verlauf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="129"/>
        <source>E&amp;xport as CSV…</source>
        <translation>Als CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="130"/>
        <source>Check the &amp;dice</source>
        <translation>&amp;Würfel prüfen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="131"/>
        <source>Check whether the chosen game&apos;s dice rolls look fair</source>
        <translation>Prüfen, ob die Würfe des gewählten Spiels fair aussehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="133"/>
        <source>Export every kept game as CSV</source>
        <translation>Alle Partien der Bibliothek als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="134"/>
        <source>Game / opponent</source>
        <translation>Spiel / Gegner</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="134"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="135"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="135"/>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="136"/>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="136"/>
        <source>Streak now</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="137"/>
        <source>Average turns</source>
        <translation>Züge im Schnitt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="190"/>
        <source>Pass and play</source>
        <translation>Am selben Gerät</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="191"/>
        <source>Against %1 bots</source>
        <translation>Gegen Bots (%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="195"/>
        <source>%1 won</source>
        <translation>%1 gewonnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="197"/>
        <source>%1 lost</source>
        <translation>%1 verloren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="236"/>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="257"/>
        <source>Win rate over time against the bots: %1</source>
        <translation>Gewinnquote gegen die Bots im Verlauf: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="258"/>
        <source>Win rate over time: no games against bots to show</source>
        <translation>Gewinnquote im Verlauf: noch keine Partien gegen Bots</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="273"/>
        <source>(chi-square %1 with %2 degrees of freedom, p = %3)</source>
        <translation>(Chi-Quadrat %1 bei %2 Freiheitsgraden, p = %3)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="277"/>
        <source>Too few dice rolls are kept to judge the dice: %1 rolls in %2 games. Play on and check again.</source>
        <translation>Für ein Urteil über die Würfel sind zu wenige Würfe gespeichert: %1 Würfe in %2 Partien. Spiel weiter und prüfe später noch einmal.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="280"/>
        <source>%1 rolls in %2 games: the dice look fair. Runs of bad luck happen with fair dice too.</source>
        <translation>%1 Würfe in %2 Partien: Die Würfel sehen fair aus. Pechsträhnen gibt es auch mit fairen Würfeln.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="283"/>
        <source>%1 rolls in %2 games: these rolls are unusual for fair dice; fair dice stray this far from their odds less than once in a hundred checks.</source>
        <translation>%1 Würfe in %2 Partien: Diese Würfe sind für faire Würfel ungewöhnlich; so weit weichen faire Würfel seltener als in einem von hundert Prüfungen von ihren Wahrscheinlichkeiten ab.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="296"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="296"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="296"/>
        <source>Players</source>
        <translation>Mitspielende</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="297"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="297"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="297"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="298"/>
        <source>Winners</source>
        <translation>Gewonnen haben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="314"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="319"/>
        <source>Export as CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="320"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="153"/>
        <source>Player: %1</source>
        <translation>Person: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="155"/>
        <source>solitaire best: %1 turns</source>
        <translation>Solo-Rekord: %1 Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="166"/>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
</context>
<context>
    <name>SummitBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="30"/>
        <source>climb</source>
        <translation>Klettern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="31"/>
        <source>pull-up</source>
        <translation>Hochziehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="32"/>
        <source>shove</source>
        <translation>Hinabstoßen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="33"/>
        <source>drag</source>
        <translation>Herunterziehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="47"/>
        <source>Faint ring: a climber you can pick</source>
        <translation>Blasser Ring: ein Kletterer, den du wählen kannst</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="49"/>
        <source>Bold ring: the picked climber, or dice being rolled</source>
        <translation>Kräftiger Ring: der gewählte Kletterer oder die Würfel im Wurf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="51"/>
        <source>Dashed green ring: a teammate that can pull it up</source>
        <translation>Gestrichelter grüner Ring: ein Kletterer des Teams, der ihn hochziehen kann</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="53"/>
        <source>Dashed red ring: an opponent it can shove or drag</source>
        <translation>Gestrichelter roter Ring: ein Gegner, den er hinabstoßen oder herunterziehen kann</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="55"/>
        <source>Hint colour: the suggested climber</source>
        <translation>Tippfarbe: der vorgeschlagene Kletterer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="57"/>
        <source>Dashed square: a free space on that level</source>
        <translation>Gestricheltes Feld: ein freier Platz auf dieser Ebene</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="59"/>
        <source>×3: points per climber there; ≤2: the roll a climb there needs</source>
        <translation>×3: Punkte je Kletterer dort; ≤2: der Wurf, den ein Aufstieg dorthin braucht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="121"/>
        <source>Your %1 succeeded</source>
        <translation>Dein %1 ist gelungen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="122"/>
        <source>Your %1 failed</source>
        <translation>Dein %1 ist misslungen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="125"/>
        <source>%1&apos;s %2 succeeded</source>
        <translation>Das %2 von %1 ist gelungen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="126"/>
        <source>%1&apos;s %2 failed</source>
        <translation>Das %2 von %1 ist misslungen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="133"/>
        <source>Your %1</source>
        <translation>Dein %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="135"/>
        <source>%1&apos;s %2</source>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="138"/>
        <source>%1 falls to %2</source>
        <translation>%1 fällt hinunter (%2)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="139"/>
        <source>%1 climbs to %2</source>
        <translation>%1 klettert hinauf (%2)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="141"/>
        <source>%1 holds on %2</source>
        <translation>%1 hält sich (%2)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="142"/>
        <source>%1 stays on %2</source>
        <translation>%1 bleibt, wo er ist (%2)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="148"/>
        <source>Final score %1</source>
        <translation>Endstand %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="153"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="74"/>
        <source>the ground</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="75"/>
        <source>level %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="73"/>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="245"/>
        <source>Level %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="113"/>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="281"/>
        <source>Ground: scores nothing</source>
        <translation>Boden: zählt nichts</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="64"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="76"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="264"/>
        <source>pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="249"/>
        <source>Winner</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="171"/>
        <source>No action is possible</source>
        <translation>Keine Aktion möglich</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="173"/>
        <source>Pick a climber (ringed)</source>
        <translation>Wähle einen Kletterer (umrandet)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="177"/>
        <source>%1 to play</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="174"/>
        <source>Click it, or drag it to where it should go.</source>
        <translation>Anklicken oder an das Ziel ziehen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="289"/>
        <source>Last roll: %1</source>
        <translation>Letzter Wurf: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="290"/>
        <source>Last roll</source>
        <translation>Letzter Wurf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="328"/>
        <source>Climb to level %1</source>
        <translation>Auf Ebene %1 klettern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="330"/>
        <source>roll ≤%1</source>
        <translation>Wurf ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="332"/>
        <source>Descend to the ground</source>
        <translation>Zum Boden absteigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="334"/>
        <source>Descend to level %1</source>
        <translation>Auf Ebene %1 absteigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="336"/>
        <source>no roll</source>
        <translation>ohne Wurf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="338"/>
        <source>Pull up by</source>
        <translation>Hochziehen mit</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="339"/>
        <source>to level %1, difference ≤%2</source>
        <translation>auf Ebene %1, Differenz ≤%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="342"/>
        <source>Shove down</source>
        <translation>Hinabstoßen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="343"/>
        <source>on level %1: beat their roll</source>
        <translation>auf Ebene %1: ihren Wurf übertreffen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="345"/>
        <source>Drag down</source>
        <translation>Herunterziehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="346"/>
        <source>from level %1: beat it by 2</source>
        <translation>von Ebene %1: um mind. 2 übertreffen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="357"/>
        <source>d%1 on %2</source>
        <translation>d%1 (%2)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="369"/>
        <source>%1 more: click their targets on the mountain</source>
        <translation>%1 weitere: ihr Ziel am Berg anklicken</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="142"/>
        <source>Climb: roll ≤%1</source>
        <translation>Klettern: Wurf ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="145"/>
        <source>Pull up: difference ≤%1</source>
        <translation>Hochziehen: Differenz ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="148"/>
        <source>Shove: yours must be higher</source>
        <translation>Hinabstoßen: deiner muss höher sein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="150"/>
        <source>Drag: yours − 1 must be higher</source>
        <translation>Herunterziehen: deiner − 1 muss höher sein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="151"/>
        <source>Climber</source>
        <translation>Kletterer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="152"/>
        <source>Helper</source>
        <translation>Helfer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="153"/>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="240"/>
        <source>Succeeds as it stands</source>
        <translation>So gelingt es</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="242"/>
        <source>Fails as it stands</source>
        <translation>So misslingt es</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="244"/>
        <source>Fails: your tokens cannot save it</source>
        <translation>Misslungen: deine Plättchen können es nicht retten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="256"/>
        <source>→ %1: would succeed</source>
        <translation>→ %1: würde gelingen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="258"/>
        <source>→ %1: would still fail</source>
        <translation>→ %1: würde trotzdem misslingen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="439"/>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="121"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="211"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="460"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="212"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="463"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="321"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="213"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="484"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="322"/>
        <source>Confirm the roll, or pass (while the cursor is hidden)</source>
        <translation>Wurf bestätigen oder passen (solange der Cursor verborgen ist)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="326"/>
        <source>Take that choice of the picked climber</source>
        <translation>Diese Aktion des gewählten Kletterers nehmen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="330"/>
        <source>Pay with a white, blue or red token (while lowering: lower the selected die)</source>
        <translation>Mit einem weißen, blauen oder roten Plättchen bezahlen (beim Senken: den gewählten Würfel senken)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="334"/>
        <source>Select the next die while lowering</source>
        <translation>Beim Senken den nächsten Würfel wählen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="214"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="490"/>
        <source>Passing discards a token (white first).</source>
        <translation>Passen wirft ein Plättchen ab (zuerst weiß).</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="216"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="496"/>
        <source>Spend tokens to lower a die, then confirm.</source>
        <translation>Plättchen ausgeben, um einen Würfel zu senken, dann bestätigen.</translation>
    </message>
</context>
<context>
    <name>SummitBreakdown</name>
    <message>
        <location filename="../climbdesk/ui/boards/summit/breakdown.py" line="27"/>
        <source>d%1 at level %2: %3 × %2 = %4</source>
        <translation>d%1 auf Ebene %2: %3 × %2 = %4</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/breakdown.py" line="32"/>
        <source>every climber on the ground</source>
        <translation>alle Kletterer am Boden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/breakdown.py" line="34"/>
        <source>highest climber: level %1</source>
        <translation>höchster Kletterer: Ebene %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/breakdown.py" line="36"/>
        <source>Points: %1</source>
        <translation>Punkte: %1</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="19"/>
        <source>Every turn begins with a roll of four dice. Press Roll (in the frame).</source>
        <translation>Jeder Zug beginnt mit einem Wurf von vier Würfeln. Drücke „Würfeln“ (im Rahmen).</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="23"/>
        <source>The four dice pair up in three ways, and each chip shows the two sums of one way. Take 7 and 8: your climbers start up those two columns, sums that come up often.</source>
        <translation>Die vier Würfel lassen sich auf drei Arten aufteilen, und jedes Feld zeigt die zwei Summen einer Aufteilung. Nimm 7 und 8: Deine Kletterer steigen in diese zwei Spalten ein, Summen, die oft fallen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="29"/>
        <source>You have one climber left and nothing is lost yet, so roll again.</source>
        <translation>Du hast noch einen Kletterer übrig, und noch ist nichts verloren: Würfle noch einmal.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="33"/>
        <source>7 and 8 again: take them and both climbers step up. A chip with one sum would send your last climber up a new column instead.</source>
        <translation>Wieder 7 und 8: Nimm sie, und beide Kletterer steigen auf. Ein Feld mit nur einer Summe würde stattdessen deinen letzten Kletterer in eine neue Spalte schicken.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="38"/>
        <source>Stop now to keep your climb: your climbers become base camps, and your next turn starts from there. Every further roll risks a bust, which loses the whole turn&apos;s climb.</source>
        <translation>Stoppe jetzt, um deinen Aufstieg zu sichern: Deine Kletterer werden zu Basislagern, und dein nächster Zug beginnt dort. Jeder weitere Wurf riskiert einen Absturz, und dann ist der ganze Aufstieg dieses Zuges verloren.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="44"/>
        <source>Now the rival plays. Watch: it rolls.</source>
        <translation>Jetzt ist der Gegner am Zug. Schau zu: Er würfelt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="46"/>
        <source>The rival starts up columns 2 and 4.</source>
        <translation>Der Gegner steigt in die Spalten 2 und 4 ein.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="48"/>
        <source>The rival rolls again.</source>
        <translation>Der Gegner würfelt noch einmal.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="50"/>
        <source>The rival puts its last climber on column 12. With all three climbers out, every roll must now make 2, 4 or 12.</source>
        <translation>Der Gegner setzt seinen letzten Kletterer in Spalte 12. Mit allen drei Kletterern auf dem Brett muss jetzt jeder Wurf 2, 4 oder 12 ergeben.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="55"/>
        <source>The rival pushes its luck and rolls once more.</source>
        <translation>Der Gegner fordert sein Glück heraus und würfelt noch einmal.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="58"/>
        <source>Bust! No pair of the rival&apos;s dice made 2, 4 or 12, so its climbers went back and its turn is over. You know the basics: roll, pair the dice, and stop before your luck runs out. Stop at the top of a column to win it; three columns win the game. Start a real game now?</source>
        <translation>Absturz! Kein Würfelpaar des Gegners ergab 2, 4 oder 12, also sind seine Kletterer zurückgefallen, und sein Zug ist vorbei. Jetzt kennst du die Grundlagen: würfeln, die Würfel aufteilen und stoppen, bevor das Glück dich verlässt. Stoppe oben in einer Spalte, um sie zu erobern; drei Spalten gewinnen die Partie. Jetzt eine echte Partie beginnen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="24"/>
        <source>You play Light and move first. A piece climbs onto a neighbouring stack exactly as tall as the one it stands on. Pick up your piece on c3 (in the frame), then put it on the dark piece beside it on d3.</source>
        <translation>Du spielst Hell und ziehst zuerst. Ein Stein steigt auf einen Nachbarstapel, der genau so hoch ist wie der, auf dem er steht. Nimm deinen Stein auf c3 (im Rahmen) und setze ihn auf den dunklen Stein daneben auf d3.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="30"/>
        <source>Your piece now sits on top of a stack of two, and only the top piece of a stack ever moves. Now it is Dark&apos;s turn: watch the piece from f5 climb onto e6.</source>
        <translation>Dein Stein liegt jetzt oben auf einem Stapel aus zwei, und nur der oberste Stein eines Stapels zieht je. Jetzt ist Dunkel am Zug: Schau zu, wie der Stein von f5 auf e6 steigt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="36"/>
        <source>The colour underneath does not matter. Move your corner piece from a1 onto your own piece on b2. The pieces with a halo are the ones you may move: you must always move one of your lowest pieces that can move.</source>
        <translation>Die Farbe darunter spielt keine Rolle. Setze deinen Eckstein von a1 auf deinen eigenen Stein auf b2. Die Steine mit Lichthof darfst du ziehen: Du musst immer einen deiner niedrigsten Steine ziehen, die ziehen können.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="42"/>
        <source>Dark moves again: its piece on e2 climbs onto f1.</source>
        <translation>Dunkel zieht wieder: Sein Stein auf e2 steigt auf f1.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="46"/>
        <source>A square left empty stays empty: c3 can never be stepped on again, since no stack is zero pieces tall. Move your piece from b4 onto the dark piece on c4.</source>
        <translation>Ein leeres Feld bleibt leer: Auf c3 kann nie wieder ein Stein ziehen, denn kein Stapel ist null Steine hoch. Setze deinen Stein von b4 auf den dunklen Stein auf c4.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="53"/>
        <source>You know the basics! Play goes on like this until neither side can move; whoever owns the highest piece then wins, and with a tie at the top, the one with more pieces up there. Start a real game now?</source>
        <translation>Jetzt kennst du die Grundlagen! So geht es weiter, bis keine Seite mehr ziehen kann; dann gewinnt, wem der höchste Stein gehört, und bei Gleichstand oben, wer dort mehr Steine hat. Jetzt eine echte Partie beginnen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="26"/>
        <source>Your six dice are your climbers. To climb you must roll low: 4 or less reaches level 1, and your d4 never rolls more. Pick the d4 (in the frame), take its Climb choice and pay with a white token: every turn costs one.</source>
        <translation>Deine sechs Würfel sind deine Kletterer. Zum Klettern musst du niedrig würfeln: 4 oder weniger erreicht Ebene 1, und dein d4 würfelt nie mehr. Nimm den d4 (im Rahmen), wähle „Klettern“ und bezahle mit einem weißen Plättchen: Jeder Zug kostet eines.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="32"/>
        <source>The d4 rolled 2, which is 4 or less, so the climb works. Accept the roll.</source>
        <translation>Der d4 zeigt 2, also 4 oder weniger: Das Klettern gelingt. Bestätige den Wurf.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="36"/>
        <source>The rival climbs with its d4 too.</source>
        <translation>Der Gegner klettert auch mit seinem d4.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="38"/>
        <source>The rival accepts its roll.</source>
        <translation>Der Gegner bestätigt seinen Wurf.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="40"/>
        <source>Now your d6: a bigger die may roll too high, but it scores more. Pick it, take Climb and pay with a white token.</source>
        <translation>Jetzt dein d6: Ein größerer Würfel kann zu hoch würfeln, bringt aber mehr Punkte. Nimm ihn, wähle „Klettern“ und bezahle mit einem weißen Plättchen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="45"/>
        <source>5 is too high for level 1. Tokens can lower a roll after it is made, and a blue one takes 2 off: spend a blue token on the die.</source>
        <translation>5 ist zu hoch für Ebene 1. Plättchen können einen Wurf nachträglich senken, und ein blaues zieht 2 ab: Setze ein blaues Plättchen auf den Würfel.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="50"/>
        <source>3 is low enough now. Accept the roll and your d6 climbs.</source>
        <translation>3 ist jetzt niedrig genug. Bestätige den Wurf, und dein d6 klettert.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="54"/>
        <source>The rival tries its d6.</source>
        <translation>Der Gegner versucht es mit seinem d6.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="56"/>
        <source>The rival&apos;s d6 rolled 6 and it keeps its tokens: too high, so that die stays on the ground.</source>
        <translation>Der d6 des Gegners zeigt 6, und er behält seine Plättchen: zu hoch, also bleibt dieser Würfel am Boden.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="62"/>
        <source>You know the basics: pick a climber, pay a token, roll low, and lower a roll with tokens when it is worth it. Higher levels need lower rolls (3, 2, and 1 for the summit) and score more, big dice most of all. The game ends when nobody has a token left. Start a real game now?</source>
        <translation>Jetzt kennst du die Grundlagen: einen Kletterer wählen, ein Plättchen bezahlen, niedrig würfeln und einen Wurf mit Plättchen senken, wenn es sich lohnt. Höhere Ebenen brauchen niedrigere Würfe (3, 2 und 1 für den Gipfel) und bringen mehr Punkte, große Würfel am meisten. Die Partie endet, wenn niemand mehr Plättchen hat. Jetzt eine echte Partie beginnen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="145"/>
        <source>Wait a moment: %1 moves now.</source>
        <translation>Einen Moment: Jetzt zieht %1.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="150"/>
        <source>Not that one this time: the guided game asks for the move in the frame.</source>
        <translation>Diesmal nicht: Die geführte Partie möchte den Zug im Rahmen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="177"/>
        <source>Learn to play %1: done</source>
        <translation>%1 spielen lernen: fertig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="179"/>
        <source>Learn to play %1: step %2 of %3</source>
        <translation>%1 spielen lernen: Schritt %2 von %3</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="215"/>
        <source>S&amp;kip Guided Game</source>
        <translation>Geführte Partie ü&amp;berspringen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="216"/>
        <source>&amp;Play a Real Game</source>
        <translation>Echte &amp;Partie spielen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="217"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="219"/>
        <source>Esc: skip the guided game</source>
        <translation>Esc: Geführte Partie überspringen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/launch.py" line="30"/>
        <source>Rival</source>
        <extracomment>The scripts&apos; default seat names, for lupdate (shown through ``tr``).</extracomment>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/launch.py" line="105"/>
        <source>Learn to play %1?</source>
        <translation>%1 spielen lernen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/launch.py" line="106"/>
        <source>This is your first game of %1. Would you like a short guided game first? It shows you how to play, one move at a time. (It is always there in Help ▸ Learn to Play.)</source>
        <translation>Das ist deine erste Partie %1. Möchtest du zuerst eine kurze geführte Partie spielen? Sie zeigt dir Zug für Zug, wie das Spiel geht. (Du findest sie jederzeit unter Hilfe ▸ Spielen lernen.)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/launch.py" line="124"/>
        <source>No guided games yet</source>
        <translation>Noch keine geführten Partien</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="29"/>
        <source>You are the climber at the foot of the mountain, and you move first. The lit squares are where your climber can go: level or one unit up is free; two or more units up need a ladder, and each ladder works only once. Click the square in the frame to step onto the low block.</source>
        <translation>Du bist der Kletterer am Fuß des Berges und beginnst. Die hellen Felder zeigen, wohin dein Kletterer gehen kann: Eben oder eine Einheit hinauf ist frei; zwei oder mehr Einheiten hinauf brauchen eine Leiter, und jede Leiter hilft nur einmal. Klicke das Feld im Rahmen an, um auf den niedrigen Stein zu steigen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="36"/>
        <source>Next you may rebuild the mountain by moving one block. A block can be lifted when nothing lies on it and nobody stands on it. Pick up the flat block in the frame.</source>
        <translation>Als Nächstes darfst du den Berg umbauen, indem du einen Stein versetzt. Ein Stein lässt sich anheben, wenn nichts auf ihm liegt und niemand auf ihm steht. Hebe den flachen Stein im Rahmen an.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="42"/>
        <source>Lying flat it is only one unit high. Press R (or turn the mouse wheel) until the block stands on its narrow side, two units high with a neutral top: the frame then shows where it goes. Put it there, close to your climber, to build yourself a step. A block must rest fully on the table or on tops of one height and touch another block.</source>
        <translation>Liegend ist er nur eine Einheit hoch. Drücke R (oder drehe das Mausrad), bis der Stein auf seiner schmalen Seite steht, zwei Einheiten hoch mit neutraler Oberseite: Dann zeigt der Rahmen, wohin er kommt. Setze ihn dort ab, nahe bei deinem Kletterer, als Stufe für dich. Ein Stein muss ganz auf dem Tisch oder auf Oberseiten gleicher Höhe aufliegen und einen anderen Stein berühren.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="50"/>
        <source>After the block you may move again. Walk over to your new step and climb it: it is one unit up, so it costs no ladder. Climbers stand only on neutral tops or on tops of their own colour.</source>
        <translation>Nach dem Stein darfst du noch einmal gehen. Geh zu deiner neuen Stufe und steig hinauf: Sie ist eine Einheit höher und kostet keine Leiter. Kletterer stehen nur auf neutralen Oberseiten oder auf Oberseiten ihrer eigenen Farbe.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="56"/>
        <source>Once per game you may lay your blocking disk on a block: until your next turn starts, nobody may step on it, cross it, move it or cover it. Put it on the low block in the frame, which Rival would need to climb for free.</source>
        <translation>Einmal pro Partie darfst du deine Blockadescheibe auf einen Stein legen: Bis dein nächster Zug beginnt, darf niemand ihn betreten, überqueren, versetzen oder bedecken. Lege sie auf den niedrigen Stein im Rahmen, den dein Gegner bräuchte, um ohne Leiter hinaufzukommen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="62"/>
        <source>After every turn each other climber may react: move once, or stay. Rival stays at the foot.</source>
        <translation>Nach jedem Zug dürfen alle anderen Kletterer reagieren: einmal gehen oder stehen bleiben. Dein Gegner bleibt am Fuß.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="67"/>
        <source>Now it is Rival&apos;s turn. Your disk closes the low block, so Rival spends its short ladder to reach your step.</source>
        <translation>Jetzt ist dein Gegner am Zug. Deine Scheibe sperrt den niedrigen Stein, also braucht er seine kurze Leiter, um auf deine Stufe zu kommen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="72"/>
        <source>Rival moves no block this time.</source>
        <translation>Dein Gegner versetzt diesmal keinen Stein.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="76"/>
        <source>Rival has nowhere higher to go, so it stays.</source>
        <translation>Höher kommt dein Gegner nicht, also bleibt er stehen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="80"/>
        <source>Rival keeps its disk for later.</source>
        <translation>Dein Gegner hebt seine Scheibe für später auf.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="85"/>
        <source>You know the basics! Turns go on like this: move, rebuild, move, perhaps the disk, then the others react. The game ends once a whole round passes in which nobody finished their own turn higher than they began it (four turns with two players). The highest climber wins; on equal heights, whoever got there first. Start a real game now?</source>
        <translation>Du kennst jetzt die Grundlagen! Jeder Zug läuft so: gehen, umbauen, gehen, vielleicht die Scheibe, dann reagieren die anderen. Die Partie endet, wenn eine ganze Runde lang niemand seinen eigenen Zug höher beendet hat, als er ihn begann (zu zweit: vier Züge). Der höchste Kletterer gewinnt; bei gleicher Höhe, wer zuerst dort war. Jetzt eine echte Partie beginnen?</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="28"/>
        <source>You and Rival build the wall before climbing it. Your secret hand of panels is in the tray under the wall. Pick up the panel in the frame (click it, or drag it), press R or turn the mouse wheel to give it a quarter turn, then drop it into your start slot on the ground.</source>
        <translation>Du und dein Gegner baut die Wand, bevor ihr sie hinaufklettert. Deine geheime Hand mit Wandplatten liegt in der Ablage unter der Wand. Nimm die Platte im Rahmen (anklicken oder ziehen), drehe sie mit R oder dem Mausrad um eine Vierteldrehung und lege sie auf deinen Startplatz am Boden.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="35"/>
        <source>Rival places its first panel in its own start slot. While Rival plays, the screen is covered so that its hand stays secret.</source>
        <translation>Dein Gegner legt seine erste Platte auf seinen Startplatz. Während er spielt, ist der Bildschirm verdeckt, damit seine Hand geheim bleibt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="40"/>
        <source>Your second panel must touch a neighbour over exactly half a side and share an edge with a panel of yours. Put the panel in the frame on the spot the frame shows.</source>
        <translation>Deine zweite Platte muss eine Nachbarplatte über genau die halbe Seite berühren und eine Kante mit einer deiner Platten teilen. Lege die Platte im Rahmen auf die Stelle, die der Rahmen zeigt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="46"/>
        <source>Rival places its second panel.</source>
        <translation>Dein Gegner legt seine zweite Platte.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="50"/>
        <source>Your first turn. Each turn you either rest or move. To move, pay stamina for dice: two dice cost 3 of your 12 stamina and are the safe choice, since you may stay put. Click the button for two dice.</source>
        <translation>Dein erster Zug. In jedem Zug rastest oder kletterst du. Zum Klettern zahlst du Ausdauer für Würfel: Zwei Würfel kosten 3 deiner 12 Ausdauer und sind die sichere Wahl, denn du darfst stehen bleiben. Klicke auf den Knopf für zwei Würfel.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="56"/>
        <source>You rolled a 1 and a 3. Each die moves you, gives its stamina back, or (one die) buys a clip. Click the die in the frame until it says Clip; then click the hold in the frame: the 3 carries you three squares up to it. Every move must end on a hold of the game&apos;s colour.</source>
        <translation>Du hast eine 1 und eine 3 gewürfelt. Jeder Würfel bringt dich voran, gibt dir Ausdauer zurück oder (ein Würfel) lässt dich einhängen. Klicke den Würfel im Rahmen an, bis „Einhängen“ darunter steht; klicke dann den Griff im Rahmen an: Die 3 bringt dich drei Felder hinauf dorthin. Jede Bewegung muss auf einem Griff in der Farbe der Partie enden.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="63"/>
        <source>Now put your clip marker beside you: if you fall later, you drop to the clip. Without one you would fall to the ground and be out of the game. Click the square in the frame, just below you.</source>
        <translation>Setze jetzt deinen Sicherungsmarker neben dich: Stürzt du später, fällst du nur bis zu ihm. Ohne ihn fielest du auf den Boden und schiedest aus. Klicke das Feld im Rahmen direkt unter dir an.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="69"/>
        <source>After a clip you may throw away panels and draw new ones. Your hand is fine: keep it, which ends your turn.</source>
        <translation>Nach dem Einhängen darfst du Platten abwerfen und neue ziehen. Deine Hand ist gut: Behalte sie; damit endet dein Zug.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="74"/>
        <source>Rival rests this turn: it gets 5 stamina back.</source>
        <translation>Dein Gegner rastet in diesem Zug: Er bekommt 5 Ausdauer zurück.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="78"/>
        <source>While resting, Rival builds the wall higher.</source>
        <translation>Beim Rasten baut dein Gegner die Wand höher.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="82"/>
        <source>Rival ends its turn.</source>
        <translation>Dein Gegner beendet seinen Zug.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="86"/>
        <source>Your stamina is 9. A Rest turn gives back 5 (never above 12), and meanwhile you may place up to three panels for 1 stamina each. Click Rest.</source>
        <translation>Deine Ausdauer ist 9. Ein Rastzug gibt dir 5 zurück (nie über 12), und dabei darfst du bis zu drei Platten für je 1 Ausdauer legen. Klicke auf „Rasten“.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="91"/>
        <source>Build your way up: put the panel in the frame on top of your start panel. This one has an arrow, so it only hangs one way up.</source>
        <translation>Bau dir den Weg nach oben: Lege die Platte im Rahmen über deine Startplatte. Sie hat einen Pfeil und hängt daher nur in einer Richtung.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="96"/>
        <source>End your Rest turn with the button in the frame. Your hand is then filled up to four panels again.</source>
        <translation>Beende deinen Rastzug mit dem Knopf im Rahmen. Danach wird deine Hand wieder auf vier Platten aufgefüllt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="102"/>
        <source>You know the basics! Build, rest and climb until someone ends a move on a hold of a top panel and then climbs out over its top edge: that round is the last. Whoever got out wins, with more stamina left deciding between several; the others rank by height. Start a real game now?</source>
        <translation>Du kennst jetzt die Grundlagen! Baut, rastet und klettert, bis jemand eine Bewegung auf einem Griff einer Gipfelplatte beendet und danach über deren oberen Rand hinausklettert: Diese Runde ist die letzte. Wer oben ankommt, gewinnt, unter mehreren die mit mehr Ausdauer; die anderen folgen nach Höhe. Jetzt eine echte Partie beginnen?</translation>
    </message>
</context>
<context>
    <name>ViewButtons</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="46"/>
        <source>Turn left (Q)</source>
        <translation>Links drehen (Q)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="47"/>
        <source>Turn right (E)</source>
        <translation>Rechts drehen (E)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="48"/>
        <source>Map (T)</source>
        <translation>Karte (T)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="49"/>
        <source>Look at the mountain from the next side to the left</source>
        <translation>Den Berg von der nächsten Seite links ansehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="50"/>
        <source>Look at the mountain from the next side to the right</source>
        <translation>Den Berg von der nächsten Seite rechts ansehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="51"/>
        <source>The top-down map: every square with its top colour and height, hidden ones too</source>
        <translation>Die Draufsicht-Karte: jedes Feld mit der Farbe seiner Oberseite und seiner Höhe, auch verdeckte</translation>
    </message>
</context>
<context>
    <name>ViewingBar</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="294"/>
        <source>Viewing the position after move %1 (read-only)</source>
        <translation>Stellung nach Zug %1 (nur ansehen)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="296"/>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
</context>
<context>
    <name>WallBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="24"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="24"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="24"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="28"/>
        <source>column %1, row %2</source>
        <translation>Spalte %1, Reihe %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="34"/>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="36"/>
        <source>reached the top</source>
        <translation>oben angekommen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="38"/>
        <source>at the start</source>
        <translation>am Start</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="39"/>
        <source>at row %1</source>
        <translation>in Reihe %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="49"/>
        <source>overhang cards: %1</source>
        <translation>Überhang-Karten: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="51"/>
        <source>hard cards: %1</source>
        <translation>Schwer-Karten: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="52"/>
        <source>stamina %1</source>
        <translation>Ausdauer %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="53"/>
        <source>panels in hand: %1</source>
        <translation>Wandplatten auf der Hand: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="46"/>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="71"/>
        <source>chalk cards: %1</source>
        <translation>Chalk-Karten: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="47"/>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="72"/>
        <source>jump cards: %1</source>
        <translation>Sprung-Karten: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="63"/>
        <source>stamina %1 of %2</source>
        <translation>Ausdauer %1 von %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="74"/>
        <source>clip marker at %1</source>
        <translation>Sicherungsmarker bei %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="75"/>
        <source>no clip marker on the wall</source>
        <translation>kein Sicherungsmarker an der Wand</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="84"/>
        <source>climb on %1 holds</source>
        <translation>Kletterfarbe: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="85"/>
        <source>goal: height %1</source>
        <translation>Ziel: Höhe %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="86"/>
        <source>draw pile: %1</source>
        <translation>Nachziehstapel: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="92"/>
        <source>panels on the wall: %1</source>
        <translation>Wandplatten an der Wand: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="93"/>
        <source>the wall reaches height %1 of %2</source>
        <translation>die Wand reicht bis Höhe %1 von %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="100"/>
        <source>player %1: %2</source>
        <translation>Person %1: %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="103"/>
        <source>clipped at %1</source>
        <translation>eingehängt bei %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="108"/>
        <source>your hand: panels %1</source>
        <translation>deine Hand: Wandplatten %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/keys.py" line="21"/>
        <source>R / Shift+R</source>
        <translation>R / Umschalt+R</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/keys.py" line="22"/>
        <source>Turn the picked panel (arrow panels keep their arrow up)</source>
        <translation>Die gewählte Wandplatte drehen (Platten mit Pfeil bleiben mit dem Pfeil nach oben)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/keys.py" line="26"/>
        <source>Tick or untick the hand panel under the cursor for a discard</source>
        <translation>Die Wandplatte der Hand unter dem Cursor zum Abwerfen an- oder abhaken</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/keys.py" line="29"/>
        <source>Discard the ticked panels and draw as many</source>
        <translation>Die angehakten Wandplatten abwerfen und ebenso viele nachziehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="112"/>
        <source>A hold of this game&apos;s colour: you climb on these</source>
        <translation>Ein Griff in der Farbe dieser Partie: an diesen wird geklettert</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="114"/>
        <source>Faint holds: the other colours, not climbed in this game (red circles, blue squares, yellow triangles)</source>
        <translation>Blasse Griffe: die anderen Farben, in dieser Partie nicht beklettert (rote Kreise, blaue Quadrate, gelbe Dreiecke)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="115"/>
        <source>Stripes: a square no climber may enter</source>
        <translation>Schraffur: ein Feld, das keine Figur betreten darf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="116"/>
        <source>Red frame: this panel may be stacked on another panel</source>
        <translation>Roter Rahmen: diese Wandplatte darf auf eine andere gelegt werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="117"/>
        <source>+2 / +4 badge: an overhang or hard panel (extra move points, award card)</source>
        <translation>Marke +2 / +4: Überhang- oder Schwer-Platte (zusätzliche Bewegungspunkte, Belohnungskarte)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="118"/>
        <source>The goal line and band: a panel reaching it is a top panel</source>
        <translation>Ziellinie und Zielband: eine Wandplatte, die es erreicht, ist eine Gipfelplatte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="119"/>
        <source>No panel may reach into the hatched band</source>
        <translation>Keine Wandplatte darf in das schraffierte Band reichen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="120"/>
        <source>A clip marker, roped to its climber: a fall stops here</source>
        <translation>Ein Sicherungsmarker, mit dem Seil an seiner Figur: ein Sturz endet hier</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="121"/>
        <source>What you may pick or where it may go now</source>
        <translation>Was du jetzt wählen kannst oder wohin es jetzt darf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="122"/>
        <source>The picked panel fits here (green)</source>
        <translation>Die gewählte Wandplatte passt hierhin (grün)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="123"/>
        <source>The picked panel cannot go here (red; the reason is written beside it)</source>
        <translation>Die gewählte Wandplatte darf nicht hierhin (rot; der Grund steht daneben)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/painting.py" line="441"/>
        <location filename="../climbdesk/ui/boards/wall/parts.py" line="73"/>
        <source>fits nowhere now</source>
        <translation>passt gerade nirgends</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/parts.py" line="115"/>
        <source>Discard %1 (D)</source>
        <translation>%1 abwerfen (D)</translation>
    </message>
</context>
<context>
    <name>WallBreakdown</name>
    <message>
        <location filename="../climbdesk/ui/boards/wall/breakdown.py" line="22"/>
        <source>%1 stamina left</source>
        <translation>%1 Ausdauer übrig</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/breakdown.py" line="25"/>
        <source>Topped out</source>
        <translation>Oben angekommen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/breakdown.py" line="28"/>
        <source>Out of the game</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/breakdown.py" line="31"/>
        <source>Height %1</source>
        <translation>Höhe %1</translation>
    </message>
</context>
<context>
    <name>WallTurn</name>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="31"/>
        <source>Stay</source>
        <translation>Bleiben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="32"/>
        <source>%1 move points</source>
        <translation>%1 Bewegungspunkte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="34"/>
        <source>%1 diagonal steps</source>
        <translation>%1 diagonale Schritte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="36"/>
        <source>%1 award panels entered</source>
        <translation>%1 Belohnungsplatten betreten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="37"/>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="54"/>
        <source>Overhang card</source>
        <translation>Überhang-Karte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="38"/>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="56"/>
        <source>Hard Move card</source>
        <translation>Hard-Move-Karte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="49"/>
        <source>%1 MP</source>
        <translation>%1 BP</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="51"/>
        <source>stamina +%1</source>
        <translation>Ausdauer +%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="118"/>
        <source>the top</source>
        <translation>den Gipfel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="120"/>
        <source>Several routes lead to %1 (a click on the hold takes the first):</source>
        <translation>Mehrere Wege führen zu %1 (ein Klick auf den Griff nimmt den ersten):</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="127"/>
        <source>Route %1: %2</source>
        <translation>Weg %1: %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/dice.py" line="30"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/dice.py" line="31"/>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/dice.py" line="32"/>
        <source>Clip</source>
        <translation>Einhängen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/dice.py" line="123"/>
        <source>Die %1 shows %2, spent on %3</source>
        <translation>Würfel %1 zeigt %2, verwendet für: %3</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/dice.py" line="126"/>
        <source>Click (or press %1) for this die&apos;s next use</source>
        <translation>Klicke (oder drücke %1) für die nächste Verwendung dieses Würfels</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="34"/>
        <source>Roll 2, 3 or 4 dice (with chalk, or a jump to the chosen hold, when switched on)</source>
        <translation>2, 3 oder 4 Würfel werfen (mit Chalk oder einem Sprung zum gewählten Griff, wenn eingeschaltet)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="36"/>
        <source>With the jump on and no target yet: choose the dice, then the target hold</source>
        <translation>Mit Sprung und noch ohne Ziel: erst die Würfel wählen, dann den Zielgriff</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="38"/>
        <source>After the roll: change what die 1–4 is spent on (movement, stamina, clip)</source>
        <translation>Nach dem Wurf: ändern, wofür Würfel 1–4 verwendet wird (Bewegung, Ausdauer, Einhängen)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="40"/>
        <source>Use chalk on the roll, or not</source>
        <translation>Chalk für den Wurf verwenden oder nicht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="42"/>
        <source>Use a jump card on the roll, or not (then choose the target hold)</source>
        <translation>Eine Sprungkarte für den Wurf verwenden oder nicht (dann den Zielgriff wählen)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="44"/>
        <source>Use an Overhang award card, or not</source>
        <translation>Eine Überhang-Belohnungskarte verwenden oder nicht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="46"/>
        <source>Use a Hard Move award card, or not</source>
        <translation>Eine Hard-Move-Belohnungskarte verwenden oder nicht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="48"/>
        <source>After a roll of 2 dice: stay where you are</source>
        <translation>Nach einem Wurf mit 2 Würfeln: stehen bleiben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="47"/>
        <source>Jump with %1 dice: click the target hold (highlighted)</source>
        <translation>Sprung mit %1 Würfeln: Klicke auf den Zielgriff (hervorgehoben)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="49"/>
        <source>Jump: click the target hold (highlighted), then a roll</source>
        <translation>Sprung: Klicke auf den Zielgriff (hervorgehoben), dann auf einen Wurf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="50"/>
        <source>Jump: now choose the dice to roll</source>
        <translation>Sprung: Wähle jetzt, wie viele Würfel du wirfst</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="52"/>
        <source>Before the dice: rest, roll, or climb to a highlighted hold with award cards</source>
        <translation>Vor dem Wurf: Raste, würfle oder klettere mit Belohnungskarten zu einem hervorgehobenen Griff</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="53"/>
        <source>Before the dice: roll, or end the turn</source>
        <translation>Vor dem Wurf: Würfle oder beende den Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="54"/>
        <source>Set each die to movement, stamina or the clip, then click a highlighted hold</source>
        <translation>Lege für jeden Würfel Bewegung, Ausdauer oder Einhängen fest und klicke dann auf einen hervorgehobenen Griff</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="55"/>
        <source>Clip: click a highlighted square beside your piece</source>
        <translation>Einhängen: Klicke auf ein hervorgehobenes Feld neben deiner Figur</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="56"/>
        <source>Discard panels to draw as many, or keep your hand (buttons below the board)</source>
        <translation>Wirf Wandplatten ab, um ebenso viele nachzuziehen, oder behalte deine Hand (Schaltflächen unter dem Brett)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="57"/>
        <source>After the dice: climb on with award cards, or end the turn (button below the board)</source>
        <translation>Nach dem Wurf: Klettere mit Belohnungskarten weiter oder beende den Zug (Schaltfläche unter dem Brett)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="58"/>
        <source>Rest: place panels from your hand, clip or discard; End turn is below the board</source>
        <translation>Rasten: Lege Wandplatten aus deiner Hand, hänge ein oder wirf ab; „Zug beenden“ ist unter dem Brett</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="70"/>
        <source>Careful: this panel has no %1 hold, so your climb cannot start on it.</source>
        <translation>Achtung: Diese Platte hat keinen Griff in der Spielfarbe (%1), dein Aufstieg kann auf ihr nicht beginnen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="93"/>
        <source>Before the dice</source>
        <translation>Vor dem Wurf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="93"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="93"/>
        <source>After</source>
        <translation>Danach</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="102"/>
        <source>Move turn step: %1</source>
        <translation>Schritt des Kletterzugs: %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="218"/>
        <source>Rest</source>
        <translation>Rasten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="224"/>
        <source>Roll %1 dice (%2 stamina)</source>
        <translation>%1 Würfel werfen (%2 Ausdauer)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="232"/>
        <source>%1 dice need %2 stamina; you have %3</source>
        <translation>%1 Würfel kosten %2 Ausdauer; du hast %3</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="236"/>
        <source>%1 dice: not possible with these choices</source>
        <translation>%1 Würfel: mit dieser Auswahl nicht möglich</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="248"/>
        <source>Move points %1, stamina +%2</source>
        <translation>Bewegungspunkte %1, Ausdauer +%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="251"/>
        <source>clip</source>
        <translation>einhängen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="254"/>
        <source>Stay where you are</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="265"/>
        <source>Chalk (C)</source>
        <translation>Chalk (C)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="267"/>
        <source>Jump (J)</source>
        <translation>Sprung (J)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="269"/>
        <source>Overhang card (V)</source>
        <translation>Überhang-Karte (V)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="272"/>
        <source>Hard Move card (M)</source>
        <translation>Hard-Move-Karte (M)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="293"/>
        <source>With %1 dice: chance to fall %2; on the board, the chance in per cent to reach each hold</source>
        <translation>Mit %1 Würfeln: Sturzrisiko %2; auf dem Brett die Chance in Prozent, jeden Griff zu erreichen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="289"/>
        <source>Critical failure with chalk or a jump (two 1s or more): %1</source>
        <translation>Kritischer Fehlschlag mit Chalk oder Sprung (zwei Einsen oder mehr): %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="296"/>
        <source>Point at a roll to see the chance to reach each hold</source>
        <translation>Zeige auf einen Wurf, um die Chance für jeden Griff zu sehen</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="18"/>
        <source>Stairs</source>
        <translation>Stairs</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="19"/>
        <source>Kanare Kato</source>
        <translation>Kanare Kato</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="20"/>
        <source>Climb one step at a time, always with your lowest piece.</source>
        <translation>Klettere Stufe für Stufe – immer mit deinem niedrigsten Stein.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="21"/>
        <source>Pie rule</source>
        <translation>Tauschregel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="22"/>
        <source>After Light&apos;s first move, Dark may take over Light&apos;s side.</source>
        <translation>Nach dem ersten Zug von Hell darf Dunkel die Seite von Hell übernehmen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="24"/>
        <source>{who} swaps colours (pie rule)</source>
        <translation>{who} tauscht die Farben (Tauschregel)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="25"/>
        <source>{name} ({colour})</source>
        <translation>{name} ({colour})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="26"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="27"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="28"/>
        <source>{who} {move} (to height {height})</source>
        <translation>{who} {move} (auf Höhe {height})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="29"/>
        <source>{who} cannot move and passes</source>
        <translation>{who} kann nicht ziehen und passt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="30"/>
        <source>no piece can move, so you pass</source>
        <translation>Kein Stein kann ziehen, du passt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="31"/>
        <source>move one of your lowest movable pieces (height {height})</source>
        <translation>Ziehe einen deiner niedrigsten beweglichen Steine (Höhe {height})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="32"/>
        <source>move one of your lowest movable pieces (height {height}), or swap colours</source>
        <translation>Ziehe einen deiner niedrigsten beweglichen Steine (Höhe {height}) oder tausche die Farben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="33"/>
        <source>swap</source>
        <translation>tauschen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="34"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="81"/>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="145"/>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="18"/>
        <source>Can&apos;t Stop</source>
        <translation>Can&apos;t Stop</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="19"/>
        <source>Sid Sackson</source>
        <translation>Sid Sackson</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="20"/>
        <source>Push your luck up eleven columns of dice sums.</source>
        <translation>Fordere dein Glück heraus: elf Spalten hinauf, eine für jede Würfelsumme.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="21"/>
        <source>Columns to win</source>
        <translation>Spalten zum Sieg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="22"/>
        <source>How many columns a player must win (capped by player count).</source>
        <translation>Wie viele Spalten zum Sieg erobert werden müssen (je nach Personenzahl begrenzt).</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="23"/>
        <source>Jumping</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="24"/>
        <source>Climbers skip spaces that hold an opponent&apos;s base camp.</source>
        <translation>Kletterer überspringen Felder mit einem gegnerischen Basislager.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="25"/>
        <source>Forced move</source>
        <translation>Zugzwang</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="26"/>
        <source>You may not stop while a climber shares a space with an opponent&apos;s base camp.</source>
        <translation>Du darfst nicht stoppen, solange ein Kletterer auf einem Feld mit einem gegnerischen Basislager steht.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="28"/>
        <source>{who} rolls</source>
        <translation>{who} würfelt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="29"/>
        <source>{who} stops (camps on {columns})</source>
        <translation>{who} stoppt (Basislager in {columns})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="30"/>
        <source>{dice}: bust!</source>
        <translation>{dice}: Absturz!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="31"/>
        <source>{dice}</source>
        <translation>{dice}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="32"/>
        <source>{who} takes {sums}</source>
        <translation>{who} nimmt {sums}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="34"/>
        <source>rolls {dice}</source>
        <translation>würfelt {dice}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="35"/>
        <source>rolls {dice}: bust!</source>
        <translation>würfelt {dice}: Absturz!</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="36"/>
        <source>takes {sums}</source>
        <translation>nimmt {sums}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="37"/>
        <source>stops (camps on {columns})</source>
        <translation>stoppt (Basislager in {columns})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="38"/>
        <source>choose which sums to climb</source>
        <translation>Wähle, mit welchen Summen du kletterst</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="39"/>
        <source>roll the dice</source>
        <translation>Würfle</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="40"/>
        <source>roll again: a climber shares a space with another player&apos;s camp</source>
        <translation>Würfle weiter: ein Kletterer steht auf einem Feld mit fremdem Basislager</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="41"/>
        <source>roll again, or stop and bank your climbers</source>
        <translation>Würfle weiter oder stoppe und sichere deine Kletterer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="42"/>
        <source>Jumping and Forced move cannot be combined</source>
        <translation>Überspringen und Zugzwang lassen sich nicht kombinieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="70"/>
        <source>{option}: players {first} and {second} cannot both choose {value}</source>
        <translation>{option}: Person {first} und Person {second} können nicht beide {value} wählen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="72"/>
        <source>unknown bot level {level} for {name}</source>
        <translation>unbekannte Bot-Stufe {level} für {name}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="73"/>
        <source>move {number} ({move}) does not fit the game: {error}</source>
        <translation>Zug {number} ({move}) passt nicht zum Spiel: {error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="74"/>
        <source>this is not a climbdesk saved game</source>
        <translation>dies ist keine gespeicherte climbdesk-Partie</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="75"/>
        <source>the saved game has no valid format version</source>
        <translation>die gespeicherte Partie hat keine gültige Formatversion</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="76"/>
        <source>this game was saved by a newer climbdesk ({app}, format {version}); please update climbdesk to open it</source>
        <translation>diese Partie wurde mit einem neueren climbdesk gespeichert ({app}, Format {version}); bitte aktualisiere climbdesk, um sie zu öffnen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="77"/>
        <source>the saved game lacks its player count or seed</source>
        <translation>der gespeicherten Partie fehlen Personenzahl oder Startwert</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="78"/>
        <source>the saved game lacks its seats or moves</source>
        <translation>der gespeicherten Partie fehlen Plätze oder Züge</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="79"/>
        <source>the saved game lists {count} seats for {players} players</source>
        <translation>die gespeicherte Partie nennt {count} Plätze für {players} Personen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="80"/>
        <source>the saved game has bad options: {error}</source>
        <translation>die gespeicherte Partie hat ungültige Optionen: {error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="81"/>
        <source>the saved game is damaged: it lacks the option {options}</source>
        <translation>die gespeicherte Partie ist beschädigt: ihr fehlt die Option {options}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="82"/>
        <source>the saved game is damaged: it lacks the options {options}</source>
        <translation>die gespeicherte Partie ist beschädigt: ihr fehlen die Optionen {options}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="84"/>
        <source>“{label}” ({key})</source>
        <translation>„{label}“ ({key})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="87"/>
        <source>the saved game&apos;s seed is damaged</source>
        <translation>der Startwert der gespeicherten Partie ist beschädigt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="88"/>
        <source>move {number} is a hidden draw that does not fit the game</source>
        <translation>Zug {number} ist ein verdeckter Zug, der nicht zum Spiel passt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="90"/>
        <source>Undo would take back hidden information that {who} has already seen</source>
        <translation>Rückgängig würde verdeckte Informationen zurücknehmen, die {who} schon gesehen hat</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="91"/>
        <source>the saved moves do not fit the game: {error}</source>
        <translation>die gespeicherten Züge passen nicht zum Spiel: {error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="93"/>
        <source>{who} resigns</source>
        <translation>{who} gibt auf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="94"/>
        <source>The players agree to end the game here</source>
        <translation>Die Partie wird hier einvernehmlich beendet</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="95"/>
        <source>{name} is too large to be a climbdesk file</source>
        <translation>{name} ist zu groß für eine climbdesk-Datei</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="96"/>
        <source>{name} does not exist</source>
        <translation>{name} existiert nicht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="97"/>
        <source>{name} cannot be read: {error}</source>
        <translation>{name} kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="98"/>
        <source>{name} is damaged (not valid JSON at line {line})</source>
        <translation>{name} ist beschädigt (kein gültiges JSON in Zeile {line})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="100"/>
        <source>{name} cannot be written: it would contain text that is not valid Unicode</source>
        <translation>{name} kann nicht geschrieben werden: Die Datei würde Text enthalten, der kein gültiges Unicode ist</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="101"/>
        <source>{name} is not a regular file</source>
        <translation>{name} ist keine normale Datei</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="102"/>
        <source>{name} is damaged (nested too deeply)</source>
        <translation>{name} ist beschädigt (zu tief verschachtelt)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="103"/>
        <source>{name} is damaged (a number in it is not a usable value)</source>
        <translation>{name} ist beschädigt (eine Zahl darin ist kein brauchbarer Wert)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="104"/>
        <source>{name} is damaged (it contains text that is not valid Unicode)</source>
        <translation>{name} ist beschädigt (enthält Text, der kein gültiges Unicode ist)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="105"/>
        <source>{name} is damaged (not UTF-8 text)</source>
        <translation>{name} ist beschädigt (kein UTF-8-Text)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="106"/>
        <source>a player&apos;s name in the saved game is not usable: {problem}</source>
        <translation>ein Name in der gespeicherten Partie ist nicht verwendbar: {problem}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="107"/>
        <source>it contains text that is not valid Unicode</source>
        <translation>er enthält Text, der kein gültiges Unicode ist</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="108"/>
        <source>it is empty</source>
        <translation>er ist leer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="109"/>
        <source>it is longer than {count} characters</source>
        <translation>er ist länger als {count} Zeichen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="110"/>
        <source>it contains control characters</source>
        <translation>er enthält Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="111"/>
        <source>the saved game&apos;s player count is missing or not a whole number of at least 1</source>
        <translation>die Personenzahl der gespeicherten Partie fehlt oder ist keine ganze Zahl ab 1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="112"/>
        <source>the saved game&apos;s options are damaged (not a set of named values)</source>
        <translation>die Optionen der gespeicherten Partie sind beschädigt (keine Liste benannter Werte)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="114"/>
        <source>the saved game is damaged: it lacks {keys}</source>
        <translation>die gespeicherte Partie ist beschädigt: ihr fehlt {keys}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="115"/>
        <source>{name}&apos;s colour “{colour}” is not a colour a seat can have</source>
        <translation>die Farbe „{colour}“ von {name} ist keine Farbe, die ein Platz haben kann</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="116"/>
        <source>{name}&apos;s colour “{colour}” is not the one {game} gives that seat ({colours})</source>
        <translation>die Farbe „{colour}“ von {name} ist nicht die, die {game} diesem Platz gibt ({colours})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="118"/>
        <source>this {kind} action is not legal here (its values are not of the kind this game uses)</source>
        <translation>diese Aktion ({kind}) ist hier nicht erlaubt (ihre Werte sind nicht von der Art, die dieses Spiel verwendet)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="119"/>
        <source>{game} is for exactly {count} players, not {players}</source>
        <translation>{game} ist für genau {count} Personen, nicht für {players}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="120"/>
        <source>{game} is for {low} to {high} players, not {players}</source>
        <translation>{game} ist für {low} bis {high} Personen, nicht für {players}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="122"/>
        <source>it is not a statistics file</source>
        <translation>es ist keine Statistikdatei</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="123"/>
        <source>{name} cannot be read ({error}). It was left as it is; its results are added to the library once it can be read.</source>
        <translation>{name} kann nicht gelesen werden ({error}). Die Datei bleibt unverändert; ihre Ergebnisse kommen in die Bibliothek, sobald sie lesbar ist.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="124"/>
        <source>{name} is damaged ({error}) and could not be set aside ({reason}); its results were not added to the library.</source>
        <translation>{name} ist beschädigt ({error}) und konnte nicht beiseitegelegt werden ({reason}); ihre Ergebnisse wurden nicht in die Bibliothek übernommen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="125"/>
        <source>{name} was damaged ({error}) and was kept as {aside}; its results were not added to the library.</source>
        <translation>{name} war beschädigt ({error}) und wurde als {aside} aufbewahrt; ihre Ergebnisse wurden nicht in die Bibliothek übernommen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="126"/>
        <source>The statistics in {name} were added to the library, but the file could not be renamed ({error}).</source>
        <translation>Die Statistik aus {name} ist jetzt in der Bibliothek, aber die Datei konnte nicht umbenannt werden ({error}).</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="127"/>
        <source>the game library {name} is damaged ({error})</source>
        <translation>die Bibliothek der Partien {name} ist beschädigt ({error})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="128"/>
        <source>the game library {name} cannot be used now ({error})</source>
        <translation>die Bibliothek der Partien {name} ist gerade nicht verfügbar ({error})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="129"/>
        <source>the game library {name} was written by a newer climbdesk (library version {version}); it was left as it is. Please update climbdesk to use it.</source>
        <translation>die Bibliothek der Partien {name} stammt von einem neueren climbdesk (Version {version} der Bibliothek); sie bleibt unverändert. Aktualisiere climbdesk, um sie zu nutzen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="130"/>
        <source>this game is no longer in the library</source>
        <translation>diese Partie ist nicht mehr in der Bibliothek</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="131"/>
        <source>this game&apos;s record in the library is damaged</source>
        <translation>der Eintrag dieser Partie in der Bibliothek ist beschädigt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="132"/>
        <source>the game is in the library again, so it was not brought back twice</source>
        <translation>die Partie ist schon wieder in der Bibliothek und wurde nicht ein zweites Mal zurückgeholt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="133"/>
        <source>{error}; it could not be set aside ({reason})</source>
        <translation>{error}; sie konnte nicht beiseitegelegt werden ({reason})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="134"/>
        <source>{error}. It was kept as {aside} and a new library was started.</source>
        <translation>{error}. Sie wurde als {aside} aufbewahrt, und eine neue Bibliothek wurde angelegt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="135"/>
        <source>The game could not be added to the library: {error}. It is kept until climbdesk closes and tried again with every game.</source>
        <translation>Die Partie konnte nicht in die Bibliothek aufgenommen werden: {error}. Sie wird bis zum Beenden von climbdesk aufbewahrt und mit jeder Partie erneut versucht.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="136"/>
        <source>The game could not be added to the library: {error}. It was kept in {folder} and is added the next time the library opens.</source>
        <translation>Die Partie konnte nicht in die Bibliothek aufgenommen werden: {error}. Sie liegt in {folder} und wird beim nächsten Öffnen der Bibliothek aufgenommen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="137"/>
        <source>{name} could not be added to the library ({error}) and was set aside.</source>
        <translation>{name} konnte nicht in die Bibliothek aufgenommen werden ({error}) und wurde beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="144"/>
        <source>%2 resigned.</source>
        <extracomment>The shared endings (:class:`Termination`) -&gt; sentence. %1 is the winner&apos;s name, %2 the ``detail`` given to :func:`reason_text` (solitaire: the number of turns). A game&apos;s own endings are in its board registration.</extracomment>
        <translation>Aufgegeben: %2.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="147"/>
        <source>%1 won: the other players dropped out.</source>
        <translation>%1 hat gewonnen: Alle anderen sind ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="155"/>
        <source>A player resigned.</source>
        <translation>Jemand hat aufgegeben.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="216"/>
        <source>Player %1</source>
        <extracomment>The name a seat gets when the player leaves it blank. Saves keep it in English (a saved game must read the same whatever language it was made in); the screen shows it in the player&apos;s language through :func:`display_name`, so a German player sees &quot;Person 1&quot; and the same save shows &quot;Player 1&quot; after a switch to English.</extracomment>
        <translation>Person %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="217"/>
        <source>%1 bot</source>
        <translation>Bot (%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="20"/>
        <source>Climb On! (dice)</source>
        <translation>Climb On! (Würfel)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="21"/>
        <source>Jonathan Leistiko</source>
        <translation>Jonathan Leistiko</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="22"/>
        <source>Roll your dice team up a four-level peak; bigger dice score more but climb worse.</source>
        <translation>Würfle dein Team auf einen Berg mit vier Ebenen – große Würfel bringen mehr Punkte, klettern aber schlechter.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="23"/>
        <source>Flexible Plans</source>
        <translation>Flexible Pläne</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="24"/>
        <source>22 white tokens each; climbing or descending costs 1, a pull up 2, a shove or drag 3.</source>
        <translation>Alle bekommen 22 weiße Plättchen; Klettern oder Absteigen kostet 1, Hochziehen 2, Hinabstoßen oder Herunterziehen 3.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="25"/>
        <source>Helping Hands</source>
        <translation>Helfende Hände</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="26"/>
        <source>Start with 8 white, 5 blue and 2 red tokens.</source>
        <translation>Beginne mit 8 weißen, 5 blauen und 2 roten Plättchen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="27"/>
        <source>Untied</source>
        <translation>Kein Gleichstand</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="28"/>
        <source>Equal scores go to the highest climber, then to the single best-scoring climber.</source>
        <translation>Bei gleicher Summe entscheidet der höchste Kletterer, danach der einzelne Kletterer mit den meisten Punkten.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="20"/>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="29"/>
        <source>Climbers</source>
        <translation>Kletterer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="21"/>
        <source>Holger Lanz</source>
        <translation>Holger Lanz</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="22"/>
        <source>Climb a mountain of coloured blocks that you rebuild as you go; only neutral tops and your own colour carry you.</source>
        <translation>Erklimme einen Berg aus bunten Steinen, der im Spiel ständig umgebaut wird; nur neutrale Oberseiten und deine eigene Farbe tragen dich.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="23"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="24"/>
        <source>Your climber&apos;s colour: it may stand on neutral tops and on tops of this colour only.</source>
        <translation>Die Farbe deines Kletterers: Er darf nur auf neutralen Oberseiten und auf Oberseiten dieser Farbe stehen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="25"/>
        <source>Mountain</source>
        <translation>Berg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="26"/>
        <source>The number of the mountain to build; random draws one as the game&apos;s first event.</source>
        <translation>Die Nummer des Berges, der gebaut wird; „Zufällig“ zieht sie als erstes Ereignis der Partie.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="27"/>
        <source>First player</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="28"/>
        <source>The seat that takes the first turn. The rulebook lets whoever climbed a real mountain most recently begin; random draws a seat once the mountain is built.</source>
        <translation>Der Platz, der den ersten Zug hat. Nach der Anleitung beginnt, wer zuletzt auf einen echten Berg gestiegen ist; „Zufällig“ lost einen Platz aus, sobald der Berg gebaut ist.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="29"/>
        <source>Mountain builder</source>
        <translation>Bauweise des Bergs</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="30"/>
        <source>How the mountain is built. 5 is 4 with wide shelves at the walls&apos; height, room to build steps once the ladders are spent; 4 rises in steps of two to a summit over the middle, with the small blocks up high; 3 leaves room to build steps on the walls and lays small blocks loose at the foot; 2 keeps the tops out of reach of a first move; 1 is the builder of games saved before the option, so the same number gives the mountain you played then.</source>
        <translation>Wie der Berg gebaut wird. Bauweise 5 ist 4 mit breiten Absätzen auf der Höhe der Wände, mit Platz, um Stufen zu bauen, wenn die Leitern verbraucht sind; 4 steigt in Stufen von zwei zu einem Gipfel in der Mitte an, die kleinen Steine liegen oben; 3 lässt an den Wänden Platz, um Stufen zu bauen, und legt kleine Steine lose an den Fuß; 2 hält die Oberseiten außer Reichweite eines ersten Zugs; 1 ist die Bauweise der Partien, die vor dieser Option gespeichert wurden, sodass dieselbe Nummer den Berg ergibt, den du damals gespielt hast.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="31"/>
        <source>the mountain was made by builder {builder}, which this version of climbdesk does not know (it knows builders 1 to {newest}): open it with a newer version</source>
        <translation>der Berg wurde in Bauweise {builder} gebaut, die diese Version von climbdesk nicht kennt (sie kennt die Bauweisen 1 bis {newest}): Öffne die Partie mit einer neueren Version</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="33"/>
        <source>Size 1 block</source>
        <translation>Größe-1-Stein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="34"/>
        <source>Size 2 block</source>
        <translation>Größe-2-Stein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="35"/>
        <source>Size 4 block</source>
        <translation>Größe-4-Stein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="36"/>
        <source>large neutral block</source>
        <translation>großer neutraler Stein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="37"/>
        <source>teal</source>
        <translation>Türkis</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="38"/>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="39"/>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="40"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="41"/>
        <source>pink</source>
        <translation>Pink</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="42"/>
        <source>neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="43"/>
        <source>the short ladder</source>
        <translation>der kurzen Leiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="44"/>
        <source>the tall ladder</source>
        <translation>der langen Leiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="45"/>
        <source>both ladders</source>
        <translation>beiden Leitern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="46"/>
        <source>no ladder</source>
        <translation>keine Leiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="47"/>
        <source>short ladder</source>
        <translation>kurze Leiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="48"/>
        <source>tall ladder</source>
        <translation>lange Leiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="49"/>
        <source>short and tall ladder</source>
        <translation>kurze und lange Leiter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="50"/>
        <location filename="../climbdesk/ui/strings.py" line="86"/>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="51"/>
        <source>this block has no such orientation</source>
        <translation>dieser Stein hat keine solche Lage</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="52"/>
        <source>the block would stand partly off the table</source>
        <translation>der Stein ragte teilweise über den Tischrand hinaus</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="53"/>
        <source>the block would not rest fully: it would leave a hole beneath it</source>
        <translation>der Stein läge nicht vollständig auf: unter ihm bliebe ein Loch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="54"/>
        <source>the block would not rest fully: part of it would overhang</source>
        <translation>der Stein läge nicht vollständig auf: ein Teil stünde über</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="55"/>
        <source>the block must touch another block face to face over at least one square (an edge or a corner is not enough)</source>
        <translation>der Stein muss einen anderen Stein Fläche an Fläche auf mindestens einem Feld berühren (eine Kante oder Ecke reicht nicht)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="56"/>
        <source>the block would cover a block that carries a blocking disk</source>
        <translation>der Stein würde einen Stein mit Blockadescheibe bedecken</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="57"/>
        <source>the climbers it would cover cannot shift to free squares of their own top</source>
        <translation>die bedeckten Kletterer können nicht auf freie Felder ihrer eigenen Oberseite ausweichen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="58"/>
        <source>that is exactly where the block was: put it back instead</source>
        <translation>genau dort lag der Stein schon: lege ihn stattdessen zurück</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="59"/>
        <source>there is no such block on the table</source>
        <translation>diesen Stein gibt es nicht auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="60"/>
        <source>another block lies (at least partly) on top of it</source>
        <translation>ein anderer Stein liegt (zumindest teilweise) auf ihm</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="61"/>
        <source>a blocking disk lies on it</source>
        <translation>auf ihm liegt eine Blockadescheibe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="62"/>
        <source>a climber stands on it</source>
        <translation>auf ihm steht ein Kletterer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="63"/>
        <source>the previous player just moved this block</source>
        <translation>die Person vor dir hat gerade diesen Stein versetzt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="64"/>
        <source>you already put this block back this turn</source>
        <translation>du hast diesen Stein in diesem Zug schon zurückgelegt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="65"/>
        <source>you have no blocking disk left</source>
        <translation>du hast keine Blockadescheibe mehr</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="66"/>
        <source>a disk goes on a block on the table</source>
        <translation>eine Scheibe kommt auf einen Stein auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="67"/>
        <source>no square of that block&apos;s top is uncovered</source>
        <translation>kein Feld der Oberseite dieses Steins ist unbedeckt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="68"/>
        <source>a climber stands on that block</source>
        <translation>auf diesem Stein steht ein Kletterer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="69"/>
        <source>another disk already lies on that block</source>
        <translation>auf diesem Stein liegt schon eine andere Scheibe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="70"/>
        <source>move your climber or stay</source>
        <translation>Bewege deinen Kletterer oder bleib stehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="71"/>
        <source>pick a block to move, or move none</source>
        <translation>Nimm einen Stein zum Versetzen oder versetze keinen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="72"/>
        <source>set the lifted block down or put it back</source>
        <translation>Setze den Stein ab oder lege ihn zurück</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="73"/>
        <source>choose where the covered climber shifts to</source>
        <translation>Wähle, wohin der bedeckte Kletterer ausweicht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="74"/>
        <source>move your climber again or stay</source>
        <translation>Bewege deinen Kletterer noch einmal oder bleib stehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="75"/>
        <source>place your blocking disk or not</source>
        <translation>Lege deine Blockadescheibe oder verzichte darauf</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="76"/>
        <source>{kind} {number}</source>
        <translation>{kind} {number}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="77"/>
        <source>No path leads there: climbers never step down or diagonally, never bridge a gap, and a step may rise at most 4 (2 with the short ladder, 1 without)</source>
        <translation>Kein Weg führt dorthin: Kletterer steigen nie hinab oder diagonal, überbrücken keine Lücke, und ein Schritt steigt höchstens 4 (2 mit der kurzen Leiter, 1 ohne)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="78"/>
        <source>The mountain is built (number {number})</source>
        <translation>Der Berg ist gebaut (Nummer {number})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="79"/>
        <source>{who} takes the first turn</source>
        <translation>{who} hat den ersten Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="80"/>
        <source>{who} climbs to {x},{y} (height {height})</source>
        <translation>{who} klettert nach {x},{y} (Höhe {height})</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="81"/>
        <source>{who} stays</source>
        <translation>{who} bleibt stehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="82"/>
        <source>{who} picks up the {block}</source>
        <translation>{who} hebt einen Stein an: {block}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="83"/>
        <source>{who} sets it down at {x},{y}, {colour} on top</source>
        <translation>{who} setzt ihn auf {x},{y} ab, Oberseite {colour}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="84"/>
        <source>{who} puts the block back</source>
        <translation>{who} legt den Stein zurück</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="85"/>
        <source>{who} moves no block</source>
        <translation>{who} versetzt keinen Stein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="86"/>
        <source>{who} shifts {other} to {x},{y}</source>
        <translation>{who} schiebt {other} nach {x},{y}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="87"/>
        <source>{who} blocks the {block} with the disk</source>
        <translation>{who} legt die Scheibe auf: {block}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="88"/>
        <source>{who} places no disk</source>
        <translation>{who} legt keine Scheibe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="89"/>
        <source>reaction to {owner}&apos;s turn: move your climber or stay</source>
        <translation>Reaktionszug auf den Zug von {owner}: Bewege deinen Kletterer oder bleib stehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="90"/>
        <source>wait</source>
        <translation>Warten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="91"/>
        <source>This is not the moment for that: now {who} must {step}</source>
        <translation>Das geht gerade nicht – {who} ist dran: {step}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="92"/>
        <source>That square is off the table</source>
        <translation>Dieses Feld liegt außerhalb des Tisches</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="93"/>
        <source>Ladders are named as none, short, tall or short+tall</source>
        <translation>Leitern heißen none, short, tall oder short+tall</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="94"/>
        <source>Too few ladders: that ladder is already used</source>
        <translation>Zu wenige Leitern: diese Leiter ist schon verbraucht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="95"/>
        <source>A climber on the table is at the foot; it moves onto block tops only</source>
        <translation>Ein Kletterer auf dem Tisch steht am Fuß; er zieht nur auf Oberseiten von Steinen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="96"/>
        <source>A climber stands only on neutral tops and on tops of its own colour, not on {colour}</source>
        <translation>Ein Kletterer steht nur auf neutralen Oberseiten und solchen seiner Farbe, nicht auf {colour}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="97"/>
        <source>A blocking disk closes that block for this round</source>
        <translation>Eine Blockadescheibe sperrt diesen Stein für diese Runde</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="98"/>
        <source>Another climber stands on that square</source>
        <translation>Auf diesem Feld steht ein anderer Kletterer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="99"/>
        <source>That top is full</source>
        <translation>Diese Oberseite ist voll</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="100"/>
        <source>The climber already stands there; stay instead</source>
        <translation>Der Kletterer steht schon dort; bleib stattdessen stehen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="101"/>
        <source>That is not a least set of ladders for this square; the choices are: {sets}</source>
        <translation>Das ist nicht die kleinste Leiterwahl für dieses Feld; möglich sind: {sets}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="102"/>
        <source>Too few ladders: the climb needs a ladder you no longer have</source>
        <translation>Zu wenige Leitern: der Aufstieg braucht eine Leiter, die du nicht mehr hast</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="103"/>
        <source>{who} climbs to {x},{y} (height {height}) using {ladders}</source>
        <translation>{who} klettert nach {x},{y} (Höhe {height}) mit {ladders}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="104"/>
        <source>That block cannot be picked: {why}</source>
        <translation>Dieser Stein kann nicht genommen werden: {why}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="105"/>
        <source>The block cannot go there: {why}</source>
        <translation>Der Stein kann nicht dorthin: {why}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="106"/>
        <source>A covered climber shifts to a free square of the top it stood on, and the climbers are shifted one by one in seat order</source>
        <translation>Ein bedeckter Kletterer weicht auf ein freies Feld der Oberseite aus, auf der er stand; die Kletterer werden einzeln in Sitzreihenfolge verschoben</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="107"/>
        <source>The disk cannot go there: {why}</source>
        <translation>Die Scheibe kann nicht dorthin: {why}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="108"/>
        <source>it is not free</source>
        <translation>er ist nicht frei</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="109"/>
        <source>that is not a legal spot</source>
        <translation>das ist kein erlaubter Platz</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="110"/>
        <source>that block is not free</source>
        <translation>dieser Stein ist nicht frei</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="114"/>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="74"/>
        <source>Height reached</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel: the climber&apos;s height.
----------
What a seat&apos;s score means (the panel&apos;s height its piece reached; a string the Climbers board already has translated).</extracomment>
        <translation>Erreichte Höhe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="118"/>
        <source>%1 climbed highest.</source>
        <extracomment>This game&apos;s endings (``Outcome.reason``) -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 ist am höchsten geklettert.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="119"/>
        <source>%1 shares the greatest height and stood there first.</source>
        <translation>%1 teilt die größte Höhe und stand zuerst dort.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="121"/>
        <source>Every climber ended at the foot: the game is a draw.</source>
        <translation>Alle Kletterer sind am Fuß geblieben: Die Partie endet unentschieden.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="130"/>
        <source>Climbers</source>
        <comment>game title</comment>
        <translation>Climbers</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="30"/>
        <source>Flexible Plans and Helping Hands cannot be combined</source>
        <translation>Flexible Pläne und Helfende Hände lassen sich nicht kombinieren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="31"/>
        <source>Custom Climbers: any six of d4, d6, d8, d10, d12 and d20; a die may appear more than once.</source>
        <translation>Eigene Kletterer: beliebige sechs Würfel aus d4, d6, d8, d10, d12 und d20; dieselbe Art darf mehrmals vorkommen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="33"/>
        <source>a white token</source>
        <translation>ein weißes Plättchen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="34"/>
        <source>a blue token</source>
        <translation>ein blaues Plättchen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="35"/>
        <source>a red token</source>
        <translation>ein rotes Plättchen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="36"/>
        <source>{n} white tokens</source>
        <translation>{n} weiße Plättchen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="37"/>
        <source>the ground</source>
        <translation>Boden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="38"/>
        <source>level {n}</source>
        <translation>Ebene {n}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="39"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="40"/>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="41"/>
        <source>{who} tries to climb with the {die} from {src} to {dst}, paying {pay}</source>
        <translation>{who} versucht, mit dem {die} zu klettern ({src} → {dst}), und zahlt {pay}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="42"/>
        <source>{who} moves the {die} down from {src} to {dst}, paying {pay}</source>
        <translation>{who} lässt den {die} absteigen ({src} → {dst}) und zahlt {pay}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="43"/>
        <source>{who} tries to pull the {die} up to {dst} with the {helper}, paying {pay}</source>
        <translation>{who} versucht, den {die} mit dem {helper} auf {dst} hochzuziehen, und zahlt {pay}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="44"/>
        <source>{who} tries to shove {owner}&apos;s {victim} off {where} with the {die}, paying {pay}</source>
        <translation>{who} versucht, mit dem {die} den {victim} ({owner}) von {where} hinabzustoßen, und zahlt {pay}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="45"/>
        <source>{who} tries to drag {owner}&apos;s {victim} down from {where} with the {die}, paying {pay}</source>
        <translation>{who} versucht, mit dem {die} den {victim} ({owner}) von {where} herunterzuziehen, und zahlt {pay}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="46"/>
        <source>{who} cannot act and discards {pay}</source>
        <translation>{who} kann keine Aktion ausführen und wirft {pay} ab</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="47"/>
        <source>{who} rolls {dice}</source>
        <translation>{who} würfelt {dice}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="48"/>
        <source>{who} rolls {dice}: {outcome}</source>
        <translation>{who} würfelt {dice}: {outcome}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="49"/>
        <source>{who} lowers a {value} to {new} with {pay}</source>
        <translation>{who} zahlt {pay} und senkt eine {value} auf {new}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="50"/>
        <source>{who} accepts {dice}: {outcome}</source>
        <translation>{who} akzeptiert {dice}: {outcome}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="51"/>
        <source>no action is possible, so you discard a token</source>
        <translation>Keine Aktion möglich, du wirfst ein Plättchen ab</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="52"/>
        <source>choose a climber, an action and the token to pay with</source>
        <translation>Wähle einen Kletterer, eine Aktion und das Plättchen, mit dem du bezahlst</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="53"/>
        <source>lower a die with a token, or accept the roll (it succeeds)</source>
        <translation>Senke einen Würfel mit einem Plättchen oder akzeptiere den Wurf (er gelingt)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="54"/>
        <source>lower a die with a token, or accept the roll (it fails)</source>
        <translation>Senke einen Würfel mit einem Plättchen oder akzeptiere den Wurf (er misslingt)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="42"/>
        <source>%1 owns the highest piece.</source>
        <extracomment>This game&apos;s endings (``Outcome.reason``) -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 besitzt den höchsten Stein.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="43"/>
        <source>%1 has more pieces at the greatest height.</source>
        <translation>%1 hat mehr Steine auf der größten Höhe.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="45"/>
        <source>%1 was first to have that many pieces at the greatest height.</source>
        <translation>%1 hat zuerst so viele Steine auf die größte Höhe gebracht.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="145"/>
        <source>The game was ended by agreement and scored as it stood.</source>
        <translation>Die Partie wurde einvernehmlich beendet und so gewertet, wie sie stand.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="50"/>
        <source>%1 won the target number of columns.</source>
        <extracomment>This game&apos;s endings (``Outcome.reason``) -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 hat genug Spalten erobert.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="149"/>
        <source>Solitaire finished in %2 turns.</source>
        <translation>Solopartie in %2 Zügen beendet.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="62"/>
        <source>%1 scored the most points.</source>
        <extracomment>This game&apos;s endings (``Outcome.reason``) -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 hat die meisten Punkte erzielt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="63"/>
        <source>Scores were tied; %1 has the highest climber.</source>
        <translation>Gleichstand bei den Punkten; %1 hat den höchsten Kletterer.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="65"/>
        <source>Scores were tied; %1 has the single best-scoring climber.</source>
        <translation>Gleichstand bei den Punkten; %1 hat den einzelnen Kletterer mit den meisten Punkten.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="154"/>
        <source>Solitaire game finished.</source>
        <extracomment>Used instead of a SHARED_REASONS sentence that needs %2 when no ``detail`` is given.</extracomment>
        <translation>Solopartie beendet.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="38"/>
        <source>Highest piece</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>Höchster Stein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="46"/>
        <source>Columns won</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>Eroberte Spalten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="58"/>
        <source>Points</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="159"/>
        <source>Score</source>
        <extracomment>The player panel&apos;s score label for a game whose board declares none.</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="164"/>
        <source>Easy</source>
        <extracomment>``Level.display_name`` of every offered level, spelled out for lupdate (a test checks that the two agree).</extracomment>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="165"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="166"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="19"/>
        <source>Climb ON! the top of the wall</source>
        <translation>Climb ON! the top of the wall</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="20"/>
        <source>Masahiro Yoshida</source>
        <translation>Masahiro Yoshida</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="21"/>
        <source>Build the wall you climb from a secret hand of panels, spend stamina on dice, clip your rope and race for the top.</source>
        <translation>Baue die Wand aus den Platten deiner geheimen Hand, zahle Ausdauer für Würfel, hänge dein Seil ein und klettere um die Wette.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="22"/>
        <source>Hold colour</source>
        <translation>Farbe der Griffe</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="23"/>
        <source>Only holds of this colour count: red is the easiest route, yellow the hardest.</source>
        <translation>Nur Griffe dieser Farbe zählen: Rot ist die leichteste Route, Gelb die schwerste.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="24"/>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="25"/>
        <source>Tough climbing</source>
        <translation>Knallhart</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="26"/>
        <source>The top is at height 10; 7 panels in hand, 3 initial panels and 2 jump cards each.</source>
        <translation>Das obere Ende liegt auf Höhe 10; jede Person hat 7 Wandplatten auf der Hand, 3 Startplatten und 2 Sprungkarten.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="27"/>
        <source>Contest</source>
        <translation>Contest</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="28"/>
        <source>Overhang and Hard Move panels hang between the start slots from the beginning.</source>
        <translation>Überhang- und Schlüsselstellen-Platten hängen von Anfang an zwischen den Startplätzen.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="30"/>
        <source>this panel cannot be turned that way (an arrow panel keeps its arrow up)</source>
        <translation>diese Wandplatte lässt sich so nicht drehen (eine Platte mit Pfeil bleibt mit dem Pfeil nach oben)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="31"/>
        <source>panels lie on the 2-square lattice</source>
        <translation>Wandplatten liegen im Raster von 2 Feldern</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="32"/>
        <source>nothing goes below the ground</source>
        <translation>unter den Boden kommt nichts</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="33"/>
        <source>the panel would reach above the highest allowed height</source>
        <translation>die Wandplatte würde über die höchste erlaubte Höhe reichen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="34"/>
        <source>the panel would cover part of another panel</source>
        <translation>die Wandplatte würde einen Teil einer anderen verdecken</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="35"/>
        <source>one side must meet another panel over exactly half its length</source>
        <translation>eine Seite muss über genau die halbe Länge an eine andere Wandplatte grenzen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="36"/>
        <source>the panel must touch one of your own panels over at least 2 squares</source>
        <translation>die Wandplatte muss eine eigene Wandplatte über mindestens 2 Felder berühren</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="37"/>
        <source>nothing may be stacked on an initial panel</source>
        <translation>auf eine Startplatte darf nichts gelegt werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="38"/>
        <source>nothing may be stacked on a Contest panel</source>
        <translation>auf eine Contest-Platte darf nichts gelegt werden</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="39"/>
        <source>a piece or a clip marker is on that panel</source>
        <translation>auf dieser Wandplatte steht eine Figur oder ein Sicherungsmarker</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="40"/>
        <source>that panel is not in your hand</source>
        <translation>diese Wandplatte ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="41"/>
        <source>say whether the panel is stacked exactly as the spot requires</source>
        <translation>gib an, ob die Wandplatte aufgelegt wird, genau so, wie es der Platz verlangt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="42"/>
        <source>climbs to {x},{y}</source>
        <translation>klettert nach {x},{y}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="43"/>
        <source>Climb on with award cards, or end the turn</source>
        <translation>Klettere mit Belohnungskarten weiter oder beende den Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="44"/>
        <source>climbs to the top of the wall</source>
        <translation>erreicht das obere Ende der Wand</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="45"/>
        <source>stays on the hold</source>
        <translation>bleibt am Griff</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="46"/>
        <source>Contest panels {panels} hang on the wall</source>
        <translation>Die Contest-Platten {panels} hängen an der Wand</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="47"/>
        <source>The panels are dealt</source>
        <translation>Die Wandplatten werden ausgeteilt</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="48"/>
        <source>{who} puts {count} red-framed panels back and draws as many</source>
        <translation>{who} legt {count} rot umrandete Wandplatten zurück und zieht ebenso viele</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="49"/>
        <source>{who} draws {count} panels</source>
        <translation>{who} zieht {count} Wandplatten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="50"/>
        <source>{who} places panel {panel} at {x},{y}</source>
        <translation>{who} legt Wandplatte {panel} bei {x},{y} an</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="51"/>
        <source>{who} rests</source>
        <translation>{who} rastet</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="52"/>
        <source>{who} clips at {x},{y}</source>
        <translation>{who} hängt bei {x},{y} ein</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="53"/>
        <source>{who} discards {panels}</source>
        <translation>{who} wirft {panels} ab</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="54"/>
        <source>{who} keeps the hand</source>
        <translation>{who} behält die Hand</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="55"/>
        <source>{who} ends the turn</source>
        <translation>{who} beendet den Zug</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="56"/>
        <source>{who} uses award cards and {route}</source>
        <translation>{who} spielt Belohnungskarten und {route}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="57"/>
        <source>{who} pays {cost} stamina for {dice} dice</source>
        <translation>{who} zahlt {cost} Ausdauer für {dice} Würfel</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="58"/>
        <source>{who} rolls {values}</source>
        <translation>{who} würfelt {values}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="59"/>
        <source>{who} takes {gain} stamina and {route}</source>
        <translation>{who} nimmt {gain} Ausdauer und {route}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="60"/>
        <source>Place an initial panel</source>
        <translation>Lege eine Startplatte</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="61"/>
        <source>Rest, or climb: roll the dice or use award cards</source>
        <translation>Raste oder klettere: würfle oder spiele Belohnungskarten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="62"/>
        <source>Place panels, clip, discard, or end the rest</source>
        <translation>Lege Wandplatten, hänge ein, wirf ab oder beende das Rasten</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="63"/>
        <source>Choose the spent dice and the path</source>
        <translation>Wähle die eingesetzten Würfel und den Weg</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="64"/>
        <source>Put the clip marker beside your piece</source>
        <translation>Setze den Sicherungsmarker neben deine Figur</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="65"/>
        <source>Discard panels to draw as many, or keep your hand</source>
        <translation>Wirf Wandplatten ab, um ebenso viele zu ziehen, oder behalte deine Hand</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="66"/>
        <source>{who} pays {cost} stamina for {dice} dice, uses chalk and jumps for {x},{y}</source>
        <translation>{who} zahlt {cost} Ausdauer für {dice} Würfel, nimmt Chalk und springt nach {x},{y}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="67"/>
        <source>{who} pays {cost} stamina for {dice} dice and jumps for {x},{y}</source>
        <translation>{who} zahlt {cost} Ausdauer für {dice} Würfel und springt nach {x},{y}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="68"/>
        <source>{who} pays {cost} stamina for {dice} dice and uses chalk</source>
        <translation>{who} zahlt {cost} Ausdauer für {dice} Würfel und nimmt Chalk</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="69"/>
        <source>a Rest turn allows three placements</source>
        <translation>in einem Rastzug darfst du höchstens drei Wandplatten anlegen</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="78"/>
        <source>%1 reached the top with the most stamina left.</source>
        <extracomment>This game&apos;s endings (``Outcome.reason``) -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 hat das obere Ende mit der meisten Ausdauer erreicht.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="80"/>
        <source>The draw pile ran out; %1 climbed highest.</source>
        <translation>Der Nachziehstapel ist leer; %1 ist am höchsten geklettert.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_session.py" line="28"/>
        <source>{line}; {more}</source>
        <translation>{line}; {more}</translation>
    </message>
</context>
<context>
    <name>sound</name>
    <message>
        <location filename="../climbdesk/ui/sound.py" line="69"/>
        <source>Sound is switched off for this run.</source>
        <translation>Der Ton ist für diesen Start ausgeschaltet.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/sound.py" line="73"/>
        <source>Sound needs Qt Multimedia, which is not installed (install climbdesk with its sound extra).</source>
        <translation>Für Ton wird Qt Multimedia gebraucht, das nicht installiert ist (climbdesk mit dem Zusatz „sound“ installieren).</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/sound.py" line="76"/>
        <source>Qt Multimedia is installed but cannot start: a system audio library (PulseAudio&apos;s libpulse) is missing.</source>
        <translation>Qt Multimedia ist installiert, startet aber nicht: Eine Audio-Systembibliothek (libpulse von PulseAudio) fehlt.</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/sound.py" line="80"/>
        <source>No audio output device was found.</source>
        <translation>Es wurde kein Audio-Ausgabegerät gefunden.</translation>
    </message>
</context>
</TS>

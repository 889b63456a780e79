<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="228"/>
        <source>The analysis could not be read: %1</source>
        <translation>分析を読み込めませんでした：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="239"/>
        <source>The analysis failed: %1</source>
        <translation>分析に失敗しました：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="249"/>
        <source>The analysis was interrupted by a bot&apos;s move. Analyse again to finish it.</source>
        <translation>ボットの手で分析が中断されました。最後まで行うには、もう一度分析してください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="322"/>
        <source>Only a finished game can be analysed.</source>
        <translation>分析できるのは終わったゲームだけです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="324"/>
        <source>Analysing: each move is compared with the Hard bot&apos;s choice.</source>
        <translation>分析中です：それぞれの手を「むずかしい」ボットの選択と比べています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="329"/>
        <source>%1 decisions: %2 doubtful (?!), %3 bad (?), %4 very bad (??).</source>
        <translation>判断 %1 回：やや疑問 %2（?!）、悪い手 %3（?）、とても悪い手 %4（??）。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="339"/>
        <source>Analyse…</source>
        <translation>分析…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="341"/>
        <source>Compare every decision of the chosen player with the Hard bot&apos;s choice</source>
        <translation>選んだプレイヤーのすべての判断を「むずかしい」ボットの選択と比べます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="342"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="343"/>
        <source>Show best move</source>
        <translation>最善手を表示</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="345"/>
        <source>Draw the Hard bot&apos;s choice on the board at each analysed decision (B)</source>
        <translation>分析した判断ごとに「むずかしい」ボットの選択を盤上に示します（B）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="346"/>
        <source>Show the best move on the board</source>
        <translation>最善手を盤上に表示する</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="347"/>
        <source>Player to analyse</source>
        <translation>分析するプレイヤー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="348"/>
        <source>Analysis progress</source>
        <translation>分析の進み具合</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="356"/>
        <source>Win chance over the game</source>
        <translation>ゲームを通した勝つ見込み</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="357"/>
        <source>Win chance %</source>
        <translation>勝つ見込み %</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_analysis.py" line="358"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
</context>
<context>
    <name>AutosaveWriter</name>
    <message>
        <location filename="../climbdesk/ui/autosave.py" line="122"/>
        <source>a folder is in the place of %1</source>
        <translation>%1 の場所にフォルダーがあります</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/autosave.py" line="124"/>
        <source>no permission to write %1</source>
        <translation>%1 に書き込む権限がありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/autosave.py" line="126"/>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/autosave.py" line="128"/>
        <source>%1 is on a read-only disk</source>
        <translation>%1 は読み取り専用のディスクにあります</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/autosave.py" line="130"/>
        <source>%1 cannot be written (%2)</source>
        <translation>%1 に書き込めません（%2）</translation>
    </message>
</context>
<context>
    <name>BoardKeys</name>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="575"/>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="576"/>
        <source>Move the cursor to the nearest thing you can pick</source>
        <translation>選べるものの中で一番近いものにカーソルを移動</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="580"/>
        <source>Enter / Space</source>
        <translation>Enter / スペース</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="581"/>
        <source>Pick what is under the cursor, then put it on a target</source>
        <translation>カーソル位置のものを選び、もう一度押して移動先に置く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="585"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="586"/>
        <source>Cancel the pick</source>
        <translation>選択を取り消す</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="592"/>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="593"/>
        <source>Show or hide the legend: what the board&apos;s rings and marks mean</source>
        <translation>凡例の表示／非表示：盤上の輪や印の意味</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="285"/>
        <source>Mouse wheel, %1 / %2</source>
        <translation>マウスホイール、%1 / %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="288"/>
        <source>Zoom in or out</source>
        <translation>拡大・縮小</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="290"/>
        <source>Shift+Arrow keys, drag on empty space</source>
        <translation>Shift+矢印キー、何もない所をドラッグ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="291"/>
        <source>Move the board</source>
        <translation>盤を動かす</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="296"/>
        <source>Fit the whole board in the window</source>
        <translation>盤全体をウィンドウに合わせる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="303"/>
        <source>Turn the board by a quarter</source>
        <translation>盤を90度回転</translation>
    </message>
</context>
<context>
    <name>BoardLegend</name>
    <message>
        <location filename="../climbdesk/ui/boards/legend.py" line="34"/>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/legend.py" line="38"/>
        <source>L hides the legend</source>
        <translation>L キーで凡例を隠す</translation>
    </message>
</context>
<context>
    <name>BotWorker</name>
    <message>
        <location filename="../climbdesk/ui/bot_worker.py" line="297"/>
        <source>The bots have been stopped.</source>
        <translation>ボットは停止しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/bot_worker.py" line="379"/>
        <source>the bot did not answer in time, twice</source>
        <translation>ボットが2回続けて時間内に応答しませんでした</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/bot_worker.py" line="404"/>
        <source>the bot process cannot be started</source>
        <translation>ボットのプロセスを起動できません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/bot_worker.py" line="387"/>
        <source>the bot process crashed twice while thinking about this position</source>
        <translation>この局面の思考中にボットのプロセスが2回異常終了しました</translation>
    </message>
</context>
<context>
    <name>CantStopBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="277"/>
        <source>White peak: a climber of this turn</source>
        <translation>白い山形：この手番のクライマー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="279"/>
        <source>Dashed peak: where the hovered choice would take it</source>
        <translation>破線の山形：マウスを重ねた選択で進む位置</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="281"/>
        <source>Coloured marker: a player&apos;s base camp (shape and colour)</source>
        <translation>色付きの印：プレイヤーのベースキャンプ（形と色）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="283"/>
        <source>Dashed outline: a pairing you cannot use, or a column still to win</source>
        <translation>破線の枠：使えない組み合わせ、またはまだ獲得していない列</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="286"/>
        <source>Dashed die: not rolled this turn yet</source>
        <translation>破線のダイス：この手番はまだ振っていない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="288"/>
        <source>Hint colour: the suggested choice</source>
        <translation>ヒントの色：おすすめの選択</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="319"/>
        <source>Dice: %1.</source>
        <translation>ダイス：%1。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="450"/>
        <source>Bust!</source>
        <translation>バースト！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="458"/>
        <source>Column %1 won!</source>
        <translation>%1 の列を獲得！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="462"/>
        <source>Columns %1 and %2 won!</source>
        <translation>%1 と %2 の列を獲得！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="85"/>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="155"/>
        <source>First to win %1 columns</source>
        <translation>%1列を先に獲得したら勝ち</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="110"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="112"/>
        <source>Rolling…</source>
        <translation>ダイスを振っています…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="114"/>
        <source>%1 is playing</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="120"/>
        <source>Only one fits: %1 or %2?</source>
        <translation>片方しか進めません：%1 か %2 か？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="122"/>
        <source>Pair the dice: click two dice or a choice</source>
        <translation>ダイスを2個ずつ組み合わせます：ダイス2個か選択肢をクリック</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="125"/>
        <source>Roll again, or stop and bank?</source>
        <translation>もう一度振りますか？ストップして確定しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="127"/>
        <source>Forced move: roll again</source>
        <translation>強制続行：もう一度振ってください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="128"/>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="184"/>
        <source>Roll the dice</source>
        <translation>ダイスを振ってください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="186"/>
        <source>Stop and bank this turn&apos;s progress</source>
        <translation>ストップしてこの手番の進み具合を確定</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="189"/>
        <source>Take that pairing of the dice</source>
        <translation>そのダイスの組み合わせを選ぶ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="191"/>
        <source>Take the left or right sum when only one fits</source>
        <translation>片方しか使えないとき、左か右の合計を選ぶ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="276"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="326"/>
        <source>or</source>
        <translation>か</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="277"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="332"/>
        <source>no room</source>
        <translation>進めない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="278"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="336"/>
        <source>then %1 bust</source>
        <translation>→ バースト%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="90"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="417"/>
        <source>Roll</source>
        <translation>振る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="91"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="418"/>
        <source>Stop</source>
        <translation>ストップ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="92"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="451"/>
        <source>key %1</source>
        <translation>キー %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="93"/>
        <location filename="../climbdesk/ui/boards/cantstop/controls.py" line="460"/>
        <source>bust %1</source>
        <translation>バースト率 %1</translation>
    </message>
</context>
<context>
    <name>CantStopBreakdown</name>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="27"/>
        <source>columns won: %1</source>
        <translation>獲得した列：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="29"/>
        <source>no column won</source>
        <translation>獲得した列なし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="30"/>
        <source>base camps: %1</source>
        <translation>ベースキャンプ：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="31"/>
        <source>no base camp on an open column</source>
        <translation>未獲得の列にベースキャンプなし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="32"/>
        <source>busts: %1</source>
        <translation>バースト：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="34"/>
        <source>Turns: %1</source>
        <translation>ターン数：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/breakdown.py" line="37"/>
        <source>Columns: %1</source>
        <translation>列：%1</translation>
    </message>
</context>
<context>
    <name>ClimbersBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="22"/>
        <source>Skip this step: stay, move no block, put the block back or place no disk</source>
        <translation>このステップを飛ばす：とどまる、ブロックを動かさない、ブロックを元の場所に置く、ブロックディスクを置かない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="24"/>
        <source>Look at the mountain from the next side</source>
        <translation>山を次の側から見る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="26"/>
        <source>Show or hide the top-down map</source>
        <translation>真上からのマップを表示／非表示</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="28"/>
        <source>Turn the lifted block to its next orientation</source>
        <translation>持ち上げたブロックを次の向きに回転する</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="28"/>
        <source>R / Shift+R</source>
        <translation>R / Shift+R</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="30"/>
        <source>Take your blocking disk in hand; then put it on a highlighted top</source>
        <translation>ブロックディスクを手に取り、印のついた上面に置きます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="32"/>
        <source>While a block is lifted: put it back where it was</source>
        <translation>ブロックを持ち上げている間：元の場所に置く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="34"/>
        <source>Height slice down or up: fade taller columns so the squares behind them can be seen and clicked</source>
        <translation>高さの断面を下げる／上げる：高い柱を薄く表示し、その奥のマスを見てクリックできるようにします</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/keys.py" line="36"/>
        <source>Examine the block at the cursor: its six faces in the side panel (or hover a block; Alt at once)</source>
        <translation>カーソル位置のブロックを調べる：6つの面をサイドパネルに表示します（ブロックにポインターを重ねても表示、Alt ですぐに表示）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/scene.py" line="524"/>
        <source>Locked this turn: %1</source>
        <translation>この手番はロック中：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/scene.py" line="527"/>
        <source>Columns taller than %1 are faded</source>
        <translation>%1 より高い柱は薄く表示されています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="70"/>
        <source>Green square: your climber can move there without a ladder</source>
        <translation>緑のマス：はしごなしでクライマーが移動できる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="72"/>
        <source>S, T, S+T: the move spends the short, the tall or both ladders; S/T: either one reaches it, a click asks which</source>
        <translation>短、長、短+長：その移動で短いはしご、長いはしご、または両方を使います。短/長：どちらでも届き、クリックするとどちらを使うか尋ねます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="76"/>
        <source>Framed top: a block you may pick up (click it, or drag it)</source>
        <translation>枠つきの上面：持ち上げてよいブロック（クリックするかドラッグ）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="78"/>
        <source>Padlock, dashed top: the block the previous player moved, locked this turn (hover it for the reason)</source>
        <translation>南京錠と破線の上面：前のプレイヤーが動かしたブロックで、この手番はロック中です（ポインターを重ねると理由を表示）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="80"/>
        <source>Ghost: where the lifted block would go, green if it may, red with the reason; drag a block to move it</source>
        <translation>ゴースト：持ち上げたブロックの置き先。置ければ緑、置けなければ赤で理由を表示。ブロックはドラッグで動かせます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="82"/>
        <source>Dashed box: where the lifted block came from; drop it there or press Esc to put it back</source>
        <translation>破線の箱：持ち上げたブロックの元の場所。そこに落とすか Esc で元の場所に置きます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="84"/>
        <source>Dot: a corner where the lifted block fits in the orientation shown</source>
        <translation>点：表示中の向きで持ち上げたブロックを置ける角</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="86"/>
        <source>Arrows: where a covered climber may shift; pick one</source>
        <translation>矢印：覆われたクライマーを押し出せる先。1つ選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/boardlegend.py" line="88"/>
        <source>Faded column: taller than the height slice ([ ]); clicks pass through it</source>
        <translation>薄い柱：高さの断面（[ ]）より高い柱。クリックは通り抜けます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/blockmarks.py" line="179"/>
        <location filename="../climbdesk/ui/boards/climbers/viewpictures.py" line="122"/>
        <source>Shift %1: pick an arrow</source>
        <translation>%1 を押し出す：矢印を選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="39"/>
        <source>S</source>
        <comment>the short ladder, one letter on a square</comment>
        <translation>短</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="41"/>
        <source>T</source>
        <comment>the tall ladder, one letter on a square</comment>
        <translation>長</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="55"/>
        <source>S</source>
        <comment>the short ladder&apos;s key in the ladder menu: a letter every keyboard types</comment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="57"/>
        <source>T</source>
        <comment>the tall ladder&apos;s key in the ladder menu: a letter every keyboard types</comment>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="65"/>
        <source>both ladders</source>
        <translation>両方のはしご</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="67"/>
        <source>the short ladder</source>
        <translation>短いはしご</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="69"/>
        <source>the tall ladder</source>
        <translation>長いはしご</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="70"/>
        <source>no ladder</source>
        <translation>はしごなし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="75"/>
        <source>ladders: short and tall</source>
        <translation>はしご：短・長</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="77"/>
        <source>ladders: short</source>
        <translation>はしご：短</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="79"/>
        <source>ladders: tall</source>
        <translation>はしご：長</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="80"/>
        <source>no ladders left</source>
        <translation>はしごなし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="85"/>
        <source>disk in hand</source>
        <translation>ディスク未使用</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="87"/>
        <source>disk placed</source>
        <translation>ディスク配置中</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="132"/>
        <source>Reached at move %1</source>
        <translation>%1 手目に到達</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="88"/>
        <source>disk used</source>
        <translation>ディスク使用済み</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="130"/>
        <source>At the foot</source>
        <translation>ふもと</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="151"/>
        <source>No climb for %1 turns: the game ends after these reactions</source>
        <translation>%1 手番続けてだれも登っていません：この追加の移動のあとでゲーム終了です</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/facts.py" line="157"/>
        <source>%1 of %2 turns without climbing: the game ends at %2</source>
        <translation>登らなかった手番 %1／%2：%2 になるとゲーム終了です</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/ladders.py" line="45"/>
        <source>Which ladder do you spend?</source>
        <translation>どのはしごを使いますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/ladders.py" line="51"/>
        <source>&amp;%1 – spend %2</source>
        <translation>%2を使う(&amp;%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/paths.py" line="204"/>
        <source>Line: the way to the square under the mouse or cursor; a ring marks a step that spends a ladder</source>
        <translation>線：マウスまたはカーソルの下のマスへの道筋。輪ははしごを使う一歩を示します</translation>
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
        <translation>%1：マス %2,%3、高さ %4</translation>
    </message>
</context>
<context>
    <name>ClimbersBreakdown</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/breakdown.py" line="25"/>
        <source>never left the foot of the mountain</source>
        <translation>ふもとのまま</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/breakdown.py" line="27"/>
        <source>first stood this high in turn %1</source>
        <translation>%1 ターン目にこの高さに到達</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/breakdown.py" line="32"/>
        <source>got there before the others at this height</source>
        <translation>同じ高さの中で最初に到達</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/breakdown.py" line="34"/>
        <source>got there after another climber</source>
        <translation>他のクライマーより後に到達</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/breakdown.py" line="35"/>
        <source>Height %1</source>
        <translation>高さ %1</translation>
    </message>
</context>
<context>
    <name>ClimbersPalette</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/orientations.py" line="113"/>
        <source>%1 × %2 squares, %3 high, %4 on top</source>
        <translation>%1 × %2 マス、高さ %3、上面は%4</translation>
    </message>
</context>
<context>
    <name>ClimbersPanel</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="157"/>
        <source>%1, laid open (I):</source>
        <translation>%1 の展開図（I）：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="160"/>
        <source>All six faces: the top framed thick in the middle, the bottom at the right, the table&apos;s left, right, back and front around the top. Hover a block (Alt: at once) or press I on the cursor to examine it.</source>
        <translation>6つの面すべて：中央の太枠が上面、右端が底面、上面の周りがテーブルから見た左・右・奥・手前の面です。ブロックにポインターを重ねる（Alt ですぐ）か、カーソル位置で I を押すと調べられます。</translation>
    </message>
</context>
<context>
    <name>DialogButtons</name>
    <message>
        <location filename="../climbdesk/ui/mnemonics.py" line="34"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/mnemonics.py" line="35"/>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/mnemonics.py" line="36"/>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
</context>
<context>
    <name>DiskBox</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/steps.py" line="77"/>
        <source>Your disk: drag it onto a highlighted top, or press D; N places none</source>
        <translation>あなたのディスク：印のついた上面へドラッグするか D を押します。N で置きません</translation>
    </message>
</context>
<context>
    <name>DiskToken</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/disk.py" line="44"/>
        <location filename="../climbdesk/ui/boards/climbers/steps.py" line="80"/>
        <source>Your blocking disk</source>
        <translation>あなたのブロックディスク</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/disk.py" line="45"/>
        <location filename="../climbdesk/ui/boards/climbers/steps.py" line="82"/>
        <source>Drag the disk onto a highlighted top, or click it (D) and then click a top</source>
        <translation>ディスクを印のついた上面へドラッグするか、クリック（D）してから上面をクリックします</translation>
    </message>
</context>
<context>
    <name>FaceNet</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="97"/>
        <source>The examined block&apos;s six faces</source>
        <translation>調べているブロックの6つの面</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="139"/>
        <source>top</source>
        <translation>上面</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="139"/>
        <source>bottom</source>
        <translation>底面</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="139"/>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="140"/>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="140"/>
        <source>back</source>
        <translation>奥</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="140"/>
        <source>front</source>
        <translation>手前</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="142"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/faces.py" line="144"/>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="113"/>
        <source>by %1</source>
        <translation>作：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="115"/>
        <source>1 player</source>
        <translation>1人</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="116"/>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="118"/>
        <source>%1–%2 players</source>
        <translation>%1～%2人</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="122"/>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="124"/>
        <source>Start a new game of %1</source>
        <translation>%1 の新しいゲームを始める</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="372"/>
        <source>The result could not be added to the statistics: %1</source>
        <translation>結果を成績に記録できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="415"/>
        <source>The bot could not be started: %1</source>
        <translation>ボットを起動できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="471"/>
        <source>The bot process stopped unexpectedly. It was restarted and is thinking about the position again.</source>
        <translation>ボットのプロセスが予期せず停止しました。再起動し、もう一度この局面を考えています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="501"/>
        <source>The hint failed: %1</source>
        <translation>ヒントを出せませんでした：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="504"/>
        <source>The bot failed: %1</source>
        <translation>ボットでエラーが発生しました：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="575"/>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました：%1</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="120"/>
        <source>It&apos;s a draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="122"/>
        <source>%1 wins!</source>
        <translation>%1 の勝ち！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="124"/>
        <source>%1 share the win</source>
        <translation>%1 が勝利を分け合いました</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="131"/>
        <source>%1 resigned.</source>
        <translation>%1 が投了しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="132"/>
        <source>%1 resigned.</source>
        <comment>several players</comment>
        <translation>%1 が投了しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="141"/>
        <source>A new personal best!</source>
        <translation>自己ベスト更新！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="142"/>
        <source>That equals your personal best.</source>
        <translation>自己ベストタイです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="144"/>
        <source>Your personal best is %1 turns.</source>
        <translation>自己ベストは%1ターンです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="145"/>
        <source>All columns won!</source>
        <translation>すべての列を獲得！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="186"/>
        <source>Play again</source>
        <translation>もう一度</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="187"/>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="188"/>
        <source>Step through the game from the first move</source>
        <translation>最初の手から順にゲームを見直します</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="189"/>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="191"/>
        <source>Review the game with each of your decisions compared with the Hard bot&apos;s choice</source>
        <translation>あなたのそれぞれの判断を「むずかしい」ボットの選択と比べながらゲームを振り返ります</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="192"/>
        <source>Analyse the game</source>
        <translation>ゲームを分析する</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="193"/>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="194"/>
        <source>Start screen</source>
        <translation>スタート画面</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="495"/>
        <source>Thinking about a hint…</source>
        <translation>ヒントを考えています…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/move_list.py" line="45"/>
        <source>; </source>
        <translation> ／ </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/move_list.py" line="46"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/move_list.py" line="47"/>
        <source>%1. %2: %3</source>
        <translation>%1. %2：%3</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/move_list.py" line="48"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="21"/>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="22"/>
        <source>%1 is thinking…</source>
        <translation>%1 が考えています…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="23"/>
        <source>Waiting for %1.</source>
        <translation>%1 を待っています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="24"/>
        <source>%1 to move: %2</source>
        <translation>%1 の手番：%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="25"/>
        <source>%1 to move.</source>
        <translation>%1 の手番です。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="26"/>
        <source>1 possible move.</source>
        <translation>可能な手は1通りです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="27"/>
        <source>%1 possible moves.</source>
        <translation>可能な手は%1通りです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="28"/>
        <source>You may also use the button below.</source>
        <translation>下のボタンも使えます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/status_line.py" line="29"/>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="137"/>
        <location filename="../climbdesk/ui/game_page.py" line="538"/>
        <source>Moves</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/command_actions.py" line="29"/>
        <source>Key: %1</source>
        <translation>キー：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="539"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="540"/>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="541"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="542"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="543"/>
        <source>Setting up the game…</source>
        <translation>ゲームを準備しています…</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="258"/>
        <source>Pass the device to %1</source>
        <translation>%1 に端末を渡してください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="259"/>
        <source>I am %1 — show my board</source>
        <translation>%1 です — 盤面を表示</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="73"/>
        <source>Keyboard</source>
        <translation>キーボード操作</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="78"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="78"/>
        <source>What it does</source>
        <translation>機能</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="80"/>
        <source>Keys and what they do</source>
        <translation>キーとその働き</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="92"/>
        <source>Playing on the board</source>
        <translation>盤上の操作</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="93"/>
        <source>Moving the view</source>
        <translation>表示の操作</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="94"/>
        <source>Anywhere in the window</source>
        <translation>ウィンドウ全体の操作</translation>
    </message>
</context>
<context>
    <name>LibraryDialog</name>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="176"/>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="177"/>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="178"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="179"/>
        <source>Between players</source>
        <translation>プレイヤー同士</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="180"/>
        <location filename="../climbdesk/ui/library_model.py" line="190"/>
        <source>Bots only</source>
        <translation>ボットのみ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="181"/>
        <source>Unfinished (saved)</source>
        <translation>未終了（保存済み）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="188"/>
        <source>Pass and play</source>
        <translation>同じ端末で対戦</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="191"/>
        <source>%1 bot</source>
        <translation>ボット（%1）</translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/library_dialog.py" line="190"/>
        <source>%n games</source>
        <extracomment>Games deleted in this dialog, the last one last: Undo brings them back in turn.</extracomment>
        <translation>
            <numerusform>%n 件のゲーム</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="216"/>
        <source>Cannot open game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="245"/>
        <source>Cannot export game</source>
        <translation>ゲームを書き出せません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="247"/>
        <source>Exported to %1.</source>
        <translation>%1 に書き出しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="253"/>
        <source>Export game</source>
        <translation>ゲームを書き出す</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="254"/>
        <source>climbdesk games (*%1)</source>
        <translation>climbdesk ゲーム (*%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="270"/>
        <source>Deleted the game of %1 (%2); a save file of it is not touched. Undo (Ctrl+Z) brings it back.</source>
        <translation>%1 のゲーム（%2）を削除しました。保存ファイルはそのままです。元に戻す（Ctrl+Z）で戻せます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="287"/>
        <source>The game is back in the library.</source>
        <translation>ゲームをライブラリに戻しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="301"/>
        <source>Cannot import game</source>
        <translation>ゲームを取り込めません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="302"/>
        <source>%1 cannot be imported.</source>
        <translation>%1 を取り込めません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="310"/>
        <source>Imported %1.</source>
        <translation>%1 を取り込みました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="316"/>
        <source>Import saved game</source>
        <translation>保存したゲームを取り込む</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="317"/>
        <source>climbdesk games (*%1);;All files (*)</source>
        <translation>climbdesk ゲーム (*%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="326"/>
        <source>Anyone</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="331"/>
        <source>Player: %1</source>
        <translation>プレイヤー：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="347"/>
        <source>Game library</source>
        <translation>ゲームライブラリ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="348"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="349"/>
        <source>O&amp;pponent:</source>
        <translation>相手(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="350"/>
        <source>&amp;Result:</source>
        <translation>結果(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="351"/>
        <source>&amp;When:</source>
        <translation>期間(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="352"/>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="354"/>
        <source>Any result</source>
        <translation>すべての結果</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="357"/>
        <source>Any time</source>
        <translation>すべての期間</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="357"/>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="357"/>
        <source>Past 7 days</source>
        <translation>過去7日間</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="358"/>
        <source>Past 30 days</source>
        <translation>過去30日間</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="358"/>
        <source>Past year</source>
        <translation>過去1年間</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="360"/>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="361"/>
        <source>E&amp;xport…</source>
        <translation>書き出し(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="362"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="363"/>
        <source>&amp;Undo delete</source>
        <translation>削除を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="364"/>
        <source>&amp;Import…</source>
        <translation>取り込み(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="365"/>
        <source>Filter by game</source>
        <translation>ゲームで絞り込む</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="366"/>
        <source>Filter by opponent</source>
        <translation>相手で絞り込む</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="367"/>
        <source>Filter by result</source>
        <translation>結果で絞り込む</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="368"/>
        <source>Filter by date</source>
        <translation>期間で絞り込む</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="369"/>
        <source>Games in the library</source>
        <translation>ライブラリのゲーム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="370"/>
        <source>Open the selected game</source>
        <translation>選んだゲームを開く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="371"/>
        <source>Export the selected game as a save file</source>
        <translation>選んだゲームを保存ファイルとして書き出す</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="372"/>
        <source>Delete the selected game from the library</source>
        <translation>選んだゲームをライブラリから削除する</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="373"/>
        <source>Bring back the game deleted last</source>
        <translation>最後に削除したゲームを戻す</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_dialog.py" line="374"/>
        <source>Import a save file into the library</source>
        <translation>保存ファイルをライブラリに取り込む</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="128"/>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="128"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="128"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="128"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="129"/>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="129"/>
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/library_model.py" line="161"/>
        <source>%1 won</source>
        <translation>%1 の勝ち</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="43"/>
        <source>Settings cannot be saved in %1 (%2). climbdesk starts with its default settings, and changes you make will not be kept.</source>
        <translation>設定を %1 に保存できません（%2）。climbdesk は既定の設定で起動し、変更した内容は保持されません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="58"/>
        <source>Games cannot be autosaved and statistics cannot be kept in %1 (%2).</source>
        <translation>%1 ではゲームの自動保存も統計の記録もできません（%2）。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="62"/>
        <source>Settings will not be kept</source>
        <translation>設定は保持されません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="114"/>
        <source>No board yet</source>
        <translation>盤面がまだありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="115"/>
        <source>%1 cannot be played in this version: its board is not available yet.</source>
        <translation>このバージョンでは %1 はまだ遊べません。盤面が用意されていません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="192"/>
        <source>Abandon game?</source>
        <translation>現在のゲームを破棄しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="193"/>
        <source>The current game is not finished. Start another one anyway? (Save it first if you want to keep it.)</source>
        <translation>現在のゲームは終わっていません。それでも新しいゲームを始めますか？（残したい場合は先に保存してください。）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="209"/>
        <source>Replace the unfinished game?</source>
        <translation>未完了のゲームを置き換えますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_pages.py" line="211"/>
        <source>Your unfinished game of %1 (%2) is kept for Resume. Starting another game replaces it. Start anyway?</source>
        <translation>未完了の %1（%2）は再開用に保存されています。別のゲームを始めると置き換えられます。開始しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="130"/>
        <source>Resume game?</source>
        <translation>ゲームを再開しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="114"/>
        <source>It was kept as %1.</source>
        <translation>%1 として保管しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="104"/>
        <location filename="../climbdesk/ui/window_files.py" line="118"/>
        <source>Autosave damaged</source>
        <translation>自動保存が壊れています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="50"/>
        <source>not a regular file: a folder, a pipe or a device</source>
        <translation>通常のファイルではありません（フォルダー、パイプ、またはデバイス）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="52"/>
        <source>The settings file %1 cannot be used (%2). It was left as it is; climbdesk starts with its default settings, and changes you make will not be kept.</source>
        <translation>設定ファイル %1 を使用できません（%2）。ファイルはそのまま残してあります。climbdesk は既定の設定で起動し、変更した内容は保持されません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/main_window.py" line="131"/>
        <source>You have an unfinished game of %1 (%2, %n moves played). Resume it?</source>
        <translation>
            <numerusform>%1 の途中のゲームがあります（%2、%n手）。再開しますか？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="105"/>
        <source>The autosaved game could not be read: %1. It was left as it is.</source>
        <translation>自動保存されたゲームを読み込めませんでした：%1。ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="119"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>自動保存されたゲームを復元できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="153"/>
        <location filename="../climbdesk/ui/window_files.py" line="204"/>
        <source>Cannot open game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="154"/>
        <source>%1 cannot be opened.</source>
        <translation>%1 を開けません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="234"/>
        <source>Save game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="235"/>
        <source>climbdesk games (*%1)</source>
        <translation>climbdesk ゲーム (*%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="248"/>
        <source>Cannot save game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_files.py" line="253"/>
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="49"/>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="50"/>
        <source>Who resigns?</source>
        <translation>誰が投了しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="55"/>
        <source>Resign?</source>
        <translation>投了しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="56"/>
        <source>%1, do you really want to resign this game?</source>
        <translation>%1 さん、本当に投了しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="67"/>
        <source>End by agreement?</source>
        <translation>合意で終了しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="68"/>
        <source>%1 proposes to end the game now and score the position as it stands. %2, do you agree?</source>
        <translation>%1 が今の局面でゲームを終えて判定することを提案しています。%2 さん、同意しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/window_commands.py" line="135"/>
        <source>About climbdesk</source>
        <translation>climbdesk について</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="117"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="119"/>
        <source>&amp;Move</source>
        <translation>操作(&amp;M)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="121"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="123"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="125"/>
        <source>&amp;Learn to Play</source>
        <translation>遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="128"/>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="130"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="132"/>
        <source>&amp;Library…</source>
        <translation>ライブラリ(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="134"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="136"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="138"/>
        <source>Re&amp;view Game</source>
        <translation>ゲームを振り返る(&amp;V)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="140"/>
        <source>&amp;Resign…</source>
        <translation>投了(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="142"/>
        <source>&amp;End by Agreement…</source>
        <translation>合意で終了(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="144"/>
        <source>&amp;Back to Start Screen</source>
        <translation>スタート画面に戻る(&amp;B)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="146"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="148"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="150"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="152"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="154"/>
        <source>Show &amp;Odds</source>
        <translation>確率を表示(&amp;O)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="156"/>
        <source>Show &amp;Legend</source>
        <translation>凡例を表示(&amp;L)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="158"/>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="160"/>
        <source>S&amp;tatistics…</source>
        <translation>成績(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="162"/>
        <source>&amp;Rules…</source>
        <translation>ルール(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="164"/>
        <source>&amp;Keyboard…</source>
        <translation>キーボード操作(&amp;K)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="166"/>
        <source>&amp;About climbdesk</source>
        <translation>climbdesk について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="70"/>
        <source>&lt;h3&gt;climbdesk %1&lt;/h3&gt;&lt;p&gt;Climbing board games on one desk: %2. Play friends or bots, offline.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL v3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;climbdesk %1&lt;/h3&gt;&lt;p&gt;1台で遊べる山登りボードゲーム：%2。友達ともボットとも、オフラインで。&lt;/p&gt;&lt;p&gt;ライセンス：GNU GPL v3 以降。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="31"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="32"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="33"/>
        <source>Bot – %1</source>
        <translation>ボット – %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="34"/>
        <source>Colour of player %1</source>
        <translation>プレイヤー%1の色</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="424"/>
        <location filename="../climbdesk/ui/new_game.py" line="427"/>
        <location filename="../climbdesk/ui/new_game_seats.py" line="35"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="36"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1（%3個中%2個目）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="37"/>
        <source>%1: set by the colour-blind palette (see Preferences)</source>
        <translation>%1：色覚に配慮した配色で決まります（環境設定を参照）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="38"/>
        <source>Name of player %1</source>
        <translation>プレイヤー %1 の名前</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game_seats.py" line="39"/>
        <source>Who plays as player %1</source>
        <translation>プレイヤー %1 を誰が操作するか</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="119"/>
        <source>&amp;Start game</source>
        <translation>ゲーム開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="337"/>
        <source>The name of player %1 cannot be used: %2</source>
        <translation>プレイヤー %1 の名前は使えません：%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="358"/>
        <location filename="../climbdesk/ui/new_game.py" line="359"/>
        <source>New game of %1</source>
        <translation>%1 の新しいゲーム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="360"/>
        <source>&amp;Players:</source>
        <translation>人数(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="361"/>
        <source>Number of players</source>
        <translation>プレイヤー数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="362"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="363"/>
        <source>Variants</source>
        <translation>バリアント</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="381"/>
        <source>%1 of player %2</source>
        <translation>プレイヤー %2 の%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="396"/>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/odds_chart.py" line="96"/>
        <source>Bust risk this turn</source>
        <translation>この手番のバースト率</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/odds_chart.py" line="100"/>
        <source>Roll</source>
        <translation>振った回数</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="114"/>
        <source>cannot be opened: %1</source>
        <translation>開けません：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="151"/>
        <location filename="../climbdesk/ui/open_dialog.py" line="158"/>
        <source>Open saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="152"/>
        <source>climbdesk games (*%1);;All files (*)</source>
        <translation>climbdesk ゲーム (*%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="159"/>
        <source>Saved games in %1:</source>
        <translation>%1 にある保存したゲーム：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="161"/>
        <source>No saved games in %1 yet.</source>
        <translation>%1 に保存したゲームはまだありません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="162"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="162"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="162"/>
        <source>Saved</source>
        <translation>保存日時</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="163"/>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="164"/>
        <source>Saved games</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="165"/>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
</context>
<context>
    <name>OrientationPalette</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/orientations.py" line="144"/>
        <source>Orientations (R, wheel):</source>
        <translation>向き（R、ホイール）：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/orientations.py" line="145"/>
        <source>Orientations of the lifted block</source>
        <translation>持ち上げたブロックの向き</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/orientations.py" line="186"/>
        <source>%1 (no legal place)</source>
        <translation>%1（置ける場所なし）</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="334"/>
        <source>Bot – %1</source>
        <translation>ボット – %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="335"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="340"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="345"/>
        <source>out of the game</source>
        <translation>脱落</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="347"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="322"/>
        <location filename="../climbdesk/ui/player_panel.py" line="349"/>
        <source>thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="322"/>
        <location filename="../climbdesk/ui/player_panel.py" line="349"/>
        <source>to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="322"/>
        <location filename="../climbdesk/ui/player_panel.py" line="351"/>
        <source>their turn</source>
        <translation>手番プレイヤー</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="136"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="142"/>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="143"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="143"/>
        <source>&amp;Appearance:</source>
        <translation>外観(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="143"/>
        <source>Animation &amp;speed:</source>
        <translation>アニメーション速度(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="144"/>
        <source>&amp;Bot move pause:</source>
        <translation>ボットの手の表示時間(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="144"/>
        <source>C&amp;olours:</source>
        <translation>色(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="144"/>
        <source>So&amp;und:</source>
        <translation>サウンド(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="151"/>
        <source>System default</source>
        <translation>システムの設定</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="156"/>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="156"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="156"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="160"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="161"/>
        <source>How long a bot&apos;s move stays visible before it is played, so you can follow it.</source>
        <translation>ボットの手を確認できるよう、実行する前に表示しておく時間。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="163"/>
        <source>Colour-blind-safe &amp;palette</source>
        <translation>色覚に配慮した配色(&amp;P)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="164"/>
        <source>Play sounds (dice, moves, falls, the &amp;win)</source>
        <translation>効果音を鳴らす（ダイス、移動、落下、勝利）(&amp;W)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="165"/>
        <location filename="../climbdesk/ui/preferences.py" line="166"/>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
</context>
<context>
    <name>ReactionBanner</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/steps.py" line="48"/>
        <source>%1 may move</source>
        <translation>%1 は移動できます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/steps.py" line="49"/>
        <source>A reaction to %1&apos;s turn: move to a highlighted square, or stay (N)</source>
        <translation>%1 の手番への追加の移動：印のついたマスへ移動するか、とどまります（N）</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="101"/>
        <source>Step %1 of %2</source>
        <translation>%2 ステップ中 %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="115"/>
        <source>&amp;Close review</source>
        <translation>振り返りを閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="116"/>
        <source>S&amp;peed:</source>
        <translation>速度(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="117"/>
        <source>Position in the game</source>
        <translation>ゲーム内の位置</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="119"/>
        <source>First position</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="120"/>
        <source>Previous step</source>
        <translation>前へ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="121"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="122"/>
        <source>Play the game forward</source>
        <translation>再生</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="123"/>
        <source>Next step</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="124"/>
        <source>Last position</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_bar.py" line="128"/>
        <source>%1 (key: %2)</source>
        <translation>%1（キー：%2）</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="330"/>
        <source>The Hard bot agrees with the move played: %1 (win chance %2%).</source>
        <translation>「むずかしい」ボットの選択も実際の手と同じです：%1（勝つ見込み %2%）。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="333"/>
        <source>Best move (drawn on the board): %1, win chance %2%. Played: %3, %4%, %5 points lost.</source>
        <translation>最善手（盤上に表示）：%1、勝つ見込み %2%。実際の手：%3、%4%、%5 ポイント損。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="357"/>
        <source>The start of the game.</source>
        <translation>ゲーム開始時です。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="360"/>
        <source>Move %1 of %2:</source>
        <translation>%1手目（全 %2 手）：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="368"/>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="385"/>
        <source>Reviewing %1: the game is over, so everything is shown.</source>
        <translation>%1 の振り返り：ゲームが終わったので、すべてを表示しています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="386"/>
        <source>Reviewing %1.</source>
        <translation>%1 の振り返り。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="388"/>
        <source>Reviewing %1 as the whole table saw it: nothing hidden is shown.</source>
        <translation>%1 の振り返り（全員に見えていた内容）：隠された情報は表示しません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="390"/>
        <source>Reviewing %1 as %2 saw it.</source>
        <translation>%1 の振り返り（%2 の視点）。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="400"/>
        <location filename="../climbdesk/ui/review_page.py" line="401"/>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="429"/>
        <source>Nobody: only what the whole table saw</source>
        <translation>誰でもない：全員に見えていた内容のみ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="430"/>
        <source>The game is not over, so the review shows one player&apos;s view. Whose?</source>
        <translation>ゲームはまだ終わっていないため、振り返りでは 1 人のプレイヤーの視点を表示します。誰の視点にしますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_page.py" line="432"/>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="49"/>
        <source>The full rules page for this game is missing from this installation.</source>
        <translation>このゲームのルールページが見つかりません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="53"/>
        <source>Rules of %1</source>
        <translation>%1 のルール</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="147"/>
        <source>left the game</source>
        <translation>ゲームから退出</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="149"/>
        <source>%1.</source>
        <translation>%1位</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="163"/>
        <source>Place %1: %2, %3. %4</source>
        <translation>%1位：%2、%3。%4</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="183"/>
        <source>Analysis of %1: %2 decisions, %3 doubtful (?!), %4 bad (?), %5 very bad (??); %6 points of win chance lost in all.</source>
        <translation>%1 の分析：判断 %2 回、やや疑問 %3（?!）、悪い手 %4（?）、とても悪い手 %5（??）。失った勝つ見込みは合計 %6 ポイントです。</translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/end_of_game.py" line="195"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/end_of_game.py" line="198"/>
        <source>%n moves in %1 rounds</source>
        <translation>
            <numerusform>%1 ラウンドで %n 手</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="200"/>
        <source>less than a minute</source>
        <translation>1 分未満</translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/end_of_game.py" line="201"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="202"/>
        <source>%1 h %2 min</source>
        <translation>%1 時間 %2 分</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/end_of_game.py" line="211"/>
        <source>Final ranking</source>
        <translation>最終順位</translation>
    </message>
</context>
<context>
    <name>SliceControl</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="61"/>
        <source>Show heights &amp;up to ([ ]):</source>
        <translation>表示する高さの上限（[ ]）(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="62"/>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="66"/>
        <source>Height slice</source>
        <translation>高さの断面</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/panel.py" line="67"/>
        <source>Fade every column taller than this, so squares behind them can be seen and clicked (keys [ and ])</source>
        <translation>これより高い柱をすべて薄く表示し、その奥のマスを見てクリックできるようにします（キー [ と ]）</translation>
    </message>
</context>
<context>
    <name>StairsBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="335"/>
        <source>Ring: a piece you can move now</source>
        <translation>輪：今動かせる駒</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="337"/>
        <source>Thick ring: the piece you picked</source>
        <translation>太い輪：選んだ駒</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="339"/>
        <source>Dot: a square the picked piece can go to</source>
        <translation>点：選んだ駒が移動できるマス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="341"/>
        <source>Dashed ring: held back by the lowest-piece rule</source>
        <translation>破線の輪：一番低い駒のルールで今は動かせない駒</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="343"/>
        <source>Hint colour: the suggested move</source>
        <translation>ヒントの色：おすすめの動き</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="345"/>
        <source>Framed squares: the last move</source>
        <translation>枠付きのマス：直前の移動</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="347"/>
        <source>Hatched square: vacated, out of play</source>
        <translation>斜線のマス：空いて使えなくなったマス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="395"/>
        <source>The lowest-piece rule: move a piece at height %1 first.</source>
        <translation>一番低い駒のルール：先に高さ%1の駒を動かしてください。</translation>
    </message>
</context>
<context>
    <name>StairsBreakdown</name>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="32"/>
        <source>plays %1</source>
        <translation>%1 を担当</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="35"/>
        <source>owns %1 of the stacks at the top height</source>
        <translation>一番高い山のうち %1 つを所有</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="38"/>
        <source>owns no stack at the top height (%1)</source>
        <translation>一番高い山（高さ %1）を所有していない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="42"/>
        <source>had them there first, on move %1</source>
        <translation>%1手目に先に到達</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="44"/>
        <source>had them there on move %1</source>
        <translation>%1手目に到達</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/breakdown.py" line="48"/>
        <source>Height %1</source>
        <translation>高さ %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="339"/>
        <source>Climbing board games for one screen. Pick a game to play against friends or bots.</source>
        <translation>1つの画面で遊べる山登りボードゲーム。ゲームを選んで、友達やボットと対戦しよう。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="341"/>
        <source>&amp;Resume last game</source>
        <translation>前回のゲームを再開(&amp;R)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="342"/>
        <source>&amp;Open saved game…</source>
        <translation>保存したゲームを開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="343"/>
        <source>S&amp;tatistics</source>
        <translation>成績(&amp;T)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="344"/>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="345"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="126"/>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="127"/>
        <source>Games played and won</source>
        <translation>対局数と勝利数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="128"/>
        <source>Win rate over time</source>
        <translation>勝率の推移</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="129"/>
        <source>E&amp;xport as CSV…</source>
        <translation>CSV で書き出し(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="130"/>
        <source>Check the &amp;dice</source>
        <translation>ダイスを確認(&amp;D)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="131"/>
        <source>Check whether the chosen game&apos;s dice rolls look fair</source>
        <translation>選んだゲームのダイスの出目が公平か確認する</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="133"/>
        <source>Export every kept game as CSV</source>
        <translation>ライブラリのすべてのゲームを CSV で書き出す</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="134"/>
        <source>Game / opponent</source>
        <translation>ゲーム／相手</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="134"/>
        <source>Played</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="135"/>
        <source>Won</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="135"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="136"/>
        <source>Best streak</source>
        <translation>最多連勝</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="136"/>
        <source>Streak now</source>
        <translation>現在の連続</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="137"/>
        <source>Average turns</source>
        <translation>平均ターン数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="190"/>
        <source>Pass and play</source>
        <translation>同じ端末で対戦</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="191"/>
        <source>Against %1 bots</source>
        <translation>ボット（%1）と対戦</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="195"/>
        <source>%1 won</source>
        <translation>%1 連勝</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="197"/>
        <source>%1 lost</source>
        <translation>%1 連敗</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="236"/>
        <source>Games played</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="257"/>
        <source>Win rate over time against the bots: %1</source>
        <translation>ボットに対する勝率の推移：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="258"/>
        <source>Win rate over time: no games against bots to show</source>
        <translation>勝率の推移：ボットとのゲームはまだありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="273"/>
        <source>(chi-square %1 with %2 degrees of freedom, p = %3)</source>
        <translation>（カイ二乗 %1、自由度 %2、p = %3）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="277"/>
        <source>Too few dice rolls are kept to judge the dice: %1 rolls in %2 games. Play on and check again.</source>
        <translation>ダイスを判断するには記録された出目が少なすぎます：%2 ゲームで %1 回。もっと遊んでから、もう一度確認してください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="280"/>
        <source>%1 rolls in %2 games: the dice look fair. Runs of bad luck happen with fair dice too.</source>
        <translation>%2 ゲームで %1 回振りました：ダイスは公平に見えます。公平なダイスでも不運は続くことがあります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="283"/>
        <source>%1 rolls in %2 games: these rolls are unusual for fair dice; fair dice stray this far from their odds less than once in a hundred checks.</source>
        <translation>%2 ゲームで %1 回振りました：公平なダイスとしては珍しい出目です。公平なダイスがここまで確率から外れるのは、100 回の確認で 1 回未満です。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="296"/>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="296"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="296"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="297"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="297"/>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="297"/>
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="298"/>
        <source>Winners</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="314"/>
        <source>Cannot export</source>
        <translation>書き出せません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="319"/>
        <source>Export as CSV</source>
        <translation>CSV で書き出す</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="320"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="153"/>
        <source>Player: %1</source>
        <translation>プレイヤー：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="155"/>
        <source>solitaire best: %1 turns</source>
        <translation>ソロプレイのベスト：%1ターン</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/stats_dialog.py" line="166"/>
        <source>No finished games yet.</source>
        <translation>終了したゲームはまだありません。</translation>
    </message>
</context>
<context>
    <name>SummitBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="30"/>
        <source>climb</source>
        <translation>登り</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="31"/>
        <source>pull-up</source>
        <translation>引き上げ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="32"/>
        <source>shove</source>
        <translation>突き落とし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="33"/>
        <source>drag</source>
        <translation>引きずり下ろし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="47"/>
        <source>Faint ring: a climber you can pick</source>
        <translation>薄い輪：選べるクライマー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="49"/>
        <source>Bold ring: the picked climber, or dice being rolled</source>
        <translation>太い輪：選んだクライマー、または振っているダイス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="51"/>
        <source>Dashed green ring: a teammate that can pull it up</source>
        <translation>緑の破線の輪：引き上げてくれる味方</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="53"/>
        <source>Dashed red ring: an opponent it can shove or drag</source>
        <translation>赤の破線の輪：突き落とせる、または引きずり下ろせる相手</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="55"/>
        <source>Hint colour: the suggested climber</source>
        <translation>ヒントの色：おすすめのクライマー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="57"/>
        <source>Dashed square: a free space on that level</source>
        <translation>破線の四角：その段の空きマス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/legend.py" line="59"/>
        <source>×3: points per climber there; ≤2: the roll a climb there needs</source>
        <translation>×3：そこにいるクライマー1体の得点、≤2：そこへ登るのに必要な出目</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="121"/>
        <source>Your %1 succeeded</source>
        <translation>あなたの%1は成功</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="122"/>
        <source>Your %1 failed</source>
        <translation>あなたの%1は失敗</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="125"/>
        <source>%1&apos;s %2 succeeded</source>
        <translation>%1の%2は成功</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="126"/>
        <source>%1&apos;s %2 failed</source>
        <translation>%1の%2は失敗</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="133"/>
        <source>Your %1</source>
        <translation>あなたの%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="135"/>
        <source>%1&apos;s %2</source>
        <translation>%1の%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="138"/>
        <source>%1 falls to %2</source>
        <translation>%1は%2へ落ちる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="139"/>
        <source>%1 climbs to %2</source>
        <translation>%1は%2へ登る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="141"/>
        <source>%1 holds on %2</source>
        <translation>%1は%2に踏みとどまる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="142"/>
        <source>%1 stays on %2</source>
        <translation>%1は%2のまま</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="148"/>
        <source>Final score %1</source>
        <translation>最終得点 %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/news.py" line="153"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="74"/>
        <source>the ground</source>
        <translation>地上</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="75"/>
        <source>level %1</source>
        <translation>%1段目</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="73"/>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="245"/>
        <source>Level %1</source>
        <translation>%1段目</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="113"/>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="281"/>
        <source>Ground: scores nothing</source>
        <translation>地上：得点なし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="64"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="76"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="264"/>
        <source>pts</source>
        <translation>点</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="249"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="171"/>
        <source>No action is possible</source>
        <translation>可能なアクションはありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="173"/>
        <source>Pick a climber (ringed)</source>
        <translation>クライマーを選んでください（丸印）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="177"/>
        <source>%1 to play</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="174"/>
        <source>Click it, or drag it to where it should go.</source>
        <translation>クリックするか、行き先までドラッグしてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="289"/>
        <source>Last roll: %1</source>
        <translation>直前の出目：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="290"/>
        <source>Last roll</source>
        <translation>前回の出目</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="328"/>
        <source>Climb to level %1</source>
        <translation>%1段目へ登る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="330"/>
        <source>roll ≤%1</source>
        <translation>出目 ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="332"/>
        <source>Descend to the ground</source>
        <translation>地上へ下りる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="334"/>
        <source>Descend to level %1</source>
        <translation>%1段目へ下りる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="336"/>
        <source>no roll</source>
        <translation>振らない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="338"/>
        <source>Pull up by</source>
        <translation>引き上げ役</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="339"/>
        <source>to level %1, difference ≤%2</source>
        <translation>%1段目へ、差 ≤%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="342"/>
        <source>Shove down</source>
        <translation>突き落とす</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="343"/>
        <source>on level %1: beat their roll</source>
        <translation>%1段目：相手の出目を上回る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="345"/>
        <source>Drag down</source>
        <translation>引きずり下ろす</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="346"/>
        <source>from level %1: beat it by 2</source>
        <translation>%1段目から：2以上上回る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="357"/>
        <source>d%1 on %2</source>
        <translation>d%1（%2）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="369"/>
        <source>%1 more: click their targets on the mountain</source>
        <translation>ほか%1か所：山の上の行き先をクリック</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="142"/>
        <source>Climb: roll ≤%1</source>
        <translation>登る：出目 ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="145"/>
        <source>Pull up: difference ≤%1</source>
        <translation>引き上げる：差 ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="148"/>
        <source>Shove: yours must be higher</source>
        <translation>突き落とす：自分の出目が上回ること</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="150"/>
        <source>Drag: yours − 1 must be higher</source>
        <translation>引きずり下ろす：自分の出目−1が上回ること</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="151"/>
        <source>Climber</source>
        <translation>クライマー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="152"/>
        <source>Helper</source>
        <translation>引き上げ役</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="153"/>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="240"/>
        <source>Succeeds as it stands</source>
        <translation>このままで成功</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="242"/>
        <source>Fails as it stands</source>
        <translation>このままでは失敗</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="244"/>
        <source>Fails: your tokens cannot save it</source>
        <translation>失敗：トークンでは挽回できません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="256"/>
        <source>→ %1: would succeed</source>
        <translation>→ %1：成功する</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tray.py" line="258"/>
        <source>→ %1: would still fail</source>
        <translation>→ %1：それでも失敗</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="439"/>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="121"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="211"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="460"/>
        <source>Confirm</source>
        <translation>確定</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="212"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="463"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="321"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="213"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="484"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="322"/>
        <source>Confirm the roll, or pass (while the cursor is hidden)</source>
        <translation>出目を確定、またはパス（カーソル非表示のとき）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="326"/>
        <source>Take that choice of the picked climber</source>
        <translation>選んだクライマーのその選択肢を選ぶ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="330"/>
        <source>Pay with a white, blue or red token (while lowering: lower the selected die)</source>
        <translation>白・青・赤のトークンで支払う（目を下げるときは選んだダイスを下げる）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="334"/>
        <source>Select the next die while lowering</source>
        <translation>目を下げるとき、次のダイスを選ぶ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="214"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="490"/>
        <source>Passing discards a token (white first).</source>
        <translation>パスするとトークンを1枚捨てます（白から）。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="216"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="496"/>
        <source>Spend tokens to lower a die, then confirm.</source>
        <translation>トークンを使ってダイスを下げ、確定してください。</translation>
    </message>
</context>
<context>
    <name>SummitBreakdown</name>
    <message>
        <location filename="../climbdesk/ui/boards/summit/breakdown.py" line="27"/>
        <source>d%1 at level %2: %3 × %2 = %4</source>
        <translation>d%1（%2段目）：%3 × %2 = %4</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/breakdown.py" line="32"/>
        <source>every climber on the ground</source>
        <translation>全クライマーが地上</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/breakdown.py" line="34"/>
        <source>highest climber: level %1</source>
        <translation>最も高いクライマー：%1段目</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/breakdown.py" line="36"/>
        <source>Points: %1</source>
        <translation>得点：%1</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="19"/>
        <source>Every turn begins with a roll of four dice. Press Roll (in the frame).</source>
        <translation>手番はいつも4個のダイスを振るところから始まります。「振る」（枠の中）を押してください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="23"/>
        <source>The four dice pair up in three ways, and each chip shows the two sums of one way. Take 7 and 8: your climbers start up those two columns, sums that come up often.</source>
        <translation>4個のダイスの組み合わせ方は3通りあり、それぞれのチップに1通りの組み合わせの合計が2つ表示されます。7 と 8 を選んでください：よく出る合計なので、クライマーがこの2列を登り始めます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="29"/>
        <source>You have one climber left and nothing is lost yet, so roll again.</source>
        <translation>クライマーがまだ1人残っていて、まだ何も失っていません。もう一度振ってください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="33"/>
        <source>7 and 8 again: take them and both climbers step up. A chip with one sum would send your last climber up a new column instead.</source>
        <translation>また 7 と 8 です：選ぶと両方のクライマーが1つ登ります。合計が1つだけのチップを選ぶと、最後のクライマーが新しい列に置かれます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="38"/>
        <source>Stop now to keep your climb: your climbers become base camps, and your next turn starts from there. Every further roll risks a bust, which loses the whole turn&apos;s climb.</source>
        <translation>ここでストップして登った分を確定しましょう：クライマーはベースキャンプになり、次の手番はそこから始まります。さらに振るたびにバーストの危険があり、バーストするとこの手番で登った分はすべて失われます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="44"/>
        <source>Now the rival plays. Watch: it rolls.</source>
        <translation>次は相手の手番です。見ていてください：相手がダイスを振ります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="46"/>
        <source>The rival starts up columns 2 and 4.</source>
        <translation>相手は 2 と 4 の列を登り始めます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="48"/>
        <source>The rival rolls again.</source>
        <translation>相手はもう一度振ります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="50"/>
        <source>The rival puts its last climber on column 12. With all three climbers out, every roll must now make 2, 4 or 12.</source>
        <translation>相手は最後のクライマーを 12 の列に置きます。3人のクライマーがすべて出たので、これからはどの出目でも 2、4、12 のどれかを作らなければなりません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="55"/>
        <source>The rival pushes its luck and rolls once more.</source>
        <translation>相手は運を試して、もう一度振ります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/tutorial.py" line="58"/>
        <source>Bust! No pair of the rival&apos;s dice made 2, 4 or 12, so its climbers went back and its turn is over. You know the basics: roll, pair the dice, and stop before your luck runs out. Stop at the top of a column to win it; three columns win the game. Start a real game now?</source>
        <translation>バースト！ 相手のダイスでは 2、4、12 のどれも作れなかったので、クライマーは戻され、手番は終わりです。これで基本はわかりました：振って、ダイスを組み合わせ、運が尽きる前にストップします。列のてっぺんでストップするとその列を獲得し、3列獲得すると勝ちです。本番のゲームを始めますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="24"/>
        <source>You play Light and move first. A piece climbs onto a neighbouring stack exactly as tall as the one it stands on. Pick up your piece on c3 (in the frame), then put it on the dark piece beside it on d3.</source>
        <translation>あなたは白で、先手です。駒は、いま立っている山とちょうど同じ高さの隣の山に登ります。c3 の駒（枠の中）を取り、となりの d3 の黒の駒の上に置いてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="30"/>
        <source>Your piece now sits on top of a stack of two, and only the top piece of a stack ever moves. Now it is Dark&apos;s turn: watch the piece from f5 climb onto e6.</source>
        <translation>あなたの駒は高さ2の山のいちばん上にあります。動くのはいつも山のいちばん上の駒だけです。次は黒の手番です：f5 の駒が e6 に登るのを見てください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="36"/>
        <source>The colour underneath does not matter. Move your corner piece from a1 onto your own piece on b2. The pieces with a halo are the ones you may move: you must always move one of your lowest pieces that can move.</source>
        <translation>下の駒の色は関係ありません。a1 の角の駒を、自分の b2 の駒の上に動かしてください。光の輪がついた駒が動かせる駒です：動かせる駒のうち、いつも一番低い駒を動かさなければなりません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="42"/>
        <source>Dark moves again: its piece on e2 climbs onto f1.</source>
        <translation>黒の手番です：e2 の駒が f1 に登ります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="46"/>
        <source>A square left empty stays empty: c3 can never be stepped on again, since no stack is zero pieces tall. Move your piece from b4 onto the dark piece on c4.</source>
        <translation>空いたマスはずっと空いたままです：高さ0の山はないので、c3 にはもう二度と駒を置けません。b4 の駒を c4 の黒の駒の上に動かしてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/tutorial.py" line="53"/>
        <source>You know the basics! Play goes on like this until neither side can move; whoever owns the highest piece then wins, and with a tie at the top, the one with more pieces up there. Start a real game now?</source>
        <translation>これで基本はわかりました！ どちらも動けなくなるまでこうして続け、いちばん高い駒を持つ人が勝ちます。いちばん高い高さで並んだら、その高さの駒が多い人の勝ちです。本番のゲームを始めますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="26"/>
        <source>Your six dice are your climbers. To climb you must roll low: 4 or less reaches level 1, and your d4 never rolls more. Pick the d4 (in the frame), take its Climb choice and pay with a white token: every turn costs one.</source>
        <translation>6個のダイスがあなたのクライマーです。登るには低い目を出す必要があります：1段目には4以下が必要で、d4 は4より大きい目が出ません。d4（枠の中）を選び、「登る」を選んで白のトークンで払ってください：どの手番もトークンを1枚使います。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="32"/>
        <source>The d4 rolled 2, which is 4 or less, so the climb works. Accept the roll.</source>
        <translation>d4 の出目は2で、4以下なので登れます。出目を確定してください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="36"/>
        <source>The rival climbs with its d4 too.</source>
        <translation>相手も d4 で登ります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="38"/>
        <source>The rival accepts its roll.</source>
        <translation>相手は出目を確定します。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="40"/>
        <source>Now your d6: a bigger die may roll too high, but it scores more. Pick it, take Climb and pay with a white token.</source>
        <translation>次は d6 です：大きいダイスは高い目が出やすいですが、得点も大きくなります。d6 を選び、「登る」を選んで白のトークンで払ってください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="45"/>
        <source>5 is too high for level 1. Tokens can lower a roll after it is made, and a blue one takes 2 off: spend a blue token on the die.</source>
        <translation>5 では1段目には高すぎます。トークンを使うと、振ったあとで目を下げられます。青のトークンは2下げます：ダイスに青のトークンを使ってください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="50"/>
        <source>3 is low enough now. Accept the roll and your d6 climbs.</source>
        <translation>3 なら十分に低い目です。出目を確定すると d6 が登ります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="54"/>
        <source>The rival tries its d6.</source>
        <translation>相手は d6 で登ろうとします。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="56"/>
        <source>The rival&apos;s d6 rolled 6 and it keeps its tokens: too high, so that die stays on the ground.</source>
        <translation>相手の d6 の出目は6で、相手はトークンを使いません：高すぎるので、このダイスは地上に残ります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/tutorial.py" line="62"/>
        <source>You know the basics: pick a climber, pay a token, roll low, and lower a roll with tokens when it is worth it. Higher levels need lower rolls (3, 2, and 1 for the summit) and score more, big dice most of all. The game ends when nobody has a token left. Start a real game now?</source>
        <translation>これで基本はわかりました：クライマーを選び、トークンで払い、低い目を出し、必要ならトークンで目を下げます。上の段ほど低い目が必要で（3、2、頂上は1）、得点も大きく、大きいダイスほど得点が高くなります。誰もトークンを持っていなくなったらゲームは終わりです。本番のゲームを始めますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="145"/>
        <source>Wait a moment: %1 moves now.</source>
        <translation>少しお待ちください：いまは %1 の手番です。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="150"/>
        <source>Not that one this time: the guided game asks for the move in the frame.</source>
        <translation>今回はその手ではありません：ガイド付きゲームでは枠の中の手を指定しています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="177"/>
        <source>Learn to play %1: done</source>
        <translation>%1 の遊び方：完了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="179"/>
        <source>Learn to play %1: step %2 of %3</source>
        <translation>%1 の遊び方：ステップ %2／%3</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="215"/>
        <source>S&amp;kip Guided Game</source>
        <translation>ガイド付きゲームをスキップ(&amp;K)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="216"/>
        <source>&amp;Play a Real Game</source>
        <translation>本番のゲームを始める(&amp;P)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="217"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/driver.py" line="219"/>
        <source>Esc: skip the guided game</source>
        <translation>Esc：ガイド付きゲームをスキップ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/launch.py" line="30"/>
        <source>Rival</source>
        <extracomment>The scripts&apos; default seat names, for lupdate (shown through ``tr``).</extracomment>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/launch.py" line="105"/>
        <source>Learn to play %1?</source>
        <translation>%1 の遊び方を学びますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/launch.py" line="106"/>
        <source>This is your first game of %1. Would you like a short guided game first? It shows you how to play, one move at a time. (It is always there in Help ▸ Learn to Play.)</source>
        <translation>%1 を遊ぶのは初めてです。まず短いガイド付きゲームを遊びますか？ 一手ずつ遊び方を説明します。（いつでも「ヘルプ ▸ 遊び方を学ぶ」から始められます。）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/tutorial/launch.py" line="124"/>
        <source>No guided games yet</source>
        <translation>ガイド付きゲームはまだありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="29"/>
        <source>You are the climber at the foot of the mountain, and you move first. The lit squares are where your climber can go: level or one unit up is free; two or more units up need a ladder, and each ladder works only once. Click the square in the frame to step onto the low block.</source>
        <translation>あなたは山のふもとにいるクライマーで、先手です。明るいマスがクライマーの行ける場所です：同じ高さか 1 段上までは自由に行けます。2 段以上上がるにははしごが必要で、はしごはそれぞれ 1 回しか使えません。枠の中のマスをクリックして、低いブロックに乗ってください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="36"/>
        <source>Next you may rebuild the mountain by moving one block. A block can be lifted when nothing lies on it and nobody stands on it. Pick up the flat block in the frame.</source>
        <translation>次に、ブロックを 1 つ動かして山を作り替えられます。上に何も乗っておらず、誰も立っていないブロックは持ち上げられます。枠の中の平たいブロックを持ち上げてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="42"/>
        <source>Lying flat it is only one unit high. Press R (or turn the mouse wheel) until the block stands on its narrow side, two units high with a neutral top: the frame then shows where it goes. Put it there, close to your climber, to build yourself a step. A block must rest fully on the table or on tops of one height and touch another block.</source>
        <translation>寝かせたままでは高さ 1 です。R キーを押して（またはマウスホイールを回して）、ブロックを細い面で立て、高さ 2 で上面が中立の向きにしてください：すると置き場所が枠で示されます。そこに置けば、クライマーの近くに段ができます。ブロックはテーブルか同じ高さの上面の上に完全に乗り、別のブロックに接していなければなりません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="50"/>
        <source>After the block you may move again. Walk over to your new step and climb it: it is one unit up, so it costs no ladder. Climbers stand only on neutral tops or on tops of their own colour.</source>
        <translation>ブロックのあと、もう一度動けます。新しい段まで歩いて登ってください：1 段上なので、はしごはいりません。クライマーが立てるのは、中立の上面か自分の色の上面だけです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="56"/>
        <source>Once per game you may lay your blocking disk on a block: until your next turn starts, nobody may step on it, cross it, move it or cover it. Put it on the low block in the frame, which Rival would need to climb for free.</source>
        <translation>ブロックディスクは 1 ゲームに 1 回、ブロックに置けます：あなたの次の手番が始まるまで、誰もそのブロックに乗ることも、通ることも、動かすことも、覆うこともできません。ライバルがはしごなしで登るのに必要な、枠の中の低いブロックに置いてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="62"/>
        <source>After every turn each other climber may react: move once, or stay. Rival stays at the foot.</source>
        <translation>手番のあとは、ほかのクライマーが追加の移動を 1 回できます（動かなくてもかまいません）。ライバルはふもとに留まります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="67"/>
        <source>Now it is Rival&apos;s turn. Your disk closes the low block, so Rival spends its short ladder to reach your step.</source>
        <translation>次はライバルの手番です。あなたのディスクが低いブロックをふさいでいるので、ライバルはあなたの段に上がるのに短いはしごを使います。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="72"/>
        <source>Rival moves no block this time.</source>
        <translation>ライバルは今回ブロックを動かしません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="76"/>
        <source>Rival has nowhere higher to go, so it stays.</source>
        <translation>ライバルはこれ以上高く行けないので、留まります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="80"/>
        <source>Rival keeps its disk for later.</source>
        <translation>ライバルはディスクをあとのために取っておきます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/tutorial.py" line="85"/>
        <source>You know the basics! Turns go on like this: move, rebuild, move, perhaps the disk, then the others react. The game ends once a whole round passes in which nobody finished their own turn higher than they began it (four turns with two players). The highest climber wins; on equal heights, whoever got there first. Start a real game now?</source>
        <translation>基本はこれでおしまいです！ 手番は、移動、組み替え、移動、必要ならディスク、そしてほかの人の追加の移動、と進みます。誰も自分の手番を始めより高い位置で終えないまま 1 巡すると（2 人なら 4 手番）、ゲームは終わります。いちばん高いクライマーの勝ちで、同じ高さなら先にそこに着いたほうが上です。本番のゲームを始めますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="28"/>
        <source>You and Rival build the wall before climbing it. Your secret hand of panels is in the tray under the wall. Pick up the panel in the frame (click it, or drag it), press R or turn the mouse wheel to give it a quarter turn, then drop it into your start slot on the ground.</source>
        <translation>あなたとライバルは、登る前にまず壁を作ります。あなたの秘密のパネルの手札は、壁の下のトレイにあります。枠の中のパネルを取り（クリックかドラッグ）、R キーかマウスホイールで 90 度回して、地面のあなたのスタート位置に置いてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="35"/>
        <source>Rival places its first panel in its own start slot. While Rival plays, the screen is covered so that its hand stays secret.</source>
        <translation>ライバルが自分のスタート位置に最初のパネルを置きます。ライバルの手札が見えないよう、その間は画面が隠されます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="40"/>
        <source>Your second panel must touch a neighbour over exactly half a side and share an edge with a panel of yours. Put the panel in the frame on the spot the frame shows.</source>
        <translation>2 枚目のパネルは、隣のパネルと辺のちょうど半分で接し、自分のパネルと辺を共有していなければなりません。枠の中のパネルを、枠で示した場所に置いてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="46"/>
        <source>Rival places its second panel.</source>
        <translation>ライバルが 2 枚目のパネルを置きます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="50"/>
        <source>Your first turn. Each turn you either rest or move. To move, pay stamina for dice: two dice cost 3 of your 12 stamina and are the safe choice, since you may stay put. Click the button for two dice.</source>
        <translation>あなたの最初の手番です。手番ではレストするかムーブするかを選びます。ムーブするにはスタミナを払ってダイスを振ります：ダイス 2 個はスタミナ 12 のうち 3 で、その場に留まってもよいので安全です。ダイス 2 個のボタンをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="56"/>
        <source>You rolled a 1 and a 3. Each die moves you, gives its stamina back, or (one die) buys a clip. Click the die in the frame until it says Clip; then click the hold in the frame: the 3 carries you three squares up to it. Every move must end on a hold of the game&apos;s colour.</source>
        <translation>1 と 3 が出ました。ダイスはそれぞれ、移動に使うか、スタミナに戻すか、（1 個だけ）クリップに使えます。枠の中のダイスを「クリップ」と表示されるまでクリックし、次に枠の中のホールドをクリックしてください：3 の目で 3 マス登ってそこへ行けます。移動は必ずゲームの色のホールドで終わります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="63"/>
        <source>Now put your clip marker beside you: if you fall later, you drop to the clip. Without one you would fall to the ground and be out of the game. Click the square in the frame, just below you.</source>
        <translation>クリップマーカーを自分の隣に置きましょう：あとで落下しても、クリップまでしか落ちません。クリップがなければ地面まで落ちて脱落します。すぐ下の、枠の中のマスをクリックしてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="69"/>
        <source>After a clip you may throw away panels and draw new ones. Your hand is fine: keep it, which ends your turn.</source>
        <translation>クリップしたあとは、パネルを捨てて新しく引くことができます。手札はこのままでよいので、そのまま残してください。これで手番が終わります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="74"/>
        <source>Rival rests this turn: it gets 5 stamina back.</source>
        <translation>ライバルはこの手番でレストし、スタミナを 5 回復します。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="78"/>
        <source>While resting, Rival builds the wall higher.</source>
        <translation>レストの間に、ライバルは壁を高くします。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="82"/>
        <source>Rival ends its turn.</source>
        <translation>ライバルが手番を終えます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="86"/>
        <source>Your stamina is 9. A Rest turn gives back 5 (never above 12), and meanwhile you may place up to three panels for 1 stamina each. Click Rest.</source>
        <translation>スタミナは 9 です。レストの手番ではスタミナが 5 回復し（12 が上限）、その間にパネルを 1 枚につきスタミナ 1 で 3 枚まで置けます。「レスト」をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="91"/>
        <source>Build your way up: put the panel in the frame on top of your start panel. This one has an arrow, so it only hangs one way up.</source>
        <translation>登る道を作りましょう：枠の中のパネルを、スタート位置のパネルの上に置いてください。このパネルには矢印があるので、向きは 1 通りだけです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="96"/>
        <source>End your Rest turn with the button in the frame. Your hand is then filled up to four panels again.</source>
        <translation>枠の中のボタンでレストの手番を終えてください。そのあと手札が 4 枚まで補充されます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/tutorial.py" line="102"/>
        <source>You know the basics! Build, rest and climb until someone ends a move on a hold of a top panel and then climbs out over its top edge: that round is the last. Whoever got out wins, with more stamina left deciding between several; the others rank by height. Start a real game now?</source>
        <translation>基本はこれでおしまいです！ 誰かが頂上パネルのホールドで移動を終え、そのあとパネルの上端から抜け出すまで、作って、レストして、登ります：その巡が最後の巡です。頂上に到達した人が勝ち、複数ならスタミナが多く残った人が上です。ほかの人は高さの順です。本番のゲームを始めますか？</translation>
    </message>
</context>
<context>
    <name>ViewButtons</name>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="46"/>
        <source>Turn left (Q)</source>
        <translation>左に回す（Q）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="47"/>
        <source>Turn right (E)</source>
        <translation>右に回す（E）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="48"/>
        <source>Map (T)</source>
        <translation>マップ（T）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="49"/>
        <source>Look at the mountain from the next side to the left</source>
        <translation>山を左隣の側から見る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="50"/>
        <source>Look at the mountain from the next side to the right</source>
        <translation>山を右隣の側から見る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/widgets.py" line="51"/>
        <source>The top-down map: every square with its top colour and height, hidden ones too</source>
        <translation>真上からのマップ：隠れたマスも含め、すべてのマスの上面の色と高さを表示</translation>
    </message>
</context>
<context>
    <name>ViewingBar</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="294"/>
        <source>Viewing the position after move %1 (read-only)</source>
        <translation>%1手目の後の局面を表示中（閲覧のみ）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="296"/>
        <source>Back to the game</source>
        <translation>ゲームに戻る</translation>
    </message>
</context>
<context>
    <name>WallBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="24"/>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="24"/>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="24"/>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="28"/>
        <source>column %1, row %2</source>
        <translation>%1列、%2段</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="34"/>
        <source>out of the game</source>
        <translation>脱落</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="36"/>
        <source>reached the top</source>
        <translation>頂上に到達</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="38"/>
        <source>at the start</source>
        <translation>スタート地点</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="39"/>
        <source>at row %1</source>
        <translation>%1段目</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="49"/>
        <source>overhang cards: %1</source>
        <translation>オーバーハングカード：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="51"/>
        <source>hard cards: %1</source>
        <translation>ハードカード：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="52"/>
        <source>stamina %1</source>
        <translation>スタミナ %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="53"/>
        <source>panels in hand: %1</source>
        <translation>手札のパネル：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="46"/>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="71"/>
        <source>chalk cards: %1</source>
        <translation>チョークカード：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="47"/>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="72"/>
        <source>jump cards: %1</source>
        <translation>ジャンプカード：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="63"/>
        <source>stamina %1 of %2</source>
        <translation>スタミナ %1／%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="74"/>
        <source>clip marker at %1</source>
        <translation>クリップマーカー：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="75"/>
        <source>no clip marker on the wall</source>
        <translation>ウォールにクリップマーカーなし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="84"/>
        <source>climb on %1 holds</source>
        <translation>%1のホールドを登る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="85"/>
        <source>goal: height %1</source>
        <translation>ゴール：高さ%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="86"/>
        <source>draw pile: %1</source>
        <translation>山札：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="92"/>
        <source>panels on the wall: %1</source>
        <translation>ウォールのパネル：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="93"/>
        <source>the wall reaches height %1 of %2</source>
        <translation>ウォールの高さ %1／%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="100"/>
        <source>player %1: %2</source>
        <translation>プレイヤー%1：%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="103"/>
        <source>clipped at %1</source>
        <translation>%1にクリップ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/describe.py" line="108"/>
        <source>your hand: panels %1</source>
        <translation>あなたの手札：パネル %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/keys.py" line="21"/>
        <source>R / Shift+R</source>
        <translation>R / Shift+R</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/keys.py" line="22"/>
        <source>Turn the picked panel (arrow panels keep their arrow up)</source>
        <translation>選んだパネルを回す（矢印パネルは矢印が上のまま）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/keys.py" line="26"/>
        <source>Tick or untick the hand panel under the cursor for a discard</source>
        <translation>カーソル位置の手札パネルに捨て札の印を付ける／外す</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/keys.py" line="29"/>
        <source>Discard the ticked panels and draw as many</source>
        <translation>印を付けたパネルを捨て、同じ枚数を引く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="112"/>
        <source>A hold of this game&apos;s colour: you climb on these</source>
        <translation>このゲームの色のホールド：これを使って登る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="114"/>
        <source>Faint holds: the other colours, not climbed in this game (red circles, blue squares, yellow triangles)</source>
        <translation>薄いホールド：別の色で、このゲームでは使わない（赤の丸、青の四角、黄の三角）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="115"/>
        <source>Stripes: a square no climber may enter</source>
        <translation>斜線：コマが入れないマス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="116"/>
        <source>Red frame: this panel may be stacked on another panel</source>
        <translation>赤枠：このパネルは他のパネルの上に重ねられる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="117"/>
        <source>+2 / +4 badge: an overhang or hard panel (extra move points, award card)</source>
        <translation>+2 / +4 の印：オーバーハングまたはハードのパネル（追加の移動力、報酬カード）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="118"/>
        <source>The goal line and band: a panel reaching it is a top panel</source>
        <translation>ゴールラインと帯：ここに届くパネルが頂上のパネル</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="119"/>
        <source>No panel may reach into the hatched band</source>
        <translation>斜線の帯にはパネルを置けない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="120"/>
        <source>A clip marker, roped to its climber: a fall stops here</source>
        <translation>ロープでコマとつながったクリップマーカー：落下はここで止まる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="121"/>
        <source>What you may pick or where it may go now</source>
        <translation>今選べるもの、または置ける場所</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="122"/>
        <source>The picked panel fits here (green)</source>
        <translation>選んだパネルはここに置ける（緑）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/legend.py" line="123"/>
        <source>The picked panel cannot go here (red; the reason is written beside it)</source>
        <translation>選んだパネルはここに置けない（赤、理由は横に表示）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/painting.py" line="441"/>
        <location filename="../climbdesk/ui/boards/wall/parts.py" line="73"/>
        <source>fits nowhere now</source>
        <translation>今は置ける場所がない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/parts.py" line="115"/>
        <source>Discard %1 (D)</source>
        <translation>%1枚捨てる（D）</translation>
    </message>
</context>
<context>
    <name>WallBreakdown</name>
    <message>
        <location filename="../climbdesk/ui/boards/wall/breakdown.py" line="22"/>
        <source>%1 stamina left</source>
        <translation>スタミナ残り %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/breakdown.py" line="25"/>
        <source>Topped out</source>
        <translation>頂上に到達</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/breakdown.py" line="28"/>
        <source>Out of the game</source>
        <translation>脱落</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/breakdown.py" line="31"/>
        <source>Height %1</source>
        <translation>高さ %1</translation>
    </message>
</context>
<context>
    <name>WallTurn</name>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="31"/>
        <source>Stay</source>
        <translation>とどまる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="32"/>
        <source>%1 move points</source>
        <translation>移動力 %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="34"/>
        <source>%1 diagonal steps</source>
        <translation>斜め移動 %1 回</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="36"/>
        <source>%1 award panels entered</source>
        <translation>報酬パネル %1 枚に進入</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="37"/>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="54"/>
        <source>Overhang card</source>
        <translation>オーバーハングカード</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="38"/>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="56"/>
        <source>Hard Move card</source>
        <translation>ハードムーブカード</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="49"/>
        <source>%1 MP</source>
        <translation>移動力 %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="51"/>
        <source>stamina +%1</source>
        <translation>スタミナ +%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="118"/>
        <source>the top</source>
        <translation>頂上</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="120"/>
        <source>Several routes lead to %1 (a click on the hold takes the first):</source>
        <translation>%1 へのルートが複数あります（ホールドをクリックすると最初のルート）：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/chooser.py" line="127"/>
        <source>Route %1: %2</source>
        <translation>ルート %1：%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/dice.py" line="30"/>
        <source>Movement</source>
        <translation>移動</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/dice.py" line="31"/>
        <source>Stamina</source>
        <translation>スタミナ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/dice.py" line="32"/>
        <source>Clip</source>
        <translation>クリップ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/dice.py" line="123"/>
        <source>Die %1 shows %2, spent on %3</source>
        <translation>ダイス %1 の目は %2、使い道：%3</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/dice.py" line="126"/>
        <source>Click (or press %1) for this die&apos;s next use</source>
        <translation>クリック（または %1 キー）でこのダイスの使い道を切り替えます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="34"/>
        <source>Roll 2, 3 or 4 dice (with chalk, or a jump to the chosen hold, when switched on)</source>
        <translation>ダイスを 2、3、4 個振る（オンのときはチョーク、または選んだホールドへのジャンプ付き）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="36"/>
        <source>With the jump on and no target yet: choose the dice, then the target hold</source>
        <translation>ジャンプがオンで目標が未定のとき：先にダイスの数、次に目標のホールドを選ぶ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="38"/>
        <source>After the roll: change what die 1–4 is spent on (movement, stamina, clip)</source>
        <translation>振った後：ダイス 1～4 の使い道を切り替える（移動、スタミナ、クリップ）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="40"/>
        <source>Use chalk on the roll, or not</source>
        <translation>チョークを使う／使わない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="42"/>
        <source>Use a jump card on the roll, or not (then choose the target hold)</source>
        <translation>ジャンプカードを使う／使わない（その後、目標のホールドを選ぶ）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="44"/>
        <source>Use an Overhang award card, or not</source>
        <translation>オーバーハングの報酬カードを使う／使わない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="46"/>
        <source>Use a Hard Move award card, or not</source>
        <translation>ハードムーブの報酬カードを使う／使わない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnkeys.py" line="48"/>
        <source>After a roll of 2 dice: stay where you are</source>
        <translation>ダイス 2 個を振った後：その場にとどまる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="47"/>
        <source>Jump with %1 dice: click the target hold (highlighted)</source>
        <translation>ダイス %1 個でジャンプ：目標のホールド（強調表示）をクリックしてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="49"/>
        <source>Jump: click the target hold (highlighted), then a roll</source>
        <translation>ジャンプ：目標のホールド（強調表示）をクリックしてから、振るダイスを選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="50"/>
        <source>Jump: now choose the dice to roll</source>
        <translation>ジャンプ：振るダイスの数を選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="52"/>
        <source>Before the dice: rest, roll, or climb to a highlighted hold with award cards</source>
        <translation>ダイスの前：レストする、ダイスを振る、または報酬カードで強調表示のホールドへ登ってください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="53"/>
        <source>Before the dice: roll, or end the turn</source>
        <translation>ダイスの前：ダイスを振るか、手番を終えてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="54"/>
        <source>Set each die to movement, stamina or the clip, then click a highlighted hold</source>
        <translation>各ダイスを移動、スタミナ、クリップのどれに使うか決めて、強調表示のホールドをクリックしてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="55"/>
        <source>Clip: click a highlighted square beside your piece</source>
        <translation>クリップ：コマの隣の強調表示のマスをクリックしてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="56"/>
        <source>Discard panels to draw as many, or keep your hand (buttons below the board)</source>
        <translation>パネルを捨てて同じ枚数を引くか、手札をそのままにしてください（ボードの下のボタン）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="57"/>
        <source>After the dice: climb on with award cards, or end the turn (button below the board)</source>
        <translation>ダイスの後：報酬カードでさらに登るか、手番を終えてください（ボードの下のボタン）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="58"/>
        <source>Rest: place panels from your hand, clip or discard; End turn is below the board</source>
        <translation>レスト：手札のパネルを置く、クリップする、または捨ててください。手番の終了はボードの下にあります</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="70"/>
        <source>Careful: this panel has no %1 hold, so your climb cannot start on it.</source>
        <translation>注意：このパネルには%1のホールドがないため、ここから登り始めることはできません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="93"/>
        <source>Before the dice</source>
        <translation>ダイスの前</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="93"/>
        <source>Dice</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="93"/>
        <source>After</source>
        <translation>ダイスの後</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="102"/>
        <source>Move turn step: %1</source>
        <translation>移動の手番の段階：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="218"/>
        <source>Rest</source>
        <translation>レスト</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="224"/>
        <source>Roll %1 dice (%2 stamina)</source>
        <translation>ダイス %1 個を振る（スタミナ %2）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="232"/>
        <source>%1 dice need %2 stamina; you have %3</source>
        <translation>ダイス %1 個にはスタミナ %2 が必要です（現在 %3）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="236"/>
        <source>%1 dice: not possible with these choices</source>
        <translation>ダイス %1 個：この選択では振れません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="248"/>
        <source>Move points %1, stamina +%2</source>
        <translation>移動力 %1、スタミナ +%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="251"/>
        <source>clip</source>
        <translation>クリップ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="254"/>
        <source>Stay where you are</source>
        <translation>その場にとどまる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="265"/>
        <source>Chalk (C)</source>
        <translation>チョーク（C）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="267"/>
        <source>Jump (J)</source>
        <translation>ジャンプ（J）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="269"/>
        <source>Overhang card (V)</source>
        <translation>オーバーハングカード（V）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="272"/>
        <source>Hard Move card (M)</source>
        <translation>ハードムーブカード（M）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="293"/>
        <source>With %1 dice: chance to fall %2; on the board, the chance in per cent to reach each hold</source>
        <translation>ダイス %1 個：落下の確率 %2。ボード上に各ホールドへ届く確率（パーセント）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="289"/>
        <source>Critical failure with chalk or a jump (two 1s or more): %1</source>
        <translation>チョークまたはジャンプ使用時のクリティカル失敗（1 が 2 個以上）：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/turnpanel.py" line="296"/>
        <source>Point at a roll to see the chance to reach each hold</source>
        <translation>ダイスのボタンを指すと、各ホールドへ届く確率が表示されます</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="18"/>
        <source>Stairs</source>
        <translation>ステアーズ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="19"/>
        <source>Kanare Kato</source>
        <translation>Kanare Kato</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="20"/>
        <source>Climb one step at a time, always with your lowest piece.</source>
        <translation>いつも一番低い駒で、一段ずつ登ろう。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="21"/>
        <source>Pie rule</source>
        <translation>パイルール</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="22"/>
        <source>After Light&apos;s first move, Dark may take over Light&apos;s side.</source>
        <translation>白の最初の手の後、黒は白の側と入れ替わることができます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="24"/>
        <source>{who} swaps colours (pie rule)</source>
        <translation>{who}が色を交換（パイルール）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="25"/>
        <source>{name} ({colour})</source>
        <translation>{name}（{colour}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="26"/>
        <source>Light</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="27"/>
        <source>Dark</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="28"/>
        <source>{who} {move} (to height {height})</source>
        <translation>{who} {move}（高さ{height}へ）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="29"/>
        <source>{who} cannot move and passes</source>
        <translation>{who} は動かせないのでパス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="30"/>
        <source>no piece can move, so you pass</source>
        <translation>動かせる駒がないのでパスです</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="31"/>
        <source>move one of your lowest movable pieces (height {height})</source>
        <translation>動かせる駒のうち一番低いもの（高さ{height}）を1つ動かしてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="32"/>
        <source>move one of your lowest movable pieces (height {height}), or swap colours</source>
        <translation>動かせる駒のうち一番低いもの（高さ{height}）を1つ動かすか、色を交換してください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="33"/>
        <source>swap</source>
        <translation>交換</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="34"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="81"/>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="145"/>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="18"/>
        <source>Can&apos;t Stop</source>
        <translation>キャントストップ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="19"/>
        <source>Sid Sackson</source>
        <translation>Sid Sackson</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="20"/>
        <source>Push your luck up eleven columns of dice sums.</source>
        <translation>運を試しながら、ダイスの合計を表す11本の列を登ろう。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="21"/>
        <source>Columns to win</source>
        <translation>勝利に必要な列数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="22"/>
        <source>How many columns a player must win (capped by player count).</source>
        <translation>勝つために獲得する列の数（人数によって上限があります）。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="23"/>
        <source>Jumping</source>
        <translation>ジャンプ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="24"/>
        <source>Climbers skip spaces that hold an opponent&apos;s base camp.</source>
        <translation>クライマーは相手のベースキャンプがあるマスを飛び越えます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="25"/>
        <source>Forced move</source>
        <translation>強制続行</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="26"/>
        <source>You may not stop while a climber shares a space with an opponent&apos;s base camp.</source>
        <translation>クライマーが相手のベースキャンプと同じマスにいる間はストップできません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="28"/>
        <source>{who} rolls</source>
        <translation>{who}がダイスを振る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="29"/>
        <source>{who} stops (camps on {columns})</source>
        <translation>{who}がストップ（{columns}にベースキャンプ）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="30"/>
        <source>{dice}: bust!</source>
        <translation>{dice}：バースト！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="31"/>
        <source>{dice}</source>
        <translation>{dice}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="32"/>
        <source>{who} takes {sums}</source>
        <translation>{who}が{sums}を選択</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="34"/>
        <source>rolls {dice}</source>
        <translation>ダイスを振って{dice}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="35"/>
        <source>rolls {dice}: bust!</source>
        <translation>ダイスを振って{dice}：バースト！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="36"/>
        <source>takes {sums}</source>
        <translation>{sums}を選択</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="37"/>
        <source>stops (camps on {columns})</source>
        <translation>ストップ（{columns}にベースキャンプ）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="38"/>
        <source>choose which sums to climb</source>
        <translation>登る合計を選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="39"/>
        <source>roll the dice</source>
        <translation>ダイスを振ってください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="40"/>
        <source>roll again: a climber shares a space with another player&apos;s camp</source>
        <translation>振り直してください：クライマーが他のプレイヤーのベースキャンプと同じマスにいます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="41"/>
        <source>roll again, or stop and bank your climbers</source>
        <translation>もう一度振るか、ストップしてクライマーを確定してください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="42"/>
        <source>Jumping and Forced move cannot be combined</source>
        <translation>ジャンプと強制続行は同時に使えません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="70"/>
        <source>{option}: players {first} and {second} cannot both choose {value}</source>
        <translation>{option}：プレイヤー{first}とプレイヤー{second}が同じ{value}を選ぶことはできません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="72"/>
        <source>unknown bot level {level} for {name}</source>
        <translation>{name} のボットの強さ {level} は不明です</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="73"/>
        <source>move {number} ({move}) does not fit the game: {error}</source>
        <translation>{number}手目（{move}）がゲームに合いません：{error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="74"/>
        <source>this is not a climbdesk saved game</source>
        <translation>climbdesk の保存したゲームではありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="75"/>
        <source>the saved game has no valid format version</source>
        <translation>保存したゲームに有効な形式バージョンがありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="76"/>
        <source>this game was saved by a newer climbdesk ({app}, format {version}); please update climbdesk to open it</source>
        <translation>このゲームは新しい climbdesk（{app}、形式 {version}）で保存されています。開くには climbdesk を更新してください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="77"/>
        <source>the saved game lacks its player count or seed</source>
        <translation>保存したゲームにプレイヤー数またはシードがありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="78"/>
        <source>the saved game lacks its seats or moves</source>
        <translation>保存したゲームに席または手がありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="79"/>
        <source>the saved game lists {count} seats for {players} players</source>
        <translation>保存したゲームには {players} 人に対して {count} 席が記録されています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="80"/>
        <source>the saved game has bad options: {error}</source>
        <translation>保存したゲームのオプションが不正です：{error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="81"/>
        <source>the saved game is damaged: it lacks the option {options}</source>
        <translation>保存したゲームが破損しています：オプション{options}がありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="82"/>
        <source>the saved game is damaged: it lacks the options {options}</source>
        <translation>保存したゲームが破損しています：オプション{options}がありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="84"/>
        <source>“{label}” ({key})</source>
        <translation>「{label}」（{key}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="87"/>
        <source>the saved game&apos;s seed is damaged</source>
        <translation>保存したゲームのシードが壊れています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="88"/>
        <source>move {number} is a hidden draw that does not fit the game</source>
        <translation>{number}手目（非公開の引き）がゲームと合いません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="90"/>
        <source>Undo would take back hidden information that {who} has already seen</source>
        <translation>{who} がすでに見た非公開の情報を取り消すことになるため、元に戻せません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="91"/>
        <source>the saved moves do not fit the game: {error}</source>
        <translation>保存された手がゲームに合いません：{error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="93"/>
        <source>{who} resigns</source>
        <translation>{who} が投了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="94"/>
        <source>The players agree to end the game here</source>
        <translation>合意によりここで終了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="95"/>
        <source>{name} is too large to be a climbdesk file</source>
        <translation>{name} は climbdesk のファイルとしては大きすぎます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="96"/>
        <source>{name} does not exist</source>
        <translation>{name} は存在しません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="97"/>
        <source>{name} cannot be read: {error}</source>
        <translation>{name} を読み込めません：{error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="98"/>
        <source>{name} is damaged (not valid JSON at line {line})</source>
        <translation>{name} は壊れています（{line} 行目が有効な JSON ではありません）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="100"/>
        <source>{name} cannot be written: it would contain text that is not valid Unicode</source>
        <translation>{name} を書き込めません：有効な Unicode ではない文字が含まれることになります</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="101"/>
        <source>{name} is not a regular file</source>
        <translation>{name} は通常のファイルではありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="102"/>
        <source>{name} is damaged (nested too deeply)</source>
        <translation>{name} は壊れています（入れ子が深すぎます）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="103"/>
        <source>{name} is damaged (a number in it is not a usable value)</source>
        <translation>{name} は壊れています（使えない数値が含まれています）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="104"/>
        <source>{name} is damaged (it contains text that is not valid Unicode)</source>
        <translation>{name} は壊れています（有効な Unicode ではない文字が含まれています）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="105"/>
        <source>{name} is damaged (not UTF-8 text)</source>
        <translation>{name} は壊れています（UTF-8 のテキストではありません）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="106"/>
        <source>a player&apos;s name in the saved game is not usable: {problem}</source>
        <translation>保存したゲームのプレイヤー名が使えません：{problem}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="107"/>
        <source>it contains text that is not valid Unicode</source>
        <translation>有効な Unicode ではない文字が含まれています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="108"/>
        <source>it is empty</source>
        <translation>空です</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="109"/>
        <source>it is longer than {count} characters</source>
        <translation>{count} 文字を超えています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="110"/>
        <source>it contains control characters</source>
        <translation>制御文字が含まれています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="111"/>
        <source>the saved game&apos;s player count is missing or not a whole number of at least 1</source>
        <translation>保存したゲームのプレイヤー数がないか、1 以上の整数ではありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="112"/>
        <source>the saved game&apos;s options are damaged (not a set of named values)</source>
        <translation>保存したゲームのオプションが壊れています（名前付きの値の集まりではありません）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="114"/>
        <source>the saved game is damaged: it lacks {keys}</source>
        <translation>保存したゲームが破損しています：{keys} がありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="115"/>
        <source>{name}&apos;s colour “{colour}” is not a colour a seat can have</source>
        <translation>{name} の色「{colour}」は席に使える色ではありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="116"/>
        <source>{name}&apos;s colour “{colour}” is not the one {game} gives that seat ({colours})</source>
        <translation>{name} の色「{colour}」は、{game} がこの席に与える色（{colours}）ではありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="118"/>
        <source>this {kind} action is not legal here (its values are not of the kind this game uses)</source>
        <translation>この {kind} アクションはここでは実行できません（値がこのゲームで使う種類ではありません）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="119"/>
        <source>{game} is for exactly {count} players, not {players}</source>
        <translation>{game} はちょうど {count} 人用です（{players} 人ではありません）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="120"/>
        <source>{game} is for {low} to {high} players, not {players}</source>
        <translation>{game} は {low}～{high} 人用です（{players} 人ではありません）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="122"/>
        <source>it is not a statistics file</source>
        <translation>統計ファイルではありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="123"/>
        <source>{name} cannot be read ({error}). It was left as it is; its results are added to the library once it can be read.</source>
        <translation>{name} を読み込めません（{error}）。ファイルはそのままにしてあります。読み込めるようになったら、その成績をライブラリに追加します。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="124"/>
        <source>{name} is damaged ({error}) and could not be set aside ({reason}); its results were not added to the library.</source>
        <translation>{name} は壊れています（{error}）。退避もできませんでした（{reason}）。その成績はライブラリに追加されていません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="125"/>
        <source>{name} was damaged ({error}) and was kept as {aside}; its results were not added to the library.</source>
        <translation>{name} は壊れていたため（{error}）、{aside} として保管しました。その成績はライブラリに追加されていません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="126"/>
        <source>The statistics in {name} were added to the library, but the file could not be renamed ({error}).</source>
        <translation>{name} の成績はライブラリに追加しましたが、ファイルの名前を変更できませんでした（{error}）。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="127"/>
        <source>the game library {name} is damaged ({error})</source>
        <translation>ゲームライブラリ {name} は壊れています（{error}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="128"/>
        <source>the game library {name} cannot be used now ({error})</source>
        <translation>ゲームライブラリ {name} は今は使えません（{error}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="129"/>
        <source>the game library {name} was written by a newer climbdesk (library version {version}); it was left as it is. Please update climbdesk to use it.</source>
        <translation>ゲームライブラリ {name} は新しい climbdesk で作られています（ライブラリのバージョン {version}）。そのままにしてあります。使うには climbdesk を更新してください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="130"/>
        <source>this game is no longer in the library</source>
        <translation>このゲームはもうライブラリにありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="131"/>
        <source>this game&apos;s record in the library is damaged</source>
        <translation>ライブラリにあるこのゲームの記録は壊れています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="132"/>
        <source>the game is in the library again, so it was not brought back twice</source>
        <translation>このゲームはすでにライブラリにあるため、二重には戻しませんでした</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="133"/>
        <source>{error}; it could not be set aside ({reason})</source>
        <translation>{error}。退避できませんでした（{reason}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="134"/>
        <source>{error}. It was kept as {aside} and a new library was started.</source>
        <translation>{error}。{aside} として保管し、新しいライブラリを作りました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="135"/>
        <source>The game could not be added to the library: {error}. It is kept until climbdesk closes and tried again with every game.</source>
        <translation>ゲームをライブラリに追加できませんでした：{error}。climbdesk を終了するまで保持し、ゲームのたびに再試行します。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="136"/>
        <source>The game could not be added to the library: {error}. It was kept in {folder} and is added the next time the library opens.</source>
        <translation>ゲームをライブラリに追加できませんでした：{error}。{folder} に保管し、次にライブラリを開いたときに追加します。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="137"/>
        <source>{name} could not be added to the library ({error}) and was set aside.</source>
        <translation>{name} をライブラリに追加できなかったため（{error}）、退避しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="144"/>
        <source>%2 resigned.</source>
        <extracomment>The shared endings (:class:`Termination`) -&gt; sentence. %1 is the winner&apos;s name, %2 the ``detail`` given to :func:`reason_text` (solitaire: the number of turns). A game&apos;s own endings are in its board registration.</extracomment>
        <translation>%2 が投了しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="147"/>
        <source>%1 won: the other players dropped out.</source>
        <translation>%1 の勝ち：ほかのプレイヤーが全員脱落しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="155"/>
        <source>A player resigned.</source>
        <translation>プレイヤーが投了しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="216"/>
        <source>Player %1</source>
        <extracomment>The name a seat gets when the player leaves it blank. Saves keep it in English (a saved game must read the same whatever language it was made in); the screen shows it in the player&apos;s language through :func:`display_name`, so a German player sees &quot;Person 1&quot; and the same save shows &quot;Player 1&quot; after a switch to English.</extracomment>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="217"/>
        <source>%1 bot</source>
        <translation>ボット（%1）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="20"/>
        <source>Climb On! (dice)</source>
        <translation>クライムオン！（ダイス）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="21"/>
        <source>Jonathan Leistiko</source>
        <translation>Jonathan Leistiko</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="22"/>
        <source>Roll your dice team up a four-level peak; bigger dice score more but climb worse.</source>
        <translation>ダイスのチームを4段の山の上へ。大きなダイスほど得点は高いけれど、登るのは苦手。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="23"/>
        <source>Flexible Plans</source>
        <translation>フレキシブルプラン</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="24"/>
        <source>22 white tokens each; climbing or descending costs 1, a pull up 2, a shove or drag 3.</source>
        <translation>全員が白のトークンを22枚持ちます。登る・下りるは1枚、引き上げるは2枚、突き落とす・引きずり下ろすは3枚かかります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="25"/>
        <source>Helping Hands</source>
        <translation>ヘルピングハンド</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="26"/>
        <source>Start with 8 white, 5 blue and 2 red tokens.</source>
        <translation>白8枚、青5枚、赤2枚のトークンで始めます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="27"/>
        <source>Untied</source>
        <translation>引き分けなし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="28"/>
        <source>Equal scores go to the highest climber, then to the single best-scoring climber.</source>
        <translation>合計が同じときは一番高い所にいるクライマーで、それも同じなら得点が一番高いクライマー1つで決めます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="20"/>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="29"/>
        <source>Climbers</source>
        <translation>クライマー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="21"/>
        <source>Holger Lanz</source>
        <translation>Holger Lanz</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="22"/>
        <source>Climb a mountain of coloured blocks that you rebuild as you go; only neutral tops and your own colour carry you.</source>
        <translation>登りながら組み替えていく色とりどりのブロックの山に挑もう。乗れるのは中立の上面と自分の色だけ。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="23"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="24"/>
        <source>Your climber&apos;s colour: it may stand on neutral tops and on tops of this colour only.</source>
        <translation>クライマーの色。中立の上面とこの色の上面にだけ立てます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="25"/>
        <source>Mountain</source>
        <translation>山</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="26"/>
        <source>The number of the mountain to build; random draws one as the game&apos;s first event.</source>
        <translation>組み立てる山の番号。「ランダム」ではゲーム最初の出来事として番号を引きます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="27"/>
        <source>First player</source>
        <translation>最初のプレイヤー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="28"/>
        <source>The seat that takes the first turn. The rulebook lets whoever climbed a real mountain most recently begin; random draws a seat once the mountain is built.</source>
        <translation>最初の手番を行う席です。元のルールでは、いちばん最近本物の山に登った人から始めます。「ランダム」では山ができたところで席を抽選します。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="29"/>
        <source>Mountain builder</source>
        <translation>山の組み立て方</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="30"/>
        <source>How the mountain is built. 5 is 4 with wide shelves at the walls&apos; height, room to build steps once the ladders are spent; 4 rises in steps of two to a summit over the middle, with the small blocks up high; 3 leaves room to build steps on the walls and lays small blocks loose at the foot; 2 keeps the tops out of reach of a first move; 1 is the builder of games saved before the option, so the same number gives the mountain you played then.</source>
        <translation>山の組み立て方です。5 は 4 に加えて壁の高さに広い棚があり、はしごを使い切った後も段差を作る余地があります。4 では中央の頂上まで 2 ずつの段差で高くなり、小さなブロックは上のほうに置かれます。3 では壁に段差を作る余地が残り、小さなブロックがふもとに置かれます。2 では最初の移動で高い上面に届きません。1 はこのオプションより前に保存されたゲームの組み立て方で、同じ番号で当時遊んだ山になります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="31"/>
        <source>the mountain was made by builder {builder}, which this version of climbdesk does not know (it knows builders 1 to {newest}): open it with a newer version</source>
        <translation>この山は組み立て方 {builder} で作られていますが、このバージョンの climbdesk は対応していません（対応しているのは 1 から {newest} まで）：新しいバージョンで開いてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="33"/>
        <source>Size 1 block</source>
        <translation>サイズ1のブロック</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="34"/>
        <source>Size 2 block</source>
        <translation>サイズ2のブロック</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="35"/>
        <source>Size 4 block</source>
        <translation>サイズ4のブロック</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="36"/>
        <source>large neutral block</source>
        <translation>大きな中立ブロック</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="37"/>
        <source>teal</source>
        <translation>ティール</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="38"/>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="39"/>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="40"/>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="41"/>
        <source>pink</source>
        <translation>ピンク</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="42"/>
        <source>neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="43"/>
        <source>the short ladder</source>
        <translation>短いはしご</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="44"/>
        <source>the tall ladder</source>
        <translation>長いはしご</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="45"/>
        <source>both ladders</source>
        <translation>両方のはしご</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="46"/>
        <source>no ladder</source>
        <translation>はしごなし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="47"/>
        <source>short ladder</source>
        <translation>短いはしご</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="48"/>
        <source>tall ladder</source>
        <translation>長いはしご</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="49"/>
        <source>short and tall ladder</source>
        <translation>短いはしごと長いはしご</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="50"/>
        <location filename="../climbdesk/ui/strings.py" line="86"/>
        <source>{first}, {rest}</source>
        <translation>{first}、{rest}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="51"/>
        <source>this block has no such orientation</source>
        <translation>このブロックにその向きはありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="52"/>
        <source>the block would stand partly off the table</source>
        <translation>ブロックの一部がテーブルからはみ出します</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="53"/>
        <source>the block would not rest fully: it would leave a hole beneath it</source>
        <translation>ブロックが全面で載りません。下に穴ができます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="54"/>
        <source>the block would not rest fully: part of it would overhang</source>
        <translation>ブロックが全面で載りません。一部がはみ出します</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="55"/>
        <source>the block must touch another block face to face over at least one square (an edge or a corner is not enough)</source>
        <translation>ブロックはほかのブロックと少なくとも1マス分、面どうしで接していなければなりません（辺や角だけでは不可）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="56"/>
        <source>the block would cover a block that carries a blocking disk</source>
        <translation>ブロックディスクの載ったブロックを覆ってしまいます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="57"/>
        <source>the climbers it would cover cannot shift to free squares of their own top</source>
        <translation>覆われるクライマーを同じ上面の空きマスへ押し出せません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="58"/>
        <source>that is exactly where the block was: put it back instead</source>
        <translation>そこは元の位置です。そのまま元の場所に置いてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="59"/>
        <source>there is no such block on the table</source>
        <translation>そのブロックはテーブル上にありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="60"/>
        <source>another block lies (at least partly) on top of it</source>
        <translation>上にほかのブロックが（一部でも）載っています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="61"/>
        <source>a blocking disk lies on it</source>
        <translation>ブロックディスクが載っています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="62"/>
        <source>a climber stands on it</source>
        <translation>クライマーが立っています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="63"/>
        <source>the previous player just moved this block</source>
        <translation>直前のプレイヤーがこのブロックを動かしました</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="64"/>
        <source>you already put this block back this turn</source>
        <translation>この手番ですでにこのブロックを元の場所に置きました</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="65"/>
        <source>you have no blocking disk left</source>
        <translation>ブロックディスクはもうありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="66"/>
        <source>a disk goes on a block on the table</source>
        <translation>ディスクはテーブル上のブロックに置きます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="67"/>
        <source>no square of that block&apos;s top is uncovered</source>
        <translation>そのブロックの上面に見えているマスがありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="68"/>
        <source>a climber stands on that block</source>
        <translation>そのブロックにクライマーが立っています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="69"/>
        <source>another disk already lies on that block</source>
        <translation>そのブロックにはすでに別のディスクがあります</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="70"/>
        <source>move your climber or stay</source>
        <translation>クライマーを動かすかとどまってください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="71"/>
        <source>pick a block to move, or move none</source>
        <translation>動かすブロックを選んでください（動かさなくてもかまいません）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="72"/>
        <source>set the lifted block down or put it back</source>
        <translation>持ち上げたブロックを置くか、元の場所に置いてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="73"/>
        <source>choose where the covered climber shifts to</source>
        <translation>覆われたクライマーの押し出し先を選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="74"/>
        <source>move your climber again or stay</source>
        <translation>もう一度クライマーを動かすかとどまってください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="75"/>
        <source>place your blocking disk or not</source>
        <translation>ブロックディスクを置くかどうか選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="76"/>
        <source>{kind} {number}</source>
        <translation>{kind}（{number}番）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="77"/>
        <source>No path leads there: climbers never step down or diagonally, never bridge a gap, and a step may rise at most 4 (2 with the short ladder, 1 without)</source>
        <translation>そこへの道はありません。クライマーは下や斜めへ進まず、すき間も越えません。1歩で上がれるのは最大4（短いはしごで2、なしで1）です</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="78"/>
        <source>The mountain is built (number {number})</source>
        <translation>山ができました（番号 {number}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="79"/>
        <source>{who} takes the first turn</source>
        <translation>{who} が最初の手番です</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="80"/>
        <source>{who} climbs to {x},{y} (height {height})</source>
        <translation>{who} が {x},{y} へ登る（高さ {height}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="81"/>
        <source>{who} stays</source>
        <translation>{who} はとどまる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="82"/>
        <source>{who} picks up the {block}</source>
        <translation>{who} が{block}を持ち上げる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="83"/>
        <source>{who} sets it down at {x},{y}, {colour} on top</source>
        <translation>{who} が {x},{y} に置く（上面は{colour}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="84"/>
        <source>{who} puts the block back</source>
        <translation>{who} がブロックを元の場所に置く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="85"/>
        <source>{who} moves no block</source>
        <translation>{who} はブロックを動かさない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="86"/>
        <source>{who} shifts {other} to {x},{y}</source>
        <translation>{who} が {other} を {x},{y} へ押し出す</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="87"/>
        <source>{who} blocks the {block} with the disk</source>
        <translation>{who} がディスクで{block}をふさぐ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="88"/>
        <source>{who} places no disk</source>
        <translation>{who} はディスクを置かない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="89"/>
        <source>reaction to {owner}&apos;s turn: move your climber or stay</source>
        <translation>{owner} の手番への追加の移動：クライマーを動かすかとどまってください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="90"/>
        <source>wait</source>
        <translation>待つ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="91"/>
        <source>This is not the moment for that: now {who} must {step}</source>
        <translation>今はそれはできません。{who} の番です：{step}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="92"/>
        <source>That square is off the table</source>
        <translation>そのマスはテーブルの外です</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="93"/>
        <source>Ladders are named as none, short, tall or short+tall</source>
        <translation>はしごは none、short、tall、short+tall のいずれかで指定します</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="94"/>
        <source>Too few ladders: that ladder is already used</source>
        <translation>はしごが足りません。そのはしごは使用済みです</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="95"/>
        <source>A climber on the table is at the foot; it moves onto block tops only</source>
        <translation>テーブル上のクライマーはふもとにいます。移動先はブロックの上面だけです</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="96"/>
        <source>A climber stands only on neutral tops and on tops of its own colour, not on {colour}</source>
        <translation>クライマーが立てるのは中立の上面と自分の色の上面だけで、{colour}には立てません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="97"/>
        <source>A blocking disk closes that block for this round</source>
        <translation>ブロックディスクが1巡のあいだそのブロックをふさいでいます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="98"/>
        <source>Another climber stands on that square</source>
        <translation>そのマスには別のクライマーがいます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="99"/>
        <source>That top is full</source>
        <translation>その上面は満員です</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="100"/>
        <source>The climber already stands there; stay instead</source>
        <translation>クライマーはすでにそこにいます。とどまるを選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="101"/>
        <source>That is not a least set of ladders for this square; the choices are: {sets}</source>
        <translation>このマスへの最小のはしごの組ではありません。選べるのは：{sets}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="102"/>
        <source>Too few ladders: the climb needs a ladder you no longer have</source>
        <translation>はしごが足りません。もう持っていないはしごが必要です</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="103"/>
        <source>{who} climbs to {x},{y} (height {height}) using {ladders}</source>
        <translation>{who} が{ladders}を使って {x},{y} へ登る（高さ {height}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="104"/>
        <source>That block cannot be picked: {why}</source>
        <translation>そのブロックは取れません：{why}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="105"/>
        <source>The block cannot go there: {why}</source>
        <translation>ブロックはそこに置けません：{why}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="106"/>
        <source>A covered climber shifts to a free square of the top it stood on, and the climbers are shifted one by one in seat order</source>
        <translation>覆われたクライマーは立っていた上面の空きマスへ押し出されます。押し出すのは席順に1体ずつです</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="107"/>
        <source>The disk cannot go there: {why}</source>
        <translation>ディスクはそこに置けません：{why}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="108"/>
        <source>it is not free</source>
        <translation>自由に動かせません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="109"/>
        <source>that is not a legal spot</source>
        <translation>そこは置ける場所ではありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="110"/>
        <source>that block is not free</source>
        <translation>そのブロックは使えません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="114"/>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="74"/>
        <source>Height reached</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel: the climber&apos;s height.
----------
What a seat&apos;s score means (the panel&apos;s height its piece reached; a string the Climbers board already has translated).</extracomment>
        <translation>到達した高さ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="118"/>
        <source>%1 climbed highest.</source>
        <extracomment>This game&apos;s endings (``Outcome.reason``) -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 が一番高く登りました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="119"/>
        <source>%1 shares the greatest height and stood there first.</source>
        <translation>%1 は最高の高さに並び、先にそこに立ちました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="121"/>
        <source>Every climber ended at the foot: the game is a draw.</source>
        <translation>すべてのクライマーがふもとのまま終わりました。引き分けです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/climbers/strings.py" line="130"/>
        <source>Climbers</source>
        <comment>game title</comment>
        <translation>クライマーズ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="30"/>
        <source>Flexible Plans and Helping Hands cannot be combined</source>
        <translation>フレキシブルプランとヘルピングハンドは同時に使えません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="31"/>
        <source>Custom Climbers: any six of d4, d6, d8, d10, d12 and d20; a die may appear more than once.</source>
        <translation>カスタムクライマー：d4、d6、d8、d10、d12、d20 から好きな6個を選びます。同じダイスを何個選んでもかまいません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="33"/>
        <source>a white token</source>
        <translation>白のトークン1枚</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="34"/>
        <source>a blue token</source>
        <translation>青のトークン1枚</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="35"/>
        <source>a red token</source>
        <translation>赤のトークン1枚</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="36"/>
        <source>{n} white tokens</source>
        <translation>白のトークン{n}枚</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="37"/>
        <source>the ground</source>
        <translation>地上</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="38"/>
        <source>level {n}</source>
        <translation>{n}段目</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="39"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="40"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="41"/>
        <source>{who} tries to climb with the {die} from {src} to {dst}, paying {pay}</source>
        <translation>{who} は{pay}を払い、{die} で{src}から{dst}へ登ろうとする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="42"/>
        <source>{who} moves the {die} down from {src} to {dst}, paying {pay}</source>
        <translation>{who} は{pay}を払い、{die} を{src}から{dst}へ下ろす</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="43"/>
        <source>{who} tries to pull the {die} up to {dst} with the {helper}, paying {pay}</source>
        <translation>{who} は{pay}を払い、{helper} で {die} を{dst}へ引き上げようとする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="44"/>
        <source>{who} tries to shove {owner}&apos;s {victim} off {where} with the {die}, paying {pay}</source>
        <translation>{who} は{pay}を払い、{die} で{where}にいる {owner} の {victim} を突き落とそうとする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="45"/>
        <source>{who} tries to drag {owner}&apos;s {victim} down from {where} with the {die}, paying {pay}</source>
        <translation>{who} は{pay}を払い、{die} で{where}にいる {owner} の {victim} を引きずり下ろそうとする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="46"/>
        <source>{who} cannot act and discards {pay}</source>
        <translation>{who} はアクションができないので{pay}を捨てる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="47"/>
        <source>{who} rolls {dice}</source>
        <translation>{who} が振る：{dice}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="48"/>
        <source>{who} rolls {dice}: {outcome}</source>
        <translation>{who} が振る：{dice}（{outcome}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="49"/>
        <source>{who} lowers a {value} to {new} with {pay}</source>
        <translation>{who} は{pay}で{value}の目を{new}に下げる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="50"/>
        <source>{who} accepts {dice}: {outcome}</source>
        <translation>{who} が {dice} で確定（{outcome}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="51"/>
        <source>no action is possible, so you discard a token</source>
        <translation>できるアクションがないので、トークンを1枚捨てます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="52"/>
        <source>choose a climber, an action and the token to pay with</source>
        <translation>クライマーとアクション、支払うトークンを選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="53"/>
        <source>lower a die with a token, or accept the roll (it succeeds)</source>
        <translation>トークンでダイスの目を下げるか、この目で確定してください（成功します）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="54"/>
        <source>lower a die with a token, or accept the roll (it fails)</source>
        <translation>トークンでダイスの目を下げるか、この目で確定してください（失敗します）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="42"/>
        <source>%1 owns the highest piece.</source>
        <extracomment>This game&apos;s endings (``Outcome.reason``) -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 が一番高い駒を持っています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="43"/>
        <source>%1 has more pieces at the greatest height.</source>
        <translation>最も高い段にある駒の数は %1 の方が多いです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="45"/>
        <source>%1 was first to have that many pieces at the greatest height.</source>
        <translation>%1 が先に最も高い段にその数の駒をそろえました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="145"/>
        <source>The game was ended by agreement and scored as it stood.</source>
        <translation>合意によりゲームを終了し、その時点の局面で判定しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="50"/>
        <source>%1 won the target number of columns.</source>
        <extracomment>This game&apos;s endings (``Outcome.reason``) -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 が目標の列数を獲得しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="149"/>
        <source>Solitaire finished in %2 turns.</source>
        <translation>ソロプレイを%2ターンで終えました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="62"/>
        <source>%1 scored the most points.</source>
        <extracomment>This game&apos;s endings (``Outcome.reason``) -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 が最も多く得点しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="63"/>
        <source>Scores were tied; %1 has the highest climber.</source>
        <translation>同点でしたが、%1 のクライマーが一番高い所にいます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="65"/>
        <source>Scores were tied; %1 has the single best-scoring climber.</source>
        <translation>同点でしたが、%1 が得点の一番高いクライマーを持っています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="154"/>
        <source>Solitaire game finished.</source>
        <extracomment>Used instead of a SHARED_REASONS sentence that needs %2 when no ``detail`` is given.</extracomment>
        <translation>ソロプレイが終了しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="38"/>
        <source>Highest piece</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>一番高い駒</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="46"/>
        <source>Columns won</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>獲得した列</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="58"/>
        <source>Points</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="159"/>
        <source>Score</source>
        <extracomment>The player panel&apos;s score label for a game whose board declares none.</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="164"/>
        <source>Easy</source>
        <extracomment>``Level.display_name`` of every offered level, spelled out for lupdate (a test checks that the two agree).</extracomment>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="165"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="166"/>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="19"/>
        <source>Climb ON! the top of the wall</source>
        <translation>クライムオン！ザ・トップ・オブ・ザ・ウォール</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="20"/>
        <source>Masahiro Yoshida</source>
        <translation>Masahiro Yoshida</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="21"/>
        <source>Build the wall you climb from a secret hand of panels, spend stamina on dice, clip your rope and race for the top.</source>
        <translation>秘密の手札のパネルで自分たちの登る壁を作ろう。スタミナを払ってダイスを振り、ロープをクリップしながら頂上を目指して競争。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="22"/>
        <source>Hold colour</source>
        <translation>ホールドの色</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="23"/>
        <source>Only holds of this colour count: red is the easiest route, yellow the hardest.</source>
        <translation>この色のホールドだけが使えます。赤がいちばんやさしく、黄色がいちばん難しいルートです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="24"/>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="25"/>
        <source>Tough climbing</source>
        <translation>タフクライミング</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="26"/>
        <source>The top is at height 10; 7 panels in hand, 3 initial panels and 2 jump cards each.</source>
        <translation>頂上は高さ10です。各自、手札7枚、初期パネル3枚、ジャンプカード2枚で始めます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="27"/>
        <source>Contest</source>
        <translation>コンテスト</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="28"/>
        <source>Overhang and Hard Move panels hang between the start slots from the beginning.</source>
        <translation>最初からスタート位置の間にオーバーハングとハードムーブのパネルが置かれます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="30"/>
        <source>this panel cannot be turned that way (an arrow panel keeps its arrow up)</source>
        <translation>このパネルはその向きに置けません（矢印のあるパネルは矢印を上に向けます）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="31"/>
        <source>panels lie on the 2-square lattice</source>
        <translation>パネルは2マス単位の格子に置きます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="32"/>
        <source>nothing goes below the ground</source>
        <translation>地面より下には置けません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="33"/>
        <source>the panel would reach above the highest allowed height</source>
        <translation>パネルが許される高さを超えてしまいます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="34"/>
        <source>the panel would cover part of another panel</source>
        <translation>パネルが他のパネルの一部に重なります</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="35"/>
        <source>one side must meet another panel over exactly half its length</source>
        <translation>どれかの辺がちょうど半分だけ他のパネルに接していなければなりません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="36"/>
        <source>the panel must touch one of your own panels over at least 2 squares</source>
        <translation>パネルは自分のパネルに2マス以上接していなければなりません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="37"/>
        <source>nothing may be stacked on an initial panel</source>
        <translation>初期パネルの上には重ねられません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="38"/>
        <source>nothing may be stacked on a Contest panel</source>
        <translation>コンテストのパネルの上には重ねられません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="39"/>
        <source>a piece or a clip marker is on that panel</source>
        <translation>そのパネルにはコマかクリップマーカーがあります</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="40"/>
        <source>that panel is not in your hand</source>
        <translation>そのパネルは手札にありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="41"/>
        <source>say whether the panel is stacked exactly as the spot requires</source>
        <translation>その場所に合わせて、重ねるかどうかを正しく指定してください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="42"/>
        <source>climbs to {x},{y}</source>
        <translation>{x},{y} へ登る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="43"/>
        <source>Climb on with award cards, or end the turn</source>
        <translation>報酬カードで登り続けるか、手番を終えてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="44"/>
        <source>climbs to the top of the wall</source>
        <translation>壁の頂上に到達する</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="45"/>
        <source>stays on the hold</source>
        <translation>ホールドにとどまる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="46"/>
        <source>Contest panels {panels} hang on the wall</source>
        <translation>コンテストのパネル {panels} が壁に置かれる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="47"/>
        <source>The panels are dealt</source>
        <translation>パネルが配られる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="48"/>
        <source>{who} puts {count} red-framed panels back and draws as many</source>
        <translation>{who} は赤枠パネルを {count} 枚戻し、同じ枚数を引く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="49"/>
        <source>{who} draws {count} panels</source>
        <translation>{who} はパネルを {count} 枚引く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="50"/>
        <source>{who} places panel {panel} at {x},{y}</source>
        <translation>{who} はパネル {panel} を {x},{y} に置く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="51"/>
        <source>{who} rests</source>
        <translation>{who} はレストする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="52"/>
        <source>{who} clips at {x},{y}</source>
        <translation>{who} は {x},{y} にクリップする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="53"/>
        <source>{who} discards {panels}</source>
        <translation>{who} は {panels} を捨てる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="54"/>
        <source>{who} keeps the hand</source>
        <translation>{who} は手札をそのままにする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="55"/>
        <source>{who} ends the turn</source>
        <translation>{who} は手番を終える</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="56"/>
        <source>{who} uses award cards and {route}</source>
        <translation>{who} は報酬カードを使い、{route}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="57"/>
        <source>{who} pays {cost} stamina for {dice} dice</source>
        <translation>{who} はスタミナを {cost} 払ってダイスを {dice} 個振る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="58"/>
        <source>{who} rolls {values}</source>
        <translation>{who} の出目は {values}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="59"/>
        <source>{who} takes {gain} stamina and {route}</source>
        <translation>{who} はスタミナを {gain} 回復し、{route}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="60"/>
        <source>Place an initial panel</source>
        <translation>初期パネルを置いてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="61"/>
        <source>Rest, or climb: roll the dice or use award cards</source>
        <translation>レストするか登ってください（ダイスを振るか報酬カードを使います）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="62"/>
        <source>Place panels, clip, discard, or end the rest</source>
        <translation>パネルを置くか、クリップするか、捨てるか、レストを終えてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="63"/>
        <source>Choose the spent dice and the path</source>
        <translation>使うダイスとルートを選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="64"/>
        <source>Put the clip marker beside your piece</source>
        <translation>コマの隣にクリップマーカーを置いてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="65"/>
        <source>Discard panels to draw as many, or keep your hand</source>
        <translation>パネルを捨てて同じ枚数を引くか、手札をそのままにしてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="66"/>
        <source>{who} pays {cost} stamina for {dice} dice, uses chalk and jumps for {x},{y}</source>
        <translation>{who} はスタミナを {cost} 払ってダイスを {dice} 個振り、チョークを使って {x},{y} へジャンプする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="67"/>
        <source>{who} pays {cost} stamina for {dice} dice and jumps for {x},{y}</source>
        <translation>{who} はスタミナを {cost} 払ってダイスを {dice} 個振り、{x},{y} へジャンプする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="68"/>
        <source>{who} pays {cost} stamina for {dice} dice and uses chalk</source>
        <translation>{who} はスタミナを {cost} 払ってダイスを {dice} 個振り、チョークを使う</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="69"/>
        <source>a Rest turn allows three placements</source>
        <translation>レストの手番で置けるパネルは3枚までです</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="78"/>
        <source>%1 reached the top with the most stamina left.</source>
        <extracomment>This game&apos;s endings (``Outcome.reason``) -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 がいちばん多くのスタミナを残して頂上に到達しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/wall/strings.py" line="80"/>
        <source>The draw pile ran out; %1 climbed highest.</source>
        <translation>山札が尽きました。いちばん高く登ったのは %1 です。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/review_session.py" line="28"/>
        <source>{line}; {more}</source>
        <translation>{line}、{more}</translation>
    </message>
</context>
<context>
    <name>sound</name>
    <message>
        <location filename="../climbdesk/ui/sound.py" line="69"/>
        <source>Sound is switched off for this run.</source>
        <translation>今回の起動ではサウンドがオフになっています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/sound.py" line="73"/>
        <source>Sound needs Qt Multimedia, which is not installed (install climbdesk with its sound extra).</source>
        <translation>サウンドには Qt Multimedia が必要ですが、インストールされていません（climbdesk を sound オプション付きでインストールしてください）。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/sound.py" line="76"/>
        <source>Qt Multimedia is installed but cannot start: a system audio library (PulseAudio&apos;s libpulse) is missing.</source>
        <translation>Qt Multimedia はインストールされていますが起動できません。システムのオーディオライブラリ（PulseAudio の libpulse）がありません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/sound.py" line="80"/>
        <source>No audio output device was found.</source>
        <translation>オーディオ出力デバイスが見つかりません。</translation>
    </message>
</context>
</TS>

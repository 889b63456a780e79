<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>BoardKeys</name>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="588"/>
        <source>Arrow keys</source>
        <extracomment>The keys of boards that name their spots with tuples, e.g. ``(&quot;die&quot;, 2)``. Draw generic rings around legal targets (boards with their own look keep False).</extracomment>
        <translation>矢印キー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="589"/>
        <source>Move the cursor to the nearest thing you can pick</source>
        <translation>選べるものの中で一番近いものにカーソルを移動</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="593"/>
        <source>Enter / Space</source>
        <translation>Enter / スペース</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="594"/>
        <source>Pick what is under the cursor, then put it on a target</source>
        <translation>カーソル位置のものを選び、もう一度押して移動先に置く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="598"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/interaction.py" line="599"/>
        <source>Cancel the pick</source>
        <translation>選択を取り消す</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="220"/>
        <source>Mouse wheel, %1 / %2</source>
        <translation>マウスホイール、%1 / %2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="223"/>
        <source>Zoom in or out</source>
        <translation>拡大・縮小</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="225"/>
        <source>Shift+Arrow keys, drag on empty space</source>
        <translation>Shift+矢印キー、何もない所をドラッグ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="226"/>
        <source>Move the board</source>
        <translation>盤を動かす</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="231"/>
        <source>Fit the whole board in the window</source>
        <translation>盤全体をウィンドウに合わせる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/view.py" line="238"/>
        <source>Turn the board by a quarter</source>
        <translation>盤を90度回転</translation>
    </message>
</context>
<context>
    <name>CantStopBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="282"/>
        <source>Bust!</source>
        <translation>バースト！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="289"/>
        <source>Column %1 won!</source>
        <translation>%1 の列を獲得！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/scene.py" line="293"/>
        <source>Columns %1 and %2 won!</source>
        <translation>%1 と %2 の列を獲得！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="97"/>
        <source>First to win %1 columns</source>
        <translation>%1列を先に獲得したら勝ち</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="226"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="228"/>
        <source>Rolling…</source>
        <translation>ダイスを振っています…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="230"/>
        <source>%1 is playing</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="236"/>
        <source>Only one fits: %1 or %2?</source>
        <translation>片方しか進めません：%1 か %2 か？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="238"/>
        <source>Pair the dice: click two dice or a choice</source>
        <translation>ダイスを2個ずつ組み合わせます：ダイス2個か選択肢をクリック</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="241"/>
        <source>Roll again, or stop and bank?</source>
        <translation>もう一度振る？それとも止めて確定する？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="243"/>
        <source>Forced move: roll again</source>
        <translation>強制続行：もう一度振ってください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="197"/>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="244"/>
        <source>Roll the dice</source>
        <translation>ダイスを振ってください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="202"/>
        <source>Stop and bank this turn&apos;s progress</source>
        <translation>ストップしてこの手番の進み具合を確定</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="207"/>
        <source>Take that pairing of the dice</source>
        <translation>そのダイスの組み合わせを選ぶ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/input.py" line="212"/>
        <source>Take the left or right sum when only one fits</source>
        <translation>片方しか使えないとき、左か右の合計を選ぶ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="386"/>
        <source>or</source>
        <translation>か</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="392"/>
        <source>no room</source>
        <translation>進めない</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="400"/>
        <source>then %1 bust</source>
        <translation>次は%1でバースト</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="430"/>
        <source>Roll</source>
        <translation>振る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="431"/>
        <source>Stop</source>
        <translation>止める</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="463"/>
        <source>key %1</source>
        <translation>キー %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/paint.py" line="471"/>
        <source>bust %1</source>
        <translation>バースト率 %1</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="91"/>
        <source>by %1</source>
        <translation>作：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="93"/>
        <source>1 player</source>
        <translation>1人</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="94"/>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="96"/>
        <source>%1–%2 players</source>
        <translation>%1～%2人</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="100"/>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="102"/>
        <source>Start a new game of %1</source>
        <translation>%1 の新しいゲームを始める</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="214"/>
        <source>The result could not be added to the statistics: %1</source>
        <extracomment>The position changed; the argument is the action that led here (None after undo/load). The game just ended with this Outcome. A bot started (True) or stopped (False) thinking. The Hard bot suggests this action for the human to move. A short message for the status line (forced moves, hints unavailable…). Something went wrong that the user should hear about (bot crash, disk full). Set by the window: does the board scene let the user pick this action by clicking?</extracomment>
        <translation>結果を成績に記録できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="255"/>
        <source>The bot could not be started: %1</source>
        <translation>ボットを起動できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="295"/>
        <source>The hint failed: %1</source>
        <translation>ヒントを出せませんでした：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="297"/>
        <source>The bot failed: %1</source>
        <translation>ボットでエラーが発生しました：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/controller.py" line="365"/>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました：%1</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="72"/>
        <source>It&apos;s a draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="74"/>
        <source>%1 wins!</source>
        <translation>%1 の勝ち！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="76"/>
        <source>%1 share the win</source>
        <translation>%1 が勝利を分け合いました</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="81"/>
        <source>%1 resigned.</source>
        <translation>%1 が投了しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="88"/>
        <source>A new personal best!</source>
        <translation>自己ベスト更新！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="89"/>
        <source>That equals your personal best.</source>
        <translation>自己ベストタイです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="91"/>
        <source>Your personal best is %1 turns.</source>
        <translation>自己ベストは%1ターンです。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="92"/>
        <source>All columns won!</source>
        <translation>すべての列を獲得！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="102"/>
        <source>Play again</source>
        <translation>もう一度</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="103"/>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="104"/>
        <source>Start screen</source>
        <translation>スタート画面</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="334"/>
        <source>Thinking about a hint…</source>
        <extracomment>Undo/redo/hint availability may have changed (the window updates its menu).</extracomment>
        <translation>ヒントを考えています…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="417"/>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="424"/>
        <source>%1 is thinking…</source>
        <translation>%1 が考えています…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="426"/>
        <source>Waiting for %1.</source>
        <translation>%1 を待っています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="431"/>
        <source>%1 to move: %2</source>
        <translation>%1 の手番：%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="435"/>
        <source>%1 to move.</source>
        <translation>%1 の手番です。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="436"/>
        <source>1 possible move.</source>
        <translation>指せる手は1つ。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="437"/>
        <source>%1 possible moves.</source>
        <translation>指せる手は%1通り。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="439"/>
        <source>You may also use the button below.</source>
        <translation>下のボタンも使えます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="441"/>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="499"/>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="500"/>
        <source>Undo</source>
        <translation>待った</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="501"/>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/game_page.py" line="502"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="147"/>
        <source>Pass the device to %1</source>
        <translation>%1 に端末を渡してください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="148"/>
        <source>I am %1 — show my board</source>
        <translation>%1 です — 盤面を表示</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="28"/>
        <source>Keyboard</source>
        <translation>キーボード操作</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="33"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="33"/>
        <source>What it does</source>
        <translation>機能</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="35"/>
        <source>Playing on the board</source>
        <translation>盤上の操作</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/keyboard_help.py" line="36"/>
        <source>Moving the view</source>
        <translation>表示の操作</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="130"/>
        <source>No board yet</source>
        <translation>盤面がまだありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="131"/>
        <source>%1 cannot be played in this version: its board is not available yet.</source>
        <translation>このバージョンでは %1 はまだ遊べません。盤面が用意されていません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="152"/>
        <source>Abandon game?</source>
        <translation>ゲームを中断しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="153"/>
        <source>The current game is not finished. Start another one anyway? (Save it first if you want to keep it.)</source>
        <translation>現在のゲームは終わっていません。それでも新しいゲームを始めますか？（残したい場合は先に保存してください。）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="164"/>
        <source>Replace the unfinished game?</source>
        <translation>未完了のゲームを置き換えますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="165"/>
        <source>Your unfinished game of %1 (%2) is kept for Resume. Starting another game replaces it. Start anyway?</source>
        <translation>未完了の %1（%2）は再開用に保存されています。別のゲームを始めると置き換えられます。開始しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="207"/>
        <source>Resume game?</source>
        <translation>ゲームを再開しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="208"/>
        <source>You have an unfinished game of %1 (%2, %3 moves played). Resume it?</source>
        <translation>%1 の途中のゲームがあります（%2、%3手）。再開しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="225"/>
        <source>It was kept as %1.</source>
        <translation>%1 として保管しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="228"/>
        <source>Autosave damaged</source>
        <translation>自動保存が壊れています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="229"/>
        <source>The autosaved game could not be restored: %1</source>
        <translation>自動保存されたゲームを復元できませんでした：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="247"/>
        <source>Cannot open game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="248"/>
        <source>%1 cannot be opened.</source>
        <translation>%1 を開けません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="273"/>
        <source>Save game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="274"/>
        <source>climbdesk games (*%1)</source>
        <translation>climbdesk ゲーム (*%1)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="286"/>
        <source>Cannot save game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="289"/>
        <source>Saved to %1</source>
        <translation>%1 に保存しました</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="311"/>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="312"/>
        <source>Who resigns?</source>
        <translation>誰が投了しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="317"/>
        <source>Resign?</source>
        <translation>投了しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="318"/>
        <source>%1, do you really want to resign this game?</source>
        <translation>%1 さん、本当に投了しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="328"/>
        <source>End by agreement?</source>
        <translation>合意で終了しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="329"/>
        <source>%1 proposes to end the game now and score the position as it stands. %2, do you agree?</source>
        <translation>%1 が今の局面でゲームを終えて判定することを提案しています。%2 さん、同意しますか？</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/main_window.py" line="399"/>
        <source>About climbdesk</source>
        <translation>climbdesk について</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="82"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="84"/>
        <source>&amp;Move</source>
        <translation>手(&amp;M)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="86"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="88"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="91"/>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="93"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="95"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="97"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="99"/>
        <source>&amp;Resign…</source>
        <translation>投了(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="101"/>
        <source>End by &amp;Agreement…</source>
        <translation>合意で終了(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="103"/>
        <source>&amp;Back to Start Screen</source>
        <translation>スタート画面に戻る(&amp;B)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="105"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="107"/>
        <source>&amp;Undo</source>
        <translation>待った(&amp;U)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="109"/>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="111"/>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="113"/>
        <source>Show &amp;Odds</source>
        <translation>確率を表示(&amp;O)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="115"/>
        <source>&amp;Preferences…</source>
        <translation>環境設定(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="117"/>
        <source>S&amp;tatistics…</source>
        <translation>成績(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="119"/>
        <source>&amp;Rules…</source>
        <translation>ルール(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="121"/>
        <source>&amp;Keyboard…</source>
        <translation>キーボード操作(&amp;K)…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/menus.py" line="123"/>
        <source>&amp;About climbdesk</source>
        <translation>climbdesk について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="123"/>
        <source>&lt;h3&gt;climbdesk %1&lt;/h3&gt;&lt;p&gt;Climbing board games on one desk: %2. Play friends or bots, offline.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL v3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;climbdesk %1&lt;/h3&gt;&lt;p&gt;1台で遊べる登攀ボードゲーム：%2。友達ともボットともオフラインで。&lt;/p&gt;&lt;p&gt;ライセンス：GNU GPL v3 以降。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="67"/>
        <source>Player %1</source>
        <extracomment>Used when a game names fewer colours than seats. The spin box&apos;s bounds for a whole-number option that declares no range.</extracomment>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="68"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="69"/>
        <source>Bot – %1</source>
        <translation>ボット – %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="70"/>
        <source>Colour of player %1</source>
        <translation>プレイヤー%1の色</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="71"/>
        <location filename="../climbdesk/ui/new_game.py" line="595"/>
        <location filename="../climbdesk/ui/new_game.py" line="598"/>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="72"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1（%3個中%2個目）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="73"/>
        <source>%1: set by the colour-blind palette (see Preferences)</source>
        <translation>%1：色覚に配慮した配色で決まります（環境設定を参照）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="545"/>
        <location filename="../climbdesk/ui/new_game.py" line="546"/>
        <source>New game of %1</source>
        <extracomment>This seat&apos;s per-seat options, by key (built by the dialog). Per-seat specs at the current player count, their column headings and notes. The spec behind every option shown, per key (the count may narrow choices). The colour-blind palette&apos;s piece colours when it is on: they replace the seats&apos;.</extracomment>
        <translation>%1 の新しいゲーム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="547"/>
        <source>Players:</source>
        <translation>人数：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="548"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="549"/>
        <source>Variants</source>
        <translation>バリアント</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="551"/>
        <source>Start game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="568"/>
        <source>%1 of player %2</source>
        <translation>プレイヤー%2の%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/new_game.py" line="583"/>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <location filename="../climbdesk/ui/odds_chart.py" line="58"/>
        <source>Bust risk this turn</source>
        <translation>このターンのバースト率</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/odds_chart.py" line="59"/>
        <source>Roll</source>
        <translation>振った回数</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="111"/>
        <source>cannot be opened: %1</source>
        <extracomment>The file name ending of climbdesk saves. How many saves the list reads at most (newest first): a folder of thousands must not make the dialog slow to open.</extracomment>
        <translation>開けません：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="148"/>
        <location filename="../climbdesk/ui/open_dialog.py" line="155"/>
        <source>Open saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="149"/>
        <source>climbdesk games (*%1);;All files (*)</source>
        <translation>climbdesk ゲーム (*%1);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="156"/>
        <source>Saved games in %1:</source>
        <translation>%1 にある保存したゲーム：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="158"/>
        <source>No saved games in %1 yet.</source>
        <translation>%1 に保存したゲームはまだありません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="159"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="159"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="159"/>
        <source>Saved</source>
        <translation>保存日時</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="160"/>
        <source>Moves</source>
        <translation>操作数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="161"/>
        <source>Saved games</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/open_dialog.py" line="162"/>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="99"/>
        <source>Bot – %1</source>
        <translation>ボット – %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="100"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="108"/>
        <source>out of the game</source>
        <translation>脱落</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="110"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="113"/>
        <source>thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/player_panel.py" line="114"/>
        <source>to move</source>
        <translation>手番</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="99"/>
        <source>Off</source>
        <extracomment>Animation-speed slider steps (index -&gt; factor); 0 turns animations off.</extracomment>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="103"/>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="104"/>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="104"/>
        <source>Appearance:</source>
        <translation>外観：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="104"/>
        <source>Animation speed:</source>
        <translation>アニメーション速度：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="105"/>
        <source>Bot move pause:</source>
        <translation>ボットの手の間：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="105"/>
        <source>Colours:</source>
        <translation>色：</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="111"/>
        <source>System default</source>
        <translation>システムの設定</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="116"/>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="116"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="116"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="120"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="121"/>
        <source>How long a bot&apos;s move stays visible before it is played, so you can follow it.</source>
        <translation>ボットの手を確認できるよう、指す前に表示しておく時間。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/preferences.py" line="123"/>
        <source>Colour-blind-safe palette</source>
        <translation>色覚に配慮した配色</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="52"/>
        <source>The full rules page for this game is missing from this installation.</source>
        <translation>このゲームのルールページが見つかりません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="56"/>
        <source>Rules of %1</source>
        <translation>%1 のルール</translation>
    </message>
</context>
<context>
    <name>StairsBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/scene.py" line="273"/>
        <source>The lowest-piece rule: move a piece at height %1 first.</source>
        <translation>一番低い駒のルール：先に高さ%1の駒を動かしてください。</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="248"/>
        <source>Climbing board games for one screen. Pick a game to play against friends or bots.</source>
        <translation>1つの画面で遊ぶ登攀ボードゲーム。ゲームを選んで、友達やボットと対戦しよう。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="250"/>
        <source>Resume last game</source>
        <translation>前回のゲームを再開</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="251"/>
        <source>Open saved game…</source>
        <translation>保存したゲームを開く…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="252"/>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="253"/>
        <source>Preferences…</source>
        <translation>環境設定…</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/start_page.py" line="254"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="85"/>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="86"/>
        <source>Game / opponent</source>
        <translation>ゲーム／相手</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="86"/>
        <source>Played</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="87"/>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="95"/>
        <source>Pass and play</source>
        <translation>同じ端末で対戦</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="96"/>
        <source>Against %1 bots</source>
        <translation>ボット（%1）と対戦</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="100"/>
        <source>Player: %1</source>
        <translation>プレイヤー：%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="102"/>
        <source>solitaire best: %1 turns</source>
        <translation>ソロプレイのベスト：%1ターン</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/dialogs.py" line="110"/>
        <source>No finished games yet.</source>
        <translation>終了したゲームはまだありません。</translation>
    </message>
</context>
<context>
    <name>SummitBoard</name>
    <message>
        <location filename="../climbdesk/ui/boards/summit/scene.py" line="324"/>
        <source>Success!</source>
        <translation>成功！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/scene.py" line="327"/>
        <source>Failed!</source>
        <translation>失敗！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/scene.py" line="331"/>
        <source>Final score %1</source>
        <translation>最終得点 %1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/scene.py" line="336"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="49"/>
        <source>the ground</source>
        <translation>地上</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="50"/>
        <source>level %1</source>
        <translation>%1段</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="118"/>
        <source>Level %1</source>
        <translation>%1段目</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/paint.py" line="163"/>
        <source>Ground: scores nothing</source>
        <translation>地上：得点なし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="105"/>
        <source>pts</source>
        <translation>点</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="111"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="128"/>
        <source>No action is possible</source>
        <translation>可能なアクションはありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="130"/>
        <source>Pick a climber (ringed)</source>
        <translation>クライマーを選んでください（丸印）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="132"/>
        <source>%1 to play</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="140"/>
        <source>Click it, or drag it to where it should go.</source>
        <translation>クリックするか、行き先までドラッグしてください。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="150"/>
        <source>Last roll</source>
        <translation>前回の出目</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="160"/>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="161"/>
        <source>Failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="170"/>
        <source>Climb to level %1</source>
        <translation>%1段目へ登る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="172"/>
        <source>roll ≤%1</source>
        <translation>出目 ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="174"/>
        <source>Descend to the ground</source>
        <translation>地上へ下りる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="176"/>
        <source>Descend to level %1</source>
        <translation>%1段目へ下りる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="178"/>
        <source>no roll</source>
        <translation>ロールなし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="180"/>
        <source>Pull up by</source>
        <translation>引き上げ役</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="181"/>
        <source>to level %1, difference ≤%2</source>
        <translation>%1段目へ、差 ≤%2</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="184"/>
        <source>Shove down</source>
        <translation>突き落とす</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="185"/>
        <source>on level %1: beat their roll</source>
        <translation>%1段目：相手の出目を上回る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="187"/>
        <source>Drag down</source>
        <translation>引きずり下ろす</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="188"/>
        <source>from level %1: beat it by 2</source>
        <translation>%1段目から：2以上上回る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="199"/>
        <source>d%1 on %2</source>
        <translation>d%1（%2）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="211"/>
        <source>%1 more: click their targets on the mountain</source>
        <translation>ほか%1件：山の上の行き先をクリック</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="286"/>
        <source>Climb: roll ≤%1</source>
        <translation>登る：出目 ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="289"/>
        <source>Pull up: difference ≤%1</source>
        <translation>引き上げる：差 ≤%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="292"/>
        <source>Shove: yours must be higher</source>
        <translation>突き落とす：自分の出目が上回ること</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="294"/>
        <source>Drag: yours − 1 must be higher</source>
        <translation>引きずり下ろす：自分の出目−1が上回ること</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="298"/>
        <source>Climber</source>
        <translation>クライマー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="299"/>
        <source>Helper</source>
        <translation>引き上げ役</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="300"/>
        <source>Opponent</source>
        <translation>相手</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="350"/>
        <source>Succeeds as it stands</source>
        <translation>このままで成功</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="352"/>
        <source>Fails as it stands</source>
        <translation>このままでは失敗</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="354"/>
        <source>Fails: your tokens cannot save it</source>
        <translation>失敗：トークンでは挽回できません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="372"/>
        <source>→ %1: would succeed</source>
        <translation>→ %1：成功する</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="374"/>
        <source>→ %1: would still fail</source>
        <translation>→ %1：それでも失敗</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="382"/>
        <source>Final scores</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="403"/>
        <source>Confirm</source>
        <translation>確定</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="406"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="350"/>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="427"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="351"/>
        <source>Confirm the roll, or pass (while the cursor is hidden)</source>
        <translation>出目を確定、またはパス（カーソル非表示のとき）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="356"/>
        <source>Take that choice of the picked climber</source>
        <translation>選んだクライマーのその選択肢を選ぶ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="361"/>
        <source>Pay with a white, blue or red token (while lowering: lower the selected die)</source>
        <translation>白・青・赤のトークンで支払う（目を下げるときは選んだダイスを下げる）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/input.py" line="366"/>
        <source>Select the next die while lowering</source>
        <translation>目を下げるとき、次のダイスを選ぶ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="433"/>
        <source>Passing discards a token (white first).</source>
        <translation>パスするとトークンを1枚捨てます（白から）。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/panel.py" line="439"/>
        <source>Spend tokens to lower a die, then confirm.</source>
        <translation>トークンを使ってダイスを下げ、確定してください。</translation>
    </message>
</context>
<context>
    <name>ViewingBar</name>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="183"/>
        <source>Viewing the position after move %1 (read-only)</source>
        <translation>%1手目の後の局面を表示中（閲覧のみ）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/banners.py" line="185"/>
        <source>Back to the game</source>
        <translation>ゲームに戻る</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="15"/>
        <source>Stairs</source>
        <translation>ステアーズ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="16"/>
        <source>Kanare Kato</source>
        <translation>Kanare Kato</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="17"/>
        <source>Climb one step at a time, always with your lowest piece.</source>
        <translation>いつも一番低い駒で、一段ずつ登ろう。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="18"/>
        <source>Pie rule</source>
        <translation>パイルール</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="19"/>
        <source>After Light&apos;s first move, Dark may take over Light&apos;s side.</source>
        <translation>白の最初の手の後、黒は白の側と入れ替わることができます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="21"/>
        <source>{who} swaps colours (pie rule)</source>
        <translation>{who}が色を交換（パイルール）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="22"/>
        <source>{name} ({colour})</source>
        <translation>{name}（{colour}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="23"/>
        <source>Light</source>
        <translation>白</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="24"/>
        <source>Dark</source>
        <translation>黒</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="25"/>
        <source>{who} {move} (to height {height})</source>
        <translation>{who} {move}（高さ{height}へ）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="26"/>
        <source>{who} cannot move and passes</source>
        <translation>{who} は動かせないのでパス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="27"/>
        <source>no piece can move, so you pass</source>
        <translation>動かせる駒がないのでパスです</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="28"/>
        <source>move one of your lowest movable pieces (height {height})</source>
        <translation>動かせる駒のうち一番低いもの（高さ{height}）を1つ動かしてください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="29"/>
        <source>move one of your lowest movable pieces (height {height}), or swap colours</source>
        <translation>動かせる駒のうち一番低いもの（高さ{height}）を1つ動かすか、色を交換してください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="30"/>
        <source>swap</source>
        <translation>交換</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="31"/>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="15"/>
        <source>Can&apos;t Stop</source>
        <translation>キャントストップ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="16"/>
        <source>Sid Sackson</source>
        <translation>Sid Sackson</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="17"/>
        <source>Push your luck up eleven columns of dice sums.</source>
        <translation>運を試しながら、ダイスの合計を表す11本の列を登ろう。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="18"/>
        <source>Columns to win</source>
        <translation>勝利に必要な列数</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="19"/>
        <source>How many columns a player must win (capped by player count).</source>
        <translation>勝つために獲得する列の数（人数によって上限があります）。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="20"/>
        <source>Jumping</source>
        <translation>ジャンプ</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="21"/>
        <source>Climbers skip spaces that hold an opponent&apos;s base camp.</source>
        <translation>クライマーは相手のベースキャンプがあるマスを飛び越えます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="22"/>
        <source>Forced move</source>
        <translation>強制続行</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="23"/>
        <source>You may not stop while a climber shares a space with an opponent&apos;s base camp.</source>
        <translation>クライマーが相手のベースキャンプと同じマスにいる間は止められません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="25"/>
        <source>{who} rolls</source>
        <translation>{who}がダイスを振る</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="26"/>
        <source>{who} stops (camps on {columns})</source>
        <translation>{who}がストップ（{columns}にベースキャンプ）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="27"/>
        <source>{dice}: bust!</source>
        <translation>{dice}：バースト！</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="28"/>
        <source>{dice}</source>
        <translation>{dice}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="29"/>
        <source>{who} takes {sums}</source>
        <translation>{who}が{sums}を選択</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="30"/>
        <source>choose which sums to climb</source>
        <translation>登る合計を選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="31"/>
        <source>roll the dice</source>
        <translation>ダイスを振ってください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="32"/>
        <source>roll again: a climber shares a space with another player&apos;s camp</source>
        <translation>振り直してください：クライマーが他のプレイヤーのキャンプと同じマスにいます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="33"/>
        <source>roll again, or stop and bank your climbers</source>
        <translation>もう一度振るか、ストップしてクライマーを確定してください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="34"/>
        <source>Jumping and Forced move cannot be combined</source>
        <translation>ジャンプと強制続行は同時に使えません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="49"/>
        <source>{option}: players {first} and {second} cannot both choose {value}</source>
        <translation>{option}：プレイヤー{first}とプレイヤー{second}が同じ{value}を選ぶことはできません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="51"/>
        <source>unknown bot level {level} for {name}</source>
        <translation>{name} のボットの強さ {level} は不明です</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="52"/>
        <source>move {number} ({move}) does not fit the game: {error}</source>
        <translation>{number}手目（{move}）がゲームに合いません：{error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="53"/>
        <source>this is not a climbdesk saved game</source>
        <translation>climbdesk の保存ゲームではありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="54"/>
        <source>the saved game has no valid format version</source>
        <translation>保存ゲームに有効な形式バージョンがありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="55"/>
        <source>this game was saved by a newer climbdesk ({app}, format {version}); please update climbdesk to open it</source>
        <translation>このゲームは新しい climbdesk（{app}、形式 {version}）で保存されています。開くには climbdesk を更新してください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="56"/>
        <source>the saved game lacks its player count or seed</source>
        <translation>保存ゲームにプレイヤー数またはシードがありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="57"/>
        <source>the saved game lacks its seats or moves</source>
        <translation>保存ゲームに席または手がありません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="58"/>
        <source>the saved game lists {count} seats for {players} players</source>
        <translation>保存ゲームには {players} 人に対して {count} 席が記録されています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="59"/>
        <source>the saved game has bad options: {error}</source>
        <translation>保存ゲームのオプションが不正です：{error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="60"/>
        <source>the saved game&apos;s seed is damaged</source>
        <translation>保存ゲームのシードが壊れています</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="61"/>
        <source>move {number} is a hidden draw that does not fit the game</source>
        <translation>{number} 番目の操作（非公開の引き）がゲームと合いません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="63"/>
        <source>Undo would take back hidden information that {who} has already seen</source>
        <translation>{who} がすでに見た非公開の情報を取り消すことになるため、元に戻せません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="64"/>
        <source>the saved moves do not fit the game: {error}</source>
        <translation>保存された手がゲームに合いません：{error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="66"/>
        <source>{who} resigns</source>
        <translation>{who} が投了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="67"/>
        <source>The players agree to end the game here</source>
        <translation>合意によりここで終了</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="68"/>
        <source>{name} is too large to be a climbdesk file</source>
        <translation>{name} は climbdesk のファイルとしては大きすぎます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="69"/>
        <source>{name} does not exist</source>
        <translation>{name} は存在しません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="70"/>
        <source>{name} cannot be read: {error}</source>
        <translation>{name} を読み込めません：{error}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="71"/>
        <source>{name} is damaged (not valid JSON at line {line})</source>
        <translation>{name} は壊れています（{line} 行目が有効な JSON ではありません）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="78"/>
        <source>%2 resigned.</source>
        <extracomment>Outcome.reason keys any game may end with -&gt; sentence. %1 is the winner&apos;s name, %2 the ``detail`` given to :func:`reason_text` (solitaire: the number of turns). A game&apos;s own reasons are in its board registration.</extracomment>
        <translation>%2 が投了しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="87"/>
        <source>A player resigned.</source>
        <translation>プレイヤーが投了しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="146"/>
        <source>Player %1</source>
        <extracomment>The name a seat gets when the player leaves it blank. Saves keep it in English (a saved game must read the same whatever language it was made in); the screen shows it in the player&apos;s language through :func:`display_name`, so a German player sees &quot;Person 1&quot; and the same save shows &quot;Player 1&quot; after a switch to English.</extracomment>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="147"/>
        <source>%1 bot</source>
        <translation>ボット（%1）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="15"/>
        <source>Climb On! (dice)</source>
        <translation>クライムオン！（ダイス）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="16"/>
        <source>Jonathan Leistiko</source>
        <translation>Jonathan Leistiko</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="17"/>
        <source>Roll your dice team up a four-level peak; bigger dice score more but climb worse.</source>
        <translation>ダイスのチームを4段の山の上へ。大きなダイスほど得点は高いけれど、登るのは苦手。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="18"/>
        <source>Flexible Plans</source>
        <translation>フレキシブルプラン</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="19"/>
        <source>22 white tokens each; climbing or descending costs 1, a pull up 2, a shove or drag 3.</source>
        <translation>全員が白のトークンを22枚持ちます。登る・下りるは1枚、引き上げるは2枚、突き落とす・引きずり下ろすは3枚かかります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="20"/>
        <source>Helping Hands</source>
        <translation>ヘルピングハンド</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="21"/>
        <source>Start with 8 white, 5 blue and 2 red tokens.</source>
        <translation>白8枚、青5枚、赤2枚のトークンで始めます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="22"/>
        <source>Untied</source>
        <translation>引き分けなし</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="23"/>
        <source>Equal scores go to the highest climber, then to the single best-scoring climber.</source>
        <translation>合計が同じときは一番高い所にいるクライマーで、それも同じなら得点が一番高いクライマー1つで決めます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="24"/>
        <source>Climbers</source>
        <translation>クライマー</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="25"/>
        <source>Flexible Plans and Helping Hands cannot be combined</source>
        <translation>フレキシブルプランとヘルピングハンドは同時に使えません</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="26"/>
        <source>Custom Climbers: any six of d4, d6, d8, d10, d12 and d20; a die may appear more than once.</source>
        <translation>カスタムクライマー：d4、d6、d8、d10、d12、d20 から好きな6個を選びます。同じダイスを何個選んでもかまいません。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="28"/>
        <source>a white token</source>
        <translation>白のトークン1枚</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="29"/>
        <source>a blue token</source>
        <translation>青のトークン1枚</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="30"/>
        <source>a red token</source>
        <translation>赤のトークン1枚</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="31"/>
        <source>{n} white tokens</source>
        <translation>白のトークン{n}枚</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="32"/>
        <source>the ground</source>
        <translation>地上</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="33"/>
        <source>level {n}</source>
        <translation>{n}段目</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="34"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="35"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="36"/>
        <source>{who} tries to climb with the {die} from {src} to {dst}, paying {pay}</source>
        <translation>{who} は{pay}を払い、{die} で{src}から{dst}へ登ろうとする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="37"/>
        <source>{who} moves the {die} down from {src} to {dst}, paying {pay}</source>
        <translation>{who} は{pay}を払い、{die} を{src}から{dst}へ下ろす</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="38"/>
        <source>{who} tries to pull the {die} up to {dst} with the {helper}, paying {pay}</source>
        <translation>{who} は{pay}を払い、{helper} で {die} を{dst}へ引き上げようとする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="39"/>
        <source>{who} tries to shove {owner}&apos;s {victim} off {where} with the {die}, paying {pay}</source>
        <translation>{who} は{pay}を払い、{die} で{where}にいる {owner} の {victim} を突き落とそうとする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="40"/>
        <source>{who} tries to drag {owner}&apos;s {victim} down from {where} with the {die}, paying {pay}</source>
        <translation>{who} は{pay}を払い、{die} で{where}にいる {owner} の {victim} を引きずり下ろそうとする</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="41"/>
        <source>{who} cannot act and discards {pay}</source>
        <translation>{who} はアクションができないので{pay}を捨てる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="42"/>
        <source>{who} rolls {dice}</source>
        <translation>{who} が振る：{dice}</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="43"/>
        <source>{who} rolls {dice}: {outcome}</source>
        <translation>{who} が振る：{dice}（{outcome}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="44"/>
        <source>{who} lowers a {value} to {new} with {pay}</source>
        <translation>{who} は{pay}で{value}の目を{new}に下げる</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="45"/>
        <source>{who} accepts {dice}: {outcome}</source>
        <translation>{who} が {dice} で確定（{outcome}）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="46"/>
        <source>no action is possible, so you discard a token</source>
        <translation>できるアクションがないので、トークンを1枚捨てます</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="47"/>
        <source>choose a climber, an action and the token to pay with</source>
        <translation>クライマーとアクション、支払うトークンを選んでください</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="48"/>
        <source>lower a die with a token, or accept the roll (it succeeds)</source>
        <translation>トークンでダイスの目を下げるか、この目で確定してください（成功します）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="49"/>
        <source>lower a die with a token, or accept the roll (it fails)</source>
        <translation>トークンでダイスの目を下げるか、この目で確定してください（失敗します）</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="39"/>
        <source>%1 owns the highest piece.</source>
        <extracomment>This game&apos;s ``Outcome.reason`` keys -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 が一番高い駒を持っています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="40"/>
        <source>%1 has more pieces at the greatest height.</source>
        <translation>%1 は最も高い段に多くの駒があります。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="41"/>
        <source>%1 was first to have that many pieces at the greatest height.</source>
        <translation>%1 が先に最も高い段にその数の駒をそろえました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="79"/>
        <source>The game was ended by agreement and scored as it stood.</source>
        <translation>合意によりゲームを終了し、その時点の局面で判定しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="42"/>
        <source>%1 won the target number of columns.</source>
        <extracomment>This game&apos;s ``Outcome.reason`` keys -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 が目標の列数を獲得しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="81"/>
        <source>Solitaire finished in %2 turns.</source>
        <translation>ソロプレイを%2ターンで終えました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="57"/>
        <source>%1 scored the most points.</source>
        <extracomment>This game&apos;s ``Outcome.reason`` keys -&gt; sentence; %1 is the winners&apos; names.</extracomment>
        <translation>%1 が最も多く得点しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="58"/>
        <source>Scores were tied; %1 has the highest climber.</source>
        <translation>同点でしたが、%1 のクライマーが一番高い所にいます。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="59"/>
        <source>Scores were tied; %1 has the single best-scoring climber.</source>
        <translation>同点でしたが、%1 が得点の一番高いクライマーを持っています。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="86"/>
        <source>Solitaire game finished.</source>
        <extracomment>Used instead of a SHARED_REASONS sentence that needs %2 when no ``detail`` is given.</extracomment>
        <translation>ソロプレイが終了しました。</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/stairs/strings.py" line="35"/>
        <source>Highest piece</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>一番高い駒</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/cantstop/strings.py" line="38"/>
        <source>Columns won</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>獲得した列</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/boards/summit/strings.py" line="53"/>
        <source>Points</source>
        <extracomment>What ``Outcome.scores`` mean, for the player panel.</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="91"/>
        <source>Score</source>
        <extracomment>The player panel&apos;s score label for a game whose board declares none.</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="94"/>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="95"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location filename="../climbdesk/ui/strings.py" line="96"/>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
</context>
</TS>

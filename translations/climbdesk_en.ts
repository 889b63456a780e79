<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>LibraryDialog</name>
    <message numerus="yes">
        <location filename="../climbdesk/ui/library_dialog.py" line="190"/>
        <source>%n games</source>
        <extracomment>Games deleted in this dialog, the last one last: Undo brings them back in turn.</extracomment>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../climbdesk/ui/main_window.py" line="131"/>
        <source>You have an unfinished game of %1 (%2, %n moves played). Resume it?</source>
        <translation>
            <numerusform>You have an unfinished game of %1 (%2, %n move played). Resume it?</numerusform>
            <numerusform>You have an unfinished game of %1 (%2, %n moves played). Resume it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message numerus="yes">
        <location filename="../climbdesk/ui/end_of_game.py" line="195"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/end_of_game.py" line="198"/>
        <source>%n moves in %1 rounds</source>
        <translation>
            <numerusform>%n move in %1 rounds</numerusform>
            <numerusform>%n moves in %1 rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../climbdesk/ui/end_of_game.py" line="201"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
</TS>

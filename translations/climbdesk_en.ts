<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>LibraryDialog</name>
    <message numerus="yes">
        <location filename="../climbdesk/ui/library_dialog.py" line="281"/>
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../climbdesk/ui/main_window.py" line="282"/>
        <source>You have an unfinished game of %1 (%2, %n moves played). Resume it?</source>
        <translation>
            <numerusform>You have an unfinished game of %1 (%2, %n move played). Resume it?</numerusform>
            <numerusform>You have an unfinished game of %1 (%2, %n moves played). Resume it?</numerusform>
        </translation>
    </message>
</context>
</TS>

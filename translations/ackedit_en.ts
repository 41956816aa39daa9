<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>FindingList</name>
        <message numerus="yes">
            <source>%n more finding(s) of this rule not listed</source>
            <translation>
                <numerusform>%n more finding of this rule not listed</numerusform>
                <numerusform>%n more findings of this rule not listed</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>UndoCommands</name>
        <message numerus="yes">
            <source>Move %n node(s)</source>
            <translation>
                <numerusform>Move %n node</numerusform>
                <numerusform>Move %n nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Interpolate %n frame(s)</source>
            <translation>
                <numerusform>Interpolate %n frame</numerusform>
                <numerusform>Interpolate %n frames</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Duplicate %n frame(s)</source>
            <translation>
                <numerusform>Duplicate %n frame</numerusform>
                <numerusform>Duplicate %n frames</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n frame(s)</source>
            <translation>
                <numerusform>Delete %n frame</numerusform>
                <numerusform>Delete %n frames</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n frame(s)</source>
            <translation>
                <numerusform>Move %n frame</numerusform>
                <numerusform>Move %n frames</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ValidationRules</name>
        <message numerus="yes">
            <source>Texture "%1" is in none of the level's readable WADs (%n WAD(s) missing)</source>
            <translation>
                <numerusform>Texture "%1" is in none of the level's readable WADs (%n WAD missing)</numerusform>
                <numerusform>Texture "%1" is in none of the level's readable WADs (%n WADs missing)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::app::MainWindow</name>
        <message numerus="yes">
            <source>Restored %n document(s); save to keep the changes.</source>
            <translation>
                <numerusform>Restored %n document; save to keep the changes.</numerusform>
                <numerusform>Restored %n documents; save to keep the changes.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::app::RecoveryDialog</name>
        <message numerus="yes">
            <source>ackedit did not close normally. Unsaved changes to %n document(s) were kept:</source>
            <translation>
                <numerusform>ackedit did not close normally. Unsaved changes to %n document were kept:</numerusform>
                <numerusform>ackedit did not close normally. Unsaved changes to %n documents were kept:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::document::ModelDocument</name>
        <message numerus="yes">
            <source>Frame names have at most %n characters in this format</source>
            <translation>
                <numerusform>Frame names have at most %n characters in this format</numerusform>
                <numerusform>Frame names have at most %n characters in this format</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>These names have at most %n characters in this format</source>
            <translation>
                <numerusform>These names have at most %n characters in this format</numerusform>
                <numerusform>These names have at most %n characters in this format</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::widgets::BuildDialog</name>
        <message numerus="yes">
            <source>%1: %n block(s), %2 triangles, %3 textures, %4 lightmap pages, %5 warnings, %6 s</source>
            <translation>
                <numerusform>%1: %n block, %2 triangles, %3 textures, %4 lightmap pages, %5 warnings, %6 s</numerusform>
                <numerusform>%1: %n blocks, %2 triangles, %3 textures, %4 lightmap pages, %5 warnings, %6 s</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::widgets::FrameTreeModel</name>
        <message numerus="yes">
            <source>%1 (%n frame(s))</source>
            <translation>
                <numerusform>%1 (%n frame)</numerusform>
                <numerusform>%1 (%n frames)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::widgets::InterpolateDialog</name>
        <message numerus="yes">
            <source>%n later frame(s) of the animation are renumbered.</source>
            <translation>
                <numerusform>%n later frame of the animation are renumbered.</numerusform>
                <numerusform>%n later frames of the animation are renumbered.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::widgets::IssuesDock</name>
        <message numerus="yes">
            <source>%n error(s)</source>
            <translation>
                <numerusform>%n error</numerusform>
                <numerusform>%n errors</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n warning(s)</source>
            <translation>
                <numerusform>%n warning</numerusform>
                <numerusform>%n warnings</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n info</source>
            <translation>
                <numerusform>%n info</numerusform>
                <numerusform>%n info</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::widgets::LevelEditor</name>
        <message numerus="yes">
            <source>%n group(s)</source>
            <translation>
                <numerusform>%n group</numerusform>
                <numerusform>%n groups</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n block(s)</source>
            <translation>
                <numerusform>%n block</numerusform>
                <numerusform>%n blocks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n entity(ies)</source>
            <translation>
                <numerusform>%n entity</numerusform>
                <numerusform>%n entities</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n light(s)</source>
            <translation>
                <numerusform>%n light</numerusform>
                <numerusform>%n lights</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n sound(s)</source>
            <translation>
                <numerusform>%n sound</numerusform>
                <numerusform>%n sounds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n position(s)</source>
            <translation>
                <numerusform>%n position</numerusform>
                <numerusform>%n positions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n path(s)</source>
            <translation>
                <numerusform>%n path</numerusform>
                <numerusform>%n paths</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 · %2 · %n object(s)</source>
            <translation>
                <numerusform>%1 · %2 · %n object</numerusform>
                <numerusform>%1 · %2 · %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n block(s) textured %1</source>
            <translation>
                <numerusform>%n block textured %1</numerusform>
                <numerusform>%n blocks textured %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> · %n hidden (Ctrl+Alt+H shows all)</source>
            <translation>
                <numerusform> · %n hidden (Ctrl+Alt+H shows all)</numerusform>
                <numerusform> · %n hidden (Ctrl+Alt+H shows all)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::widgets::ModelEditor</name>
        <message numerus="yes">
            <source>%1 · %2 · %n frame(s)</source>
            <translation>
                <numerusform>%1 · %2 · %n frame</numerusform>
                <numerusform>%1 · %2 · %n frames</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n skin file(s) missing</source>
            <translation>
                <numerusform>%n skin file missing</numerusform>
                <numerusform>%n skin files missing</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::widgets::PropertyPanel</name>
        <message numerus="yes">
            <source>%n node(s) selected</source>
            <translation>
                <numerusform>%n node selected</numerusform>
                <numerusform>%n nodes selected</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::widgets::TextureSheetEditor</name>
        <message numerus="yes">
            <source>%1 · %2 · %n texture(s)</source>
            <translation>
                <numerusform>%1 · %2 · %n texture</numerusform>
                <numerusform>%1 · %2 · %n textures</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ackedit::widgets::TransformDock</name>
        <message numerus="yes">
            <source>Selected vertices: %n</source>
            <translation>
                <numerusform>Selected vertices: %n</numerusform>
                <numerusform>Selected vertices: %n</numerusform>
            </translation>
        </message>
    </context>
</TS>

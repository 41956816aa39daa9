<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AtomicFile</name>
    <message>
        <source>not every byte could be written</source>
        <translation>nicht jedes Byte konnte geschrieben werden</translation>
    </message>
</context>
<context>
    <name>Build</name>
    <message>
        <source>Block %1: face %2 has no area</source>
        <translation>Block %1: Fläche %2 hat keinen Flächeninhalt</translation>
    </message>
    <message>
        <source>Block %1 is not convex (a corner lies %2 units outside a face): it is built as what its faces&apos; planes enclose</source>
        <translation>Block %1 ist nicht konvex (eine Ecke liegt %2 Einheiten außerhalb einer Fläche): gebaut wird, was die Ebenen seiner Flächen einschließen</translation>
    </message>
    <message>
        <source>Block %1: %2</source>
        <translation>Block %1: %2</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Editor for 3D GameStudio (Acknex) models, terrains and levels.</source>
        <translation>Editor für Modelle, Terrains und Level von 3D GameStudio (Acknex).</translation>
    </message>
    <message>
        <source>Open the FILEs (or the demo), save a PNG of the whole window, showing the last one, to OUT and exit.</source>
        <translation>Die DATEIen (oder die Demo) öffnen, ein PNG des ganzen Fensters mit der letzten davon nach AUSGABE speichern und beenden.</translation>
    </message>
    <message>
        <source>Window size, e.g. 1280x800.</source>
        <translation>Fenstergröße, z. B. 1280x800.</translation>
    </message>
    <message>
        <source>Once the window is ready, open each FILE in turn, print the milliseconds from the open request to the first rendered frame, and exit.</source>
        <translation>Sobald das Fenster bereit ist, jede DATEI der Reihe nach öffnen, die Millisekunden vom Öffnen bis zum ersten gezeichneten Bild ausgeben und beenden.</translation>
    </message>
    <message>
        <source>For tests: once each document has opened, make one known edit (a model moves by DX,DY,DZ; see testedit.h), leaving unsaved changes.</source>
        <translation>Für Tests: nach dem Öffnen jedes Dokuments eine bekannte Änderung vornehmen (ein Modell wird um DX,DY,DZ verschoben; siehe testedit.h), die ungespeichert bleibt.</translation>
    </message>
    <message>
        <source>Models, terrains or levels to open, one tab each (default: the demo).</source>
        <translation>Zu öffnende Modelle, Terrains oder Level, je ein Tab (Vorgabe: die Demo).</translation>
    </message>
    <message>
        <source>Invalid --size &quot;%1&quot;: expected WxH, e.g. 1280x800.</source>
        <translation>Ungültiges --size &quot;%1&quot;: erwartet wird BxH, z. B. 1280x800.</translation>
    </message>
    <message>
        <source>Invalid --test-edit &quot;%1&quot;: expected DX,DY,DZ.</source>
        <translation>Ungültiges --test-edit &quot;%1&quot;: erwartet wird DX,DY,DZ.</translation>
    </message>
    <message>
        <source>--screenshot needs an output file name.</source>
        <translation>--screenshot braucht einen Namen für die Ausgabedatei.</translation>
    </message>
    <message>
        <source>--measure-open and --screenshot cannot be combined.</source>
        <translation>--measure-open und --screenshot lassen sich nicht kombinieren.</translation>
    </message>
    <message>
        <source>--measure-open needs at least one FILE.</source>
        <translation>--measure-open braucht mindestens eine DATEI.</translation>
    </message>
</context>
<context>
    <name>FileFilters</name>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>Terrains</source>
        <translation>Terrains</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Level sources</source>
        <translation>Level-Quellen</translation>
    </message>
    <message>
        <source>Textures</source>
        <translation>Texturen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>Alle unterstützten Dateien (%1)</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>No quick fix for this finding</source>
        <translation>Für diesen Befund gibt es keine Schnellkorrektur</translation>
    </message>
</context>
<context>
    <name>FindingList</name>
    <message numerus="yes">
        <source>%n more finding(s) of this rule not listed</source>
        <translation>
            <numerusform>%n weiterer Befund dieser Regel nicht aufgeführt</numerusform>
            <numerusform>%n weitere Befunde dieser Regel nicht aufgeführt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeightmapImage</name>
    <message>
        <source>Cannot read heightmap %1: %2</source>
        <translation>Heightmap %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write heightmap %1: %2</source>
        <translation>Heightmap %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>empty grid</source>
        <translation>leeres Raster</translation>
    </message>
</context>
<context>
    <name>HmpEmbeddedSkins</name>
    <message>
        <source>This terrain cannot store a %1x%2 skin of type %3</source>
        <translation>Dieses Terrain kann keinen Skin mit %1x%2 vom Typ %3 speichern</translation>
    </message>
    <message>
        <source>This terrain cannot store a skin of type %1</source>
        <translation>Dieses Terrain kann keinen Skin vom Typ %1 speichern</translation>
    </message>
    <message>
        <source>This terrain cannot store skin type %1</source>
        <translation>Dieses Terrain kann den Skin-Typ %1 nicht speichern</translation>
    </message>
    <message>
        <source>Every skin of this terrain is %1x%2</source>
        <translation>Jeder Skin dieses Terrains ist %1x%2</translation>
    </message>
    <message>
        <source>Another skin reuses the image of skin %1: delete it first</source>
        <translation>Ein anderer Skin verwendet das Bild von Skin %1: löschen Sie ihn zuerst</translation>
    </message>
    <message>
        <source>The skin of an HMP4 mesh terrain keeps its size: its UVs are stored in its pixels</source>
        <translation>Der Skin eines HMP4-Mesh-Terrains behält seine Größe: seine UVs sind in seinen Pixeln gespeichert</translation>
    </message>
</context>
<context>
    <name>Interchange</name>
    <message>
        <source>embedded image %1</source>
        <translation>eingebettetes Bild %1</translation>
    </message>
    <message>
        <source>its embedded image (%1) cannot be read</source>
        <translation>ihr eingebettetes Bild (%1) kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the texture %1 is missing (looked in %2)</source>
        <translation>die Textur %1 fehlt (gesucht in %2)</translation>
    </message>
    <message>
        <source>the texture %1 cannot be read as an image</source>
        <translation>die Textur %1 kann nicht als Bild gelesen werden</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot export to .%2 files; use .glb (glTF 2) or .obj</source>
        <translation>%1: in .%2-Dateien kann nicht exportiert werden; .glb (glTF 2) oder .obj verwenden</translation>
    </message>
    <message>
        <source>%1: an OBJ file holds one frame; export every frame to a .glb file</source>
        <translation>%1: eine OBJ-Datei enthält nur einen Frame; alle Frames in eine .glb-Datei exportieren</translation>
    </message>
    <message>
        <source>%1: has no frame %2 (frames 0 to %3)</source>
        <translation>%1: hat keinen Frame %2 (Frames 0 bis %3)</translation>
    </message>
    <message>
        <source>%1: the frames do not share one vertex list</source>
        <translation>%1: die Frames haben keine gemeinsame Vertexliste</translation>
    </message>
    <message>
        <source>%1: there are no triangles to export</source>
        <translation>%1: es gibt keine Dreiecke zu exportieren</translation>
    </message>
    <message>
        <source>%1: cannot be exported: %2</source>
        <translation>%1: kann nicht exportiert werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: is a Gamestudio %2 file; open it instead of importing it</source>
        <translation>%1: ist eine Gamestudio-%2-Datei; öffnen statt importieren</translation>
    </message>
    <message>
        <source>%1: cannot be imported: %2</source>
        <translation>%1: kann nicht importiert werden: %2</translation>
    </message>
    <message>
        <source>animation %1</source>
        <translation>Animation %1</translation>
    </message>
    <message>
        <source>material %1: %2</source>
        <translation>Material %1: %2</translation>
    </message>
    <message>
        <source>%1: holds no mesh with triangles</source>
        <translation>%1: enthält kein Mesh mit Dreiecken</translation>
    </message>
    <message>
        <source>%1: the scale must be above 0 and the rate between 0 and 1000 frames per second</source>
        <translation>%1: der Maßstab muss über 0 liegen und die Rate zwischen 0 und 1000 Frames pro Sekunde</translation>
    </message>
    <message>
        <source>%1: import cancelled</source>
        <translation>%1: Import abgebrochen</translation>
    </message>
    <message>
        <source>%1: mesh %2 has %3 vertices and %4 UVs; an MDL7 group holds at most 65,535 of each</source>
        <translation>%1: Mesh %2 hat %3 Vertices und %4 UVs; eine MDL7-Gruppe fasst höchstens je 65.535</translation>
    </message>
</context>
<context>
    <name>Mdl7EmbeddedSkins</name>
    <message>
        <source>This model cannot store a %1x%2 skin of type %3</source>
        <translation>Dieses Modell kann keinen Skin mit %1x%2 vom Typ %3 speichern</translation>
    </message>
    <message>
        <source>Skin %1 reuses the image of skin %2: delete it first</source>
        <translation>Skin %1 verwendet das Bild von Skin %2: löschen Sie ihn zuerst</translation>
    </message>
    <message>
        <source>Skins move only among the skins of their own group</source>
        <translation>Skins lassen sich nur innerhalb der Skins ihrer eigenen Gruppe verschieben</translation>
    </message>
</context>
<context>
    <name>Mdl7ModelDocument</name>
    <message>
        <source>This frame is posed by bones: the engine moves the model&apos;s rest vertices with the bones, so an edit changes the rest pose and every frame follows.</source>
        <translation>Dieser Frame wird von Bones gestellt: die Engine bewegt die Vertices der Ruhepose mit den Bones, eine Änderung ändert also die Ruhepose, und jeder Frame folgt ihr.</translation>
    </message>
</context>
<context>
    <name>MdlEmbeddedSkins</name>
    <message>
        <source>This model cannot store a %1x%2 skin of type %3</source>
        <translation>Dieses Modell kann keinen Skin mit %1x%2 vom Typ %3 speichern</translation>
    </message>
    <message>
        <source>An MDL5 model keeps at least one skin: its UVs are measured in the first skin&apos;s pixels</source>
        <translation>Ein MDL5-Modell behält mindestens einen Skin: seine UVs werden in Pixeln des ersten Skins gemessen</translation>
    </message>
</context>
<context>
    <name>ModelConvert</name>
    <message>
        <source>skin %1 has no pixels that can be read: left out</source>
        <translation>Skin %1 hat keine lesbaren Pixel: weggelassen</translation>
    </message>
    <message>
        <source>skin %1: 8-bit palette pixels stored as RGB888 (same colours)</source>
        <translation>Skin %1: 8-Bit-Palettenpixel als RGB888 gespeichert (gleiche Farben)</translation>
    </message>
    <message>
        <source>frame %1 has another vertex count than frame 0</source>
        <translation>Frame %1 hat eine andere Vertexzahl als Frame 0</translation>
    </message>
    <message>
        <source>%1 vertices: an MDL7 group holds at most 65,535</source>
        <translation>%1 Vertices: eine MDL7-Gruppe fasst höchstens 65.535</translation>
    </message>
    <message>
        <source>normals computed by MDL7&apos;s rule</source>
        <translation>Normalen nach der MDL7-Regel berechnet</translation>
    </message>
    <message>
        <source>Quake frame groups become single frames</source>
        <translation>Quake-Framegruppen werden einzelne Frames</translation>
    </message>
    <message>
        <source>frame %1 is posed by bones, which MDL5 does not have</source>
        <translation>Frame %1 wird von Bones gestellt, die MDL5 nicht kennt</translation>
    </message>
    <message>
        <source>skin %1 is not an embedded pixel image (DDS, external file or reference)</source>
        <translation>Skin %1 ist kein eingebettetes Pixelbild (DDS, externe Datei oder Verweis)</translation>
    </message>
    <message>
        <source>skin %1 is %2x%3 but skin 0 is %4x%5: MDL5 skins share one size</source>
        <translation>Skin %1 ist %2x%3, Skin 0 aber %4x%5: MDL5-Skins haben eine gemeinsame Größe</translation>
    </message>
    <message>
        <source>%1 vertices: MDL5 holds at most 65,535</source>
        <translation>%1 Vertices: MDL5 fasst höchstens 65.535</translation>
    </message>
    <message>
        <source>UV %1 (%2, %3) is not on a whole texel of the %4x%5 skin: MDL5 stores texels</source>
        <translation>UV %1 (%2, %3) liegt nicht auf einem ganzen Texel des %4x%5-Skins: MDL5 speichert Texel</translation>
    </message>
    <message>
        <source>positions packed into 16 bits per axis: largest error %1 units</source>
        <translation>Positionen in 16 Bit pro Achse gepackt: größter Fehler %1 Einheiten</translation>
    </message>
    <message>
        <source>%1 groups merged into one mesh</source>
        <translation>%1 Gruppen zu einem Mesh zusammengefasst</translation>
    </message>
    <message>
        <source>%1 is not a model</source>
        <translation>%1 ist kein Modell</translation>
    </message>
    <message>
        <source>already %1</source>
        <translation>bereits %1</translation>
    </message>
    <message>
        <source>only MDL7 models are converted to MDL5</source>
        <translation>nur MDL7-Modelle werden in MDL5 umgewandelt</translation>
    </message>
    <message>
        <source>unknown target %1 (MDL7 or MDL5)</source>
        <translation>unbekanntes Ziel %1 (MDL7 oder MDL5)</translation>
    </message>
</context>
<context>
    <name>SceneDocument</name>
    <message>
        <source>The position is not a finite number</source>
        <translation>Die Position ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>A size is for a block, and positive</source>
        <translation>Eine Größe gilt nur für einen Block und ist positiv</translation>
    </message>
    <message>
        <source>A texture is for a block</source>
        <translation>Eine Textur gilt nur für einen Block</translation>
    </message>
    <message>
        <source>%1 values for %2 nodes</source>
        <translation>%1 Werte für %2 Knoten</translation>
    </message>
    <message>
        <source>No such node: %1</source>
        <translation>Kein solcher Knoten: %1</translation>
    </message>
    <message>
        <source>Nothing that can be deleted</source>
        <translation>Nichts, was gelöscht werden kann</translation>
    </message>
    <message>
        <source>%1 cannot be deleted</source>
        <translation>%1 kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>Nothing that can be duplicated</source>
        <translation>Nichts, was dupliziert werden kann</translation>
    </message>
    <message>
        <source>None of the selected nodes has a %1 to change</source>
        <translation>Keiner der ausgewählten Knoten hat ein Feld „%1“ zum Ändern</translation>
    </message>
    <message>
        <source>The new %1 is not a finite number</source>
        <translation>Der neue Wert für %1 ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>None of the selected nodes can be moved</source>
        <translation>Keiner der ausgewählten Knoten kann verschoben werden</translation>
    </message>
</context>
<context>
    <name>TerrainImportCommand</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: a %2 × %3 heightmap does not fit this terrain</source>
        <translation>%1: eine Heightmap mit %2 × %3 passt nicht zu diesem Terrain</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message numerus="yes">
        <source>Delete %n frame(s)</source>
        <translation>
            <numerusform>%n Frame löschen</numerusform>
            <numerusform>%n Frames löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n frame(s)</source>
        <translation>
            <numerusform>%n Frame verschieben</numerusform>
            <numerusform>%n Frames verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename animation %1</source>
        <translation>Animation %1 umbenennen</translation>
    </message>
    <message numerus="yes">
        <source>Interpolate %n frame(s)</source>
        <translation>
            <numerusform>%n Frame interpolieren</numerusform>
            <numerusform>%n Frames interpolieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n frame(s)</source>
        <translation>
            <numerusform>%n Frame duplizieren</numerusform>
            <numerusform>%n Frames duplizieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Word packing for frame %1</source>
        <translation>Word-Packung für Frame %1</translation>
    </message>
    <message>
        <source>Byte packing for frame %1</source>
        <translation>Byte-Packung für Frame %1</translation>
    </message>
    <message>
        <source>Rename frame %1 to %2</source>
        <translation>Frame %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Recentre</source>
        <translation>Zentrieren</translation>
    </message>
    <message>
        <source>Mirror on X</source>
        <translation>An X spiegeln</translation>
    </message>
    <message>
        <source>Mirror on Y</source>
        <translation>An Y spiegeln</translation>
    </message>
    <message>
        <source>Mirror on Z</source>
        <translation>An Z spiegeln</translation>
    </message>
    <message>
        <source>Rename skin %1 to %2</source>
        <translation>Skin %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Rename group %1 to %2</source>
        <translation>Gruppe %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Rename bone %1 to %2</source>
        <translation>Bone %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Delete triangle %1 of group %2</source>
        <translation>Dreieck %1 der Gruppe %2 löschen</translation>
    </message>
    <message>
        <source>Delete triangle %1</source>
        <translation>Dreieck %1 löschen</translation>
    </message>
    <message>
        <source>Move UVs</source>
        <translation>UVs verschieben</translation>
    </message>
    <message>
        <source>Rotate UVs</source>
        <translation>UVs drehen</translation>
    </message>
    <message>
        <source>Scale UVs</source>
        <translation>UVs skalieren</translation>
    </message>
    <message>
        <source>Mirror UVs vertically</source>
        <translation>UVs vertikal spiegeln</translation>
    </message>
    <message>
        <source>Mirror UVs horizontally</source>
        <translation>UVs horizontal spiegeln</translation>
    </message>
    <message>
        <source>Move Vertices</source>
        <translation>Vertices verschieben</translation>
    </message>
    <message>
        <source>Rotate Vertices</source>
        <translation>Vertices drehen</translation>
    </message>
    <message>
        <source>Scale Vertices</source>
        <translation>Vertices skalieren</translation>
    </message>
    <message>
        <source>node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message numerus="yes">
        <source>Move %n node(s)</source>
        <translation>
            <numerusform>%n Knoten verschieben</numerusform>
            <numerusform>%n Knoten verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppieren</translation>
    </message>
    <message>
        <source>Ungroup</source>
        <translation>Gruppierung aufheben</translation>
    </message>
    <message>
        <source>Erase skin</source>
        <translation>Skin radieren</translation>
    </message>
    <message>
        <source>Soften skin</source>
        <translation>Skin weichzeichnen</translation>
    </message>
    <message>
        <source>Fill skin</source>
        <translation>Skin füllen</translation>
    </message>
    <message>
        <source>Paint skin</source>
        <translation>Skin malen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Flatten terrain</source>
        <translation>Terrain ebnen</translation>
    </message>
    <message>
        <source>Move terrain</source>
        <translation>Terrain verschieben</translation>
    </message>
    <message>
        <source>Roughen terrain</source>
        <translation>Terrain aufrauen</translation>
    </message>
    <message>
        <source>Lower terrain</source>
        <translation>Terrain absenken</translation>
    </message>
    <message>
        <source>Raise terrain</source>
        <translation>Terrain anheben</translation>
    </message>
    <message>
        <source>Set terrain height</source>
        <translation>Terrainhöhe setzen</translation>
    </message>
    <message>
        <source>Smooth terrain</source>
        <translation>Terrain glätten</translation>
    </message>
    <message>
        <source>Import heightmap</source>
        <translation>Heightmap importieren</translation>
    </message>
    <message>
        <source>New terrain %1 × %2</source>
        <translation>Neues Terrain %1 × %2</translation>
    </message>
    <message>
        <source>Resize terrain to %1 × %2</source>
        <translation>Terraingröße auf %1 × %2 ändern</translation>
    </message>
    <message>
        <source>Transform Global</source>
        <translation>Global transformieren</translation>
    </message>
    <message>
        <source>Duplicate frame %1</source>
        <translation>Frame %1 duplizieren</translation>
    </message>
    <message>
        <source>Insert frame %1</source>
        <translation>Frame %1 einfügen</translation>
    </message>
    <message>
        <source>Delete frame %1</source>
        <translation>Frame %1 löschen</translation>
    </message>
    <message>
        <source>Move frame %1</source>
        <translation>Frame %1 verschieben</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <source>Add blank skin</source>
        <translation>Leeren Skin hinzufügen</translation>
    </message>
    <message>
        <source>Import skin</source>
        <translation>Skin importieren</translation>
    </message>
    <message>
        <source>Duplicate skin</source>
        <translation>Skin duplizieren</translation>
    </message>
    <message>
        <source>Delete skin</source>
        <translation>Skin löschen</translation>
    </message>
    <message>
        <source>Move skin</source>
        <translation>Skin verschieben</translation>
    </message>
    <message>
        <source>Resize skin</source>
        <translation>Skin-Größe ändern</translation>
    </message>
</context>
<context>
    <name>ValidationRules</name>
    <message>
        <source>%1 file name &quot;%2&quot; has %3 characters; its field holds %4</source>
        <translation>Dateiname von %1 &quot;%2&quot; hat %3 Zeichen; sein Feld fasst %4</translation>
    </message>
    <message>
        <source>%1 uses &quot;%2&quot;, which is in none of the folders the engine searches (%3)</source>
        <translation>%1 verwendet &quot;%2&quot;, das in keinem der Ordner liegt, die die Engine durchsucht (%3)</translation>
    </message>
    <message>
        <source>Frame %1</source>
        <translation>Frame %1</translation>
    </message>
    <message>
        <source>Skin %1 external texture</source>
        <translation>Externe Textur von Skin %1</translation>
    </message>
    <message>
        <source>Skin %1 effect</source>
        <translation>Effekt von Skin %1</translation>
    </message>
    <message>
        <source>The terrain grid is %1 x %2 vertices: a terrain needs at least 2 x 2</source>
        <translation>Das Terrain-Gitter hat %1 x %2 Vertices: ein Terrain braucht mindestens 2 x 2</translation>
    </message>
    <message>
        <source>The terrain has %1 x %2 squares, not multiples of terrain_chunk (default %3): the engine leaves unchunked mesh stripes at the edges. Use %4 x %5 squares, set terrain_chunk to a divisor, or end the file name with &quot;_n&quot; for an unchunked terrain</source>
        <translation>Das Terrain hat %1 x %2 Quadrate, keine Vielfachen von terrain_chunk (Vorgabe %3): die Engine lässt an den Rändern Streifen ohne Chunks. Verwenden Sie %4 x %5 Quadrate, setzen Sie terrain_chunk auf einen Teiler, oder lassen Sie den Dateinamen für ein Terrain ohne Chunks auf &quot;_n&quot; enden</translation>
    </message>
    <message>
        <source>%1 %2 &quot;%3&quot;</source>
        <translation>%1 %2 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1 file name &quot;%2&quot; has %3 characters; its %4-byte field holds %5 (the rest runs into the next field)</source>
        <translation>Dateiname von %1 &quot;%2&quot; hat %3 Zeichen; sein %4-Byte-Feld fasst %5 (der Rest läuft ins nächste Feld)</translation>
    </message>
    <message>
        <source>Store %1 in a 372-byte entity record, whose file field holds 32 characters</source>
        <translation>%1 in einem 372-Byte-Entity-Datensatz speichern, dessen Dateifeld 32 Zeichen fasst</translation>
    </message>
    <message>
        <source>The level changed since it was checked; check it again</source>
        <translation>Das Level hat sich seit der Prüfung geändert; prüfen Sie es erneut</translation>
    </message>
    <message>
        <source>not found in %1</source>
        <translation>nicht gefunden in %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a WAD</source>
        <translation>%1 ist keine WAD</translation>
    </message>
    <message>
        <source>WAD %1 &quot;%2&quot; cannot be read (%3): its textures cannot be checked</source>
        <translation>WAD %1 &quot;%2&quot; kann nicht gelesen werden (%3): ihre Texturen können nicht geprüft werden</translation>
    </message>
    <message>
        <source>Texture &quot;%1&quot; is used, but the level lists no WAD</source>
        <translation>Textur &quot;%1&quot; wird verwendet, aber das Level nennt keine WAD</translation>
    </message>
    <message numerus="yes">
        <source>Texture &quot;%1&quot; is in none of the level&apos;s readable WADs (%n WAD(s) missing)</source>
        <translation>
            <numerusform>Textur &quot;%1&quot; ist in keiner der lesbaren WADs des Levels (%n WAD fehlt)</numerusform>
            <numerusform>Textur &quot;%1&quot; ist in keiner der lesbaren WADs des Levels (%n WADs fehlen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a model document</source>
        <translation>Kein Modell-Dokument</translation>
    </message>
    <message>
        <source>Rename %1 to &quot;%2&quot;</source>
        <translation>%1 in &quot;%2&quot; umbenennen</translation>
    </message>
    <message>
        <source>The model changed since it was checked; check it again</source>
        <translation>Das Modell hat sich seit der Prüfung geändert; prüfen Sie es erneut</translation>
    </message>
    <message>
        <source>Delete triangle %1 of group %2</source>
        <translation>Dreieck %1 der Gruppe %2 löschen</translation>
    </message>
    <message>
        <source>Delete triangle %1</source>
        <translation>Dreieck %1 löschen</translation>
    </message>
    <message>
        <source>Frame %1 name &quot;%2&quot; has %3 characters: it fills the 16-byte field without a terminating NUL, and engines that copy it as a C string read past it (at most %4 characters are safe)</source>
        <translation>Der Name &quot;%2&quot; von Frame %1 hat %3 Zeichen: er füllt das 16-Byte-Feld ohne abschließendes NUL, und Engines, die ihn als C-String kopieren, lesen darüber hinaus (höchstens %4 Zeichen sind sicher)</translation>
    </message>
    <message>
        <source>Rename frame %1 to &quot;%2&quot;</source>
        <translation>Frame %1 in &quot;%2&quot; umbenennen</translation>
    </message>
    <message>
        <source>Triangle %1 uses UV %2; the UV count is %3</source>
        <translation>Dreieck %1 verwendet UV %2; die Anzahl der UVs ist %3</translation>
    </message>
    <message>
        <source>UV %1 is at %2, %3 (texels %4, %5 of a %6 x %7 skin): far outside the skin (-1..2)</source>
        <translation>UV %1 liegt bei %2, %3 (Texel %4, %5 eines Skins mit %6 x %7): weit außerhalb des Skins (-1..2)</translation>
    </message>
    <message>
        <source>Group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <source>Group %1 has %2 vertices: the engine indexes a group&apos;s vertices with 16 bits (at most 65,535)</source>
        <translation>Gruppe %1 hat %2 Vertices: die Engine indiziert die Vertices einer Gruppe mit 16 Bit (höchstens 65.535)</translation>
    </message>
    <message>
        <source>Triangle %1 of group %2 uses UV %3; the group&apos;s UV count is %4</source>
        <translation>Dreieck %1 der Gruppe %2 verwendet UV %3; die Gruppe hat %4 UVs</translation>
    </message>
    <message>
        <source>Skin %1</source>
        <translation>Skin %1</translation>
    </message>
    <message>
        <source>skin %1</source>
        <translation>Skin %1</translation>
    </message>
    <message>
        <source>Bone %1</source>
        <translation>Bone %1</translation>
    </message>
    <message>
        <source>bone %1</source>
        <translation>Bone %1</translation>
    </message>
    <message>
        <source>Frame names fill the 16-byte field without a NUL</source>
        <translation>Frame-Namen füllen das 16-Byte-Feld ohne NUL</translation>
    </message>
    <message>
        <source>Skin names fill the 16-byte field without a NUL</source>
        <translation>Skin-Namen füllen das 16-Byte-Feld ohne NUL</translation>
    </message>
    <message>
        <source>Group names fill the 16-byte field without a NUL</source>
        <translation>Gruppennamen füllen das 16-Byte-Feld ohne NUL</translation>
    </message>
    <message>
        <source>Bone names longer than 20 characters</source>
        <translation>Bone-Namen länger als 20 Zeichen</translation>
    </message>
    <message>
        <source>External texture names longer than 15 characters</source>
        <translation>Namen externer Texturen länger als 15 Zeichen</translation>
    </message>
    <message>
        <source>Effect names longer than 15 characters</source>
        <translation>Effektnamen länger als 15 Zeichen</translation>
    </message>
    <message>
        <source>MDL7 groups with more than 65,535 vertices</source>
        <translation>MDL7-Gruppen mit mehr als 65.535 Vertices</translation>
    </message>
    <message>
        <source>Triangles with out-of-range vertex or UV indices</source>
        <translation>Dreiecke mit Vertex- oder UV-Indizes außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>Triangles with two equal corners or zero area in frame 0</source>
        <translation>Dreiecke mit zwei gleichen Ecken oder ohne Fläche in Frame 0</translation>
    </message>
    <message>
        <source>MDL2-5 UVs outside -1..2</source>
        <translation>MDL2-5-UVs außerhalb von -1..2</translation>
    </message>
    <message>
        <source>Pixel skins without mipmaps</source>
        <translation>Pixel-Skins ohne Mipmaps</translation>
    </message>
    <message>
        <source>Skin sizes the engine cannot use or handles badly</source>
        <translation>Skin-Größen, die die Engine nicht oder schlecht verarbeitet</translation>
    </message>
    <message>
        <source>Terrain grids smaller than 2 x 2 vertices</source>
        <translation>Terrain-Gitter kleiner als 2 x 2 Vertices</translation>
    </message>
    <message>
        <source>Terrain squares not a multiple of terrain_chunk (32)</source>
        <translation>Terrain-Quadrate kein Vielfaches von terrain_chunk (32)</translation>
    </message>
    <message>
        <source>Entity file names longer than their field</source>
        <translation>Entity-Dateinamen länger als ihr Feld</translation>
    </message>
    <message>
        <source>Entity files missing next to the level</source>
        <translation>Entity-Dateien fehlen neben dem Level</translation>
    </message>
    <message>
        <source>WAD files of the level not found</source>
        <translation>WAD-Dateien des Levels nicht gefunden</translation>
    </message>
    <message>
        <source>Textures used by the level but absent from its WADs</source>
        <translation>Texturen, die das Level verwendet, die aber in seinen WADs fehlen</translation>
    </message>
    <message>
        <source>%1 name &quot;%2&quot; has %3 characters; the engine reads at most %4</source>
        <translation>Name von %1 &quot;%2&quot; hat %3 Zeichen; die Engine liest höchstens %4</translation>
    </message>
    <message>
        <source>Skin %1 (%2 x %3) has no mipmaps. The format notes do not say whether A6-A8 need stored mipmaps on model or terrain skins (real files have both), so this is only information: without them distant surfaces may flicker unless the engine builds its own</source>
        <translation>Skin %1 (%2 x %3) hat keine Mipmaps. Die Formatbeschreibung sagt nicht, ob A6-A8 gespeicherte Mipmaps auf Modell- oder Terrain-Skins brauchen (echte Dateien haben beides), daher ist dies nur ein Hinweis: ohne sie können entfernte Flächen flimmern, sofern die Engine keine eigenen erzeugt</translation>
    </message>
    <message>
        <source>Skin %1 is %2 x %3 with mipmaps: mipmapped images need sizes that are multiples of 8 (three levels of halving)</source>
        <translation>Skin %1 ist %2 x %3 mit Mipmaps: Bilder mit Mipmaps brauchen Größen, die Vielfache von 8 sind (drei Halbierungsstufen)</translation>
    </message>
    <message>
        <source>Skin %1 is %2 x %3, larger than 2048: many graphics cards of the A6-A8 era refuse larger textures (the engine&apos;s own limit is not documented in the format notes)</source>
        <translation>Skin %1 ist %2 x %3, größer als 2048: viele Grafikkarten aus der Zeit von A6-A8 lehnen größere Texturen ab (die Grenze der Engine selbst ist in der Formatbeschreibung nicht dokumentiert)</translation>
    </message>
    <message>
        <source>Skin %1 is %2 x %3, not a power of two: real files have such skins, but older graphics cards scale or pad them (blurring, wasted memory)</source>
        <translation>Skin %1 ist %2 x %3, keine Zweierpotenz: echte Dateien haben solche Skins, aber ältere Grafikkarten skalieren oder füllen sie auf (Unschärfe, verschwendeter Speicher)</translation>
    </message>
    <message>
        <source>Triangle %1 uses vertex %2; the vertex count is %3</source>
        <translation>Dreieck %1 verwendet Vertex %2; die Anzahl der Vertices ist %3</translation>
    </message>
    <message>
        <source>Triangle %1 uses vertex %2 twice (%3, %4, %5): it has no area</source>
        <translation>Dreieck %1 verwendet Vertex %2 zweimal (%3, %4, %5): es hat keine Fläche</translation>
    </message>
    <message>
        <source>Triangle %1 has zero area in frame 0 (its corners %2, %3, %4 lie on one line or coincide)</source>
        <translation>Dreieck %1 hat in Frame 0 keine Fläche (seine Ecken %2, %3, %4 liegen auf einer Linie oder fallen zusammen)</translation>
    </message>
</context>
<context>
    <name>ackedit::app::Actions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Model (MDL7, a Box)</source>
        <translation>&amp;Modell (MDL7, ein Quader)</translation>
    </message>
    <message>
        <source>Model (MDL7, &amp;Empty)</source>
        <translation>Modell (MDL7, l&amp;eer)</translation>
    </message>
    <message>
        <source>&amp;Terrain (HMP7)…</source>
        <translation>&amp;Terrain (HMP7)…</translation>
    </message>
    <message>
        <source>&amp;Level (Text WMP)</source>
        <translation>&amp;Level (Text-WMP)</translation>
    </message>
    <message>
        <source>Level (&amp;Binary WMP)</source>
        <translation>Level (&amp;binäres WMP)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Frame All</source>
        <translation>&amp;Alles einpassen</translation>
    </message>
    <message>
        <source>&amp;Textured</source>
        <translation>&amp;Texturiert</translation>
    </message>
    <message>
        <source>&amp;Shaded</source>
        <translation>&amp;Schattiert</translation>
    </message>
    <message>
        <source>&amp;Wireframe</source>
        <translation>&amp;Drahtgitter</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>&amp;Gitternetz anzeigen</translation>
    </message>
    <message>
        <source>&amp;Cull Back Faces</source>
        <translation>Rü&amp;ckseiten ausblenden</translation>
    </message>
    <message>
        <source>&amp;Editor</source>
        <translation>&amp;Editor</translation>
    </message>
    <message>
        <source>View &amp;From</source>
        <translation>Ansicht &amp;von</translation>
    </message>
    <message>
        <source>&amp;Front</source>
        <translation>&amp;Vorne</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Hinten</translation>
    </message>
    <message>
        <source>&amp;Right</source>
        <translation>&amp;Rechts</translation>
    </message>
    <message>
        <source>&amp;Left</source>
        <translation>&amp;Links</translation>
    </message>
    <message>
        <source>&amp;Top</source>
        <translation>&amp;Oben</translation>
    </message>
    <message>
        <source>B&amp;ottom</source>
        <translation>&amp;Unten</translation>
    </message>
    <message>
        <source>&amp;Next Frame</source>
        <translation>&amp;Nächster Frame</translation>
    </message>
    <message>
        <source>&amp;Previous Frame</source>
        <translation>V&amp;orheriger Frame</translation>
    </message>
    <message>
        <source>Next &amp;Tab</source>
        <translation>Nächster Ta&amp;b</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Vor&amp;heriger Tab</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About ackedit</source>
        <translation>Ü&amp;ber ackedit</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export All &amp;Frames…</source>
        <translation>Alle &amp;Frames exportieren…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
</context>
<context>
    <name>ackedit::app::BusyIndicator</name>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
</context>
<context>
    <name>ackedit::app::InterchangeFlow</name>
    <message>
        <source>Models (*.obj *.fbx *.gltf *.glb *.3ds *.dae *.x *.ply *.stl *.blend *.lwo *.ms3d *.md2 *.md3 *.ase);;All files (*)</source>
        <translation>Modelle (*.obj *.fbx *.gltf *.glb *.3ds *.dae *.x *.ply *.stl *.blend *.lwo *.ms3d *.md2 *.md3 *.ase);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Import of %1 cancelled</source>
        <translation>Import von %1 abgebrochen</translation>
    </message>
    <message>
        <source>%1: the imported model could not be read back</source>
        <translation>%1: das importierte Modell konnte nicht zurückgelesen werden</translation>
    </message>
    <message>
        <source>Imported %1: %2 triangles, %3 frames, %4 skins; save it to keep it</source>
        <translation>%1 importiert: %2 Dreiecke, %3 Frames, %4 Skins; speichern, um es zu behalten</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>glTF 2 binary (*.glb)</source>
        <translation>glTF 2 binär (*.glb)</translation>
    </message>
    <message>
        <source>glTF 2 binary (*.glb);;Wavefront OBJ (*.obj)</source>
        <translation>glTF 2 binär (*.glb);;Wavefront OBJ (*.obj)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Exported %1 triangles and %2 frames to %3</source>
        <translation>%1 Dreiecke und %2 Frames nach %3 exportiert</translation>
    </message>
</context>
<context>
    <name>ackedit::app::MainWindow</name>
    <message>
        <source>ackedit</source>
        <translation>ackedit</translation>
    </message>
    <message>
        <source>Open a model, terrain or level with File ▸ Open, or drop files here.</source>
        <translation>Öffnen Sie ein Modell, Terrain oder Level mit Datei ▸ Öffnen, oder ziehen Sie Dateien hierher.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <source>No demo model at %1; use File ▸ Open to load a model.</source>
        <translation>Kein Demo-Modell unter %1; laden Sie ein Modell mit Datei ▸ Öffnen.</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>File Not Found</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>%1 no longer exists; it was removed from the recent files.</source>
        <translation>%1 existiert nicht mehr; die Datei wurde aus der Liste der zuletzt geöffneten Dateien entfernt.</translation>
    </message>
    <message>
        <source>Not saved: %1 was changed by another program</source>
        <translation>Nicht gespeichert: %1 wurde von einem anderen Programm geändert</translation>
    </message>
    <message>
        <source>Cannot Save File</source>
        <translation>Datei kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Cannot Restore</source>
        <translation>Wiederherstellen nicht möglich</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n document(s); save to keep the changes.</source>
        <translation>
            <numerusform>%n Dokument wiederhergestellt; speichern Sie, um die Änderungen zu behalten.</numerusform>
            <numerusform>%n Dokumente wiederhergestellt; speichern Sie, um die Änderungen zu behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1[*] — ackedit</source>
        <translation>%1[*] — ackedit</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Keine Datei</translation>
    </message>
    <message>
        <source>About ackedit</source>
        <translation>Über ackedit</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ackedit %1&lt;/h3&gt;&lt;p&gt;An editor for 3D GameStudio (Acknex) models, terrains and levels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ackedit %1&lt;/h3&gt;&lt;p&gt;Ein Editor für Modelle, Terrains und Level von 3D GameStudio (Acknex).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ackedit::app::NewDocuments</name>
    <message>
        <source>New Terrain</source>
        <translation>Neues Terrain</translation>
    </message>
</context>
<context>
    <name>ackedit::app::Prompts</name>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>Änderungen an %1 vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Your changes are lost if you don&apos;t save them.</source>
        <translation>Ihre Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
    </message>
    <message>
        <source>Open Files</source>
        <translation>Dateien öffnen</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another program since it was opened or saved here.</source>
        <translation>%1 wurde von einem anderen Programm geändert, seit die Datei hier geöffnet oder gespeichert wurde.</translation>
    </message>
    <message>
        <source>Saving replaces those changes with this document.</source>
        <translation>Speichern ersetzt diese Änderungen durch dieses Dokument.</translation>
    </message>
</context>
<context>
    <name>ackedit::app::RecentFiles</name>
    <message>
        <source>&amp;Clear Recent Files</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>ackedit::app::RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>ackedit did not close normally. Unsaved changes to %n document(s) were kept:</source>
        <translation>
            <numerusform>ackedit wurde nicht normal beendet. Ungespeicherte Änderungen an %n Dokument wurden aufbewahrt:</numerusform>
            <numerusform>ackedit wurde nicht normal beendet. Ungespeicherte Änderungen an %n Dokumenten wurden aufbewahrt:</numerusform>
        </translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Saved for recovery</source>
        <translation>Zur Wiederherstellung gesichert</translation>
    </message>
    <message>
        <source>Last edit</source>
        <translation>Letzte Änderung</translation>
    </message>
    <message>
        <source>untitled %1</source>
        <translation>unbenannt %1</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Keep for Later</source>
        <translation>Für später behalten</translation>
    </message>
</context>
<context>
    <name>ackedit::app::ToolBars</name>
    <message>
        <source>New Model (MDL7, a Box)</source>
        <translation>Neues Modell (MDL7, ein Würfel)</translation>
    </message>
    <message>
        <source>Main Tool Bar</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Editor Tool Bar</source>
        <translation>Editor-Werkzeugleiste</translation>
    </message>
</context>
<context>
    <name>ackedit::document</name>
    <message>
        <source>Palette file %1 cannot be read: %2</source>
        <translation>Palettendatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Palette file %1 cannot be used: %2</source>
        <translation>Palettendatei %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>No palette.pcx or palette.lmp found for the 8-bit skins; looked in %1. They are shown in grey levels.</source>
        <translation>Keine palette.pcx oder palette.lmp für die 8-Bit-Skins gefunden; gesucht in %1. Sie werden in Graustufen gezeigt.</translation>
    </message>
    <message>
        <source>no folder (the model is not saved yet)</source>
        <translation>kein Ordner (das Modell ist noch nicht gespeichert)</translation>
    </message>
    <message>
        <source>%1 is too large for a model</source>
        <translation>%1 ist zu groß für ein Modell</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is a %2, not a model, terrain or level</source>
        <translation>%1 ist ein %2, kein Modell, Terrain oder Level</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Texture %1 cannot be read</source>
        <translation>Textur %1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>WAD %1 not found next to the level</source>
        <translation>WAD %1 neben dem Level nicht gefunden</translation>
    </message>
    <message>
        <source>WAD %1 cannot be read: %2</source>
        <translation>WAD %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>WAD %1 is damaged: %2</source>
        <translation>WAD %1 ist beschädigt: %2</translation>
    </message>
</context>
<context>
    <name>ackedit::document::Document</name>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>No file name given</source>
        <translation>Kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1: not enough memory to load this file</source>
        <translation>%1: nicht genug Speicher, um diese Datei zu laden</translation>
    </message>
</context>
<context>
    <name>ackedit::document::ExternalSkinFinder</name>
    <message>
        <source>Skin file %1 not found; looked in %2.</source>
        <translation>Skin-Datei %1 nicht gefunden; gesucht in %2.</translation>
    </message>
    <message>
        <source>no folder (the model is not saved yet)</source>
        <translation>kein Ordner (das Modell ist noch nicht gespeichert)</translation>
    </message>
    <message>
        <source>Skin file %1 cannot be read: %2</source>
        <translation>Skin-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the file is larger than any skin the engine loads</source>
        <translation>die Datei ist größer als jeder Skin, den die Engine lädt</translation>
    </message>
    <message>
        <source>not an image file ackedit can read</source>
        <translation>keine Bilddatei, die ackedit lesen kann</translation>
    </message>
</context>
<context>
    <name>ackedit::document::ModelDocument</name>
    <message>
        <source>A frame needs a name</source>
        <translation>Ein Frame braucht einen Namen</translation>
    </message>
    <message numerus="yes">
        <source>Frame names have at most %n characters in this format</source>
        <translation>
            <numerusform>Frame-Namen haben in diesem Format höchstens %n Zeichen</numerusform>
            <numerusform>Frame-Namen haben in diesem Format höchstens %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>Frame names can use Latin-1 characters only (&quot;%1&quot; cannot be stored)</source>
        <translation>Frame-Namen dürfen nur Latin-1-Zeichen enthalten (&quot;%1&quot; kann nicht gespeichert werden)</translation>
    </message>
    <message>
        <source>Frames of this model kind cannot be edited</source>
        <translation>Frames dieser Modellart können nicht bearbeitet werden</translation>
    </message>
    <message>
        <source>No frame %1</source>
        <translation>Kein Frame %1</translation>
    </message>
    <message>
        <source>Frame %1 has no stored name to change: a model without frames shows its rest pose (add a frame first)</source>
        <translation>Frame %1 hat keinen gespeicherten Namen zum Ändern: ein Modell ohne Frames zeigt seine Ruhepose (fügen Sie zuerst einen Frame hinzu)</translation>
    </message>
    <message>
        <source>No frames %1 to %2</source>
        <translation>Keine Frames %1 bis %2</translation>
    </message>
    <message>
        <source>A model keeps at least one frame</source>
        <translation>Ein Modell behält mindestens einen Frame</translation>
    </message>
    <message>
        <source>Frame %1 could not be deleted</source>
        <translation>Frame %1 konnte nicht gelöscht werden</translation>
    </message>
    <message>
        <source>Insert between 1 and 1000 frames</source>
        <translation>Fügen Sie zwischen 1 und 1000 Frames ein</translation>
    </message>
    <message>
        <source>No frame to duplicate</source>
        <translation>Kein Frame zum Duplizieren</translation>
    </message>
    <message>
        <source>Frame %1 could not be renamed</source>
        <translation>Frame %1 konnte nicht umbenannt werden</translation>
    </message>
    <message>
        <source>This model cannot take new frames here</source>
        <translation>Dieses Modell kann hier keine neuen Frames aufnehmen</translation>
    </message>
    <message>
        <source>This format has no word (16-bit) frames</source>
        <translation>Dieses Format hat keine Word-Frames (16 Bit)</translation>
    </message>
    <message>
        <source>This model kind cannot be transformed</source>
        <translation>Diese Modellart kann nicht transformiert werden</translation>
    </message>
    <message>
        <source>This model kind stores no such names</source>
        <translation>Diese Modellart speichert keine solchen Namen</translation>
    </message>
    <message>
        <source>No part %1 to rename</source>
        <translation>Kein Teil %1 zum Umbenennen</translation>
    </message>
    <message>
        <source>A name cannot be empty</source>
        <translation>Ein Name darf nicht leer sein</translation>
    </message>
    <message numerus="yes">
        <source>These names have at most %n characters in this format</source>
        <translation>
            <numerusform>Diese Namen haben in diesem Format höchstens %n Zeichen</numerusform>
            <numerusform>Diese Namen haben in diesem Format höchstens %n Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>Names can use Latin-1 characters only (&quot;%1&quot; cannot be stored)</source>
        <translation>Namen dürfen nur Latin-1-Zeichen enthalten (&quot;%1&quot; kann nicht gespeichert werden)</translation>
    </message>
    <message>
        <source>The name could not be stored</source>
        <translation>Der Name konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Group %1 has no triangle %2</source>
        <translation>Gruppe %1 hat kein Dreieck %2</translation>
    </message>
    <message>
        <source>No triangle %1</source>
        <translation>Kein Dreieck %1</translation>
    </message>
    <message>
        <source>The triangle could not be removed</source>
        <translation>Das Dreieck konnte nicht entfernt werden</translation>
    </message>
</context>
<context>
    <name>ackedit::document::RecoveryStore</name>
    <message>
        <source>Cannot create the recovery folder %1</source>
        <translation>Der Wiederherstellungsordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Cannot lock the recovery folder %1</source>
        <translation>Der Wiederherstellungsordner %1 kann nicht gesperrt werden</translation>
    </message>
    <message>
        <source>Cannot write a recovery copy of %1: %2</source>
        <translation>Eine Wiederherstellungskopie von %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot write the recovery file %1: %2</source>
        <translation>Die Wiederherstellungsdatei %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ackedit::document::SceneDocument</name>
    <message>
        <source>Only a block of a text WMP or WMPB has faces to texture</source>
        <translation>Nur ein Block eines Text-WMP oder WMPB hat Flächen zum Texturieren</translation>
    </message>
    <message>
        <source>The block has no face %1</source>
        <translation>Der Block hat keine Fläche %1</translation>
    </message>
    <message>
        <source>Texture face</source>
        <translation>Fläche texturieren</translation>
    </message>
    <message>
        <source>Nothing to group</source>
        <translation>Nichts zu gruppieren</translation>
    </message>
    <message>
        <source>Node %1 does not exist</source>
        <translation>Knoten %1 existiert nicht</translation>
    </message>
    <message>
        <source>Only a group can be ungrouped</source>
        <translation>Nur eine Gruppe kann aufgelöst werden</translation>
    </message>
    <message>
        <source>The points of this path cannot be edited (a WMB6 point list)</source>
        <translation>Die Punkte dieses Pfads können nicht bearbeitet werden (eine WMB6-Punktliste)</translation>
    </message>
    <message>
        <source>Select a path to add nodes to</source>
        <translation>Wählen Sie einen Pfad, dem Knoten hinzugefügt werden sollen</translation>
    </message>
    <message>
        <source>Add path node</source>
        <translation>Pfadknoten hinzufügen</translation>
    </message>
</context>
<context>
    <name>ackedit::document::SkinManagement</name>
    <message>
        <source>A skin is 1 to 8192 pixels wide and high</source>
        <translation>Ein Skin ist 1 bis 8192 Pixel breit und hoch</translation>
    </message>
    <message>
        <source>Skins of this model kind cannot be added</source>
        <translation>Skins dieser Modellart können nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>Every skin of this model is %1x%2 (the image is %3x%4): resize the skins or the image first</source>
        <translation>Jeder Skin dieses Modells ist %1x%2 (das Bild ist %3x%4): ändern Sie zuerst die Größe der Skins oder des Bildes</translation>
    </message>
    <message>
        <source>No skin %1</source>
        <translation>Kein Skin %1</translation>
    </message>
</context>
<context>
    <name>ackedit::document::SkinStructure</name>
    <message>
        <source>The image is empty</source>
        <translation>Das Bild ist leer</translation>
    </message>
    <message>
        <source>Skins of this kind cannot be added</source>
        <translation>Skins dieser Art können nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>No skin %1</source>
        <translation>Kein Skin %1</translation>
    </message>
    <message>
        <source>Skins of this kind cannot be deleted</source>
        <translation>Skins dieser Art können nicht gelöscht werden</translation>
    </message>
    <message>
        <source>No skin to move there</source>
        <translation>Kein Skin, der dorthin verschoben werden kann</translation>
    </message>
    <message>
        <source>Skins of this kind cannot be reordered</source>
        <translation>Skins dieser Art können nicht umsortiert werden</translation>
    </message>
    <message>
        <source>A skin is 1 to 8192 pixels wide and high</source>
        <translation>Ein Skin ist 1 bis 8192 Pixel breit und hoch</translation>
    </message>
    <message>
        <source>Skin %1 has no pixels of its own to resize (a reference, an external file or a material)</source>
        <translation>Skin %1 hat keine eigenen Pixel, deren Größe sich ändern ließe (ein Verweis, eine externe Datei oder ein Material)</translation>
    </message>
    <message>
        <source>Skin %1 has mipmaps: its width and height must be multiples of 8</source>
        <translation>Skin %1 hat Mipmaps: Breite und Höhe müssen Vielfache von 8 sein</translation>
    </message>
</context>
<context>
    <name>ackedit::document::TerrainDocument</name>
    <message>
        <source>An HMP4 mesh terrain keeps its size and cell size: only its heights can change.</source>
        <translation>Ein HMP4-Mesh-Terrain behält seine Größe und Zellgröße: nur seine Höhen können sich ändern.</translation>
    </message>
    <message>
        <source>a terrain needs at least 2 × 2 and at most 8192 × 8192 vertices</source>
        <translation>ein Terrain braucht mindestens 2 × 2 und höchstens 8192 × 8192 Vertices</translation>
    </message>
    <message>
        <source>Cannot create the terrain: %1</source>
        <translation>Das Terrain kann nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>Cannot create the terrain: not enough memory</source>
        <translation>Das Terrain kann nicht erstellt werden: nicht genug Speicher</translation>
    </message>
    <message>
        <source>the terrain has invalid (non-finite) heights</source>
        <translation>das Terrain hat ungültige (nicht endliche) Höhen</translation>
    </message>
    <message>
        <source>This file format cannot hold a terrain of that size.</source>
        <translation>Dieses Dateiformat kann kein Terrain dieser Größe aufnehmen.</translation>
    </message>
</context>
<context>
    <name>ackedit::document::VertexEditTool</name>
    <message>
        <source>%1 models cannot be edited here: their vertices are read only.</source>
        <translation>%1-Modelle können hier nicht bearbeitet werden: ihre Vertices sind schreibgeschützt.</translation>
    </message>
</context>
<context>
    <name>ackedit::document::WadDocument</name>
    <message>
        <source>A texture needs a name.</source>
        <translation>Eine Textur braucht einen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not fit: texture names have at most %2 characters, Latin-1 only.</source>
        <translation>&quot;%1&quot; passt nicht: Texturnamen haben höchstens %2 Zeichen, nur Latin-1.</translation>
    </message>
    <message>
        <source>Another texture is already named &quot;%1&quot;.</source>
        <translation>Eine andere Textur heißt bereits &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>There is no texture %1.</source>
        <translation>Es gibt keine Textur %1.</translation>
    </message>
    <message>
        <source>Rename texture %1 to %2</source>
        <translation>Textur %1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Replace texture %1</source>
        <translation>Textur %1 ersetzen</translation>
    </message>
    <message>
        <source>Duplicate texture %1</source>
        <translation>Textur %1 duplizieren</translation>
    </message>
    <message>
        <source>The archive has no texture to take the pixel type from.</source>
        <translation>Das Archiv hat keine Textur, von der der Pixeltyp übernommen werden kann.</translation>
    </message>
    <message>
        <source>Add texture %1</source>
        <translation>Textur %1 hinzufügen</translation>
    </message>
    <message>
        <source>Delete texture %1</source>
        <translation>Textur %1 löschen</translation>
    </message>
</context>
<context>
    <name>ackedit::document::WmbDocument</name>
    <message>
        <source>Node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>Textures</source>
        <translation>Texturen</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Materialien</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blöcke</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Entity</translation>
    </message>
    <message>
        <source>Material %1</source>
        <translation>Material %1</translation>
    </message>
    <message>
        <source>Block %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>Path nodes are added to a path</source>
        <translation>Pfadknoten werden einem Pfad hinzugefügt</translation>
    </message>
    <message>
        <source>This kind of object cannot be added to a compiled level</source>
        <translation>Diese Art Objekt kann einem kompilierten Level nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>Objects of a compiled level have no parent</source>
        <translation>Objekte eines kompilierten Levels haben kein übergeordnetes Objekt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not fit the name field (%2 Latin-1 characters)</source>
        <translation>&apos;%1&apos; passt nicht in das Namensfeld (%2 Latin-1-Zeichen)</translation>
    </message>
    <message>
        <source>This node cannot be duplicated</source>
        <translation>Dieser Knoten kann nicht dupliziert werden</translation>
    </message>
    <message>
        <source>This node cannot be removed</source>
        <translation>Dieser Knoten kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>The path node cannot be put back</source>
        <translation>Der Pfadknoten kann nicht zurückgelegt werden</translation>
    </message>
    <message>
        <source>The object cannot be put back</source>
        <translation>Das Objekt kann nicht zurückgelegt werden</translation>
    </message>
    <message>
        <source>Objects of a compiled level can only be reordered</source>
        <translation>Objekte eines kompilierten Levels können nur umsortiert werden</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Sun azimuth</source>
        <translation>Sonnenazimut</translation>
    </message>
    <message>
        <source>Sun elevation</source>
        <translation>Sonnenhöhe</translation>
    </message>
    <message>
        <source>Sun colour</source>
        <translation>Sonnenfarbe</translation>
    </message>
    <message>
        <source>Ambient colour</source>
        <translation>Umgebungsfarbe</translation>
    </message>
    <message>
        <source>Fog colour %1</source>
        <translation>Nebelfarbe %1</translation>
    </message>
    <message>
        <source>Compiler version</source>
        <translation>Compiler-Version</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Angles</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>Ambient</translation>
    </message>
    <message>
        <source>Albedo</source>
        <translation>Albedo</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Colour (percent)</source>
        <translation>Farbe (Prozent)</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Texture</source>
        <translation>Textur</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertices</translation>
    </message>
    <message>
        <source>Triangles</source>
        <translation>Dreiecke</translation>
    </message>
    <message>
        <source>The path node cannot move</source>
        <translation>Der Pfadknoten kann nicht verschoben werden</translation>
    </message>
    <message>
        <source>A path node has no field &apos;%1&apos;</source>
        <translation>Ein Pfadknoten hat kein Feld &apos;%1&apos;</translation>
    </message>
    <message>
        <source>This node has no editable fields</source>
        <translation>Dieser Knoten hat keine bearbeitbaren Felder</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not Latin-1 text</source>
        <translation>&apos;%1&apos; ist kein Latin-1-Text</translation>
    </message>
    <message>
        <source>%1 needs three numbers</source>
        <translation>%1 braucht drei Zahlen</translation>
    </message>
    <message>
        <source>%1 needs a number</source>
        <translation>%1 braucht eine Zahl</translation>
    </message>
    <message>
        <source>This object cannot become a %1 record in a WMB%2 file</source>
        <translation>Dieses Objekt kann in einer WMB%2-Datei kein %1-Datensatz werden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be changed on this object</source>
        <translation>&apos;%1&apos; kann an diesem Objekt nicht geändert werden</translation>
    </message>
    <message>
        <source>This object has no position</source>
        <translation>Dieses Objekt hat keine Position</translation>
    </message>
    <message>
        <source>This object has no angles</source>
        <translation>Dieses Objekt hat keine Winkel</translation>
    </message>
    <message>
        <source>This object has no scale</source>
        <translation>Dieses Objekt hat keine Skalierung</translation>
    </message>
    <message>
        <source>flags need a number</source>
        <translation>Flags brauchen eine Zahl</translation>
    </message>
    <message>
        <source>This object has no flags</source>
        <translation>Dieses Objekt hat keine Flags</translation>
    </message>
    <message>
        <source>range needs a whole number</source>
        <translation>Reichweite braucht eine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 needs a colour</source>
        <translation>%1 braucht eine Farbe</translation>
    </message>
    <message>
        <source>Unknown field &apos;%1&apos;</source>
        <translation>Unbekanntes Feld &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>ackedit::document::WmpDocument</name>
    <message>
        <source>Block %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Nodes can only be added to a group</source>
        <translation>Knoten können nur einer Gruppe hinzugefügt werden</translation>
    </message>
    <message>
        <source>This kind of node cannot be added to a WMP</source>
        <translation>Diese Art Knoten kann einem WMP nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>This node cannot be duplicated</source>
        <translation>Dieser Knoten kann nicht dupliziert werden</translation>
    </message>
    <message>
        <source>This node cannot be removed</source>
        <translation>Dieser Knoten kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>The node cannot be put back</source>
        <translation>Der Knoten kann nicht zurückgelegt werden</translation>
    </message>
    <message>
        <source>The node cannot move there</source>
        <translation>Der Knoten kann nicht dorthin verschoben werden</translation>
    </message>
    <message>
        <source>a number is needed</source>
        <translation>eine Zahl wird benötigt</translation>
    </message>
    <message>
        <source>Sun colour (percent)</source>
        <translation>Sonnenfarbe (Prozent)</translation>
    </message>
    <message>
        <source>Ambient colour (percent)</source>
        <translation>Umgebungsfarbe (Prozent)</translation>
    </message>
    <message>
        <source>Fog colour %1 (percent)</source>
        <translation>Nebelfarbe %1 (Prozent)</translation>
    </message>
    <message>
        <source>Level colour %1 (percent)</source>
        <translation>Levelfarbe %1 (Prozent)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Position (relative)</source>
        <translation>Position (relativ)</translation>
    </message>
    <message>
        <source>Angles</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Texture</source>
        <translation>Textur</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Colour (percent)</source>
        <translation>Farbe (Prozent)</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>Ambient</translation>
    </message>
    <message>
        <source>Albedo</source>
        <translation>Albedo</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Sun elevation</source>
        <translation>Sonnenhöhe</translation>
    </message>
    <message>
        <source>Nexus</source>
        <translation>Nexus</translation>
    </message>
    <message>
        <source>Sun azimuth</source>
        <translation>Sonnenazimut</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>Skript</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Compiler WAD</source>
        <translation>Compiler-WAD</translation>
    </message>
    <message>
        <source>one texture per face is needed</source>
        <translation>eine Textur pro Fläche wird benötigt</translation>
    </message>
    <message>
        <source>three numbers per point are needed</source>
        <translation>drei Zahlen pro Punkt werden benötigt</translation>
    </message>
    <message>
        <source>a whole number is needed</source>
        <translation>eine ganze Zahl wird benötigt</translation>
    </message>
    <message>
        <source>No such node: %1</source>
        <translation>Kein solcher Knoten: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be changed on this node</source>
        <translation>&apos;%1&apos; kann an diesem Knoten nicht geändert werden</translation>
    </message>
</context>
<context>
    <name>ackedit::document::WmpbDocument</name>
    <message>
        <source>Block %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Position (relative)</source>
        <translation>Position (relativ)</translation>
    </message>
    <message>
        <source>Angles (stored)</source>
        <translation>Winkel (gespeichert)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Sun azimuth</source>
        <translation>Sonnenazimut</translation>
    </message>
    <message>
        <source>Sun elevation</source>
        <translation>Sonnenhöhe</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>Skript</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Sun colour</source>
        <translation>Sonnenfarbe</translation>
    </message>
    <message>
        <source>Ambient colour</source>
        <translation>Umgebungsfarbe</translation>
    </message>
    <message>
        <source>Fog colour %1</source>
        <translation>Nebelfarbe %1</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>Ambient</source>
        <translation>Ambient</translation>
    </message>
    <message>
        <source>Albedo</source>
        <translation>Albedo</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Texture</source>
        <translation>Textur</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertices</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>%1 needs a whole number</source>
        <translation>%1 braucht eine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 needs a number</source>
        <translation>%1 braucht eine Zahl</translation>
    </message>
    <message>
        <source>%1 needs a colour</source>
        <translation>%1 braucht eine Farbe</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a texture name</source>
        <translation>&apos;%1&apos; ist kein Texturname</translation>
    </message>
    <message>
        <source>%1 needs one texture per face</source>
        <translation>%1 braucht eine Textur pro Fläche</translation>
    </message>
    <message>
        <source>This block has no face records (WED&apos;s default texture): texture the whole block first</source>
        <translation>Dieser Block hat keine Flächendatensätze (WEDs Standardtextur): texturieren Sie zuerst den ganzen Block</translation>
    </message>
    <message>
        <source>%1 needs three numbers per point</source>
        <translation>%1 braucht drei Zahlen pro Punkt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be changed on this node</source>
        <translation>&apos;%1&apos; kann an diesem Knoten nicht geändert werden</translation>
    </message>
    <message>
        <source>No such node: %1</source>
        <translation>Kein solcher Knoten: %1</translation>
    </message>
    <message>
        <source>This node has no name</source>
        <translation>Dieser Knoten hat keinen Namen</translation>
    </message>
    <message>
        <source>This kind of node cannot be added</source>
        <translation>Diese Art Knoten kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>This node cannot be duplicated</source>
        <translation>Dieser Knoten kann nicht dupliziert werden</translation>
    </message>
    <message>
        <source>This node cannot be removed</source>
        <translation>Dieser Knoten kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>The node cannot be put back</source>
        <translation>Der Knoten kann nicht zurückgelegt werden</translation>
    </message>
    <message>
        <source>The node cannot move there</source>
        <translation>Der Knoten kann nicht dorthin verschoben werden</translation>
    </message>
</context>
<context>
    <name>ackedit::document::build</name>
    <message>
        <source>Entity %1: a name, file or action longer than 32 characters was cut</source>
        <translation>Entity %1: ein Name, eine Datei oder eine Action länger als 32 Zeichen wurde gekürzt</translation>
    </message>
    <message>
        <source>Sound %1: its file name is longer than 32 characters</source>
        <translation>Sound %1: sein Dateiname ist länger als 32 Zeichen</translation>
    </message>
    <message>
        <source>Build cancelled</source>
        <translation>Build abgebrochen</translation>
    </message>
    <message>
        <source>%1 is not a level source: only text WMP and WMPB levels are built</source>
        <translation>%1 ist keine Level-Quelle: nur Text-WMP- und WMPB-Level werden gebaut</translation>
    </message>
    <message>
        <source>Lightmap size %1 is not 256, 512 or 1024</source>
        <translation>Lightmap-Größe %1 ist nicht 256, 512 oder 1024</translation>
    </message>
    <message>
        <source>Reading textures</source>
        <translation>Texturen werden gelesen</translation>
    </message>
    <message>
        <source>Compiling blocks</source>
        <translation>Blöcke werden kompiliert</translation>
    </message>
    <message>
        <source>Block %1: %2</source>
        <translation>Block %1: %2</translation>
    </message>
    <message>
        <source>Block %1 has %2 vertices; a WMB block holds 65,535, the rest is left out</source>
        <translation>Block %1 hat %2 Vertices; ein WMB-Block fasst 65.535, der Rest wird weggelassen</translation>
    </message>
    <message>
        <source>Reading entity models</source>
        <translation>Entity-Modelle werden gelesen</translation>
    </message>
    <message>
        <source>Lighting</source>
        <translation>Beleuchtung</translation>
    </message>
    <message>
        <source>Writing</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>%1 cannot be written as a WMB: %2</source>
        <translation>%1 kann nicht als WMB geschrieben werden: %2</translation>
    </message>
    <message>
        <source>texture %1 is in none of the level&apos;s WADs; #default is used</source>
        <translation>Textur %1 ist in keiner WAD des Levels; #default wird verwendet</translation>
    </message>
    <message>
        <source>texture name %1 is longer than 15 characters; #default is used</source>
        <translation>Texturname %1 ist länger als 15 Zeichen; #default wird verwendet</translation>
    </message>
</context>
<context>
    <name>ackedit::format</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: not a file ackedit can open</source>
        <translation>%1: keine Datei, die ackedit öffnen kann</translation>
    </message>
    <message>
        <source>%1: not enough memory to load this file</source>
        <translation>%1: nicht genug Speicher, um diese Datei zu laden</translation>
    </message>
</context>
<context>
    <name>ackedit::format::EmbeddedSkins</name>
    <message>
        <source>Skins of this kind cannot be added</source>
        <translation>Skins dieser Art können nicht hinzugefügt werden</translation>
    </message>
</context>
<context>
    <name>ackedit::format::FormatError</name>
    <message>
        <source>This is a Half-Life model (IDST), not a 3D GameStudio model</source>
        <translation>Dies ist ein Half-Life-Modell (IDST), kein 3D-GameStudio-Modell</translation>
    </message>
    <message>
        <source>This is a Half-Life animation file (IDSQ, the sequences of another model), not a 3D GameStudio model</source>
        <translation>Dies ist eine Half-Life-Animationsdatei (IDSQ, die Sequenzen eines anderen Modells), kein 3D-GameStudio-Modell</translation>
    </message>
    <message>
        <source>This is a Quake 2 model (IDP2), not a 3D GameStudio model</source>
        <translation>Dies ist ein Quake-2-Modell (IDP2), kein 3D-GameStudio-Modell</translation>
    </message>
    <message>
        <source>This is a Quake 3 model (IDP3), not a 3D GameStudio model</source>
        <translation>Dies ist ein Quake-3-Modell (IDP3), kein 3D-GameStudio-Modell</translation>
    </message>
    <message>
        <source>This is a Half-Life texture WAD (WAD3), not a 3D GameStudio WAD (WAD2, WAD7)</source>
        <translation>Dies ist eine Half-Life-Textur-WAD (WAD3), keine 3D-GameStudio-WAD (WAD2, WAD7)</translation>
    </message>
    <message>
        <source>The file is empty (0 bytes)</source>
        <translation>Die Datei ist leer (0 Byte)</translation>
    </message>
    <message>
        <source>This is a Source engine model (IDST), not a 3D GameStudio model</source>
        <translation>Dies ist ein Modell der Source-Engine (IDST), kein 3D-GameStudio-Modell</translation>
    </message>
    <message>
        <source>Acknex 3 (WED 3.x) maps are not supported: open the level in WED 4 or later and save it as WMP2</source>
        <translation>Acknex-3-Karten (WED 3.x) werden nicht unterstützt: öffnen Sie das Level in WED 4 oder neuer und speichern Sie es als WMP2</translation>
    </message>
    <message>
        <source>This is an Acknex 3 map, an older format ackedit does not open</source>
        <translation>Dies ist eine Acknex-3-Karte, ein älteres Format, das ackedit nicht öffnet</translation>
    </message>
    <message>
        <source>This is not a 3D GameStudio file that ackedit knows</source>
        <translation>Dies ist keine 3D-GameStudio-Datei, die ackedit kennt</translation>
    </message>
    <message>
        <source>offset 0x%1</source>
        <translation>Offset 0x%1</translation>
    </message>
    <message>
        <source>The file is damaged or truncated</source>
        <translation>Die Datei ist beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 cannot store skin type %2</source>
        <translation>%1 kann den Skin-Typ %2 nicht speichern</translation>
    </message>
    <message>
        <source>%1 skins share the header&apos;s size %2x%3, not %4x%5</source>
        <translation>%1-Skins haben die Größe %2x%3 aus dem Header, nicht %4x%5</translation>
    </message>
    <message>
        <source>MDL7 cannot store skin type %1 of %2x%3</source>
        <translation>MDL7 kann den Skin-Typ %1 mit %2x%3 nicht speichern</translation>
    </message>
    <message>
        <source>the lump&apos;s pixel type cannot be encoded</source>
        <translation>der Pixeltyp des Lumps kann nicht kodiert werden</translation>
    </message>
    <message>
        <source>a name cannot contain NUL</source>
        <translation>ein Name darf kein NUL enthalten</translation>
    </message>
    <message>
        <source>name longer than %1 characters</source>
        <translation>Name länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>a file name cannot contain NUL</source>
        <translation>ein Dateiname darf kein NUL enthalten</translation>
    </message>
    <message>
        <source>file name longer than %1 characters</source>
        <translation>Dateiname länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>an action cannot contain NUL</source>
        <translation>eine Action darf kein NUL enthalten</translation>
    </message>
    <message>
        <source>action longer than %1 characters</source>
        <translation>Action länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>groups would nest deeper than %1 levels</source>
        <translation>Gruppen wären tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>group names are one line of Latin-1 text</source>
        <translation>Gruppennamen sind eine Zeile Latin-1-Text</translation>
    </message>
    <message>
        <source>cannot add a &apos;%1&apos;</source>
        <translation>kann kein &apos;%1&apos; hinzufügen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable file or name</source>
        <translation>&apos;%1&apos; ist keine verwendbare Datei und kein verwendbarer Name</translation>
    </message>
    <message>
        <source>the file has no level section (a map entity piece): no entities</source>
        <translation>die Datei hat keinen Level-Abschnitt (ein Map-Entity-Teil): keine Entities</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable texture name</source>
        <translation>&apos;%1&apos; ist kein verwendbarer Texturname</translation>
    </message>
    <message>
        <source>box sizes must be positive</source>
        <translation>Quadergrößen müssen positiv sein</translation>
    </message>
    <message>
        <source>the root object cannot move</source>
        <translation>das Wurzelobjekt kann nicht verschoben werden</translation>
    </message>
    <message>
        <source>an object cannot move below itself</source>
        <translation>ein Objekt kann nicht unter sich selbst verschoben werden</translation>
    </message>
    <message>
        <source>the root object cannot be removed</source>
        <translation>das Wurzelobjekt kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>the root object cannot be duplicated</source>
        <translation>das Wurzelobjekt kann nicht dupliziert werden</translation>
    </message>
    <message>
        <source>the object that holds the level section cannot be duplicated (a file has one level section)</source>
        <translation>das Objekt mit dem Level-Abschnitt kann nicht dupliziert werden (eine Datei hat einen Level-Abschnitt)</translation>
    </message>
    <message>
        <source>the node holds class data %1; it cannot become %2</source>
        <translation>der Knoten enthält Klassendaten %1; er kann nicht zu %2 werden</translation>
    </message>
    <message>
        <source>offset %1 is outside the file (%2 bytes)</source>
        <translation>Offset %1 liegt außerhalb der Datei (%2 Byte)</translation>
    </message>
    <message>
        <source>negative size %1</source>
        <translation>negative Größe %1</translation>
    </message>
    <message>
        <source>needs %1 bytes but only %2 are left (file truncated?)</source>
        <translation>braucht %1 Byte, aber nur %2 sind übrig (Datei abgeschnitten?)</translation>
    </message>
    <message>
        <source>negative count %1</source>
        <translation>negative Anzahl %1</translation>
    </message>
    <message>
        <source>%1 records of %2 bytes do not fit in the %3 bytes left</source>
        <translation>%1 Datensätze zu %2 Byte passen nicht in die übrigen %3 Byte</translation>
    </message>
    <message>
        <source>count %1 of %2-byte records exceeds the %3 bytes left</source>
        <translation>Anzahl %1 von %2-Byte-Datensätzen übersteigt die übrigen %3 Byte</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::BuildDialog</name>
    <message>
        <source>Build %1</source>
        <translation>Build %1</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Build into</source>
        <translation>Build nach</translation>
    </message>
    <message>
        <source>Compiled levels (*.wmb)</source>
        <translation>Kompilierte Level (*.wmb)</translation>
    </message>
    <message>
        <source>&amp;WMB file:</source>
        <translation>&amp;WMB-Datei:</translation>
    </message>
    <message>
        <source>Compute &amp;lightmaps (sun, lights and shadows)</source>
        <translation>Light&amp;maps berechnen (Sonne, Lichter und Schatten)</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source>Lightmap &amp;page size:</source>
        <translation>Lightmap-&amp;Seitengröße:</translation>
    </message>
    <message>
        <source>1 sample per texel (as WED)</source>
        <translation>1 Sample pro Texel (wie WED)</translation>
    </message>
    <message>
        <source>2 × 2 samples</source>
        <translation>2 × 2 Samples</translation>
    </message>
    <message>
        <source>4 × 4 samples</source>
        <translation>4 × 4 Samples</translation>
    </message>
    <message>
        <source>&amp;Supersampling:</source>
        <translation>Su&amp;persampling:</translation>
    </message>
    <message>
        <source>&amp;Ambient occlusion (darker corners)</source>
        <translation>Ambient &amp;Occlusion (dunklere Ecken)</translation>
    </message>
    <message>
        <source>S&amp;oft sun shadows</source>
        <translation>Weiche So&amp;nnenschatten</translation>
    </message>
    <message>
        <source>Entity mo&amp;dels cast shadows</source>
        <translation>Entity-Modelle werfen S&amp;chatten</translation>
    </message>
    <message>
        <source>every core</source>
        <translation>alle Kerne</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Threads:</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>&amp;Build</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Choose where the WMB goes.</source>
        <translation>Wählen Sie, wohin die WMB geschrieben wird.</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>The build was cancelled; nothing was written.</source>
        <translation>Der Build wurde abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n block(s), %2 triangles, %3 textures, %4 lightmap pages, %5 warnings, %6 s</source>
        <translation>
            <numerusform>%1: %n Block, %2 Dreiecke, %3 Texturen, %4 Lightmap-Seiten, %5 Warnungen, %6 s</numerusform>
            <numerusform>%1: %n Blöcke, %2 Dreiecke, %3 Texturen, %4 Lightmap-Seiten, %5 Warnungen, %6 s</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::FalloffBox</name>
    <message>
        <source>Smooth</source>
        <translation>Weich</translation>
    </message>
    <message>
        <source>Linear</source>
        <translation>Linear</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>Konstant</translation>
    </message>
    <message>
        <source>Sharp</source>
        <translation>Scharf</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::FindingsModel</name>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>frame %1</source>
        <translation>Frame %1</translation>
    </message>
    <message>
        <source>skin %1</source>
        <translation>Skin %1</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <source>bone %1</source>
        <translation>Bone %1</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>entity %1</source>
        <translation>Entity %1</translation>
    </message>
    <message>
        <source>group %1 triangle %2</source>
        <translation>Gruppe %1 Dreieck %2</translation>
    </message>
    <message>
        <source>triangle %1</source>
        <translation>Dreieck %1</translation>
    </message>
    <message>
        <source>UV %1</source>
        <translation>UV %1</translation>
    </message>
    <message>
        <source>texture %1</source>
        <translation>Textur %1</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Quick fix: %1</source>
        <translation>Schnellkorrektur: %1</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::FrameSelector</name>
    <message>
        <source>Frame number</source>
        <translation>Frame-Nummer</translation>
    </message>
    <message>
        <source>Frame:</source>
        <translation>Frame:</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::FrameTreeModel</name>
    <message numerus="yes">
        <source>%1 (%n frame(s))</source>
        <translation>
            <numerusform>%1 (%n Frame)</numerusform>
            <numerusform>%1 (%n Frames)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Animation &quot;%1&quot;: frames %2 to %3 (scripts play it as ent_animate(me, &quot;%1&quot;, ...))</source>
        <translation>Animation &quot;%1&quot;: Frames %2 bis %3 (Skripte spielen sie mit ent_animate(me, &quot;%1&quot;, ...) ab)</translation>
    </message>
    <message>
        <source>16-bit (word) packed frame</source>
        <translation>16-Bit-gepackter Frame (Word)</translation>
    </message>
    <message>
        <source>Cannot rename frame %1 to &quot;%2&quot;: %3</source>
        <translation>Frame %1 kann nicht in &quot;%2&quot; umbenannt werden: %3</translation>
    </message>
    <message>
        <source>Cannot rename &quot;%1&quot; to &quot;%2&quot;: %3</source>
        <translation>&quot;%1&quot; kann nicht in &quot;%2&quot; umbenannt werden: %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Frame</translation>
    </message>
    <message>
        <source>Cannot move the frames: %1</source>
        <translation>Die Frames können nicht verschoben werden: %1</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::FramesDock</name>
    <message>
        <source>Frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a copy of the current frame right after it, numbered into its animation</source>
        <translation>Eine Kopie des aktuellen Frames direkt dahinter einfügen, in seine Animation einnummeriert</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Copy the selected frames, inserted after the last of them</source>
        <translation>Die ausgewählten Frames kopieren und hinter dem letzten von ihnen einfügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the selected frames or animations</source>
        <translation>Die ausgewählten Frames oder Animationen löschen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Rename the selected frame or animation</source>
        <translation>Den ausgewählten Frame oder die Animation umbenennen</translation>
    </message>
    <message>
        <source>Interpolate…</source>
        <translation>Interpolieren…</translation>
    </message>
    <message>
        <source>Insert frames whose vertices move linearly from one frame to another</source>
        <translation>Frames einfügen, deren Vertices sich linear von einem Frame zu einem anderen bewegen</translation>
    </message>
    <message>
        <source>Onion Skin</source>
        <translation>Zwiebelhaut</translation>
    </message>
    <message>
        <source>Show the previous and next frame as faint ghosts</source>
        <translation>Den vorigen und den nächsten Frame als blasse Geister zeigen</translation>
    </message>
    <message>
        <source>Word packing</source>
        <translation>Word-Packung</translation>
    </message>
    <message>
        <source>The current frame stores each coordinate in 16 bits instead of 8: 256 times finer</source>
        <translation>Der aktuelle Frame speichert jede Koordinate in 16 statt 8 Bit: 256-mal feiner</translation>
    </message>
    <message>
        <source>Loop the animation</source>
        <translation>Animation wiederholen</translation>
    </message>
    <message>
        <source>Loop all frames</source>
        <translation>Alle Frames wiederholen</translation>
    </message>
    <message>
        <source>Which frames playback loops over</source>
        <translation>Welche Frames die Wiedergabe in Schleife abspielt</translation>
    </message>
    <message>
        <source>The frames of this %1 model cannot be edited: only MDL2 to MDL5, IDPO and MDL7 models with vertex groups can.</source>
        <translation>Die Frames dieses %1-Modells können nicht bearbeitet werden: nur MDL2 bis MDL5, IDPO und MDL7-Modelle mit Vertex-Gruppen.</translation>
    </message>
    <message>
        <source>MDL7 stores positions as floats: there is no packing to choose.</source>
        <translation>MDL7 speichert Positionen als Gleitkommazahlen: es gibt keine Packung zu wählen.</translation>
    </message>
    <message>
        <source>%1 stores frames with 8-bit positions only; 16-bit (word) frames exist in MDL4 and MDL5.</source>
        <translation>%1 speichert Frames nur mit 8-Bit-Positionen; 16-Bit-Frames (Word) gibt es in MDL4 und MDL5.</translation>
    </message>
    <message>
        <source>A model keeps at least one frame: leave one unselected.</source>
        <translation>Ein Modell behält mindestens einen Frame: lassen Sie einen unausgewählt.</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::HeightmapImportDialog</name>
    <message>
        <source>Import Heightmap</source>
        <translation>Heightmap importieren</translation>
    </message>
    <message>
        <source>Resample to the terrain&apos;s %1 × %2 vertices</source>
        <translation>Auf die %1 × %2 Vertices des Terrains umrechnen</translation>
    </message>
    <message>
        <source>Height of black:</source>
        <translation>Höhe von Schwarz:</translation>
    </message>
    <message>
        <source>Height of white:</source>
        <translation>Höhe von Weiß:</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::ImportDialog</name>
    <message>
        <source>Import Model</source>
        <translation>Modell importieren</translation>
    </message>
    <message>
        <source>Y (glTF, OBJ, FBX, Blender&apos;s exporters)</source>
        <translation>Y (glTF, OBJ, FBX, Blenders Exporter)</translation>
    </message>
    <message>
        <source>Z (3ds Max, Gamestudio)</source>
        <translation>Z (3ds Max, Gamestudio)</translation>
    </message>
    <message>
        <source>%1 (%2 s)</source>
        <translation>%1 (%2 s)</translation>
    </message>
    <message>
        <source>Each mesh becomes a group, each texture a skin; the animations are sampled into frames.</source>
        <translation>Jedes Mesh wird eine Gruppe, jede Textur ein Skin; die Animationen werden in Frames abgetastet.</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>&amp;Maßstab:</translation>
    </message>
    <message>
        <source>&amp;Up axis in the file:</source>
        <translation>&amp;Hochachse in der Datei:</translation>
    </message>
    <message>
        <source>&amp;Frames per second:</source>
        <translation>&amp;Frames pro Sekunde:</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>A&amp;nimationen:</translation>
    </message>
    <message>
        <source>The model: %1 triangles in %2 groups, %3 frames, %4 skins</source>
        <translation>Das Modell: %1 Dreiecke in %2 Gruppen, %3 Frames, %4 Skins</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::InterpolateDialog</name>
    <message>
        <source>Interpolate Frames</source>
        <translation>Frames interpolieren</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Insert frames after frame A whose vertices move linearly from frame A to frame B.</source>
        <translation>Hinter Frame A Frames einfügen, deren Vertices sich linear von Frame A zu Frame B bewegen.</translation>
    </message>
    <message>
        <source>Frame &amp;A:</source>
        <translation>Frame &amp;A:</translation>
    </message>
    <message>
        <source>Frame &amp;B:</source>
        <translation>Frame &amp;B:</translation>
    </message>
    <message>
        <source>&amp;Frames to insert:</source>
        <translation>Einzufügende &amp;Frames:</translation>
    </message>
    <message>
        <source>The new frames are named after frame A.</source>
        <translation>Die neuen Frames werden nach Frame A benannt.</translation>
    </message>
    <message>
        <source>New frames: %1</source>
        <translation>Neue Frames: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n later frame(s) of the animation are renumbered.</source>
        <translation>
            <numerusform>%n späterer Frame der Animation wird neu nummeriert.</numerusform>
            <numerusform>%n spätere Frames der Animation werden neu nummeriert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::IssuesDock</name>
    <message>
        <source>Issues</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Beheben</translation>
    </message>
    <message>
        <source>Quick Fix</source>
        <translation>Schnellkorrektur</translation>
    </message>
    <message>
        <source>The fix was not applied: %1</source>
        <translation>Die Korrektur wurde nicht angewendet: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info</source>
        <translation>
            <numerusform>%n Info</numerusform>
            <numerusform>%n Infos</numerusform>
        </translation>
    </message>
    <message>
        <source>The selected finding has no quick fix</source>
        <translation>Der ausgewählte Befund hat keine Schnellkorrektur</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::LevelEditor</name>
    <message>
        <source>&amp;Frame Selected</source>
        <translation>Auswahl &amp;einpassen</translation>
    </message>
    <message>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Level</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Click a marker, block or model: select (Ctrl: add) · drag a selected one or G: move (Ctrl: snap, X/Y/Z: axis, Esc: cancel), or an axis handle: along it · R/S: rotate/scale · B + drag: box select · [ ]: grid · Ctrl+Space: maximise</source>
        <translation>Klick auf Markierung, Block oder Modell: auswählen (Strg: hinzufügen) · Ausgewähltes ziehen oder G: verschieben (Strg: einrasten, X/Y/Z: Achse, Esc: abbrechen), oder einen Achsengriff: entlang der Achse · R/S: drehen/skalieren · B + Ziehen: Rechteckauswahl · [ ]: Gitternetz · Strg+Leertaste: maximieren</translation>
    </message>
    <message>
        <source>Grid: %1 units</source>
        <translation>Gitternetz: %1 Einheiten</translation>
    </message>
    <message>
        <source>Finer Grid</source>
        <translation>Feineres Gitternetz</translation>
    </message>
    <message>
        <source>Coarser Grid</source>
        <translation>Gröberes Gitternetz</translation>
    </message>
    <message>
        <source>Maximise View</source>
        <translation>Ansicht maximieren</translation>
    </message>
    <message>
        <source>Snap to Grid</source>
        <translation>Am Gitternetz einrasten</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Entity (model)...</source>
        <translation>&amp;Entity (Modell)...</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Licht</translation>
    </message>
    <message>
        <source>&amp;Sound...</source>
        <translation>&amp;Sound...</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>P&amp;osition</translation>
    </message>
    <message>
        <source>Pa&amp;th</source>
        <translation>&amp;Pfad</translation>
    </message>
    <message>
        <source>&amp;Region</source>
        <translation>&amp;Region</translation>
    </message>
    <message>
        <source>&amp;Block (64 box)</source>
        <translation>&amp;Block (64er-Quader)</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>&amp;Gruppe</translation>
    </message>
    <message>
        <source>Models and levels (*.mdl *.hmp *.wmb)</source>
        <translation>Modelle und Level (*.mdl *.hmp *.wmb)</translation>
    </message>
    <message>
        <source>Sounds (*.wav *.ogg)</source>
        <translation>Sounds (*.wav *.ogg)</translation>
    </message>
    <message>
        <source>Path &amp;Nodes (click to add)</source>
        <translation>Pfad&amp;knoten (Klick fügt hinzu)</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>Hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Ungroup</source>
        <translation>Gruppierung a&amp;ufheben</translation>
    </message>
    <message>
        <source>This level takes no such node</source>
        <translation>Dieses Level nimmt keinen solchen Knoten auf</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n Gruppe</numerusform>
            <numerusform>%n Gruppen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n block(s)</source>
        <translation>
            <numerusform>%n Block</numerusform>
            <numerusform>%n Blöcke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entity(ies)</source>
        <translation>
            <numerusform>%n Entity</numerusform>
            <numerusform>%n Entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n light(s)</source>
        <translation>
            <numerusform>%n Licht</numerusform>
            <numerusform>%n Lichter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sound(s)</source>
        <translation>
            <numerusform>%n Sound</numerusform>
            <numerusform>%n Sounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n position(s)</source>
        <translation>
            <numerusform>%n Position</numerusform>
            <numerusform>%n Positionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n path(s)</source>
        <translation>
            <numerusform>%n Pfad</numerusform>
            <numerusform>%n Pfade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n object(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n Objekt</numerusform>
            <numerusform>%1 · %2 · %n Objekte</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source> · %n hidden (Ctrl+Alt+H shows all)</source>
        <translation>
            <numerusform> · %n ausgeblendet (Strg+Alt+H zeigt alle)</numerusform>
            <numerusform> · %n ausgeblendet (Strg+Alt+H zeigt alle)</numerusform>
        </translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Top (X/Y)</source>
        <translation>Oben (X/Y)</translation>
    </message>
    <message>
        <source>Front (X/Z)</source>
        <translation>Vorne (X/Z)</translation>
    </message>
    <message>
        <source>Side (Y/Z)</source>
        <translation>Seite (Y/Z)</translation>
    </message>
    <message>
        <source>&amp;Build…</source>
        <translation>&amp;Build…</translation>
    </message>
    <message>
        <source>Compile the level into a WMB the engine runs, with lightmaps, as WED&apos;s Build does (F7)</source>
        <translation>Das Level in eine WMB kompilieren, die die Engine ausführt, mit Lightmaps, wie WEDs Build (F7)</translation>
    </message>
    <message>
        <source>Select one path to add nodes to</source>
        <translation>Wählen Sie einen Pfad, dem Knoten hinzugefügt werden sollen</translation>
    </message>
    <message>
        <source>Path mode: each click adds a node to %1; Esc or a right click ends</source>
        <translation>Pfadmodus: jeder Klick fügt %1 einen Knoten hinzu; Esc oder ein Rechtsklick beendet</translation>
    </message>
    <message>
        <source>Reading the level&apos;s WAD files…</source>
        <translation>Die WAD-Dateien des Levels werden gelesen…</translation>
    </message>
    <message>
        <source>Select the blocks to texture (text WMP and WMPB)</source>
        <translation>Wählen Sie die zu texturierenden Blöcke (Text-WMP und WMPB)</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) textured %1</source>
        <translation>
            <numerusform>%n Block mit %1 texturiert</numerusform>
            <numerusform>%n Blöcke mit %1 texturiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Face mode: each click puts the current texture on the face under the cursor; Esc or a right click ends</source>
        <translation>Flächenmodus: jeder Klick legt die aktuelle Textur auf die Fläche unter dem Cursor; Esc oder ein Rechtsklick beendet</translation>
    </message>
    <message>
        <source>No block face under the cursor</source>
        <translation>Keine Blockfläche unter dem Cursor</translation>
    </message>
    <message>
        <source>Pick a texture first</source>
        <translation>Wählen Sie zuerst eine Textur</translation>
    </message>
    <message>
        <source>Face %1 of %2 textured %3</source>
        <translation>Fläche %1 von %2 mit %3 texturiert</translation>
    </message>
    <message>
        <source>Hide Selected</source>
        <translation>Auswahl ausblenden</translation>
    </message>
    <message>
        <source>Hide Unselected</source>
        <translation>Nicht Ausgewähltes ausblenden</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Alles einblenden</translation>
    </message>
    <message>
        <source>Add an entity (a model)</source>
        <translation>Eine Entity hinzufügen (ein Modell)</translation>
    </message>
    <message>
        <source>Add a light</source>
        <translation>Ein Licht hinzufügen</translation>
    </message>
    <message>
        <source>Add a sound</source>
        <translation>Einen Sound hinzufügen</translation>
    </message>
    <message>
        <source>Add a position</source>
        <translation>Eine Position hinzufügen</translation>
    </message>
    <message>
        <source>Add a path</source>
        <translation>Einen Pfad hinzufügen</translation>
    </message>
    <message>
        <source>Add a region</source>
        <translation>Eine Region hinzufügen</translation>
    </message>
    <message>
        <source>Add a block (64 box)</source>
        <translation>Einen Block hinzufügen (Würfel 64)</translation>
    </message>
    <message>
        <source>Add a group</source>
        <translation>Eine Gruppe hinzufügen</translation>
    </message>
    <message>
        <source>Path nodes: each click in a view appends a node to the selected path</source>
        <translation>Pfadknoten: jeder Klick in eine Ansicht hängt einen Knoten an den gewählten Pfad</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::LevelEntityModels</name>
    <message>
        <source>Model file %1 not found; looked in %2</source>
        <translation>Modelldatei %1 nicht gefunden; gesucht in %2</translation>
    </message>
    <message>
        <source>%1 has no triangles</source>
        <translation>%1 hat keine Dreiecke</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::ModelEditor</name>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play the animation, blending between frames</source>
        <translation>Die Animation abspielen, mit Überblendung zwischen Frames</translation>
    </message>
    <message>
        <source> fps</source>
        <translation> fps</translation>
    </message>
    <message>
        <source>Click: pick vertex · left drag: box select · G R S: move, rotate, scale</source>
        <translation>Klick: Vertex wählen · Linksziehen: Rechteckauswahl · G R S: verschieben, drehen, skalieren</translation>
    </message>
    <message>
        <source>Left drag: paint the skin on the model</source>
        <translation>Linksziehen: den Skin auf das Modell malen</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n frame(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n Frame</numerusform>
            <numerusform>%1 · %2 · %n Frames</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skin file(s) missing</source>
        <translation>
            <numerusform>%n Skin-Datei fehlt</numerusform>
            <numerusform>%n Skin-Dateien fehlen</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The language of menus, dialogs and messages</source>
        <translation>Die Sprache von Menüs, Dialogen und Meldungen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>How often unsaved changes are copied for crash recovery (never to your files)</source>
        <translation>Wie oft ungespeicherte Änderungen für die Wiederherstellung nach Abstürzen kopiert werden (nie in Ihre Dateien)</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Keine Grenze</translation>
    </message>
    <message>
        <source>Undo memory per document: when it is exceeded, the oldest undo steps are dropped</source>
        <translation>Rückgängig-Speicher pro Dokument: wird er überschritten, entfallen die ältesten Schritte</translation>
    </message>
    <message>
        <source>Textured</source>
        <translation>Texturiert</translation>
    </message>
    <message>
        <source>Shaded</source>
        <translation>Schattiert</translation>
    </message>
    <message>
        <source>Wireframe</source>
        <translation>Drahtgitter</translation>
    </message>
    <message>
        <source>How documents opened from now on are drawn</source>
        <translation>Wie ab jetzt geöffnete Dokumente gezeichnet werden</translation>
    </message>
    <message>
        <source> units</source>
        <translation> Einheiten</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>The step of View ▸ Show Grid in every view (and a level&apos;s snapping grid); Automatic fits it to the scene</source>
        <translation>Der Abstand von Ansicht ▸ Gitternetz anzeigen in jeder Ansicht (und das Einrastgitter eines Levels); Automatisch passt ihn der Szene an</translation>
    </message>
    <message>
        <source>%1 × %1 cells</source>
        <translation>%1 × %1 Zellen</translation>
    </message>
    <message>
        <source>How big the pieces are that the 3D view draws a terrain in, each at its own detail (not the engine&apos;s terrain chunks, which the Terrain panel&apos;s chunk grid shows)</source>
        <translation>Wie groß die Stücke sind, in denen die 3D-Ansicht ein Terrain zeichnet, jedes mit eigener Detailstufe (nicht die Terrain-Chunks der Engine, die das Gitter im Terrain-Panel zeigt)</translation>
    </message>
    <message>
        <source>MED / WED (right or middle drag orbits)</source>
        <translation>MED / WED (rechts oder mittig ziehen: kreisen)</translation>
    </message>
    <message>
        <source>Blender (middle drag orbits, Shift pans, Ctrl zooms)</source>
        <translation>Blender (mittig ziehen: kreisen, Umschalt: verschieben, Strg: zoomen)</translation>
    </message>
    <message>
        <source>Which mouse buttons orbit, pan and zoom in the 3D views</source>
        <translation>Welche Maustasten in den 3D-Ansichten kreisen, verschieben und zoomen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Automatisch sichern alle:</translation>
    </message>
    <message>
        <source>&amp;Undo memory per document:</source>
        <translation>&amp;Rückgängig-Speicher pro Dokument:</translation>
    </message>
    <message>
        <source>Default &amp;render mode:</source>
        <translation>Standard-&amp;Darstellung:</translation>
    </message>
    <message>
        <source>&amp;Grid size:</source>
        <translation>&amp;Gitternetzgröße:</translation>
    </message>
    <message>
        <source>&amp;Terrain view chunk size:</source>
        <translation>&amp;Terrain-Stückgröße der Ansicht:</translation>
    </message>
    <message>
        <source>&amp;Mouse navigation:</source>
        <translation>&amp;Mausnavigation:</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::PropertyPanel</name>
    <message>
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>%1 not changed: %2</source>
        <translation>%1 nicht geändert: %2</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) selected</source>
        <translation>
            <numerusform>%n Knoten ausgewählt</numerusform>
            <numerusform>%n Knoten ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Datei wählen</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Pan</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Tilt</source>
        <translation>Tilt</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <source>Z</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>Choose the colour</source>
        <translation>Farbe wählen</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Skill %1</source>
        <translation>Skill %1</translation>
    </message>
    <message>
        <source>The selected objects differ here</source>
        <translation>Die ausgewählten Objekte unterscheiden sich hier</translation>
    </message>
    <message>
        <source>%1 not changed: &quot;%2&quot; is not a number</source>
        <translation>%1 nicht geändert: &quot;%2&quot; ist keine Zahl</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::SaveReportDock</name>
    <message>
        <source>Preview Next Save</source>
        <translation>Nächstes Speichern vorab zeigen</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>Speicherbericht</translation>
    </message>
    <message>
        <source>Save the model to see how its vertex positions were packed.</source>
        <translation>Speichern Sie das Modell, um zu sehen, wie seine Vertex-Positionen gepackt wurden.</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Frame</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Packing</source>
        <translation>Packung</translation>
    </message>
    <message>
        <source>Edited</source>
        <translation>Bearbeitet</translation>
    </message>
    <message>
        <source>Largest error</source>
        <translation>Größter Fehler</translation>
    </message>
    <message>
        <source>In steps</source>
        <translation>In Schritten</translation>
    </message>
    <message>
        <source>Largest distance on one axis between a position as shown and as stored, in model units</source>
        <translation>Größter Abstand auf einer Achse zwischen einer Position wie angezeigt und wie gespeichert, in Modelleinheiten</translation>
    </message>
    <message>
        <source>The same in quantization steps (at most half a step)</source>
        <translation>Dasselbe in Quantisierungsschritten (höchstens ein halber Schritt)</translation>
    </message>
    <message>
        <source>What saving now would do to the positions, without writing</source>
        <translation>Was Speichern jetzt mit den Positionen machen würde, ohne zu schreiben</translation>
    </message>
    <message>
        <source>Saving now would fail: %1</source>
        <translation>Speichern würde jetzt fehlschlagen: %1</translation>
    </message>
    <message>
        <source>Saved %1. This model kind has no packed positions to report.</source>
        <translation>%1 gespeichert. Diese Modellart hat keine gepackten Positionen zu berichten.</translation>
    </message>
    <message>
        <source>This model kind has no packed positions to report.</source>
        <translation>Diese Modellart hat keine gepackten Positionen zu berichten.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Saving now would do this (nothing written yet).</source>
        <translation>Speichern würde jetzt Folgendes tun (noch nichts geschrieben).</translation>
    </message>
    <message>
        <source>Positions are stored as floats: nothing is quantized, every error is 0.</source>
        <translation>Positionen werden als Gleitkommazahlen gespeichert: nichts wird quantisiert, jeder Fehler ist 0.</translation>
    </message>
    <message>
        <source>No position needed packing anew: the frames keep their stored bytes.</source>
        <translation>Keine Position musste neu gepackt werden: die Frames behalten ihre gespeicherten Bytes.</translation>
    </message>
    <message>
        <source>The bounds changed, so the packing was recomputed:
scale %1 → %2
offset %3 → %4</source>
        <translation>Die Grenzen haben sich geändert, daher wurde die Packung neu berechnet:
Skalierung %1 → %2
Versatz %3 → %4</translation>
    </message>
    <message>
        <source>Edited positions were quantized with the unchanged scale %1 and offset %2.</source>
        <translation>Bearbeitete Positionen wurden mit der unveränderten Skalierung %1 und dem Versatz %2 quantisiert.</translation>
    </message>
    <message>
        <source>Largest error over all frames: %1 units (%2 steps).</source>
        <translation>Größter Fehler über alle Frames: %1 Einheiten (%2 Schritte).</translation>
    </message>
    <message>
        <source>Warning: an edit grew the bounds, so the quantization step grew by up to %1×. Frames you did not edit were re-quantized on the coarser grid: they moved by up to %2 units (%3 steps).</source>
        <translation>Warnung: eine Änderung hat die Grenzen vergrößert, daher wuchs der Quantisierungsschritt um bis zu %1×. Nicht bearbeitete Frames wurden auf dem gröberen Raster neu quantisiert: sie haben sich um bis zu %2 Einheiten (%3 Schritte) bewegt.</translation>
    </message>
    <message>
        <source>float</source>
        <translation>Gleitkomma</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>16 Bit</translation>
    </message>
    <message>
        <source>8-bit</source>
        <translation>8 Bit</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Bounds %1 to %2</source>
        <translation>Grenzen %1 bis %2</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::SceneTreeDock</name>
    <message>
        <source>Scene</source>
        <translation>Szene</translation>
    </message>
    <message>
        <source>Filter by name</source>
        <translation>Nach Namen filtern</translation>
    </message>
    <message>
        <source>Add &amp;Group</source>
        <translation>&amp;Gruppe hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>Lö&amp;schen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Umbe&amp;nennen</translation>
    </message>
    <message>
        <source>New group</source>
        <translation>Neue Gruppe</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::SceneTreeModel</name>
    <message>
        <source>%1 (%2, id %3)</source>
        <translation>%1 (%2, ID %3)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>Entity</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Path node</source>
        <translation>Pfadknoten</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Texture</source>
        <translation>Textur</translation>
    </message>
    <message>
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Andere</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::SkinManageBar</name>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Add a blank skin of a size and colour</source>
        <translation>Einen leeren Skin mit Größe und Farbe hinzufügen</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Add a skin from an image file (PNG, TGA, BMP, JPEG)</source>
        <translation>Einen Skin aus einer Bilddatei hinzufügen (PNG, TGA, BMP, JPEG)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Add a copy of this skin after it</source>
        <translation>Eine Kopie dieses Skins dahinter hinzufügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete this skin</source>
        <translation>Diesen Skin löschen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move this skin one place up</source>
        <translation>Diesen Skin eine Stelle nach oben schieben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move this skin one place down</source>
        <translation>Diesen Skin eine Stelle nach unten schieben</translation>
    </message>
    <message>
        <source>Resize…</source>
        <translation>Größe ändern…</translation>
    </message>
    <message>
        <source>Scale this skin to another size (UVs keep their place on it)</source>
        <translation>Diesen Skin auf eine andere Größe skalieren (UVs behalten ihre Lage darauf)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save this skin as a PNG file</source>
        <translation>Diesen Skin als PNG-Datei speichern</translation>
    </message>
    <message>
        <source>UV Layout…</source>
        <translation>UV-Layout…</translation>
    </message>
    <message>
        <source>Save the UV layout of this skin as a PNG for an external painter</source>
        <translation>Das UV-Layout dieses Skins als PNG für ein externes Malprogramm speichern</translation>
    </message>
    <message>
        <source>Import Skin</source>
        <translation>Skin importieren</translation>
    </message>
    <message>
        <source>Images (*.png *.tga *.bmp *.jpg *.jpeg);;All files (*)</source>
        <translation>Bilder (*.png *.tga *.bmp *.jpg *.jpeg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This skin has no pixels stored in the file to export</source>
        <translation>Dieser Skin hat keine in der Datei gespeicherten Pixel zum Exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Export Skin</source>
        <translation>Skin exportieren</translation>
    </message>
    <message>
        <source>Export UV Layout</source>
        <translation>UV-Layout exportieren</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::SkinPaintDock</name>
    <message>
        <source>Skin</source>
        <translation>Skin</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Füllen</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>Pipette</translation>
    </message>
    <message>
        <source>Soften</source>
        <translation>Weichzeichnen</translation>
    </message>
    <message>
        <source>UV</source>
        <translation>UV</translation>
    </message>
    <message>
        <source>Edit UVs: click or drag a box to select, double-click or L for an island, drag to move, G/R/S to grab/rotate/scale</source>
        <translation>UVs bearbeiten: Klick oder Rechteck ziehen wählt aus, Doppelklick oder L für eine Insel, Ziehen verschiebt, G/R/S zum Greifen/Drehen/Skalieren</translation>
    </message>
    <message>
        <source>Mirror U</source>
        <translation>U spiegeln</translation>
    </message>
    <message>
        <source>Mirror V</source>
        <translation>V spiegeln</translation>
    </message>
    <message>
        <source>Rotate 90°</source>
        <translation>90° drehen</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Fill one triangle only</source>
        <translation>Nur ein Dreieck füllen</translation>
    </message>
    <message>
        <source>Limit the fill to the texels of the triangle under the cursor (MED&apos;s fill triangle)</source>
        <translation>Das Füllen auf die Texel des Dreiecks unter dem Cursor beschränken (MEDs Dreieck füllen)</translation>
    </message>
    <message>
        <source>Show UV wireframe</source>
        <translation>UV-Drahtgitter anzeigen</translation>
    </message>
    <message>
        <source>Size (radius):</source>
        <translation>Größe (Radius):</translation>
    </message>
    <message>
        <source>Hardness:</source>
        <translation>Härte:</translation>
    </message>
    <message>
        <source>Opacity:</source>
        <translation>Deckkraft:</translation>
    </message>
    <message>
        <source>Spacing:</source>
        <translation>Abstand:</translation>
    </message>
    <message>
        <source>Fill tolerance:</source>
        <translation>Fülltoleranz:</translation>
    </message>
    <message>
        <source>Fill one UV island only</source>
        <translation>Nur eine UV-Insel füllen</translation>
    </message>
    <message>
        <source>Limit the fill to the connected UV triangles under the cursor</source>
        <translation>Das Füllen auf die verbundenen UV-Dreiecke unter dem Cursor beschränken</translation>
    </message>
    <message>
        <source>Dither 8-bit skins on save</source>
        <translation>8-Bit-Skins beim Speichern dithern</translation>
    </message>
    <message>
        <source>Save painted texels of 8-bit skins with error diffusion over the palette, instead of each texel&apos;s nearest palette entry</source>
        <translation>Bemalte Texel von 8-Bit-Skins mit Fehlerdiffusion über die Palette speichern statt mit dem nächstliegenden Paletteneintrag jedes Texels</translation>
    </message>
    <message>
        <source>Foreground colour (click to choose)</source>
        <translation>Vordergrundfarbe (Klick zum Wählen)</translation>
    </message>
    <message>
        <source>Background colour: what the eraser paints on skins without alpha</source>
        <translation>Hintergrundfarbe: was der Radierer auf Skins ohne Alpha malt</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Swap foreground and background colours (X in the skin view)</source>
        <translation>Vorder- und Hintergrundfarbe tauschen (X in der Skin-Ansicht)</translation>
    </message>
    <message>
        <source>Click: foreground, right click: background</source>
        <translation>Klick: Vordergrund, Rechtsklick: Hintergrund</translation>
    </message>
    <message>
        <source>Paint on model (3D)</source>
        <translation>Auf dem Modell malen (3D)</translation>
    </message>
    <message>
        <source>Left-drag on the model in the 3D view paints the skin with this tool; drag off the model to turn the camera</source>
        <translation>Linksziehen auf dem Modell in der 3D-Ansicht malt mit diesem Werkzeug auf den Skin; Ziehen neben dem Modell dreht die Kamera</translation>
    </message>
    <message>
        <source>Paint on the model spreads this many texels past the UV island borders, so seams do not show</source>
        <translation>Malen auf dem Modell greift so viele Texel über die Ränder der UV-Inseln hinaus, damit keine Nähte sichtbar werden</translation>
    </message>
    <message>
        <source>Seam bleed:</source>
        <translation>Nahtüberstand:</translation>
    </message>
    <message>
        <source>Skin %1</source>
        <translation>Skin %1</translation>
    </message>
    <message>
        <source>This file has no skin to paint.</source>
        <translation>Diese Datei hat keinen Skin zum Bemalen.</translation>
    </message>
    <message>
        <source>Skin %1 is not stored in the file (an external or unreadable skin): it cannot be painted here.</source>
        <translation>Skin %1 ist nicht in der Datei gespeichert (ein externer oder unlesbarer Skin): er kann hier nicht bemalt werden.</translation>
    </message>
    <message>
        <source>Foreground Colour</source>
        <translation>Vordergrundfarbe</translation>
    </message>
    <message>
        <source>Background Colour</source>
        <translation>Hintergrundfarbe</translation>
    </message>
    <message>
        <source>Skin brush</source>
        <translation>Skin-Pinsel</translation>
    </message>
    <message>
        <source>Skin eraser</source>
        <translation>Skin-Radierer</translation>
    </message>
    <message>
        <source>Skin fill</source>
        <translation>Skin füllen</translation>
    </message>
    <message>
        <source>Skin colour picker</source>
        <translation>Skin-Farbpipette</translation>
    </message>
    <message>
        <source>Skin soften</source>
        <translation>Skin weichzeichnen</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::SkinSizeDialog</name>
    <message>
        <source>Add Blank Skin</source>
        <translation>Leeren Skin hinzufügen</translation>
    </message>
    <message>
        <source>Resize Skin</source>
        <translation>Skin-Größe ändern</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>Every skin of this model is %1x%2 pixels.</source>
        <translation>Jeder Skin dieses Modells hat %1x%2 Pixel.</translation>
    </message>
    <message>
        <source>#RRGGBB, #AARRGGBB or a colour name</source>
        <translation>#RRGGBB, #AARRGGBB oder ein Farbname</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Choose the colour</source>
        <translation>Farbe wählen</translation>
    </message>
    <message>
        <source>Skin Colour</source>
        <translation>Skin-Farbe</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Farbe:</translation>
    </message>
    <message>
        <source>The image is scaled smoothly; UVs keep their place on it.</source>
        <translation>Das Bild wird weich skaliert; UVs behalten ihre Lage darauf.</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::TerrainEditor</name>
    <message>
        <source>Left drag: sculpt · Ctrl: invert raise/lower · [ ]: radius · Esc: cancel</source>
        <translation>Linksziehen: formen · Strg: Anheben/Absenken umkehren · [ ]: Radius · Esc: abbrechen</translation>
    </message>
    <message>
        <source>right or middle drag: orbit</source>
        <translation>Rechts- oder Mittelziehen: umkreisen</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 × %4 vertices</source>
        <translation>%1 · %2 · %3 × %4 Vertices</translation>
    </message>
    <message>
        <source>Stroke: %1 undo</source>
        <translation>Strich: %1 Rückgängig-Daten</translation>
    </message>
    <message>
        <source>Stroke: no change</source>
        <translation>Strich: keine Änderung</translation>
    </message>
    <message>
        <source>Stroke cancelled</source>
        <translation>Strich abgebrochen</translation>
    </message>
    <message>
        <source>New Terrain</source>
        <translation>Neues Terrain</translation>
    </message>
    <message>
        <source>Resize Terrain</source>
        <translation>Terraingröße ändern</translation>
    </message>
    <message>
        <source>Import Heightmap</source>
        <translation>Heightmap importieren</translation>
    </message>
    <message>
        <source>Images (*.png *.pgm *.tif *.tiff *.bmp)</source>
        <translation>Bilder (*.png *.pgm *.tif *.tiff *.bmp)</translation>
    </message>
    <message>
        <source>Export Heightmap</source>
        <translation>Heightmap exportieren</translation>
    </message>
    <message>
        <source>16-bit PNG (*.png)</source>
        <translation>16-Bit-PNG (*.png)</translation>
    </message>
    <message>
        <source>Heightmap exported</source>
        <translation>Heightmap exportiert</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::TerrainGridDialog</name>
    <message>
        <source>New Terrain</source>
        <translation>Neues Terrain</translation>
    </message>
    <message>
        <source>Resize Terrain</source>
        <translation>Terraingröße ändern</translation>
    </message>
    <message>
        <source>Columns (vertices):</source>
        <translation>Spalten (Vertices):</translation>
    </message>
    <message>
        <source>Rows (vertices):</source>
        <translation>Zeilen (Vertices):</translation>
    </message>
    <message>
        <source>Cell size:</source>
        <translation>Zellgröße:</translation>
    </message>
    <message>
        <source>Base height:</source>
        <translation>Grundhöhe:</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::TerrainToolPanel</name>
    <message>
        <source>Terrain Tools</source>
        <translation>Terrain-Werkzeuge</translation>
    </message>
    <message>
        <source>Brush</source>
        <translation>Pinsel</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Anheben</translation>
    </message>
    <message>
        <source>Lower</source>
        <translation>Absenken</translation>
    </message>
    <message>
        <source>Smooth</source>
        <translation>Glätten</translation>
    </message>
    <message>
        <source>Flatten</source>
        <translation>Ebnen</translation>
    </message>
    <message>
        <source>Set height</source>
        <translation>Höhe setzen</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>Rauschen</translation>
    </message>
    <message>
        <source>Grab (soft move)</source>
        <translation>Greifen (weich verschieben)</translation>
    </message>
    <message>
        <source>&amp;Tool:</source>
        <translation>&amp;Werkzeug:</translation>
    </message>
    <message>
        <source>Brush radius in world units ([ and ], or Ctrl+wheel)</source>
        <translation>Pinselradius in Welteinheiten ([ und ] oder Strg+Mausrad)</translation>
    </message>
    <message>
        <source>Ra&amp;dius:</source>
        <translation>&amp;Radius:</translation>
    </message>
    <message>
        <source>&amp;Strength:</source>
        <translation>&amp;Stärke:</translation>
    </message>
    <message>
        <source>Fall&amp;off:</source>
        <translation>Ab&amp;fall:</translation>
    </message>
    <message>
        <source>Height under the cursor</source>
        <translation>Höhe unter dem Cursor</translation>
    </message>
    <message>
        <source>Typed height</source>
        <translation>Eingegebene Höhe</translation>
    </message>
    <message>
        <source>F&amp;latten to:</source>
        <translation>&amp;Ebnen auf:</translation>
    </message>
    <message>
        <source>Target of Set height, and of Flatten with a typed height</source>
        <translation>Ziel von „Höhe setzen“ und von „Ebnen“ mit eingegebener Höhe</translation>
    </message>
    <message>
        <source>Ta&amp;rget height:</source>
        <translation>&amp;Zielhöhe:</translation>
    </message>
    <message>
        <source>Height limits</source>
        <translation>Höhengrenzen</translation>
    </message>
    <message>
        <source>&amp;Clamp heights</source>
        <translation>Höhen &amp;limitieren</translation>
    </message>
    <message>
        <source>M&amp;inimum:</source>
        <translation>M&amp;inimum:</translation>
    </message>
    <message>
        <source>Maxim&amp;um:</source>
        <translation>Maxim&amp;um:</translation>
    </message>
    <message>
        <source>Overlay</source>
        <translation>Overlay</translation>
    </message>
    <message>
        <source>Show chunk &amp;grid</source>
        <translation>&amp;Chunk-Gitternetz anzeigen</translation>
    </message>
    <message>
        <source> cells</source>
        <translation> Zellen</translation>
    </message>
    <message>
        <source>The engine&apos;s terrain chunk size in cells</source>
        <translation>Die Terrain-Chunk-Größe der Engine in Zellen</translation>
    </message>
    <message>
        <source>Chun&amp;k size:</source>
        <translation>Chun&amp;k-Größe:</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>Resi&amp;ze…</source>
        <translation>&amp;Größe ändern…</translation>
    </message>
    <message>
        <source>I&amp;mport Heightmap…</source>
        <translation>Heightmap i&amp;mportieren…</translation>
    </message>
    <message>
        <source>E&amp;xport Heightmap…</source>
        <translation>Heightmap e&amp;xportieren…</translation>
    </message>
    <message>
        <source>%1 brush</source>
        <translation>Pinsel %1</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::TextureBrowserDock</name>
    <message>
        <source>Textures</source>
        <translation>Texturen</translation>
    </message>
    <message>
        <source>&amp;Apply to Selection</source>
        <translation>Auf Auswahl an&amp;wenden</translation>
    </message>
    <message>
        <source>Apply to Faces</source>
        <translation>Auf Flächen anwenden</translation>
    </message>
    <message>
        <source>Filter textures</source>
        <translation>Texturen filtern</translation>
    </message>
    <message>
        <source>Put the current texture on every face of the selected blocks (text WMP and WMPB)</source>
        <translation>Die aktuelle Textur auf jede Fläche der ausgewählten Blöcke legen (Text-WMP und WMPB)</translation>
    </message>
    <message>
        <source>Then click faces in a view: each click puts the current texture on that face (Esc or a right click ends)</source>
        <translation>Dann Flächen in einer Ansicht anklicken: jeder Klick legt die aktuelle Textur auf diese Fläche (Esc oder ein Rechtsklick beendet)</translation>
    </message>
    <message>
        <source>%1
%2 × %3 texels
%4</source>
        <translation>%1
%2 × %3 Texel
%4</translation>
    </message>
    <message>
        <source>%1
used by faces of this level, in no WAD it lists</source>
        <translation>%1
von Flächen dieses Levels verwendet, in keiner WAD, die es nennt</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::TextureSheetEditor</name>
    <message>
        <source>Images (*.png *.tga *.bmp *.jpg *.jpeg);;All files (*)</source>
        <translation>Bilder (*.png *.tga *.bmp *.jpg *.jpeg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Add a texture from an image file (PNG, TGA, BMP, JPEG)</source>
        <translation>Eine Textur aus einer Bilddatei hinzufügen (PNG, TGA, BMP, JPEG)</translation>
    </message>
    <message>
        <source>Replace…</source>
        <translation>Ersetzen…</translation>
    </message>
    <message>
        <source>Replace the selected texture&apos;s pixels with an image file</source>
        <translation>Die Pixel der ausgewählten Textur durch eine Bilddatei ersetzen</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save the selected texture as a PNG file</source>
        <translation>Die ausgewählte Textur als PNG-Datei speichern</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Copy the selected texture under a new name</source>
        <translation>Die ausgewählte Textur unter neuem Namen kopieren</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Rename the selected texture (F2)</source>
        <translation>Die ausgewählte Textur umbenennen (F2)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the selected texture (Del)</source>
        <translation>Die ausgewählte Textur löschen (Entf)</translation>
    </message>
    <message>
        <source>Texture %1</source>
        <translation>Textur %1</translation>
    </message>
    <message>
        <source>not decodable</source>
        <translation>nicht dekodierbar</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1: %2 (texture %3)</source>
        <translation>%1: %2 (Textur %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Add Texture</source>
        <translation>Textur hinzufügen</translation>
    </message>
    <message>
        <source>Replace Texture</source>
        <translation>Textur ersetzen</translation>
    </message>
    <message>
        <source>This texture has no pixels that can be decoded</source>
        <translation>Diese Textur hat keine dekodierbaren Pixel</translation>
    </message>
    <message>
        <source>Export Texture</source>
        <translation>Textur exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Rename Texture</source>
        <translation>Textur umbenennen</translation>
    </message>
    <message>
        <source>Name (at most %1 characters):</source>
        <translation>Name (höchstens %1 Zeichen):</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n texture(s)</source>
        <translation>
            <numerusform>%1 · %2 · %n Textur</numerusform>
            <numerusform>%1 · %2 · %n Texturen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::TransformDock</name>
    <message>
        <source>Transform</source>
        <translation>Transformieren</translation>
    </message>
    <message>
        <source>Click: pick · drag: box (Shift add, Ctrl subtract) · A / Alt+A / Ctrl+I / L · G R S: move, rotate, scale (X Y Z constrain, Ctrl snap, Enter or click confirms, Esc cancels) · Shift+right click: 3D cursor · right or middle drag: orbit</source>
        <translation>Klick: wählen · Ziehen: Rechteck (Umschalt fügt hinzu, Strg zieht ab) · A / Alt+A / Strg+I / L · G R S: verschieben, drehen, skalieren (X Y Z beschränken, Strg rastet ein, Eingabe oder Klick bestätigt, Esc bricht ab) · Umschalt+Rechtsklick: 3D-Cursor · Rechts- oder Mittelziehen: umkreisen</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Move by</source>
        <translation>Verschieben um</translation>
    </message>
    <message>
        <source>Rotate by (degrees)</source>
        <translation>Drehen um (Grad)</translation>
    </message>
    <message>
        <source>Scale by</source>
        <translation>Skalieren um</translation>
    </message>
    <message>
        <source>Operat&amp;ion:</source>
        <translation>Operat&amp;ion:</translation>
    </message>
    <message>
        <source>X / Y / Z:</source>
        <translation>X / Y / Z:</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>An&amp;wenden</translation>
    </message>
    <message>
        <source>Transform options</source>
        <translation>Transformationsoptionen</translation>
    </message>
    <message>
        <source>Selection centre</source>
        <translation>Mitte der Auswahl</translation>
    </message>
    <message>
        <source>3D cursor</source>
        <translation>3D-Cursor</translation>
    </message>
    <message>
        <source>&amp;Pivot:</source>
        <translation>Dreh&amp;punkt:</translation>
    </message>
    <message>
        <source>3D cursor:</source>
        <translation>3D-Cursor:</translation>
    </message>
    <message>
        <source>Cursor to Selection</source>
        <translation>Cursor zur Auswahl</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>X axis</source>
        <translation>X-Achse</translation>
    </message>
    <message>
        <source>Y axis</source>
        <translation>Y-Achse</translation>
    </message>
    <message>
        <source>Z axis</source>
        <translation>Z-Achse</translation>
    </message>
    <message>
        <source>YZ plane (keep X)</source>
        <translation>YZ-Ebene (X bleibt)</translation>
    </message>
    <message>
        <source>ZX plane (keep Y)</source>
        <translation>ZX-Ebene (Y bleibt)</translation>
    </message>
    <message>
        <source>XY plane (keep Z)</source>
        <translation>XY-Ebene (Z bleibt)</translation>
    </message>
    <message>
        <source>What G, R and S start with, and what typed moves and scales may change</source>
        <translation>Womit G, R und S beginnen und was eingegebene Verschiebungen und Skalierungen ändern dürfen</translation>
    </message>
    <message>
        <source>&amp;Constraint:</source>
        <translation>Bes&amp;chränkung:</translation>
    </message>
    <message>
        <source>Grid step while Ctrl is held (model units; scale snaps to 0.1)</source>
        <translation>Rasterschritt bei gedrückter Strg-Taste (Modelleinheiten; Skalierung rastet auf 0,1 ein)</translation>
    </message>
    <message>
        <source>&amp;Snap step:</source>
        <translation>Ra&amp;sterschritt:</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>An&amp;gle step:</source>
        <translation>Win&amp;kelschritt:</translation>
    </message>
    <message>
        <source>All fra&amp;mes (MED): edit frames</source>
        <translation>Alle Fra&amp;mes (MED): Frames bearbeiten</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Soft selection</source>
        <translation>Weiche Auswahl</translation>
    </message>
    <message>
        <source>Soft se&amp;lection (MED&apos;s soft move)</source>
        <translation>Weiche A&amp;uswahl (MEDs Soft Move)</translation>
    </message>
    <message>
        <source>&amp;Radius:</source>
        <translation>&amp;Radius:</translation>
    </message>
    <message>
        <source>Fall&amp;off:</source>
        <translation>Ab&amp;fall:</translation>
    </message>
    <message>
        <source>Straight line</source>
        <translation>Gerade Linie</translation>
    </message>
    <message>
        <source>Along the surface</source>
        <translation>Entlang der Oberfläche</translation>
    </message>
    <message>
        <source>&amp;Distance:</source>
        <translation>Abs&amp;tand:</translation>
    </message>
    <message>
        <source>Whole model (every frame)</source>
        <translation>Ganzes Modell (jeder Frame)</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Skalieren:</translation>
    </message>
    <message>
        <source>Rotate (°):</source>
        <translation>Drehen (°):</translation>
    </message>
    <message>
        <source>Move:</source>
        <translation>Verschieben:</translation>
    </message>
    <message>
        <source>&amp;Transform Global</source>
        <translation>&amp;Global transformieren</translation>
    </message>
    <message>
        <source>Rece&amp;ntre</source>
        <translation>Ze&amp;ntrieren</translation>
    </message>
    <message>
        <source>Mirror X</source>
        <translation>X spiegeln</translation>
    </message>
    <message>
        <source>Mirror Y</source>
        <translation>Y spiegeln</translation>
    </message>
    <message>
        <source>Mirror Z</source>
        <translation>Z spiegeln</translation>
    </message>
    <message>
        <source>Select vertices first.</source>
        <translation>Wählen Sie zuerst Vertices aus.</translation>
    </message>
    <message>
        <source>The selection cannot be transformed.</source>
        <translation>Die Auswahl kann nicht transformiert werden.</translation>
    </message>
    <message numerus="yes">
        <source>Selected vertices: %n</source>
        <translation>
            <numerusform>Ausgewählte Vertices: %n</numerusform>
            <numerusform>Ausgewählte Vertices: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::ViewerEditor</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>ackedit::widgets::Viewport</name>
    <message>
        <source>Pan: right or middle drag · Zoom: wheel (about the cursor) or Ctrl+middle drag · F: frame all</source>
        <translation>Schwenken: Rechts- oder Mittelziehen · Zoom: Mausrad (um den Cursor) oder Strg+Mittelziehen · F: alles einpassen</translation>
    </message>
    <message>
        <source>Orbit: right or middle drag · Pan: Shift+middle drag · Zoom: wheel or Ctrl+middle drag · Views: numpad 1 / 3 / 7 (Ctrl: opposite) · F: frame all · Shift+F: fly (W A S D Q E, wheel: speed, Esc: stop)</source>
        <translation>Umkreisen: Rechts- oder Mittelziehen · Schwenken: Umschalt+Mittelziehen · Zoom: Mausrad oder Strg+Mittelziehen · Ansichten: Ziffernblock 1 / 3 / 7 (Strg: gegenüber) · F: alles einpassen · Umschalt+F: fliegen (W A S D Q E, Mausrad: Tempo, Esc: stopp)</translation>
    </message>
    <message>
        <source>Pan: middle drag · Zoom: wheel (about the cursor) or Ctrl+middle drag · F: frame all</source>
        <translation>Verschieben: mittig ziehen · Zoomen: Mausrad (um den Mauszeiger) oder Strg+mittig ziehen · F: alles zeigen</translation>
    </message>
    <message>
        <source>Orbit: middle drag · Pan: Shift+middle drag · Zoom: wheel or Ctrl+middle drag · Views: numpad 1 / 3 / 7 (Ctrl: opposite) · F: frame all · Shift+F: fly (W A S D Q E, wheel: speed, Esc: stop)</source>
        <translation>Kreisen: mittig ziehen · Verschieben: Umschalt+mittig ziehen · Zoomen: Mausrad oder Strg+mittig ziehen · Ansichten: Ziffernblock 1 / 3 / 7 (Strg: gegenüber) · F: alles zeigen · Umschalt+F: fliegen (W A S D Q E, Mausrad: Tempo, Esc: Ende)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>ackedit: warning: no demo model at %1; the screenshot shows an empty scene</source>
        <translation>ackedit: Warnung: kein Demo-Modell unter %1; der Screenshot zeigt eine leere Szene</translation>
    </message>
    <message>
        <source>ackedit: cannot write the screenshot to %1</source>
        <translation>ackedit: der Screenshot kann nicht nach %1 geschrieben werden</translation>
    </message>
    <message>
        <source>the dab touched no point</source>
        <translation>der Tupfer hat keinen Punkt berührt</translation>
    </message>
    <message>
        <source>Test Move</source>
        <translation>Testverschiebung</translation>
    </message>
    <message>
        <source>no node can be renamed</source>
        <translation>kein Knoten kann umbenannt werden</translation>
    </message>
    <message>
        <source>no test edit for this kind of document</source>
        <translation>keine Teständerung für diese Art Dokument</translation>
    </message>
</context>
</TS>

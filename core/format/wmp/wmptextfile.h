#pragma once
// A text WMP2 level source (ACKWED 4.x plane brushes, 5.x vertex/face blocks, 6.x/WMPIO with
// texture axes). The file is held as a lossless syntax tree; the level structure (object tree,
// blocks, entities, level properties, wed settings) is derived from it and re-derived after
// every edit. Edits rewrite only the lines they concern, formatting new numbers the way the
// file's generation spells them, so an unedited file writes back byte for byte.
//
// Ids: every section has a stable quint32 id. Edit functions accept the id of an object (the
// tree node) and, where that makes sense, of the block or entity an object references.
#include "common/assetfile.h"
#include "wmp/wmpbrush.h"
#include "wmp/wmpnodes.h"
#include "wmp/wmpnumber.h"
#include "wmp/wmpsyntaxtree.h"
#include "wmp/wmptextchange.h"

#include <Eigen/Geometry>
#include <QHash>
#include <QSet>
#include <functional>
#include <memory>
#include <utility>

namespace ackedit::format {

class WmpTextFile : public AssetFile
{
public:
    // Deeper group nesting is refused (keeps every tree walk and the JSON dump bounded).
    static constexpr int kMaxDepth = 1000;
    static constexpr qint64 kMaxFileSize = 64 * 1024 * 1024;

    // Throws FormatError (offset, structure path, "line N, column M: problem").
    static std::unique_ptr<WmpTextFile> read(const QByteArray &data);

    Kind kind() const override { return Kind::LevelSource; }
    QString formatName() const override { return QStringLiteral("WMP"); }
    QByteArray write() const override;
    QString infoText() const override;
    QJsonObject toJson(bool full) const override;
    std::vector<ValidationIssue> validate() const override;
    // Every referenced block in world units, fan-triangulated with outward winding, flat normals;
    // skin = index into textureNames(); UVs from each face's texture projection (world
    // coordinates, WmpTextureMapping) divided by the texture size (setTextureSize, 128 if unknown).
    TriangleMesh mesh(int frame) const override;
    // The size of a texture (from its WAD), used to normalise the mesh UVs; case-insensitive.
    void setTextureSize(const QString &texture, int width, int height);

    // --- the level as data --------------------------------------------------------------
    WmpGeneration generation() const { return m_generation; }
    int version() const { return m_version; } // 510, 710, or -1 (4.x: no version line)
    QString tool() const { return m_tool; }   // "ACKWED V 5.46.01"
    QString created() const { return m_created; }
    const WmpSyntaxTree &syntaxTree() const { return m_tree; }

    const std::vector<WmpObjectNode> &objects() const { return m_objects; } // file order
    const std::vector<WmpBlock> &blocks() const { return m_blocks; }
    const std::vector<WmpEntity> &entities() const { return m_entities; } // level included
    const WmpLevelInfo &level() const { return m_level; }
    const WmpWedInfo &wed() const { return m_wed; }
    const QStringList &textureNames() const { return m_textures; }

    int rootObject() const { return m_root; } // index of object 0, -1 if missing
    int objectIndex(quint32 id) const;        // object with this id, or the object referencing
                                              // the block/entity with this id; -1 if none
    int blockIndex(quint32 id) const;
    int entityIndex(quint32 id) const;        // entity with this id or referenced by object id
    Eigen::Affine3d worldTransform(int objectIndex) const;
    // Polygons of a block in world units (outward winding), with the problems met on the way.
    WmpBrush::Result blockGeometry(int blockIndex) const;

    // Entity angles as the compiler writes them to the WMB (degrees, 0..360): the file stores
    // pan measured the other way from +Y, so WMB pan = 90 - stored pan; tilt and roll are kept
    // (264 of 264 entities of 3 compiled level pairs agree, see docs/formats/wmp-text.md).
    static Eigen::Vector3d engineAngles(const Eigen::Vector3d &storedRadians);

    // --- field edits ----------------------------------------------------------------------
    // All throw FormatError(-1, field, problem) when the id or the value does not fit, and
    // leave the file unchanged then. Positions, angles and scales are the stored values of the
    // object (relative to its parent; angles in radians as the file stores them).
    void setPosition(quint32 id, const Eigen::Vector3d &position);
    void setAngles(quint32 id, const Eigen::Vector3d &radians); // pan, tilt, roll
    void setScale(quint32 id, const Eigen::Vector3d &scale);    // object and model scale lines
    void setName(quint32 id, const QString &name); // entity name, or group name (header comment)
    void setFile(quint32 id, const QString &file);             // model, sound
    void setAction(quint32 id, const QString &action);         // model; empty = ndef
    void setSkills(quint32 id, const std::vector<double> &skills); // padded with 0 to the count
    void setFlags(quint32 id, quint32 flags);                  // model, sound
    void setLight(quint32 id, const Eigen::Vector3d &colorPercent, double range);
    // The sound's "volume a b range" line: volume and range; the two middle numbers are kept.
    void setSound(quint32 id, double volume, double range);
    // A path's points (relative to the path object, as stored): the count line and one line per
    // point; points that stay keep their lines' spelling, new lines copy the last point line's
    // indentation and line end.
    void setPathPoints(quint32 id, const std::vector<Eigen::Vector3d> &points);
    // A model's ambient / albedo line (percent). A model without that line is refused rather
    // than given one: WED writes ambient for every model and albedo only for the 20-skill
    // ("new") entity (all 261 corpus models), so a missing line is not WED's and adding one
    // would turn an old entity into a layout never seen.
    void setAmbient(quint32 id, double ambient);
    void setAlbedo(quint32 id, double albedo);
    // The texture name of face `face` of a block (an object or block id; -1: every face). The
    // name is one word (no blanks, punctuation or comment); only the texture word changes.
    void setFaceTexture(quint32 id, int face, const QString &texture);

    // --- level settings (the `level 0` section; refused when the file has none) ----------
    enum class LevelFile {
        WorkFile, // <name.$$w>, the compiler's interim WAD
        Palette,  // <palette.pcx>
        Script,   // <name.wdl>; an empty name writes <ndef>
    };
    void setLevelFile(LevelFile which, const QString &file);
    void setNexus(qint64 nexus); // the "30" line (the A4 manual's nexus), 0..100000000
    void setSun(double azimuth, double elevation); // degrees
    // One colour line (index into level().colors, percent). Lines are never added: the 4-line
    // form of ACKWED 4.24 has no known place for the other two.
    void setLevelColor(int index, const Eigen::Vector3d &colorPercent);

    // --- structure edits ------------------------------------------------------------------
    // Moves an object (group, block or entity leaf) under `newParent` at child position `index`
    // (-1 = last); reorders when the parent stays the same.
    void moveObject(quint32 id, quint32 newParent, int index = -1);
    quint32 addGroup(quint32 parent, const QString &name = QString(), int index = -1);
    // kind: "light", "model", "start", "path" or "sound"; `text` is the model/sound file or the
    // start/path name. Returns the new object's id.
    quint32 addEntity(quint32 parent, const QByteArray &kind, const QString &text, int index = -1);
    // An axis-aligned box block (local coordinates = box centred on the object).
    quint32 addBoxBlock(quint32 parent, const Eigen::Vector3d &size, const QString &texture, int index = -1);
    // Removes an object with all objects below it and the blocks/entities they reference;
    // higher numbers move down so the numbering stays 0..n-1.
    void removeObject(quint32 id);
    // Copies an object subtree (with its blocks/entities), placed right after the original.
    quint32 duplicateObject(quint32 id);

    // --- undo support (wmptextfileundo.cpp) ---
    // Copies of the sections with these ids (absent ids are skipped), and putting such copies
    // back over the sections with the same ids (field edits touch only their own sections).
    std::vector<WmpSection> saveSections(const std::vector<quint32> &ids) const;
    void restoreSections(const std::vector<WmpSection> &sections);

    // The text changes of the last structural edit (add, duplicate, move, remove), taken out
    // of the file; empty when there was none. applyChange reverts such a change exactly (ids
    // and bytes) and re-derives only what it touched; the change then holds what it replaced,
    // so applying it again redoes the edit. Changes must be applied in stack order.
    WmpTextChange takeChange() { return std::exchange(m_lastChange, WmpTextChange()); }
    void applyChange(WmpTextChange &change);
    // Runs one structural edit (the call in `edit`) only as far as its text changes, puts the text
    // back and returns those changes: applied, they make the edit. A refused edit throws here
    // (FormatError, nothing changed): the edits check every rule the whole file must keep (one
    // level section, nesting depth), so recorded changes apply. Lets a caller announce an edit
    // before the data changes, and only an edit that will go through.
    WmpTextChange recordOnly(const std::function<void()> &edit);
    // Sections parsed by the last edit, undo or redo (every section after a full pass); tests
    // check with it that an edit re-derives only what it touched.
    qint64 sectionsParsed() const { return m_sectionsParsed; }

private:
    struct Count { QByteArray keyword; qint64 value = -1; };
    WmpTextFile() = default;
    void rebuild();        // derive the level structure from the syntax tree
    // Runs a structural edit on the syntax tree, recording what it replaces, and re-derives
    // what it touched; on any error the recorded text is put back and the error passed on, so
    // a failed edit changes nothing.
    void transaction(const std::function<void()> &edit);
    // The same for an edit of fields within sections (wmptextfilerederive.cpp): it takes the
    // sections it changes through sectionOf(), which keeps a copy of each; afterwards only the
    // records of the changed sections are re-derived (everything when links or numbers moved).
    void fieldTransaction(const std::function<void()> &edit);
    bool rederive(const std::vector<quint32> &ids); // false: the change needs the full pass
    // After a structural change (wmptextfilestructurederive.cpp): re-derives the records of
    // the sections it touched and fixes up links and numbers; false: the full pass is needed.
    bool rederiveStructure(const WmpTextChange::Effect &effect);
    void rederiveOrRevert(WmpTextChange &applied); // on an error: reverted, full pass, rethrown
public:
    struct Touched; // how a change touched each section (wmptextfilechange.cpp)

private:
    enum class Patch { NotApplicable, Done, Failed };
    Patch appendRecords(const WmpTextChange::Effect &effect, const Touched &touched);
    bool relinkAll(const WmpTextChange::Effect &effect, const Touched &touched);
    void readLooseLine(const WmpLine &line, bool sawSection, int &comments);
    void readLooseLines();
    void clearLooseInfo(); // what the lines outside the sections say
    WmpGeneration generationOfBlocks() const; // for a file without a version line
    void indexTextures();
    void resolveLinks();
    void computeWorld();
    void computeWorldBelow(int objectIndex);
    static Eigen::Affine3d localTransform(const WmpObjectNode &o);

    WmpNumber::Style numberStyle() const;
    QByteArray formatLike(const QByteArray &oldToken, double value, WmpNumber::Style fallback) const;
    void setTriple(WmpLine &line, const std::vector<int> &wordIndices, const Eigen::Vector3d &v,
                   WmpNumber::Style fallback);
    // Word `word` (counting the line's Word tokens) becomes `value`, spelled like the old token.
    void setNumber(WmpLine &line, int word, double value, WmpNumber::Style fallback);
    WmpLine &levelLine(int bodyLine, const QString &field); // a line of the level section
    WmpSection &sectionOf(quint32 id, const QString &field);
    int requireObject(quint32 id, const QString &field) const;
    int requireEntity(quint32 id, const QString &field) const;

    // structure helpers (wmptextfilestructure.cpp)
    void writeChildList(int objectIndex, const std::vector<int> &childNumbers);
    void setCount(const char *keyword, int value);
    int insertionPoint(WmpSection::Category kind) const;
    // The edit primitives of a structural transaction: each records what it replaces.
    WmpSection &editSection(quint32 id);
    WmpLine &editLine(quint32 id, int part); // WmpTextChange::kHeader or a body line
    WmpLine &editLoose(int item);
    quint32 insertSectionAt(int at, std::unique_ptr<WmpSection> section);
    void insertLineAt(int at, WmpLine line);
    void removeItemAt(int at);
    quint32 insertNewSection(WmpSection::Category kind, QList<QByteArray> lines);
    // Levels of objects below objectIndex (0: no children), and a refusal when an object with
    // that many levels below it would nest too deep as a child of `parent`. The structure edits
    // check every whole-file rule themselves, so their recorded text always derives.
    int heightBelow(int objectIndex) const;
    std::vector<int> subtreeOf(int objectIndex) const; // the object and all below it
    void requireNestingFits(int parent, int height) const;
    quint32 attachNewObject(quint32 parent, int index, const QByteArray &refKind, int refNumber,
                            const QString &name);
    // Numbers above the `removed` ones (sorted) move down, outside the `doomed` sections.
    void renumber(WmpSection::Category kind, const std::vector<int> &removed, const QSet<quint32> &doomed);

    WmpSyntaxTree m_tree;
    WmpGeneration m_generation = WmpGeneration::Ackwed5;
    int m_version = -1;
    QString m_tool, m_created;

    std::vector<WmpObjectNode> m_objects;
    std::vector<WmpBlock> m_blocks;
    std::vector<WmpEntity> m_entities;
    WmpLevelInfo m_level;
    WmpWedInfo m_wed;
    QStringList m_textures;
    QHash<QString, std::pair<int, int>> m_textureSizes; // lower-case name -> width, height
    QStringList m_opaqueSections; // sections kept verbatim without meaning
    int m_root = -1;
    std::vector<Eigen::Affine3d> m_world;
    QHash<int, int> m_objectByNumber, m_blockByNumber, m_entityByNumber;
    QHash<quint32, int> m_objectById, m_blockById, m_entityById;
    std::vector<Count> m_declared; // "blocks", "entities", "objects" lines as read
    std::vector<WmpSection> *m_fieldBackup = nullptr; // during a field transaction
    WmpTextChange *m_change = nullptr;                 // during a structural transaction
    WmpTextChange m_lastChange;                        // of the last structural edit
    bool m_recordOnly = false;                         // during recordOnly()
    qint64 m_sectionsParsed = 0;
};

// Reads a text WMP2; throws FormatError for syntax errors (with line, column and byte offset),
// and a clear "not supported" error for an Acknex 3 map.
std::unique_ptr<WmpTextFile> readWmpText(const QByteArray &data);

// True for the Acknex 3 (WED 3.x) text map that shares the .wmp extension: it starts with '#'
// comment lines ("This file … was generated by WED v3.29") and consists of VERTEX / WALL /
// REGION / THING / ACTOR / WAY / PLAYER_START lines instead of `// WMP2` and brace sections.
bool isAcknex3Map(const QByteArray &data);
// The file starts with the "// WMP2" comment (after an optional byte-order mark and blanks).
bool hasWmp2Magic(const QByteArray &data);

} // namespace ackedit::format

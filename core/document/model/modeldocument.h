#pragma once
// A model (MDL2..MDL5, IDPO, MDL7) as a document: frames, vertices, triangles and groups are read
// through it, and every change goes through commands that call its protected apply* hooks, which
// emit typed signals, so undo notifies the views exactly like redo (design rules 2-4).
//
// Vertex positions are edited per frame "as shown": the positions mesh(frame) draws. Where a
// frame's shape is not stored by itself (MDL7 frames posed by bones, MDL7 models without frames),
// an edit lands in the positions the engine poses (the rest pose, shared by every frame; see
// positionSet()). For the stroke machinery the positions are a TilePatchTarget: tiles of
// TileVertices consecutive vertices of one position set, so a drag's undo memory grows with the
// vertices it moved.
//
// The base class reads any model asset and edits nothing (models without an edit API, e.g.
// test assets); MdlModelDocument and Mdl7ModelDocument implement the edits.
#include "document.h"
#include "skin/skinedits.h"
#include "skin/skinmanagement.h"
#include "stroke/tilepatchtarget.h"
#include "model/vertex/vertexselection.h"

#include "common/repackreport.h"

#include <Eigen/Geometry>

#include <QImage>
#include <QList>
#include <QSet>
#include <QStringList>
#include <QVariant>

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace ackedit::document {

class UvRecords;
class UvTarget;

class ModelDocument : public Document, public stroke::TilePatchTarget
{
    Q_OBJECT
public:
    static constexpr int TileVertices = 64;

    ModelDocument(std::unique_ptr<format::AssetFile> asset, QString fileName, QObject *parent = nullptr);
    ~ModelDocument() override;
    // For the document factory: the document for a model asset (taking it), else null.
    static std::unique_ptr<Document> createFor(std::unique_ptr<format::AssetFile> &asset, const QString &fileName);

    // ---- reading ----
    int frameCount() const { return std::max(asset()->frameCount(), 1); }
    QStringList frameNames() const;
    QString frameName(int frame) const;
    int vertexCount() const;
    int skinCount() const { return asset()->skinCount(); }
    // Positions as mesh(frame) draws them (model coordinates), one per vertex; empty for a frame
    // out of range. Cached; invalidated by the edits that change them.
    const std::vector<Eigen::Vector3f> &positions(int frame) const;
    // Triangles (outward, into the vertex numbering above), the same in every frame.
    const std::vector<std::array<uint32_t, 3>> &triangles() const;
    struct Group
    {
        QString name;
        int firstVertex = 0;
        int vertexCount = 0;
    };
    // Vertex ranges of the model's groups (MDL7 groups; one group for the other kinds).
    virtual QList<Group> groups() const;

    // ---- what this kind can do (the UI says so instead of offering it) ----
    virtual bool canEditVertices() const { return false; }
    virtual bool canEditFrames() const { return false; }
    virtual int maxFrameNameLength() const { return 15; }
    // Per-frame 16-bit (word) packing: MDL4 and MDL5 only.
    virtual bool supportsWordFrames() const { return false; }
    virtual bool isWordPacked(int /*frame*/) const { return false; }
    // Empty when `name` can name a frame; otherwise why not (too long, not Latin-1, empty).
    QString checkFrameName(const QString &name) const;
    // Whether edits of `frame` land in a shared rest pose (every frame changes), and why.
    virtual bool editsRestPose(int /*frame*/) const { return false; }
    virtual QString restPoseReason() const { return {}; }

    // The skins as the editor shows them: embedded ones decoded, external ones read from where
    // the engine would find them (ExternalSkinFinder). `problems` gets one user message per skin
    // in `drawn` (those the triangles use; normal or detail maps are not drawn) that cannot be
    // shown: which file was looked for, and where; and once, when 8-bit skins are shown in grey
    // because no palette file was found (palettefinder.h).
    QList<QImage> skinImages(const QSet<int> &drawn, QStringList *problems = nullptr) const;

    // ---- skin painting (skin/skinstroke.h paints on a canvas with this document's undo stack) ----
    // The working image of an embedded skin (made on first use; null for external skins). Commands
    // writing it make the document emit skinChanged(skin); saving stores edited skins in their own
    // pixel format.
    SkinCanvas *skinCanvas(int skin) { return m_skinEdits.canvas(skin); }
    const SkinEdits &skinEdits() const { return m_skinEdits; }
    // Save painted 8-bit skins dithered onto their palette (SkinEdits::setDitherPalette).
    void setDitherPaletteSkins(bool dither) { m_skinEdits.setDitherPalette(dither); }

    // ---- skin management (skin/skinmanagement.h): one undo step each, emitting skinsChanged;
    // false and `error` set when refused. Working images follow their skins. ----
    SkinManagement *skinManagement() { return &m_skinManagement; }
    bool canManageSkins() const { return m_skinManagement.supported(); }
    QSize requiredSkinSize() const { return m_skinManagement.requiredSize(); }
    QImage currentSkinImage(int skin) const { return m_skinManagement.currentImage(skin); }
    QImage skinUvLayout(int skin) const { return m_skinManagement.uvLayout(skin); }
    bool addBlankSkin(const QSize &size, const QColor &colour, QString *error = nullptr)
    {
        return m_skinManagement.addBlank(size, colour, error);
    }
    bool importSkin(const QImage &image, QString *error = nullptr) { return m_skinManagement.importImage(image, error); }
    bool duplicateSkin(int skin, QString *error = nullptr) { return m_skinManagement.duplicate(skin, error); }
    bool deleteSkin(int skin, QString *error = nullptr) { return m_skinManagement.remove(skin, error); }
    bool moveSkin(int from, int to, QString *error = nullptr) { return m_skinManagement.move(from, to, error); }
    bool resizeSkin(int skin, const QSize &size, QString *error = nullptr) { return m_skinManagement.resize(skin, size, error); }

    // What saving would do to the positions (packing, bounds and largest error per frame; a
    // warning when unedited frames lose precision), without writing. Null for kinds without one.
    // Throws FormatError where saving would (positions that are not finite numbers).
    virtual std::optional<format::RepackReport> repackReport() const { return std::nullopt; }

    // ---- whole-model edits (MED's Transform Global), one undo step each; false and `error` set
    // when this kind cannot do it ----
    bool transformAll(const Eigen::Affine3f &t, const QString &name, QString *error = nullptr);
    // Moves the centre of the bounds over every frame onto the origin.
    bool recentre(QString *error = nullptr);
    // Mirrors on axis 0 (X), 1 (Y) or 2 (Z) through the origin; the triangles turn round so their
    // outside stays outside.
    bool mirror(int axis, QString *error = nullptr);
    // Bounds of every vertex of every frame; empty for a model without vertices.
    Eigen::AlignedBox3f bounds() const;

    // ---- frame edits, one undo step each (false and `error` set when refused) ----
    bool renameFrame(int frame, const QString &name, QString *error = nullptr);
    // A copy of `frame` inserted at `at` (frameCount() appends), named like it with the next
    // free number; MDL7 copies keep their vertex records and bone keys.
    bool duplicateFrame(int frame, int at, QString *error = nullptr);
    // MED's Add / Duplicate frame: copies of `frames` inserted right after the last of them, in
    // their order, numbered into that frame's run ("walk1" copied is "walk2", the run's later
    // frames renumbered, as interpolateFrames does); one undo step.
    bool duplicateIntoRun(QList<int> frames, QString *error = nullptr);
    bool deleteFrames(int first, int last, QString *error = nullptr);
    // Several runs of frames (first, last) deleted as one undo step; a model keeps one frame.
    bool deleteFrameRanges(QList<QPair<int, int>> ranges, QString *error = nullptr);
    bool moveFrame(int from, int to, QString *error = nullptr);
    // The `count` frames from `first` moved to stand before frame `before` (frameCount() puts them
    // last), in their order, as one undo step. Onto itself: nothing moves, no step.
    bool moveFrames(int first, int count, int before, QString *error = nullptr);
    // An animation's frames first .. first + count - 1 renamed to `prefix` with the number each had
    // ("walk3" under "run" is "run3"); every name is checked before any is changed; one undo step.
    bool renameAnimation(int first, int count, const QString &prefix, QString *error = nullptr);
    // MED's "Interpolate Vertex Positions": `count` frames after frame `a` whose positions run
    // linearly from frame a to frame b (a == b duplicates); inside a numbered run ("walk3") they
    // are numbered into it and the run's later frames renumbered, so scripts play them in order.
    bool interpolateFrames(int a, int b, int count, QString *error = nullptr);
    bool setWordPacked(int frame, bool word, QString *error = nullptr);

    // ---- names of skins, groups and bones, and single triangles (the validator's quick fixes;
    // modeldocumentparts.cpp); one undo step each, false and `error`
    // set when refused ----
    enum class NamedPart { Skin, Group, Bone };
    Q_ENUM(NamedPart)
    // The names as the engine reads them (text up to the NUL); empty where this kind has none.
    virtual QStringList partNames(NamedPart /*part*/) const { return {}; }
    // The longest name a rename may give (0: this kind stores no such names).
    virtual int maxPartNameLength(NamedPart /*part*/) const { return 0; }
    bool renamePart(NamedPart part, int index, const QString &name, QString *error = nullptr);
    // Triangles as the file stores them: per MDL7 group (`group` >= 0), else one list (`group`
    // -1). Out-of-range indices are kept as stored, so the numbering is the validator's.
    virtual int storedTriangleCount(int /*group*/) const { return 0; }
    // The editor vertices (in range) of a stored triangle; empty if none.
    virtual std::vector<int> storedTriangleVertices(int /*group*/, int /*triangle*/) const { return {}; }
    // Removes one stored triangle; the vertices, their normals and the UV records stay.
    bool deleteTriangle(int group, int triangle, QString *error = nullptr);
    // The editor vertices bone `bone` moves (attached to it or weighted by it), ascending.
    virtual std::vector<int> boneVertices(int /*bone*/) const { return {}; }

    // ---- vertex edits (commands: VertexMoveCommand; tools: VertexDrag) ----
    // The position set an edit of `frame` writes: the frame itself, or RestSet.
    int positionSet(int frame) const;
    int restSet() const { return frameCount(); }
    // The stored positions of a set (for a frame set: as shown; for the rest set: the rest pose).
    std::vector<Eigen::Vector3f> setPositions(int set) const;
    // Per vertex, the map from a position as `frame` draws it to the coordinates of
    // positionSet(frame) (the inverse of the bone pose for MDL7 bone frames). Empty: identity for
    // every vertex.
    virtual std::vector<Eigen::Affine3f> shownToSet(int /*frame*/) const { return {}; }
    // For commands: writes the positions of `vertices` (ascending) in `set` into the asset and
    // keeps the caches current. No signal (the command's tilesPatched sends it); false if not
    // editable or out of range.
    bool applySetPositions(int set, const std::vector<int> &vertices, const std::vector<Eigen::Vector3f> &values);

    // ---- TilePatchTarget: tile = set * tilesPerSet() + vertex / TileVertices ----
    int tilesPerSet() const { return (vertexCount() + TileVertices - 1) / TileVertices; }
    quint64 tileLayout() const override;
    qsizetype tileBytes(int tile) const override;
    void readTile(int tile, char *dst) const override;
    void writeTile(int tile, const char *src) override;
    // `changed`: x = first vertex, y = first set, width = vertex count, height = set count.
    void tilesPatched(const QRect &changed) override;

    // ---- UV editing (uv/: UvRecords as stored, UvDrag for drags, UvMoveCommand; modeldocumentuvs.cpp) ----
    // The UV records (MDL2-5 and IDPO skin vertices, MDL7 skin points) and whether there are any.
    const UvRecords &uvRecords() const;
    bool canEditUvs() const;
    UvTarget *uvTarget() const { return m_uvTarget.get(); }
    // The selected UV records (not an edit, not on the undo stack); sized to the record count.
    VertexSelection &uvSelection();
    // One undo step each on `records` (an affine map of normalised UV space; the others about
    // the centre of the records' bounds, UvTransform). Texel UVs are rounded to whole texels.
    // False when nothing changed (no entry is pushed).
    bool transformUvs(const std::vector<int> &records, const Eigen::Affine2d &t, const QString &name);
    bool moveUvs(const std::vector<int> &records, const Eigen::Vector2d &delta);
    // `texelSize`: the size of the skin the angle is seen on (zero: UvRecords::unitSize()).
    bool rotateUvs(const std::vector<int> &records, double degrees, const Eigen::Vector2d &texelSize = Eigen::Vector2d::Zero());
    bool scaleUvs(const std::vector<int> &records, const Eigen::Vector2d &factor);
    bool mirrorUvs(const std::vector<int> &records, int axis);

signals:
    // UV records [first, first + count) changed (by an edit, its undo or its redo): the 2D UV
    // wireframe and the 3D texture coordinates re-read them.
    void uvsChanged(int first, int count);
    // Positions [first, first + count) of `frame` changed (frame -1: every frame), by an edit,
    // its undo or its redo.
    void verticesChanged(int frame, int first, int count);
    // Something of one frame other than positions changed (its name).
    void frameChanged(int frame);
    // Frames were added, removed, reordered or renamed: re-read the frame list.
    void framesChanged();
    void skinChanged(int skin, const QRect &changed); // pixels of one skin changed, inside `changed`
    void skinsChanged();         // skins added, removed or reordered
    // Every position of every frame (and possibly the triangles' winding) changed at once.
    void geometryReset();
    // Names of skins, groups or bones changed (a rename, its undo or its redo).
    void partNamesChanged(ackedit::document::ModelDocument::NamedPart part);

protected:
    // Painted skins go into the asset (subclasses that override call this first).
    void prepareWrite() override;

    friend class FrameInsertCommand;
    friend class FrameRemoveCommand;
    friend class FrameMoveCommand;
    friend class TriangleRemoveCommand;

    // ---- frame hooks (base: nothing can be done); each emits the signals itself ----
    virtual QVariant rawFrameName(int /*frame*/) const { return {}; }
    virtual bool applyRawFrameName(int /*frame*/, const QVariant & /*raw*/) { return false; }
    virtual bool applyFrameName(int /*frame*/, const QString & /*name*/) { return false; }
    // A new frame at `at` with the positions `shown` (as frames draw them), or a copy of frame
    // `copyOf` (>= 0, `shown` ignored).
    virtual bool applyInsertFrame(int /*at*/, const QString & /*name*/, const std::vector<Eigen::Vector3f> & /*shown*/,
                                  int /*copyOf*/)
    {
        return false;
    }
    // Takes frame `frame` out; the value puts back the exact bytes through applyRestoreFrame.
    virtual QVariant applyTakeFrame(int /*frame*/) { return {}; }
    virtual bool applyRestoreFrame(const QVariant & /*taken*/) { return false; }
    virtual bool applyMoveFrame(int /*from*/, int /*to*/) { return false; }
    virtual bool applyWordPacked(int /*frame*/, bool /*word*/) { return false; }
    // ---- name and triangle hooks (base: nothing can be done); each emits the signals itself ----
    virtual QVariant rawPartName(NamedPart /*part*/, int /*index*/) const { return {}; }
    virtual bool applyRawPartName(NamedPart /*part*/, int /*index*/, const QVariant & /*raw*/) { return false; }
    virtual bool applyPartName(NamedPart /*part*/, int /*index*/, const QString & /*name*/) { return false; }
    // Takes a stored triangle out; the value puts it back exactly through applyRestoreTriangle.
    virtual QVariant applyTakeTriangle(int /*group*/, int /*triangle*/) { return {}; }
    virtual bool applyRestoreTriangle(const QVariant & /*taken*/) { return false; }
    // After a name hook / a triangle hook: the signals views re-read on.
    void partNamesEdited(NamedPart part);
    void trianglesEdited();
    // After a structural frame hook: caches go, views re-read the frame list.
    void framesStructureChanged();
    // Puts `asset` in place (same vertex and frame numbering) and returns the previous one.
    std::unique_ptr<format::AssetFile> applyAsset(std::unique_ptr<format::AssetFile> asset);

    // ---- hooks the subclasses implement (called through writeTile and the commands) ----
    virtual std::vector<Eigen::Vector3f> readShownPositions(int frame) const;
    virtual std::vector<Eigen::Vector3f> readRestPositions() const { return {}; }
    virtual int positionSetOf(int frame) const { return frame; }
    // Whether `frame` draws exactly the rest positions (an MDL7 model without frames).
    virtual bool showsRestPose(int /*frame*/) const { return false; }
    // Writes the positions of `vertices` (ascending, in range) of `set` into the asset.
    virtual bool writeSetPositions(int /*set*/, const std::vector<int> & /*vertices*/,
                                   const std::vector<Eigen::Vector3f> & /*values*/)
    {
        return false;
    }
    // Forget cached positions (after edits and structural changes).
    void invalidatePositions();
    void invalidateTopology();

private:
    SkinEdits m_skinEdits;
    QString m_paletteProblem; // 8-bit skins without a palette file found (palettefinder.h)
    SkinManagement m_skinManagement;
    std::unique_ptr<UvTarget> m_uvTarget;
    VertexSelection m_uvSelection;
    mutable std::vector<std::optional<std::vector<Eigen::Vector3f>>> m_positions;
    mutable std::optional<std::vector<std::array<uint32_t, 3>>> m_triangles;
    mutable std::optional<std::vector<Eigen::Vector3f>> m_rest;

    // `count` frames inserted right after frame `after`, numbered into its run (the run's later
    // frames renumbered first), the i-th made by `make(i, at, name)`; one undo step named
    // `undoText`. False (and nothing changed) when the model takes no frame there.
    using FrameMaker = std::function<QUndoCommand *(int i, int at, const QString &name)>;
    bool insertNumbered(int after, int count, const QString &undoText, const FrameMaker &make, QString *error);
    // A rename of frame `frame` as one value change of its stored name field(s), so undo and redo
    // put back the exact bytes; obsolete (dropped by the stack) when the frame has no name field.
    QUndoCommand *frameNameCommand(int frame, const QString &name);

protected:
    // Frames or vertices were added, removed or reordered: tiles change meaning, caches go.
    void structureChanged();
};

} // namespace ackedit::document

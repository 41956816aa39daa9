#pragma once
// The interface every format family implements, so the CLI, the registry, the fuzzers and the
// viewport can treat all files alike. Families add their own editing API on the concrete class.
#include "common/embeddedskins.h"
#include "common/rgbaimage.h"
#include "common/trianglemesh.h"
#include "io/formaterror.h"

#include <Eigen/Geometry>
#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace ackedit::format {

struct ValidationIssue
{
    FormatError where;  // offset, field, problem
    bool fatal = true;  // false: a quirk real files have that the engine tolerates
};

class AssetFile
{
public:
    enum class Kind { Model, Terrain, Level, LevelSource, TextureArchive };

    virtual ~AssetFile() = default;

    virtual Kind kind() const = 0;
    virtual QString formatName() const = 0; // "MDL5", "HMP7", "IDPO", "WMB7", ...

    // Serialises the current state. An unedited file gives back its original bytes exactly;
    // edits change only what they touched plus derived fields. Throws FormatError when the
    // state cannot be written (e.g. more vertices than the format can index).
    virtual QByteArray write() const = 0;

    virtual QString infoText() const = 0;               // `ackedit-cli info`
    virtual QJsonObject toJson(bool full) const = 0;    // `ackedit-cli dump`
    virtual std::vector<ValidationIssue> validate() const = 0; // indices, counts, ranges

    virtual int frameCount() const { return 1; }
    virtual QStringList frameNames() const { return {}; }
    virtual TriangleMesh mesh(int frame) const = 0;     // frame 0 for static assets
    virtual int skinCount() const { return 0; }
    virtual RgbaImage skinImage(int /*index*/) const { return {}; } // null if not decodable
    virtual QString skinName(int /*index*/) const { return {}; }    // empty if the file names none
    // The file a skin stored outside the asset refers to, as written in it (may be a bare name, a
    // relative or a Windows absolute path); empty for embedded skins.
    virtual QString skinFileName(int /*index*/) const { return {}; }
    // The skin capability of kinds that store their skins inside the file (MDL2-5/IDPO, MDL7,
    // HMP), working on this asset; null for the others.
    virtual std::unique_ptr<EmbeddedSkins> editableSkins() { return nullptr; }
    std::unique_ptr<const EmbeddedSkins> embeddedSkins() const
    {
        return const_cast<AssetFile *>(this)->editableSkins(); // the const view only reads
    }

    // An exact copy (undo of whole-model edits keeps the state before); null if the format has none.
    virtual std::unique_ptr<AssetFile> clone() const { return nullptr; }

    // Applies `t` to every vertex of every frame (MED's "Transform Global"); the writer repacks.
    // Returns false if the format has no such operation.
    virtual bool transform(const Eigen::Affine3f & /*t*/) { return false; }

    // Size of one quantisation step per axis for packed formats (scale), 0 for float formats.
    virtual Eigen::Vector3f quantizationStep() const { return Eigen::Vector3f::Zero(); }
};

} // namespace ackedit::format

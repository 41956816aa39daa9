#pragma once
// Engine-limit rules on top of the structural check (AssetFile::validate()): names longer than
// the engine reads, indices out of range, degenerate triangles, skin and terrain sizes the engine
// handles badly, level entities whose files or textures are missing. Rules read the format
// library's public accessors only; quick fixes push the documents' own undoable commands.
#include "finding.h"

#include <Eigen/Core>

#include <array>
#include <vector>

namespace ackedit::format {
class AssetFile;
class MdlFile;
class Mdl7File;
class HmpFile;
class WmbFile;
class WmpTextFile;
class WmpbFile;
}

namespace ackedit::document {

class FindingList;

// How many characters the engine reads from the fields the rules check (before the NUL).
namespace enginelimits {
constexpr int NameField = 15; // the 16-byte name fields (MdlFile::maxFrameNameLength())
constexpr int FileName = 15;  // file names of skins, models and textures
} // namespace enginelimits

class ValidationRules
{
    Q_DECLARE_TR_FUNCTIONS(ValidationRules)
public:
    struct Rule
    {
        QString id;
        Severity severity; // the usual severity (a rule may report a milder case)
        QString summary;
    };
    static const std::vector<Rule> &rules();

    // `fileName`: where the asset lives (rules about neighbouring files need it; may be empty).
    static std::vector<Finding> validate(const format::AssetFile &asset, const QString &fileName);

    // Shared checks (validationrules.cpp).
    // The finding added (null if the name fits); valid until the next add.
    static Finding *checkName(FindingList &out, const QString &ruleId, const QByteArray &raw, int limit,
                              const QString &what, FindingLocation where);
    // An effect block that names a file ("terrain.fx") rather than holding the effect's code.
    static bool isEffectFileName(const QByteArray &text);
    static void checkSkinImage(FindingList &out, int skin, int type, int width, int height);
    // The finding added (null if the triangle is fine); valid until the next add.
    static Finding *checkTriangle(FindingList &out, FindingLocation where, const std::array<qint64, 3> &v,
                                  qint64 vertexCount, const std::vector<Eigen::Vector3f> *positions);

private:
    static void checkMdl(FindingList &out, const format::MdlFile &mdl);
    static void checkMdl7(FindingList &out, const format::Mdl7File &mdl);
    static void checkModelFrames(FindingList &out, const format::AssetFile &model);
    static void checkHmp(FindingList &out, const format::HmpFile &hmp, const QString &fileName);
    static void checkWmb(FindingList &out, const format::WmbFile &wmb, const QString &fileName);
    static void checkWmp(FindingList &out, const format::WmpTextFile &wmp, const QString &fileName);
    static void checkWmpb(FindingList &out, const format::WmpbFile &wmpb, const QString &fileName);
    static void checkLevelTextures(FindingList &out, const QStringList &wads, const QStringList &textures,
                                   const QString &fileName);
};

// The rules' findings for `asset` (see ValidationRules::validate).
std::vector<Finding> validateAsset(const format::AssetFile &asset, const QString &fileName);

} // namespace ackedit::document

#include "validationrules.h"
#include "findinglist.h"

#include "common/pixelformat.h"
#include "hmp/hmpfile.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"
#include "wmpb/wmpbfile.h"

#include <Eigen/Geometry>

namespace ackedit::document {

namespace {

bool isPowerOfTwo(int n) { return n > 0 && (n & (n - 1)) == 0; }

// The text of a fixed-width name field: up to the NUL, or the whole field without one.
QString fieldText(const QByteArray &raw)
{
    const qsizetype nul = raw.indexOf('\0');
    return QString::fromLatin1(nul < 0 ? raw : raw.left(nul));
}

} // namespace

const std::vector<ValidationRules::Rule> &ValidationRules::rules()
{
    static const std::vector<Rule> list = {
        {QStringLiteral("name-length/frame"), Severity::Warning, tr("Frame names fill the 16-byte field without a NUL")},
        {QStringLiteral("name-length/skin"), Severity::Warning, tr("Skin names fill the 16-byte field without a NUL")},
        {QStringLiteral("name-length/group"), Severity::Warning, tr("Group names fill the 16-byte field without a NUL")},
        {QStringLiteral("name-length/bone"), Severity::Warning, tr("Bone names longer than 20 characters")},
        {QStringLiteral("name-length/texture"), Severity::Warning, tr("External texture names longer than 15 characters")},
        {QStringLiteral("name-length/effect"), Severity::Warning, tr("Effect names longer than 15 characters")},
        {QStringLiteral("mdl7/group-vertices"), Severity::Error, tr("MDL7 groups with more than 65,535 vertices")},
        {QStringLiteral("triangle/index-range"), Severity::Error, tr("Triangles with out-of-range vertex or UV indices")},
        {QStringLiteral("triangle/degenerate"), Severity::Warning, tr("Triangles with two equal corners or zero area in frame 0")},
        {QStringLiteral("uv/range"), Severity::Warning, tr("MDL2-5 UVs outside -1..2")},
        {QStringLiteral("skin/mipmaps"), Severity::Info, tr("Pixel skins without mipmaps")},
        {QStringLiteral("skin/size"), Severity::Warning, tr("Skin sizes the engine cannot use or handles badly")},
        {QStringLiteral("terrain/size"), Severity::Error, tr("Terrain grids smaller than 2 x 2 vertices")},
        {QStringLiteral("terrain/chunk"), Severity::Warning, tr("Terrain squares not a multiple of terrain_chunk (32)")},
        {QStringLiteral("level/entity-file-length"), Severity::Error, tr("Entity file names longer than their field")},
        {QStringLiteral("level/entity-file-missing"), Severity::Warning, tr("Entity files missing next to the level")},
        {QStringLiteral("level/wad-missing"), Severity::Warning, tr("WAD files of the level not found")},
        {QStringLiteral("level/texture-missing"), Severity::Warning, tr("Textures used by the level but absent from its WADs")},
    };
    return list;
}

std::vector<Finding> ValidationRules::validate(const format::AssetFile &asset, const QString &fileName)
{
    FindingList out;
    if (const auto *mdl = dynamic_cast<const format::MdlFile *>(&asset))
        checkMdl(out, *mdl);
    else if (const auto *mdl7 = dynamic_cast<const format::Mdl7File *>(&asset))
        checkMdl7(out, *mdl7);
    else if (const auto *hmp = dynamic_cast<const format::HmpFile *>(&asset))
        checkHmp(out, *hmp, fileName);
    else if (const auto *wmb = dynamic_cast<const format::WmbFile *>(&asset))
        checkWmb(out, *wmb, fileName);
    else if (const auto *wmp = dynamic_cast<const format::WmpTextFile *>(&asset))
        checkWmp(out, *wmp, fileName);
    else if (const auto *wmpb = dynamic_cast<const format::WmpbFile *>(&asset))
        checkWmpb(out, *wmpb, fileName);
    return out.take();
}

std::vector<Finding> validateAsset(const format::AssetFile &asset, const QString &fileName)
{
    return ValidationRules::validate(asset, fileName);
}

Finding *ValidationRules::checkName(FindingList &out, const QString &ruleId, const QByteArray &raw, int limit,
                                    const QString &what, FindingLocation where)
{
    const QString text = fieldText(raw);
    if (text.size() <= limit)
        return nullptr;
    return &out.add(ruleId, Severity::Warning,
            tr("%1 name \"%2\" has %3 characters; the engine reads at most %4")
                .arg(what, text)
                .arg(text.size())
                .arg(limit),
            where);
}

bool ValidationRules::isEffectFileName(const QByteArray &text)
{
    const QByteArray t = text.trimmed();
    return !t.isEmpty() && !t.contains(' ') && !t.contains('\n') && !t.contains('\t') && !t.contains(';');
}

void ValidationRules::checkSkinImage(FindingList &out, int skin, int type, int width, int height)
{
    const int kind = type & 0x0f;
    if (!format::PixelType::isPixelArray(kind) || width <= 0 || height <= 0)
        return;
    const FindingLocation where{FindingLocation::Kind::Skin, skin};
    const bool mips = (kind & 8) != 0;
    // 8-bit images with mipmaps exist only in WADs (common.md), so a model's 8-bit skin is fine.
    if (!mips && (kind & 7) != 0)
        out.add(QStringLiteral("skin/mipmaps"), Severity::Info,
                tr("Skin %1 (%2 x %3) has no mipmaps. The format notes do not say whether A6-A8 need stored "
                   "mipmaps on model or terrain skins (real files have both), so this is only information: "
                   "without them distant surfaces may flicker unless the engine builds its own")
                    .arg(skin)
                    .arg(width)
                    .arg(height),
                where);
    if (mips && (width % 8 != 0 || height % 8 != 0)) {
        out.add(QStringLiteral("skin/size"), Severity::Error,
                tr("Skin %1 is %2 x %3 with mipmaps: mipmapped images need sizes that are multiples of 8 "
                   "(three levels of halving)")
                    .arg(skin)
                    .arg(width)
                    .arg(height),
                where);
    } else if (width > 2048 || height > 2048) {
        out.add(QStringLiteral("skin/size"), Severity::Warning,
                tr("Skin %1 is %2 x %3, larger than 2048: many graphics cards of the A6-A8 era refuse larger "
                   "textures (the engine's own limit is not documented in the format notes)")
                    .arg(skin)
                    .arg(width)
                    .arg(height),
                where);
    } else if (!isPowerOfTwo(width) || !isPowerOfTwo(height)) {
        out.add(QStringLiteral("skin/size"), Severity::Info,
                tr("Skin %1 is %2 x %3, not a power of two: real files have such skins, but older graphics "
                   "cards scale or pad them (blurring, wasted memory)")
                    .arg(skin)
                    .arg(width)
                    .arg(height),
                where);
    }
}

Finding *ValidationRules::checkTriangle(FindingList &out, FindingLocation where, const std::array<qint64, 3> &v,
                                        qint64 vertexCount, const std::vector<Eigen::Vector3f> *positions)
{
    for (int k = 0; k < 3; ++k) {
        if (v[size_t(k)] < 0 || v[size_t(k)] >= vertexCount) {
            return &out.add(QStringLiteral("triangle/index-range"), Severity::Error,
                    tr("Triangle %1 uses vertex %2; the vertex count is %3")
                        .arg(where.index)
                        .arg(v[size_t(k)])
                        .arg(vertexCount),
                    where);
        }
    }
    if (v[0] == v[1] || v[1] == v[2] || v[0] == v[2]) {
        return &out.add(QStringLiteral("triangle/degenerate"), Severity::Warning,
                tr("Triangle %1 uses vertex %2 twice (%3, %4, %5): it has no area")
                    .arg(where.index)
                    .arg(v[0] == v[1] || v[0] == v[2] ? v[0] : v[1])
                    .arg(v[0])
                    .arg(v[1])
                    .arg(v[2]),
                where);
    }
    if (!positions || qint64(positions->size()) < vertexCount)
        return nullptr;
    const Eigen::Vector3f &a = (*positions)[size_t(v[0])], &b = (*positions)[size_t(v[1])], &c = (*positions)[size_t(v[2])];
    const float longest = std::max({(b - a).squaredNorm(), (c - b).squaredNorm(), (a - c).squaredNorm()});
    // Zero area relative to the triangle's size: collinear or coincident corners in frame 0.
    if ((b - a).cross(c - a).norm() > 1e-6f * longest)
        return nullptr;
    return &out.add(QStringLiteral("triangle/degenerate"), Severity::Warning,
                tr("Triangle %1 has zero area in frame 0 (its corners %2, %3, %4 lie on one line or coincide)")
                    .arg(where.index)
                    .arg(v[0])
                    .arg(v[1])
                    .arg(v[2]),
                where);
}

} // namespace ackedit::document

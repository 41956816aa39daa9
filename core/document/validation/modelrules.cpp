// The model rules of ValidationRules: MDL2-5 / IDPO and MDL7.
#include "validationrules.h"
#include "findinglist.h"

#include "document.h"
#include "model/modeldocument.h"

#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"

namespace ackedit::document {

namespace {

constexpr int kBoneName = 20;

QByteArray textUpToNul(const QByteArray &raw)
{
    const qsizetype nul = raw.indexOf('\0');
    return nul < 0 ? raw : raw.left(nul);
}

ModelDocument *modelOf(Document &document, QString *error)
{
    auto *model = qobject_cast<ModelDocument *>(&document);
    if (!model && error)
        *error = ValidationRules::tr("Not a model document");
    return model;
}

// `names[self]` cut to `limit` characters, made unique among the others (case does not count)
// by a number at its end: "left_upper_arm_bone1".
QString shortUniqueName(const QString &name, int limit, const QStringList &names, int self)
{
    QString candidate = name.left(limit);
    for (int n = 1;; ++n) {
        bool taken = false;
        for (int i = 0; i < names.size() && !taken; ++i)
            taken = i != self && names[i].compare(candidate, Qt::CaseInsensitive) == 0;
        if (!taken)
            return candidate;
        const QString number = QString::number(n);
        candidate = name.left(limit - number.size()) + number;
    }
}

// The quick fix of a name-length finding: the name shortened to fit, uniquely.
void addRenameFix(Finding *f, ModelDocument::NamedPart part, int index, const QStringList &names, int limit,
                  const QString &what)
{
    if (!f || index >= names.size())
        return;
    f->fixText = ValidationRules::tr("Rename %1 to \"%2\"").arg(what, shortUniqueName(names[index], limit, names, index));
    f->fixer = [part, index](Document &document, QString *error) {
        ModelDocument *model = modelOf(document, error);
        if (!model)
            return false;
        const QStringList now = model->partNames(part);
        if (index >= now.size()) {
            if (error)
                *error = ValidationRules::tr("The model changed since it was checked; check it again");
            return false;
        }
        return model->renamePart(part, index, shortUniqueName(now[index], model->maxPartNameLength(part), now, index),
                                 error);
    };
}

// The quick fix of a triangle finding: that triangle deleted. It refuses when the triangle at
// that index is no longer the one checked (another fix or edit came first).
void addDeleteTriangleFix(Finding *f, int group, int triangle, const std::vector<int> &corners)
{
    if (!f)
        return;
    f->fixText = group >= 0 ? ValidationRules::tr("Delete triangle %1 of group %2").arg(triangle).arg(group)
                            : ValidationRules::tr("Delete triangle %1").arg(triangle);
    f->fixer = [group, triangle, corners](Document &document, QString *error) {
        ModelDocument *model = modelOf(document, error);
        if (!model)
            return false;
        if (model->storedTriangleVertices(group, triangle) != corners) {
            if (error)
                *error = ValidationRules::tr("The model changed since it was checked; check it again");
            return false;
        }
        return model->deleteTriangle(group, triangle, error);
    };
}

// The editor vertices (in range, sorted, unique) of a triangle's corners, as
// ModelDocument::storedTriangleVertices gives them; `first`: the group's first editor vertex.
std::vector<int> cornersOf(const std::array<qint64, 3> &v, qint64 vertexCount, int first)
{
    std::vector<int> out;
    for (const qint64 i : v)
        if (i >= 0 && i < vertexCount && std::find(out.begin(), out.end(), first + int(i)) == out.end())
            out.push_back(first + int(i));
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

void ValidationRules::checkModelFrames(FindingList &out, const format::AssetFile &model)
{
    const QStringList names = model.frameNames();
    for (int i = 0; i < names.size(); ++i) {
        if (names[i].size() <= enginelimits::NameField)
            continue;
        Finding &f = out.add(QStringLiteral("name-length/frame"), Severity::Warning,
                             tr("Frame %1 name \"%2\" has %3 characters: it fills the 16-byte field without a "
                                "terminating NUL, and engines that copy it as a C string read past it (at most "
                                "%4 characters are safe)")
                                 .arg(i)
                                 .arg(names[i])
                                 .arg(names[i].size())
                                 .arg(enginelimits::NameField),
                             {FindingLocation::Kind::Frame, i});
        const QString shorter = names[i].left(enginelimits::NameField);
        f.fixText = tr("Rename frame %1 to \"%2\"").arg(i).arg(shorter);
        f.fixer = [i](Document &document, QString *error) {
            ModelDocument *model = modelOf(document, error);
            if (!model)
                return false;
            // Shortened to the document's own limit, so the rename is never refused for length.
            return model->renameFrame(i, model->frameName(i).left(model->maxFrameNameLength()), error);
        };
    }
}

void ValidationRules::checkMdl(FindingList &out, const format::MdlFile &mdl)
{
    checkModelFrames(out, mdl);
    const auto *frame0 = mdl.frameCount() > 0 ? &mdl.positions(0) : nullptr;
    const auto &uvs = mdl.skinVertices();
    const auto &triangles = mdl.triangles();
    for (int i = 0; i < int(triangles.size()); ++i) {
        const auto &t = triangles[size_t(i)];
        const FindingLocation where{FindingLocation::Kind::Triangle, i};
        const std::array<qint64, 3> v{t.v[0], t.v[1], t.v[2]};
        const std::vector<int> corners = cornersOf(v, mdl.vertexCount(), 0);
        if (!mdl.isQuakeLayout()) {
            for (int k = 0; k < 3; ++k) {
                if (t.uv[k] < 0 || t.uv[k] >= int(uvs.size())) {
                    addDeleteTriangleFix(&out.add(QStringLiteral("triangle/index-range"), Severity::Error,
                                                  tr("Triangle %1 uses UV %2; the UV count is %3")
                                                      .arg(i)
                                                      .arg(t.uv[k])
                                                      .arg(uvs.size()),
                                                  where),
                                         -1, i, corners);
                    break;
                }
            }
        }
        addDeleteTriangleFix(checkTriangle(out, where, v, mdl.vertexCount(), frame0), -1, i, corners);
    }

    // UVs are texels of uvWidth() x uvHeight(); far outside the skin they mean a broken export.
    const int w = mdl.uvWidth(), h = mdl.uvHeight();
    if (w > 0 && h > 0 && mdl.version() != format::MdlFile::Version::Idpo) {
        for (int i = 0; i < int(uvs.size()); ++i) {
            const double u = double(uvs[size_t(i)].s) / w, v = double(uvs[size_t(i)].t) / h;
            if (u < -1 || u > 2 || v < -1 || v > 2)
                out.add(QStringLiteral("uv/range"), Severity::Warning,
                        tr("UV %1 is at %2, %3 (texels %4, %5 of a %6 x %7 skin): far outside the skin (-1..2)")
                            .arg(i)
                            .arg(u, 0, 'g', 4)
                            .arg(v, 0, 'g', 4)
                            .arg(uvs[size_t(i)].s)
                            .arg(uvs[size_t(i)].t)
                            .arg(w)
                            .arg(h),
                        {FindingLocation::Kind::Vertex, i});
        }
    }

    const auto &skins = mdl.skins();
    for (int i = 0; i < int(skins.size()); ++i) {
        const auto &s = skins[size_t(i)];
        if (s.isGroup() || s.type < 2)
            continue; // 8-bit Quake skins: palette indices without mips, as the format has them
        checkSkinImage(out, i, s.type, s.width, s.height);
    }
}

void ValidationRules::checkMdl7(FindingList &out, const format::Mdl7File &mdl)
{
    checkModelFrames(out, mdl);
    using Part = ModelDocument::NamedPart;
    QStringList skinNames, groupNames, boneNames;
    for (const auto &group : mdl.groups()) {
        groupNames << QString::fromLatin1(textUpToNul(group.name));
        for (const auto &skin : group.skins)
            skinNames << QString::fromLatin1(textUpToNul(skin.name));
    }
    for (const auto &bone : mdl.bones())
        boneNames << QString::fromLatin1(textUpToNul(bone.name));
    int skinIndex = 0;
    int firstVertex = 0;
    for (int g = 0; g < int(mdl.groups().size()); ++g) {
        const auto &group = mdl.groups()[size_t(g)];
        addRenameFix(checkName(out, QStringLiteral("name-length/group"), group.name, enginelimits::NameField, tr("Group %1").arg(g),
                               {FindingLocation::Kind::Group, g}),
                     Part::Group, g, groupNames, enginelimits::NameField, tr("group %1").arg(g));
        if (group.vertices.size() > 65535)
            out.add(QStringLiteral("mdl7/group-vertices"), Severity::Error,
                    tr("Group %1 has %2 vertices: the engine indexes a group's vertices with 16 bits (at most 65,535)")
                        .arg(g)
                        .arg(group.vertices.size()),
                    {FindingLocation::Kind::Group, g});

        std::vector<Eigen::Vector3f> positions = mdl.frameCount() > 0 ? mdl.posedPositions(g, 0)
                                                                      : std::vector<Eigen::Vector3f>{};
        if (positions.size() != group.vertices.size()) {
            positions.clear();
            for (const auto &v : group.vertices)
                positions.push_back(v.position);
        }
        for (int i = 0; i < int(group.triangles.size()); ++i) {
            const auto &t = group.triangles[size_t(i)];
            const FindingLocation where{FindingLocation::Kind::Triangle, i, g};
            const std::array<qint64, 3> v{t.v[0], t.v[1], t.v[2]};
            const std::vector<int> corners = cornersOf(v, qint64(group.vertices.size()), firstVertex);
            for (const auto &set : {t.st, t.st2}) {
                const auto bad = std::find_if(set.begin(), set.end(), [&](uint32_t st) {
                    return st != 0xFFFFu && st != 0xFFFFFFFFu && st >= group.skinPoints.size();
                });
                if (bad != set.end()) {
                    addDeleteTriangleFix(&out.add(QStringLiteral("triangle/index-range"), Severity::Error,
                                                  tr("Triangle %1 of group %2 uses UV %3; the group's UV count is %4")
                                                      .arg(i)
                                                      .arg(g)
                                                      .arg(*bad)
                                                      .arg(group.skinPoints.size()),
                                                  where),
                                         g, i, corners);
                    break;
                }
            }
            addDeleteTriangleFix(checkTriangle(out, where, v, qint64(group.vertices.size()), &positions), g, i, corners);
        }
        firstVertex += int(group.vertices.size());

        for (const auto &skin : group.skins) {
            const FindingLocation where{FindingLocation::Kind::Skin, skinIndex};
            addRenameFix(checkName(out, QStringLiteral("name-length/skin"), skin.name, enginelimits::NameField,
                                   tr("Skin %1").arg(skinIndex), where),
                         Part::Skin, skinIndex, skinNames, enginelimits::NameField, tr("skin %1").arg(skinIndex));
            if ((skin.type & 0x0f) == 7)
                checkName(out, QStringLiteral("name-length/texture"), format::Mdl7File::externalFileName(skin),
                          enginelimits::FileName, tr("Skin %1 external texture").arg(skinIndex), where);
            if (skin.hasEffect() && isEffectFileName(textUpToNul(skin.effect)))
                checkName(out, QStringLiteral("name-length/effect"), textUpToNul(skin.effect), enginelimits::FileName,
                          tr("Skin %1 effect").arg(skinIndex), where);
            checkSkinImage(out, skinIndex, skin.type, skin.width, skin.height);
            ++skinIndex;
        }
    }
    for (int b = 0; b < int(mdl.bones().size()); ++b)
        addRenameFix(checkName(out, QStringLiteral("name-length/bone"), mdl.bones()[size_t(b)].name, kBoneName,
                               tr("Bone %1").arg(b), {FindingLocation::Kind::Bone, b}),
                     Part::Bone, b, boneNames, kBoneName, tr("bone %1").arg(b));
}

} // namespace ackedit::document

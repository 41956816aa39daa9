#pragma once
// Generated files for the validator's rules and quick fixes (tst_validationrules,
// tst_validationfixes): each triggers one rule, or is the clean variant of it.
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/mdl7fixture.h"
#include "format/wmb/wmbfixture.h"
#include "io/bytewriter.h"
#include "mdl7/mdl7file.h"

#include "formatregistry.h"
#include "validation/validationrules.h"

#include <QFile>

namespace ackedit::testing::validation {

using namespace ackedit::format;
using ackedit::document::Finding;


inline std::vector<Finding> findingsOf(const QByteArray &bytes, const QString &fileName = QString())
{
    const auto asset = readAssetFile(bytes);
    if (!asset)
        return {};
    return document::validateAsset(*asset, fileName);
}

inline int countRule(const std::vector<Finding> &findings, const QString &rule)
{
    return int(std::count_if(findings.begin(), findings.end(), [&](const Finding &f) { return f.ruleId == rule; }));
}

inline QByteArray written(const AssetFile &asset) { return asset.write(); }

// --- MDL2-5 ---
inline MdlBuildInput quads(int skinType = 2, int w = 16, int h = 16)
{
    MdlBuildInput in = mdlfixture::twoQuads("MDL5");
    in.skins[0].type = skinType;
    in.skins[0].image = mdlfixture::pattern(w, h, skinType);
    return in;
}
inline QByteArray mdl(const MdlBuildInput &in) { return written(*MdlFile::create(in)); }

inline QByteArray mdlFrameName16()
{
    auto f = MdlFile::create(quads(10));
    f->setRawFrameName(0, QByteArray("sixteen_chars_ab"));
    return f->write();
}

// Triangle 0's first vertex index patched to 99 (8 vertices): the reader keeps it, validate() flags it.
inline QByteArray mdlIndexOutOfRange()
{
    QByteArray bytes = mdl(quads(10));
    const auto f = MdlFile::read(bytes);
    qint64 at = 84;
    for (const auto &s : f->skins())
        at += 12 + s.data.size(); // MDL5: type, width, height, pixels
    at += 4 * qint64(f->skinVertices().size());
    bytes[at] = 99;
    bytes[at + 1] = 0;
    return bytes;
}

inline QByteArray mdlDegenerate(bool zeroArea)
{
    MdlBuildInput in = quads(10);
    if (zeroArea) {
        // Corner 1 of triangle 0 moved onto the midpoint of corners 0 and 2.
        auto &p = in.frames[0].positions;
        const auto &t = in.triangles[0];
        p[size_t(t.v[1])] = (p[size_t(t.v[0])] + p[size_t(t.v[2])]) / 2.f;
    } else {
        in.triangles[0].v[1] = in.triangles[0].v[0];
    }
    return mdl(in);
}

inline QByteArray mdlUvOutside()
{
    MdlBuildInput in = quads(10);
    in.uvs[0].s = 16 * 3; // u = 3
    return mdl(in);
}

// --- MDL7 ---
inline Mdl7BuildInput mdl7(const QByteArray &groupName = "group", const QByteArray &skinName = "Skin", int vertices = 4)
{
    Mdl7BuildInput in;
    Mdl7BuildInput::Skin skin;
    skin.type = 0x0A; // RGB565 + mips
    skin.name = skinName;
    skin.image = mdlfixture::pattern(16, 16, 2);
    in.skins.push_back(skin);
    Mdl7BuildInput::Group g;
    g.name = groupName;
    for (int i = 0; i < vertices; ++i)
        g.positions.emplace_back(float(i % 256), float(i / 256), float(i % 3));
    g.positions[0] = {0, 0, 0};
    g.positions[1] = {10, 0, 0};
    g.positions[2] = {0, 10, 0};
    g.positions[3] = {0, 0, 10};
    g.uvs = {{0, 0}, {1, 0}, {0, 1}, {1, 1}};
    for (const auto &t : {std::array<uint32_t, 3>{0, 1, 2}, {0, 3, 1}, {1, 3, 2}, {2, 3, 0}})
        g.triangles.push_back({t, t, 0});
    g.frames.push_back({"frame1", {}, {}});
    in.groups.push_back(g);
    return in;
}
inline QByteArray mdl7Bytes(const Mdl7BuildInput &in) { return written(*Mdl7File::create(in)); }

inline QByteArray mdl7External(const QByteArray &name)
{
    Mdl7BuildInput in = mdl7();
    in.skins[0].type = 7;
    in.skins[0].image = {};
    in.skins[0].data = name;
    return mdl7Bytes(in);
}

inline QByteArray mdl7Bone(const QByteArray &name)
{
    mdl7fixture::Spec spec;
    spec.boneSize = 48;
    spec.bones = 2;
    auto f = readMdl7(mdl7fixture::build(spec));
    Mdl7Bone bone = f->bones()[1];
    bone.name = name.leftJustified(32, '\0');
    if (!f->setBone(1, bone))
        return {};
    return f->write();
}

// --- HMP ---
inline QByteArray hmp(int cols, int rows, const std::optional<HmpSkin> &skin = std::nullopt)
{
    return written(*HmpFile::create(QStringLiteral("HMP7"), cols, rows, 4.f, 4.f, hmptest::wave(cols, rows),
                                    skin ? *skin : HmpSkin::fromImage(PixelType::Rgb565 | PixelType::MipFlag,
                                                                      hmptest::pattern(16, 16))));
}
// A 33 x 33 terrain with a second frame named `name`.
inline QByteArray hmpFrameNamed(const QByteArray &name)
{
    auto f = HmpFile::create(QStringLiteral("HMP7"), 33, 33, 4.f, 4.f, hmptest::wave(33, 33),
                             HmpSkin::fromImage(PixelType::Rgb565 | PixelType::MipFlag, hmptest::pattern(16, 16)));
    f->addFrame(name, hmptest::wave(33, 33, 2.f, 1.f));
    return written(*f);
}
inline HmpSkin effectSkin(const QByteArray &effect)
{
    HmpSkin s = HmpSkin::externalFile(QByteArrayLiteral("detail.tga"));
    s.type |= HmpSkin::EffectFlag;
    s.effect = effect + QByteArray(1, '\0');
    return s;
}
// A 33 x 33 grid whose numverts_x (float at offset 44) says 1089 columns: one row.
inline QByteArray hmpOneRow()
{
    QByteArray bytes = hmp(33, 33);
    const float columns = 33.f * 33.f;
    std::memcpy(bytes.data() + 44, &columns, 4);
    return bytes;
}

// --- WMB ---
inline QByteArray wmb(const QByteArray &entity)
{
    using namespace wmbfixture;
    return assemble("WMB7", 20,
                    {{15, offsetList({entity}), {}}, {14, legacy7(false), {}}, {17, blocks(0), {}},
                     {2, offsetList({}), {}}, {0, palette(), {}}, {10, leafs(false), {}}});
}

// --- WAD2 with 8 x 8 Quake miptex lumps (4 levels, 85 bytes of pixels) ---
inline QByteArray wad2(const QList<QByteArray> &names)
{
    ByteWriter w;
    w.bytes("WAD2");
    w.u32(quint32(names.size()));
    w.u32(0);
    std::vector<quint32> at;
    for (const QByteArray &name : names) {
        at.push_back(quint32(w.pos()));
        w.fixedString(name, 16);
        w.u32(8);
        w.u32(8);
        for (quint32 o : {40u, 104u, 120u, 124u})
            w.u32(o);
        w.bytes(QByteArray(85, '\x07'));
    }
    w.patchU32(8, quint32(w.pos()));
    for (size_t i = 0; i < at.size(); ++i) {
        w.u32(at[i]);
        w.u32(40 + 85);
        w.u32(40 + 85);
        w.u8(0x44);
        w.u8(0);
        w.u16(0);
        w.fixedString(names[qsizetype(i)], 16);
    }
    return w.take();
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace ackedit::testing::validation

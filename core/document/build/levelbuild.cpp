#include "build/levelbuild.h"

#include "build/buildobjects.h"
#include "build/lightmapper.h"
#include "imageconvert.h"
#include "model/externalskinfinder.h"
#include "scene/entitymodels.h"
#include "io/formaterror.h"
#include "scene/wmpbdocument.h"
#include "scene/wmpdocument.h"
#include "wmb/wmbsimplelevel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHash>

#include <map>
#include <tuple>

namespace ackedit::document::build {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("ackedit::document::build", text); }

const QString DefaultTexture = QStringLiteral("#default");

// Surface types that get no lightmap (flat, sky, turbulence, none): WED does not cut them.
bool hasLightmap(quint32 flags)
{
    const quint32 type = flags & 0xF;
    return type != 3 && type != 5 && type != 9 && type != 11;
}
constexpr quint32 PassableBit = 0x40;

// One convex piece of a face as it goes into the WMB.
struct Piece
{
    size_t block = 0;
    const SourceFace *face = nullptr;
    std::vector<Eigen::Vector3d> polygon; // outward winding
    int texture = 0;                      // index into the texture list
    int chart = -1;                       // index into the charts, -1: unlit
};

// The level's texture list: the faces' textures in order of first use, each found in the WADs or
// replaced by #default.
class TextureList
{
public:
    explicit TextureList(const LevelTextures &found) : m_found(found) {}

    // The index for a face's texture name; a problem (for the block's warning) when replaced.
    int indexOf(const QString &name, QString *problem)
    {
        QString use = name.isEmpty() ? DefaultTexture : name;
        if (use.compare(DefaultTexture, Qt::CaseInsensitive) != 0) {
            const LevelTexture *t = m_found.find(use);
            if (!t || t->image.isNull()) {
                *problem = QCoreApplication::translate("ackedit::document::build", "texture %1 is in none of the level's WADs; #default is used").arg(use);
                use = DefaultTexture;
            } else if (use.toLatin1().size() > 15) {
                *problem = QCoreApplication::translate("ackedit::document::build", "texture name %1 is longer than 15 characters; #default is used").arg(use);
                use = DefaultTexture;
            }
        }
        const QString key = use.toLower();
        const auto it = m_index.constFind(key);
        if (it != m_index.cend())
            return *it;
        format::WmbSimpleLevel::Texture texture;
        texture.name = use.toLatin1();
        texture.image = key == DefaultTexture ? defaultTexture() : fromQImage(m_found.find(use)->image);
        m_textures.push_back(std::move(texture));
        m_index.insert(key, int(m_textures.size()) - 1);
        return int(m_textures.size()) - 1;
    }
    Eigen::Vector2d size(int index) const
    {
        const format::RgbaImage &image = m_textures[size_t(index)].image;
        return {std::max(1, image.width), std::max(1, image.height)};
    }
    std::vector<format::WmbSimpleLevel::Texture> take() { return std::move(m_textures); }

private:
    const LevelTextures &m_found;
    QHash<QString, int> m_index;
    std::vector<format::WmbSimpleLevel::Texture> m_textures;
};

LightingModel lightingOf(const std::vector<format::WmbObject> &objects)
{
    LightingModel model;
    const auto rgb = [](quint32 c) {
        return Eigen::Vector3d(double((c >> 16) & 0xff) / 255.0, double((c >> 8) & 0xff) / 255.0, double(c & 0xff) / 255.0);
    };
    for (const format::WmbObject &o : objects) {
        if (o.type == quint32(format::WmbObjectKind::Info)) {
            model.ambient = rgb(o.info.ambientColor);
            model.sun.colour = rgb(o.info.sunColor);
            model.sun.towards = sunDirection(o.info.sunAzimuth, o.info.sunElevation);
            model.sun.on = o.info.sunColor != 0 && o.info.sunElevation > 0;
        } else if (o.type == quint32(format::WmbObjectKind::Light)) {
            PointLight l;
            l.position = o.origin.cast<double>();
            l.colour = Eigen::Vector3d(o.light.color.x() / 100.0, o.light.color.y() / 100.0, o.light.color.z() / 100.0);
            l.range = o.light.range;
            model.lights.push_back(l);
        }
    }
    return model;
}

} // namespace

format::RgbaImage defaultTexture()
{
    // Grey bricks of 64 x 32 texels in offset rows with lighter joints, 128 x 128 like WED's own
    // (drawn here, with a fixed hash for the grain so every build writes the same bytes).
    format::RgbaImage image(128, 128);
    for (int y = 0; y < 128; ++y)
        for (int x = 0; x < 128; ++x) {
            const int shifted = (y / 32) % 2 ? (x + 32) % 128 : x;
            const bool joint = y % 32 == 0 || shifted % 64 == 0;
            const quint32 hash = quint32(x) * 73856093u ^ quint32(y) * 19349663u;
            const int grain = int((hash >> 7) % 24);
            uint8_t *p = &image.pixels[size_t(y * 128 + x) * 4];
            p[0] = p[1] = p[2] = uint8_t(joint ? 150 + grain / 2 : 72 + grain);
            p[3] = 255;
        }
    return image;
}

BuildInput buildInput(const SceneDocument &doc, const BuildOptions &options)
{
    BuildInput in;
    in.sourceName = QFileInfo(doc.fileName()).fileName();
    in.isSource = dynamic_cast<const WmpDocument *>(&doc) || dynamic_cast<const WmpbDocument *>(&doc);
    if (!in.isSource)
        return in;
    in.blocks = sourceBlocks(doc);
    in.objects = levelObjects(doc, options.lightmapSize, &in.objectWarnings);
    in.palette = levelPalette(doc);
    in.textureSources = levelTextureSources(doc);
    if (options.modelShadows) {
        const ExternalSkinFinder finder(doc.fileName());
        for (NodeId id : modelEntities(doc)) {
            const QString path = entityModelPath(doc, id, finder);
            if (!path.isEmpty())
                in.modelCasters.push_back({path, entityPlacement(doc, id)});
        }
    }
    return in;
}

BuildResult buildLevel(const BuildInput &input, const BuildOptions &options, const BuildProgress &progress,
                       const std::atomic<bool> *cancel)
{
    QElapsedTimer timer;
    timer.start();
    BuildResult result;
    const auto report = [&](const QString &stage, int done, int total) {
        if (progress)
            progress(stage, done, total);
    };
    const auto cancelled = [&] {
        if (cancel && cancel->load()) {
            result.cancelled = true;
            result.error = tr("Build cancelled");
            return true;
        }
        return false;
    };
    if (!input.isSource) {
        result.error = tr("%1 is not a level source: only text WMP and WMPB levels are built").arg(input.sourceName);
        return result;
    }
    if (options.lightmapSize != 256 && options.lightmapSize != 512 && options.lightmapSize != 1024) {
        result.error = tr("Lightmap size %1 is not 256, 512 or 1024").arg(options.lightmapSize);
        return result;
    }
    for (const QString &w : input.objectWarnings)
        result.warnings.push_back({0, w});

    report(tr("Reading textures"), 0, 1);
    const LevelTextures found = loadLevelTextures(input.textureSources);
    for (const QString &p : found.problems)
        result.warnings.push_back({0, p});
    TextureList textures(found);
    if (cancelled())
        return result;

    // --- geometry: every block's faces as pieces, lightmapped ones with a chart -------------
    const int blockCount = int(input.blocks.size());
    std::vector<Piece> pieces;
    std::vector<LightmapChart> charts;
    std::vector<Eigen::Vector3d> boundsLo(input.blocks.size()), boundsHi(input.blocks.size());
    std::vector<bool> passable(input.blocks.size(), false);
    for (size_t b = 0; b < input.blocks.size(); ++b) {
        const SourceBlock &block = input.blocks[b];
        report(tr("Compiling blocks"), int(b), blockCount);
        const BuildBlock geometry = compiledGeometry(block);
        for (const QString &p : geometry.problems)
            result.warnings.push_back({block.id, p});
        blockBounds(geometry, &boundsLo[b], &boundsHi[b]);
        bool allPassable = !geometry.faces.empty();
        QSet<QString> reported;
        for (const BuildFace &face : geometry.faces) {
            if (face.face < 0 || size_t(face.face) >= block.faces.size() || face.polygon.size() < 3)
                continue;
            const SourceFace &source = block.faces[size_t(face.face)];
            allPassable = allPassable && (source.surface.flags & PassableBit);
            FacePlane plane;
            if (!planeOf(face.polygon, &plane))
                continue;
            QString problem;
            const int texture = textures.indexOf(source.texture, &problem);
            if (!problem.isEmpty() && !reported.contains(problem)) {
                reported.insert(problem);
                result.warnings.push_back({block.id, tr("Block %1: %2").arg(block.name, problem)});
            }
            const bool lit = options.light && hasLightmap(source.surface.flags);
            const std::vector<std::vector<Eigen::Vector3d>> parts =
                lit ? cutIntoPieces(face.polygon, plane.normal) : std::vector<std::vector<Eigen::Vector3d>>{face.polygon};
            for (const std::vector<Eigen::Vector3d> &part : parts) {
                if (part.size() < 3 || polygonArea(part) <= 1e-9)
                    continue;
                Piece piece{b, &source, part, texture, -1};
                if (lit) {
                    piece.chart = int(charts.size());
                    charts.push_back(LightmapChart::of(part, plane.normal));
                }
                pieces.push_back(std::move(piece));
            }
        }
        passable[b] = allPassable;
        if (cancelled())
            return result;
    }

    // --- lightmap layout: page 0 is WED's dummy page, charts from page 1 ----------------------
    const int pageSize = options.lightmapSize;
    int pageCount = 1;
    if (!charts.empty()) {
        std::vector<Eigen::Vector2i> sizes;
        for (const LightmapChart &c : charts)
            sizes.push_back(c.size);
        const std::vector<ChartPlacement> placed = packCharts(sizes, pageSize, 1, 1, &pageCount);
        for (size_t i = 0; i < charts.size(); ++i)
            charts[i].place = placed[i];
    }
    std::vector<QByteArray> pages(size_t(std::max(1, pageCount)), QByteArray(qsizetype(pageSize) * pageSize * 3, '\0'));
    pages[0].fill('\x02');

    // --- the WMB blocks -------------------------------------------------------------------------
    std::vector<format::WmbBlock> blocks(input.blocks.size());
    std::vector<ShadowBvh::Triangle> occluders;
    quint32 polygonNumber = 0;
    std::vector<std::map<std::tuple<int, int, quint32, float, float>, quint16>> skinOf(input.blocks.size());
    for (const Piece &piece : pieces) {
        format::WmbBlock &wb = blocks[piece.block];
        const FaceSurface &surface = piece.face->surface;
        const LightmapChart *chart = piece.chart >= 0 && charts[size_t(piece.chart)].place.page >= 0
                                         ? &charts[size_t(piece.chart)] : nullptr;
        const int page = chart ? chart->place.page : 0;
        const auto key = std::make_tuple(piece.texture, page, surface.flags, float(surface.ambient), float(surface.albedo));
        auto &skins = skinOf[piece.block];
        auto found = skins.find(key);
        if (found == skins.end()) {
            format::WmbBlockSkin skin;
            skin.texture = quint16(piece.texture);
            skin.lightmap = quint16(page);
            skin.flags = surface.flags;
            skin.ambient = float(surface.ambient);
            skin.albedo = float(surface.albedo);
            wb.skins.push_back(skin);
            found = skins.emplace(key, quint16(wb.skins.size() - 1)).first;
        }
        if (wb.vertices.size() + piece.polygon.size() > 65535)
            continue; // reported below, once per block
        const Eigen::Vector2d size = textures.size(piece.texture);
        const quint16 base = quint16(wb.vertices.size());
        for (const Eigen::Vector3d &p : piece.polygon) {
            format::WmbBlockVertex v;
            v.position = p.cast<float>();
            if (surface.mapped)
                v.uv = Eigen::Vector2f(float((p.dot(surface.s.head<3>()) + surface.s[3]) / size.x()),
                                       float((p.dot(surface.t.head<3>()) + surface.t[3]) / size.y()));
            if (chart)
                v.lightmapUv = chart->pageUv(p, pageSize).cast<float>();
            wb.vertices.push_back(v);
        }
        for (const std::array<int, 3> &t : fanTriangles(int(piece.polygon.size()))) {
            format::WmbBlockTriangle tri; // WMB7 triangles wind inward: the outward fan reversed
            tri.v = {quint16(base + t[0]), quint16(base + t[2]), quint16(base + t[1])};
            tri.skin = found->second;
            tri.face = polygonNumber;
            wb.triangles.push_back(tri);
            if (!passable[piece.block])
                occluders.push_back({piece.polygon[size_t(t[0])], piece.polygon[size_t(t[1])], piece.polygon[size_t(t[2])]});
        }
        ++polygonNumber;
    }
    std::vector<size_t> cornersOf(blocks.size(), 0); // what each block would need, for the warning
    for (const Piece &piece : pieces)
        cornersOf[piece.block] += piece.polygon.size();
    for (size_t b = 0; b < blocks.size(); ++b) {
        format::WmbBlock &wb = blocks[b];
        wb.mins = boundsLo[b].cast<float>();
        wb.maxs = boundsHi[b].cast<float>();
        if (wb.vertices.empty()) // a block without faces: its bounds at the origin
            wb.mins = wb.maxs = Eigen::Vector3f::Zero();
        wb.content = passable[b] ? -126 : -128;
        const size_t want = cornersOf[b];
        if (want > 65535)
            result.warnings.push_back({input.blocks[b].id, tr("Block %1 has %2 vertices; a WMB block holds 65,535, the rest is left out")
                                                               .arg(input.blocks[b].name).arg(want)});
        result.stats.triangles += int(wb.triangles.size());
    }

    // --- lighting ------------------------------------------------------------------------------
    if (!charts.empty() && options.modelShadows && !input.modelCasters.empty()) {
        report(tr("Reading entity models"), 0, int(input.modelCasters.size()));
        QHash<QString, std::shared_ptr<const EntityModel>> models; // each file read once
        for (const BuildInput::ModelCaster &caster : input.modelCasters) {
            auto &model = models[caster.path];
            if (!model) {
                model = std::make_shared<const EntityModel>(loadEntityModel(caster.path));
                if (!model->problem.isEmpty())
                    result.warnings.push_back({0, model->problem});
            }
            const format::TriangleMesh &mesh = model->mesh;
            for (const format::TriangleMesh::Triangle &t : mesh.triangles) {
                ShadowBvh::Triangle world;
                for (int k = 0; k < 3; ++k)
                    world[size_t(k)] = (caster.placement * mesh.positions[t.v[size_t(k)]]).cast<double>();
                occluders.push_back(world);
            }
        }
    }
    if (!charts.empty()) {
        report(tr("Lighting"), 0, int(charts.size()));
        const ShadowBvh shadows(std::move(occluders));
        LightmapOptions lightOptions;
        lightOptions.extra = options.extra;
        lightOptions.ambientOcclusion = options.ambientOcclusion;
        lightOptions.softSun = options.softSun;
        lightOptions.threads = options.threads;
        const bool finished = renderLightmaps(charts, lightingOf(input.objects), shadows, lightOptions, pageSize, &pages,
                                              [&](int done, int total) { report(tr("Lighting"), done, total); }, cancel);
        if (!finished || cancelled()) {
            cancelled();
            return result;
        }
    }

    // --- the file ---------------------------------------------------------------------------------
    report(tr("Writing"), 0, 1);
    format::WmbSimpleLevel level;
    level.palette = input.palette;
    level.objects = input.objects;
    level.textures = textures.take();
    level.blocks = std::move(blocks);
    level.lightmapSize = pageSize;
    level.lightmapPages = std::move(pages);
    result.stats.blocks = int(level.blocks.size());
    result.stats.textures = int(level.textures.size());
    result.stats.lightmapPages = int(level.lightmapPages.size());
    result.stats.charts = int(charts.size());
    try {
        result.wmb = format::makeSimpleWmb(level);
    } catch (const format::FormatError &e) {
        result.error = tr("%1 cannot be written as a WMB: %2").arg(input.sourceName, e.toString());
    }
    result.stats.milliseconds = timer.elapsed();
    return result;
}

} // namespace ackedit::document::build

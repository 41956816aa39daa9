#include "clicommands.h"

#include "clibatch.h"
#include "common/objwriter.h"
#include "assetread.h"
#include "formatregistry.h"
#include "io/atomicfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

#include <cmath>
#include <functional>
#include <map>
#include <memory>

namespace ackedit::cli {
namespace {

using format::AssetFile;
using format::FormatError;

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}
QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

const char *const kUsage =
    "usage: ackedit-cli COMMAND ...\n"
    "  info FILE... [--threads N]      format, version and counts\n"
    "  validate FILE... [--threads N]  check every count, offset, index and size\n"
    "  validate --rules [--json] [--fix] FILE...\n"
    "                                  also the engine's limits (names, indices, skin and terrain sizes,\n"
    "                                  missing level files); exit 0 no error, 1 an error, 2 unreadable;\n"
    "                                  --fix applies every quick fix and saves the file first\n"
    "  roundtrip FILE OUT              read and write back unchanged (exit 3 if the bytes differ)\n"
    "  transform FILE OUT [--scale S] [--translate X,Y,Z]\n"
    "                                  scale/translate every vertex of every frame, repack\n"
    "  export-obj FILE OUT.obj [--frame N]\n"
    "                                  one frame's triangles (terrain: the height grid) as OBJ\n"
    "  import IN OUT.mdl [--scale S] [--fps F] [--up y|z] [--animations I,J,...]\n"
    "                                  a new MDL7 from any model file assimp reads (OBJ, FBX, glTF, 3DS,\n"
    "                                  DAE, X, ...): meshes become groups, textures skins, animations\n"
    "                                  frames sampled at F per second (10); Y up by default\n"
    "  export IN OUT.glb|OUT.obj [--frame N] [--frames all]\n"
    "                                  a model, terrain or level as glTF 2 binary or OBJ (skins as\n"
    "                                  textures; --frames all: every frame as a morph target, .glb)\n"
    "  convert --to mdl7|mdl5 FILE... DIR [--threads N]\n"
    "                                  models into another version, written to DIR under their names:\n"
    "                                  MDL2-5/IDPO to MDL7 (what changes is listed), MDL7 to MDL5 only\n"
    "                                  when it fits (else why not)\n"
    "  skins extract FILE... DIR [--threads N]\n"
    "                                  every skin of every file as DIR/NAME_skinN.png\n"
    "                                  (commands over several files run on all cores unless --threads;\n"
    "                                  a summary line ends them; exit 1 when any file failed)\n"
    "  dump FILE [--full]              the parsed structure as JSON\n"
    "  new model|empty-model|terrain|level|level-binary OUT [--columns N] [--rows N] [--cell S]\n"
    "      [--height H]                what File > New makes: an MDL7 box (or an empty group) with one\n"
    "                                  skin, an HMP7 terrain (65 x 65, 16 apart by default), an empty\n"
    "                                  text WMP (version 710) or WMPB level\n"
    "  sculpt FILE OUT --brush raise|lower|smooth|flatten|noise|set-height --at X,Y\n"
    "         --radius R --strength S [--dabs N] [--falloff smooth|linear|constant|sharp] [--target H]\n"
    "                                  one sculpt stroke on a terrain (world X,Y), saved with repack\n"
    "  frames list FILE                one line per model frame: index, name, packing (byte/word/float/-),\n"
    "                                  bounds (min..max), tab-separated\n"
    "  frames rename FILE OUT N NAME   rename frame N (the format's name limit applies)\n"
    "  frames delete FILE OUT N[-M]    delete frame N (or frames N..M)\n"
    "  frames interpolate FILE OUT --between A,B --count N\n"
    "                                  insert N frames after A running linearly from A to B (A = B:\n"
    "                                  copies); frame edits save with repack, like the editor\n"
    "  level list FILE                 one line per level node: id, kind, name, world position x,y,z\n"
    "                                  (tab-separated; '-' where a node has no place)\n"
    "  level add FILE OUT KIND --at X,Y,Z [--name N] [--file F] [--size X,Y,Z] [--texture T]\n"
    "        [--parent ID]             add an entity, light, sound, position, path, region, group or\n"
    "                                  block (what the format takes) at a world position\n"
    "  level add FILE OUT path-node --at X,Y,Z --parent PATH\n"
    "                                  append a node to a path of a text WMP or WMPB\n"
    "  level move FILE OUT ID --by DX,DY,DZ\n"
    "                                  move a node (a group with its members) by a world offset\n"
    "  level remove FILE OUT ID        remove a node with everything below it\n"
    "  level group FILE OUT ID...      put the nodes into a new group where the first one is\n"
    "  level ungroup FILE OUT ID       move a group's members up to its place, remove the group\n"
    "  level texture FILE OUT TEX ID...\n"
    "                                  put texture TEX on every face of the blocks (of a group: the\n"
    "                                  blocks inside it); text WMP and WMPB\n"
    "  level texture FILE OUT TEX ID --face N\n"
    "                                  put TEX on face N (0, 1, ...) of one block only\n"
    "  build IN OUT [--no-light] [--lightmap-size 256|512|1024] [--extra 1|2|4] [--ao] [--soft-sun]\n"
    "        [--model-shadows] [--threads N]\n"
    "                                  compile a text WMP or WMPB into a WMB7 with lightmaps, as WED's\n"
    "                                  Build does (--model-shadows: entity models found cast shadows\n"
    "                                  too); progress per stage, then a summary\n"
    "  level textures FILE             the textures of the WADs the level lists: name, size, used or\n"
    "                                  unused, WAD file; then the face textures no WAD has\n"
    "  repack-report FILE              per frame: packing, bounds, largest error in model units and\n"
    "                                  quantization steps; what a save would change (nothing is written)\n"
    "  paint FILE OUT --skin N --uv U,V --radius R --color '#RRGGBB' [--opacity O] [--hardness H]\n"
    "        [--dither]                one brush dab at a normalised UV position of skin N (texels),\n"
    "                                  saved in the skin's own pixel format with mipmaps regenerated\n"
    "                                  (--dither: painted 8-bit texels dithered over the palette)\n"
    "  skin-export FILE N OUT.png      skin N as a PNG\n"
    "  skin-import FILE OUT N IN.png [--dither]\n"
    "                                  replace skin N's pixels, converted to its format (another size\n"
    "                                  resizes the skin first where skins have their own sizes;\n"
    "                                  --dither: 8-bit skins dithered over the palette)\n"
    "  skin-add FILE OUT IN.png        add a skin from an image (PNG, TGA, BMP, JPEG)\n"
    "  skin-delete FILE OUT N          delete skin N\n"
    "  skin-resize FILE OUT N WxH      scale skin N (all skins where they share one size); UVs follow\n"
    "  uv-export FILE OUT.png          the UV layout of frame 0 (triangle edges) at the skin's size\n"
    "  uv-transform FILE OUT --skin N [--move DU,DV] [--rotate DEG] [--scale S[,T]] [--mirror u|v]\n"
    "                                  mirror, scale, rotate (about their centre), then move the UVs of\n"
    "                                  skin N's triangles (normalised units); texel UVs stay whole\n";

int invalid(const QString &message)
{
    err() << message << '\n';
    err().flush();
    return InvalidInput;
}

// Atomic write: the target is replaced only when every byte was written.
bool save(const QString &fileName, const QByteArray &bytes)
{
    QString why;
    if (!format::writeFileAtomically(fileName, bytes, &why)) {
        invalid(QStringLiteral("%1: cannot write: %2").arg(fileName, why));
        return false;
    }
    return true;
}

bool serialise(const AssetFile &asset, const QString &fileName, QByteArray *bytes)
{
    try {
        *bytes = asset.write();
        return true;
    } catch (const FormatError &e) {
        invalid(e.toString(fileName));
        return false;
    }
}

FileReport infoReport(const QString &file, bool named)
{
    const format::AssetRead read = format::readAssetAt(file, file);
    if (!read.asset)
        return {false, {}, read.errorLine + QLatin1Char('\n')};
    QString text = named ? file + QStringLiteral(":\n") + read.asset->infoText() : read.asset->infoText();
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    return {true, text, {}};
}

FileReport validateReport(const QString &file)
{
    const format::AssetRead read = format::readAssetAt(file, file);
    if (!read.asset)
        return {false, {}, read.errorLine + QLatin1Char('\n')};
    FileReport r;
    int fatal = 0, warnings = 0;
    for (const auto &issue : read.asset->validate()) {
        FormatError e = issue.where;
        if (!issue.fatal) {
            e.problem = QStringLiteral("warning: ") + e.problem;
            ++warnings;
        } else {
            ++fatal;
        }
        (issue.fatal ? r.err : r.out) += e.toString(file) + QLatin1Char('\n');
    }
    r.out += QStringLiteral("%1: %2: ").arg(file, read.asset->formatName())
             + (fatal ? QStringLiteral("%1 problem(s)").arg(fatal) : QStringLiteral("valid"))
             + (warnings ? QStringLiteral(", %1 warning(s)").arg(warnings) : QString()) + QLatin1Char('\n');
    r.ok = fatal == 0;
    return r;
}

// One file: its report alone, as before batches; several: runBatch with a summary line.
int perFile(const QStringList &args, const QString &usageText, const std::function<FileReport(const QString &, bool)> &job,
            const QString &verb)
{
    QStringList files = args;
    int threads = 0;
    if (!takeThreads(&files, &threads))
        return BadUsage;
    if (files.isEmpty())
        return usage(usageText);
    if (files.size() == 1) {
        const FileReport r = job(files[0], false);
        out() << r.out;
        err() << r.err;
        return r.ok ? Ok : InvalidInput;
    }
    return runBatch(files, threads, [&job](const QString &file) { return job(file, true); }, verb);
}

int cmdInfo(const QStringList &a)
{
    return perFile(a, QStringLiteral("info takes FILE... [--threads N]"), infoReport, QStringLiteral("read"));
}

int cmdValidate(const QStringList &a)
{
    return perFile(
        a, QStringLiteral("validate takes FILE... [--threads N]"),
        [](const QString &file, bool) { return validateReport(file); }, QStringLiteral("valid"));
}

int cmdRoundtrip(const QStringList &a)
{
    if (a.size() != 2)
        return usage(QStringLiteral("roundtrip takes FILE OUT"));
    // Compared with the bytes read, not the file re-read: `roundtrip F F` must not compare the
    // output with itself.
    QByteArray input, bytes;
    auto asset = loadAsset(a[0], &input);
    if (!asset || !serialise(*asset, a[0], &bytes) || !save(a[1], bytes))
        return InvalidInput;
    const ExitCode verdict = roundtripVerdict(input, bytes);
    out() << a[1] << ": " << bytes.size() << " bytes, "
          << (verdict == Ok ? "byte-identical to the input" : "DIFFERS from the input") << '\n';
    return verdict;
}

int cmdTransform(const QStringList &a)
{
    if (a.size() < 2)
        return usage(QStringLiteral("transform takes FILE OUT [--scale S] [--translate X,Y,Z]"));
    float scale = 1.f;
    Eigen::Vector3f translate = Eigen::Vector3f::Zero();
    for (int i = 2; i < a.size(); ++i) {
        bool ok = false;
        if (a[i] == QLatin1String("--scale") && i + 1 < a.size()) {
            scale = a[++i].toFloat(&ok);
            if (!ok || !(scale != 0.f))
                return usage(QStringLiteral("--scale needs a nonzero number"));
        } else if (a[i] == QLatin1String("--translate") && i + 1 < a.size()) {
            Eigen::Vector3d parsed;
            if (!parseVector(a[++i], &parsed))
                return usage(QStringLiteral("--translate needs X,Y,Z"));
            translate = parsed.cast<float>();
        } else {
            return usage(QStringLiteral("unknown option %1").arg(a[i]));
        }
    }
    auto asset = loadAsset(a[0]);
    if (!asset)
        return InvalidInput;
    const Eigen::Affine3f t = Eigen::Translation3f(translate) * Eigen::Scaling(scale);
    if (!asset->transform(t))
        return invalid(QStringLiteral("%1: %2 files cannot be transformed").arg(a[0], asset->formatName()));
    QByteArray bytes;
    if (!serialise(*asset, a[0], &bytes) || !save(a[1], bytes))
        return InvalidInput;
    out() << a[1] << ": " << bytes.size() << " bytes written\n";
    return Ok;
}

int cmdExportObj(const QStringList &a)
{
    if (a.size() != 2 && a.size() != 4)
        return usage(QStringLiteral("export-obj takes FILE OUT.obj [--frame N]"));
    int frame = 0;
    if (a.size() == 4) {
        bool ok = false;
        frame = a[3].toInt(&ok);
        if (a[2] != QLatin1String("--frame") || !ok || frame < 0)
            return usage(QStringLiteral("--frame needs a frame number >= 0"));
    }
    auto asset = loadAsset(a[0]);
    if (!asset)
        return InvalidInput;
    if (frame >= std::max(1, asset->frameCount()))
        return invalid(QStringLiteral("%1: frame %2 does not exist (%3 frames)").arg(a[0]).arg(frame).arg(asset->frameCount()));
    format::TriangleMesh mesh;
    try {
        mesh = asset->mesh(frame);
    } catch (const FormatError &e) {
        return invalid(e.messageLine(a[0]));
    }
    const QByteArray obj = format::meshToObj(
        mesh, QStringLiteral("ackedit-cli export-obj %1 (%2), frame %3").arg(a[0], asset->formatName()).arg(frame));
    if (!save(a[1], obj))
        return InvalidInput;
    out() << a[1] << ": " << mesh.positions.size() << " vertices, " << mesh.triangles.size() << " triangles\n";
    return Ok;
}

int cmdDump(const QStringList &a)
{
    const bool full = a.contains(QStringLiteral("--full"));
    QStringList files = a;
    files.removeAll(QStringLiteral("--full"));
    if (files.size() != 1)
        return usage(QStringLiteral("dump takes FILE [--full]"));
    auto asset = loadAsset(files[0]);
    if (!asset)
        return InvalidInput;
    QJsonObject root = asset->toJson(full);
    root.insert(QStringLiteral("format"), asset->formatName());
    out() << QJsonDocument(root).toJson(QJsonDocument::Indented);
    return Ok;
}

} // namespace

ExitCode roundtripVerdict(const QByteArray &input, const QByteArray &written)
{
    return input == written ? Ok : Differs;
}

std::unique_ptr<format::AssetFile> loadAsset(const QString &fileName, QByteArray *bytesRead)
{
    format::AssetRead read = format::readAssetAt(fileName, fileName);
    if (!read.asset) {
        invalid(read.errorLine);
        return nullptr;
    }
    if (bytesRead)
        *bytesRead = std::move(read.bytes);
    return std::move(read.asset);
}

Command formatCommand(const QString &name)
{
    static const std::map<QString, Command> commands = {
        {QStringLiteral("info"), cmdInfo},
        {QStringLiteral("validate"), cmdValidate},
        {QStringLiteral("roundtrip"), cmdRoundtrip},
        {QStringLiteral("transform"), cmdTransform},
        {QStringLiteral("export-obj"), cmdExportObj},
        {QStringLiteral("dump"), cmdDump},
    };
    const auto it = commands.find(name);
    return it == commands.end() ? nullptr : it->second;
}

int usage(const QString &problem)
{
    if (!problem.isEmpty())
        err() << "ackedit-cli: " << problem << '\n';
    err() << kUsage;
    err().flush();
    return BadUsage;
}

void flushOutput()
{
    out().flush();
    err().flush();
}

bool parseVector(const QString &text, Eigen::Vector3d *v)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 3)
        return false;
    for (int i = 0; i < 3; ++i) {
        bool ok = false;
        (*v)[i] = parts[i].trimmed().toDouble(&ok);
        if (!ok || !std::isfinite((*v)[i]))
            return false;
    }
    return true;
}

} // namespace ackedit::cli

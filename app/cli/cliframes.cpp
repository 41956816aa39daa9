#include "cliframes.h"

#include "clicommands.h"
#include "clidocument.h"
#include "clioptions.h"
#include "clireport.h"
#include "model/modeldocument.h"

#include <QFileInfo>
#include <QTextStream>

#include <functional>

namespace ackedit::cli {

namespace {

using document::ModelDocument;
using format::RepackReport;

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

// The document the editor would open for FILE (through the document factory); null after
// printing why when FILE cannot be read or is no model.
std::unique_ptr<ModelDocument> openModel(const QString &fileName)
{
    std::unique_ptr<document::Document> doc = loadDocument(fileName);
    if (!doc)
        return nullptr;
    const QString kind = doc->asset()->formatName();
    auto *model = qobject_cast<ModelDocument *>(doc.get());
    if (!model) {
        invalidFile(fileName, QStringLiteral("not a model (%1): frames exist in MDL files only").arg(kind));
        return nullptr;
    }
    doc.release();
    return std::unique_ptr<ModelDocument>(model);
}

QString vec(const Eigen::Vector3f &v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v.x()).arg(v.y()).arg(v.z());
}

QString packingName(const ModelDocument &model, const std::optional<RepackReport> &report, int frame)
{
    if (model.isWordPacked(frame))
        return QStringLiteral("word");
    if (!report)
        return QStringLiteral("-"); // a kind with no packing report (an HMP4 mesh terrain)
    return report->quantized ? QStringLiteral("byte") : QStringLiteral("float");
}

std::optional<RepackReport> reportOf(const ModelDocument &model, const QString &fileName, bool *ok)
{
    *ok = true;
    try {
        return model.repackReport();
    } catch (const format::FormatError &e) {
        QTextStream(stderr) << e.messageLine(fileName) << '\n';
        *ok = false;
    }
    return std::nullopt;
}

// The only argument, FILE, opened with its repack report; `code` is not Ok when that failed.
struct Opened
{
    std::unique_ptr<ModelDocument> model;
    std::optional<RepackReport> report;
    int code = Ok;
};

Opened openWithReport(const QStringList &a, const QString &usage)
{
    Opened o;
    if (a.size() != 1) {
        o.code = fail(BadUsage, usage);
        return o;
    }
    bool ok = false;
    o.model = openModel(a[0]);
    if (o.model)
        o.report = reportOf(*o.model, a[0], &ok);
    if (!ok)
        o.code = InvalidInput;
    return o;
}

// A frame index argument: a non-negative integer (BadUsage otherwise).
bool parseIndex(const QString &text, int *index)
{
    bool ok = false;
    *index = text.toInt(&ok);
    return ok && *index >= 0;
}

// "No frame 7" with the frames there are, so a script's author sees the valid range.
QString frameProblem(const ModelDocument &model, const QString &why)
{
    return QStringLiteral("%1 (%2 frame(s): 0..%3)").arg(why).arg(model.frameCount()).arg(model.frameCount() - 1);
}

// The save's effect on the positions, from the report taken just before writing.
void printSaveEffect(const QString &lead, const RepackReport &r)
{
    out() << lead;
    if (!r.quantized || !r.repacks) {
        out() << (r.quantized ? "no repack, every frame keeps its stored values\n" : "float, nothing is quantized\n");
        return;
    }
    float worst = 0.f, worstSteps = 0.f;
    int edited = 0;
    for (const RepackReport::Frame &f : r.frames) {
        if (f.edited) {
            ++edited;
            worst = std::max(worst, f.maxError);
            worstSteps = std::max(worstSteps, f.maxErrorSteps);
        }
    }
    out() << "repacked " << edited << " edited frame(s), largest error " << worst << " (" << worstSteps
          << " steps)";
    if (r.packingChanged)
        out() << "; new packing: step " << vec(r.oldPacking.scale) << " -> " << vec(r.newPacking.scale) << ", offset "
              << vec(r.oldPacking.offset) << " -> " << vec(r.newPacking.offset);
    if (r.uneditedRequantized)
        out() << "; unedited frames re-quantized, largest error " << r.uneditedMaxError << " ("
              << r.uneditedMaxErrorSteps << " steps)";
    if (r.uneditedLosePrecision())
        out() << "; WARNING: unedited frames lose precision (step x" << r.maxStepGrowth << ")";
    out() << '\n';
}

// Opens FILE, runs `edit` (false: refused, `problem` says why), saves to OUT and prints what was
// written. `edit` gets the model and fills `done` with what it did.
int editAndSave(const QString &fileName, const QString &outName,
                const std::function<bool(ModelDocument &, QString *problem, QString *done)> &edit)
{
    std::unique_ptr<ModelDocument> model = openModel(fileName);
    if (!model)
        return InvalidInput;
    if (!model->canEditFrames())
        return invalidFile(fileName, QStringLiteral("frames of %1 models cannot be edited").arg(model->asset()->formatName()));
    QString problem, done;
    if (!edit(*model, &problem, &done))
        return invalidFile(fileName, problem);
    bool ok = false;
    const std::optional<RepackReport> report = reportOf(*model, fileName, &ok);
    if (!ok)
        return InvalidInput;
    QString error;
    if (!model->saveAs(outName, &error))
        return fail(InvalidInput, error);
    out() << outName << ": " << model->asset()->formatName() << ", " << done << ", " << model->frameCount()
          << " frame(s), " << QFileInfo(outName).size() << " bytes written\n";
    if (report)
        printSaveEffect(QStringLiteral("positions: "), *report);
    return Ok;
}

int cmdList(const QStringList &a)
{
    const Opened opened = openWithReport(a, QStringLiteral("frames list takes FILE"));
    if (opened.code != Ok)
        return opened.code;
    const ModelDocument *model = opened.model.get();
    const std::optional<RepackReport> &report = opened.report;
    // Tab-separated: frame names may hold spaces.
    for (int f = 0; f < model->frameCount(); ++f) {
        Eigen::AlignedBox3f box;
        for (const Eigen::Vector3f &p : model->positions(f))
            box.extend(p);
        out() << f << '\t' << model->frameName(f) << '\t' << packingName(*model, report, f) << '\t';
        if (box.isEmpty())
            out() << "no vertices\n";
        else
            out() << vec(box.min()) << ".." << vec(box.max()) << '\n';
    }
    return Ok;
}

int cmdRename(const QStringList &a)
{
    int frame = 0;
    if (a.size() != 4)
        return fail(BadUsage, QStringLiteral("frames rename takes FILE OUT N NAME"));
    if (!parseIndex(a[2], &frame))
        return fail(BadUsage, QStringLiteral("frames rename: N must be a frame number >= 0, not %1").arg(a[2]));
    const QString name = a[3];
    return editAndSave(a[0], a[1], [&](ModelDocument &m, QString *problem, QString *done) {
        const QString before = m.frameName(frame);
        QString why;
        if (!m.renameFrame(frame, name, &why)) {
            *problem = frame >= m.frameCount() ? frameProblem(m, why) : why;
            return false;
        }
        if (m.frameName(frame) != name) {
            *problem = QStringLiteral("frame %1 could not be renamed in this model").arg(frame);
            return false;
        }
        *done = QStringLiteral("frame %1 renamed from \"%2\" to \"%3\"").arg(frame).arg(before, name);
        return true;
    });
}

int cmdDelete(const QStringList &a)
{
    if (a.size() != 3)
        return fail(BadUsage, QStringLiteral("frames delete takes FILE OUT N[-M]"));
    const QStringList range = a[2].split(QLatin1Char('-'));
    int first = 0, last = 0;
    if (range.size() > 2 || !parseIndex(range[0], &first) || !parseIndex(range.value(1, range[0]), &last) || last < first)
        return fail(BadUsage, QStringLiteral("frames delete: N[-M] must be a frame number or a range N-M with N <= M, not %1")
                                  .arg(a[2]));
    return editAndSave(a[0], a[1], [&](ModelDocument &m, QString *problem, QString *done) {
        const int before = m.frameCount();
        QString why;
        if (!m.deleteFrames(first, last, &why)) {
            *problem = last >= before ? frameProblem(m, why) : why;
            return false;
        }
        if (m.frameCount() != before - (last - first + 1)) {
            *problem = QStringLiteral("frames %1 to %2 could not be deleted in this model").arg(first).arg(last);
            return false;
        }
        *done = first == last ? QStringLiteral("frame %1 deleted").arg(first)
                              : QStringLiteral("frames %1..%2 deleted").arg(first).arg(last);
        return true;
    });
}

int cmdInterpolate(const QStringList &a)
{
    const QString usage = QStringLiteral("frames interpolate takes FILE OUT --between A,B --count N");
    if (a.size() != 6)
        return fail(BadUsage, usage);
    int from = -1, to = -1, count = 0;
    const OptionHandlers options = {
        {QStringLiteral("--between"),
         [&](const QString &value) {
             const QStringList ab = value.split(QLatin1Char(','));
             return ab.size() == 2 && parseIndex(ab[0], &from) && parseIndex(ab[1], &to);
         }},
        {QStringLiteral("--count"),
         [&](const QString &value) {
             bool ok = false;
             count = value.toInt(&ok);
             return ok && count >= 1;
         }},
    };
    if (!parseOptions(a, 2, options, usage))
        return BadUsage;
    if (from < 0 || count < 1)
        return fail(BadUsage, QStringLiteral("--between and --count are required; %1").arg(usage));
    return editAndSave(a[0], a[1], [&](ModelDocument &m, QString *problem, QString *done) {
        QString why;
        if (!m.interpolateFrames(from, to, count, &why)) {
            *problem = std::max(from, to) >= m.frameCount() ? frameProblem(m, why) : why;
            return false;
        }
        QStringList names;
        for (int i = 0; i < count; ++i)
            names << m.frameName(from + 1 + i);
        *done = QStringLiteral("%1 frame(s) inserted after frame %2 (%3)").arg(count).arg(from).arg(names.join(QLatin1Char(' ')));
        return true;
    });
}

} // namespace

int cmdFrames(const QStringList &args)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("list"))
        return cmdList(rest);
    if (sub == QLatin1String("rename"))
        return cmdRename(rest);
    if (sub == QLatin1String("delete"))
        return cmdDelete(rest);
    if (sub == QLatin1String("interpolate"))
        return cmdInterpolate(rest);
    return fail(BadUsage, QStringLiteral("frames takes list, rename, delete or interpolate, not \"%1\"").arg(sub));
}

int cmdRepackReport(const QStringList &a)
{
    const Opened opened = openWithReport(a, QStringLiteral("repack-report takes FILE"));
    if (opened.code != Ok)
        return opened.code;
    const ModelDocument *model = opened.model.get();
    const std::optional<RepackReport> &report = opened.report;
    if (!report)
        return invalidFile(a[0], QStringLiteral("%1 models have no repack report").arg(model->asset()->formatName()));
    const RepackReport &r = *report;
    out() << a[0] << ": " << model->asset()->formatName() << ", " << r.frames.size() << " frame(s), ";
    if (r.quantized)
        out() << "packing step " << vec(r.oldPacking.scale) << " offset " << vec(r.oldPacking.offset) << '\n';
    else
        out() << "float positions\n";
    // One line per frame, tab-separated, starting with its index like `frames list`.
    for (size_t f = 0; f < r.frames.size(); ++f) {
        const RepackReport::Frame &fr = r.frames[f];
        out() << f << '\t' << fr.name << '\t' << (!r.quantized ? "float" : fr.word ? "word" : "byte") << '\t'
              << vec(fr.min) << ".." << vec(fr.max) << "\terror " << fr.maxError << " (" << fr.maxErrorSteps
              << " steps)" << (fr.edited ? "\tedited" : "") << '\n';
    }
    printSaveEffect(QStringLiteral("a save: "), r);
    return Ok;
}

} // namespace ackedit::cli

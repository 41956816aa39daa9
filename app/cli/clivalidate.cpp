#include "clivalidate.h"
#include "clicommands.h"

#include "common/assetfile.h"
#include "documentopen.h"
#include "validation/validationrules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

namespace ackedit::cli {
namespace {

using document::Finding;
using document::Severity;

constexpr int kUnreadable = 2;

// The structural issues (AssetFile::validate()) as findings of rule "structure".
std::vector<Finding> structuralFindings(const format::AssetFile &asset, const QString &fileName)
{
    std::vector<Finding> findings;
    for (const auto &issue : asset.validate()) {
        Finding f;
        f.ruleId = QStringLiteral("structure");
        f.severity = issue.fatal ? Severity::Error : Severity::Warning;
        f.message = issue.where.toString(fileName);
        findings.push_back(f);
    }
    return findings;
}

QString locationText(const Finding &f)
{
    if (f.location.kind == document::FindingLocation::Kind::File)
        return {};
    QString text = Finding::kindName(f.location.kind);
    if (f.location.group >= 0)
        text = QStringLiteral("group %1 ").arg(f.location.group) + text;
    if (f.location.index >= 0)
        text += QStringLiteral(" %1").arg(f.location.index);
    return QStringLiteral(" [%1]").arg(text);
}

// Applies every quick fix to `file` (checked again after each, as fixes renumber) and saves it;
// prints each fix. False (and why, on stderr) when the file cannot be opened, fixed or saved.
bool applyFixes(const QString &file, QTextStream &out, QTextStream &err)
{
    document::OpenedDocument opened = document::openDocument(file);
    const std::unique_ptr<document::Document> doc = std::move(opened.document);
    if (!doc) {
        err << "ackedit-cli: " << opened.error << '\n';
        return false;
    }
    QString error;
    for (int applied = 0; applied < 100000; ++applied) {
        const std::vector<Finding> findings = document::validateAsset(*doc->asset(), file);
        const auto it = std::find_if(findings.begin(), findings.end(), [](const Finding &f) { return f.hasFix(); });
        if (it == findings.end())
            break;
        if (!it->fix(*doc, &error)) {
            err << "ackedit-cli: " << file << ": " << it->ruleId << ": " << error << '\n';
            return false;
        }
        out << file << ": fixed: " << it->ruleId << ": " << it->fixText << '\n';
    }
    if (doc->isModified() && !doc->save(&error)) {
        err << "ackedit-cli: " << error << '\n';
        return false;
    }
    return true;
}

} // namespace

int validateWithRules(const QStringList &args)
{
    QTextStream out(stdout), err(stderr);
    bool json = false, fix = false;
    QStringList files;
    for (const QString &a : args) {
        if (a == QLatin1String("--rules"))
            continue;
        if (a == QLatin1String("--json"))
            json = true;
        else if (a == QLatin1String("--fix"))
            fix = true;
        else
            files << a;
    }
    if (files.isEmpty()) {
        err << "ackedit-cli: validate --rules takes at least one FILE\n";
        return kUnreadable;
    }
    QJsonArray all;
    bool anyError = false, anyUnreadable = false;
    for (const QString &file : std::as_const(files)) {
        // The report that follows is of the fixed file; with --json the fixes go to stderr.
        QTextStream &fixLog = json ? err : out;
        if (fix && !applyFixes(file, fixLog, err)) {
            anyUnreadable = true;
            continue;
        }
        const auto asset = loadAsset(file); // prints why on stderr
        if (!asset) {
            anyUnreadable = true;
            continue;
        }
        std::vector<Finding> findings = structuralFindings(*asset, file);
        for (Finding &f : document::validateAsset(*asset, file))
            findings.push_back(std::move(f));
        int counts[3] = {};
        for (const Finding &f : findings) {
            ++counts[int(f.severity)];
            if (json)
                all.append(f.toJson(file));
            else
                out << file << ": " << Finding::severityName(f.severity) << ": " << f.ruleId << ": " << f.message
                    << locationText(f) << '\n';
        }
        anyError = anyError || counts[int(Severity::Error)] > 0;
        if (!json)
            out << file << ": " << asset->formatName() << ": " << counts[0] << " error(s), " << counts[1]
                << " warning(s), " << counts[2] << " info\n";
    }
    if (json)
        out << QJsonDocument(all).toJson(QJsonDocument::Indented);
    out.flush();
    return anyUnreadable ? kUnreadable : anyError ? 1 : 0;
}

} // namespace ackedit::cli

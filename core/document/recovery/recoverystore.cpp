#include "recoverystore.h"

#include "document.h"
#include "documentopen.h"
#include "io/atomicfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <atomic>
#include <optional>

namespace ackedit::document {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ackedit::document::RecoveryStore", text);
}

const QString lockPrefix = QStringLiteral("instance-");
const QString lockSuffix = QStringLiteral(".lock");

QString kindName(format::AssetFile::Kind kind)
{
    switch (kind) {
    case format::AssetFile::Kind::Model:
        return QStringLiteral("model");
    case format::AssetFile::Kind::Terrain:
        return QStringLiteral("terrain");
    case format::AssetFile::Kind::Level:
        return QStringLiteral("level");
    case format::AssetFile::Kind::LevelSource:
        return QStringLiteral("level source");
    case format::AssetFile::Kind::TextureArchive:
        return QStringLiteral("texture archive");
    }
    return QString();
}

// The lock of `instance` is free when nobody holds it: its file is gone, or its process died
// (QLockFile then removes the stale file and takes it; the probe lets go at once).
bool instanceIsGone(const QDir &dir, const QString &instance)
{
    const QString path = dir.filePath(lockPrefix + instance + lockSuffix);
    if (!QFileInfo::exists(path))
        return true;
    QLockFile probe(path);
    probe.setStaleLockTime(0); // only a dead process makes a lock stale, never its age
    if (!probe.tryLock(0))
        return false;
    probe.unlock();
    return true;
}

std::optional<RecoveryEntry> readSidecar(const QDir &dir, const QString &name)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    RecoveryEntry entry;
    entry.sidecarPath = file.fileName();
    entry.dataPath = dir.filePath(json.value(QLatin1String("data")).toString());
    entry.originalPath = json.value(QLatin1String("originalPath")).toString();
    entry.format = json.value(QLatin1String("format")).toString();
    entry.kind = json.value(QLatin1String("kind")).toString();
    entry.time = QDateTime::fromString(json.value(QLatin1String("time")).toString(), Qt::ISODateWithMs);
    entry.undoText = json.value(QLatin1String("undoText")).toString();
    // A sidecar must name a data file in this folder that exists.
    if (json.value(QLatin1String("data")).toString().contains(QLatin1Char('/')) || !QFileInfo::exists(entry.dataPath))
        return std::nullopt;
    return entry;
}

// The start time in an instance id: the clock's milliseconds, but never one an earlier store of
// this process took, so two stores made in the same millisecond (tests make several) do not
// share an id, a lock and each other's copies.
qint64 uniqueStartTime()
{
    static std::atomic<qint64> last{0};
    qint64 now = QDateTime::currentMSecsSinceEpoch();
    qint64 previous = last.load();
    while (!last.compare_exchange_weak(previous, std::max(now, previous + 1))) {
    }
    return std::max(now, previous + 1);
}

} // namespace

RecoveryStore::RecoveryStore(QString folder)
    : m_folder(std::move(folder)),
      m_instance(QStringLiteral("%1-%2").arg(QCoreApplication::applicationPid()).arg(uniqueStartTime(), 0, 36))
{
}

RecoveryStore::~RecoveryStore() = default;

bool RecoveryStore::lockInstance(QString *error)
{
    if (m_lock)
        return true;
    if (!QDir().mkpath(m_folder)) {
        *error = tr("Cannot create the recovery folder %1").arg(QDir::toNativeSeparators(m_folder));
        return false;
    }
    auto lock = std::make_unique<QLockFile>(QDir(m_folder).filePath(lockPrefix + m_instance + lockSuffix));
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) {
        *error = tr("Cannot lock the recovery folder %1").arg(QDir::toNativeSeparators(m_folder));
        return false;
    }
    m_lock = std::move(lock);
    return true;
}

bool RecoveryStore::prepare(Document &document, Pending *pending, QString *error)
{
    if (!lockInstance(error))
        return false;
    QByteArray bytes;
    QString why;
    if (!document.serialise(&bytes, &why)) {
        *error = tr("Cannot write a recovery copy of %1: %2").arg(document.displayName(), why);
        return false;
    }
    auto slot = m_slots.find(&document);
    if (slot == m_slots.end())
        slot = m_slots.emplace(&document, m_next++).first;
    QString suffix = QFileInfo(document.fileName()).suffix().toLower();
    if (suffix.isEmpty())
        suffix = QStringLiteral("dat");
    const QString base = QStringLiteral("%1-%2").arg(m_instance).arg(slot->second);
    const QString dataName = base + QLatin1Char('.') + suffix;
    const QDir dir(m_folder);
    // The data file's suffix follows the document's name, which Save As may change; the old one
    // goes after the commit.
    for (const QString &old : dir.entryList({base + QStringLiteral(".*")}, QDir::Files)) {
        if (old != dataName && !old.endsWith(QLatin1String(".json")))
            pending->stale << dir.filePath(old);
    }
    QJsonObject json;
    json.insert(QLatin1String("data"), dataName);
    json.insert(QLatin1String("originalPath"), document.fileName());
    json.insert(QLatin1String("format"), document.asset()->formatName());
    json.insert(QLatin1String("kind"), kindName(document.asset()->kind()));
    json.insert(QLatin1String("time"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    json.insert(QLatin1String("undoText"), document.undoStack()->undoText());
    pending->dataPath = dir.filePath(dataName);
    pending->sidecarPath = dir.filePath(base + QStringLiteral(".json"));
    pending->bytes = std::move(bytes);
    pending->sidecar = QJsonDocument(json).toJson();
    return true;
}

bool RecoveryStore::commit(const Pending &pending, QString *error)
{
    QString why;
    for (const auto &[path, bytes] : {std::pair{pending.dataPath, pending.bytes}, std::pair{pending.sidecarPath, pending.sidecar}}) {
        if (!format::writeFileAtomically(path, bytes, &why)) {
            *error = tr("Cannot write the recovery file %1: %2").arg(QDir::toNativeSeparators(path), why);
            return false;
        }
    }
    for (const QString &path : pending.stale)
        QFile::remove(path);
    return true;
}

bool RecoveryStore::write(Document &document, QString *error)
{
    Pending pending;
    return prepare(document, &pending, error) && commit(pending, error);
}

void RecoveryStore::remove(const Document *document)
{
    const auto slot = m_slots.find(document);
    if (slot == m_slots.end())
        return;
    const QDir dir(m_folder);
    const QString base = QStringLiteral("%1-%2").arg(m_instance).arg(slot->second);
    // Sidecar first: bytes without a sidecar are never offered.
    QFile::remove(dir.filePath(base + QStringLiteral(".json")));
    for (const QString &name : dir.entryList({base + QStringLiteral(".*")}, QDir::Files))
        QFile::remove(dir.filePath(name));
    m_slots.erase(slot);
}

QList<RecoveryEntry> RecoveryStore::orphans() const
{
    QList<RecoveryEntry> entries;
    const QDir dir(m_folder);
    if (!dir.exists())
        return entries;
    // "<pid>-<start>-<n>.json": the instance is everything before the last '-'.
    static const QRegularExpression sidecarName(QStringLiteral("^(.+)-(\\d+)\\.json$"));
    std::map<QString, bool> gone;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QRegularExpressionMatch match = sidecarName.match(name);
        if (!match.hasMatch())
            continue;
        const QString instance = match.captured(1);
        if (instance == m_instance)
            continue;
        auto known = gone.find(instance);
        if (known == gone.end())
            known = gone.emplace(instance, instanceIsGone(dir, instance)).first;
        if (!known->second)
            continue;
        if (std::optional<RecoveryEntry> entry = readSidecar(dir, name))
            entries << *entry;
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const RecoveryEntry &a, const RecoveryEntry &b) { return a.time < b.time; });
    return entries;
}

bool RecoveryStore::discard(const RecoveryEntry &entry)
{
    const bool sidecar = QFile::remove(entry.sidecarPath) || !QFileInfo::exists(entry.sidecarPath);
    const bool data = QFile::remove(entry.dataPath) || !QFileInfo::exists(entry.dataPath);
    return sidecar && data;
}

std::unique_ptr<Document> RecoveryStore::restore(const RecoveryEntry &entry, QString *error)
{
    // The bytes come from the recovery copy, the name from the file it stands for.
    const QString copy = QDir::toNativeSeparators(entry.dataPath);
    OpenedDocument opened = finishOpening(format::readAssetAt(entry.dataPath, copy), entry.originalPath, copy);
    if (!opened.document) {
        *error = opened.error;
        return nullptr;
    }
    std::unique_ptr<Document> document = std::move(opened.document);
    // Modified for good: no undo step leads back to what is on disk at the original path.
    document->undoStack()->resetClean();
    return document;
}

} // namespace ackedit::document

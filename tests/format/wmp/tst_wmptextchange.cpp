// Structural edits on text WMPs re-derive only what they touch (issue 16, point 2): each edit,
// and the undo and redo of its recorded text changes (WmpTextChange), parses a bounded number
// of sections on a large generated level, and after every step the derived records equal
// those of a fresh parse of the written text, so later edits write the same bytes as they
// would after a full re-derivation.
#include "common_corpus.h"
#include "common_files.h"
#include "format/wmp/wmptextlarge.h"
#include "wmp/wmptextfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <functional>
#include <random>

using namespace ackedit::format;
using namespace ackedit::testing;

namespace {

// Section ids differ between an edited file and a fresh parse of its text: leave them out.
QJsonValue withoutIds(const QJsonValue &v)
{
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &e : v.toArray())
            out.append(withoutIds(e));
        return out;
    }
    if (!v.isObject())
        return v;
    QJsonObject out;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() != QLatin1String("id") && !it.key().endsWith(QLatin1String("Id")))
            out.insert(it.key(), withoutIds(it.value()));
    }
    return out;
}

// Empty when the file's records equal a fresh parse of its text, else what differs.
QString differenceFromFreshParse(const WmpTextFile &file)
{
    const auto fresh = readWmpText(file.write());
    if (withoutIds(file.toJson(true)) != withoutIds(fresh->toJson(true)))
        return QStringLiteral("JSON differs");
    if (file.infoText() != fresh->infoText())
        return QStringLiteral("info differs");
    if (file.textureNames() != fresh->textureNames() || file.rootObject() != fresh->rootObject())
        return QStringLiteral("textures or root differ");
    if (file.objects().size() != fresh->objects().size() || file.blocks().size() != fresh->blocks().size()
        || file.entities().size() != fresh->entities().size())
        return QStringLiteral("record counts differ");
    for (size_t i = 0; i < file.objects().size(); ++i) {
        const WmpObjectNode &a = file.objects()[i];
        const WmpObjectNode &b = fresh->objects()[i];
        if (a.number != b.number || a.parent != b.parent || a.children != b.children || a.block != b.block
            || a.entity != b.entity || a.childNumbers != b.childNumbers || a.childListLines != b.childListLines
            || a.refLine != b.refLine || a.refNumber != b.refNumber || a.refKind != b.refKind
            || a.transformLine != b.transformLine || a.name != b.name)
            return QStringLiteral("object %1 differs").arg(i);
        if (file.worldTransform(int(i)).matrix() != fresh->worldTransform(int(i)).matrix())
            return QStringLiteral("world transform of object %1 differs").arg(i);
        if (file.objectIndex(a.id) != int(i))
            return QStringLiteral("object %1 is not found by its id").arg(i);
    }
    for (size_t i = 0; i < file.blocks().size(); ++i) {
        const WmpBlock &a = file.blocks()[i];
        const WmpBlock &b = fresh->blocks()[i];
        if (a.number != b.number || a.objectIndex != b.objectIndex || a.footerNumber != b.footerNumber
            || a.footerNumberLine != b.footerNumberLine || a.faces.size() != b.faces.size())
            return QStringLiteral("block %1 differs").arg(i);
        for (size_t f = 0; f < a.faces.size(); ++f) {
            if (a.faces[f].textureIndex != b.faces[f].textureIndex)
                return QStringLiteral("texture index of block %1 differs").arg(i);
        }
        if (file.blockIndex(a.id) != int(i))
            return QStringLiteral("block %1 is not found by its id").arg(i);
    }
    for (size_t i = 0; i < file.entities().size(); ++i) {
        const WmpEntity &a = file.entities()[i];
        const WmpEntity &b = fresh->entities()[i];
        if (a.number != b.number || a.objectIndex != b.objectIndex || a.kind != b.kind || a.name != b.name
            || a.file != b.file || a.headerComment != b.headerComment)
            return QStringLiteral("entity %1 differs").arg(i);
        if (file.entityIndex(a.id) != int(i))
            return QStringLiteral("entity %1 is not found by its id").arg(i);
    }
    const auto issues = file.validate(), freshIssues = fresh->validate();
    if (issues.size() != freshIssues.size())
        return QStringLiteral("validation differs");
    return {};
}

quint32 objectNumbered(const WmpTextFile &f, int number)
{
    for (const WmpObjectNode &o : f.objects()) {
        if (o.number == number)
            return o.id;
    }
    return 0;
}

} // namespace

class TstWmpTextChange : public QObject
{
    Q_OBJECT

    // Random structural edits with undo and redo of their recorded changes, checking the
    // bytes at every stack level and the records against a fresh parse after every step.
    static void randomEdits(const QByteArray &original, int steps, unsigned seed)
    {
        auto file = readWmpText(original);
        std::mt19937 random(seed);
        auto pick = [&random](size_t n) { return size_t(std::uniform_int_distribution<size_t>(0, n - 1)(random)); };
        std::vector<WmpTextChange> done, undone;
        std::vector<QByteArray> texts{original}; // the text at each undo level
        std::vector<QByteArray> redoTexts;
        auto groups = [&] {
            std::vector<quint32> out;
            for (const WmpObjectNode &o : file->objects()) {
                if (o.refKind.isEmpty() || o.refKind == "level")
                    out.push_back(o.id);
            }
            return out;
        };
        auto nonRoot = [&] {
            std::vector<quint32> out;
            for (const WmpObjectNode &o : file->objects()) {
                if (int(&o - file->objects().data()) != file->rootObject())
                    out.push_back(o.id);
            }
            return out;
        };
        for (int step = 0; step < steps; ++step) {
            const size_t what = pick(10);
            if (what == 0 && !done.empty()) {
                file->applyChange(done.back());
                undone.push_back(std::move(done.back()));
                done.pop_back();
                redoTexts.push_back(texts.back());
                texts.pop_back();
                QCOMPARE(file->write(), texts.back());
            } else if (what == 1 && !undone.empty()) {
                file->applyChange(undone.back());
                done.push_back(std::move(undone.back()));
                undone.pop_back();
                texts.push_back(redoTexts.back());
                redoTexts.pop_back();
                QCOMPARE(file->write(), texts.back());
            } else {
                const std::vector<quint32> g = groups(), objects = nonRoot();
                if (g.empty())
                    return;
                const quint32 group = g[pick(g.size())];
                const quint32 object = objects.empty() ? 0 : objects[pick(objects.size())];
                try {
                    switch (what % 7) {
                    case 2:
                        file->addGroup(group, QStringLiteral("g%1").arg(step), int(pick(4)) - 1);
                        break;
                    case 3:
                        file->addEntity(group, QByteArrayList{"light", "model", "sound", "start", "path"}[qsizetype(pick(5))],
                                        QStringLiteral("e%1.mdl").arg(step), int(pick(4)) - 1);
                        break;
                    case 4:
                        file->addBoxBlock(group, Eigen::Vector3d(8, 16, 32), QStringLiteral("stone"), int(pick(4)) - 1);
                        break;
                    case 5:
                        if (!object)
                            continue;
                        file->duplicateObject(object);
                        break;
                    case 6:
                        if (!object)
                            continue;
                        file->moveObject(object, group, int(pick(4)) - 1);
                        break;
                    default:
                        if (!object)
                            continue;
                        file->removeObject(object);
                        break;
                    }
                } catch (const FormatError &) {
                    QCOMPARE(file->write(), texts.back()); // refused: nothing changed
                    continue;
                }
                done.push_back(file->takeChange());
                undone.clear();
                redoTexts.clear();
                texts.push_back(file->write());
            }
            const QString problem = differenceFromFreshParse(*file);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(step).arg(problem)));
        }
        while (!done.empty()) {
            file->applyChange(done.back());
            done.pop_back();
        }
        QCOMPARE(file->write(), original);
        QVERIFY(differenceFromFreshParse(*file).isEmpty());
    }

private slots:
    void editsParseOnlyWhatTheyTouch_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<int>("maxEdit");
        QTest::addColumn<int>("maxUndo");
        // Sections parsed: new sections and rewritten child lists; renumbered sections only
        // have their numbers read again (not counted). A full pass parses every section.
        QTest::newRow("add light") << "light" << 3 << 1;
        QTest::newRow("add group") << "group" << 2 << 1;
        QTest::newRow("add box block") << "block" << 3 << 1;
        QTest::newRow("duplicate leaf") << "duplicate" << 3 << 1;
        QTest::newRow("move leaf") << "move" << 2 << 2;
        QTest::newRow("remove first leaf") << "remove first" << 1 << 3;
        QTest::newRow("remove last leaf") << "remove last" << 1 << 3;
        QTest::newRow("remove first group") << "remove group" << 1 << 202;
    }
    void editsParseOnlyWhatTheyTouch()
    {
        QFETCH(QString, edit);
        QFETCH(int, maxEdit);
        QFETCH(int, maxUndo);
        const QByteArray original = wmpLargeText(10000);
        auto file = readWmpText(original);
        const qint64 everything = file->sectionsParsed();
        QVERIFY(everything > 15000);
        const WmpObjectNode &root = file->objects()[size_t(file->rootObject())];
        const quint32 firstGroup = file->objects()[size_t(root.children.front())].id;
        const quint32 lastGroup = file->objects()[size_t(root.children.back())].id;
        const quint32 firstLeaf = objectNumbered(*file, 2);
        const quint32 lastLeaf = objectNumbered(*file, 9999);
        if (edit == QLatin1String("light"))
            file->addEntity(lastGroup, "light", QString());
        else if (edit == QLatin1String("group"))
            file->addGroup(firstGroup, QStringLiteral("new"), 0);
        else if (edit == QLatin1String("block"))
            file->addBoxBlock(firstGroup, Eigen::Vector3d(1, 2, 3), QStringLiteral("stone"));
        else if (edit == QLatin1String("duplicate"))
            file->duplicateObject(firstLeaf);
        else if (edit == QLatin1String("move"))
            file->moveObject(lastLeaf, firstGroup, 0);
        else if (edit == QLatin1String("remove first"))
            file->removeObject(firstLeaf);
        else if (edit == QLatin1String("remove last"))
            file->removeObject(lastLeaf);
        else
            file->removeObject(firstGroup);
        QVERIFY2(file->sectionsParsed() <= maxEdit, qPrintable(QStringLiteral("edit parsed %1 sections").arg(file->sectionsParsed())));
        const QByteArray edited = file->write();
        QVERIFY(edited != original);
        QString problem = differenceFromFreshParse(*file);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        WmpTextChange change = file->takeChange();
        QVERIFY(!change.isEmpty());
        // Undo memory: the text the edit touched, far below the file (a removal that renumbers
        // keeps the old text of every number line it rewrote; a full state was about 20x the text).
        QVERIFY2(change.bytes() < (edit == QLatin1String("remove first") || edit == QLatin1String("remove group")
                                       ? 2 * original.size() : 64 * 1024),
                 qPrintable(QStringLiteral("undo keeps %1 bytes (text %2)").arg(change.bytes()).arg(original.size())));
        file->applyChange(change); // undo
        QVERIFY2(file->sectionsParsed() <= maxUndo, qPrintable(QStringLiteral("undo parsed %1 sections").arg(file->sectionsParsed())));
        QCOMPARE(file->write(), original);
        problem = differenceFromFreshParse(*file);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        file->applyChange(change); // redo
        QVERIFY2(file->sectionsParsed() <= maxEdit, qPrintable(QStringLiteral("redo parsed %1 sections").arg(file->sectionsParsed())));
        QCOMPARE(file->write(), edited);
        problem = differenceFromFreshParse(*file);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        file->applyChange(change);
        QCOMPARE(file->write(), original);
    }

    void randomEditsOnGeneratedLevel_data()
    {
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed : {1u, 2u, 3u})
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }
    void randomEditsOnGeneratedLevel()
    {
        QFETCH(unsigned, seed);
        randomEdits(wmpLargeText(1500), 100, seed);
    }

    void randomEditsOnCorpus_data()
    {
        QTest::addColumn<QString>("path");
        if (!hasCorpus())
            return;
        for (const QString &p : corpusFiles({QStringLiteral("wmp")}, {QStringLiteral(".wmp")}))
            QTest::newRow(qPrintable(QFileInfo(p).fileName())) << p;
    }
    void randomEditsOnCorpus()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        const QByteArray data = ackedit::testing::readFile(path);
        try {
            readWmpText(data);
        } catch (const FormatError &) {
            QSKIP("not a text WMP2 this reader opens (covered by tst_wmptextcorpus)");
        }
        randomEdits(data, 60, 7);
    }
};

QTEST_GUILESS_MAIN(TstWmpTextChange)
#include "tst_wmptextchange.moc"

// Spellings other WED/MED versions, text editors or scripts produce (issue 15 point 7): each
// is read with the same values as the plain fixture and written back byte for byte, or refused
// with the offset and field named.
#include "format/wmp/wmptextvariants.h"
#include "io/formaterror.h"
#include "wmp/wmptextfile.h"

#include <QtTest>

using namespace ackedit::format;
using namespace ackedit::testing;

class TstWmpTextVariants : public QObject
{
    Q_OBJECT

    static const WmpEntity *entity(const WmpTextFile &f, int number)
    {
        for (const WmpEntity &e : f.entities()) {
            if (e.number == number)
                return &e;
        }
        return nullptr;
    }

    static QByteArray variant(const char *name)
    {
        for (const WmpVariant &v : wmpAcceptedVariants()) {
            if (qstrcmp(v.name, name) == 0)
                return v.data;
        }
        return {};
    }

private slots:
    void accepted_data()
    {
        QTest::addColumn<QByteArray>("data");
        for (const WmpVariant &v : wmpAcceptedVariants())
            QTest::newRow(v.name) << v.data;
    }

    void accepted()
    {
        QFETCH(QByteArray, data);
        QVERIFY2(!data.isEmpty(), "the fixture no longer contains the text the variant edits");
        QVERIFY(data != wmpFixture5());
        std::unique_ptr<WmpTextFile> file;
        try {
            file = readWmpText(data);
        } catch (const FormatError &e) {
            QFAIL(qPrintable(e.toString()));
        }
        QCOMPARE(file->write(), data);
        for (const auto &issue : file->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));

        if (data.contains("4.24"))
            return; // the 4.x fixture: counts checked by its own row below
        // The values are those of the plain fixture, whatever the spelling.
        QCOMPARE(int(file->objects().size()), 12);
        QCOMPARE(int(file->blocks().size()), 2);
        QCOMPARE(int(file->entities().size()), 7);
        QCOMPARE(file->generation(), WmpGeneration::Ackwed5);
        const WmpEntity *model = entity(*file, 2);
        QVERIFY(model);
        QCOMPARE(model->kind, QByteArray("model"));
        QCOMPARE(model->flags, 512u);
        QCOMPARE(model->scale.x(), 0.5);
        QCOMPARE(model->skills.at(3), 1.5);
        QCOMPARE(model->file, QStringLiteral("box.mdl"));
        QCOMPARE(file->worldTransform(5).translation().x(), 3072.0 + 10.0);
        QCOMPARE(file->worldTransform(5).translation().y(), 20.0);
    }

    // Blank and comment lines inside a block, and plus signs, leave its geometry, mapping and
    // footer as in the plain fixture (all three used to be refused, e.g. "expected 'vertices',
    // found ''" and "expected an integer in 0..1000000, found '+8'").
    void blocksAsInThePlainFixture_data()
    {
        QTest::addColumn<QByteArray>("plain");
        QTest::addColumn<QByteArray>("spaced");
        QTest::newRow("blank lines, vertex blocks (5.x)") << wmpFixture5() << wmpBlockWithBlankLines();
        QTest::newRow("blank lines, plane blocks (4.x)") << wmpFixture4() << wmpPlaneBlockWithBlankLines();
        QTest::newRow("plus signs") << wmpFixture5() << variant("numbers with a plus sign");
    }
    void blocksAsInThePlainFixture()
    {
        QFETCH(QByteArray, plain);
        QFETCH(QByteArray, spaced);
        QVERIFY(!spaced.isEmpty());
        const auto a = readWmpText(plain);
        const auto b = readWmpText(spaced);
        QCOMPARE(b->blocks().size(), a->blocks().size());
        for (size_t i = 0; i < a->blocks().size(); ++i) {
            const WmpBlock &x = a->blocks()[i];
            const WmpBlock &y = b->blocks()[i];
            QCOMPARE(y.vertices, x.vertices);
            QCOMPARE(y.faces.size(), x.faces.size());
            for (size_t f = 0; f < x.faces.size(); ++f) {
                QCOMPARE(y.faces[f].indices, x.faces[f].indices);
                QCOMPARE(y.faces[f].texture, x.faces[f].texture);
                QCOMPARE(y.faces[f].flags, x.faces[f].flags);
                for (int k = 0; k < 3; ++k)
                    QCOMPARE(y.faces[f].points[size_t(k)], x.faces[f].points[size_t(k)]);
            }
            QCOMPARE(y.flags, x.flags);
            QCOMPARE(y.material, x.material);
            QCOMPARE(y.footerNumber, x.footerNumber);
        }
        QCOMPARE(b->write(), spaced);
    }

    // Without a version line the generation is that of the blocks: plane blocks 4.x, vertex
    // blocks 5.x, vertex blocks with texture axes 6.x (a file without a version line used to be
    // taken for 4.x whatever its blocks, and validate called every vertex block an error).
    void generationWithoutVersionLine_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("generation");
        QTest::newRow("4.x") << wmpFixture4() << int(WmpGeneration::Ackwed4);
        QTest::newRow("5.x") << wmpReplaceOnce(wmpFixture5(), "version 510\r\n", "") << int(WmpGeneration::Ackwed5);
        QTest::newRow("6.x") << wmpReplaceOnce(wmpFixture6(), "version 710\r\n", "") << int(WmpGeneration::Ackwed6);
    }
    void generationWithoutVersionLine()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, generation);
        QVERIFY(!data.isEmpty());
        const auto file = readWmpText(data);
        QCOMPARE(int(file->generation()), generation);
        for (const auto &issue : file->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
        QCOMPARE(file->write(), data);
    }

    // An edit keeps a DOS end-of-file mark (Ctrl+Z) at the end, and a block's blank lines.
    void editKeepsEndOfFileMarkAndBlankLines()
    {
        const QByteArray d = wmpBlockWithBlankLines() + '\x1a';
        auto file = readWmpText(d);
        QCOMPARE(entity(*file, 2)->flags, 512u);
        file->setFlags(entity(*file, 2)->id, 512u | 1u);
        const QByteArray expected = wmpReplaceOnce(d, "\t0000001000000000\r\n", "\t0000001000000001\r\n");
        QVERIFY(!expected.isEmpty());
        QCOMPARE(file->write(), expected);
    }

    // A file name written in quotes keeps its quotes when it is changed.
    void editQuotedFileNames()
    {
        const QByteArray d = variant("file names in quotes");
        QVERIFY(!d.isEmpty());
        auto file = readWmpText(d);
        QCOMPARE(entity(*file, 6)->file, QStringLiteral("sea.wav"));
        QCOMPARE(file->level().workFile, QStringLiteral("fix5.$$w"));
        file->setFile(entity(*file, 2)->id, QStringLiteral("crate.mdl"));
        file->setFile(entity(*file, 6)->id, QStringLiteral("gull.wav"));
        QByteArray expected = wmpReplaceOnce(d, "\"box.mdl\"", "\"crate.mdl\"");
        expected = wmpReplaceOnce(expected, "'sea.wav'", "'gull.wav'");
        QVERIFY(!expected.isEmpty());
        QCOMPARE(file->write(), expected);
    }

    // Headers whose '{' stands on the next line keep that layout through a rename and a
    // removal that renumbers the sections after it.
    void editBracesOnTheirOwnLine()
    {
        const QByteArray d = wmpBracesOnTheirOwnLine();
        auto file = readWmpText(d);
        QCOMPARE(file->objects().front().name, QStringLiteral("Root"));
        file->setName(file->objects().front().id, QStringLiteral("World"));
        QByteArray expected = wmpReplaceOnce(d, "object 0\r\n{  // Root", "object 0\r\n{  // World");
        QVERIFY(!expected.isEmpty());
        QCOMPARE(file->write(), expected);

        quint32 blockZero = 0;
        for (const WmpObjectNode &o : file->objects())
            blockZero = o.refKind == "block" && o.refNumber == 0 ? o.id : blockZero;
        QVERIFY(blockZero != 0);
        file->removeObject(blockZero);
        const QByteArray written = file->write();
        QVERIFY(written.contains("\r\nblock 0\r\n{\r\n\tvertices 4\r\n"));
        QVERIFY(!written.contains("block 1"));
        const auto reread = readWmpText(written);
        QCOMPARE(int(reread->blocks().size()), 1);
        QCOMPARE(reread->blocks().front().vertices.size(), size_t(4));
        for (const auto &issue : reread->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
    }

    void fourXCrOnly()
    {
        QByteArray d = wmpFixture4();
        d.replace('\n', '\r');
        const auto file = readWmpText(d);
        QCOMPARE(int(file->objects().size()), 5);
        QCOMPARE(int(file->blocks().size()), 2);
        QCOMPARE(file->write(), d);
    }

    // The case the issue names: a 4.x file (no version line, plane blocks) whose model entity
    // has a single-quoted flag string; an edit keeps the quotes and the 4.x file otherwise.
    void fourXSingleQuotedFlags()
    {
        const QByteArray d = wmpFourXQuotedFlags();
        QVERIFY(!d.isEmpty());
        auto file = readWmpText(d);
        QCOMPARE(file->generation(), WmpGeneration::Ackwed4);
        QCOMPARE(file->write(), d);
        for (const auto &issue : file->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
        QCOMPARE(entity(*file, 2)->flags, 512u);
        file->setFlags(entity(*file, 2)->id, 512u | 1u);
        QCOMPARE(file->write(), wmpReplaceOnce(d, "'0000001000000000'", "'0000001000000001'"));
    }

    void bomBeforeAcknex3Map()
    {
        const QByteArray d = "\xEF\xBB\xBF#  This file \"x.WMP\" was generated by WED v3.29\r\nVERTEX\t0 0 0\r\n";
        QVERIFY(isAcknex3Map(d));
        try {
            readWmpText(d);
            QFAIL("accepted");
        } catch (const FormatError &e) {
            QVERIFY2(e.problem.contains(QStringLiteral("Acknex 3")), qPrintable(e.problem));
        }
    }

    void latin1Name()
    {
        const auto file = readWmpText(variant("Latin-1 names"));
        QCOMPARE(entity(*file, 2)->name, QString::fromUtf8("b\u00f6x_m\u00e4dl_\u00df"));
        QCOMPARE(entity(*file, 6)->file, QString::fromUtf8("m\u00f6we.wav"));
        QVERIFY(file->textureNames().contains(QString::fromUtf8("gl\u00e4s")));
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("field");
        QTest::addColumn<qint64>("offset");
        QTest::addColumn<QString>("problem");
        for (const WmpVariant &v : wmpRefusedVariants())
            QTest::newRow(v.name) << v.data << QString::fromLatin1(v.refusedField) << v.refusedOffset
                                  << QString::fromLatin1(v.refusedProblem);
    }

    void refused()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, field);
        QFETCH(qint64, offset);
        QFETCH(QString, problem);
        QVERIFY(!data.isEmpty());
        try {
            readWmpText(data);
            QFAIL("accepted");
        } catch (const FormatError &e) {
            QCOMPARE(e.field, field);
            QCOMPARE(e.offset, offset);
            QVERIFY2(e.problem.contains(QStringLiteral("line ")), qPrintable(e.problem));
            QVERIFY2(e.problem.contains(problem), qPrintable(e.problem));
        }
    }

    // Editing a quoted flag string keeps the quotes; other lines stay untouched.
    void editQuotedFlags_data()
    {
        QTest::addColumn<QByteArray>("quote");
        QTest::newRow("single") << QByteArray("'");
        QTest::newRow("double") << QByteArray("\"");
    }

    void editQuotedFlags()
    {
        QFETCH(QByteArray, quote);
        const QByteArray before = wmpReplaceOnce(wmpFixture5(), "\t0000001000000000\r\n", "\t" + quote + "0000001000000000" + quote + "\r\n");
        auto file = readWmpText(before);
        file->setFlags(entity(*file, 2)->id, 3);
        const QByteArray expected = wmpReplaceOnce(before, quote + "0000001000000000" + quote, quote + "0000000000000011" + quote);
        QCOMPARE(file->write(), expected);
        QCOMPARE(entity(*readWmpText(expected), 2)->flags, 3u);
    }

    // An edit next to an exponent keeps the exponent token; an edited exponent value takes the
    // file's plain style.
    void editExponent()
    {
        const QByteArray before = variant("numbers with an exponent");
        auto file = readWmpText(before);
        file->setAmbient(entity(*file, 2)->id, 25);
        QByteArray expected = before;
        const qsizetype scale = expected.indexOf("\t5e-1 0.5 0.5\r\n");
        QVERIFY(scale > 0);
        const qsizetype ambient = expected.indexOf("\r\n\t0\r\n", scale);
        expected.replace(ambient, 6, "\r\n\t25\r\n");
        QCOMPARE(file->write(), expected);
    }

    // Moving an object whose position uses exponents: the unchanged x keeps "1E1", the new y is
    // spelled the 5.x way.
    void editExponentPosition()
    {
        const QByteArray before = variant("numbers with an exponent");
        auto file = readWmpText(before);
        file->setPosition(file->objects().at(5).id, Eigen::Vector3d(10, 40, 30));
        QCOMPARE(file->write(), wmpReplaceOnce(before, "(1E1 2.0e+1 30)", "(1E1 40 30)"));
    }

    // Upper-case keywords: adding and removing a group updates the "Objects" count line and
    // gives the original bytes back.
    void upperCaseEdits()
    {
        const QByteArray before = variant("upper- and mixed-case keywords");
        auto file = readWmpText(before);
        const quint32 group = file->addGroup(file->objects().front().id, QStringLiteral("g"));
        QVERIFY(file->write().contains("\r\nObjects 13\r\n"));
        file->removeObject(group);
        QCOMPARE(file->write(), before);
    }
};

QTEST_GUILESS_MAIN(TstWmpTextVariants)
#include "tst_wmptextvariants.moc"

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

    void fourXCrOnly()
    {
        QByteArray d = wmpFixture4();
        d.replace('\n', '\r');
        const auto file = readWmpText(d);
        QCOMPARE(int(file->objects().size()), 5);
        QCOMPARE(int(file->blocks().size()), 2);
        QCOMPARE(file->write(), d);
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
        for (const WmpVariant &v : wmpRefusedVariants())
            QTest::newRow(v.name) << v.data << QString::fromLatin1(v.refusedField) << v.refusedOffset;
    }

    void refused()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, field);
        QFETCH(qint64, offset);
        QVERIFY(!data.isEmpty());
        try {
            readWmpText(data);
            QFAIL("accepted");
        } catch (const FormatError &e) {
            QCOMPARE(e.field, field);
            QCOMPARE(e.offset, offset);
            QVERIFY2(e.problem.contains(QStringLiteral("line ")), qPrintable(e.problem));
            if (field != QStringLiteral("entity[2].scale"))
                QVERIFY2(e.problem.contains(QStringLiteral("unterminated")), qPrintable(e.problem));
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

// WmpTextFile::setFaceTexture: retexturing one face or a whole block rewrites only the texture
// word of those face lines in every generation (4.x plane faces, 5.x vertex faces, 6.x faces
// with texture axes), keeps a face that already has the name untouched, re-derives the texture
// list, and refuses a name the file cannot hold without changing anything.
#include "format/wmp/wmptexteditcheck.h"
#include "format/wmp/wmptextfixtures.h"
#include "wmp/wmptextfile.h"

#include <QtTest>

using namespace ackedit::format;
using namespace ackedit::testing;

namespace {

QByteArray eolOf(const QByteArray &data) { return data.contains("\r\n") ? "\r\n" : "\n"; }

} // namespace

class TstWmpTextFaceTexture : public QObject
{
    Q_OBJECT
private slots:
    void oneFace_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<int>("block");
        QTest::addColumn<int>("face");
        QTest::addColumn<QByteArray>("removed");
        QTest::addColumn<QByteArray>("added");
        QTest::newRow("4.x plane face") << wmpFixture4() << 1 << 3
            << QByteArray("\t( 0.0 -16.0 0.0 ) ( 0.0 -16.0 500.0 ) ( 500.0 -16.0 0.0 ) brownwood 0 0 90 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000")
            << QByteArray("\t( 0.0 -16.0 0.0 ) ( 0.0 -16.0 500.0 ) ( 500.0 -16.0 0.0 ) marble_02 0 0 90 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000");
        QTest::newRow("5.x vertex face") << wmpFixture5() << 0 << 5
            << QByteArray("\t4  5 4 6 7 : sky 0 0 0 1 1 : 0101 0 50 ndef")
            << QByteArray("\t4  5 4 6 7 : marble_02 0 0 0 1 1 : 0101 0 50 ndef");
        QTest::newRow("6.x face with axes") << wmpFixture6() << 0 << 1
            << QByteArray("\t3  0 3 1 : glass ( 1 0 0 0 ) ( 0 0 -1 0 ) 8 4 0 0.5 0.5 : 0000 0 50 ndef")
            << QByteArray("\t3  0 3 1 : marble_02 ( 1 0 0 0 ) ( 0 0 -1 0 ) 8 4 0 0.5 0.5 : 0000 0 50 ndef");
    }
    void oneFace()
    {
        QFETCH(QByteArray, data);
        QFETCH(int, block);
        QFETCH(int, face);
        QFETCH(QByteArray, removed);
        QFETCH(QByteArray, added);
        const auto f = readWmpText(data);
        const QByteArray nl = eolOf(data);
        f->setFaceTexture(f->blocks()[size_t(block)].id, face, QStringLiteral("marble_02"));
        checkWmpEdit(data, *f, {removed + nl}, {added + nl});
        QCOMPARE(f->blocks()[size_t(block)].faces[size_t(face)].texture, QStringLiteral("marble_02"));
        QVERIFY(f->textureNames().contains(QStringLiteral("marble_02")));
    }

    // Every face of a block, by the object's id: only the faces with another name change.
    void wholeBlockByObject()
    {
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        const WmpBlock &b = f->blocks()[1]; // glass, glass, glass, stone
        const quint32 object = f->objects()[size_t(b.objectIndex)].id;
        f->setFaceTexture(object, -1, QStringLiteral("stone"));
        const QByteArray nl = eolOf(data);
        checkWmpEdit(data, *f,
                     {"\t3  0 1 2 : glass 0 0 0 1 1 : 0000 0 50 ndef" + nl, "\t3  0 3 1 : glass 0 0 0 1 1 : 0000 0 50 ndef" + nl,
                      "\t3  1 3 2 : glass 0 0 0 1 1 : 0000 0 50 ndef" + nl},
                     {"\t3  0 1 2 : stone 0 0 0 1 1 : 0000 0 50 ndef" + nl, "\t3  0 3 1 : stone 0 0 0 1 1 : 0000 0 50 ndef" + nl,
                      "\t3  1 3 2 : stone 0 0 0 1 1 : 0000 0 50 ndef" + nl});
        QVERIFY(!f->textureNames().contains(QStringLiteral("glass")));
        // The same name again writes nothing new.
        const QByteArray once = f->write();
        f->setFaceTexture(object, -1, QStringLiteral("stone"));
        QCOMPARE(f->write(), once);
    }

    void refusals_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<QString>("name");
        QTest::newRow("empty") << 0 << QString();
        QTest::newRow("blank") << 0 << QStringLiteral("two words");
        QTest::newRow("colon") << 0 << QStringLiteral("a:b");
        QTest::newRow("brace") << 0 << QStringLiteral("a{");
        QTest::newRow("comment") << 0 << QStringLiteral("a//b");
        QTest::newRow("not Latin-1") << 0 << QStringLiteral("stein\u20ac");
        QTest::newRow("no such face") << 6 << QStringLiteral("stone");
        QTest::newRow("face below -1") << -2 << QStringLiteral("stone");
    }
    void refusals()
    {
        QFETCH(int, face);
        QFETCH(QString, name);
        const QByteArray data = wmpFixture5();
        const auto f = readWmpText(data);
        QVERIFY_THROWS_EXCEPTION(FormatError, f->setFaceTexture(f->blocks()[0].id, face, name));
        QCOMPARE(f->write(), data);
        QVERIFY_THROWS_EXCEPTION(FormatError, f->setFaceTexture(987654, -1, QStringLiteral("stone")));
        QCOMPARE(f->write(), data);
    }
};

QTEST_APPLESS_MAIN(TstWmpTextFaceTexture)
#include "tst_wmptextfacetexture.moc"

// HmpFile skin structure: insert at an index, move, remove (renumbering HMP7 reference skins,
// refusing a referenced skin), HMP4's shared header size; written files read back and the
// inverse edit gives the original bytes.
#include "hmpfixtures.h"

#include <QtTest>

using namespace ackedit::format;
using namespace hmptest;

namespace {

// A 5x5 grid with skins A (8x8), B (16x8) and, in HMP7, C: a reference to B.
std::unique_ptr<HmpFile> threeSkins(const QString &version)
{
    const bool hmp4 = version == QLatin1String("HMP4");
    auto f = HmpFile::create(version, 5, 5, 2.f, 2.f, wave(5, 5), HmpSkin::fromImage(PixelType::Rgb565, pattern(8, 8, 0)));
    if (!f->addSkin(HmpSkin::fromImage(PixelType::Rgb565, pattern(hmp4 ? 8 : 16, 8, 1))))
        return nullptr;
    if (version == QLatin1String("HMP7")) {
        HmpSkin ref;
        ref.type = PixelType::Reference;
        ref.width = 1;
        if (!f->addSkin(ref))
            return nullptr;
    }
    return HmpFile::read(f->write());
}

} // namespace

class TstHmpSkins : public QObject
{
    Q_OBJECT
private slots:
    void insertMoveRemove_data()
    {
        QTest::addColumn<QString>("version");
        for (const char *v : {"HMP4", "HMP5", "HMP7"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void insertMoveRemove()
    {
        QFETCH(QString, version);
        auto f = threeSkins(version);
        QVERIFY(f);
        const QByteArray original = f->write();
        const int n = f->skinCount();
        const HmpSkin copy = f->skins()[0];
        QVERIFY(f->insertSkin(1, copy));
        auto back = HmpFile::read(f->write());
        QCOMPARE(back->skinCount(), n + 1);
        QCOMPARE(back->skinImage(1), back->skinImage(0));
        if (n == 3)
            QCOMPARE(back->skins()[3].width, 2); // the reference follows B
        QVERIFY(f->removeSkin(1));
        QCOMPARE(f->write(), original);

        QVERIFY(f->moveSkin(1, 0));
        back = HmpFile::read(f->write());
        QCOMPARE(back->skinImage(0), HmpFile::read(original)->skinImage(1));
        if (n == 3)
            QCOMPARE(back->skins()[2].width, 0);
        QVERIFY(f->moveSkin(0, 1));
        QCOMPARE(f->write(), original);
        QVERIFY(!f->moveSkin(0, n));
    }

    void referencedSkinStays()
    {
        auto f = threeSkins(QStringLiteral("HMP7"));
        QVERIFY(f->checkRemoveSkin(1).contains(QStringLiteral("reference")));
        QVERIFY(!f->removeSkin(1));
        QVERIFY(f->removeSkin(0)); // the reference now names skin 0
        QCOMPARE(f->skins()[1].width, 0);
        QCOMPARE(HmpFile::read(f->write())->skinCount(), 2);
    }

    void hmp4SharedSize()
    {
        auto f = threeSkins(QStringLiteral("HMP4"));
        QVERIFY(!f->insertSkin(0, HmpSkin::fromImage(PixelType::Rgb565, pattern(16, 16))));
        std::vector<HmpSkin> big{HmpSkin::fromImage(PixelType::Rgb565, pattern(16, 16, 0)),
                                 HmpSkin::fromImage(PixelType::Rgb565, pattern(16, 16, 1))};
        QVERIFY(!f->setSharedSkinSize(16, 8, big));
        QVERIFY(f->setSharedSkinSize(16, 16, big));
        auto back = HmpFile::read(f->write());
        QCOMPARE(back->header().skinWidth, 16);
        QCOMPARE(back->skinImage(1), big[1].image());
        QVERIFY(!threeSkins(QStringLiteral("HMP5"))->setSharedSkinSize(16, 16, big));
    }
};

QTEST_GUILESS_MAIN(TstHmpSkins)
#include "tst_hmpskins.moc"

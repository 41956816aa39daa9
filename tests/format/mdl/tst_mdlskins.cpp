// Skin structure edits of MDL2-5 / IDPO: insert, take, move, replace and resize with the rules
// of each version (shared header size, MDL5's own sizes, Quake skin groups), the header's skin
// count following, UVs scaled where their size changes, and exact bytes after the inverse edit.
#include "mdl/mdlfile.h"
#include "mdlfixtures.h"

#include <QtTest>

using namespace ackedit::format;
using namespace mdlfixture;

class TestMdlSkins : public QObject
{
    Q_OBJECT

    static int32_t headerSkins(const QByteArray &bytes)
    {
        int32_t n = 0;
        std::memcpy(&n, bytes.constData() + 48, 4);
        return n;
    }

private slots:
    void insertTakeRoundTrip_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("type");
        QTest::newRow("MDL2 565") << QByteArray("MDL2") << 2;
        QTest::newRow("MDL3 565") << QByteArray("MDL3") << 2;
        QTest::newRow("MDL4 8888+mips") << QByteArray("MDL4") << 13;
        QTest::newRow("MDL5 888") << QByteArray("MDL5") << 4;
        QTest::newRow("IDPO 8-bit") << QByteArray("IDPO") << 0;
        QTest::newRow("IDPO group") << QByteArray("IDPO") << 1;
    }
    void insertTakeRoundTrip()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, type);
        const QByteArray original = MdlFile::create(cube(format, type))->write();
        auto file = MdlFile::read(original);
        const MdlSkin copy = file->skins()[0];
        QVERIFY(file->insertSkin(1, copy));
        const QByteArray out = file->write();
        QCOMPARE(headerSkins(out), 3);
        auto back = MdlFile::read(out);
        QCOMPARE(back->skinCount(), 3);
        QCOMPARE(back->skinGroupSize(1), file->skinGroupSize(0));
        QCOMPARE(back->skinImage(1), back->skinImage(0));
        QCOMPARE(back->skinImage(2), MdlFile::read(original)->skinImage(1));
        QCOMPARE(back->skinVertices(), MdlFile::read(original)->skinVertices());
        const std::optional<MdlSkin> taken = back->takeSkin(1);
        QVERIFY(taken);
        QCOMPARE(back->write(), original);
    }

    void encodedSkinAppends_data() { insertTakeRoundTrip_data(); }
    void encodedSkinAppends()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, type);
        auto file = MdlFile::create(cube(format, type));
        const MdlSkin like = file->skins()[0];
        std::vector<RgbaImage> images(size_t(file->skinGroupSize(0)), pattern(like.width, like.height, type, 5));
        const std::optional<MdlSkin> made = file->encodeSkin(like, images);
        QVERIFY(made);
        QVERIFY(file->insertSkin(file->skinCount(), *made));
        auto back = MdlFile::read(file->write());
        QCOMPARE(back->skinCount(), 3);
        QCOMPARE(back->skinGroupImage(2, 0), decodePixels(type == 1 ? 0 : type, like.width, like.height,
                                                         encodePixels(type == 1 ? 0 : type, images[0])));
    }

    void sharedSizeRule()
    {
        auto mdl3 = MdlFile::create(cube("MDL3", 2));
        MdlSkin other = *mdl3->encodeSkin(mdl3->skins()[0], {pattern(8, 8, 2)});
        QVERIFY(mdl3->checkSkin(other).contains(QStringLiteral("16x8")));
        QVERIFY(!mdl3->insertSkin(0, other));
        QVERIFY(!mdl3->replaceSkin(0, other));
        QCOMPARE(mdl3->skinCount(), 2);
        // MDL5 skins carry their own size.
        auto mdl5 = MdlFile::create(cube("MDL5", 4));
        other = *mdl5->encodeSkin(mdl5->skins()[0], {pattern(24, 8, 4)});
        QVERIFY(mdl5->checkSkin(other).isEmpty());
        QVERIFY(mdl5->insertSkin(2, other));
        QCOMPARE(MdlFile::read(mdl5->write())->skins()[2].width, 24);
        // Groups exist only in the Quake layout; DDS / external names only in MDL5.
        MdlSkin group = MdlFile::create(cube("IDPO", 1))->skins()[0];
        QVERIFY(!mdl3->checkSkin(group).isEmpty());
        MdlSkin name;
        name.type = PixelType::External;
        name.data = QByteArray("skin.bmp", 9);
        name.width = 9;
        name.height = 1;
        QVERIFY(!mdl3->checkSkin(name).isEmpty());
        QVERIFY(mdl5->checkSkin(name).isEmpty());
        // A wrong block size is named.
        MdlSkin broken = mdl3->skins()[0];
        broken.data = broken.data.view().chopped(2).toByteArray();
        QVERIFY(mdl3->checkSkin(broken).contains(QStringLiteral("bytes")));
    }

    void moveAndBack_data() { insertTakeRoundTrip_data(); }
    void moveAndBack()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, type);
        const QByteArray original = MdlFile::create(cube(format, type))->write();
        auto file = MdlFile::read(original);
        const std::vector<MdlSkinVertex> uvs = file->skinVertices();
        QVERIFY(file->moveSkin(1, 0));
        auto moved = MdlFile::read(file->write());
        auto ref = MdlFile::read(original);
        QCOMPARE(moved->skinImage(0), ref->skinImage(1));
        QCOMPARE(moved->skinImage(1), ref->skinImage(0));
        QVERIFY(!file->moveSkin(0, 2));
        QVERIFY(file->moveSkin(0, 1));
        QVERIFY(file->setSkinVertices(uvs)); // MDL5: the UVs were scaled twice
        QCOMPARE(file->write(), original);
    }

    void mdl5UvsFollowTheFirstSkin()
    {
        // cube(): skin 0 is 16x8, skin 1 8x8. UVs are texels of the first skin.
        auto file = MdlFile::create(cube("MDL5", 4));
        const std::vector<MdlSkinVertex> before = file->skinVertices();
        QVERIFY(file->moveSkin(1, 0));
        QCOMPARE(file->uvWidth(), 8);
        for (size_t i = 0; i < before.size(); ++i) {
            QCOMPARE(file->skinVertices()[i].s, int(std::lround(before[i].s * 0.5)));
            QCOMPARE(file->skinVertices()[i].t, before[i].t);
        }
        QVERIFY(file->takeSkin(0));
        QCOMPARE(file->skinCount(), 1);
        QCOMPARE(file->uvWidth(), 16);
        // Replacing the first skin with another size scales too.
        QVERIFY(file->replaceSkin(0, *file->encodeSkin(file->skins()[0], {pattern(32, 16, 4)})));
        QCOMPARE(file->uvWidth(), 32);
    }

    void mdl5ExternalFirstSkinKeepsUvs()
    {
        // An external name's width field holds its byte count, not pixels: no rescale from it.
        auto file = MdlFile::create(cube("MDL5", 4));
        const std::vector<MdlSkinVertex> before = file->skinVertices();
        MdlSkin name;
        name.type = PixelType::External;
        name.data = QByteArray("skin.bmp", 9);
        name.width = 9;
        name.height = 1;
        QVERIFY(file->insertSkin(0, name));
        QCOMPARE(file->skinVertices(), before);
        QVERIFY(file->moveSkin(0, 2));
        QCOMPARE(file->skinVertices(), before);
        QVERIFY(file->moveSkin(2, 0));
        QVERIFY(file->takeSkin(0));
        QCOMPARE(file->skinVertices(), before);
        QCOMPARE(MdlFile::read(file->write())->skinCount(), 2);
    }

    void resizeShared_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("type");
        QTest::newRow("MDL3") << QByteArray("MDL3") << 2;
        QTest::newRow("MDL4 mips") << QByteArray("MDL4") << 10;
        QTest::newRow("IDPO group") << QByteArray("IDPO") << 1;
    }
    void resizeShared()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, type);
        auto file = MdlFile::create(cube(format, type));
        const std::vector<MdlSkinVertex> before = file->skinVertices();
        std::vector<MdlSkin> skins;
        for (const MdlSkin &s : file->skins()) {
            std::vector<RgbaImage> images(size_t(s.isGroup() ? s.images.size() : 1), pattern(32, 16, type));
            skins.push_back(*file->encodeSkin(s, images));
        }
        QVERIFY(!file->setSharedSkinSize(32, 8, skins)); // skins of another size refused
        QVERIFY(file->setSharedSkinSize(32, 16, skins));
        auto back = MdlFile::read(file->write());
        QCOMPARE(back->header().skinWidth, 32);
        QCOMPARE(back->header().skinHeight, 16);
        QCOMPARE(back->skins()[1].width, 32);
        for (size_t i = 0; i < before.size(); ++i) {
            QCOMPARE(back->skinVertices()[i].s, before[i].s * 2);
            QCOMPARE(back->skinVertices()[i].t, before[i].t * 2);
            QCOMPARE(back->skinVertices()[i].onSeam, before[i].onSeam);
        }
        QVERIFY(!MdlFile::create(cube("MDL5", 4))->setSharedSkinSize(32, 16, skins));
    }

    // Skins as read are slices of the file's bytes, not copies: each skin's pixel bytes start at
    // their offset in the buffer the file was read from, which the skins keep alive after the
    // caller lets go of it. An edited skin owns new bytes; the others keep sharing, and only the
    // edited block changes in what is written.
    void skinsShareTheFileBytes_data() { insertTakeRoundTrip_data(); }
    void skinsShareTheFileBytes()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, type);
        const QByteArray original = MdlFile::create(cube(format, type))->write();
        QByteArray bytes(original.constData(), original.size()); // storage of its own
        const quintptr base = quintptr(bytes.constData());
        auto file = MdlFile::read(bytes);
        bytes = QByteArray();
        const auto offsetOf = [base](const auto &b) { return qint64(quintptr(b.constData()) - base); };
        const auto blocks = skinBlockOffsets(*file);
        const auto blockAt = [&](int s, int k) -> const decltype(MdlSkin::data) & {
            const MdlSkin &skin = file->skins()[size_t(s)];
            return skin.isGroup() ? skin.images[size_t(k)] : skin.data;
        };
        for (size_t s = 0; s < blocks.size(); ++s)
            for (size_t k = 0; k < blocks[s].size(); ++k)
                QCOMPARE(offsetOf(blockAt(int(s), int(k))), blocks[s][k]);
        QCOMPARE(file->write(), original);

        const MdlSkin &first = file->skins()[0];
        QVERIFY(file->setSkinGroupImage(0, 0, pattern(first.width, first.height, type == 1 ? 0 : type, 7)));
        const qint64 editedAt = offsetOf(blockAt(0, 0));
        QVERIFY2(editedAt < 0 || editedAt >= original.size(), "the edited skin owns its bytes");
        for (size_t s = 0; s < blocks.size(); ++s)
            for (size_t k = s == 0 ? 1 : 0; k < blocks[s].size(); ++k)
                QCOMPARE(offsetOf(blockAt(int(s), int(k))), blocks[s][k]);

        const QByteArray out = file->write();
        QCOMPARE(out.size(), original.size());
        const std::set<qint64> changed = diffOffsets(out, original);
        QVERIFY(!changed.empty());
        QVERIFY(*changed.begin() >= blocks[0][0]);
        QVERIFY(*changed.rbegin() < blocks[0][0] + blockAt(0, 0).size());
        QCOMPARE(MdlFile::read(out)->skinGroupImage(0, 0), file->skinGroupImage(0, 0));
    }

    // Bytes the caller only lends (QByteArray::fromRawData) are not kept: overwriting them after
    // the read changes nothing in the file.
    void lentBytesAreCopied()
    {
        const QByteArray original = MdlFile::create(cube("MDL5", 4))->write();
        std::vector<char> lent(original.constData(), original.constData() + original.size());
        auto file = MdlFile::read(QByteArray::fromRawData(lent.data(), qsizetype(lent.size())));
        std::fill(lent.begin(), lent.end(), char(0x5A));
        QCOMPARE(file->write(), original);
    }

    void firstSkinOfAnEmptyFile()
    {
        // MDL3 without skins but with a header size: a skin must have that size.
        auto file = MdlFile::create(cube("MDL3", -1));
        QCOMPARE(file->skinCount(), 0);
        MdlSkin s;
        s.type = 2;
        s.width = 16;
        s.height = 8;
        s.data = encodePixels(2, pattern(16, 8, 2));
        QVERIFY(file->insertSkin(0, s));
        auto back = MdlFile::read(file->write());
        QCOMPARE(back->skinCount(), 1);
        QCOMPARE(back->skinImage(0), decodePixels(2, 16, 8, s.data));
    }
};

QTEST_GUILESS_MAIN(TestMdlSkins)
#include "tst_mdlskins.moc"

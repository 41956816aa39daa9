// MDL7 skin structure edits: skins are numbered over all groups, and triangles (material,
// material2) and reference skins (width) name them by that number. Insert, take and move must
// renumber both, refuse taking a skin another one refers to, and give back the exact bytes
// after the inverse edit.
#include "mdl7/mdl7file.h"
#include "mdl7fixture.h"

#include "common/pixelformat.h"

#include <QtTest>

using namespace ackedit::format;
using mdl7fixture::Spec;

class TestMdl7Skins : public QObject
{
    Q_OBJECT

    // Grid model, 18 triangles, materials tri % 4: skins 0..2 pixel skins, 3 a reference to 1.
    static Spec spec()
    {
        Spec s;
        s.shape = mdl7fixture::Shape::Grid;
        s.skins = {{0x02, 8, 8, "first", {}, {}},
                   {0x04, 16, 8, "second", {}, {}},
                   {0x1D, 8, 8, "third", {}, {}},
                   {0x01, 1, 0, "ref", {}, {}}};
        s.entLump = QByteArray("ENTITY");
        s.medLump = QByteArray("MEDLUMP");
        return s;
    }

    static std::vector<uint32_t> materials(const Mdl7File &f)
    {
        std::vector<uint32_t> out;
        for (const Mdl7Triangle &t : f.groups()[0].triangles)
            out.push_back(t.material);
        return out;
    }

private slots:
    void insertRenumbers()
    {
        const QByteArray original = mdl7fixture::build(spec());
        auto file = readMdl7(original);
        const std::vector<uint32_t> before = materials(*file);
        const Mdl7Skin copy = *file->skin(0);
        QVERIFY(file->insertSkin(1, copy));
        auto back = readMdl7(file->write());
        QCOMPARE(back->skinCount(), 5);
        QCOMPARE(back->groups()[0].skins.size(), size_t(5));
        QCOMPARE(back->skinImage(1), back->skinImage(0));
        QCOMPARE(back->skin(4)->width, 2); // the reference follows its target
        QCOMPARE(back->skinImage(4), back->skinImage(2));
        const std::vector<uint32_t> after = materials(*back);
        for (size_t t = 0; t < before.size(); ++t)
            QCOMPARE(after[t], before[t] >= 1 ? before[t] + 1 : before[t]);
        QCOMPARE(back->entityLump(), spec().entLump);
        QCOMPARE(back->medLump(), spec().medLump);
        const auto taken = back->takeSkin(1);
        QVERIFY(taken);
        QVERIFY(taken->users.empty()); // no triangle used the copy yet
        QCOMPARE(back->write(), original);
    }

    // Skins as read are slices of the file's bytes, not copies, kept alive after the caller lets
    // go of its buffer. An edited skin owns new bytes; the others keep sharing, and what is
    // written changes only in the edited skin.
    void skinsShareTheFileBytes()
    {
        const QByteArray original = mdl7fixture::build(spec());
        QByteArray bytes(original.constData(), original.size()); // storage of its own
        const quintptr begin = quintptr(bytes.constData()), end = begin + quintptr(bytes.size());
        auto file = readMdl7(bytes);
        bytes = QByteArray();
        const auto inFile = [&](int skin) {
            const auto &image = file->skin(skin)->image;
            const quintptr at = quintptr(image.constData());
            return image.size() > 0 && at >= begin && at + quintptr(image.size()) <= end;
        };
        for (int skin : {0, 1, 2})
            QVERIFY2(inFile(skin), qPrintable(QStringLiteral("skin %1 is a copy").arg(skin)));
        QCOMPARE(file->write(), original);

        RgbaImage img(16, 8);
        for (size_t i = 0; i < img.pixels.size(); ++i)
            img.pixels[i] = uint8_t(i * 5);
        QVERIFY(file->setSkinImage(1, img));
        QVERIFY(!inFile(1));
        QVERIFY(inFile(0));
        QVERIFY(inFile(2));
        auto back = readMdl7(file->write());
        auto before = readMdl7(original);
        QCOMPARE(back->skinImage(1), file->skinImage(1));
        QVERIFY(back->skinImage(1) != before->skinImage(1));
        QCOMPARE(back->skinImage(0), before->skinImage(0));
        QCOMPARE(back->skinImage(2), before->skinImage(2));
    }

    void appendEncoded()
    {
        auto file = readMdl7(mdl7fixture::build(spec()));
        RgbaImage img(16, 16);
        for (size_t i = 0; i < img.pixels.size(); ++i)
            img.pixels[i] = uint8_t(i * 7);
        const std::optional<Mdl7Skin> made = file->encodeSkin(*file->skin(2), img);
        QVERIFY(made);
        QVERIFY(file->insertSkin(file->skinCount(), *made));
        auto back = readMdl7(file->write());
        QCOMPARE(back->skinCount(), 5);
        QCOMPARE(back->skin(4)->width, 16);
        QCOMPARE(back->skin(4)->hasMaterial(), true);
        QCOMPARE(back->skinImage(4), img); // 8888: exact
        // A reference has no pixels to encode; a bad reference is refused.
        QVERIFY(!file->encodeSkin(*file->skin(3), img));
        Mdl7Skin ref = *file->skin(3);
        ref.width = 99;
        QVERIFY(!file->checkSkin(ref).isEmpty());
        QVERIFY(!file->insertSkin(0, ref));
    }

    void takeAndRestore()
    {
        const QByteArray original = mdl7fixture::build(spec());
        auto file = readMdl7(original);
        const std::vector<uint32_t> before = materials(*file);
        QString why;
        QVERIFY(!file->takeSkin(1, &why)); // skin 3 refers to it
        QVERIFY2(why.contains(QStringLiteral("reference")), qPrintable(why));
        const auto taken = file->takeSkin(2, &why);
        QVERIFY(taken);
        const std::vector<uint32_t> after = materials(*file);
        size_t users = 0;
        for (size_t t = 0; t < before.size(); ++t) {
            if (before[t] == 2) {
                QCOMPARE(after[t], Mdl7Triangle::NoMaterial);
                ++users;
            } else {
                QCOMPARE(after[t], before[t] > 2 ? before[t] - 1 : before[t]);
            }
        }
        QCOMPARE(taken->users.size(), users);
        QVERIFY(users > 0);
        auto back = readMdl7(file->write());
        QCOMPARE(back->skinCount(), 3);
        QCOMPARE(back->skin(2)->width, 1); // the reference to skin 1 keeps its target
        QVERIFY(file->restoreSkin(*taken));
        QCOMPARE(file->write(), original);
    }

    void moveRenumbers()
    {
        const QByteArray original = mdl7fixture::build(spec());
        auto file = readMdl7(original);
        const std::vector<uint32_t> before = materials(*file);
        const RgbaImage second = file->skinImage(1);
        QVERIFY(file->moveSkin(1, 3)); // 0 1 2 3 -> 0 2 3 1
        auto back = readMdl7(file->write());
        QCOMPARE(back->skinImage(3), second);
        QCOMPARE(back->skin(2)->width, 3); // the reference (now 2) still names the moved skin
        const uint32_t map[4] = {0, 3, 1, 2};
        const std::vector<uint32_t> after = materials(*back);
        for (size_t t = 0; t < before.size(); ++t)
            QCOMPARE(after[t], before[t] < 4 ? map[before[t]] : before[t]);
        QVERIFY(file->moveSkin(3, 1));
        QCOMPARE(file->write(), original);
        QVERIFY(!file->moveSkin(0, 4));
    }

    void moveStaysInItsGroup()
    {
        // Two groups, each with skins: skins 0..1 in group 0, 2 in group 1 (inserted there).
        Spec s = spec();
        s.groups = 2;
        auto file = readMdl7(mdl7fixture::build(s));
        QCOMPARE(file->skinCount(), 4);
        QVERIFY(file->insertSkin(4, *file->skin(0))); // appends to the group of the last skin
        QCOMPARE(file->skinLocation(4)->first, 0);
        auto two = readMdl7(mdl7fixture::build(s));
        Mdl7File::TakenSkin t = *two->takeSkin(0);
        t.group = 1;
        t.local = 0;
        t.index = two->skinCount();
        t.users.clear();
        QVERIFY(two->restoreSkin(t)); // now skin 3 lives in group 1
        QCOMPARE(two->skinLocation(3)->first, 1);
        QVERIFY(!two->moveSkin(3, 0));
        QVERIFY(two->moveSkin(0, 2));
        auto back = readMdl7(two->write());
        QCOMPARE(back->groups()[1].skins.size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestMdl7Skins)
#include "tst_mdl7skins.moc"

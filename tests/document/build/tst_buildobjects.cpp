// Build's objects list (issue 35) against the answer key: on every corpus WMPB whose WMB7 WED
// compiled, the same objects in the same order (INFO first), each with WED's type, name, file,
// action, flags, position (within 0.01), angles, skills, light colour and range, path nodes and
// edges; and on the fixtures of text WMP and WMPB the kinds the tree holds.
#include "build/buildobjects.h"

#include "document/build/answerkeypairs.h"
#include "document/scene/levelfixtures.h"

#include <QtTest>

using namespace ackedit;
using namespace ackedit::document::build;
using format::WmbObject;

namespace {

// The first difference between WED's object and ours, empty when they agree.
QString difference(const WmbObject &wed, const WmbObject &ours)
{
    // One deliberate difference: where WED ran a long file name on into an old entity's action
    // field, Build writes the entity record (type 7) with the whole name and no action.
    const bool overflowed = wed.type == 3 && wed.fileText().size() >= 13;
    if (overflowed ? ours.type != 7 : wed.type != ours.type)
        return QStringLiteral("type %1, ours %2").arg(wed.type).arg(ours.type);
    const auto near = [](const Eigen::Vector3f &a, const Eigen::Vector3f &b, float tolerance) {
        return (a - b).cwiseAbs().maxCoeff() <= tolerance;
    };
    const auto angleNear = [](const Eigen::Vector3f &a, const Eigen::Vector3f &b) {
        for (int i = 0; i < 3; ++i) {
            const float d = std::fmod(std::abs(a[i] - b[i]), 360.f);
            if (std::min(d, 360.f - d) > 0.01f)
                return false;
        }
        return true;
    };
    const auto vec = [](const Eigen::Vector3f &v) { return QStringLiteral("(%1, %2, %3)").arg(v.x()).arg(v.y()).arg(v.z()); };
    if (wed.type == 5) {
        const auto &a = wed.info, &b = ours.info;
        if (a.sunAzimuth != b.sunAzimuth || a.sunElevation != b.sunElevation)
            return QStringLiteral("sun angles");
        if (a.sunColor != b.sunColor || a.ambientColor != b.ambientColor)
            return QStringLiteral("colours %1/%2, ours %3/%4").arg(a.sunColor, 0, 16).arg(a.ambientColor, 0, 16)
                .arg(b.sunColor, 0, 16).arg(b.ambientColor, 0, 16);
        if (a.fogColors != b.fogColors)
            return QStringLiteral("fog colours");
        if (a.lightmapSize != b.lightmapSize)
            return QStringLiteral("lightmap size");
        return {};
    }
    if (!near(wed.origin, ours.origin, 0.01f))
        return QStringLiteral("origin %1, ours %2").arg(vec(wed.origin), vec(ours.origin));
    if (wed.nameText() != ours.nameText() || wed.fileText() != ours.fileText()
        || (overflowed ? !ours.actionText().isEmpty() : wed.actionText() != ours.actionText()))
        return QStringLiteral("texts '%1' '%2' '%3', ours '%4' '%5' '%6'")
            .arg(QString::fromLatin1(wed.nameText()), QString::fromLatin1(wed.fileText()), QString::fromLatin1(wed.actionText()),
                 QString::fromLatin1(ours.nameText()), QString::fromLatin1(ours.fileText()), QString::fromLatin1(ours.actionText()));
    if (wed.flags != ours.flags)
        return QStringLiteral("flags %1, ours %2").arg(wed.flags).arg(ours.flags);
    if (wed.hasAngles() && !angleNear(wed.angles, ours.angles))
        return QStringLiteral("angles %1, ours %2").arg(vec(wed.angles), vec(ours.angles));
    if (wed.isEntity()) {
        if (overflowed && !std::all_of(ours.skills.begin() + 8, ours.skills.end(), [](float v) { return v == 0; }))
            return QStringLiteral("skills beyond 8");
        if (!near(wed.scale, ours.scale, 1e-4f))
            return QStringLiteral("scale %1, ours %2").arg(vec(wed.scale), vec(ours.scale));
        if (!std::equal(wed.skills.begin(), wed.skills.end(), ours.skills.begin(), ours.skills.begin() + std::min(ours.skills.size(), wed.skills.size())))
            return QStringLiteral("skills");
        if (wed.ambient != ours.ambient)
            return QStringLiteral("ambient %1, ours %2").arg(wed.ambient).arg(ours.ambient);
    }
    if (wed.type == 2 && (!near(wed.light.color, ours.light.color, 0.01f) || wed.light.range != ours.light.range))
        return QStringLiteral("light %1 %2, ours %3 %4").arg(vec(wed.light.color)).arg(wed.light.range)
            .arg(vec(ours.light.color)).arg(ours.light.range);
    if (wed.type == 4 && (wed.sound.volume != ours.sound.volume || wed.sound.range != ours.sound.range))
        return QStringLiteral("sound");
    if (wed.type == 6) {
        if (wed.path.nodes.size() != ours.path.nodes.size() || wed.path.edges.size() != ours.path.edges.size())
            return QStringLiteral("path %1 nodes %2 edges, ours %3 %4").arg(wed.path.nodes.size()).arg(wed.path.edges.size())
                .arg(ours.path.nodes.size()).arg(ours.path.edges.size());
        for (size_t i = 0; i < wed.path.nodes.size(); ++i)
            if (!near(wed.path.nodes[i].position, ours.path.nodes[i].position, 0.01f) || wed.path.nodes[i].skills != ours.path.nodes[i].skills)
                return QStringLiteral("path node %1").arg(i);
        for (size_t i = 0; i < wed.path.edges.size(); ++i) {
            const auto &a = wed.path.edges[i], &b = ours.path.edges[i];
            if (a.node1 != b.node1 || a.node2 != b.node2 || std::abs(a.length - b.length) > 0.01f)
                return QStringLiteral("path edge %1").arg(i);
        }
    }
    return {};
}

} // namespace

class TstBuildObjects : public QObject
{
    Q_OBJECT
private slots:
    void infoChannelRoundTripsThroughWholePercent()
    {
        QCOMPARE(int(infoChannel(150)), 0x93);
        QCOMPARE(int(infoChannel(255)), 255);
        QCOMPARE(int(infoChannel(0)), 0);
        QCOMPARE(int(infoChannel(128)), 127); // 50 % -> 127
    }

    void fixturesGiveInfoFirstThenTheirObjects_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("wmp") << QStringLiteral("wmp");
        QTest::newRow("wmpb") << QStringLiteral("wmpb");
    }
    void fixturesGiveInfoFirstThenTheirObjects()
    {
        QFETCH(QString, format);
        QByteArray bytes;
        const std::unique_ptr<document::SceneDocument> doc = testing::openFixtureLevel(format, &bytes);
        QStringList warnings;
        const std::vector<WmbObject> objects = levelObjects(*doc, 512, &warnings);
        QVERIFY(objects.size() >= 2);
        QCOMPARE(objects[0].type, 5u);
        QCOMPARE(int(objects[0].info.lightmapSize), 1);
        int entities = 0, lights = 0;
        for (const WmbObject &o : objects) {
            entities += o.isEntity() ? 1 : 0;
            lights += o.type == 2 ? 1 : 0;
            if (o.hasName())
                QVERIFY(o.name.endsWith('\0'));
        }
        int treeEntities = 0, treeLights = 0;
        std::function<void(document::NodeId)> count = [&](document::NodeId parent) {
            for (document::NodeId id : doc->children(parent)) {
                treeEntities += doc->nodeKind(id) == document::NodeKind::Entity ? 1 : 0;
                treeLights += doc->nodeKind(id) == document::NodeKind::Light ? 1 : 0;
                count(id);
            }
        };
        count(0);
        QCOMPARE(entities, treeEntities);
        QCOMPARE(lights, treeLights);
        QVERIFY(levelObjects(*testing::openFixtureLevel(QStringLiteral("wmb"), &bytes), 256, &warnings).empty());
    }

    void objectsAsWedWroteThem()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int pairs = 0, compared = 0, promoted = 0;
        QStringList differences;
        for (const testing::AnswerKeyPair &pair : testing::answerKeyPairs()) {
            QVERIFY2(pair.opened(), qPrintable(pair.error()));
            const auto &wed = pair.wed().objects();
            QStringList warnings;
            const std::vector<WmbObject> ours = levelObjects(pair.level(), 256, &warnings);
            ++pairs;
            const QString &name = pair.name;
            if (ours.size() != wed.size()) {
                differences << QStringLiteral("%1: %2 objects, WED %3").arg(name).arg(ours.size()).arg(wed.size());
                continue;
            }
            for (size_t i = 0; i < wed.size(); ++i, ++compared) {
                promoted += wed[i].type == 3 && wed[i].fileText().size() >= 13 ? 1 : 0;
                const QString d = difference(wed[i], ours[i]);
                if (!d.isEmpty())
                    differences << QStringLiteral("%1 object %2 (%3): %4").arg(name).arg(i).arg(wed[i].kindName(), d);
            }
        }
        qInfo("%d pairs, %d objects compared, %d differ; %d long file names in the entity record", pairs, compared,
              int(differences.size()), promoted);
        for (const QString &d : differences.mid(0, 40))
            qInfo("%s", qPrintable(d));
        QCOMPARE(pairs, 10);
        QVERIFY(differences.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstBuildObjects)
#include "tst_buildobjects.moc"

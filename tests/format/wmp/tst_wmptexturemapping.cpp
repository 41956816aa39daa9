// Texture projection of text WMP faces (WmpTextureMapping) and the UVs of WmpTextFile::mesh.
// The rule itself was checked against the materials of the compiled corpus WMBs
// (tests/cli/tst_levelpairs.cpp); here the expected axes are worked out by hand.
#include "wmp/wmptextfile.h"
#include "wmp/wmptexturemapping.h"
#include "wmptextfixtures.h"

#include <QtTest>

using namespace ackedit::format;
using Vec3 = Eigen::Vector3d;
using Vec4 = Eigen::Vector4d;

Q_DECLARE_METATYPE(Eigen::Vector3d)
Q_DECLARE_METATYPE(Eigen::Vector4d)

class TstWmpTextureMapping : public QObject
{
    Q_OBJECT

    static bool near(const Vec4 &a, const Vec4 &b) { return (a - b).cwiseAbs().maxCoeff() < 1e-9; }

private slots:
    void quakeAxes_data()
    {
        QTest::addColumn<Vec3>("normal");
        QTest::addColumn<double>("angle");
        QTest::addColumn<double>("xScale");
        QTest::addColumn<double>("yScale");
        QTest::addColumn<Vec4>("s");
        QTest::addColumn<Vec4>("t");
        // Axis pairs: floor/ceiling x,-y; walls facing x: y,-z; walls facing y: x,-z.
        QTest::newRow("floor") << Vec3(0, 0, 1) << 0.0 << 1.0 << 1.0 << Vec4(1, 0, 0, 5) << Vec4(0, -1, 0, 7);
        QTest::newRow("ceiling") << Vec3(0, 0, -1) << 0.0 << 1.0 << 1.0 << Vec4(1, 0, 0, 5) << Vec4(0, -1, 0, 7);
        QTest::newRow("wall +x") << Vec3(1, 0, 0) << 0.0 << 1.0 << 1.0 << Vec4(0, 1, 0, 5) << Vec4(0, 0, -1, 7);
        QTest::newRow("wall -x") << Vec3(-1, 0, 0) << 0.0 << 1.0 << 1.0 << Vec4(0, 1, 0, 5) << Vec4(0, 0, -1, 7);
        QTest::newRow("wall -y") << Vec3(0, -1, 0) << 0.0 << 1.0 << 1.0 << Vec4(1, 0, 0, 5) << Vec4(0, 0, -1, 7);
        // Slanted faces take the dominant direction; on a tie the earlier pair wins (z, x, y).
        QTest::newRow("slope mostly z") << Vec3(0.6, 0, 0.8) << 0.0 << 1.0 << 1.0 << Vec4(1, 0, 0, 5) << Vec4(0, -1, 0, 7);
        QTest::newRow("tie x/y") << Vec3(1, 1, 0).normalized() << 0.0 << 1.0 << 1.0 << Vec4(0, 1, 0, 5) << Vec4(0, 0, -1, 7);
        QTest::newRow("tie z/x") << Vec3(1, 0, 1).normalized() << 0.0 << 1.0 << 1.0 << Vec4(1, 0, 0, 5) << Vec4(0, -1, 0, 7);
        // Rotation turns s toward t's world axis: floor at 90 degrees: s = (0,1,0), t = (1,0,0).
        QTest::newRow("floor 90") << Vec3(0, 0, 1) << 90.0 << 1.0 << 1.0 << Vec4(0, 1, 0, 5) << Vec4(1, 0, 0, 7);
        QTest::newRow("floor 180") << Vec3(0, 0, 1) << 180.0 << 1.0 << 1.0 << Vec4(-1, 0, 0, 5) << Vec4(0, 1, 0, 7);
        QTest::newRow("floor -90") << Vec3(0, 0, 1) << -90.0 << 1.0 << 1.0 << Vec4(0, -1, 0, 5) << Vec4(-1, 0, 0, 7);
        QTest::newRow("wall +x 90") << Vec3(1, 0, 0) << 90.0 << 1.0 << 1.0 << Vec4(0, 0, 1, 5) << Vec4(0, 1, 0, 7);
        const double c = std::cos(M_PI / 6), s = std::sin(M_PI / 6);
        QTest::newRow("floor 30") << Vec3(0, 0, 1) << 30.0 << 1.0 << 1.0 << Vec4(c, s, 0, 5) << Vec4(s, -c, 0, 7);
        // Scales divide the axes (a scale of 2 stretches the texture over twice the distance).
        QTest::newRow("scaled") << Vec3(0, 1, 0) << 0.0 << 2.0 << 0.5 << Vec4(0.5, 0, 0, 5) << Vec4(0, 0, -2, 7);
        QTest::newRow("scale 0 = 1") << Vec3(0, 1, 0) << 0.0 << 0.0 << 0.0 << Vec4(1, 0, 0, 5) << Vec4(0, 0, -1, 7);
    }
    void quakeAxes()
    {
        QFETCH(Vec3, normal);
        QFETCH(double, angle);
        QFETCH(double, xScale);
        QFETCH(double, yScale);
        QFETCH(Vec4, s);
        QFETCH(Vec4, t);
        const auto a = WmpTextureMapping::fromShiftRotateScale(normal, 5, 7, angle, xScale, yScale);
        QVERIFY2(near(a.s, s), qPrintable(QStringLiteral("s = %1 %2 %3 %4").arg(a.s[0]).arg(a.s[1]).arg(a.s[2]).arg(a.s[3])));
        QVERIFY2(near(a.t, t), qPrintable(QStringLiteral("t = %1 %2 %3 %4").arg(a.t[0]).arg(a.t[1]).arg(a.t[2]).arg(a.t[3])));
        // The same fields through a face record give the same axes.
        WmpFace face;
        face.xOffset = 5;
        face.yOffset = 7;
        face.angle = angle;
        face.xScale = xScale;
        face.yScale = yScale;
        const auto b = WmpTextureMapping::axes(face, normal);
        QVERIFY(near(a.s, b.s) && near(a.t, b.t));
    }

    void explicitAxesWin()
    {
        // 6.x faces: the stored axes are used as they are; the shift/rotate/scale fields that
        // follow them are not applied again (as for WMPB faces; every corpus 6.x face has
        // 0 0 0 1 1 there, so this part is unverified for text).
        WmpFace face;
        face.hasAxes = true;
        face.sAxis = Vec4(0, 0.5, 0, 3);
        face.tAxis = Vec4(0, 0, -0.5, -4);
        face.angle = 90;
        face.xScale = 2;
        face.xOffset = 100;
        const auto a = WmpTextureMapping::axes(face, Vec3(1, 0, 0));
        QVERIFY(near(a.s, face.sAxis) && near(a.t, face.tAxis));
        QCOMPARE(a.texel(Vec3(9, 10, 20)), Eigen::Vector2d(8, -14));
    }

    void meshUvs()
    {
        // Fixture 5: block 0 is a 64-cube at world (0, 0, -96): top face "sky", sides "stone";
        // block 1 a tetrahedron of "glass"/"stone" at (100, 0, 0). Every mapping is 0 0 0 1 1.
        auto f = WmpTextFile::read(ackedit::testing::wmpFixture5());
        f->setTextureSize(QStringLiteral("STONE"), 64, 32); // case-insensitive
        const TriangleMesh m = f->mesh(0);
        QVERIFY(!m.triangles.empty());
        QCOMPARE(m.uvs.size(), m.positions.size());
        const int sky = int(f->textureNames().indexOf(QStringLiteral("sky")));
        const int stone = int(f->textureNames().indexOf(QStringLiteral("stone")));
        QVERIFY(sky >= 0 && stone >= 0);
        int skyCorners = 0, wallCorners = 0;
        for (const auto &t : m.triangles) {
            for (int c = 0; c < 3; ++c) {
                const Eigen::Vector3f p = m.positions[t.v[c]];
                const Eigen::Vector2f uv = m.uvs[t.uv[c]];
                const Eigen::Vector3f n = m.normals[t.v[c]];
                if (t.skin == sky) {
                    // Top face z = -64: u = x / 128, v = -y / 128 (default size 128).
                    QCOMPARE(p.z(), -64.f);
                    QVERIFY((uv - Eigen::Vector2f(p.x() / 128.f, -p.y() / 128.f)).norm() < 1e-6f);
                    ++skyCorners;
                } else if (t.skin == stone && n.x() > 0.99f && p.z() < -20) {
                    // The cube's +x wall: u = y / 64, v = -z / 32.
                    QVERIFY((uv - Eigen::Vector2f(p.y() / 64.f, -p.z() / 32.f)).norm() < 1e-6f);
                    ++wallCorners;
                }
            }
        }
        QCOMPARE(skyCorners, 6);  // one quad = two triangles
        QCOMPARE(wallCorners, 6);
    }
};

QTEST_GUILESS_MAIN(TstWmpTextureMapping)
#include "tst_wmptexturemapping.moc"

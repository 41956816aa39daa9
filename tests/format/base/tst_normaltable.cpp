// NormalTable::nearestIndex (cube-map lookup) against the brute-force search it replaced, on a
// dense set of directions: a fine sphere grid, points on the lookup's own cell borders, random
// directions at many magnitudes, the table entries, and ties and near-ties between neighbours.
#include "common/normaltable.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <random>

using namespace ackedit::format;

class tst_NormalTable : public QObject
{
    Q_OBJECT

    // Counts directions where the lookup and the brute force disagree; remembers the first.
    struct Check
    {
        qint64 tested = 0;
        qint64 mismatches = 0;
        QString first;

        void operator()(const Eigen::Vector3f &d)
        {
            ++tested;
            const int fast = NormalTable::nearestIndex(d);
            const int brute = NormalTable::nearestIndexBruteForce(d);
            if (fast != brute && mismatches++ == 0)
                first = QStringLiteral("(%1, %2, %3): lookup %4, brute force %5")
                            .arg(double(d.x()), 0, 'g', 9).arg(double(d.y()), 0, 'g', 9).arg(double(d.z()), 0, 'g', 9)
                            .arg(fast).arg(brute);
        }
        // d and its neighbours one float step away in each component.
        void withNeighbours(const Eigen::Vector3f &d)
        {
            (*this)(d);
            for (int axis = 0; axis < 3; ++axis)
                for (float towards : {-std::numeric_limits<float>::infinity(), std::numeric_limits<float>::infinity()}) {
                    Eigen::Vector3f e = d;
                    e[axis] = std::nextafter(e[axis], towards);
                    (*this)(e);
                }
        }
    };

    static void verify(const Check &check)
    {
        qInfo("%lld directions", check.tested);
        QVERIFY2(check.mismatches == 0,
                 qPrintable(QStringLiteral("%1 of %2 differ, first %3").arg(check.mismatches).arg(check.tested).arg(check.first)));
    }

private slots:
    void entriesFindThemselves()
    {
        for (int i = 0; i < NormalTable::Count; ++i)
            QCOMPARE(NormalTable::nearestIndex(NormalTable::normal(i)), i);
    }

    void sphereGrid()
    {
        // About 0.1 degree steps in latitude and longitude.
        Check check;
        const int rings = 1800, segments = 3600;
        for (int a = 0; a <= rings; ++a) {
            const double theta = M_PI * a / rings;
            for (int b = 0; b < segments; ++b) {
                const double phi = 2 * M_PI * b / segments;
                check(Eigen::Vector3f(float(std::sin(theta) * std::cos(phi)), float(std::sin(theta) * std::sin(phi)),
                                      float(std::cos(theta))));
            }
        }
        verify(check);
    }

    void cubeFaceGrid()
    {
        // The lookup is a cube map: a grid on every face at 8 points per cell of 16, which puts
        // points on every cell border and face edge (and their float neighbours).
        Check check;
        const int n = 16 * 8;
        for (int face = 0; face < 6; ++face)
            for (int j = 0; j <= n; ++j)
                for (int i = 0; i <= n; ++i) {
                    const float u = -1.f + 2.f * float(i) / n, v = -1.f + 2.f * float(j) / n;
                    const float side = face % 2 == 0 ? 1.f : -1.f;
                    const Eigen::Vector3f d = face / 2 == 0 ? Eigen::Vector3f(side, u, v)
                                              : face / 2 == 1 ? Eigen::Vector3f(u, side, v)
                                                              : Eigen::Vector3f(u, v, side);
                    if (i % 8 == 0 || j % 8 == 0)
                        check.withNeighbours(d);
                    else
                        check(d);
                }
        verify(check);
    }

    void randomDirections()
    {
        Check check;
        std::mt19937 rng(16);
        std::normal_distribution<float> gauss;
        std::uniform_real_distribution<float> exponent(-19.f, 19.f);
        for (int k = 0; k < 1000000; ++k) {
            const Eigen::Vector3f d(gauss(rng), gauss(rng), gauss(rng));
            const float scale = k % 4 == 0 ? std::pow(10.f, exponent(rng)) : 1.f;
            check(k % 2 ? Eigen::Vector3f(d.normalized() * scale) : Eigen::Vector3f(d * scale));
        }
        verify(check);
    }

    void tiesAndNearTies()
    {
        // Entries (at many scales), midpoints between every pair of close entries (where two
        // dot products tie), centroids of close triples (three-way ties), each with its float
        // neighbours.
        Check check;
        std::vector<Eigen::Vector3f> n;
        for (int i = 0; i < NormalTable::Count; ++i)
            n.push_back(NormalTable::normal(i));
        for (const Eigen::Vector3f &a : n)
            for (float scale : {1.f, -1.f, 1e-20f, 3e-7f, 0.5f, 7.f, 1e6f, 1e20f, 2e20f})
                check.withNeighbours(a * scale);
        const float close = 0.75f; // neighbours on the subdivided icosahedron are ~0.3 rad apart
        for (size_t i = 0; i < n.size(); ++i)
            for (size_t j = i + 1; j < n.size(); ++j) {
                if (n[i].dot(n[j]) < close)
                    continue;
                const Eigen::Vector3f mid = n[i] + n[j];
                check.withNeighbours(mid);
                check.withNeighbours(mid.normalized());
                for (size_t k = j + 1; k < n.size(); ++k)
                    if (n[i].dot(n[k]) >= close && n[j].dot(n[k]) >= close) {
                        check.withNeighbours(n[i] + n[j] + n[k]);
                        check.withNeighbours((n[i] + n[j] + n[k]).normalized());
                    }
            }
        verify(check);
    }

    void extremeInputs()
    {
        const float inf = std::numeric_limits<float>::infinity();
        const float nan = std::numeric_limits<float>::quiet_NaN();
        const float tiny = std::numeric_limits<float>::denorm_min();
        const float big = std::numeric_limits<float>::max();
        Check check;
        for (float a : {0.f, -0.f, 1.f, -1.f, tiny, -tiny, 1e-30f, 1e30f, big, -big, inf, -inf, nan})
            for (float b : {0.f, -0.f, 1.f, -1.f, tiny, 1e-30f, 1e30f, big, inf, nan})
                for (float c : {0.f, 1.f, -1.f, tiny, -1e-30f, big, -inf, nan}) {
                    check(Eigen::Vector3f(a, b, c));
                    check(Eigen::Vector3f(c, a, b));
                    check(Eigen::Vector3f(b, c, a));
                }
        verify(check);
        QCOMPARE(NormalTable::nearestIndex(Eigen::Vector3f::Zero()), 0); // all dot products 0: the first
    }
};

QTEST_APPLESS_MAIN(tst_NormalTable)
#include "tst_normaltable.moc"

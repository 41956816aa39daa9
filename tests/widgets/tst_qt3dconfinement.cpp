// Qt3D is deprecated upstream, so it must stay replaceable by one folder's change: only
// widgets/viewport/ may include it. CMake cannot stop the include (Qt's headers share one
// include root), so this test reads the sources.
#include "testpaths.h"
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestQt3dConfinement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyTheViewportIncludesQt3d()
    {
        const QString root = QDir::cleanPath(ackedit::testing::testDataDir() + QStringLiteral("/../.."));
        QVERIFY2(QFileInfo::exists(root + QStringLiteral("/widgets/viewport/viewport.cpp")), qPrintable(root));
        static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s*[<\"]Qt3D"),
                                                QRegularExpression::MultilineOption);
        QStringList offenders;
        int scanned = 0, viewportIncludes = 0;
        for (const QString &folder : {QStringLiteral("core"), QStringLiteral("widgets"), QStringLiteral("app"),
                                      QStringLiteral("tests")}) {
            QDirIterator it(root + QLatin1Char('/') + folder, {QStringLiteral("*.h"), QStringLiteral("*.cpp")},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                QVERIFY(file.open(QIODevice::ReadOnly));
                const bool found = include.match(QString::fromUtf8(file.readAll())).hasMatch();
                ++scanned;
                if (path.contains(QStringLiteral("/widgets/viewport/")))
                    viewportIncludes += found;
                else if (found)
                    offenders << path.mid(root.size() + 1);
            }
        }
        QVERIFY(scanned > 10);
        QVERIFY2(viewportIncludes > 0, "the pattern finds the viewport's own includes");
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QStringLiteral(", "))));
    }
};

QTEST_APPLESS_MAIN(TestQt3dConfinement)
#include "tst_qt3dconfinement.moc"

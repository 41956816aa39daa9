// Files dragged onto the 3D view: its embedded Qt3D window gets the drag events (no widget does),
// so the viewport takes local files and hands them on through filesDropped.
#include "viewport/viewport.h"

#include <QDropEvent>
#include <QGuiApplication>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QWindow>

using namespace ackedit;
using widgets::Viewport;

namespace {

// The embedded Qt3D window, found by class name so the test needs no Qt3D header.
QWindow *renderWindow()
{
    for (QWindow *w : QGuiApplication::allWindows()) {
        if (qstrcmp(w->metaObject()->className(), "Qt3DExtras::Qt3DWindow") == 0 && w->isVisible())
            return w;
    }
    return nullptr;
}

// Sends an event of type E (enter, move or drop) to `window` and returns whether it was accepted.
template <typename E>
bool send(QWindow *window, const QMimeData &mime)
{
    E event(QPoint(20, 20), Qt::CopyAction | Qt::MoveAction, &mime, Qt::LeftButton, Qt::NoModifier);
    event.ignore();
    QCoreApplication::sendEvent(window, &event);
    return event.isAccepted();
}

} // namespace

class TestViewportDrop : public QObject
{
    Q_OBJECT

    std::unique_ptr<Viewport> m_view;
    QWindow *m_window = nullptr;

private Q_SLOTS:
    void init()
    {
        m_view = std::make_unique<Viewport>();
        m_view->resize(200, 150);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_window = renderWindow();
        QVERIFY(m_window);
    }

    void cleanup()
    {
        m_view.reset();
        m_window = nullptr;
    }

    void localFilesAreAcceptedAndForwarded()
    {
        QSignalSpy dropped(m_view.get(), &Viewport::filesDropped);
        const QUrl a = QUrl::fromLocalFile(QStringLiteral("/tmp/a.mdl"));
        const QUrl b = QUrl::fromLocalFile(QStringLiteral("/tmp/b c.hmp"));
        QMimeData mime;
        mime.setUrls({a, QUrl(QStringLiteral("https://example.org/x.mdl")), b});
        QVERIFY(send<QDragEnterEvent>(m_window, mime));
        QVERIFY(send<QDragMoveEvent>(m_window, mime));
        QCOMPARE(dropped.count(), 0); // hovering opens nothing
        QVERIFY(send<QDropEvent>(m_window, mime));
        QCOMPARE(dropped.count(), 1);
        // Only the local files, in the dragged order.
        QCOMPARE(dropped.at(0).at(0).value<QList<QUrl>>(), QList<QUrl>({a, b}));
    }

    void dragWithoutLocalFilesIsRefused()
    {
        QSignalSpy dropped(m_view.get(), &Viewport::filesDropped);
        QMimeData web;
        web.setUrls({QUrl(QStringLiteral("https://example.org/x.mdl"))});
        QMimeData text;
        text.setText(QStringLiteral("/tmp/a.mdl"));
        for (const QMimeData *mime : {&web, &text}) {
            QVERIFY(!send<QDragEnterEvent>(m_window, *mime));
            QVERIFY(!send<QDragMoveEvent>(m_window, *mime));
            QVERIFY(!send<QDropEvent>(m_window, *mime));
        }
        QCOMPARE(dropped.count(), 0);
    }

    // Nobody to open the files: the view does not pretend to take them.
    void nothingConnectedRefusesFiles()
    {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/a.mdl"))});
        QVERIFY(!send<QDragEnterEvent>(m_window, mime));
        QVERIFY(!send<QDropEvent>(m_window, mime));
        // Connected, the same drag is taken.
        QList<QUrl> received;
        connect(m_view.get(), &Viewport::filesDropped, this, [&received](const QList<QUrl> &urls) { received = urls; });
        QVERIFY(send<QDragEnterEvent>(m_window, mime));
        QVERIFY(send<QDropEvent>(m_window, mime));
        QCOMPARE(received, mime.urls());
    }
};

QTEST_MAIN(TestViewportDrop)
#include "tst_viewportdrop.moc"

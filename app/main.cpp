// ackedit: the editor. `ackedit [FILE...]`, `ackedit --screenshot OUT.png [--size WxH] [FILE...]`
// to render files (or the demo) and save a picture of the whole window, and
// `ackedit --measure-open FILE...` to time opening each file up to its first rendered frame.
#include "commandline.h"
#include "testedit.h"
#include "documentmanager.h"
#include "mainwindow.h"
#include "model/modeldocument.h"
#include "openmeasure.h"
#include "prompts.h"
#include "startpage.h"
#include "translations.h"
#include "viewport/viewport.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QIcon>
#include <QWindow>

#include <cstdio>

namespace {

void printLine(FILE *stream, const QString &text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stream);
    std::fflush(stream);
}

// Scripted runs print errors instead of showing message boxes nobody would click away.
class ConsolePrompts : public ackedit::app::Prompts
{
public:
    SaveChoice askSaveChanges(QWidget *, const QString &) override { return SaveChoice::Discard; }
    bool confirmOverwriteChanged(QWidget *, const QString &) override { return false; }
    void showError(QWidget *, const QString &, const QString &text) override
    {
        printLine(stderr, QStringLiteral("ackedit: ") + text);
    }
};

int screenshot(ackedit::app::MainWindow &window, const ackedit::app::CommandLine &commandLine)
{
    // Shown first, as a user sees it: the views are created in a visible window.
    window.show();
    bool opened = true;
    if (commandLine.files().isEmpty()) {
        opened = window.openDemo();
        if (opened && window.currentName().isEmpty())
            printLine(stderr, QCoreApplication::translate("main", "ackedit: warning: no demo model at %1; the "
                                                                   "screenshot shows an empty scene")
                                  .arg(ackedit::app::MainWindow::demoPath()));
    } else {
        window.openFiles(commandLine.files());
        window.waitForLoads();
        window.waitForEditors(); // the level's textures and models, as the user sees them soon after
        for (const QString &file : commandLine.files())
            opened = opened && window.documents()->indexOfFile(file) >= 0;
    }
    if (!opened)
        return 1; // ConsolePrompts printed why
    const QImage shot = window.grabWithViewport();
    if (shot.isNull() || !shot.save(commandLine.screenshotPath(), "PNG")) {
        printLine(stderr, QCoreApplication::translate("main", "ackedit: cannot write the screenshot to %1")
                              .arg(commandLine.screenshotPath()));
        return 1;
    }
    return 0;
}

// Each file is opened once the window is up and its start page's 3D view has drawn, as when a
// person picks a file; the startup line says how long that took from main().
int measureOpen(ackedit::app::MainWindow &window, const QStringList &files, const QElapsedTimer &sinceStart)
{
    window.show();
    QElapsedTimer exposure;
    exposure.start();
    while (!(window.windowHandle() && window.windowHandle()->isExposed()) && exposure.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    if (ackedit::widgets::Viewport *startView = window.startPage()->view())
        startView->captureWithContent(10000);
    printLine(stdout, QStringLiteral("startup: window and 3D view ready %1 ms after start").arg(sinceStart.elapsed()));
    int status = 0;
    for (const QString &file : files) {
        const ackedit::app::OpenTiming timing = ackedit::app::measureOpen(window, file);
        printLine(stdout, timing.toString());
        if (!timing.error.isEmpty())
            status = 1;
    }
    return status;
}

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ackedit"));
    QApplication::setApplicationVersion(QStringLiteral(ACKEDIT_VERSION));
    QApplication::setOrganizationName(QStringLiteral("ackedit"));
    QIcon icon; // resources/icons/app, rendered from ackedit.svg
    for (const int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/app/ackedit-%1.png").arg(size), QSize(size, size));
    QApplication::setWindowIcon(icon);
    ackedit::app::installTranslations(&app);

    using ackedit::app::CommandLine;
    CommandLine commandLine;
    const CommandLine::Action action = commandLine.parse(QApplication::arguments());
    switch (action) {
    case CommandLine::Action::Help:
        printLine(stdout, commandLine.helpText());
        return 0;
    case CommandLine::Action::Version:
        printLine(stdout, QStringLiteral("ackedit ") + QApplication::applicationVersion());
        return 0;
    case CommandLine::Action::Error:
        printLine(stderr, QStringLiteral("ackedit: ") + commandLine.errorText());
        return 2;
    case CommandLine::Action::Run:
    case CommandLine::Action::Screenshot:
    case CommandLine::Action::MeasureOpen:
        break;
    }

    ackedit::app::MainWindow window;
    if (action != CommandLine::Action::Run)
        window.setPrompts(std::make_unique<ConsolePrompts>());
    else
        window.restoreLayout();
    if (commandLine.windowSize().isValid())
        window.resize(commandLine.windowSize());

    if (action == CommandLine::Action::Screenshot)
        return screenshot(window, commandLine);
    if (action == CommandLine::Action::MeasureOpen)
        return measureOpen(window, commandLine.files(), sinceStart);

    if (commandLine.hasTestMove()) {
        const QList<float> d = commandLine.testMove();
        const Eigen::Vector3f by(d[0], d[1], d[2]);
        QObject::connect(&window, &ackedit::app::MainWindow::documentOpened, &window,
                         [by](ackedit::document::Document *document) {
                             QString error;
                             if (!ackedit::app::applyTestEdit(document, by, &error))
                                 qWarning("--test-edit: %s", qPrintable(error));
                         });
    }

    window.show();
    // Unsaved work of an editor that crashed comes first; the recovered documents take the place
    // of the demo.
    const int restored = window.offerRecovery();
    // Loads run in the background while the window is already up; failures show a message box.
    if (!commandLine.files().isEmpty())
        window.openFiles(commandLine.files());
    else if (restored == 0 && QFileInfo::exists(ackedit::app::MainWindow::demoPath()))
        window.openFile(ackedit::app::MainWindow::demoPath());
    else if (restored == 0)
        window.openDemo(); // says in the status bar that there is none
    return app.exec();
}

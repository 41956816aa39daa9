// ackedit: the editor. `ackedit [FILE]`, or `ackedit --screenshot OUT.png [--size WxH] [FILE]`
// to render a file (or the demo) and save a picture of the whole window.
#include "commandline.h"
#include "mainwindow.h"

#include <QApplication>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

namespace {

void printLine(FILE *stream, const QString &text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stream);
    std::fflush(stream);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ackedit"));
    QApplication::setApplicationVersion(QStringLiteral(ACKEDIT_VERSION));
    QApplication::setOrganizationName(QStringLiteral("ackedit"));

    ackedit::app::CommandLine commandLine;
    switch (commandLine.parse(QApplication::arguments())) {
    case ackedit::app::CommandLine::Action::Help:
        printLine(stdout, commandLine.helpText());
        return 0;
    case ackedit::app::CommandLine::Action::Version:
        printLine(stdout, QStringLiteral("ackedit ") + QApplication::applicationVersion());
        return 0;
    case ackedit::app::CommandLine::Action::Error:
        printLine(stderr, QStringLiteral("ackedit: ") + commandLine.errorText());
        return 2;
    case ackedit::app::CommandLine::Action::Run:
    case ackedit::app::CommandLine::Action::Screenshot:
        break;
    }

    ackedit::app::MainWindow window;
    if (commandLine.windowSize().isValid())
        window.resize(commandLine.windowSize());
    const bool opened = commandLine.file().isEmpty() ? window.openDemo() : window.openFile(commandLine.file());

    if (!commandLine.screenshotPath().isEmpty()) {
        if (!opened) {
            printLine(stderr, QStringLiteral("ackedit: ") + window.errorString());
            return 1;
        }
        if (window.currentName().isEmpty())
            printLine(stderr, QCoreApplication::translate("main", "ackedit: warning: no demo model at %1; the "
                                                                   "screenshot shows an empty scene")
                                  .arg(ackedit::app::MainWindow::demoPath()));
        window.show();
        const QImage shot = window.grabWithViewport();
        if (shot.isNull() || !shot.save(commandLine.screenshotPath(), "PNG")) {
            printLine(stderr, QCoreApplication::translate("main", "ackedit: cannot write the screenshot to %1")
                                  .arg(commandLine.screenshotPath()));
            return 1;
        }
        return 0;
    }

    window.show();
    if (!opened)
        QTimer::singleShot(0, &window, [&window] {
            QMessageBox::warning(&window, ackedit::app::MainWindow::tr("Cannot Open File"), window.errorString());
        });
    return app.exec();
}

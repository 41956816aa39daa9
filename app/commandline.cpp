#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

namespace ackedit::app {

CommandLine::Action CommandLine::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("CommandLine", "Editor for 3D GameStudio (Acknex) models, terrains and levels."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("CommandLine", "Open the FILEs (or the demo), save a PNG of the whole window, "
                                                   "showing the last one, to OUT and exit."),
        QStringLiteral("OUT"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QCoreApplication::translate("CommandLine", "Window size, e.g. 1280x800."),
                                        QStringLiteral("WxH"));
    const QCommandLineOption measureOption(
        QStringLiteral("measure-open"),
        QCoreApplication::translate("CommandLine", "Once the window is ready, open each FILE in turn, print the milliseconds "
                                                   "from the open request to the first rendered frame, and exit."));
    const QCommandLineOption testMoveOption(
        QStringList{QStringLiteral("test-edit"), QStringLiteral("test-move-models")},
        QCoreApplication::translate("CommandLine", "For tests: once each document has opened, make one known edit (a "
                                                   "model moves by DX,DY,DZ; see testedit.h), leaving unsaved changes."),
        QStringLiteral("DX,DY,DZ"));
    parser.addOption(screenshotOption);
    parser.addOption(testMoveOption);
    parser.addOption(sizeOption);
    parser.addOption(measureOption);
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QCoreApplication::translate("CommandLine", "Models, terrains or levels to open, one tab "
                                                                            "each (default: the demo)."),
                                 QStringLiteral("[FILE...]"));
    m_help = parser.helpText();

    if (!parser.parse(arguments)) {
        m_error = parser.errorText();
        return Action::Error;
    }
    if (parser.isSet(helpOption))
        return Action::Help;
    if (parser.isSet(versionOption))
        return Action::Version;
    m_files = parser.positionalArguments();
    if (parser.isSet(sizeOption)) {
        m_size = parseSize(parser.value(sizeOption));
        if (!m_size.isValid()) {
            m_error = QCoreApplication::translate("CommandLine", "Invalid --size \"%1\": expected WxH, e.g. 1280x800.")
                          .arg(parser.value(sizeOption));
            return Action::Error;
        }
    }
    if (parser.isSet(testMoveOption)) {
        const QStringList parts = parser.value(testMoveOption).split(QLatin1Char(','));
        bool ok = parts.size() == 3;
        for (const QString &part : parts) {
            bool number = false;
            m_testMove << part.toFloat(&number);
            ok = ok && number;
        }
        if (!ok) {
            m_error = QCoreApplication::translate("CommandLine", "Invalid --test-edit \"%1\": expected DX,DY,DZ.")
                          .arg(parser.value(testMoveOption));
            return Action::Error;
        }
        m_hasTestMove = true;
    }
    m_screenshot = parser.value(screenshotOption);
    if (parser.isSet(screenshotOption) && m_screenshot.isEmpty()) {
        m_error = QCoreApplication::translate("CommandLine", "--screenshot needs an output file name.");
        return Action::Error;
    }
    if (parser.isSet(measureOption)) {
        if (parser.isSet(screenshotOption)) {
            m_error = QCoreApplication::translate("CommandLine", "--measure-open and --screenshot cannot be combined.");
            return Action::Error;
        }
        if (m_files.isEmpty()) {
            m_error = QCoreApplication::translate("CommandLine", "--measure-open needs at least one FILE.");
            return Action::Error;
        }
        return Action::MeasureOpen;
    }
    return parser.isSet(screenshotOption) ? Action::Screenshot : Action::Run;
}

QSize CommandLine::parseSize(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,5})\\s*[xX]\\s*(\\d{1,5})\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return QSize();
    const int w = match.captured(1).toInt();
    const int h = match.captured(2).toInt();
    if (w < 64 || h < 64 || w > 8192 || h > 8192)
        return QSize();
    return QSize(w, h);
}

} // namespace ackedit::app

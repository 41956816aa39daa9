#pragma once
// The editor's command line: `ackedit [FILE...]`, `ackedit --screenshot OUT.png [--size WxH]
// [FILE...]` and `ackedit --measure-open FILE...`.
#include <QSize>
#include <QString>
#include <QStringList>

namespace ackedit::app {

class CommandLine
{
public:
    enum class Action { Run, Screenshot, MeasureOpen, Help, Version, Error };

    // `arguments` includes the program name, as QCoreApplication::arguments() gives it.
    Action parse(const QStringList &arguments);

    QStringList files() const { return m_files; }      // empty: open the demo
    QString file() const { return m_files.value(0); } // the first one
    QString screenshotPath() const { return m_screenshot; }
    QSize windowSize() const { return m_size; }       // invalid: the default size
    QString errorText() const { return m_error; }
    QString helpText() const { return m_help; }

    // "WxH" with both sides in [64, 8192]; an invalid QSize otherwise.
    static QSize parseSize(const QString &text);

private:
    QStringList m_files;
    QString m_screenshot;
    QSize m_size;
    QString m_error;
    QString m_help;
};

} // namespace ackedit::app

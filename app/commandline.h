#pragma once
// The editor's command line: `ackedit [FILE...]`, `ackedit --screenshot OUT.png [--size WxH]
// [FILE...]` and `ackedit --measure-open FILE...`.
//
// Testing only: `--test-edit DX,DY,DZ` (also spelled --test-move-models) makes one known edit
// (applyTestEdit: a model moves by DX,DY,DZ, a terrain, level or WAD gets its own) to each
// document once it has opened, so a test driving the real binary has unsaved edits to kill it
// with (tst_crashrecovery). It applies to every document that opens, restored ones too, so tests
// run it with a data folder of their own.
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
    bool hasTestMove() const { return m_hasTestMove; }
    QList<float> testMove() const { return m_testMove; } // DX, DY, DZ of --test-edit
    QString errorText() const { return m_error; }
    QString helpText() const { return m_help; }

    // "WxH" with both sides in [64, 8192]; an invalid QSize otherwise.
    static QSize parseSize(const QString &text);

private:
    QStringList m_files;
    QString m_screenshot;
    QSize m_size;
    bool m_hasTestMove = false;
    QList<float> m_testMove;
    QString m_error;
    QString m_help;
};

} // namespace ackedit::app

#pragma once
// The file dialogs editors open (import, export), behind one replaceable object: the app uses
// QFileDialog; tests install a chooser that answers with a path, so they can drive everything
// around the choice (the editors' own dialogs, the commands) with real input events.
#include <QString>

#include <memory>

class QWidget;

namespace ackedit::widgets {

class FileChooser
{
public:
    virtual ~FileChooser() = default;

    // Empty results mean "cancelled".
    virtual QString openFileName(QWidget *parent, const QString &title, const QString &filter);
    virtual QString saveFileName(QWidget *parent, const QString &title, const QString &filter);

    // The chooser every editor uses (QFileDialog until replaced; null restores that).
    static FileChooser &current();
    static void install(std::unique_ptr<FileChooser> chooser);
};

} // namespace ackedit::widgets

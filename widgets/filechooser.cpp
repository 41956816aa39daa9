#include "filechooser.h"

#include <QFileDialog>

namespace ackedit::widgets {

namespace {
std::unique_ptr<FileChooser> &installed()
{
    static std::unique_ptr<FileChooser> chooser = std::make_unique<FileChooser>();
    return chooser;
}
} // namespace

QString FileChooser::openFileName(QWidget *parent, const QString &title, const QString &filter)
{
    return QFileDialog::getOpenFileName(parent, title, QString(), filter);
}

QString FileChooser::saveFileName(QWidget *parent, const QString &title, const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, title, QString(), filter);
}

FileChooser &FileChooser::current()
{
    return *installed();
}

void FileChooser::install(std::unique_ptr<FileChooser> chooser)
{
    installed() = chooser ? std::move(chooser) : std::make_unique<FileChooser>();
}

} // namespace ackedit::widgets

#pragma once
// Keeps QSettings of a test away from the user's real configuration: every format writes under a
// temporary directory for the lifetime of this object.
#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace ackedit::testing {

class TemporarySettings
{
public:
    TemporarySettings()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ackedit-test"));
        QCoreApplication::setApplicationName(QStringLiteral("ackedit-test"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        clear();
    }
    void clear() { QSettings().clear(); }
    QString path() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
};

} // namespace ackedit::testing

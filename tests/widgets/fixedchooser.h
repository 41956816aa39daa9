#pragma once
// Answers every file question of the editors (FileChooser) with one fixed path; empty = cancelled.
#include "filechooser.h"

#include <memory>

namespace ackedit::testing {

class FixedChooser : public widgets::FileChooser
{
public:
    explicit FixedChooser(QString path) : m_path(std::move(path)) {}
    QString openFileName(QWidget *, const QString &, const QString &) override { return m_path; }
    QString saveFileName(QWidget *, const QString &, const QString &) override { return m_path; }

private:
    QString m_path;
};

inline void chooseFile(const QString &path)
{
    widgets::FileChooser::install(std::make_unique<FixedChooser>(path));
}

} // namespace ackedit::testing

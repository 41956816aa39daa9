#pragma once
// Prompts for the main-window tests: answers are scripted and every call is recorded, so no test
// blocks on a modal dialog.
#include "mainwindow.h"
#include "prompts.h"
#include "recovery/recoverystore.h"

#include <QStringList>

#include <memory>

namespace ackedit::testing {

class TestPrompts : public app::Prompts
{
public:
    SaveChoice answer = SaveChoice::Cancel; // for askSaveChanges
    RecoveryChoice recoveryAnswer = RecoveryChoice::Keep;
    QList<QList<document::RecoveryEntry>> recoveryOffers; // what askRecovery was shown
    QStringList saveQuestions;              // document names asked about
    QStringList errors;                     // texts of showError
    QStringList openAnswer;                 // what the open dialog "returns"
    QString saveAnswer;                     // what the save dialog "returns"
    QString lastSaveSuggestion;
    QString lastSaveFilter;
    QString lastOpenFilter;
    bool overwriteChangedAnswer = true;    // for confirmOverwriteChanged
    QStringList overwriteChangedQuestions; // paths asked about

    SaveChoice askSaveChanges(QWidget *, const QString &name) override
    {
        saveQuestions << name;
        return answer;
    }
    RecoveryChoice askRecovery(QWidget *, const QList<document::RecoveryEntry> &entries) override
    {
        recoveryOffers << entries;
        return recoveryAnswer;
    }
    void showError(QWidget *, const QString &, const QString &text) override { errors << text; }
    QStringList openFileNames(QWidget *, const QString &, const QString &filter) override
    {
        lastOpenFilter = filter;
        return openAnswer;
    }
    bool confirmOverwriteChanged(QWidget *, const QString &path) override
    {
        overwriteChangedQuestions << path;
        return overwriteChangedAnswer;
    }
    QString saveFileName(QWidget *, const QString &suggestion, const QString &filter) override
    {
        lastSaveSuggestion = suggestion;
        lastSaveFilter = filter;
        return saveAnswer;
    }
};

// Replaces `window`'s prompts by scripted ones and returns them (owned by the window).
inline TestPrompts *installPrompts(app::MainWindow &window)
{
    auto prompts = std::make_unique<TestPrompts>();
    TestPrompts *raw = prompts.get();
    window.setPrompts(std::move(prompts));
    return raw;
}

} // namespace ackedit::testing

#include "languagechange.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QCoreApplication>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QEvent>
#include <QPointer>
#include <QTimer>

namespace ackedit::widgets {

LanguageChanges::LanguageChanges(QObject *parent) : QObject(parent)
{
    parent->installEventFilter(this);
}

LanguageChanges *LanguageChanges::instance()
{
    static QPointer<LanguageChanges> one;
    if (!one)
        one = new LanguageChanges(QCoreApplication::instance());
    return one;
}

bool LanguageChanges::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parent() && event->type() == QEvent::LanguageChange && !m_pending) {
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            emit changed();
        });
    }
    return false;
}

void onLanguageChange(QObject *owner, const std::function<void()> &apply)
{
    apply();
    QObject::connect(LanguageChanges::instance(), &LanguageChanges::changed, owner, apply);
}

void setTranslatedText(QObject *object, std::function<QString()> text)
{
    onLanguageChange(object, [object, text = std::move(text)] {
        const QString t = text();
        if (auto *label = qobject_cast<QLabel *>(object))
            label->setText(t);
        else if (auto *button = qobject_cast<QAbstractButton *>(object))
            button->setText(t);
        else if (auto *box = qobject_cast<QGroupBox *>(object))
            box->setTitle(t);
        else if (auto *menu = qobject_cast<QMenu *>(object))
            menu->setTitle(t);
        else if (auto *action = qobject_cast<QAction *>(object))
            action->setText(t);
        else if (auto *widget = qobject_cast<QWidget *>(object))
            widget->setWindowTitle(t);
    });
}

void setTranslatedToolTip(QObject *object, std::function<QString()> text)
{
    onLanguageChange(object, [object, text = std::move(text)] {
        if (auto *action = qobject_cast<QAction *>(object))
            action->setToolTip(text());
        else if (auto *widget = qobject_cast<QWidget *>(object))
            widget->setToolTip(text());
    });
}

void addTranslatedItem(QComboBox *combo, std::function<QString()> text, const QVariant &data)
{
    const int index = combo->count();
    combo->addItem(text(), data);
    QObject::connect(LanguageChanges::instance(), &LanguageChanges::changed, combo,
                     [combo, index, text = std::move(text)] { combo->setItemText(index, text()); });
}

void addTranslatedRow(QFormLayout *form, std::function<QString()> text, QWidget *field)
{
    QLabel *label = translated(new QLabel, std::move(text));
    label->setBuddy(field);
    form->addRow(label, field);
}

void addTranslatedRow(QFormLayout *form, std::function<QString()> text, QLayout *field)
{
    form->addRow(translated(new QLabel, std::move(text)), field);
}

} // namespace ackedit::widgets

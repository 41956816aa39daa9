#pragma once
// Texts that follow the application's language (issue 36: Preferences ▸ Language applies at
// once). A widget built once (menus, docks, tool panels, editors) sets its user-visible texts in
// one function given to onLanguageChange() instead of in its constructor: the function runs now
// and again after every run-time language switch, for as long as `owner` lives.
//
// A switch removes and installs several translators, each sending QEvent::LanguageChange to the
// application; LanguageChanges folds them into one changed() signal, sent from the event loop
// once the switch is complete.
#include <QObject>
#include <QString>
#include <QVariant>

#include <functional>

class QComboBox;
class QFormLayout;
class QLayout;
class QWidget;

namespace ackedit::widgets {

class LanguageChanges : public QObject
{
    Q_OBJECT
public:
    // The one instance (made on first use, a child of the application).
    static LanguageChanges *instance();

Q_SIGNALS:
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit LanguageChanges(QObject *parent);
    bool m_pending = false;
};

// Runs `apply` now and after each language switch while `owner` lives.
void onLanguageChange(QObject *owner, const std::function<void()> &apply);

// The text `text` returns, set on `object` now and after each language switch: a label's or a
// button's text, a group box's or a menu's title, an action's text, else the window title (docks,
// tool bars). Returns `object`, so the text stays where the object is made:
//   m_apply = translated(new QPushButton(box), [] { return tr("&Apply"); });
void setTranslatedText(QObject *object, std::function<QString()> text);
template <typename T>
T *translated(T *object, std::function<QString()> text)
{
    setTranslatedText(object, std::move(text));
    return object;
}
// The same for a widget's or an action's tool tip.
void setTranslatedToolTip(QObject *object, std::function<QString()> text);
// Appends an item whose text follows the language (for combo boxes filled once).
void addTranslatedItem(QComboBox *combo, std::function<QString()> text, const QVariant &data = QVariant());
// A form row whose label follows the language; the label is the field's buddy, so its mnemonic
// ("&Radius:") works and shows as an underline, as with QFormLayout::addRow(text, field).
void addTranslatedRow(QFormLayout *form, std::function<QString()> text, QWidget *field);
void addTranslatedRow(QFormLayout *form, std::function<QString()> text, QLayout *field);

} // namespace ackedit::widgets

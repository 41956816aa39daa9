#pragma once
// Drives a modal dialog that code under test opens with exec(): `act` runs on the dialog as soon
// as it is the active modal widget (polled from the event loop the dialog runs), so a test can
// type into its real fields and click its real buttons. `opened()` says whether it ever came.
#include <QApplication>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>

namespace ackedit::testing {

class ModalDriver
{
public:
    using Action = std::function<void(QWidget *dialog)>;

    // Starts watching for a modal widget whose class inherits `className` (e.g. "QDialog") but
    // not `except` (e.g. "QFileDialog", when a file dialog comes first).
    ModalDriver(const char *className, Action act, const char *except = nullptr) : m_state(std::make_shared<State>())
    {
        auto state = m_state;
        state->timer.setInterval(10);
        QObject::connect(&state->timer, &QTimer::timeout, [state, className, except, act] {
            QWidget *modal = QApplication::activeModalWidget();
            if (!modal || !modal->inherits(className) || (except && modal->inherits(except)) || modal == state->last)
                return;
            state->last = modal;
            state->timer.stop();
            state->opened = true;
            act(modal);
        });
        state->timer.start();
    }
    ~ModalDriver() { m_state->timer.stop(); }

    bool opened() const { return m_state->opened; }

private:
    struct State
    {
        QTimer timer;
        QPointer<QWidget> last;
        bool opened = false;
    };
    std::shared_ptr<State> m_state;
};

} // namespace ackedit::testing

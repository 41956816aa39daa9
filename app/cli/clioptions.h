#pragma once
// The "--name VALUE" options after a command's FILE OUT, read the same way by every command: each
// option has a handler that takes its value and says whether it was good, and the problems are
// worded once.
#include "clicommands.h"
#include "clireport.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <map>

namespace ackedit::cli {

using OptionHandlers = std::map<QString, std::function<bool(const QString &value)>>;

// Reads a[first], a[first + 1], ... as option/value pairs. On an option without a value, an
// unknown option or a value its handler refuses, prints why with `usage` ("ackedit-cli: ...") and
// returns false.
inline bool parseOptions(const QStringList &a, int first, const OptionHandlers &handlers, const QString &usage)
{
    for (int i = first; i < a.size(); i += 2) {
        const QString &option = a[i];
        if (i + 1 >= a.size()) {
            fail(BadUsage, QStringLiteral("%1 needs a value; %2").arg(option, usage));
            return false;
        }
        const auto handler = handlers.find(option);
        if (handler == handlers.end()) {
            fail(BadUsage, QStringLiteral("unknown option %1; %2").arg(option, usage));
            return false;
        }
        if (!handler->second(a[i + 1])) {
            fail(BadUsage, QStringLiteral("bad value for %1: %2").arg(option, a[i + 1]));
            return false;
        }
    }
    return true;
}

} // namespace ackedit::cli

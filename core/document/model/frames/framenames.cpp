#include "model/frames/framenames.h"

namespace ackedit::document::framenames {

Parts split(const QString &name)
{
    int digits = 0;
    while (digits < name.size() && name.at(name.size() - 1 - digits).isDigit())
        ++digits;
    Parts p;
    p.prefix = name.left(name.size() - digits);
    if (digits > 0 && digits <= 9)
        p.number = name.right(digits).toInt();
    else if (digits > 9)
        p.prefix = name; // not a frame number
    return p;
}

QList<Run> runs(const QStringList &names)
{
    QList<Run> out;
    for (int i = 0; i < names.size(); ++i) {
        const QString prefix = split(names[i]).prefix;
        if (!out.isEmpty() && out.last().prefix == prefix && !prefix.isEmpty())
            ++out.last().count;
        else
            out.append(Run{prefix, i, 1});
    }
    return out;
}

Numbering numberInto(const QStringList &names, int after, int count, int maxLength)
{
    Numbering n;
    if (after < 0 || after >= names.size() || count <= 0)
        return n;
    const Parts at = split(names[after]);
    if (!at.number)
        return n;
    const auto fits = [maxLength](const QString &s) { return s.size() <= maxLength; };
    for (int i = 1; i <= count; ++i) {
        const QString name = at.prefix + QString::number(*at.number + i);
        if (!fits(name))
            return {};
        n.inserted << name;
    }
    // The run's later frames move up by `count`.
    for (int i = after + 1; i < names.size(); ++i) {
        const Parts p = split(names[i]);
        if (p.prefix != at.prefix || !p.number)
            break;
        const QString name = p.prefix + QString::number(*p.number + count);
        if (!fits(name))
            return {};
        n.renamed.append({i, name});
    }
    return n;
}

QString uniqueName(const QStringList &names, const QString &name, int maxLength)
{
    if (!names.contains(name))
        return name.left(maxLength);
    const Parts p = split(name);
    for (int k = p.number ? *p.number + 1 : 2; k < 100000; ++k) {
        const QString number = QString::number(k);
        const QString candidate = p.prefix.left(maxLength - int(number.size())) + number;
        if (!names.contains(candidate))
            return candidate;
    }
    return name.left(maxLength);
}

} // namespace ackedit::document::framenames

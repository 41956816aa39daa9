#include "findingsmodel.h"

#include <QApplication>
#include <QStyle>

namespace ackedit::widgets {

using document::Finding;
using document::FindingLocation;
using document::Severity;

FindingsModel::FindingsModel(QObject *parent) : QAbstractItemModel(parent) {}

void FindingsModel::setFindings(std::vector<Finding> findings)
{
    beginResetModel();
    m_findings = std::move(findings);
    endResetModel();
}

const Finding *FindingsModel::finding(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.row() >= int(m_findings.size()))
        return nullptr;
    return &m_findings[size_t(index.row())];
}

QString FindingsModel::locationText(const FindingLocation &l)
{
    using K = FindingLocation::Kind;
    switch (l.kind) {
    case K::File: return tr("file");
    case K::Frame: return tr("frame %1").arg(l.index);
    case K::Skin: return tr("skin %1").arg(l.index);
    case K::Group: return tr("group %1").arg(l.index);
    case K::Bone: return tr("bone %1").arg(l.index);
    case K::Node: return tr("node %1").arg(l.node);
    case K::Entity: return tr("entity %1").arg(l.index);
    case K::Triangle:
        return l.group >= 0 ? tr("group %1 triangle %2").arg(l.group).arg(l.index) : tr("triangle %1").arg(l.index);
    case K::Vertex: return tr("UV %1").arg(l.index);
    case K::Texture: return tr("texture %1").arg(l.index);
    }
    return {};
}

QModelIndex FindingsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= int(m_findings.size()) || column >= ColumnCount)
        return {};
    return createIndex(row, column);
}

QModelIndex FindingsModel::parent(const QModelIndex &) const { return {}; }

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    const Finding *f = finding(index);
    if (!f)
        return {};
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case SeverityColumn:
            return f->severity == Severity::Error ? tr("Error") : f->severity == Severity::Warning ? tr("Warning") : tr("Info");
        case RuleColumn: return f->ruleId;
        case MessageColumn: return f->message;
        case LocationColumn: return locationText(f->location);
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole)
        return f->hasFix() ? f->message + QLatin1Char('\n') + tr("Quick fix: %1").arg(f->fixText) : f->message;
    if (role == Qt::DecorationRole && index.column() == SeverityColumn) {
        const auto icon = f->severity == Severity::Error     ? QStyle::SP_MessageBoxCritical
                          : f->severity == Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                             : QStyle::SP_MessageBoxInformation;
        return QApplication::style()->standardIcon(icon);
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case RuleColumn: return tr("Rule");
    case MessageColumn: return tr("Message");
    case LocationColumn: return tr("Location");
    default: return {};
    }
}

} // namespace ackedit::widgets

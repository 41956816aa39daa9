#pragma once
// The findings of the validation rules as a flat item model (severity, rule, message, location)
// for the Issues dock's tree view.
#include "validation/finding.h"

#include <QAbstractItemModel>

#include <vector>

namespace ackedit::widgets {

class FindingsModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { SeverityColumn, RuleColumn, MessageColumn, LocationColumn, ColumnCount };

    explicit FindingsModel(QObject *parent = nullptr);

    void setFindings(std::vector<document::Finding> findings);
    const std::vector<document::Finding> &findings() const { return m_findings; }
    const document::Finding *finding(const QModelIndex &index) const; // null for invalid indexes
    static QString locationText(const document::FindingLocation &location);

    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<document::Finding> m_findings;
};

} // namespace ackedit::widgets

#pragma once
#include <QStringList>

namespace ackedit::cli {

// `validate --rules [--json] FILE...`: the structural check plus the engine-limit rules of
// document::ValidationRules for every FILE. Exit 0 = no error finding, 1 = some file has an
// error finding, 2 = some file cannot be read (takes precedence). --json prints one JSON array
// of findings {file, rule, severity, message, location} on stdout.
int validateWithRules(const QStringList &args);

} // namespace ackedit::cli

#pragma once

#include <QCoreApplication>

namespace Polygon {

// Translation contexts for core code that is not a QObject. lupdate files the
// strings of `WorkspaceMessages::tr("…")` under "WorkspaceMessages",
// the same context the macro uses at run time (lupdate leaves the namespace out,
// so the macro must too).
class WorkspaceMessages
{
    Q_DECLARE_TR_FUNCTIONS(WorkspaceMessages)
};

// The comparison of runs (core/compare): refusals and the written analysis.
class CompareMessages
{
    Q_DECLARE_TR_FUNCTIONS(CompareMessages)
};

} // namespace Polygon

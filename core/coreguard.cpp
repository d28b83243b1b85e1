// Built into polygon_core only. The engine must stay headless: if Qt Gui or
// Widgets ever reach core (through a target_link_libraries line or a stray
// include path), Qt defines QT_GUI_LIB / QT_WIDGETS_LIB and this stops the
// build. A ctest (core_guard_rejects_widgets) proves the guard still fires.
#if defined(QT_GUI_LIB) || defined(QT_WIDGETS_LIB)
#error "polygon_core must not depend on Qt Gui or Qt Widgets: move that code to views/"
#endif

namespace Polygon::Internal {
// Keeps the translation unit non-empty under -pedantic.
extern const int coreGuard;
const int coreGuard = 1;
} // namespace Polygon::Internal

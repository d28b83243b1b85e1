# polygon_option(NAME "description" DEFAULT): an option that always appears in
# the feature summary, so a build log says how it was configured.
function(polygon_option name description default)
    option(${name} "${description}" ${default})
    add_feature_info(${name} ${name} "${description}")
endfunction()

polygon_option(POLYGON_USE_KSYNTAXHIGHLIGHTING
    "Use KSyntaxHighlighting (KF6) for the prompt editor when CMake finds it" ON)

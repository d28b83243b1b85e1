# ctest script: every user-visible string in the sources must be translated in
# every shipped catalog. Runs lupdate on copies of the .ts files (the sources
# in the repo are not touched) and fails on any unfinished message.
#   cmake -DLUPDATE=… -DSOURCE_DIR=… -DWORK_DIR=… -P CheckTranslations.cmake
file(GLOB_RECURSE sources
    "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/core/*.h"
    "${SOURCE_DIR}/views/*.cpp" "${SOURCE_DIR}/views/*.h"
    "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/app/*.h")
file(GLOB catalogs "${SOURCE_DIR}/translations/*.ts")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(failed FALSE)
foreach(catalog IN LISTS catalogs)
    get_filename_component(name "${catalog}" NAME)
    configure_file("${catalog}" "${WORK_DIR}/${name}" COPYONLY)
    execute_process(COMMAND "${LUPDATE}" -silent -no-obsolete -locations none ${sources} -ts "${WORK_DIR}/${name}"
                    RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(SEND_ERROR "lupdate failed on ${name}")
    endif()
    file(STRINGS "${WORK_DIR}/${name}" unfinished REGEX "type=\"unfinished\"")
    list(LENGTH unfinished count)
    if(count GREATER 0)
        message(SEND_ERROR "${name}: ${count} message(s) not translated; run the update_translations target and translate them")
        set(failed TRUE)
    else()
        message(STATUS "${name}: complete")
    endif()
endforeach()

#pragma once

// The provider for one model role of a workspace (agent, caller, judge, …),
// with its API key: what `polygon-cli run`, `simulate` and the GUI's run
// launcher open before they talk to a model.

#include "core/json/diagnostic.h"
#include "core/model/profile.h"

#include <QString>

#include <memory>
#include <optional>

namespace Polygon {

class OpenAiProvider;
struct Workspace;

// The profile `profileId` (an agent's own) or else the workspace's default
// for `role` (polygon.json "providers"), opened with its API key (environment
// variable or keychain; blocking while the keychain answers). Nothing, with
// the reason in `problems` naming the file, when there is no such profile or
// its key cannot be read.
std::unique_ptr<OpenAiProvider> openRoleProvider(const Workspace &workspace, const QString &profileId, const QString &role,
                                                 Diagnostics &problems);

// `profile` opened with its API key (environment variable or keychain;
// blocking while the keychain answers). Nothing, with the reason in
// `problems` at `file` (the profile's file; empty: the sentence alone), when
// the key cannot be read.
std::unique_ptr<OpenAiProvider> openProfile(const Profile &profile, const QString &file, Diagnostics &problems);

// The profile a user named (`--provider PROFILE`, `providers check PROFILE`):
// with a workspace, one of its provider ids, else a profile file at `given`;
// without one, a profile file at `given`, else providers/<given>.json in the
// current folder. Nothing, with the reason in `problems`, when there is no
// such profile or its file is not a valid profile. A name that matches
// nothing in `workspace` is a problem without a file (`file` empty).
std::optional<Profile> findProfile(const QString &given, const Workspace *workspace, Diagnostics &problems);

// The profile for `role` (e.g. "personas") that a user may name: `given`
// (findProfile) when not empty, else the workspace's provider for that role.
// Nothing, with the reason in `problems` (no file: it concerns polygon.json's
// "providers" or the name given), when there is none.
std::optional<Profile> roleProfile(const Workspace &workspace, const QString &given, const QString &role, Diagnostics &problems);

} // namespace Polygon

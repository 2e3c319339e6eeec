#pragma once

#include <string>

namespace schedlint {

/// Writes `content` to `path`, and nothing else: through a temporary file created exclusively
/// in the same folder (mkstemp: O_EXCL, an unpredictable name, so a file or symlink planted there
/// is never written through), then renamed over `path` (a symlink at `path` is replaced, not
/// followed), so no reader sees a half-written file. The folder is created as needed. Throws
/// std::runtime_error saying what failed; the temporary file is then removed.
void write_file_atomically(const std::string& path, const std::string& content);

/// A new folder only this process can use, in the system's temporary folder ($TMPDIR, else /tmp):
/// "<prefix>-XXXXXX" created by mkdtemp (mode 0700). Throws std::runtime_error when it cannot.
std::string make_private_temp_dir(const std::string& prefix);
/// Writes a report to `path` as the user means it: a character device (-o /dev/null), a FIFO, or
/// any path under /dev or /proc (/dev/stdout) is written through and never replaced, so that
/// not even root turns /dev/null into a file; anything else is written by write_file_atomically,
/// which replaces only a regular file or a symbolic link. A folder, socket or block device is
/// refused. Throws std::runtime_error saying what failed.
void write_report_file(const std::string& path, const std::string& content);

/// After a run that failed: removes the report a previous run left at `path` (a regular file, or
/// a symbolic link, which is removed, not followed), so that a stale report is never published as
/// this run's. Devices, FIFOs, folders and paths under /dev or /proc are left alone.
void discard_report_file(const std::string& path);

/// `name` made safe as one file name: characters other than letters, digits, '.', '_' and '-'
/// become '_', no leading '.', at most 120 characters; when anything had to change, a hash of
/// the original name keeps different names apart.
std::string safe_file_name(const std::string& name);

}  // namespace schedlint

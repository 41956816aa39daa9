#pragma once
// assimp's 3DGS readers crash on some real files (SIGSEGV on corpus mdl7/ackmania_ackmen01.mdl
// with Debian's assimp 5.2.5). Probe each file in a forked child so a crash there cannot take
// the benchmark or the test process down, and report it instead.
#include <assimp/Importer.hpp>
#include <assimp/scene.h>

#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace ackedit::testing {

struct AssimpProbe
{
    enum Outcome { Reads, Fails, Crashes } outcome = Fails;
    int signal = 0; // when it crashed
};

inline AssimpProbe probeAssimp(const std::string &path)
{
    AssimpProbe probe;
    const pid_t pid = fork();
    if (pid == 0) {
        // Several reads: some files corrupt assimp's heap without crashing the first time.
        bool ok = true;
        for (int i = 0; i < 8 && ok; ++i) {
            Assimp::Importer importer;
            ok = importer.ReadFile(path, 0) != nullptr;
        }
        _exit(ok ? 0 : 1);
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) != pid)
        return probe;
    if (WIFSIGNALED(status)) {
        probe.outcome = AssimpProbe::Crashes;
        probe.signal = WTERMSIG(status);
    } else {
        probe.outcome = WEXITSTATUS(status) == 0 ? AssimpProbe::Reads : AssimpProbe::Fails;
    }
    return probe;
}

} // namespace ackedit::testing

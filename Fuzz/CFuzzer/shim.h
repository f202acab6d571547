// libFuzzer's entry point for programs with their own main; the runtime comes
// with the toolchain and is linked by `-sanitize=fuzzer`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

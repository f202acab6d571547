/// The allocation counter of the benchmarks: `malloc` and its relatives, counted per thread.
///
/// Linking this target into an executable replaces glibc's `malloc`, `calloc`, `realloc`,
/// `posix_memalign`, `aligned_alloc`, `memalign`, `valloc` and `pvalloc` for the whole process
/// (the Swift runtime and every shared library call them through the executable's definitions);
/// each counts one call on the calling thread and forwards to glibc's own `__libc_*` function.
/// `free` is not replaced. Only benchmark executables link it, never a library or the CLI.
#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

/// The number of allocation calls the calling thread has made so far.
unsigned long long allocation_counter_thread_count(void);

#endif

// Counting replacements of glibc's allocation functions; see include/CAllocationCounter.h.
#include "CAllocationCounter.h"

#include <errno.h>
#include <malloc.h>
#include <stdlib.h>

// glibc's own implementations, exported by libc.so.6 on Debian (GLIBC_2.2.5).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

// Per thread, so counting costs one add and other threads' work is not counted; `initial-exec`
// because this is only ever linked into an executable.
static __thread unsigned long long thread_count __attribute__((tls_model("initial-exec")));

unsigned long long allocation_counter_thread_count(void) { return thread_count; }

void *malloc(size_t size) {
    thread_count += 1;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    thread_count += 1;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    thread_count += 1;
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    thread_count += 1;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    thread_count += 1;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    thread_count += 1;
    if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    thread_count += 1;
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    thread_count += 1;
    return __libc_pvalloc(size);
}

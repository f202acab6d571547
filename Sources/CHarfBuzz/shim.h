#ifndef NAVBAR_CHARFBUZZ_SHIM_H
#define NAVBAR_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

/// HB_TAG as a function (function-like macros are not imported).
static inline hb_tag_t navbar_hb_tag(char a, char b, char c, char d) {
    return HB_TAG(a, b, c, d);
}

#endif

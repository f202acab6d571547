#ifndef NAVBAR_CFREETYPE_SHIM_H
#define NAVBAR_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H
#include FT_GLYPH_H

/// FT_HAS_MULTIPLE_MASTERS as a function (function-like macros are not imported).
static inline int navbar_ft_has_multiple_masters(FT_Face face) {
    return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0;
}

/// FT_IS_SCALABLE as a function.
static inline int navbar_ft_is_scalable(FT_Face face) {
    return FT_IS_SCALABLE(face) ? 1 : 0;
}

#endif

#!/usr/bin/env bash
# Makes sure the C libraries the package links, and the Python module the schema tests use, are installed.
#
# Sourced by scripts/navbar, scripts/test and scripts/instruction-budgets. As root on Debian it installs
# what is missing with apt-get; otherwise it prints the exact command to run.
# `navbar_setup test` also checks what only the tests need, `navbar_setup budgets` valgrind, `navbar_setup fuzz`
# what scripts/fuzz needs.
# Set NAVBAR_SKIP_SETUP=1 to skip the check.

# navbar_release_build ARGS...: the release build of scripts/navbar and scripts/install
# (`swift build -c release ARGS...` in the current folder), for the fastest start-up
# (docs/PERFORMANCE.md, "Start-up"):
# - --static-swift-stdlib: the process starts without loading and relocating the Swift
#   runtime's shared libraries (about a quarter of navbar's start-up).
# - -Xlinker -no-pie: a position-dependent executable; a position-independent one applies
#   about 29,000 relocations to its data at every start, writing (copying) every page of it.
#   The executable's own code then loads at a fixed address (no address randomisation for
#   it; the shared libraries keep theirs).
# - -disable-concrete-type-metadata-mangled-name-accessors: code asks for a generic type's
#   metadata (`[ChainKey: ResolvedChain]`, `Result<BarGeometry, CLIError>`) through its
#   metadata accessor, with the conformances it needs, instead of by mangled name: the
#   runtime then neither demangles the name nor scans every conformance record for each
#   requirement on first use (2.3 M of 11.7 M instructions of a one-scene `navbar layout`).
# - fontconfig and expat linked statically when their static libraries are installed (as
#   libfontconfig-dev and libexpat1-dev ship them on Debian): two shared objects fewer to
#   load and relocate. CFontconfig's module map links `fontconfig` (the shared library) in
#   every other build; here its autolink entry is dropped and a fontconfig.pc whose `Libs`
#   name the static libraries is put first on PKG_CONFIG_PATH. HarfBuzz and FreeType stay
#   shared: Debian ships no static HarfBuzz, and the shared HarfBuzz loads the shared
#   FreeType (and libpng) anyway. giflib (libgif.a, from libgif-dev) is linked statically the same way.
# - libxml2 not linked at all (its pkg-config `Libs` dropped): the XLIFF reader loads it with dlopen.
# - libstdc++ (the static Swift runtime's C++ library) linked statically, from the
#   libstdc++.a that clang finds (libstdc++-12-dev, which Swift needs on Linux): the
#   shared one costs more to relocate than all the other libraries together (4,300
#   symbol relocations, resolved at start whether called or not). The `-lstdc++` of the
#   runtime's link arguments finds it in a folder given with -L before the compiler's own.
#   No other library the process loads uses libstdc++.
# All but -no-pie change the compile commands: build a scratch path only through this
# function, or every module is compiled again.
navbar_release_build() {
    local flags=(--static-swift-stdlib -Xlinker -no-pie
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
    local dir libdir pcfile cxx
    dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.build/static-link"
    mkdir -p "$dir"
    cxx="$(clang -print-file-name=libstdc++.a 2>/dev/null || true)"
    if [ -f "$cxx" ]; then
        ln -sf "$cxx" "$dir/libstdc++.a"
        flags+=(-Xswiftc -L -Xswiftc "$dir")
    fi
    local static_pc=0
    libdir="$(pkg-config --variable=libdir fontconfig 2>/dev/null || true)"
    pcfile="$(pkg-config --variable=pcfiledir fontconfig 2>/dev/null || true)/fontconfig.pc"
    if [ -f "$libdir/libfontconfig.a" ] && [ -f "$libdir/libexpat.a" ] && [ -f "$pcfile" ]; then
        sed 's|^Libs:.*|Libs: -L${libdir} -l:libfontconfig.a -l:libexpat.a|' "$pcfile" >"$dir/fontconfig.pc"
        flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc fontconfig)
        static_pc=1
    fi
    # giflib (navbar's GIFs only, libgif-dev ships libgif.a) the same way: one shared object fewer at every start.
    libdir="$(pkg-config --variable=libdir libgif 2>/dev/null || true)"
    pcfile="$(pkg-config --variable=pcfiledir libgif 2>/dev/null || true)/libgif.pc"
    if [ -f "$libdir/libgif.a" ] && [ -f "$pcfile" ]; then
        sed 's|^Libs:.*|Libs: -L${libdir} -l:libgif.a|' "$pcfile" >"$dir/libgif.pc"
        flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-autolink-library -Xswiftc -Xfrontend -Xswiftc gif)
        static_pc=1
    fi
    # libxml2 (navbar's XLIFF reader) is loaded with dlopen when an XLIFF file is read (XLIFFReading/LibXML2.swift):
    # a libxml-2.0.pc without `Libs` keeps it, and the ICU and libstdc++ it loads, out of every start.
    pcfile="$(pkg-config --variable=pcfiledir libxml-2.0 2>/dev/null || true)/libxml-2.0.pc"
    if [ -f "$pcfile" ]; then
        sed 's|^Libs:.*|Libs:|; s|^Libs.private:.*|Libs.private:|' "$pcfile" >"$dir/libxml-2.0.pc"
        static_pc=1
    fi
    if [ "$static_pc" = 1 ]; then
        PKG_CONFIG_PATH="$dir${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" swift build -c release "${flags[@]}" "$@"
    else
        swift build -c release "${flags[@]}" "$@"
    fi
}

navbar_setup() {
    [ "${NAVBAR_SKIP_SETUP:-0}" = "1" ] && return 0
    local missing=()
    command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
    if command -v pkg-config >/dev/null 2>&1; then
        pkg-config --exists harfbuzz || missing+=(libharfbuzz-dev)
        pkg-config --exists freetype2 || missing+=(libfreetype-dev)
        pkg-config --exists fontconfig || missing+=(libfontconfig-dev)
        pkg-config --exists libpng || missing+=(libpng-dev)
        pkg-config --exists libgif || missing+=(libgif-dev)
        # libxml2: navbar's XLIFF reader (XLIFFReading) only.
        pkg-config --exists libxml-2.0 || missing+=(libxml2-dev)
    else
        missing+=(libharfbuzz-dev libfreetype-dev libfontconfig-dev libpng-dev libgif-dev libxml2-dev)
    fi
    # The schema tests validate scenes and geometry with Debian's jsonschema (schemas/validate.py).
    if [ "${1:-}" = "test" ]; then
        /usr/bin/python3 -c 'import jsonschema' >/dev/null 2>&1 || missing+=(python3-jsonschema)
        /usr/bin/python3 -c 'import ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
        # The browser tests (the audit's HTML report, the animated SVG) run headless Chromium; on CI they fail without it.
        command -v chromium >/dev/null 2>&1 || missing+=(chromium)
    fi
    # scripts/instruction-budgets counts instructions with callgrind.
    if [ "${1:-}" = "budgets" ]; then
        command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
    fi
    # scripts/fuzz writes the transition target's seeds with Python (Fuzz/Seeds/transition-seeds.py).
    if [ "${1:-}" = "fuzz" ]; then
        command -v python3 >/dev/null 2>&1 || missing+=(python3)
    fi
    if ! command -v swift >/dev/null 2>&1; then
        echo "Error: swift is not on PATH. Install Swift 6.0 or later (swift.org) and try again." >&2
        return 1
    fi
    if [ ${#missing[@]} -eq 0 ]; then
        navbar_setup_venv "${1:-}"
        return
    fi

    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
        echo "setup: installing ${missing[*]}" >&2
        export DEBIAN_FRONTEND=noninteractive
        if ! { apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >/tmp/navbar-setup.log 2>&1; then
            echo "Error: apt-get could not install ${missing[*]}; see /tmp/navbar-setup.log" >&2
            return 1
        fi
        echo "setup: done" >&2
        navbar_setup_venv "${1:-}"
        return
    fi
    echo "Error: missing packages: ${missing[*]}" >&2
    echo "Install them with: sudo apt-get install -y ${missing[*]}" >&2
    return 1
}

# The jsonschema the schema tests also run schemas/validate.py with: a release with the `referencing`
# API (4.18 and later), from PyPI, beside Debian's 4.10.
navbar_jsonschema_pin='jsonschema==4.26.*'

# navbar_setup_venv [test]: for the tests, makes .build/jsonschema-venv with $navbar_jsonschema_pin
# (Debian's Python is externally managed: pip installs only into a venv).
navbar_setup_venv() {
    [ "${1:-}" = "test" ] || return 0
    local venv
    venv="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.build/jsonschema-venv"
    "$venv/bin/python" -c 'import importlib.metadata as m, sys; sys.exit(not m.version("jsonschema").startswith("4.26."))' \
        >/dev/null 2>&1 && return 0
    echo "setup: making $venv with $navbar_jsonschema_pin" >&2
    if ! { /usr/bin/python3 -m venv --clear "$venv" &&
        "$venv/bin/pip" install -q --disable-pip-version-check "$navbar_jsonschema_pin"; } >/tmp/navbar-setup-venv.log 2>&1; then
        echo "Error: could not make $venv with $navbar_jsonschema_pin; see /tmp/navbar-setup-venv.log" >&2
        return 1
    fi
}

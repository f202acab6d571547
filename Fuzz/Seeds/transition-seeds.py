#!/usr/bin/env python3
"""Writes the seeds of fuzz-transition into a folder (scripts/fuzz calls it).

An input of fuzz-transition is a transition request, optionally followed by a NUL byte and a metrics
profile whose choreography the transition then follows. The seeds: every Fixtures/transition-*.json alone,
and each of them followed by a bundled profile or a variant of one with other curves (springs, cubic
Béziers that overshoot, three-point cubics, per-track curves) and fade windows (empty, reversed, at the
ends).

Usage: Fuzz/Seeds/transition-seeds.py CORPUS_FOLDER
"""
import copy
import glob
import json
import os
import sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
corpus = sys.argv[1]
requests = sorted(glob.glob(os.path.join(root, "Fixtures", "transition-*.json")))
profiles = {
    os.path.basename(path)[:-5]: json.load(open(path))
    for path in sorted(glob.glob(os.path.join(root, "Sources", "NavigationBarLayout", "Profiles", "*.json")))
}

CURVES = [
    {"spring": {"mass": 1, "stiffness": 100, "damping": 10, "duration": 0.5}},
    {"spring": {"mass": 3, "stiffness": 1000, "damping": 1, "duration": 2}},
    {"spring": {"mass": 0.001, "stiffness": 1e6, "damping": 0, "duration": 0.01}},
    {"cubicBezier": [0.3, -0.5, 0.7, 1.5]},
    {"cubicBezier": [0, 0, 1, 1]},
    {"cubicBezier": [1, 0, 0, 1]},
    {"threePointCubic": [[0.1, 0.9], [0.2, 1.2], [0.5, 0.5], [0.8, -0.2], [0.9, 0.1]]},
    "easeIn", "easeOut", "easeInOut", "linear", "fastEaseInToSlowEaseOut", "uikitSpring",
]
FADES = [[0, 0], [1, 1], [0.5, 0.5], [0, 1], [0.9, 0.1], [0.2, 0.3]]


def variants(name, profile):
    """The profile as bundled, then with each curve on the timelines and with fades and per-track curves."""
    yield name, profile
    transitions = profile.get("transitions")
    if not transitions:
        return
    transitions.setdefault("curves", {}).setdefault(
        "uikitSpring", {"spring": {"mass": 3, "stiffness": 1000, "damping": 500, "duration": 0.5}})
    for index, curve in enumerate(CURVES):
        changed = copy.deepcopy(profile)
        for timeline in ("push", "crossFade"):
            changed["transitions"][timeline]["curve"] = curve
        for number, track in enumerate(changed["transitions"]["push"]["tracks"]):
            fade = FADES[(number + index) % len(FADES)]
            track["fade"] = fade
            if track.get("change") == "becomes":
                track["fadeIn"] = FADES[(number + index + 1) % len(FADES)]
            if number % 3 == index % 3:
                track["curve"] = CURVES[(number + index) % len(CURVES)]
        yield f"{name}-curve{index}", changed


written = 0
for request in requests:
    base = os.path.basename(request)[:-5]
    data = open(request, "rb").read()
    open(os.path.join(corpus, base + ".json"), "wb").write(data)
    written += 1
# Every variant once, after a few requests in turn (a push, a pop, a set), to keep the corpus small.
for number, (name, profile) in enumerate(
    variant for name, profile in profiles.items() for variant in variants(name, copy.deepcopy(profile))
):
    request = requests[number % len(requests)]
    data = open(request, "rb").read()
    profile_bytes = json.dumps(profile, separators=(",", ":")).encode()
    path = os.path.join(corpus, f"{os.path.basename(request)[:-5]}+{name}.bin")
    open(path, "wb").write(data + b"\0" + profile_bytes)
    written += 1
print(f"{written} seeds", file=sys.stderr)

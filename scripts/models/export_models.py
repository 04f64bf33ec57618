#!/usr/bin/env python3
"""Export the project's test and benchmark models to ONNX (random, seeded weights; nothing is downloaded).

    export_models.py --out DIR [--models a,b,c|all] [--force]
    export_models.py --list

Writes DIR/<name>.onnx for each model and prints one line per model with its time. A model whose file is
newer than every script defining the models is skipped, so calling this from a build is cheap. Every file
written passes onnx.checker. Exit status is 1 if any model failed (the others are still exported).
"""
import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
# Builds call this script; keep __pycache__ out of the source tree.
sys.dont_write_bytecode = True

import registry  # noqa: E402  (needs HERE on sys.path)


def _scripts_mtime() -> float:
    """Newest modification time of the files that define the exported models (not docs/test helpers)."""
    modules = {"export_models", "registry", "common"} | {e.module for e in registry.MODELS.values()}
    return max(os.path.getmtime(os.path.join(HERE, m + ".py")) for m in modules)


def _up_to_date(path: str, scripts_mtime: float) -> bool:
    return os.path.exists(path) and os.path.getmtime(path) > scripts_mtime


def _export_one(name: str, path: str) -> str:
    import onnx
    import torch

    from common import export_spec

    # Each model starts from the same seed so its weights do not depend on which models ran before it.
    torch.manual_seed(0)
    spec = registry.build(name)
    export_spec(spec, path)
    nodes = len(onnx.load(path, load_external_data=False).graph.node)
    return "%d nodes, %.1f MB, opset %d" % (nodes, os.path.getsize(path) / 1e6, spec.opset)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", help="output directory (created if missing)")
    parser.add_argument("--models", help="comma-separated model names, or 'all' (default: every model not "
                                         "marked [extra] in --list)")
    parser.add_argument("--list", action="store_true", help="list the models and exit")
    parser.add_argument("--force", action="store_true", help="re-export even when the file is up to date")
    args = parser.parse_args(argv)

    if args.list:
        for e in registry.MODELS.values():
            print("%-20s %s%s" % (e.name, e.summary, "" if e.default else " [extra]"))
        return 0
    if not args.out:
        parser.error("--out is required (or use --list)")

    if not args.models:
        names = registry.DEFAULT_MODELS
    elif args.models == "all":
        names = list(registry.MODELS)
    else:
        names = [n.strip() for n in args.models.split(",") if n.strip()]
    unknown = [n for n in names if n not in registry.MODELS]
    if unknown:
        parser.error("unknown model(s): %s (see --list)" % ", ".join(unknown))

    os.makedirs(args.out, exist_ok=True)
    scripts_mtime = _scripts_mtime()
    failed = []
    for i, name in enumerate(names, 1):
        path = os.path.join(args.out, name + ".onnx")
        prefix = "[%d/%d] %-20s" % (i, len(names), name)
        if not args.force and _up_to_date(path, scripts_mtime):
            print("%s up to date (%s)" % (prefix, path), flush=True)
            continue
        start = time.time()
        try:
            import torch

            # The build machine has 2 cores; more threads only add contention with the compiler build.
            torch.set_num_threads(min(2, os.cpu_count() or 1))
            info = _export_one(name, path)
            print("%s exported in %6.1f s: %s" % (prefix, time.time() - start, info), flush=True)
        except Exception as exc:  # keep going: one broken model should not hide the others' results
            failed.append(name)
            print("%s FAILED after %.1f s: %s: %s" % (prefix, time.time() - start, type(exc).__name__, exc),
                  flush=True)
    if failed:
        print("failed: %s" % ", ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

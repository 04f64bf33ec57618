#!/usr/bin/env python3
"""Make the GPU check bundle: everything a visit to a GPU machine needs, prepared here, where rammerc runs.

    gpu_bundle.py OUT [--tiny-only] [--bench a,b,c] [--extra M.onnx ...] [--precision fp32|tf32|fp16|bf16]
                  [--variant NAME=MODEL:SETTING[,SETTING]] [--budget-mib 50] [--bin build/bin]

OUT/ gets (bench/README.md, "GPU checks"):
  models/<m>/          rammerc --device=h100 --emit-only --precision=P artifacts (host and device halves, include/,
                       weights.bin, manifest.json) of the tiny models and of the bench models that fit the budget
  models/<m>/          also of each --extra model (role "extra": every driver case, no bench row), to
                       narrow down a failure on a GPU machine with models made for the purpose
  models/<name>/       also of each --variant: bench model MODEL again, each SETTING either VAR=VALUE in
                       rammerc's environment (an experiment switch such as RAMMER_GPU_RNN_STEP=fused) or -DMACRO,
                       a compile definition of its library (such as -DRAMMER_SYNC_LEAN); benched as its own row
                       against MODEL's PyTorch rebuild, so that one visit compares the builds
  models/<m>/reference/set<k>/   seeded inputs and the reference interpreter's outputs (rammer-reference)
  models/tiny_cnn_broken/        tiny_cnn's host half with one wait count made unsatisfiable (watchdog test)
  driver/              the GPU test driver, the mma check and the sync probe (tests/gpu_check), rammer_gpu.h
  python/              bench/gpu/bench_gpu.py and scripts/models/*.py (PyTorch rebuilds the bench models)
  CMakeLists.txt       builds every lib<m>.so and rammer_gpu_check with the CUDA toolkit and CMake only
  models.txt, bundle.json, README.md   what is inside (models.txt: name, role, and the model whose
                       reference sets it is checked against and whose weights.bin it runs with when it has
                       none of its own), what was left out and why; bundle.json's precision,
                       tolerance and measure are what the driver and bench_gpu.py check outputs with
Needs build/bin/rammerc and build/bin/rammer-reference; bench models come from build/models (exported by
scripts/models/export_models.py with seed 0, the same weights bench_gpu.py rebuilds there).
"""
import argparse
import filecmp
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True

TINY = ["tiny_cnn", "tiny_lstm"]
# Bench models in the order they are added while the bundle stays under budget: the recurrent models
# (Rammer's largest gains) first, then the rest by weight size.
BENCH_PRIORITY = ["lstm_tc", "nasnet", "seq2seq", "mobilenet_v2", "deepspeech2", "bert_layer", "resnext29",
                  "resnet50", "alexnet"]
# Per precision: the driver's tolerance and error measure (tests/gpu_check/tensor_dir.h), those of
# rammerc --run (driver/target.h precision_tolerance): fp32 per element, the tensor-core precisions
# against each output's scale.
PRECISIONS = {"fp32": (1e-3, "element"), "tf32": (1e-2, "scale"), "fp16": (1e-2, "scale"), "bf16": (5e-2, "scale")}
# What the GPU machine needs of an artifact (the schedule dumps and the trace stay here).
KEEP = ("weights.bin", "manifest.json", "schedule_report.txt", "summary.json")


def run(cmd, env=None):
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        raise RuntimeError("%s failed (%d): %s" % (" ".join(cmd), r.returncode, (r.stderr or r.stdout)[-1500:]))


def dir_bytes(path):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(path) for f in fs)


def emit(rammerc, onnx_path, dest, precision, env=None):
    """Emits the h100 artifact of onnx_path at `precision` into dest (rammerc's environment plus `env`),
    keeping what the GPU build and checks need. Returns (host source, device source) file names."""
    with tempfile.TemporaryDirectory(prefix="rammer_bundle_") as tmp:
        run([rammerc, onnx_path, "--device=h100", "--precision=" + precision, "--emit-only", "-q", "-o", tmp],
            env=dict(os.environ, **(env or {})))
        manifest = json.load(open(os.path.join(tmp, "manifest.json")))
        host = manifest["gpu"]["source"]
        device = host[:-len(".cu")] + "_device.cu"
        os.makedirs(dest)
        for f in (host, device) + KEEP:
            if os.path.exists(os.path.join(tmp, f)):
                shutil.copy2(os.path.join(tmp, f), dest)
        shutil.copytree(os.path.join(tmp, "include"), os.path.join(dest, "include"))
    return host, device


def source_commit():
    """The checkout's commit the artifacts were emitted from, "+changes" when the tree differs from it (the
    report's commit line: the GPU machine's copy of the tree may carry another repository state)."""
    def git(*a):
        r = subprocess.run(["git", "-C", ROOT] + list(a), capture_output=True, text=True)
        return r.stdout.strip() if r.returncode == 0 else ""
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    return head + ("+changes" if git("status", "--porcelain", "--untracked-files=no") else "")


def break_schedule(host_path):
    """Makes the first wait of host_path's instruction table wait for one signal more than its event
    receives per run: a schedule no grid can finish, which only the watchdog can stop."""
    src = open(host_path).read()
    signals = [int(x) for x in re.search(r"kEventSignals\[\] = \{([^}]*)\}", src).group(1).split(",")]
    table = src.index("kInstrs[] = {")
    wait = re.compile(r"\{1,(\d+),(\d+),0\}").search(src, table)
    event, count = int(wait.group(1)), int(wait.group(2))
    broken = "{1,%d,%d,0}" % (event, signals[event] + 1)
    open(host_path, "w").write(src[:wait.start()] + broken + src[wait.end():])
    return "event %d: wait for %d signals instead of %d (it receives %d per run)" % (
        event, signals[event] + 1, count, signals[event])


def torch_fingerprint(name):
    """Sum, absolute sum and count of the parameters and buffers PyTorch builds for bench model `name`
    with seed 0 (as export_models.py): bench_gpu.py compares its rebuild there with these."""
    sys.path.insert(0, os.path.join(ROOT, "scripts", "models"))
    import torch
    import registry
    torch.manual_seed(0)
    spec = registry.build(name)
    tensors = [t.detach().double() for t in spec.model.state_dict().values() if t.is_floating_point()]
    return {"count": sum(t.numel() for t in tensors), "sum": float(sum(t.sum() for t in tensors)),
            "abs_sum": float(sum(t.abs().sum() for t in tensors))}


def bench_onnx(models_dir, name):
    path = os.path.join(models_dir, name + ".onnx")
    # export_models.py skips a model that is up to date, so this is cheap when the build exported it.
    run(["/usr/bin/python3", os.path.join(ROOT, "scripts", "models", "export_models.py"), "--out", models_dir,
         "--models", name])
    return path


def cmake_text(models):
    lines = [
        "# Generated by scripts/gpu_bundle.py: builds every model library of this bundle and the GPU test driver",
        "# with the CUDA toolkit and CMake only. cmake -S . -B build -G Ninja && cmake --build build",
        "cmake_minimum_required(VERSION 3.24)",
        "if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)",
        "  set(CMAKE_CUDA_ARCHITECTURES 90)  # the artifacts are emitted for h100 (sm_90; H200 loads it too)",
        "endif()",
        "if(NOT CMAKE_BUILD_TYPE)",
        "  set(CMAKE_BUILD_TYPE Release)",
        "endif()",
        "project(rammer_gpu_bundle LANGUAGES CXX CUDA)",
        "find_package(CUDAToolkit REQUIRED)",
        "set(CMAKE_CXX_STANDARD 17)",
        "set(CMAKE_CUDA_STANDARD 17)",
        "set(CMAKE_CUDA_RUNTIME_LIBRARY Shared)",
        "# Source lines in the sanitizers' reports and ncu's stall sampling; the machine code is the same.",
        "string(APPEND CMAKE_CUDA_FLAGS \" -lineinfo\")",
        "set(CMAKE_LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lib)",
        "set(RAMMER_BUNDLE_MODELS \"\" CACHE STRING \"semicolon-separated models to build (empty: all)\")",
        "",
        "add_executable(rammer_gpu_check driver/gpu_check_driver.cu)",
        "target_include_directories(rammer_gpu_check PRIVATE driver)",
        "target_link_libraries(rammer_gpu_check PRIVATE CUDA::cudart ${CMAKE_DL_LIBS})",
        "# kernels/mma.h on the tensor cores against a reference (tests/gpu_check/mma_check.cu).",
        "add_executable(rammer_mma_check driver/mma_check.cu)",
        "target_include_directories(rammer_mma_check PRIVATE driver/include)",
        "target_link_libraries(rammer_mma_check PRIVATE CUDA::cudart)",
        "# What the persistent kernel's waits, signals and table reads cost here (tests/gpu_check/sync_probe.cu).",
        "add_executable(rammer_sync_probe driver/sync_probe.cu)",
        "target_include_directories(rammer_sync_probe PRIVATE driver/include)",
        "target_link_libraries(rammer_sync_probe PRIVATE CUDA::cudart)",
        "",
        "# One device object per model (a broken variant reuses its original's), one lib<model>.so each.",
    ]
    for m in models:
        owner = m.get("device_of", m["name"])
        src = m.get("artifact_of", m["name"])  # the folder of its sources
        guard = "if(NOT RAMMER_BUNDLE_MODELS OR \"%s\" IN_LIST RAMMER_BUNDLE_MODELS)" % m["name"]
        lines.append(guard)
        if owner == m["name"]:
            lines += ["  add_library(%s_device OBJECT models/%s/%s)" % (m["name"], src, m["device_source"]),
                      "  set_target_properties(%s_device PROPERTIES POSITION_INDEPENDENT_CODE ON)" % m["name"],
                      "  target_include_directories(%s_device PRIVATE models/%s/include)" % (m["name"], src)]
        else:
            lines += ["  if(NOT TARGET %s_device)" % owner,
                      "    message(FATAL_ERROR \"%s needs %s in RAMMER_BUNDLE_MODELS\")" % (m["name"], owner),
                      "  endif()"]
        lines += ["  add_library(%s SHARED models/%s/%s $<TARGET_OBJECTS:%s_device>)" % (
                      m["name"], src, m["host_source"], owner),
                  "  target_include_directories(%s PRIVATE models/%s/include)" % (m["name"], src),
                  "  target_link_libraries(%s PRIVATE CUDA::cudart)" % m["name"]]
        if m.get("defines"):  # a --variant's compile definitions, in both halves
            lines += ["  target_compile_definitions(%s PRIVATE %s)" % (t, " ".join(m["defines"]))
                      for t in (m["name"] + "_device", m["name"])]
        if m["role"] in ("bench", "extra") and "torch_model" not in m:
            # The traced build (RAMMER_TRACE in both halves) for the driver's trace case (not of a
            # --variant: the device compiles are what a visit's build spends its time on).
            t, d = m["name"] + "_trace", "models/%s/" % src
            lines += ["  add_library(%s_device OBJECT %s%s)" % (t, d, m["device_source"]),
                      "  set_target_properties(%s_device PROPERTIES POSITION_INDEPENDENT_CODE ON)" % t,
                      "  add_library(%s SHARED %s%s $<TARGET_OBJECTS:%s_device>)" % (t, d, m["host_source"], t),
                      "  target_link_libraries(%s PRIVATE CUDA::cudart)" % t]
            for target in (t + "_device", t):
                lines += ["  target_include_directories(%s PRIVATE %sinclude)" % (target, d),
                          "  target_compile_definitions(%s PRIVATE RAMMER_TRACE=1)" % target]
        lines.append("endif()")
    return "\n".join(lines) + "\n"


def readme_text(bundle):
    out = ["# rammerc GPU check bundle", "",
           "Made by scripts/gpu_bundle.py from %s; run it with scripts/gpu_check.sh (bench/README.md, "
           "\"GPU checks\")." % bundle["commit"], "",
           "Precision %s: outputs within %g of the reference (%s measure)." % (
               bundle["precision"], bundle["tolerance"], bundle["measure"]), "",
           "| model | role | MiB | reference sets |", "|---|---|---|---|"]
    for m in bundle["models"]:
        settings = ["%s=%s" % kv for kv in m.get("env", {}).items()] + ["-D" + d for d in m.get("defines", [])]
        role = m["role"] + (" (%s with %s)" % (m["torch_model"], ", ".join(settings)) if "torch_model" in m else "")
        out.append("| %s | %s | %.1f | %d |" % (m["name"], role, m["bytes"] / 2**20, m["sets"]))
    out += ["", "Broken schedule (tiny_cnn_broken): " + bundle["broken"], ""]
    if bundle["left_out"]:
        out += ["Left out:", ""] + ["- %s: %s" % (n, why) for n, why in bundle["left_out"].items()]
    out += ["", "Total: %.1f MiB (budget %d MiB)." % (bundle["bytes"] / 2**20, bundle["budget_mib"])]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"), help="where rammerc and rammer-reference are")
    ap.add_argument("--models-dir", default=os.path.join(ROOT, "build", "models"), help="exported bench .onnx")
    ap.add_argument("--tiny-only", action="store_true", help="only the tiny models and the broken variant")
    ap.add_argument("--bench", default=",".join(BENCH_PRIORITY), help="bench models to try, in priority order")
    ap.add_argument("--budget-mib", type=int, default=50, help="bench models that would exceed it are left out")
    ap.add_argument("--precision", choices=sorted(PRECISIONS), default="fp32",
                    help="the artifacts' --precision (bench_gpu.py runs PyTorch at the same one)")
    ap.add_argument("--extra", nargs="*", default=[], help="more .onnx models for the driver (checked, not benched)")
    ap.add_argument("--variant", action="append", default=[], metavar="NAME=MODEL:SETTING[,SETTING]",
                    help="bench MODEL again as NAME, each SETTING VAR=VALUE in rammerc's environment or -DMACRO "
                         "for its library's compile (repeatable)")
    ap.add_argument("--sets", type=int, default=4, help="reference input sets per tiny model (bench: 2)")
    args = ap.parse_args()
    rammerc, reference = os.path.join(args.bin, "rammerc"), os.path.join(args.bin, "rammer-reference")
    for tool in (rammerc, reference):
        if not os.access(tool, os.X_OK):
            sys.exit("gpu_bundle.py: %s is missing (cmake --build build --target rammerc rammer-reference)" % tool)
    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    os.makedirs(os.path.join(args.out, "models"))
    bundle = {"device": "h100", "arch": "sm_90", "budget_mib": args.budget_mib, "models": [], "left_out": {},
              "precision": args.precision, "tolerance": PRECISIONS[args.precision][0],
              "measure": PRECISIONS[args.precision][1], "commit": source_commit()}

    variants = []
    for spec in args.variant:
        m = re.fullmatch(r"(\w+)=(\w+):((?:\w+=[^,]*|-D\w+)(?:,(?:\w+=[^,]*|-D\w+))*)", spec)
        if m is None:
            sys.exit("gpu_bundle.py: --variant %s is not NAME=MODEL:SETTING[,SETTING] (VAR=VALUE or -DMACRO)" % spec)
        settings = m.group(3).split(",")
        env = dict(kv.split("=", 1) for kv in settings if not kv.startswith("-D"))
        variants.append((m.group(1), m.group(2), env, [d[2:] for d in settings if d.startswith("-D")]))

    def add(name, onnx_path, role, sets):
        dest = os.path.join(args.out, "models", name)
        host, device = emit(rammerc, onnx_path, dest, args.precision)
        run([reference, onnx_path, "-o", os.path.join(dest, "reference"), "--sets", str(sets)])
        entry = {"name": name, "role": role, "host_source": host, "device_source": device, "sets": sets,
                 "bytes": dir_bytes(dest)}
        bundle["models"].append(entry)
        return entry

    for name in TINY:
        add(name, os.path.join(ROOT, "examples", name + ".onnx"), "tiny", args.sets)
    src = os.path.join(args.out, "models", "tiny_cnn")
    broken_dir = os.path.join(args.out, "models", "tiny_cnn_broken")
    shutil.copytree(src, broken_dir, ignore=shutil.ignore_patterns("*_device.cu"))
    tiny_cnn = bundle["models"][0]
    bundle["broken"] = break_schedule(os.path.join(broken_dir, tiny_cnn["host_source"]))
    bundle["models"].append({"name": "tiny_cnn_broken", "role": "broken", "host_source": tiny_cnn["host_source"],
                             "device_source": tiny_cnn["device_source"], "device_of": "tiny_cnn", "data_of": "tiny_cnn",
                             "sets": args.sets, "bytes": dir_bytes(broken_dir)})

    for path in args.extra:
        add(os.path.splitext(os.path.basename(path))[0], path, "extra", 2)

    budget = args.budget_mib * 2**20
    for name in ([] if args.tiny_only else [n for n in args.bench.split(",") if n]):
        try:
            onnx_path = bench_onnx(args.models_dir, name)
            entry = add(name, onnx_path, "bench", 2)
        except Exception as exc:  # one model that cannot be prepared must not lose the others
            bundle["left_out"][name] = "could not be prepared: %s" % str(exc).splitlines()[-1][:200]
            shutil.rmtree(os.path.join(args.out, "models", name), ignore_errors=True)
            continue
        total = sum(m["bytes"] for m in bundle["models"])
        if total > budget:
            bundle["models"].pop()
            shutil.rmtree(os.path.join(args.out, "models", name))
            bundle["left_out"][name] = "%.1f MiB would bring the bundle to %.1f MiB, over the %d MiB budget" % (
                entry["bytes"] / 2**20, total / 2**20, args.budget_mib)
            continue
        entry["torch_params"] = torch_fingerprint(name)

    for name, model, env, defines in ([] if args.tiny_only else variants):
        base = next((m for m in bundle["models"] if m["name"] == model and m["role"] == "bench"), None)
        if base is None:
            bundle["left_out"][name] = "its model %s is not among the bundle's bench models" % model
            continue
        entry = {"name": name, "role": "bench", "host_source": base["host_source"],
                 "device_source": base["device_source"], "sets": base["sets"], "bytes": 0, "data_of": model,
                 "torch_model": model, "env": env, "defines": defines, "torch_params": base["torch_params"]}
        if env:  # emitted anew; its weights travel only when they differ from its model's
            dest = os.path.join(args.out, "models", name)
            try:
                entry["host_source"], entry["device_source"] = emit(
                    rammerc, bench_onnx(args.models_dir, model), dest, args.precision, env)
            except Exception as exc:
                bundle["left_out"][name] = "could not be prepared: %s" % str(exc).splitlines()[-1][:200]
                shutil.rmtree(dest, ignore_errors=True)
                continue
            mine, theirs = (os.path.join(args.out, "models", n, "weights.bin") for n in (name, model))
            if filecmp.cmp(mine, theirs, shallow=False):
                os.remove(mine)
            entry["bytes"] = dir_bytes(dest)
        else:
            entry["artifact_of"] = model  # its model's artifact, compiled with other definitions
        total = sum(m["bytes"] for m in bundle["models"]) + entry["bytes"]
        if total > budget:
            shutil.rmtree(os.path.join(args.out, "models", name), ignore_errors=True)
            bundle["left_out"][name] = "%.1f MiB would bring the bundle to %.1f MiB, over the %d MiB budget" % (
                entry["bytes"] / 2**20, total / 2**20, args.budget_mib)
            continue
        bundle["models"].append(entry)

    driver = os.path.join(args.out, "driver")
    shutil.copytree(os.path.join(ROOT, "tests", "gpu_check"), driver,
                    ignore=shutil.ignore_patterns("CMakeLists.txt", "*.sh"))
    shutil.copy2(os.path.join(ROOT, "backends", "gpu", "rammer_gpu.h"), driver)
    shutil.copytree(os.path.join(ROOT, "kernels"), os.path.join(driver, "include", "kernels"),
                    ignore=shutil.ignore_patterns("*.cc", "CMakeLists.txt"))
    shutil.copy2(os.path.join(ROOT, "backends", "gpu", "runtime", "rammer_target.h"), os.path.join(driver, "include"))
    python = os.path.join(args.out, "python")
    shutil.copytree(os.path.join(ROOT, "scripts", "models"), python,
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    shutil.copy2(os.path.join(ROOT, "bench", "gpu", "bench_gpu.py"), python)
    open(os.path.join(args.out, "CMakeLists.txt"), "w").write(cmake_text(bundle["models"]))
    bundle["bytes"] = dir_bytes(args.out)
    with open(os.path.join(args.out, "models.txt"), "w") as f:
        for m in bundle["models"]:
            f.write("%s %s %s\n" % (m["name"], m["role"], m.get("data_of", m["name"])))
    json.dump(bundle, open(os.path.join(args.out, "bundle.json"), "w"), indent=1)
    open(os.path.join(args.out, "README.md"), "w").write(readme_text(bundle))
    print("gpu bundle: %s, %.1f MiB, models %s%s" % (
        args.out, bundle["bytes"] / 2**20, ", ".join(m["name"] for m in bundle["models"]),
        "; left out: " + ", ".join(bundle["left_out"]) if bundle["left_out"] else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())

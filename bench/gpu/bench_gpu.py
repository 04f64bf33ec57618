#!/usr/bin/env python3
"""GPU latency bench (issue 5, item 7): our persistent-kernel library vs PyTorch eager, PyTorch with
CUDA graphs and torch.compile(mode="reduce-overhead"), same architectures (scripts/models), same
shapes, random weights. Median of --iters timed runs (CUDA events) after --warmup runs. Prints a
Markdown table (paste it into bench/README.md with the device line).

For a machine with an NVIDIA GPU, nvcc, CMake and PyTorch:
    cmake -S . -B build && cmake --build build -j --target rammerc
    python3 bench/gpu/bench_gpu.py --rammerc build/bin/rammerc [--models resnet50,bert_layer]
"""
import argparse
import ctypes
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts", "models"))

BENCH_MODELS = ["resnext29", "nasnet", "alexnet", "deepspeech2", "lstm_tc", "seq2seq", "resnet50",
                "mobilenet_v2", "bert_layer"]


def time_cuda(fn, warmup, iters):
    import torch
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(iters):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def device_flag(torch):
    name = torch.cuda.get_device_name().lower()
    major, _ = torch.cuda.get_device_capability()
    return ("h100" if major >= 9 else "a100"), name


def rammer_fn(lib_path, weights, inputs, outputs):
    lib = ctypes.CDLL(lib_path)
    lib.rammer_gpu_last_error.restype = ctypes.c_char_p
    model, sess = ctypes.c_void_p(), ctypes.c_void_p()

    def ok(rc):
        if rc != 0:
            raise RuntimeError(lib.rammer_gpu_last_error().decode())

    ok(lib.rammer_gpu_model_load(weights.encode(), ctypes.byref(model)))
    ok(lib.rammer_gpu_session_create(model, None, ctypes.byref(sess)))
    for i, t in enumerate(inputs):
        ok(lib.rammer_gpu_session_bind_input(sess, i, ctypes.c_void_p(t.data_ptr())))
    for i, t in enumerate(outputs):
        ok(lib.rammer_gpu_session_bind_output(sess, i, ctypes.c_void_p(t.data_ptr())))
    import torch
    stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
    return lambda: ok(lib.rammer_gpu_session_run(sess, stream)), lib


def bench_model(name, args, torch, registry, device):
    torch.manual_seed(0)
    spec = registry.build(name)
    from common import export_spec
    work = tempfile.mkdtemp(prefix="rammer_bench_%s_" % name)
    onnx_path = os.path.join(work, name + ".onnx")
    export_spec(spec, onnx_path)
    model = spec.model.eval().cuda()
    inputs = [t.cuda() for t in spec.inputs]
    row = {"model": name}
    with torch.no_grad():
        row["eager"] = time_cuda(lambda: model(*inputs), args.warmup, args.iters)
        # CUDA graphs: capture one forward on a side stream, replay it.
        s = torch.cuda.Stream()
        s.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(s):
            for _ in range(3):
                model(*inputs)
        torch.cuda.current_stream().wait_stream(s)
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            ref = model(*inputs)
        row["cuda_graph"] = time_cuda(g.replay, args.warmup, args.iters)
        try:
            compiled = torch.compile(model, mode="reduce-overhead")
            row["compile"] = time_cuda(lambda: compiled(*inputs), args.warmup, args.iters)
        except Exception as e:  # report, keep going
            row["compile"] = "error: %s" % str(e).splitlines()[0][:40]
        outs = ref if isinstance(ref, (tuple, list)) else (ref,)
        outputs = [torch.empty_like(o) for o in outs]
    out_dir = os.path.join(work, "out")
    cmd = [args.rammerc, onnx_path, "--device=" + device, "-o", out_dir]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        row["rammer"] = "build failed"
        print(r.stderr[-2000:], file=sys.stderr)
        return row
    lib = [f for f in os.listdir(out_dir) if f.startswith("lib") and f.endswith(".so")]
    run, _keep = rammer_fn(os.path.join(out_dir, lib[0]), os.path.join(out_dir, "weights.bin"), inputs, outputs)
    row["rammer"] = time_cuda(run, args.warmup, args.iters)
    row["max_abs_diff"] = max(float((a - b).abs().max()) for a, b in zip(outputs, outs))
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rammerc", default=os.path.join(ROOT, "build", "bin", "rammerc"))
    ap.add_argument("--models", default=",".join(BENCH_MODELS))
    ap.add_argument("--warmup", type=int, default=20)
    ap.add_argument("--iters", type=int, default=100)
    args = ap.parse_args()
    import torch
    import registry
    if not torch.cuda.is_available():
        print("skipped: no GPU")
        return 0
    device, gpu_name = device_flag(torch)
    rows = [bench_model(m, args, torch, registry, device) for m in args.models.split(",")]
    fmt = lambda v: ("%.3f" % v) if isinstance(v, float) else str(v)
    print("\nDevice: %s (rammerc --device=%s), torch %s, median of %d after %d warm-up, ms\n"
          % (gpu_name, device, torch.__version__, args.iters, args.warmup))
    print("| model | rammer | PyTorch eager | CUDA graphs | torch.compile (reduce-overhead) | max abs diff |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        print("| %s | %s | %s | %s | %s | %s |" % (r["model"], fmt(r.get("rammer", "-")), fmt(r["eager"]),
                                                   fmt(r["cuda_graph"]), fmt(r["compile"]),
                                                   fmt(r.get("max_abs_diff", "-"))))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""GPU latency bench: our persistent-kernel libraries against PyTorch eager, PyTorch with CUDA graphs and
torch.compile(mode="reduce-overhead"), same architectures (scripts/models), same weights, same inputs.

Works from a GPU check bundle (scripts/gpu_bundle.py, built by scripts/gpu_check.sh): rammerc does not run
on the GPU machine. Before timing, each model's outputs are checked on the bundle's reference inputs:
ours and PyTorch's against the reference interpreter's outputs computed where the bundle was made, and
PyTorch's rebuilt weights (seed 0, as export_models.py) against the fingerprint recorded there.

    python3 bench/gpu/bench_gpu.py --bundle BUNDLE --libs BUILD/lib [--models lstm_tc,nasnet] [--tf32]
        [--warmup 20] [--iters 100] [--timeout 180] [--no-compile] [--table FILE]

PyTorch runs at the bundle's precision (gpu_bundle.py --precision): fp32 (TF32 off unless --tf32), tf32
(TF32 on for matmuls and convolutions), fp16 or bf16 (the model and its float inputs converted, outputs
compared in fp32); both sides are checked with the bundle's tolerance and measure.

Each model runs in its own process under --timeout, so a crash or a hang costs one row, not the table.
Prints a Markdown table (paste it into bench/README.md with the device line). Median of --iters timed
runs (CUDA events) after --warmup runs, in ms.
"""
import argparse
import ctypes
import json
import os
import statistics
import subprocess
import sys

TOLERANCE = 1e-3  # an fp32 bundle's (the driver's): fp32 summed in another order than the reference's
# (compute capability, SM count) -> the rammerc device whose schedule fits this GPU.
DEVICES = {((9, 0), 132): ("h100", "H100 SXM / H200"), ((9, 0), 114): ("h100", "H100 PCIe (114 of 132 vEU blocks)"),
           ((8, 0), 108): ("a100", "A100")}


def rammer_device(torch):
    cc = torch.cuda.get_device_capability()
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    found = DEVICES.get((cc, sms))
    if found is None and cc == (9, 0):
        found = ("h100", "sm_90 with %d SMs (runs multiplexed if fewer than 132)" % sms)
    return found or (None, "no rammerc device for this GPU"), "%s (sm_%d%d, %d SMs)" % (torch.cuda.get_device_name(), cc[0], cc[1], sms)


def rel_error(actual, expected, measure="element"):
    """The GPU driver's measures (tests/gpu_check/tensor_dir.h): element, max |a - b| / max(|b|, 1e-2 *
    max |b|) (fp32, the model tests'); scale, max |a - b| / max(1, max |b|) (tensor-core precisions)."""
    a, b = actual.double().flatten(), expected.double().flatten()
    top = float(b.abs().max())
    if measure == "scale":
        return float((a - b).abs().max()) / max(1.0, top)
    return float(((a - b).abs() / b.abs().clamp(min=max(1e-2 * top, 1e-30))).max())


def read_tensor_dir(torch, path):
    dtypes = {"f32": torch.float32, "f16": torch.float16, "f64": torch.float64, "i64": torch.int64,
              "i32": torch.int32, "i8": torch.int8, "u8": torch.uint8, "bool": torch.bool}
    inputs, outputs = [], []
    for t in json.load(open(os.path.join(path, "tensors.json")))["tensors"]:
        data = bytearray(open(os.path.join(path, t["file"]), "rb").read())
        tensor = torch.frombuffer(data, dtype=dtypes[t["dtype"]]).reshape(t["shape"]).clone()
        (outputs if t.get("role") == "output" else inputs).append((t["name"], tensor))
    return inputs, outputs


def time_cuda(torch, fn, warmup, iters):
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


def rammer_session(torch, lib_path, weights, inputs, outputs):
    """Loads lib_path, binds the named input and output tensors, returns (run, lib)."""
    lib = ctypes.CDLL(lib_path)
    lib.rammer_gpu_last_error.restype = ctypes.c_char_p
    lib.rammer_gpu_input_name.restype = lib.rammer_gpu_output_name.restype = ctypes.c_char_p
    model, sess = ctypes.c_void_p(), ctypes.c_void_p()

    def ok(rc):
        if rc != 0:
            raise RuntimeError(lib.rammer_gpu_last_error().decode())

    ok(lib.rammer_gpu_model_load(weights.encode(), ctypes.byref(model)))
    ok(lib.rammer_gpu_session_create(model, None, ctypes.byref(sess)))
    for i in range(lib.rammer_gpu_num_inputs()):
        ok(lib.rammer_gpu_session_bind_input(sess, i, ctypes.c_void_p(inputs[lib.rammer_gpu_input_name(i).decode()].data_ptr())))
    for i in range(lib.rammer_gpu_num_outputs()):
        ok(lib.rammer_gpu_session_bind_output(sess, i, ctypes.c_void_p(outputs[lib.rammer_gpu_output_name(i).decode()].data_ptr())))
    stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)

    def run():
        ok(lib.rammer_gpu_session_run(sess, stream))

    def status():
        if hasattr(lib, "rammer_gpu_session_status"):
            ok(lib.rammer_gpu_session_status(sess))

    return run, status, lib


def fingerprint(torch, model):
    tensors = [t.detach().double().cpu() for t in model.state_dict().values() if t.is_floating_point()]
    return {"count": sum(t.numel() for t in tensors), "sum": float(sum(t.sum() for t in tensors)),
            "abs_sum": float(sum(t.abs().sum() for t in tensors))}


def same_weights(mine, recorded):
    if not recorded or mine["count"] != recorded["count"]:
        return False
    return all(abs(mine[k] - recorded[k]) <= 1e-9 * max(1.0, abs(recorded[k])) for k in ("sum", "abs_sum"))


def bench_one(args):
    """Runs one model; prints the row as a JSON line after every phase (the parent keeps the last)."""
    import torch
    bundle = json.load(open(os.path.join(args.bundle, "bundle.json")))
    precision = bundle.get("precision", "fp32")
    tolerance, measure = bundle.get("tolerance", TOLERANCE), bundle.get("measure", "element")
    tf32 = args.tf32 or precision == "tf32"
    torch.backends.cuda.matmul.allow_tf32 = tf32
    torch.backends.cudnn.allow_tf32 = tf32
    torch.set_float32_matmul_precision("high" if tf32 else "highest")
    half = {"fp16": torch.float16, "bf16": torch.bfloat16}.get(precision)
    entry = next(m for m in bundle["models"] if m["name"] == args.one)
    row = {"model": args.one, "precision": "rammer %s / PyTorch %s" % (
        precision, precision if precision != "fp32" else "tf32" if tf32 else "fp32")}
    emit = lambda: print(json.dumps(row), flush=True)
    (device, _), _ = rammer_device(torch)
    if device != bundle["device"]:
        row["error"] = "bundle built for %s, this GPU is a %s" % (bundle["device"], device)
        return emit()
    sys.path.insert(0, os.path.join(args.bundle, "python"))
    import registry
    data_of = entry.get("data_of", args.one)  # a --variant's reference sets (and weights, unless its own)
    inputs, expected = read_tensor_dir(torch, os.path.join(args.bundle, "models", data_of, "reference", "set0"))
    torch.manual_seed(0)
    spec = registry.build(entry.get("torch_model", args.one))  # a --variant's is its model's
    row["weights"] = "same" if same_weights(fingerprint(torch, spec.model), entry.get("torch_params")) else "DIFFER"
    model = spec.model.eval().cuda()
    gpu_inputs = {n: t.cuda() for n, t in inputs}  # rammer's: its inputs stay f32 at every precision
    ordered = [gpu_inputs[n] for n, _ in inputs]
    if half is not None:
        model = model.to(half)
        ordered = [t.to(half) if t.is_floating_point() else t for t in ordered]
    gpu_outputs = {n: torch.full_like(t, float("nan")).cuda() for n, t in expected}
    with torch.no_grad():
        ref = model(*ordered)
        ref = ref if isinstance(ref, (tuple, list)) else (ref,)
        row["torch_err"] = max(rel_error(r.float().cpu(), e, measure) for r, (_, e) in zip(ref, expected))
        emit()
        weights = os.path.join(args.bundle, "models", args.one, "weights.bin")
        if not os.path.exists(weights):
            weights = os.path.join(args.bundle, "models", data_of, "weights.bin")
        run, status, _keep = rammer_session(torch, os.path.join(args.libs, "lib%s.so" % args.one), weights,
                                            gpu_inputs, gpu_outputs)
        run()
        torch.cuda.synchronize()
        status()
        row["rammer_err"] = max(rel_error(gpu_outputs[n].cpu(), e, measure) for n, e in expected)
        emit()
        if not row["rammer_err"] <= tolerance:  # NaN too
            row["error"] = "rammer output off the reference: not timed"
            return emit()
        row["rammer"] = time_cuda(torch, run, args.warmup, args.iters)
        status()
        row["eager"] = time_cuda(torch, lambda: model(*ordered), args.warmup, args.iters)
        emit()
        s = torch.cuda.Stream()
        s.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(s):
            for _ in range(3):
                model(*ordered)
        torch.cuda.current_stream().wait_stream(s)
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            model(*ordered)
        row["cuda_graph"] = time_cuda(torch, g.replay, args.warmup, args.iters)
        emit()
        if not args.no_compile:
            try:
                compiled = torch.compile(model, mode="reduce-overhead")
                row["compile"] = time_cuda(torch, lambda: compiled(*ordered), args.warmup, args.iters)
            except Exception as e:  # report it in the row, keep the other columns
                row["compile"] = "error: %s" % str(e).splitlines()[0][:60]
            emit()


def run_child(args, name):
    cmd = [sys.executable, os.path.abspath(__file__), "--one", name, "--bundle", args.bundle, "--libs", args.libs,
           "--warmup", str(args.warmup), "--iters", str(args.iters)] + (["--tf32"] if args.tf32 else []) + \
          (["--no-compile"] if args.no_compile else [])
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
        out, err, problem = r.stdout, r.stderr, None if r.returncode == 0 else "exit %d" % r.returncode
    except subprocess.TimeoutExpired as t:
        out = t.stdout.decode() if isinstance(t.stdout, bytes) else (t.stdout or "")
        err, problem = "", "timed out after %d s" % args.timeout
    rows = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    row = rows[-1] if rows else {"model": name}
    if problem:
        tail = [line for line in (err or "").splitlines() if line.strip()][-1:]
        row["error"] = problem + (": " + tail[0][:120] if tail else "")
        sys.stderr.write(err[-3000:] if err else "")
    return row


def table(rows, device_line, args, tol):
    fmt = lambda v: ("%.3f" % v) if isinstance(v, float) else ("-" if v is None else str(v))
    err = lambda v: ("%.2g" % v + ("" if v <= tol else " (!)")) if isinstance(v, float) else fmt(v)
    out = ["Device: %s; median of %d after %d warm-up, ms; errors against the bundle's reference outputs "
           "(tolerance %g)" % (device_line, args.iters, args.warmup, tol), "",
           "| model | precision | rammer | PyTorch eager | CUDA graphs | torch.compile (reduce-overhead) | "
           "CUDA graphs / rammer | rammer error | PyTorch error | PyTorch weights | note |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ours, graphs = r.get("rammer"), r.get("cuda_graph")  # > 1: ours is faster than the graph replay
        ratio = "%.2fx" % (graphs / ours) if isinstance(ours, float) and isinstance(graphs, float) and ours > 0 else "-"
        out.append("| %s |" % " | ".join([r["model"], fmt(r.get("precision")), fmt(ours), fmt(r.get("eager")),
                                         fmt(graphs), fmt(r.get("compile")), ratio, err(r.get("rammer_err")),
                                         err(r.get("torch_err")), fmt(r.get("weights")), r.get("error", "")]))
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bundle", required=True, help="the GPU check bundle (scripts/gpu_bundle.py)")
    ap.add_argument("--libs", required=True, help="where the bundle's lib<model>.so were built")
    ap.add_argument("--models", help="comma-separated (default: the bundle's bench models)")
    ap.add_argument("--warmup", type=int, default=20)
    ap.add_argument("--iters", type=int, default=100)
    ap.add_argument("--timeout", type=int, default=180, help="seconds per model")
    ap.add_argument("--tf32", action="store_true", help="let PyTorch use TF32 (rammer stays fp32)")
    ap.add_argument("--no-compile", action="store_true", help="leave out torch.compile")
    ap.add_argument("--table", help="also write the table to this file")
    ap.add_argument("--one", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        bench_one(args)
        return 0
    import torch
    if not torch.cuda.is_available():
        print("skipped: no GPU")
        return 0
    (device, sku), device_line = rammer_device(torch)
    device_line += " -> rammerc --device=%s (%s), torch %s" % (device, sku, torch.__version__)
    bundle = json.load(open(os.path.join(args.bundle, "bundle.json")))
    names = args.models.split(",") if args.models else [m["name"] for m in bundle["models"] if m["role"] == "bench"]
    rows = []
    text = table(rows, device_line, args, bundle.get("tolerance", TOLERANCE))
    for name in names:
        print("bench_gpu: %s" % name, file=sys.stderr, flush=True)
        rows.append(run_child(args, name))
        text = table(rows, device_line, args, bundle.get("tolerance", TOLERANCE))
        if args.table:  # after every row: a run cut short by its caller keeps the rows it finished
            open(args.table, "w").write(text)
    print("\n" + text)
    return 1 if any("error" in r for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())

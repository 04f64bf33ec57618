"""Shared by the rammer-serve tests: start and stop the server on loopback ephemeral ports, build model
repositories from the tiny_cnn CPU artifact, talk REST with urllib/http.client, and run the same model
through the C API (ctypes on librammer_runtime.so) for the expected values.

Environment (set by tests/serve/CMakeLists.txt): RAMMER_SERVE (the binary), RAMMER_SERVE_ARTIFACT (the
tiny_cnn CPU artifact the fixture compiled), RAMMER_RUNTIME_LIB (librammer_runtime.so), RAMMER_SERVE_WORK
(a scratch directory), RAMMER_SERVE_PYTHON_STUBS (the generated gRPC stubs).
"""
import ctypes
import http.client
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time

import numpy as np

SERVE = os.environ["RAMMER_SERVE"]
ARTIFACT = os.environ["RAMMER_SERVE_ARTIFACT"]
RUNTIME_LIB = os.environ["RAMMER_RUNTIME_LIB"]
WORK = os.environ["RAMMER_SERVE_WORK"]
MODEL = "tiny_cnn"
INPUT_SHAPE = [1, 3, 32, 32]
OUTPUT_SHAPE = [1, 10]


def make_repository(models):
    """A fresh repository directory: models maps a name to a config dict (None: no config.json), or to
    the string "broken" for a directory that is not an artifact."""
    os.makedirs(WORK, exist_ok=True)
    root = tempfile.mkdtemp(prefix="repo-", dir=WORK)
    for name, config in models.items():
        if config == "broken":
            os.makedirs(os.path.join(root, name))
            with open(os.path.join(root, name, "manifest.json"), "w") as f:
                f.write("{ not json")
            continue
        shutil.copytree(ARTIFACT, os.path.join(root, name))
        if config is not None:
            with open(os.path.join(root, name, "config.json"), "w") as f:
                json.dump(config, f)
    return root


class Server:
    """rammer-serve on 127.0.0.1 with ephemeral HTTP and gRPC ports."""

    def __init__(self, repository, extra_args=()):
        self.log_path = os.path.join(repository, "server.log")
        self.log = open(self.log_path, "w")
        self.proc = subprocess.Popen(
            [SERVE, "--model-repository", repository, "--host", "127.0.0.1", "--http-port", "0",
             "--grpc-port", "0", "--log-level", "warn", *extra_args],
            stdout=subprocess.PIPE, stderr=self.log, text=True)
        line = self.proc.stdout.readline()
        if "listening" not in line:
            self.proc.kill()
            raise RuntimeError("rammer-serve did not start: " + line + self.stderr())
        fields = dict(f.split("=") for f in line.split() if "=" in f)
        self.http_port = int(fields["http"])
        self.grpc_port = int(fields["grpc"])

    def stderr(self):
        self.log.flush()
        with open(self.log_path) as f:
            return f.read()

    def terminate(self, timeout=20):
        """SIGTERM; the exit code."""
        self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout=timeout)

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.log.close()

    def request(self, method, path, body=None, headers=None, timeout=30):
        """(status, headers dict, body bytes) on a fresh connection."""
        conn = http.client.HTTPConnection("127.0.0.1", self.http_port, timeout=timeout)
        try:
            conn.request(method, path, body=body, headers=headers or {})
            r = conn.getresponse()
            return r.status, dict(r.getheaders()), r.read()
        finally:
            conn.close()

    def get_json(self, path):
        status, _, body = self.request("GET", path)
        return status, json.loads(body)

    def post_json(self, path, payload):
        body = payload if isinstance(payload, (bytes, str)) else json.dumps(payload)
        status, _, out = self.request("POST", path, body, {"Content-Type": "application/json"})
        return status, json.loads(out)


def seeded_input(seed):
    return np.random.default_rng(seed).standard_normal(INPUT_SHAPE).astype(np.float32)


def json_infer_body(x, name="input"):
    return {"inputs": [{"name": name, "shape": list(x.shape), "datatype": "FP32", "data": x.ravel().tolist()}]}


def capi_run(x, artifact=ARTIFACT, output_shape=OUTPUT_SHAPE):
    """tiny_cnn's output on x through the C API (rammer_open / session / bind / run), the expected value;
    another artifact of it (a batch bucket) takes its own output shape."""
    lib = ctypes.CDLL(RUNTIME_LIB)
    lib.rammer_open.restype = ctypes.c_void_p
    lib.rammer_open.argtypes = [ctypes.c_char_p]
    lib.rammer_session_create.restype = ctypes.c_void_p
    lib.rammer_session_create.argtypes = [ctypes.c_void_p]
    lib.rammer_bind_input_index.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t]
    lib.rammer_bind_output_index.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t]
    lib.rammer_run.argtypes = [ctypes.c_void_p]
    lib.rammer_session_destroy.argtypes = [ctypes.c_void_p]
    lib.rammer_close.argtypes = [ctypes.c_void_p]
    lib.rammer_last_error.restype = ctypes.c_char_p
    handle = lib.rammer_open(artifact.encode())
    assert handle, lib.rammer_last_error()
    session = lib.rammer_session_create(handle)
    assert session, lib.rammer_last_error()
    x = np.ascontiguousarray(x, dtype=np.float32)
    y = np.zeros(output_shape, dtype=np.float32)
    assert lib.rammer_bind_input_index(session, 0, x.ctypes.data, x.nbytes) == 0, lib.rammer_last_error()
    assert lib.rammer_bind_output_index(session, 0, y.ctypes.data, y.nbytes) == 0, lib.rammer_last_error()
    assert lib.rammer_run(session) == 0, lib.rammer_last_error()
    lib.rammer_session_destroy(session)
    lib.rammer_close(handle)
    return y


def wait_until(predicate, timeout=10.0):
    end = time.time() + timeout
    while time.time() < end:
        if predicate():
            return True
        time.sleep(0.02)
    return False

"""`import rammer` against the C API: examples/tiny_cnn.onnx's CPU artifact run from numpy gives the
numbers the C API driver (capi_run) gives on the same input, and misuse raises ValueError/RuntimeError
with the runtime's message.

    test_rammer.py ARTIFACT_DIR CAPI_RUN EXAMPLE_DATA_DIR   (build/python on PYTHONPATH)
"""
import os
import subprocess
import sys
import tempfile
import threading
import unittest

import numpy as np
import onnx
from onnx import numpy_helper

import rammer

ARTIFACT, CAPI_RUN, DATA = sys.argv[1:4]
del sys.argv[1:4]


def load_pb(name):
    t = onnx.TensorProto()
    with open(os.path.join(DATA, name), "rb") as f:
        t.ParseFromString(f.read())
    return numpy_helper.to_array(t)


def capi_output(x):
    """The C API driver's logits for input x (float32 [1,3,32,32])."""
    with tempfile.TemporaryDirectory() as tmp:
        xin, yout = os.path.join(tmp, "x.bin"), os.path.join(tmp, "y.bin")
        np.ascontiguousarray(x, dtype=np.float32).tofile(xin)
        subprocess.run([CAPI_RUN, ARTIFACT, xin, yout], check=True)
        return np.fromfile(yout, dtype=np.float32).reshape(1, 10)


class OnlyDLPack:
    """Exposes a numpy array through the DLPack protocol alone, as a foreign framework's tensor would."""

    def __init__(self, array):
        self.array = array

    def __dlpack__(self, stream=None):
        return self.array.__dlpack__()

    def __dlpack_device__(self):
        return self.array.__dlpack_device__()


class TinyCnn(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.x = load_pb("input_0.pb")
        cls.torch_logits = load_pb("output_0.pb")
        cls.expected = capi_output(cls.x)

    def setUp(self):
        self.lib = rammer.open(ARTIFACT)
        self.session = self.lib.session()

    def tearDown(self):
        self.session.close()
        self.lib.close()

    def test_metadata_lists_the_models_input_and_output(self):
        (x,), (y,) = self.lib.inputs, self.lib.outputs
        self.assertEqual((x.name, x.dtype, x.shape, x.nbytes), ("input", np.dtype(np.float32), (1, 3, 32, 32), 12288))
        self.assertEqual((y.name, y.dtype, y.shape), ("logits", np.dtype(np.float32), (1, 10)))
        self.assertFalse(self.lib.is_gpu)

    def test_run_from_numpy_matches_the_c_api(self):
        out = self.session.run({"input": self.x})
        self.assertEqual(list(out), ["logits"])
        self.assertEqual(out["logits"].dtype, np.float32)
        np.testing.assert_allclose(out["logits"], self.expected, rtol=1e-6, atol=1e-7)
        # and the PyTorch output stored with the example, as a check on both
        np.testing.assert_allclose(out["logits"], self.torch_logits, rtol=1e-4, atol=1e-5)

    def test_non_contiguous_input_is_copied_and_gives_the_same_numbers(self):
        fortran = np.asfortranarray(self.x)
        self.assertFalse(fortran.flags.c_contiguous)
        out = self.session.run({"input": fortran})
        np.testing.assert_allclose(out["logits"], self.expected, rtol=1e-6, atol=1e-7)

    def test_repeated_runs_and_a_second_session_agree(self):
        other = self.lib.session()
        try:
            for _ in range(3):
                np.testing.assert_allclose(other.run({"input": self.x})["logits"], self.expected, rtol=1e-6, atol=1e-7)
        finally:
            other.close()

    def test_sessions_run_in_parallel_threads(self):
        x2 = (self.x * 0.5).astype(np.float32)
        expected2 = capi_output(x2)
        results, errors = {}, []

        def worker(key, x):
            try:
                with self.lib.session() as s:
                    for _ in range(20):
                        results[key] = s.run({"input": x})["logits"]
            except Exception as e:  # reported below
                errors.append(e)

        threads = [threading.Thread(target=worker, args=(k, x)) for k, x in (("a", self.x), ("b", x2))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        np.testing.assert_allclose(results["a"], self.expected, rtol=1e-6, atol=1e-7)
        np.testing.assert_allclose(results["b"], expected2, rtol=1e-6, atol=1e-7)

    def test_bound_pointers_and_run_bound(self):
        y = np.zeros((1, 10), np.float32)
        x = np.ascontiguousarray(self.x)
        self.session.bind_input_ptr("input", x.ctypes.data, x.nbytes)
        self.session.bind_output_ptr("logits", y.ctypes.data, y.nbytes)
        self.session.run_bound()
        np.testing.assert_allclose(y, self.expected, rtol=1e-6, atol=1e-7)

    def test_dlpack_tensors_bind_in_place(self):
        y = np.zeros((1, 10), np.float32)
        self.session.bind_input("input", OnlyDLPack(np.array(self.x)))  # writeable: numpy exports no read-only arrays
        self.session.bind_output("logits", OnlyDLPack(y))
        self.session.run_bound()
        np.testing.assert_allclose(y, self.expected, rtol=1e-6, atol=1e-7)

    def test_dlpack_with_the_wrong_dtype_or_layout_is_refused(self):
        with self.assertRaisesRegex(ValueError, "DLPack dtype"):
            self.session.bind_input("input", OnlyDLPack(self.x.astype(np.float64)))
        with self.assertRaisesRegex(ValueError, "not compact row-major"):
            self.session.bind_input("input", OnlyDLPack(np.asfortranarray(self.x)))

    def test_wrong_dtype_raises_value_error(self):
        with self.assertRaisesRegex(ValueError, r"input 'input': dtype float64, expected float32"):
            self.session.run({"input": self.x.astype(np.float64)})

    def test_wrong_shape_raises_value_error(self):
        with self.assertRaisesRegex(ValueError, r"input 'input': shape \(3, 32, 32\), expected \(1, 3, 32, 32\)"):
            self.session.run({"input": self.x[0]})

    def test_missing_or_unknown_input_raises_value_error(self):
        with self.assertRaisesRegex(ValueError, "input 'input' is missing"):
            self.session.run({})
        with self.assertRaisesRegex(ValueError, "has no input 'image'"):
            self.session.run({"input": self.x, "image": self.x})
        with self.assertRaisesRegex(ValueError, "expected a numpy.ndarray"):
            self.session.run({"input": self.x.tolist()})

    def test_wrong_byte_count_raises_the_c_api_message(self):
        with self.assertRaisesRegex(ValueError, "needs 12288 bytes"):
            self.session.bind_input_ptr("input", self.x.ctypes.data, 100)
        with self.assertRaisesRegex(ValueError, "needs 12288 bytes"):
            self.session.bind_input_ptr("input", self.x.ctypes.data, 0)

    def test_read_only_output_array_is_refused(self):
        y = np.zeros((1, 10), np.float32)
        y.flags.writeable = False
        with self.assertRaisesRegex(ValueError, "writeable"):
            self.session.bind_output("logits", y)

    def test_closed_library(self):
        with self.assertRaisesRegex(RuntimeError, "still open"):
            self.lib.close()  # a session is open: the C API refuses, the library stays usable
        np.testing.assert_allclose(self.session.run({"input": self.x})["logits"], self.expected, rtol=1e-6, atol=1e-7)
        self.session.close()
        self.lib.close()
        self.assertTrue(self.lib.closed)
        with self.assertRaisesRegex(RuntimeError, "is closed"):
            self.lib.session()

    def test_closed_session(self):
        self.session.close()
        with self.assertRaisesRegex(RuntimeError, "session is closed"):
            self.session.run({"input": self.x})

    def test_missing_directory_raises_the_c_api_message(self):
        with self.assertRaisesRegex(RuntimeError, "no_such_dir is not a directory"):
            rammer.open(os.path.join(ARTIFACT, "no_such_dir"))


if __name__ == "__main__":
    unittest.main(verbosity=2)

"""rammer-serve batching over batch buckets (config batch_buckets, rammerc --batch-buckets=1,2,4 artifacts of
tiny_cnn): concurrent requests of 1 to 3 rows are grouped, padded and split. Each response is exactly what
the C API gives for that request alone in the bucket it ran in (its rows, zero rows after them), so sharing
a run changes nothing; and each row is what the unbatched artifact gives for it, within float rounding (a
bucket's kernels may sum in another order). A missing bucket directory or a bucket of the wrong size
makes the model unavailable with the reason."""
import json
import os
import shutil
import sys
import tempfile
import threading
import unittest

import numpy as np

sys.path.insert(0, os.environ["RAMMER_SERVE_PYTHON_STUBS"])
import grpc  # noqa: E402
import grpc_service_pb2 as pb  # noqa: E402
import grpc_service_pb2_grpc as pb_grpc  # noqa: E402

import serve_harness as h  # noqa: E402

BUCKETS = os.environ["RAMMER_SERVE_BUCKETS"]  # rammerc --batch-buckets=1,2,4 -o BUCKETS


def bucketed_repository(models):
    """models maps a name to (config dict, function(model_dir) that edits the copy, or None)."""
    os.makedirs(h.WORK, exist_ok=True)
    root = tempfile.mkdtemp(prefix="repo-batch-", dir=h.WORK)
    for name, (config, edit) in models.items():
        shutil.copytree(BUCKETS, os.path.join(root, name))
        with open(os.path.join(root, name, "config.json"), "w") as f:
            json.dump(config, f)
        if edit:
            edit(os.path.join(root, name))
    return root


def into_version_2(model_dir):
    """Moves the bucket artifacts of model_dir into model_dir/2/ (the config stays shared)."""
    os.makedirs(os.path.join(model_dir, "2"))
    for entry in os.listdir(model_dir):
        if entry not in ("2", "config.json"):
            shutil.move(os.path.join(model_dir, entry), os.path.join(model_dir, "2", entry))


def expect_capi_numbers(test, x, got, bucket):
    """got (the server's output for input x, run in `bucket`) against the C API on x alone."""
    padded = np.zeros([bucket] + list(x.shape[1:]), dtype=np.float32)
    padded[:len(x)] = x
    alone = h.capi_run(padded, os.path.join(BUCKETS, "batch_%d" % bucket), [bucket] + h.OUTPUT_SHAPE[1:])
    np.testing.assert_array_equal(got, alone[:len(x)])
    unbatched = np.concatenate([h.capi_run(x[r:r + 1]) for r in range(len(x))])
    np.testing.assert_allclose(got, unbatched, rtol=1e-5, atol=1e-6)


class BatchTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # A long delay so that requests sent together are grouped however loaded the machine is.
        cls.repo = bucketed_repository({
            "batched": ({"batch_buckets": [1, 2, 4], "max_queue_delay_us": 300000}, None),
            "missing_bucket": ({"batch_buckets": [1, 2, 4, 8]}, None),
            "wrong_size": ({"batch_buckets": [1, 2, 4]},
                           lambda d: (shutil.rmtree(os.path.join(d, "batch_4")),
                                      shutil.copytree(os.path.join(d, "batch_2"), os.path.join(d, "batch_4")))),
            "no_config": ({}, None),
            "versioned": ({"batch_buckets": [1, 2, 4]}, into_version_2),
        })
        cls.server = h.Server(cls.repo)

    @classmethod
    def tearDownClass(cls):
        cls.server.close()

    def test_metadata_shows_a_dynamic_batch(self):
        status, meta = self.server.get_json("/v2/models/batched")
        self.assertEqual(status, 200, meta)
        self.assertEqual(meta["inputs"], [{"name": "input", "datatype": "FP32", "shape": [-1] + h.INPUT_SHAPE[1:]}])
        self.assertEqual(meta["outputs"], [{"name": "logits", "datatype": "FP32", "shape": [-1] + h.OUTPUT_SHAPE[1:]}])

    def test_concurrent_requests_match_the_c_api_row_by_row(self):
        """Rounds of concurrent requests (1, 2 or 3 rows each): every response has its request's rows, each
        equal to the C API's output for that row alone, and some ran several requests in one bucket."""
        rows = [1, 2, 1, 3, 1, 1, 2, 1]
        inputs = [np.random.default_rng(100 + i).standard_normal([n] + h.INPUT_SHAPE[1:]).astype(np.float32)
                  for i, n in enumerate(rows)]
        results = [None] * len(rows)

        def client(i):
            results[i] = self.server.post_json("/v2/models/batched/infer", h.json_infer_body(inputs[i]))

        threads = [threading.Thread(target=client, args=(i,)) for i in range(len(rows))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        buckets = []
        for i, (status, out) in enumerate(results):
            self.assertEqual(status, 200, out)
            got = out["outputs"][0]
            self.assertEqual(got["shape"], [rows[i]] + h.OUTPUT_SHAPE[1:])
            buckets.append(out["parameters"]["batch_bucket"])
            self.assertIn(buckets[-1], [1, 2, 4])
            self.assertGreaterEqual(buckets[-1], rows[i])
            expect_capi_numbers(self, inputs[i], np.array(got["data"], dtype=np.float32).reshape(got["shape"]),
                                buckets[-1])
        # Run alone, a request takes the smallest bucket that holds its rows; sharing a run, the request
        # with the fewest rows in it lands in a larger one. Sent together, some requests shared a run.
        alone = [min(b for b in [1, 2, 4] if b >= r) for r in rows]
        self.assertTrue(any(b > a for b, a in zip(buckets, alone)), (rows, buckets))

    def test_binary_request_with_a_full_bucket(self):
        """Four rows fill the largest bucket (run on the request's own buffers): the binary extension
        answers the C API's rows."""
        x = np.random.default_rng(7).standard_normal([4] + h.INPUT_SHAPE[1:]).astype(np.float32)
        header = json.dumps({"inputs": [{"name": "input", "shape": list(x.shape), "datatype": "FP32",
                                         "parameters": {"binary_data_size": x.nbytes}}],
                             "outputs": [{"name": "logits", "parameters": {"binary_data": True}}]}).encode()
        status, headers, body = self.server.request(
            "POST", "/v2/models/batched/infer", header + x.tobytes(),
            {"Content-Type": "application/octet-stream", "Inference-Header-Content-Length": str(len(header))})
        self.assertEqual(status, 200, body[:300])
        n = int(headers["Inference-Header-Content-Length"])
        meta = json.loads(body[:n])
        self.assertEqual(meta["parameters"]["batch_bucket"], 4)
        got = np.frombuffer(body[n:], dtype=np.float32).reshape(4, h.OUTPUT_SHAPE[1])
        expect_capi_numbers(self, x, got, 4)

    def test_grpc_model_infer_is_batched_too(self):
        """gRPC ModelInfer with 3 rows runs in bucket 4 (parameters.batch_bucket) with the C API's rows, and
        ModelMetadata shows dim 0 as -1."""
        x = np.random.default_rng(9).standard_normal([3] + h.INPUT_SHAPE[1:]).astype(np.float32)
        with grpc.insecure_channel(f"127.0.0.1:{self.server.grpc_port}") as channel:
            stub = pb_grpc.GRPCInferenceServiceStub(channel)
            meta = stub.ModelMetadata(pb.ModelMetadataRequest(name="batched"))
            self.assertEqual(list(meta.inputs[0].shape), [-1] + h.INPUT_SHAPE[1:])
            request = pb.ModelInferRequest(model_name="batched")
            request.inputs.append(pb.ModelInferRequest.InferInputTensor(name="input", datatype="FP32",
                                                                        shape=list(x.shape)))
            request.raw_input_contents.append(x.tobytes())
            response = stub.ModelInfer(request)
        self.assertEqual(response.parameters["batch_bucket"].int64_param, 4)
        self.assertEqual(list(response.outputs[0].shape), [3] + h.OUTPUT_SHAPE[1:])
        got = np.frombuffer(response.raw_output_contents[0], dtype=np.float32).reshape(3, h.OUTPUT_SHAPE[1])
        expect_capi_numbers(self, x, got, 4)

    def test_versioned_layout(self):
        """<model>/<version>/batch_N/: version 2 serves the buckets."""
        x = np.random.default_rng(11).standard_normal([2] + h.INPUT_SHAPE[1:]).astype(np.float32)
        status, out = self.server.post_json("/v2/models/versioned/versions/2/infer", h.json_infer_body(x))
        self.assertEqual(status, 200, out)
        self.assertEqual(out["model_version"], "2")
        self.assertEqual(out["parameters"]["batch_bucket"], 2)
        got = out["outputs"][0]
        expect_capi_numbers(self, x, np.array(got["data"], dtype=np.float32).reshape(got["shape"]), 2)

    def test_more_rows_than_the_largest_bucket_is_400(self):
        x = np.zeros([5] + h.INPUT_SHAPE[1:], dtype=np.float32)
        status, out = self.server.post_json("/v2/models/batched/infer", h.json_infer_body(x))
        self.assertEqual(status, 400, out)
        self.assertIn("takes 1 to 4", out["error"])
        status, out = self.server.post_json("/v2/models/batched/infer",
                                            h.json_infer_body(np.zeros([2, 3, 32, 31], dtype=np.float32)))
        self.assertEqual(status, 400, out)
        self.assertIn("[-1,3,32,32]", out["error"])

    def test_bucket_errors_make_the_model_unavailable(self):
        """A bucket directory the config names but rammerc did not write, a bucket compiled for another
        size, and bucket artifacts without batch_buckets in the config: each model is UNAVAILABLE with the
        reason, and the batched model is served."""
        index = {row["name"]: row for row in json.loads(self.server.request("POST", "/v2/repository/index")[2])}
        self.assertEqual(index["batched"]["state"], "READY")
        for name, words in [("missing_bucket", ["batch_8 is missing", "--batch-buckets=1,2,4,8"]),
                            ("wrong_size", ["batch_4: input 'input' has shape [2,3,32,32]", "needs dim 0 = 4"]),
                            ("no_config", ["buckets.json", "batch_buckets"])]:
            self.assertEqual(index[name]["state"], "UNAVAILABLE", name)
            for w in words:
                self.assertIn(w, index[name]["reason"], name)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)

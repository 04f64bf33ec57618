"""rammer-serve's REST front end on the tiny_cnn CPU artifact: health, metadata, infer (JSON and the
binary tensor data extension) against the C API's numbers, and every malformed request answered 4xx with
a JSON error while the server keeps serving."""
import http.client
import json
import sys
import threading
import unittest

import numpy as np

import serve_harness as h


class RestTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.repo = h.make_repository({h.MODEL: None, "broken_model": "broken"})
        cls.server = h.Server(cls.repo, ["--max-request-bytes", "1000000"])

    @classmethod
    def tearDownClass(cls):
        cls.server.close()

    def assert_json_error(self, status, body, want_status):
        self.assertEqual(status, want_status, body)
        self.assertIsInstance(body.get("error"), str)
        self.assertTrue(body["error"])

    def test_health_and_server_metadata(self):
        """The server is live and ready, and names itself and its extensions."""
        self.assertEqual(self.server.get_json("/v2/health/live"), (200, {"live": True}))
        self.assertEqual(self.server.get_json("/v2/health/ready")[0], 200)
        status, meta = self.server.get_json("/v2")
        self.assertEqual(status, 200)
        self.assertEqual(meta["name"], "rammer-serve")
        self.assertIn("binary_tensor_data", meta["extensions"])

    def test_model_metadata_lists_the_inputs(self):
        """Model metadata lists the artifact's inputs and outputs with KServe datatypes and shapes."""
        for path in ["/v2/models/tiny_cnn", "/v2/models/tiny_cnn/versions/1"]:
            status, meta = self.server.get_json(path)
            self.assertEqual(status, 200)
            self.assertEqual(meta["name"], h.MODEL)
            self.assertEqual(meta["versions"], ["1"])
            self.assertEqual(meta["inputs"], [{"name": "input", "datatype": "FP32", "shape": h.INPUT_SHAPE}])
            self.assertEqual(meta["outputs"], [{"name": "logits", "datatype": "FP32", "shape": h.OUTPUT_SHAPE}])
        self.assertEqual(self.server.get_json("/v2/models/tiny_cnn/ready")[0], 200)

    def test_json_infer_equals_the_c_api(self):
        """JSON infer returns exactly the C API's output on the same input, with queue and compute times."""
        x = h.seeded_input(1)
        expected = h.capi_run(x)
        body = h.json_infer_body(x)
        body["id"] = "req-7"
        status, out = self.server.post_json("/v2/models/tiny_cnn/infer", body)
        self.assertEqual(status, 200, out)
        self.assertEqual(out["model_name"], h.MODEL)
        self.assertEqual(out["model_version"], "1")
        self.assertEqual(out["id"], "req-7")
        self.assertGreaterEqual(out["parameters"]["queue_time_us"], 0)
        self.assertGreater(out["parameters"]["compute_time_us"], 0)
        [logits] = out["outputs"]
        self.assertEqual((logits["name"], logits["datatype"], logits["shape"]), ("logits", "FP32", h.OUTPUT_SHAPE))
        got = np.array(logits["data"], dtype=np.float32).reshape(h.OUTPUT_SHAPE)
        np.testing.assert_array_equal(got, expected)

    def test_nested_json_data_is_accepted(self):
        """"data" may be nested row-major as well as flat."""
        x = h.seeded_input(2)
        body = h.json_infer_body(x)
        body["inputs"][0]["data"] = x.tolist()
        status, out = self.server.post_json("/v2/models/tiny_cnn/versions/1/infer", body)
        self.assertEqual(status, 200, out)
        np.testing.assert_array_equal(np.array(out["outputs"][0]["data"], dtype=np.float32).reshape(h.OUTPUT_SHAPE),
                                      h.capi_run(x))

    def test_binary_extension_infer_equals_the_c_api(self):
        """Binary tensor data in and out: the raw float32 bytes equal the C API's output."""
        x = h.seeded_input(3)
        header = json.dumps({"inputs": [{"name": "input", "shape": h.INPUT_SHAPE, "datatype": "FP32",
                                         "parameters": {"binary_data_size": x.nbytes}}],
                             "outputs": [{"name": "logits", "parameters": {"binary_data": True}}]}).encode()
        status, headers, body = self.server.request(
            "POST", "/v2/models/tiny_cnn/infer", header + x.tobytes(),
            {"Inference-Header-Content-Length": str(len(header)), "Content-Type": "application/octet-stream"})
        self.assertEqual(status, 200, body[:200])
        n = int(headers["Inference-Header-Content-Length"])
        meta = json.loads(body[:n])
        [logits] = meta["outputs"]
        self.assertEqual(logits["parameters"]["binary_data_size"], 40)
        self.assertEqual(len(body) - n, 40)
        got = np.frombuffer(body[n:], dtype=np.float32).reshape(h.OUTPUT_SHAPE)
        np.testing.assert_array_equal(got, h.capi_run(x))

    def test_binary_data_output_parameter_makes_every_output_binary(self):
        """JSON inputs with "binary_data_output": true get every output as binary data."""
        x = h.seeded_input(9)
        body = h.json_infer_body(x)
        body["parameters"] = {"binary_data_output": True}
        status, headers, out = self.server.request("POST", "/v2/models/tiny_cnn/infer", json.dumps(body),
                                                   {"Content-Type": "application/json"})
        self.assertEqual(status, 200, out[:200])
        n = int(headers["Inference-Header-Content-Length"])
        self.assertNotIn("data", json.loads(out[:n])["outputs"][0])
        np.testing.assert_array_equal(np.frombuffer(out[n:], dtype=np.float32).reshape(h.OUTPUT_SHAPE),
                                      h.capi_run(x))

    def test_malformed_json_is_400(self):
        """A body that is not JSON, or JSON without inputs, is 400 with a JSON error."""
        for body in [b"{not json", b"[1, 2]", b"{}", b'{"inputs": [{"name": "input"}]}']:
            status, out = self.server.post_json("/v2/models/tiny_cnn/infer", body)
            self.assert_json_error(status, out, 400)

    def test_wrong_shape_dtype_or_size_is_400(self):
        """A wrong shape, datatype, element count or binary byte size is 400 naming the input."""
        x = h.seeded_input(4)
        wrong_shape = h.json_infer_body(x.reshape(1, 3, 16, 64))
        wrong_dtype = h.json_infer_body(x)
        wrong_dtype["inputs"][0]["datatype"] = "INT32"
        wrong_dtype["inputs"][0]["data"] = [1] * x.size
        too_few = h.json_infer_body(x)
        too_few["inputs"][0]["data"] = too_few["inputs"][0]["data"][:-1]
        unknown_input = h.json_infer_body(x, name="image")
        for body in [wrong_shape, wrong_dtype, too_few, unknown_input]:
            status, out = self.server.post_json("/v2/models/tiny_cnn/infer", body)
            self.assert_json_error(status, out, 400)
        header = json.dumps({"inputs": [{"name": "input", "shape": h.INPUT_SHAPE, "datatype": "FP32",
                                         "parameters": {"binary_data_size": x.nbytes - 4}}]}).encode()
        status, _, body = self.server.request("POST", "/v2/models/tiny_cnn/infer", header + x.tobytes()[:-4],
                                              {"Inference-Header-Content-Length": str(len(header))})
        self.assert_json_error(status, json.loads(body), 400)

    def test_unknown_model_or_version_is_404(self):
        """An unknown model, version or path is 404 with a JSON error."""
        x = h.seeded_input(5)
        for path in ["/v2/models/nope/infer", "/v2/models/tiny_cnn/versions/9/infer"]:
            status, out = self.server.post_json(path, h.json_infer_body(x))
            self.assert_json_error(status, out, 404)
        for path in ["/v2/models/nope", "/v2/models/tiny_cnn/versions/2/ready", "/v2/nothing/here"]:
            status, out = self.server.get_json(path)
            self.assert_json_error(status, out, 404)

    def test_oversize_body_is_413(self):
        """A body over --max-request-bytes is refused with a JSON error, and the server keeps serving."""
        status, _, body = self.server.request("POST", "/v2/models/tiny_cnn/infer", b" " * 2_000_000,
                                              {"Content-Type": "application/json"})
        self.assert_json_error(status, json.loads(body), 413)
        self.assertEqual(self.server.get_json("/v2/health/ready")[0], 200)

    def test_failed_model_is_reported_and_the_others_served(self):
        """A model that fails to load is reported at startup and in the index; the good one is served."""
        self.assertIn("broken_model", self.server.stderr())
        status, _, body = self.server.request("POST", "/v2/repository/index")
        self.assertEqual(status, 200)
        index = {row["name"]: row for row in json.loads(body)}
        self.assertEqual(index["broken_model"]["state"], "UNAVAILABLE")
        self.assertEqual(index["tiny_cnn"]["state"], "READY")
        self.assert_json_error(*self.server.get_json("/v2/models/broken_model"), 404)

    def test_metrics_count_requests_per_model(self):
        """/metrics counts the model's requests and failures and exposes both histograms."""
        x = h.seeded_input(6)
        self.assertEqual(self.server.post_json("/v2/models/tiny_cnn/infer", h.json_infer_body(x))[0], 200)
        status, _, body = self.server.request("GET", "/metrics")
        self.assertEqual(status, 200)
        text = body.decode()
        requests = [l for l in text.splitlines() if l.startswith('rammer_serve_requests_total{model="tiny_cnn"')]
        self.assertEqual(len(requests), 1)
        self.assertGreaterEqual(int(requests[0].split()[-1]), 1)
        self.assertIn('rammer_serve_queue_seconds_bucket{model="tiny_cnn",version="1",le="+Inf"}', text)
        self.assertIn('rammer_serve_compute_seconds_count{model="tiny_cnn",version="1"}', text)

    def test_2000_requests_from_4_clients_are_all_2xx(self):
        """2000 infer requests from 4 concurrent keep-alive clients: every one 200 with the C API's numbers."""
        x = h.seeded_input(8)
        expected = h.capi_run(x).ravel().tolist()
        body = json.dumps(h.json_infer_body(x))
        statuses, mismatches = [], []

        def client():
            conn = http.client.HTTPConnection("127.0.0.1", self.server.http_port, timeout=30)
            for _ in range(500):
                conn.request("POST", "/v2/models/tiny_cnn/infer", body, {"Content-Type": "application/json"})
                r = conn.getresponse()
                out = r.read()
                statuses.append(r.status)
                if r.status == 200 and json.loads(out)["outputs"][0]["data"] != expected:
                    mismatches.append(out[:100])
            conn.close()

        threads = [threading.Thread(target=client) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(len(statuses), 2000)
        self.assertEqual([s for s in statuses if s != 200], [])
        self.assertEqual(mismatches, [])


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)

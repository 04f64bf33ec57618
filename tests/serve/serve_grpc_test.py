"""rammer-serve's gRPC front end (KServe v2 GRPCInferenceService) through a client generated from the
same grpc_service.proto: health, metadata, and ModelInfer with raw and typed contents returning the same
numbers as REST infer and the C API."""
import json
import os
import sys
import unittest

import numpy as np

sys.path.insert(0, os.environ["RAMMER_SERVE_PYTHON_STUBS"])
import grpc  # noqa: E402
import grpc_service_pb2 as pb  # noqa: E402
import grpc_service_pb2_grpc as pb_grpc  # noqa: E402

import serve_harness as h  # noqa: E402


class GrpcTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.repo = h.make_repository({h.MODEL: None})
        cls.server = h.Server(cls.repo)
        cls.channel = grpc.insecure_channel(f"127.0.0.1:{cls.server.grpc_port}")
        cls.stub = pb_grpc.GRPCInferenceServiceStub(cls.channel)

    @classmethod
    def tearDownClass(cls):
        cls.channel.close()
        cls.server.close()

    def test_server_live_ready_and_metadata(self):
        """ServerLive, ServerReady and ServerMetadata answer as the protocol defines."""
        self.assertTrue(self.stub.ServerLive(pb.ServerLiveRequest()).live)
        self.assertTrue(self.stub.ServerReady(pb.ServerReadyRequest()).ready)
        meta = self.stub.ServerMetadata(pb.ServerMetadataRequest())
        self.assertEqual(meta.name, "rammer-serve")
        self.assertIn("binary_tensor_data", meta.extensions)

    def test_model_ready_and_metadata(self):
        """ModelReady and ModelMetadata describe tiny_cnn; an unknown model is NOT_FOUND."""
        self.assertTrue(self.stub.ModelReady(pb.ModelReadyRequest(name=h.MODEL)).ready)
        meta = self.stub.ModelMetadata(pb.ModelMetadataRequest(name=h.MODEL, version="1"))
        self.assertEqual(meta.name, h.MODEL)
        self.assertEqual(list(meta.versions), ["1"])
        self.assertEqual([(t.name, t.datatype, list(t.shape)) for t in meta.inputs],
                         [("input", "FP32", h.INPUT_SHAPE)])
        self.assertEqual([(t.name, t.datatype, list(t.shape)) for t in meta.outputs],
                         [("logits", "FP32", h.OUTPUT_SHAPE)])
        with self.assertRaises(grpc.RpcError) as e:
            self.stub.ModelMetadata(pb.ModelMetadataRequest(name="nope"))
        self.assertEqual(e.exception.code(), grpc.StatusCode.NOT_FOUND)

    def infer_request(self, x, raw):
        t = pb.ModelInferRequest.InferInputTensor(name="input", datatype="FP32", shape=h.INPUT_SHAPE)
        request = pb.ModelInferRequest(model_name=h.MODEL, id="g1")
        if raw:
            request.raw_input_contents.append(x.tobytes())
        else:
            t.contents.fp32_contents.extend(x.ravel().tolist())
        request.inputs.append(t)
        return request

    def test_model_infer_equals_rest_infer_and_the_c_api(self):
        """ModelInfer (raw and typed contents) returns the same numbers as REST infer and the C API."""
        x = h.seeded_input(11)
        status, rest = self.server.post_json("/v2/models/tiny_cnn/infer", h.json_infer_body(x))
        self.assertEqual(status, 200, rest)
        rest_logits = np.array(rest["outputs"][0]["data"], dtype=np.float32).reshape(h.OUTPUT_SHAPE)
        np.testing.assert_array_equal(rest_logits, h.capi_run(x))
        for raw in (True, False):
            response = self.stub.ModelInfer(self.infer_request(x, raw))
            self.assertEqual((response.model_name, response.model_version, response.id), (h.MODEL, "1", "g1"))
            [out] = response.outputs
            self.assertEqual((out.name, out.datatype, list(out.shape)), ("logits", "FP32", h.OUTPUT_SHAPE))
            got = np.frombuffer(response.raw_output_contents[0], dtype=np.float32).reshape(h.OUTPUT_SHAPE)
            np.testing.assert_array_equal(got, rest_logits)
            self.assertGreater(response.parameters["compute_time_us"].int64_param, 0)

    def test_bad_model_infer_is_invalid_argument(self):
        """A wrong shape or byte size is INVALID_ARGUMENT, and the server keeps serving."""
        x = h.seeded_input(12)
        wrong_shape = self.infer_request(x, raw=True)
        wrong_shape.inputs[0].shape[:] = [1, 3, 16, 64]
        short = self.infer_request(x, raw=True)
        short.raw_input_contents[0] = x.tobytes()[:-4]
        for request in (wrong_shape, short):
            with self.assertRaises(grpc.RpcError) as e:
                self.stub.ModelInfer(request)
            self.assertEqual(e.exception.code(), grpc.StatusCode.INVALID_ARGUMENT)
        self.assertTrue(self.stub.ServerReady(pb.ServerReadyRequest()).ready)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)

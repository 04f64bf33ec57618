"""rammer-serve under pressure and over its lifetime: admission control (429 when the queue is full),
the repository API (unload, load, numbered versions) without a restart, config.json checks, and SIGTERM
draining the requests in flight before exiting 0."""
import http.client
import json
import os
import shutil
import socket
import sys
import threading
import time
import unittest

import numpy as np

import serve_harness as h


class LifecycleTest(unittest.TestCase):
    def start(self, models, args=()):
        server = h.Server(h.make_repository(models), list(args))
        self.addCleanup(server.close)
        return server

    def test_full_queue_is_429(self):
        """With max_queue_size 1 and one instance, a burst of concurrent requests gets 429s with a JSON
        error, every other request succeeds, and the server serves normally afterwards."""
        server = self.start({h.MODEL: {"max_queue_size": 1, "instances": 1}})
        body = json.dumps(h.json_infer_body(h.seeded_input(21))).encode()
        statuses, errors = [], []

        def client():
            conn = http.client.HTTPConnection("127.0.0.1", server.http_port, timeout=30)
            for _ in range(25):
                conn.request("POST", "/v2/models/tiny_cnn/infer", body, {"Content-Type": "application/json"})
                r = conn.getresponse()
                out = json.loads(r.read())
                statuses.append(r.status)
                if r.status == 429:
                    errors.append(out["error"])
            conn.close()

        threads = [threading.Thread(target=client) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(sorted(set(statuses) - {200, 429}), [])
        self.assertGreater(statuses.count(429), 0, "no request was refused")
        self.assertGreater(statuses.count(200), 0)
        self.assertIn("max_queue_size", errors[0])
        self.assertEqual(server.post_json("/v2/models/tiny_cnn/infer", body)[0], 200)

    def test_requests_past_their_deadline_are_504(self):
        """A request still queued past its deadline_ms is answered 504 without running; the others 200."""
        server = self.start({h.MODEL: {"instances": 1, "max_queue_size": 64}})
        payload = h.json_infer_body(h.seeded_input(24))
        payload["parameters"] = {"deadline_ms": 1}
        body = json.dumps(payload).encode()
        statuses = []

        def client():
            conn = http.client.HTTPConnection("127.0.0.1", server.http_port, timeout=30)
            for _ in range(20):
                conn.request("POST", "/v2/models/tiny_cnn/infer", body, {"Content-Type": "application/json"})
                r = conn.getresponse()
                out = json.loads(r.read())
                statuses.append(r.status)
                if r.status == 504:
                    self.assertIn("deadline", out["error"])
            conn.close()

        threads = [threading.Thread(target=client) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(sorted(set(statuses) - {200, 504}), [])
        self.assertGreater(statuses.count(504), 0, "no request waited past 1 ms behind 7 others")

    def test_repository_unload_and_load_without_restart(self):
        """Unload makes a model 404; load serves it again; a <model>/<version>/ directory added while the
        server runs is loaded with its version."""
        server = self.start({h.MODEL: None})
        x = h.seeded_input(22)
        expected = h.capi_run(x)
        path = "/v2/models/tiny_cnn/infer"
        self.assertEqual(server.post_json(path, h.json_infer_body(x))[0], 200)
        self.assertEqual(server.request("POST", "/v2/repository/models/tiny_cnn/unload")[0], 200)
        self.assertEqual(server.post_json(path, h.json_infer_body(x))[0], 404)
        self.assertEqual(server.request("POST", "/v2/repository/models/tiny_cnn/load")[0], 200)
        status, out = server.post_json(path, h.json_infer_body(x))
        self.assertEqual(status, 200, out)

        repo = os.path.dirname(server.log_path)
        shutil.copytree(h.ARTIFACT, os.path.join(repo, "versioned", "3"))
        self.assertEqual(server.request("POST", "/v2/repository/models/versioned/load")[0], 200)
        self.assertEqual(server.get_json("/v2/models/versioned")[1]["versions"], ["3"])
        status, out = server.post_json("/v2/models/versioned/versions/3/infer", h.json_infer_body(x))
        self.assertEqual(status, 200, out)
        np.testing.assert_array_equal(np.array(out["outputs"][0]["data"], dtype=np.float32).reshape(h.OUTPUT_SHAPE),
                                      expected)
        # curl -X POST sends no Content-Length: the repository routes must not require one.
        with socket.create_connection(("127.0.0.1", server.http_port)) as raw:
            raw.sendall(b"POST /v2/repository/models/versioned/unload HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            self.assertTrue(raw.makefile("rb").readline().startswith(b"HTTP/1.1 200"))
        self.assertEqual(server.get_json("/v2/models/versioned")[0], 404)
        status, _, body = server.request("POST", "/v2/repository/models/missing/load")
        self.assertEqual(status, 400)
        self.assertIn("error", json.loads(body))

    def test_config_errors_refuse_the_model(self):
        """A config.json the server cannot honour (batch_buckets over an artifact without bucket
        directories; a misspelt key; a value out of range) makes that model unavailable with the reason,
        not served differently."""
        server = self.start({h.MODEL: None, "bucketed": {"batch_buckets": [1, 2, 4]}, "typo": {"instance": 2},
                             "zero_queue": {"max_queue_size": 0}})
        index = {row["name"]: row for row in json.loads(server.request("POST", "/v2/repository/index")[2])}
        for name, word in [("bucketed", "batch_buckets"), ("typo", "instance"), ("zero_queue", "max_queue_size")]:
            self.assertEqual(index[name]["state"], "UNAVAILABLE")
            self.assertIn(word, index[name]["reason"])
        self.assertEqual(index[h.MODEL]["state"], "READY")

    def test_sigterm_answers_in_flight_requests_and_exits_0(self):
        """SIGTERM while a request is half received and clients are busy: the half-received request is
        still answered with the right numbers, no client sees an HTTP error, and the server exits 0."""
        server = self.start({h.MODEL: None})
        x = h.seeded_input(23)
        expected = h.capi_run(x)
        body = json.dumps(h.json_infer_body(x)).encode()
        statuses = []
        stop = threading.Event()

        def busy_client():
            while not stop.is_set():
                try:
                    status, _, _ = server.request("POST", "/v2/models/tiny_cnn/infer", body,
                                                  {"Content-Type": "application/json"})
                    statuses.append(status)
                except OSError:  # refused or closed once the server stopped accepting: never answered
                    return

        clients = [threading.Thread(target=busy_client) for _ in range(3)]
        for c in clients:
            c.start()
        slow = socket.create_connection(("127.0.0.1", server.http_port))
        slow.sendall(b"POST /v2/models/tiny_cnn/infer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body[:len(body) // 2])
        self.assertTrue(h.wait_until(lambda: len(statuses) >= 20))
        time.sleep(0.2)
        server.proc.send_signal(h.signal.SIGTERM)
        time.sleep(0.3)
        slow.sendall(body[len(body) // 2:])
        response = b""
        while True:
            chunk = slow.recv(65536)
            if not chunk:
                break
            response += chunk
            head, _, rest = response.partition(b"\r\n\r\n")
            lengths = [l for l in head.split(b"\r\n") if l.lower().startswith(b"content-length:")]
            if lengths and len(rest) >= int(lengths[0].split(b":")[1]):
                break
        slow.close()
        head, _, rest = response.partition(b"\r\n\r\n")
        self.assertTrue(head.startswith(b"HTTP/1.1 200"), head)
        got = np.array(json.loads(rest)["outputs"][0]["data"], dtype=np.float32).reshape(h.OUTPUT_SHAPE)
        np.testing.assert_array_equal(got, expected)
        self.assertEqual(server.proc.wait(timeout=20), 0)
        stop.set()
        for c in clients:
            c.join()
        self.assertEqual(sorted(set(statuses)), [200])


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)

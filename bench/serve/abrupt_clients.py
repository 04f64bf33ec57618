#!/usr/bin/python3
"""Clients that leave mid-request, then one that stays: checks a server survives disconnects.

Each of --clients connections (spread over 4 threads) sends an infer request and leaves early, in turn:
after the headers and half the body; after the headers only; after the whole request without reading
the answer; after half the body with a TCP reset (SO_LINGER 0). Then a well-behaved request must get
200, else the exit status is 1.

    abrupt_clients.py --port P --path /v2/models/NAME/infer --body body.bin --header-length L [--clients K]
"""
import argparse
import http.client
import socket
import struct
import sys
import threading


def request_head(a, body_len):
    return (f"POST {a.path} HTTP/1.1\r\nHost: {a.host}:{a.port}\r\nContent-Type: application/octet-stream\r\n"
            f"Inference-Header-Content-Length: {a.header_length}\r\nContent-Length: {body_len}\r\n\r\n").encode()


def leave_early(a, body, kind):
    s = socket.create_connection((a.host, a.port), timeout=10)
    try:
        head = request_head(a, len(body))
        if kind == 0:
            s.sendall(head + body[: len(body) // 2])
        elif kind == 1:
            s.sendall(head)
        elif kind == 2:
            s.sendall(head + body)
        else:
            s.sendall(head + body[: len(body) // 2])
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close sends RST
    finally:
        s.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--path", required=True)
    ap.add_argument("--body", required=True)
    ap.add_argument("--header-length", type=int, required=True)
    ap.add_argument("--clients", type=int, default=200)
    a = ap.parse_args()
    body = open(a.body, "rb").read()

    failures = []

    def worker(first):
        for i in range(first, a.clients, 4):
            try:
                leave_early(a, body, i % 4)
            except OSError as e:  # the server may close first; that is its right, but count it
                failures.append(e)

    threads = [threading.Thread(target=worker, args=(t,)) for t in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()

    conn = http.client.HTTPConnection(a.host, a.port, timeout=60)
    conn.request("POST", a.path, body=body, headers={"Content-Type": "application/octet-stream",
                                                      "Inference-Header-Content-Length": str(a.header_length)})
    status = conn.getresponse().status
    print(f"abrupt: {a.clients} clients left mid-request ({len(failures)} refused at connect or send); "
          f"the next request got {status}")
    sys.exit(0 if status == 200 else 1)


if __name__ == "__main__":
    main()

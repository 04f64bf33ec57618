#!/usr/bin/python3
"""One closed-loop client's latency with microsecond resolution (hey's is 0.1 ms, too coarse for the
tiny_cnn overhead goal): sends the same infer request (a make_body.py binary-extension body) N times on one
keep-alive connection over a raw socket (a new one, timed, when the server closes it), and prints the p50, p90 and mean in microseconds. The client's
own cost per request (Python, a few tens of microseconds) is in the figures, as hey's is in its own; use it
to compare servers or builds in the same run, alternating them.

    latency_probe.py --port P --model NAME --body FILE --header-length N [--requests 2000] [--warmup 200]
"""
import argparse
import socket
import statistics
import time


def read_response(sock, buf):
    """Reads one HTTP/1.1 response with Content-Length; returns (status, whether the server closes the
    connection after it, leftover bytes)."""
    while b"\r\n\r\n" not in buf:
        chunk = sock.recv(65536)
        if not chunk:
            raise SystemExit("latency_probe: the server closed the connection")
        buf += chunk
    head, _, rest = buf.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    status = int(lines[0].split()[1])
    length, closing = 0, False
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
        if name.strip().lower() == b"connection" and value.strip().lower() == b"close":
            closing = True
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            raise SystemExit("latency_probe: the server closed the connection mid-body")
        rest += chunk
    return status, closing, rest[length:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--body", required=True)
    ap.add_argument("--header-length", type=int, required=True)
    ap.add_argument("--requests", type=int, default=2000)
    ap.add_argument("--warmup", type=int, default=200)
    a = ap.parse_args()
    with open(a.body, "rb") as f:
        body = f.read()
    request = (f"POST /v2/models/{a.model}/infer HTTP/1.1\r\nHost: 127.0.0.1\r\n"
               f"Content-Type: application/octet-stream\r\nInference-Header-Content-Length: {a.header_length}\r\n"
               f"Content-Length: {len(body)}\r\n\r\n").encode() + body
    sock = None
    times = []
    reconnects = 0
    for i in range(a.warmup + a.requests):
        t0 = time.perf_counter_ns()
        if sock is None:  # timed: a client pays for the connection the server closed
            sock = socket.create_connection(("127.0.0.1", a.port))
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            buf = b""
            reconnects += 1
        sock.sendall(request)
        status, closing, buf = read_response(sock, buf)
        t1 = time.perf_counter_ns()
        if closing:
            sock.close()
            sock = None
        if status != 200:
            raise SystemExit(f"latency_probe: HTTP {status}")
        if i >= a.warmup:
            times.append((t1 - t0) / 1e3)
    if sock is not None:
        sock.close()
    times.sort()
    print(f"p50_us={statistics.median(times):.0f} p90_us={times[int(len(times) * 0.9)]:.0f} "
          f"mean_us={statistics.fmean(times):.0f} requests={len(times)} connections={reconnects}")


if __name__ == "__main__":
    main()

#!/usr/bin/python3
"""Summarises one `hey -o csv` run: requests answered (ok = 2xx), non-2xx, 5xx, lost (asked for but
never answered: connection errors, timeouts), throughput and p50/p99 latency. hey writes a row per
answered request (response time and start offset in seconds, 0.1 ms resolution) and none for errors.

    hey_stats.py CSV REQUESTED   ->  one line: answered ok non2xx 5xx lost req_per_s p50_ms p99_ms
"""
import csv
import sys


def percentile(sorted_values, q):
    """The nearest-rank percentile (q in (0, 100]) of an ascending list."""
    if not sorted_values:
        return float("nan")
    rank = max(1, -(-len(sorted_values) * q // 100))  # ceil(n * q / 100)
    return sorted_values[int(rank) - 1]


def main():
    path, requested = sys.argv[1], int(sys.argv[2])
    latencies, statuses, end = [], [], 0.0
    with open(path) as f:
        for row in csv.DictReader(f):
            t = float(row["response-time"])
            latencies.append(t)
            statuses.append(int(row["status-code"]))
            end = max(end, float(row["offset"]) + t)
    latencies.sort()
    answered = len(statuses)
    ok = sum(200 <= s < 300 for s in statuses)
    server_errors = sum(s >= 500 for s in statuses)
    throughput = answered / end if end > 0 else 0.0
    print(answered, ok, answered - ok, server_errors, requested - answered, f"{throughput:.1f}",
          f"{percentile(latencies, 50) * 1e3:.2f}", f"{percentile(latencies, 99) * 1e3:.2f}")


if __name__ == "__main__":
    main()

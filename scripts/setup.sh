#!/usr/bin/env bash
# Installs everything rammerc needs on Debian 12, once: Debian packages that are missing, and the
# ONNX Runtime oracle from npm (pinned by tools/oracle/package-lock.json). Safe to run again: it
# installs nothing that is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  build-essential cmake pkg-config git
  libonnx-dev libprotobuf-dev protobuf-compiler libonnx-testdata
  nlohmann-json3-dev libcli11-dev libgtest-dev libbenchmark-dev
  python3 python3-onnx python3-torch python3-torchvision python3-numpy
  # HIP toolchain (the CUDA toolkit comes with the base image at /usr/local/cuda)
  hipcc libamdhip64-dev rocm-device-libs clang-15
  # Serving: HTTP and gRPC servers, the Python binding, its gRPC test client, load generators
  libcpp-httplib-dev libgrpc++-dev protobuf-compiler-grpc python3-grpcio python3-protobuf
  pybind11-dev hey apache2-utils
)

# Node.js and npm for the oracle: Debian's packages only where no node/npm is installed already (the
# base image may ship its own Node.js, whose package conflicts with Debian's npm).
command -v node >/dev/null 2>&1 || PACKAGES+=(nodejs)
command -v npm >/dev/null 2>&1 || PACKAGES+=(npm)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing Debian packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "setup: Debian packages present"
fi

# The oracle: onnxruntime-node's CPU build ships inside the npm package; its install script would
# only fetch optional GPU binaries from outside the registry, so scripts are skipped.
if [ ! -f tools/oracle/node_modules/onnxruntime-node/package.json ]; then
  echo "setup: installing onnxruntime-node (npm ci)"
  (cd tools/oracle && ONNXRUNTIME_NODE_INSTALL=skip npm ci --ignore-scripts --no-audit --no-fund)
else
  echo "setup: onnxruntime-node present"
fi

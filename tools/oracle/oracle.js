#!/usr/bin/env node
// The ONNX Runtime oracle: runs one ONNX model in onnxruntime-node (CPU execution provider) and writes
// its inputs and outputs as a tensor directory (format: tools/oracle/README.md), so that the C++ side
// can feed rammerc the very same inputs and compare outputs.
//
//   node tools/oracle/oracle.js MODEL.onnx --out DIR [--inputs DIR] [--seed N] [--threads N]
//        [--dim NAME=VALUE]... [--input-shape NAME:D0,D1,...]... [--bench N]
//
// Without --inputs, inputs are generated from the model's input metadata with a seeded PRNG (README.md
// documents it exactly). Exit status: 0 success, 1 any error (one line on stderr), 2 bad usage.
'use strict';

const fs = require('fs');
const path = require('path');

const USAGE = `usage: oracle.js MODEL.onnx --out DIR [--inputs DIR] [--seed N] [--threads N]
                 [--dim NAME=VALUE]... [--input-shape NAME:D0,D1,...]... [--bench N]
  --out DIR          write DIR/tensors.json and DIR/<index>.bin (inputs, then outputs)
  --inputs DIR       read the inputs from a tensor directory instead of generating them
  --seed N           seed of the input generator (default 0)
  --threads N        ONNX Runtime intra-op threads (default 1)
  --dim NAME=VALUE   value of a symbolic (dynamic) input dimension
  --input-shape NAME:D0,D1,...  full shape of one input (overrides its metadata)
  --bench N          after 3 warm-up runs, time N runs; print the median and write DIR/bench.json`;

class UsageError extends Error {}

function parseArgs(argv) {
  const opts = { model: null, out: null, inputs: null, seed: 0, threads: 1, dims: {}, shapes: {}, bench: 0 };
  const need = (i, flag) => {
    if (i + 1 >= argv.length) throw new UsageError(`${flag} needs a value`);
    return argv[i + 1];
  };
  const int = (s, flag, min) => {
    if (!/^-?\d+$/.test(s) || Number(s) < min) throw new UsageError(`${flag}: '${s}' is not an integer >= ${min}`);
    return Number(s);
  };
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i];
    if (a === '--out') opts.out = need(i++, a);
    else if (a === '--inputs') opts.inputs = need(i++, a);
    else if (a === '--seed') opts.seed = int(need(i++, a), a, 0);
    else if (a === '--threads') opts.threads = int(need(i++, a), a, 1);
    else if (a === '--bench') opts.bench = int(need(i++, a), a, 1);
    else if (a === '--dim') {
      const m = /^([^=]+)=(\d+)$/.exec(need(i++, a));
      if (!m) throw new UsageError(`--dim expects NAME=VALUE, got '${argv[i]}'`);
      opts.dims[m[1]] = Number(m[2]);
    } else if (a === '--input-shape') {
      const m = /^(.+):(\d+(?:,\d+)*)?$/.exec(need(i++, a));
      if (!m) throw new UsageError(`--input-shape expects NAME:D0,D1,..., got '${argv[i]}'`);
      opts.shapes[m[1]] = m[2] === undefined ? [] : m[2].split(',').map(Number);
    } else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (a.startsWith('--')) throw new UsageError(`unknown flag ${a}`);
    else if (opts.model === null) opts.model = a;
    else throw new UsageError(`unexpected argument '${a}'`);
  }
  if (opts.model === null) throw new UsageError('no model given');
  if (opts.out === null) throw new UsageError('--out DIR is required');
  return opts;
}

// rammerc dtype names (frontend/graph/dtype.h) <-> ONNX Runtime tensor types and typed arrays.
const DTYPES = {
  f32: { ort: 'float32', array: Float32Array },
  f16: { ort: 'float16', array: Uint16Array },  // raw IEEE half bits
  f64: { ort: 'float64', array: Float64Array },
  i64: { ort: 'int64', array: BigInt64Array },
  i32: { ort: 'int32', array: Int32Array },
  i16: { ort: 'int16', array: Int16Array },
  i8: { ort: 'int8', array: Int8Array },
  u8: { ort: 'uint8', array: Uint8Array },
  bool: { ort: 'bool', array: Uint8Array },
};
const FROM_ORT = Object.fromEntries(Object.entries(DTYPES).map(([k, v]) => [v.ort, k]));

// mulberry32: a 32-bit state PRNG (README.md gives the exact recurrence, so other tools can replay it).
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

// float -> IEEE half bits, round to nearest even (values here are in [-1, 1), so no overflow path).
function floatToHalf(f) {
  const buf = new DataView(new ArrayBuffer(4));
  buf.setFloat32(0, f);
  const x = buf.getUint32(0);
  const sign = (x >>> 16) & 0x8000;
  const exp = (x >>> 23) & 0xff;
  let mant = x & 0x7fffff;
  if (exp === 0xff) return sign | 0x7c00 | (mant ? 0x200 : 0);
  let e = exp - 127 + 15;
  if (e >= 0x1f) return sign | 0x7c00;
  if (e <= 0) {
    if (e < -10) return sign;
    mant |= 0x800000;
    const shift = 14 - e;
    let h = mant >>> shift;
    const rem = mant & ((1 << shift) - 1);
    const half = 1 << (shift - 1);
    if (rem > half || (rem === half && (h & 1))) h += 1;
    return sign | h;
  }
  let h = (e << 10) | (mant >>> 13);
  const rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem === 0x1000 && (h & 1))) h += 1;
  return sign | h;
}

// Fills a typed array for dtype: floats uniform in [-1, 1), integers uniform in [0, 4), bools 0/1.
function generate(dtype, n, next) {
  const a = new DTYPES[dtype].array(n);
  for (let i = 0; i < n; ++i) {
    const u = next();
    if (dtype === 'f32' || dtype === 'f64') a[i] = (u / 4294967296) * 2 - 1;
    else if (dtype === 'f16') a[i] = floatToHalf(Math.fround((u / 4294967296) * 2 - 1));
    else if (dtype === 'i64') a[i] = BigInt(u % 4);
    else if (dtype === 'bool') a[i] = u & 1;
    else a[i] = u % 4;
  }
  return a;
}

function resolveShape(meta, opts) {
  if (opts.shapes[meta.name]) return opts.shapes[meta.name];
  return meta.shape.map((d, axis) => {
    if (typeof d === 'number') return d;
    if (d !== '' && opts.dims[d] !== undefined) return opts.dims[d];
    const how = d === '' ? `--input-shape ${meta.name}:...` : `--dim ${d}=VALUE or --input-shape ${meta.name}:...`;
    throw new Error(`input '${meta.name}' has a dynamic dimension ${axis} ('${d}'); give ${how}`);
  });
}

const numel = (shape) => shape.reduce((p, d) => p * d, 1);

function readTensorDir(dir) {
  const index = JSON.parse(fs.readFileSync(path.join(dir, 'tensors.json'), 'utf8'));
  const out = {};
  for (const t of index.tensors) {
    if (t.role !== undefined && t.role !== 'input') continue;
    const info = DTYPES[t.dtype];
    if (!info) throw new Error(`${dir}/tensors.json: unknown dtype '${t.dtype}' of '${t.name}'`);
    const bytes = fs.readFileSync(path.join(dir, t.file));
    const n = numel(t.shape);
    if (bytes.length !== n * info.array.BYTES_PER_ELEMENT)
      throw new Error(`${dir}/${t.file}: ${bytes.length} bytes, expected ${n * info.array.BYTES_PER_ELEMENT} for ${t.dtype}[${t.shape}]`);
    // Copy into a fresh, aligned buffer: a Buffer may sit at an unaligned offset of a shared pool.
    const data = new info.array(n);
    Buffer.from(data.buffer).set(bytes);
    out[t.name] = { dtype: t.dtype, shape: t.shape, data };
  }
  return out;
}

function writeTensorDir(dir, entries) {
  fs.mkdirSync(dir, { recursive: true });
  const tensors = entries.map((e, i) => {
    const file = `${i}.bin`;
    fs.writeFileSync(path.join(dir, file), Buffer.from(e.data.buffer, e.data.byteOffset, e.data.byteLength));
    return { name: e.name, dtype: e.dtype, shape: e.shape, file, role: e.role };
  });
  // One tensor per line: readable, and diffs stay small.
  const lines = tensors.map((t) => '  ' + JSON.stringify(t));
  fs.writeFileSync(path.join(dir, 'tensors.json'), `{"tensors": [\n${lines.join(',\n')}\n]}\n`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const ort = require('onnxruntime-node');
  const session = await ort.InferenceSession.create(opts.model, {
    executionProviders: ['cpu'],
    intraOpNumThreads: opts.threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
  });

  const given = opts.inputs ? readTensorDir(opts.inputs) : null;
  const next = mulberry32(opts.seed);
  const inputs = [];
  for (const meta of session.inputMetadata) {
    if (!meta.isTensor) throw new Error(`input '${meta.name}' is not a tensor; the oracle handles tensors only`);
    const dtype = FROM_ORT[meta.type];
    if (!dtype) throw new Error(`input '${meta.name}' has type ${meta.type}, which rammerc does not represent`);
    if (given) {
      const t = given[meta.name];
      if (!t) throw new Error(`${opts.inputs}/tensors.json has no input '${meta.name}'`);
      if (t.dtype !== dtype) throw new Error(`input '${meta.name}' is ${t.dtype} in ${opts.inputs} but the model expects ${dtype}`);
      inputs.push({ name: meta.name, dtype, shape: t.shape, data: t.data, role: 'input' });
    } else {
      const shape = resolveShape(meta, opts);
      inputs.push({ name: meta.name, dtype, shape, data: generate(dtype, numel(shape), next), role: 'input' });
    }
  }

  const feeds = {};
  for (const t of inputs) feeds[t.name] = new ort.Tensor(DTYPES[t.dtype].ort, t.data, t.shape);
  const results = await session.run(feeds);

  const outputs = session.outputNames.map((name) => {
    const r = results[name];
    const dtype = FROM_ORT[r.type];
    if (!dtype) throw new Error(`output '${name}' has type ${r.type}, which rammerc does not represent`);
    return { name, dtype, shape: Array.from(r.dims), data: r.data, role: 'output' };
  });
  writeTensorDir(opts.out, inputs.concat(outputs));

  if (opts.bench > 0) {
    for (let i = 0; i < 3; ++i) await session.run(feeds);
    const times = [];
    for (let i = 0; i < opts.bench; ++i) {
      const t0 = process.hrtime.bigint();
      await session.run(feeds);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    times.sort((a, b) => a - b);
    const mid = times.length >> 1;
    const median = times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
    fs.writeFileSync(path.join(opts.out, 'bench.json'),
                     JSON.stringify({ runs: opts.bench, threads: opts.threads, median_ms: median }) + '\n');
    console.log(`bench: median_ms=${median.toFixed(4)} runs=${opts.bench} threads=${opts.threads}`);
  }
  await session.release();
}

main().catch((e) => {
  if (e instanceof UsageError) {
    console.error(`oracle: ${e.message}\n${USAGE}`);
    process.exit(2);
  }
  console.error(`oracle: ${e && e.message ? e.message.split('\n')[0] : e}`);
  process.exit(1);
});

// ONNX Runtime's time per node on this machine, the peer's side of a per-op comparison
// (bench/README.md, "Where the time goes"): the model's first input random (other inputs are not
// supported), warm-up runs, then --runs timed runs with ORT's profiler on; prints the wall time per
// run, the kernel time per op type and the slowest nodes, and writes {node: {op, ms}} (ms per run)
// to --json.
//   node bench/cpu/ort_op_profile.js MODEL.onnx [--runs N] [--threads N] [--top N] [--json OUT]
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

function usage(msg) {
  if (msg) console.error(`ort_op_profile: ${msg}`);
  console.error('usage: node bench/cpu/ort_op_profile.js MODEL.onnx [--runs N] [--threads N] [--top N] [--json OUT]');
  process.exit(2);
}

function parseArgs(argv) {
  const o = { runs: 20, threads: 2, top: 20, json: '' };
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i];
    const value = () => (i + 1 < argv.length ? argv[++i] : usage(`${a} needs a value`));
    if (a === '--runs') o.runs = Number(value());
    else if (a === '--threads') o.threads = Number(value());
    else if (a === '--top') o.top = Number(value());
    else if (a === '--json') o.json = value();
    else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else if (!o.model) o.model = a;
    else usage(`unexpected argument ${a}`);
  }
  if (!o.model) usage('no model given');
  for (const k of ['runs', 'threads', 'top'])
    if (!Number.isInteger(o[k]) || o[k] < 1) usage(`--${k} must be a positive integer`);
  return o;
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const ort = require(path.join(__dirname, '../../tools/oracle/node_modules/onnxruntime-node'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ort_op_profile-'));
  try {
    await profile(o, ort, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function profile(o, ort, dir) {
  const warmup = 5;
  const session = await ort.InferenceSession.create(o.model, {
    executionProviders: ['cpu'], intraOpNumThreads: o.threads, interOpNumThreads: 1,
    executionMode: 'sequential', enableProfiling: true, profileFilePrefix: path.join(dir, 'ort'),
  });
  if (session.inputNames.length !== 1) throw new Error(`${o.model} has ${session.inputNames.length} inputs; only one is supported`);
  const meta = session.inputMetadata[0];
  if (meta.type !== 'float32') throw new Error(`input '${meta.name}' is ${meta.type}; only float32 is supported`);
  const shape = meta.shape.map((d) => (typeof d === 'number' ? d : 1));  // symbolic dims: 1
  const n = shape.reduce((a, b) => a * b, 1);
  const x = new ort.Tensor('float32', Float32Array.from({ length: n }, () => Math.random() * 2 - 1), shape);
  for (let i = 0; i < warmup; ++i) await session.run({ [meta.name]: x });
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < o.runs; ++i) await session.run({ [meta.name]: x });
  const wall = Number(process.hrtime.bigint() - t0) / 1e6 / o.runs;
  session.endProfiling();
  // The profile is written when the session ends profiling; wait for the file to appear.
  let file = '';
  for (let tries = 0; tries < 50 && !file; ++tries) {
    const found = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
    if (found.length) file = path.join(dir, found[0]);
    else await new Promise((r) => setTimeout(r, 100));
  }
  if (!file) throw new Error('ONNX Runtime wrote no profile');
  const events = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nodes = {};
  for (const e of events) {
    if (e.cat !== 'Node' || !e.name.endsWith('_kernel_time')) continue;
    const name = e.name.slice(0, -'_kernel_time'.length);
    const entry = nodes[name] || (nodes[name] = { op: e.args.op_name, ms: 0 });
    entry.ms += e.dur / 1000 / (o.runs + warmup);  // the profiler also saw the warm-up runs
  }
  const byOp = {};
  let total = 0;
  for (const v of Object.values(nodes)) {
    byOp[v.op] = (byOp[v.op] || 0) + v.ms;
    total += v.ms;
  }
  console.log(`wall ${wall.toFixed(3)} ms per run (profiler on), kernels ${total.toFixed(3)} ms, ${o.threads} threads`);
  for (const [op, ms] of Object.entries(byOp).sort((a, b) => b[1] - a[1])) console.log(`  ${op.padEnd(28)} ${ms.toFixed(3)} ms`);
  const top = Object.entries(nodes).sort((a, b) => b[1].ms - a[1].ms).slice(0, o.top);
  for (const [name, v] of top) console.log(`  ${v.ms.toFixed(3)} ms  ${v.op.padEnd(16)} ${name}`);
  if (o.json) fs.writeFileSync(o.json, JSON.stringify(nodes, null, 1) + '\n');
}

main().catch((e) => {
  console.error(`ort_op_profile: ${e.message}`);
  process.exit(1);
});

#!/usr/bin/env node
// The serving load test's peer: ONNX Runtime (onnxruntime-node, CPU execution provider) behind a
// minimal Node HTTP server speaking the KServe v2 (Open Inference Protocol) REST endpoints the load
// test uses: health, server and model metadata, and infer with JSON tensors or the binary tensor data
// extension (Inference-Header-Content-Length). One model, one ONNX Runtime session, one run at a time
// with every core as an intra-op thread, so it uses the machine's cores as one rammer session does.
//
//   node bench/serve/ort_server.js MODEL.onnx [--port N] [--host ADDR] [--threads N] [--name NAME]
//        [--port-file FILE]
//
// --port 0 (the default) binds an ephemeral port; the chosen port is printed as
// `listening on http://HOST:PORT` and written to --port-file. SIGTERM/SIGINT close the listener and
// exit once in-flight requests are answered.
'use strict';

const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');

const ort = require(path.join(__dirname, '../../tools/oracle/node_modules/onnxruntime-node'));

const MAX_BODY_BYTES = 64 << 20;

// KServe datatype <-> onnxruntime-node tensor type, and the typed array each uses.
const DATATYPES = {
  FP32: { ort: 'float32', array: Float32Array },
  FP64: { ort: 'float64', array: Float64Array },
  FP16: { ort: 'float16', array: Uint16Array },
  INT64: { ort: 'int64', array: BigInt64Array },
  INT32: { ort: 'int32', array: Int32Array },
  INT8: { ort: 'int8', array: Int8Array },
  UINT8: { ort: 'uint8', array: Uint8Array },
  BOOL: { ort: 'bool', array: Uint8Array },
};
const FROM_ORT = Object.fromEntries(Object.entries(DATATYPES).map(([k, v]) => [v.ort, k]));

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function parseArgs(argv) {
  const o = { model: null, port: 0, host: '127.0.0.1', threads: os.cpus().length, name: null, portFile: null };
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--port') o.port = Number(value());
    else if (a === '--host') o.host = value();
    else if (a === '--threads') o.threads = Number(value());
    else if (a === '--name') o.name = value();
    else if (a === '--port-file') o.portFile = value();
    else if (a.startsWith('--')) throw new Error(`unknown flag ${a}`);
    else o.model = a;
  }
  if (!o.model) throw new Error('usage: ort_server.js MODEL.onnx [--port N] [--host ADDR] [--threads N] [--name NAME] [--port-file FILE]');
  if (!(o.threads >= 1)) throw new Error('--threads needs an integer >= 1');
  o.name = o.name || path.basename(o.model, '.onnx');
  return o;
}

function numel(shape) {
  return shape.reduce((a, b) => a * b, 1);
}

function flatten(data) {
  return Array.isArray(data) ? data.flat(Infinity) : [data];
}

// The model's tensors as KServe metadata ({name, datatype, shape}); dynamic dimensions are -1.
function tensorMetadata(list) {
  return list.map((m) => ({
    name: m.name,
    datatype: FROM_ORT[m.type] || m.type,
    shape: (m.shape || []).map((d) => (typeof d === 'number' ? d : -1)),
  }));
}

// One request's input as an ort.Tensor: from JSON `data` or from its slice of the binary section.
function inputTensor(spec, meta, binary, offset) {
  if (!meta) throw new HttpError(400, `the model has no input '${spec.name}'`);
  const dt = DATATYPES[spec.datatype];
  if (!dt || spec.datatype !== meta.datatype)
    throw new HttpError(400, `input '${spec.name}': datatype ${spec.datatype}, expected ${meta.datatype}`);
  if (!Array.isArray(spec.shape) || spec.shape.length !== meta.shape.length ||
      spec.shape.some((d, i) => !Number.isInteger(d) || d < 0 || (meta.shape[i] !== -1 && d !== meta.shape[i])))
    throw new HttpError(400, `input '${spec.name}': shape ${JSON.stringify(spec.shape)}, expected ${JSON.stringify(meta.shape)}`);
  const n = numel(spec.shape);
  const size = spec.parameters && spec.parameters.binary_data_size;
  let data;
  if (size !== undefined) {
    if (size !== n * dt.array.BYTES_PER_ELEMENT)
      throw new HttpError(400, `input '${spec.name}': binary_data_size ${size}, expected ${n * dt.array.BYTES_PER_ELEMENT}`);
    if (offset + size > binary.length) throw new HttpError(400, `input '${spec.name}': the binary section is too short`);
    const bytes = new Uint8Array(size);  // a copy: aligned for the typed array, independent of the body
    bytes.set(binary.subarray(offset, offset + size));
    data = new dt.array(bytes.buffer);
  } else {
    if (spec.data === undefined) throw new HttpError(400, `input '${spec.name}': no data and no binary_data_size`);
    const flat = flatten(spec.data);
    if (flat.length !== n) throw new HttpError(400, `input '${spec.name}': ${flat.length} values, expected ${n}`);
    data = spec.datatype === 'INT64' ? BigInt64Array.from(flat, (v) => BigInt(v))
                                     : dt.array.from(flat, (v) => (typeof v === 'boolean' ? Number(v) : v));
  }
  return { tensor: new ort.Tensor(dt.ort, data, spec.shape), size: size || 0 };
}

// Splits a body into its JSON header and binary section.
function parseBody(body, headerLength) {
  if (headerLength === undefined) headerLength = body.length;
  else if (!/^\d+$/.test(headerLength) || Number(headerLength) > body.length)
    throw new HttpError(400, `Inference-Header-Content-Length ${headerLength} is not within the body (${body.length} bytes)`);
  const n = Number(headerLength);
  let header;
  try {
    header = JSON.parse(body.subarray(0, n).toString('utf8'));
  } catch (e) {
    throw new HttpError(400, `malformed JSON: ${e.message}`);
  }
  if (!header || !Array.isArray(header.inputs)) throw new HttpError(400, 'the request has no "inputs" list');
  return { header, binary: body.subarray(n) };
}

class Server {
  constructor(opts, session) {
    this.opts = opts;
    this.session = session;
    this.inputs = tensorMetadata(session.inputMetadata);
    this.outputs = tensorMetadata(session.outputMetadata);
    this.queue = Promise.resolve();  // runs are chained: one at a time, every core to each
  }

  metadata() {
    return { name: this.opts.name, versions: ['1'], platform: 'onnxruntime_onnx', inputs: this.inputs, outputs: this.outputs };
  }

  async infer(body, headerLength) {
    const { header, binary } = parseBody(body, headerLength);
    const feeds = {};
    let offset = 0;
    for (const spec of header.inputs) {
      const meta = this.inputs.find((m) => m.name === spec.name);
      const { tensor, size } = inputTensor(spec, meta, binary, offset);
      offset += size;
      feeds[spec.name] = tensor;
    }
    for (const m of this.inputs) if (!feeds[m.name]) throw new HttpError(400, `input '${m.name}' is missing`);
    const requested = Array.isArray(header.outputs) ? header.outputs : [];
    for (const r of requested)
      if (!this.outputs.find((m) => m.name === r.name)) throw new HttpError(400, `the model has no output '${r.name}'`);

    const run = this.queue.then(() => this.session.run(feeds));
    this.queue = run.catch(() => {});
    const results = await run;

    const wantBinary = (name) => {
      const r = requested.find((o) => o.name === name);
      if (r && r.parameters && r.parameters.binary_data !== undefined) return !!r.parameters.binary_data;
      return !!(header.parameters && header.parameters.binary_data_output);
    };
    const names = requested.length ? requested.map((r) => r.name) : this.outputs.map((m) => m.name);
    const outputs = [];
    const chunks = [];
    for (const name of names) {
      const t = results[name];
      const out = { name, datatype: FROM_ORT[t.type] || t.type, shape: Array.from(t.dims) };
      if (wantBinary(name)) {
        const bytes = Buffer.from(t.data.buffer, t.data.byteOffset, t.data.byteLength);
        out.parameters = { binary_data_size: bytes.length };
        chunks.push(bytes);
      } else {
        out.data = t.type === 'int64' ? Array.from(t.data, Number) : Array.from(t.data);
      }
      outputs.push(out);
    }
    const response = { model_name: this.opts.name, model_version: '1', outputs };
    if (header.id !== undefined) response.id = header.id;
    return { json: Buffer.from(JSON.stringify(response)), binary: chunks };
  }

  async handle(req, res) {
    const url = req.url.split('?')[0];
    const model = /^\/v2\/models\/([^/]+)(?:\/versions\/([^/]+))?(\/ready|\/infer)?$/.exec(url);
    if (req.method === 'GET' && (url === '/v2/health/live' || url === '/v2/health/ready')) return send(res, 200, {});
    if (req.method === 'GET' && url === '/v2') return send(res, 200, { name: 'ort_server', version: ort.env.versions?.common || '', extensions: ['binary_tensor_data'] });
    if (!model) throw new HttpError(404, `no endpoint ${req.method} ${url}`);
    if (model[1] !== this.opts.name || (model[2] !== undefined && model[2] !== '1'))
      throw new HttpError(404, `unknown model '${model[1]}'${model[2] ? ` version ${model[2]}` : ''}`);
    if (req.method === 'GET' && model[3] === undefined) return send(res, 200, this.metadata());
    if (req.method === 'GET' && model[3] === '/ready') return send(res, 200, {});
    if (req.method !== 'POST' || model[3] !== '/infer') throw new HttpError(405, `${req.method} ${url} is not supported`);

    const body = await readBody(req);
    const { json, binary } = await this.infer(body, req.headers['inference-header-content-length']);
    if (binary.length === 0) return send(res, 200, json);
    const data = Buffer.concat([json, ...binary]);
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Inference-Header-Content-Length': json.length,
                         'Content-Length': data.length });
    res.end(data);
  }
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let bytes = 0;
    req.on('data', (c) => {
      bytes += c.length;
      if (bytes > MAX_BODY_BYTES) {
        reject(new HttpError(413, `the body exceeds ${MAX_BODY_BYTES} bytes`));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('aborted', () => reject(new HttpError(400, 'the client closed the connection mid-request')));
  });
}

function send(res, status, body) {
  const data = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': data.length });
  res.end(data);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const session = await ort.InferenceSession.create(opts.model, {
    executionProviders: ['cpu'],
    intraOpNumThreads: opts.threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
  });
  const server = new Server(opts, session);
  const http_server = http.createServer((req, res) => {
    server.handle(req, res).catch((e) => {
      if (res.headersSent || res.destroyed) return;  // a client that left gets no answer
      send(res, e instanceof HttpError ? e.status : 500, { error: e.message });
    });
  });
  http_server.requestTimeout = 30000;
  http_server.headersTimeout = 10000;
  http_server.listen(opts.port, opts.host, () => {
    const port = http_server.address().port;
    if (opts.portFile) fs.writeFileSync(opts.portFile, `${port}\n`);
    console.log(`listening on http://${opts.host}:${port} model=${opts.name} threads=${opts.threads}`);
  });
  const stop = () => {
    http_server.close(() => process.exit(0));
    http_server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  console.error(`ort_server: ${e.message}`);
  process.exit(1);
});

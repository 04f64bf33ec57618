"""Models whose tensors are 16-bit floats, as a model exported after `.half()` (or in bfloat16) is.

Built in torch with random (seeded) weights, exported at float32 and then converted to FLOAT16 or
BFLOAT16 in the ONNX graph (every float initializer, Constant, graph input and output, and Cast target,
rounded to nearest even): torch 1.13's CPU ops have no f16 convolution, so `.half()` followed by
torch.onnx.export cannot trace on a machine without a GPU. The graph is the one torch writes; only the
element type changes, exactly what exporting the `.half()` module on a GPU gives.

  f16_cnn        conv/BN/ReLU stem, a strided conv, a residual conv block, MaxPool, a depthwise conv,
                 global average pool and a Linear head; 1x3x32x32, FLOAT16
  f16_attention  a pre-norm transformer block (LayerNorm decomposed at opset 13, 2-head attention, GELU
                 MLP) over 1x16x64 tokens, FLOAT16
  bf16_attention the same block in BFLOAT16, opset 15 (the first where every op of it, Pow included, accepts it)
"""
import io
import warnings

import numpy as np
import onnx
import torch
from onnx import TensorProto, numpy_helper

from common import ExportSpec, OnnxSpec, randomize_batchnorm


def _bf16_bits(a: np.ndarray) -> np.ndarray:
    """float32 -> bfloat16 bit patterns, round to nearest even; NaN stays a quiet NaN."""
    u = np.ascontiguousarray(a, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    nan = (u & 0x7FFFFFFF) > 0x7F800000
    return np.where(nan, ((u >> 16) | 0x40).astype(np.uint16), rounded)


def _half_tensor(t: TensorProto, elem: int) -> TensorProto:
    a = numpy_helper.to_array(t).astype(np.float32)
    out = TensorProto()
    out.name = t.name
    out.dims.extend(a.shape)
    out.data_type = elem
    bits = a.astype(np.float16).view(np.uint16) if elem == TensorProto.FLOAT16 else _bf16_bits(a)
    out.raw_data = bits.astype("<u2").tobytes()
    return out


def convert_to_half(model: onnx.ModelProto, elem: int) -> onnx.ModelProto:
    """Every FLOAT tensor of the graph becomes `elem` (FLOAT16 or BFLOAT16)."""
    g = model.graph
    for i, t in enumerate(g.initializer):
        if t.data_type == TensorProto.FLOAT:
            g.initializer[i].CopyFrom(_half_tensor(t, elem))
    for v in list(g.input) + list(g.output) + list(g.value_info):
        if v.type.tensor_type.elem_type == TensorProto.FLOAT:
            v.type.tensor_type.elem_type = elem
    for n in g.node:
        for a in n.attribute:
            if a.type == onnx.AttributeProto.TENSOR and a.t.data_type == TensorProto.FLOAT:
                a.t.CopyFrom(_half_tensor(a.t, elem))
            if n.op_type == "Cast" and a.name == "to" and a.i == TensorProto.FLOAT:
                a.i = elem
    return model


def _export_half(spec: ExportSpec, elem: int) -> OnnxSpec:
    buf = io.BytesIO()
    spec.model.eval()
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(spec.model, spec.inputs, buf, opset_version=spec.opset, do_constant_folding=True,
                          input_names=spec.input_names, output_names=spec.output_names,
                          training=torch.onnx.TrainingMode.EVAL)
    model = convert_to_half(onnx.load_from_string(buf.getvalue()), elem)
    return OnnxSpec(model, spec.opset)


class _SmallCnn(torch.nn.Module):
    def __init__(self):
        super().__init__()
        nn = torch.nn
        self.stem = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU())
        self.down = nn.Sequential(nn.Conv2d(16, 32, 3, stride=2, padding=1), nn.BatchNorm2d(32), nn.ReLU())
        self.block = nn.Sequential(nn.Conv2d(32, 32, 3, padding=1), nn.BatchNorm2d(32))
        self.pool = nn.MaxPool2d(2)
        self.dw = nn.Conv2d(32, 32, 3, padding=1, groups=32)
        self.head = nn.Linear(32, 10)

    def forward(self, x):
        x = self.down(self.stem(x))
        x = torch.relu(self.block(x) + x)
        x = torch.relu(self.dw(self.pool(x)))
        return self.head(torch.flatten(torch.nn.functional.adaptive_avg_pool2d(x, 1), 1))


class _AttentionBlock(torch.nn.Module):
    """x + MHA(LN(x)), then x + MLP(LN(x)) with GELU; 2 heads."""

    def __init__(self, dim: int = 64, heads: int = 2, mlp: int = 128):
        super().__init__()
        nn = torch.nn
        self.heads = heads
        self.norm1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.norm2 = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, mlp)
        self.fc2 = nn.Linear(mlp, dim)

    def forward(self, x):
        n, t, d = x.shape
        h = self.heads
        q, k, v = self.qkv(self.norm1(x)).reshape(n, t, 3, h, d // h).permute(2, 0, 3, 1, 4)
        a = torch.softmax(q @ k.transpose(-2, -1) * (d // h) ** -0.5, dim=-1)
        x = x + self.proj((a @ v).transpose(1, 2).reshape(n, t, d))
        return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.norm2(x))))


def _cnn_spec() -> ExportSpec:
    model = _SmallCnn()
    randomize_batchnorm(model)
    return ExportSpec(model.eval(), (torch.randn(1, 3, 32, 32),), ["input"], ["logits"])


def _attention_spec(opset: int) -> ExportSpec:
    return ExportSpec(_AttentionBlock().eval(), (torch.randn(1, 16, 64),), ["tokens"], ["out"], opset)


def f16_cnn() -> OnnxSpec:
    return _export_half(_cnn_spec(), TensorProto.FLOAT16)


def f16_attention() -> OnnxSpec:
    return _export_half(_attention_spec(13), TensorProto.FLOAT16)


def bf16_attention() -> OnnxSpec:
    return _export_half(_attention_spec(15), TensorProto.BFLOAT16)

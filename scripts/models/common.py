"""Shared pieces of the model exporters.

Every model builder returns an ExportSpec: an eval-mode torch module with random (seeded) weights, example
inputs of the exact static shapes to export, and names for the graph's inputs and outputs. export_spec()
writes it as ONNX with constant folding and checks the result with onnx.checker.
"""
import dataclasses
import os
import warnings
from typing import List, Optional, Tuple

import onnx
import torch

DEFAULT_OPSET = 13


@dataclasses.dataclass
class ExportSpec:
    model: torch.nn.Module
    inputs: Tuple[torch.Tensor, ...]
    input_names: List[str]
    output_names: List[str]
    opset: int = DEFAULT_OPSET


@dataclasses.dataclass
class OnnxSpec:
    """A model built directly as an onnx.ModelProto (graphs too large for torch.onnx.export's passes)."""
    model: onnx.ModelProto
    opset: int = DEFAULT_OPSET


def randomize_batchnorm(model: torch.nn.Module, generator: Optional[torch.Generator] = None) -> None:
    """Give every BatchNorm non-trivial statistics and affine parameters.

    Freshly built BatchNorms hold mean 0, var 1, scale 1, shift 0, so they are the identity in eval mode and
    a compiler that drops or mis-folds them would still match the reference. Values stay near those
    defaults so deep random networks keep activations in a sane range.
    """
    g = generator
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, torch.nn.modules.batchnorm._BatchNorm):
                n = m.num_features
                m.running_mean.copy_(torch.randn(n, generator=g) * 0.1)
                m.running_var.copy_(torch.rand(n, generator=g) + 0.5)
                if m.affine:
                    m.weight.copy_(torch.rand(n, generator=g) + 0.5)
                    m.bias.copy_(torch.randn(n, generator=g) * 0.1)


def export_spec(spec, path: str) -> None:
    """Write spec (ExportSpec or OnnxSpec) to path atomically: a partly written file never carries the final
    name, and the file is checked with onnx.checker before it gets it."""
    tmp = path + ".tmp"
    if isinstance(spec, OnnxSpec):
        onnx.save(spec.model, tmp)
    else:
        _torch_export(spec, tmp)
    try:
        onnx.checker.check_model(tmp)
    except Exception:
        os.remove(tmp)
        raise
    os.replace(tmp, path)


def _torch_export(spec: ExportSpec, tmp: str) -> None:
    spec.model.eval()
    with torch.no_grad(), warnings.catch_warnings():
        # torch.onnx warns about every traced Python-level shape computation; the shapes are static on
        # purpose here, so those warnings are noise in the build log.
        warnings.simplefilter("ignore")
        torch.onnx.export(
            spec.model,
            spec.inputs,
            tmp,
            opset_version=spec.opset,
            do_constant_folding=True,
            input_names=spec.input_names,
            output_names=spec.output_names,
            training=torch.onnx.TrainingMode.EVAL,
        )

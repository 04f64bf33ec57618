"""torchvision semantic-segmentation models with random weights (weights=None, weights_backbone=None),
batch 1, NCHW float32: LR-ASPP MobileNetV3-Large, whose head up-samples with bilinear Resize (the
exporters' Resize with linear mode and half_pixel / align_corners coordinates).

Configurations are torchvision 0.14's defaults; docs/models.md lists them.
"""
import torch
import torchvision

from common import ExportSpec, randomize_batchnorm


class _OutTensor(torch.nn.Module):
    """torchvision's segmentation models return {"out": tensor}: export the tensor."""

    def __init__(self, model: torch.nn.Module):
        super().__init__()
        self.model = model

    def forward(self, x):
        return self.model(x)["out"]


def _segmentation(model: torch.nn.Module, size: int) -> ExportSpec:
    randomize_batchnorm(model)
    return ExportSpec(_OutTensor(model).eval(), (torch.randn(1, 3, size, size),), ["input"], ["out"])


def lraspp_mobilenet_v3() -> ExportSpec:
    torch.manual_seed(0)
    model = torchvision.models.segmentation.lraspp_mobilenet_v3_large(weights=None, weights_backbone=None,
                                                                     num_classes=21)
    return _segmentation(model, 512)

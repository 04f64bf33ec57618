"""torchvision image classifiers with random weights (weights=None), batch 1, NCHW float32.

Configurations are torchvision 0.14's defaults; docs/models.md lists them.
"""
import torch
import torchvision

from common import ExportSpec, randomize_batchnorm


def _image_classifier(model: torch.nn.Module, size: int) -> ExportSpec:
    randomize_batchnorm(model)
    return ExportSpec(model.eval(), (torch.randn(1, 3, size, size),), ["input"], ["logits"])


def resnet18() -> ExportSpec:
    return _image_classifier(torchvision.models.resnet18(weights=None), 224)


def resnet50() -> ExportSpec:
    return _image_classifier(torchvision.models.resnet50(weights=None), 224)


def resnext50_32x4d() -> ExportSpec:
    return _image_classifier(torchvision.models.resnext50_32x4d(weights=None), 224)


def mobilenet_v2() -> ExportSpec:
    return _image_classifier(torchvision.models.mobilenet_v2(weights=None), 224)


def squeezenet1_1() -> ExportSpec:
    return _image_classifier(torchvision.models.squeezenet1_1(weights=None), 224)


def inception_v3() -> ExportSpec:
    # aux_logits=False: the auxiliary head only exists for training; init_weights=True keeps torchvision's
    # truncated-normal init (and silences its warning about the default changing).
    model = torchvision.models.inception_v3(weights=None, aux_logits=False, init_weights=True)
    return _image_classifier(model, 299)


def alexnet() -> ExportSpec:
    # Rammer's AlexNet (tf_cnn_benchmarks AlexnetModel, 227x227 VALID) has the same layer sizes as
    # torchvision's; torchvision pads conv1 by 2 on a 224 input and reaches the same 55x55 map.
    return _image_classifier(torchvision.models.alexnet(weights=None), 224)

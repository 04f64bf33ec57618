"""The table of exportable models: name -> (module, builder function, one-line summary).

Kept free of torch imports so `export_models.py --list` is instant; the builder's module is imported only
when that model is exported. Each builder returns a common.ExportSpec. docs/models.md describes every
model's configuration and where it comes from.
"""
import collections
import importlib

# default=False: left out when no --models list is given (too slow for every build; name it to export it).
ModelEntry = collections.namedtuple("ModelEntry", ["name", "module", "builder", "summary", "default"],
                                    defaults=[True])

_ENTRIES = [
    # torchvision classifiers (cnn.py)
    ModelEntry("resnet18", "cnn", "resnet18", "torchvision ResNet-18, 1x3x224x224"),
    ModelEntry("resnet50", "cnn", "resnet50", "torchvision ResNet-50, 1x3x224x224"),
    ModelEntry("resnext50_32x4d", "cnn", "resnext50_32x4d", "torchvision ResNeXt-50 32x4d, 1x3x224x224"),
    ModelEntry("mobilenet_v2", "cnn", "mobilenet_v2", "torchvision MobileNetV2, 1x3x224x224"),
    ModelEntry("squeezenet1_1", "cnn", "squeezenet1_1", "torchvision SqueezeNet 1.1, 1x3x224x224"),
    ModelEntry("inception_v3", "cnn", "inception_v3", "torchvision Inception v3 (no aux head), 1x3x299x299"),
    # torchvision segmentation (segmentation.py)
    ModelEntry("lraspp_mobilenet_v3", "segmentation", "lraspp_mobilenet_v3",
               "torchvision LR-ASPP MobileNetV3-Large (21 classes, bilinear Resize head), 1x3x512x512"),
    # the real-model zoo (zoo.py)
    ModelEntry("mobilenet_v3_large", "zoo", "mobilenet_v3_large", "torchvision MobileNetV3-Large, 1x3x224x224"),
    ModelEntry("efficientnet_b0", "zoo", "efficientnet_b0", "torchvision EfficientNet-B0, 1x3x224x224"),
    ModelEntry("shufflenet_v2", "zoo", "shufflenet_v2", "torchvision ShuffleNetV2 x1.0, 1x3x224x224"),
    ModelEntry("regnet_y_400mf", "zoo", "regnet_y_400mf", "torchvision RegNetY-400MF, 1x3x224x224"),
    ModelEntry("densenet121", "zoo", "densenet121", "torchvision DenseNet-121, 1x3x224x224"),
    ModelEntry("convnext_tiny", "zoo", "convnext_tiny", "torchvision ConvNeXt-Tiny, 1x3x224x224"),
    ModelEntry("vit_tiny", "zoo", "vit_tiny", "ViT-Tiny (dim 192, 3 heads) with 4 of 12 blocks, opset 17, 1x3x224x224"),
    ModelEntry("unet", "zoo", "unet", "UNet width 16, 3 levels, ConvTranspose up-sampling, 1x3x128x128"),
    ModelEntry("nhwc_cnn", "zoo", "nhwc_cnn", "NHWC graph: Transpose around every Conv as tf2onnx writes, 1x128x128x3"),
    # control flow (control_flow.py)
    ModelEntry("if_pinned", "control_flow", "if_pinned",
               "If on a boolean input (branches of different shapes): compiles with --input-value high_res=0|1"),
    ModelEntry("if_data", "control_flow", "if_data", "If on the sign of the input's mean: compiled by if-conversion"),
    ModelEntry("loop_refine", "control_flow", "loop_refine",
               "Loop of constant trip count 4 refining a [1,16] state, with a scan output: unrolled"),
    ModelEntry("scan_rnn", "control_flow", "scan_rnn",
               "bidirectional simple RNN as two Scans (axis 1, one reversed) over [1,6,8]: unrolled"),
    ModelEntry("lstm2", "rnn", "lstm2", "2-layer LSTM (in 64, hidden 128, 16 steps) + Linear head"),
    ModelEntry("lstm_stack", "rnn", "lstm_stack",
               "LSTM-TC's graph at small size: 3 LSTM layers, hidden 64, 12 steps; the output is a Squeeze of Y"),
    # Rammer (OSDI'20) evaluation set
    ModelEntry("resnext29", "resnext", "resnext29",
               "ResNeXt-29 (16 branches x 64, CIFAR 1x3x32x32), 3 blocks per stage"),
    ModelEntry("resnext29_artifact", "resnext", "resnext29_artifact",
               "ResNeXt as the Rammer artifact builds it: 9 blocks per stage (slow export)", False),
    ModelEntry("nasnet", "nas", "nasnet", "NASNet-A 6@768 CIFAR (N=6, F=32), 1x3x32x32"),
    ModelEntry("nasnet_n2", "nas", "nasnet_n2", "NASNet-A CIFAR reduced to N=2 per stage, 1x3x32x32"),
    ModelEntry("alexnet", "cnn", "alexnet", "torchvision AlexNet, 1x3x224x224"),
    ModelEntry("deepspeech2", "rnn", "deepspeech2",
               "DeepSpeech2: 2 conv + 7 LSTM (hidden 256) + FC, spectrogram 1x1x300x171"),
    ModelEntry("lstm_tc", "rnn", "lstm_tc", "LSTM-TC: 10 LSTM layers, hidden 256, 100 steps"),
    ModelEntry("lstm_tc_cells", "rnn_cells", "lstm_tc_cells",
               "LSTM-TC unrolled into per-step cells (MatMul/Sigmoid/Tanh), as Rammer's TF graph"),
    ModelEntry("seq2seq", "rnn", "seq2seq",
               "Seq2Seq: 8-layer LSTM encoder (100 steps), 4-layer decoder unrolled 30 steps, hidden 128"),
    ModelEntry("bert_layer", "bert", "bert_layer",
               "one BERT-base encoder layer (768, 12 heads, FFN 3072, seq 128), opset 13"),
    # pre-quantised models for the NPU's int8 import (quantised.py)
    ModelEntry("qdq_cnn", "quantised", "qdq_cnn", "int8 CNN in QDQ form (Quantize/DequantizeLinear pairs), 1x8x12x12"),
    ModelEntry("qlinear_cnn", "quantised", "qlinear_cnn", "QLinearConv x2 + QLinearMatMul CNN, 1x8x12x12"),
    ModelEntry("bert_layer_op17", "bert", "bert_layer_op17",
               "bert_layer exported at opset 17 (LayerNormalization op)"),
    # 16-bit float models (half.py)
    ModelEntry("f16_cnn", "half", "f16_cnn", "small residual CNN in FLOAT16 (conv, BN folded, MaxPool, depthwise, Linear), 1x3x32x32"),
    ModelEntry("f16_attention", "half", "f16_attention", "pre-norm 2-head attention block + GELU MLP in FLOAT16, 1x16x64"),
    ModelEntry("bf16_attention", "half", "bf16_attention", "the f16_attention block in BFLOAT16 (opset 15), 1x16x64"),
]

MODELS = collections.OrderedDict((e.name, e) for e in _ENTRIES)
DEFAULT_MODELS = [e.name for e in _ENTRIES if e.default]


def build(name: str):
    """Build model `name` (an ExportSpec)."""
    entry = MODELS[name]
    module = importlib.import_module(entry.module)
    return getattr(module, entry.builder)()

"""ResNeXt for CIFAR (1x3x32x32, 10 classes) in the form the Rammer OSDI'20 artifact builds it.

Source: microsoft/nnfusion artifacts/models/resnext_nchw/resnext.py (cardinality 16, every branch a
1x1 -> 3x3 conv pair of width 64, branches as separate convolutions joined by Concat, a 1x1 "transition"
conv to the stage width 64/128/256, and a parameter-free shortcut: identity, or 2x2 average pool plus
zero channel padding when a stage doubles the width). Separate branch convolutions (not one grouped Conv)
are what gives Rammer its inter-operator parallelism on this model.
"""
import torch
import torch.nn.functional as F
from torch import nn

from common import ExportSpec, randomize_batchnorm

CARDINALITY = 16
BRANCH_WIDTH = 64
STAGE_WIDTHS = (64, 128, 256)


def _conv_bn(cin, cout, kernel, stride=1):
    return [nn.Conv2d(cin, cout, kernel, stride, padding=kernel // 2, bias=False), nn.BatchNorm2d(cout)]


class Block(nn.Module):
    def __init__(self, cin, cout, size):
        super().__init__()
        # The artifact halves the resolution exactly where a stage doubles the width.
        self.downsample = cin * 2 == cout
        stride = 2 if self.downsample else 1
        if self.downsample:
            # Zero channels on both sides of the pooled shortcut, as constants joined by Concat (torch
            # exports F.pad with a chain of shape-computing nodes).
            self.register_buffer("zeros", torch.zeros(1, cin // 2, size // 2, size // 2), persistent=False)
        self.branches = nn.ModuleList([
            nn.Sequential(*_conv_bn(cin, BRANCH_WIDTH, 1, stride), nn.ReLU(),
                          *_conv_bn(BRANCH_WIDTH, BRANCH_WIDTH, 3), nn.ReLU())
            for _ in range(CARDINALITY)])
        self.transition = nn.Sequential(*_conv_bn(CARDINALITY * BRANCH_WIDTH, cout, 1))

    def forward(self, x):
        y = self.transition(torch.cat([b(x) for b in self.branches], dim=1))
        shortcut = x
        if self.downsample:
            # count_include_pad=False: no padding here anyway, and it keeps torch from emitting a no-op Pad.
            pooled = F.avg_pool2d(x, 2, 2, count_include_pad=False)
            shortcut = torch.cat([self.zeros, pooled, self.zeros], dim=1)
        return F.relu(y + shortcut)


class ResNeXtCifar(nn.Module):
    def __init__(self, blocks_per_stage, num_classes=10):
        super().__init__()
        self.stem = nn.Sequential(*_conv_bn(3, 64, 3), nn.ReLU())
        blocks, cin, size = [], 64, 32
        for width in STAGE_WIDTHS:
            for _ in range(blocks_per_stage):
                blocks.append(Block(cin, width, size))
                size = size // 2 if blocks[-1].downsample else size
                cin = width
        self.blocks = nn.Sequential(*blocks)
        self.fc = nn.Linear(cin, num_classes, bias=False)

    def forward(self, x):
        x = self.blocks(self.stem(x))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


def _spec(blocks_per_stage):
    model = ResNeXtCifar(blocks_per_stage)
    randomize_batchnorm(model)
    return ExportSpec(model.eval(), (torch.randn(1, 3, 32, 32),), ["input"], ["logits"])


def resnext29() -> ExportSpec:
    # Depth 29 = 3 stages x 3 blocks x 3 conv layers + stem + classifier (ResNeXt paper, CIFAR).
    return _spec(3)


def resnext29_artifact() -> ExportSpec:
    # The artifact calls its 3-block residual_layer 3 times per stage: 9 blocks per stage is what was timed.
    return _spec(9)

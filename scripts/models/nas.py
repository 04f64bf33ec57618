"""NASNet-A for CIFAR (1x3x32x32, 10 classes): normal and reduction cells from the NASNet paper.

Source of the configuration: the Rammer OSDI'20 artifact (microsoft/nnfusion
artifacts/models/nasnet_cifar_nchw/nasnet.py, TF-slim's cifar_config: 18 normal cells = N 6 per stage,
F 32 filters, stem multiplier 3, reduction cells before cells 6 and 12, no auxiliary head at inference).
The cell wiring (which op reads which hidden state) is the published NASNet-A table, written here as data.
Differences from TF-slim: PyTorch pads stride-2 convolutions and pools symmetrically where TF's SAME pads
bottom/right (same output shapes), and drop-path is absent (it is the identity at inference).
"""
import torch
import torch.nn.functional as F
from torch import nn

from common import ExportSpec, randomize_batchnorm

# (operation, hidden-state index) pairs, combined two at a time by addition; indices 0 and 1 are the cell's
# two inputs (this cell's 1x1-projected input and the previous cell's output), 2.. the combinations so far.
NORMAL_OPS = ["sep5", "sep3", "sep5", "sep3", "avg3", "none", "avg3", "avg3", "sep3", "none"]
NORMAL_INPUTS = [0, 1, 1, 1, 0, 1, 1, 1, 0, 0]
NORMAL_USED = {0}  # states consumed inside the cell and therefore left out of the output concat
REDUCTION_OPS = ["sep5", "sep7", "max3", "sep7", "avg3", "sep5", "none", "avg3", "sep3", "max3"]
REDUCTION_INPUTS = [0, 1, 0, 1, 0, 1, 3, 2, 2, 0]
REDUCTION_USED = {0, 1, 2}


def _relu_conv_bn(cin, cout, stride=1):
    return nn.Sequential(nn.ReLU(), nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))


class SeparableStack(nn.Module):
    """Two (ReLU, depthwise kxk, pointwise 1x1, BN) layers; only the first one strides."""

    def __init__(self, cin, cout, kernel, stride):
        super().__init__()
        layers = []
        for s, c in ((stride, cin), (1, cout)):
            layers += [nn.ReLU(), nn.Conv2d(c, c, kernel, s, kernel // 2, groups=c, bias=False),
                       nn.Conv2d(c, cout, 1, bias=False), nn.BatchNorm2d(cout)]
        self.body = nn.Sequential(*layers)

    def forward(self, x):
        return self.body(x)


class FactorizedReduction(nn.Module):
    """Halve the resolution without dropping pixels: two 1x1 convs over the even and the odd pixel grids."""

    def __init__(self, cin, cout, relu):
        super().__init__()
        self.relu = relu
        self.conv1 = nn.Conv2d(cin, cout // 2, 1, bias=False)
        self.conv2 = nn.Conv2d(cin, cout // 2, 1, bias=False)
        self.bn = nn.BatchNorm2d(cout)

    def forward(self, x):
        if self.relu:
            x = F.relu(x)
        # count_include_pad=False changes nothing without padding but keeps torch from emitting a no-op Pad.
        path1 = self.conv1(F.avg_pool2d(x, 1, 2, count_include_pad=False))
        # TF pads bottom/right by one, drops the first row and column and pools with stride 2: on even
        # sizes that is the odd-pixel grid, taken here with one strided Slice (torch's F.pad export would
        # add a chain of shape-computing nodes).
        path2 = self.conv2(x[:, :, 1::2, 1::2])
        return self.bn(torch.cat([path1, path2], dim=1))


class Pool(nn.Module):
    def __init__(self, kind, cin, cout, stride):
        super().__init__()
        if kind == "max":
            self.pool = nn.MaxPool2d(3, stride, 1)
        else:
            # TF averages over the in-bounds pixels only.
            self.pool = nn.AvgPool2d(3, stride, 1, count_include_pad=False)
        self.project = None if cin == cout else nn.Sequential(nn.Conv2d(cin, cout, 1, bias=False),
                                                             nn.BatchNorm2d(cout))

    def forward(self, x):
        x = self.pool(x)
        return x if self.project is None else self.project(x)


def _make_op(op, cin, cout, stride):
    if op.startswith("sep"):
        return SeparableStack(cin, cout, int(op[3:]), stride)
    if op.startswith(("avg", "max")):
        return Pool(op[:3], cin, cout, stride)
    assert op == "none"
    return nn.Identity() if stride == 1 and cin == cout else _relu_conv_bn(cin, cout, stride)


class Cell(nn.Module):
    """One NASNet-A cell. Shapes are (channels, size) pairs, tracked statically to size every op."""

    def __init__(self, reduction, filters, cur_shape, prev_shape):
        super().__init__()
        ops, inputs, self.used = ((REDUCTION_OPS, REDUCTION_INPUTS, REDUCTION_USED) if reduction
                                  else (NORMAL_OPS, NORMAL_INPUTS, NORMAL_USED))
        self.inputs = inputs
        stride = 2 if reduction else 1
        (cur_c, cur_s), (prev_c, prev_s) = cur_shape, prev_shape or cur_shape
        # Make the previous cell's output match this cell's filters and resolution. The first cell has no
        # previous cell and reads the stem output unchanged (TF: prev_layer is None).
        if prev_shape is None:
            self.prev = nn.Identity()
        elif prev_s != cur_s:
            self.prev = FactorizedReduction(prev_c, filters, relu=True)
            prev_c = filters
        elif prev_c != filters:
            self.prev = _relu_conv_bn(prev_c, filters)
            prev_c = filters
        else:
            self.prev = nn.Identity()
        self.base = _relu_conv_bn(cur_c, filters)
        shapes = [(filters, cur_s), (prev_c, cur_s)]
        self.ops = nn.ModuleList()
        for k, (op, idx) in enumerate(zip(ops, inputs)):
            # Only ops reading the cell's inputs stride; combined states already have the output size.
            s = stride if idx < 2 else 1
            self.ops.append(_make_op(op, shapes[idx][0], filters, s))
            if k % 2 == 1:
                shapes.append((filters, cur_s // stride))
        out_s = cur_s // stride
        self.fix = nn.ModuleList()
        for idx, (c, s) in enumerate(shapes):
            if idx in self.used or (c == filters and s == out_s):
                self.fix.append(nn.Identity())
            elif s != out_s:
                self.fix.append(FactorizedReduction(c, filters, relu=False))
            else:
                self.fix.append(nn.Sequential(nn.Conv2d(c, filters, 1, bias=False), nn.BatchNorm2d(filters)))
        self.out_shape = (filters * (len(shapes) - len(self.used)), out_s)

    def forward(self, cur, prev):
        states = [self.base(cur), self.prev(prev)]
        for k in range(0, len(self.ops), 2):
            left = self.ops[k](states[self.inputs[k]])
            right = self.ops[k + 1](states[self.inputs[k + 1]])
            states.append(left + right)
        kept = [self.fix[i](h) for i, h in enumerate(states) if i not in self.used]
        return torch.cat(kept, dim=1)


class NASNetCifar(nn.Module):
    def __init__(self, cells_per_stage, filters=32, stem_multiplier=3, num_classes=10):
        super().__init__()
        stem_c = filters * stem_multiplier
        self.stem = nn.Sequential(nn.Conv2d(3, stem_c, 3, 1, 1, bias=False), nn.BatchNorm2d(stem_c))
        cur, prev = (stem_c, 32), None
        self.cells = nn.ModuleList()
        scale = 1
        for stage in range(3):
            if stage > 0:
                scale *= 2
                cell = Cell(True, filters * scale, cur, prev)
                self.cells.append(cell)
                prev, cur = cur, cell.out_shape
            for _ in range(cells_per_stage):
                cell = Cell(False, filters * scale, cur, prev)
                self.cells.append(cell)
                prev, cur = cur, cell.out_shape
        self.fc = nn.Linear(cur[0], num_classes)

    def forward(self, x):
        cur = prev = self.stem(x)
        for cell in self.cells:
            prev, cur = cur, cell(cur, prev)
        x = F.adaptive_avg_pool2d(F.relu(cur), 1)
        return self.fc(torch.flatten(x, 1))


def _spec(cells_per_stage):
    model = NASNetCifar(cells_per_stage)
    randomize_batchnorm(model)
    return ExportSpec(model.eval(), (torch.randn(1, 3, 32, 32),), ["input"], ["logits"])


def nasnet() -> ExportSpec:
    return _spec(6)


def nasnet_n2() -> ExportSpec:
    return _spec(2)

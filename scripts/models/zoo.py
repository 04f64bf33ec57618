"""The real-model zoo: architectures as users export them, random (seeded) weights, batch 1, float32.

torchvision 0.14 classifiers at their default configuration (224x224): MobileNetV3-Large (Hardswish,
Hardsigmoid, squeeze-excite), EfficientNet-B0 (SiLU, squeeze-excite), ShuffleNetV2 x1.0 (channel shuffle by
Reshape/Transpose, chunks by Slice), RegNetY-400MF (grouped convs, squeeze-excite), DenseNet-121 (dense Concat
chains), ConvNeXt-Tiny (7x7 depthwise convs, channels-last LayerNorm, GELU, layer scale). Then three
hand-built graphs: a small ViT (patch embedding, multi-head attention, LayerNormalization at opset 17,
GELU), a UNet with ConvTranspose up-sampling and skip Concats, and an NHWC graph that wraps every conv in
Transposes the way tf2onnx converts a TensorFlow model. docs/models.md lists each configuration.
"""
import torch
import torchvision

from common import ExportSpec, randomize_batchnorm


def _classifier(model: torch.nn.Module, size: int = 224) -> ExportSpec:
    randomize_batchnorm(model)
    return ExportSpec(model.eval(), (torch.randn(1, 3, size, size),), ["input"], ["logits"])


def mobilenet_v3_large() -> ExportSpec:
    return _classifier(torchvision.models.mobilenet_v3_large(weights=None))


def efficientnet_b0() -> ExportSpec:
    return _classifier(torchvision.models.efficientnet_b0(weights=None))


def shufflenet_v2() -> ExportSpec:
    return _classifier(torchvision.models.shufflenet_v2_x1_0(weights=None))


def regnet_y_400mf() -> ExportSpec:
    return _classifier(torchvision.models.regnet_y_400mf(weights=None))


def densenet121() -> ExportSpec:
    return _classifier(torchvision.models.densenet121(weights=None))


def convnext_tiny() -> ExportSpec:
    return _classifier(torchvision.models.convnext_tiny(weights=None))


class _VitBlock(torch.nn.Module):
    """Pre-norm transformer encoder block: x + MHA(LN(x)), then x + MLP(LN(x)) with GELU."""

    def __init__(self, dim: int, heads: int, mlp: int):
        super().__init__()
        self.heads = heads
        self.norm1 = torch.nn.LayerNorm(dim, eps=1e-6)
        self.qkv = torch.nn.Linear(dim, 3 * dim)
        self.proj = torch.nn.Linear(dim, dim)
        self.norm2 = torch.nn.LayerNorm(dim, eps=1e-6)
        self.fc1 = torch.nn.Linear(dim, mlp)
        self.fc2 = torch.nn.Linear(mlp, dim)

    def forward(self, x):
        n, t, d = x.shape
        hd = d // self.heads
        qkv = self.qkv(self.norm1(x)).reshape(n, t, 3, self.heads, hd).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        attn = torch.softmax(torch.matmul(q, k.transpose(-2, -1)) * (hd ** -0.5), dim=-1)
        y = torch.matmul(attn, v).transpose(1, 2).reshape(n, t, d)
        x = x + self.proj(y)
        return x + self.fc2(torch.nn.functional.gelu(self.fc1(self.norm2(x))))


class _Vit(torch.nn.Module):
    """ViT-Tiny's shape (patch 16, dim 192, 3 heads, MLP 768, class token, 1000 classes) with `depth`
    blocks."""

    def __init__(self, depth: int, size: int = 224, patch: int = 16, dim: int = 192, heads: int = 3,
                 mlp: int = 768, classes: int = 1000):
        super().__init__()
        self.patch_embed = torch.nn.Conv2d(3, dim, patch, stride=patch)
        tokens = (size // patch) ** 2 + 1
        self.cls_token = torch.nn.Parameter(torch.randn(1, 1, dim) * 0.02)
        self.pos_embed = torch.nn.Parameter(torch.randn(1, tokens, dim) * 0.02)
        self.blocks = torch.nn.Sequential(*[_VitBlock(dim, heads, mlp) for _ in range(depth)])
        self.norm = torch.nn.LayerNorm(dim, eps=1e-6)
        self.head = torch.nn.Linear(dim, classes)

    def forward(self, x):
        x = self.patch_embed(x).flatten(2).transpose(1, 2)
        x = torch.cat([self.cls_token.expand(x.shape[0], -1, -1), x], dim=1) + self.pos_embed
        x = self.norm(self.blocks(x))
        return self.head(x[:, 0])


def vit_tiny() -> ExportSpec:
    """ViT-Tiny at 224x224 with 4 of its 12 blocks (every block is the same graph; 4 keep the model tests
    fast), opset 17 so LayerNorm exports as LayerNormalization."""
    return ExportSpec(_Vit(depth=4).eval(), (torch.randn(1, 3, 224, 224),), ["input"], ["logits"], opset=17)


def _conv_bn_relu(cin: int, cout: int) -> torch.nn.Module:
    return torch.nn.Sequential(torch.nn.Conv2d(cin, cout, 3, padding=1, bias=False), torch.nn.BatchNorm2d(cout),
                               torch.nn.ReLU(inplace=True))


class _Unet(torch.nn.Module):
    """UNet (Ronneberger et al.) at width 16 with 3 down-samplings: double 3x3 conv-BN-ReLU per level,
    MaxPool down, ConvTranspose k2 s2 up, skip Concat, 1x1 head to 2 classes."""

    def __init__(self, width: int = 16, levels: int = 3, classes: int = 2):
        super().__init__()
        chans = [width * 2 ** i for i in range(levels + 1)]
        self.down = torch.nn.ModuleList()
        cin = 3
        for c in chans:
            self.down.append(torch.nn.Sequential(_conv_bn_relu(cin, c), _conv_bn_relu(c, c)))
            cin = c
        self.up = torch.nn.ModuleList()
        self.merge = torch.nn.ModuleList()
        for c in reversed(chans[:-1]):
            self.up.append(torch.nn.ConvTranspose2d(2 * c, c, 2, stride=2))
            self.merge.append(torch.nn.Sequential(_conv_bn_relu(2 * c, c), _conv_bn_relu(c, c)))
        self.head = torch.nn.Conv2d(chans[0], classes, 1)

    def forward(self, x):
        skips = []
        for i, block in enumerate(self.down):
            x = block(x if i == 0 else torch.nn.functional.max_pool2d(x, 2))
            skips.append(x)
        for up, merge, skip in zip(self.up, self.merge, reversed(skips[:-1])):
            x = merge(torch.cat([up(x), skip], dim=1))
        return self.head(x)


def unet() -> ExportSpec:
    model = _Unet()
    randomize_batchnorm(model)
    return ExportSpec(model.eval(), (torch.randn(1, 3, 128, 128),), ["input"], ["mask"])


class _NhwcConv(torch.nn.Module):
    """A conv on an NHWC tensor as tf2onnx writes it: Transpose to NCHW, Conv, Transpose back."""

    def __init__(self, cin: int, cout: int, k: int, stride: int = 1, groups: int = 1):
        super().__init__()
        self.conv = torch.nn.Conv2d(cin, cout, k, stride=stride, padding=k // 2, groups=groups)

    def forward(self, x):
        return self.conv(x.permute(0, 3, 1, 2)).permute(0, 2, 3, 1)


class _NhwcNet(torch.nn.Module):
    """A MobileNet-like stack on NHWC activations: stem, depthwise-separable blocks with ReLU6 and an
    NHWC residual Add, global mean over H and W, dense head. Element-wise ops run on NHWC tensors."""

    def __init__(self, classes: int = 10):
        super().__init__()
        self.stem = _NhwcConv(3, 16, 3, stride=2)
        blocks = []
        for cin, cout, stride in [(16, 32, 2), (32, 32, 1), (32, 64, 2), (64, 64, 1)]:
            blocks.append(torch.nn.ModuleList([_NhwcConv(cin, cin, 3, stride, groups=cin), _NhwcConv(cin, cout, 1)]))
        self.blocks = torch.nn.ModuleList(blocks)
        self.head = torch.nn.Linear(64, classes)

    def forward(self, x):
        x = torch.clamp(self.stem(x), 0.0, 6.0)
        for dw, pw in self.blocks:
            y = pw(torch.clamp(dw(x), 0.0, 6.0))
            x = y + x if y.shape == x.shape else y
            x = torch.clamp(x, 0.0, 6.0)
        return self.head(x.mean(dim=(1, 2)))


def nhwc_cnn() -> ExportSpec:
    return ExportSpec(_NhwcNet().eval(), (torch.randn(1, 128, 128, 3),), ["input"], ["logits"])

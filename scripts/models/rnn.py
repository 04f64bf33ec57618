"""Recurrent models: lstm2, lstm_stack, LSTM-TC (two graph forms), Seq2Seq and DeepSpeech2, batch 1, float32.

Sizes of the Rammer models follow the OSDI'20 artifact scripts (microsoft/nnfusion, artifacts/models/:
lstm/lstm_inference.py, seq2seq/seq2seq_inference.py, deepspeech2/deep_speech_inference.py); docs/models.md
lists every choice. nn.LSTM exports as ONNX LSTM nodes (one per layer); UnrolledLSTMCell exports the cell
equations as MatMul/Add/Sigmoid/Tanh/Mul nodes, one copy per time step, which is the form Rammer's
TensorFlow graphs had.
"""
import torch
from torch import nn

from common import ExportSpec, randomize_batchnorm


class UnrolledLSTMCell(nn.Module):
    """One LSTM step written out as plain tensor ops (TF BasicLSTMCell semantics, forget_bias 1.0).

    per_gate_matmuls=True keeps one [H, H] weight per gate and input (8 MatMuls per step), exactly as the
    LSTM-TC artifact writes its cell; False concatenates [x, h] and does one MatMul into all 4 gates, as
    BasicLSTMCell (used by the Seq2Seq artifact) does.
    """

    def __init__(self, input_size: int, hidden_size: int, per_gate_matmuls: bool):
        super().__init__()
        self.per_gate = per_gate_matmuls
        self.hidden = h = hidden_size
        scale = hidden_size ** -0.5
        if per_gate_matmuls:
            self.w = nn.ParameterList([nn.Parameter(torch.randn(input_size, h) * scale) for _ in range(4)])
            self.u = nn.ParameterList([nn.Parameter(torch.randn(h, h) * scale) for _ in range(4)])
            self.b = nn.ParameterList([nn.Parameter(torch.randn(h) * 0.1) for _ in range(4)])
        else:
            self.w = nn.Parameter(torch.randn(input_size + h, 4 * h) * scale)
            self.b = nn.Parameter(torch.randn(4 * h) * 0.1)

    def forward(self, x, state):
        c, h = state
        if self.per_gate:
            i, j, f, o = [x @ self.w[k] + h @ self.u[k] + self.b[k] for k in range(4)]
        else:
            # split with explicit sizes exports one Split node; chunk() would emit runtime shape arithmetic.
            i, j, f, o = torch.split(torch.cat([x, h], dim=1) @ self.w + self.b, [self.hidden] * 4, dim=1)
        new_c = c * torch.sigmoid(f + 1.0) + torch.sigmoid(i) * torch.tanh(j)
        new_h = torch.tanh(new_c) * torch.sigmoid(o)
        return new_h, (new_c, new_h)


class ZeroStateLSTM(nn.LSTM):
    """nn.LSTM for batch 1 whose zero initial state is a constant of the graph.

    Without explicit h0/c0, torch exports Shape/Gather/Concat/Expand nodes that build the zeros from the
    input's runtime shape; constant zeros keep the graph static and small.
    """

    def __init__(self, input_size, hidden_size, num_layers):
        super().__init__(input_size, hidden_size, num_layers)
        self.register_buffer("zero_state", torch.zeros(num_layers, 1, hidden_size), persistent=False)

    def forward(self, x):
        return super().forward(x, (self.zero_state, self.zero_state))


class LSTMWithHead(nn.Module):
    """lstm2: a stacked nn.LSTM over [seq, 1, input] followed by a Linear on every step."""

    def __init__(self, input_size, hidden_size, num_layers, num_classes):
        super().__init__()
        self.lstm = ZeroStateLSTM(input_size, hidden_size, num_layers)
        self.head = nn.Linear(hidden_size, num_classes)

    def forward(self, x):
        y, _ = self.lstm(x)
        return self.head(y)


class StackedLSTM(nn.Module):
    """LSTM-TC as ONNX LSTM ops: [steps, 1, hidden] -> top layer's outputs [steps, 1, hidden]."""

    def __init__(self, hidden_size, num_layers):
        super().__init__()
        self.lstm = ZeroStateLSTM(hidden_size, hidden_size, num_layers)

    def forward(self, x):
        y, _ = self.lstm(x)
        return y


class StackedLSTMCells(nn.Module):
    """LSTM-TC unrolled: for each step, run the layers bottom-up; zero initial state."""

    def __init__(self, hidden_size, num_layers, steps):
        super().__init__()
        self.hidden, self.steps = hidden_size, steps
        self.cells = nn.ModuleList(
            [UnrolledLSTMCell(hidden_size, hidden_size, per_gate_matmuls=True) for _ in range(num_layers)])
        self.register_buffer("zero", torch.zeros(1, hidden_size), persistent=False)

    def forward(self, x):
        zero = self.zero
        states = [(zero, zero) for _ in self.cells]
        outputs = []
        for t in range(self.steps):
            cur = x[t]
            for layer, cell in enumerate(self.cells):
                cur, states[layer] = cell(cur, states[layer])
            outputs.append(cur)
        return torch.stack(outputs)


class Seq2Seq(nn.Module):
    """8-layer LSTM encoder over the input sequence; 4-layer decoder unrolled for a fixed step count.

    As in the artifact, the decoder has no embedding or vocabulary projection: its first input is the
    encoder's final top-layer output and every later input is its own previous output (greedy feedback),
    starting from a zero state. Returns every decoder step's output, [decoder_steps, 1, hidden].
    """

    def __init__(self, hidden, encoder_layers, decoder_layers, decoder_steps):
        super().__init__()
        self.hidden, self.decoder_steps = hidden, decoder_steps
        self.encoder = ZeroStateLSTM(hidden, hidden, encoder_layers)
        self.decoder = nn.ModuleList(
            [UnrolledLSTMCell(hidden, hidden, per_gate_matmuls=False) for _ in range(decoder_layers)])
        self.register_buffer("zero", torch.zeros(1, hidden), persistent=False)

    def forward(self, x):
        y, _ = self.encoder(x)
        cur = y[-1]
        zero = self.zero
        states = [(zero, zero) for _ in self.decoder]
        outputs = []
        for _ in range(self.decoder_steps):
            for layer, cell in enumerate(self.decoder):
                cur, states[layer] = cell(cur, states[layer])
            outputs.append(cur)
        return torch.stack(outputs)


class DeepSpeech2(nn.Module):
    """Two Conv+Clip(0,6)+BN layers over a [1, 1, time, freq] spectrogram, stacked LSTMs over time, then
    BN + a Linear to character logits [time', classes]. Layer sizes follow the Rammer artifact."""

    def __init__(self, freq=171, filters=32, rnn_layers=7, hidden=256, classes=29):
        super().__init__()
        self.conv1 = nn.Conv2d(1, filters, (41, 11), stride=(2, 2), padding=(20, 5), bias=False)
        self.bn1 = nn.BatchNorm2d(filters, eps=1e-5)
        self.conv2 = nn.Conv2d(filters, filters, (21, 11), stride=(2, 1), padding=(10, 5), bias=False)
        self.bn2 = nn.BatchNorm2d(filters, eps=1e-5)
        freq1 = (freq + 2 * 5 - 11) // 2 + 1
        freq2 = (freq1 + 2 * 5 - 11) // 1 + 1
        self.rnn = ZeroStateLSTM(freq2 * filters, hidden, rnn_layers)
        self.bn_fc = nn.BatchNorm1d(hidden, eps=1e-5)
        self.fc = nn.Linear(hidden, classes)

    def forward(self, x):
        # relu6 comes before BN in the artifact, so BN cannot be folded into the convolution.
        x = self.bn1(torch.clamp(self.conv1(x), 0.0, 6.0))
        x = self.bn2(torch.clamp(self.conv2(x), 0.0, 6.0))
        n, c, t, f = x.shape
        # Features per time step are (freq, channel) flattened in that order, as the NHWC artifact does.
        x = x.permute(2, 0, 3, 1).reshape(t, n, f * c)
        y, _ = self.rnn(x)
        y = y.reshape(t * n, -1)
        return self.fc(self.bn_fc(y))


def lstm2() -> ExportSpec:
    model = LSTMWithHead(input_size=64, hidden_size=128, num_layers=2, num_classes=10)
    return ExportSpec(model.eval(), (torch.randn(16, 1, 64),), ["input"], ["output"])


def lstm_stack() -> ExportSpec:
    model = StackedLSTM(hidden_size=64, num_layers=3)
    return ExportSpec(model.eval(), (torch.randn(12, 1, 64),), ["input"], ["output"])


def lstm_tc() -> ExportSpec:
    model = StackedLSTM(hidden_size=256, num_layers=10)
    return ExportSpec(model.eval(), (torch.randn(100, 1, 256),), ["input"], ["output"])


def lstm_tc_cells() -> ExportSpec:
    model = StackedLSTMCells(hidden_size=256, num_layers=10, steps=100)
    return ExportSpec(model.eval(), (torch.randn(100, 1, 256),), ["input"], ["output"])


def seq2seq() -> ExportSpec:
    model = Seq2Seq(hidden=128, encoder_layers=8, decoder_layers=4, decoder_steps=30)
    return ExportSpec(model.eval(), (torch.randn(100, 1, 128),), ["input"], ["output"])


def deepspeech2() -> ExportSpec:
    model = DeepSpeech2()
    randomize_batchnorm(model)
    return ExportSpec(model.eval(), (torch.randn(1, 1, 300, 171),), ["spectrogram"], ["logits"])

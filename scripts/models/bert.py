"""One BERT-base encoder layer (post-LayerNorm, as in the BERT paper and Hugging Face's BertLayer).

hidden 768, 12 heads of 64, FFN 3072 with exact (erf) GELU, LayerNorm eps 1e-12, sequence 128, batch 1.
Inputs: hidden_states [1, 128, 768] and an additive attention mask [1, 1, 1, 128] (0 keeps a position,
-10000 masks it). Written with Linear/matmul/softmax/LayerNorm so it exports MatMul, Add, Softmax, Erf,
and LayerNorm as ReduceMean/Sub/Pow/Sqrt/Div at opset 13 or as LayerNormalization at opset 17.
"""
import math

import torch
import torch.nn.functional as F
from torch import nn

from common import ExportSpec

HIDDEN, HEADS, FFN, SEQ = 768, 12, 3072, 128


class BertLayer(nn.Module):
    def __init__(self):
        super().__init__()
        self.query = nn.Linear(HIDDEN, HIDDEN)
        self.key = nn.Linear(HIDDEN, HIDDEN)
        self.value = nn.Linear(HIDDEN, HIDDEN)
        self.attn_out = nn.Linear(HIDDEN, HIDDEN)
        self.attn_norm = nn.LayerNorm(HIDDEN, eps=1e-12)
        self.ffn_in = nn.Linear(HIDDEN, FFN)
        self.ffn_out = nn.Linear(FFN, HIDDEN)
        self.ffn_norm = nn.LayerNorm(HIDDEN, eps=1e-12)
        with torch.no_grad():
            # BERT initialises weights with std 0.02; random LayerNorm affine values make the norms
            # non-trivial for numerical tests.
            for lin in (self.query, self.key, self.value, self.attn_out, self.ffn_in, self.ffn_out):
                lin.weight.normal_(0.0, 0.02)
                lin.bias.normal_(0.0, 0.02)
            for norm in (self.attn_norm, self.ffn_norm):
                norm.weight.uniform_(0.5, 1.5)
                norm.bias.normal_(0.0, 0.1)

    def _heads(self, x):
        # [1, seq, hidden] -> [1, heads, seq, head_dim]
        return x.reshape(1, SEQ, HEADS, HIDDEN // HEADS).permute(0, 2, 1, 3)

    def forward(self, hidden_states, attention_mask):
        q = self._heads(self.query(hidden_states))
        k = self._heads(self.key(hidden_states))
        v = self._heads(self.value(hidden_states))
        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(HIDDEN // HEADS) + attention_mask
        context = torch.matmul(torch.softmax(scores, dim=-1), v)
        context = context.permute(0, 2, 1, 3).reshape(1, SEQ, HIDDEN)
        x = self.attn_norm(self.attn_out(context) + hidden_states)
        # approximate="none" is the erf form: 0.5 * x * (1 + erf(x / sqrt(2))).
        y = self.ffn_out(F.gelu(self.ffn_in(x), approximate="none"))
        return self.ffn_norm(y + x)


def _spec(opset):
    hidden = torch.randn(1, SEQ, HIDDEN)
    mask = torch.zeros(1, 1, 1, SEQ)
    mask[..., SEQ - 16:] = -10000.0  # the last 16 positions are padding
    return ExportSpec(BertLayer().eval(), (hidden, mask), ["hidden_states", "attention_mask"], ["output"],
                      opset=opset)


def bert_layer() -> ExportSpec:
    return _spec(13)


def bert_layer_op17() -> ExportSpec:
    return _spec(17)

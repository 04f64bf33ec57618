#include "backends/npu/isa/isa_doc.h"

#include "backends/npu/isa/isa.h"

namespace rammer::npu {
namespace {

const char* kind_name(FieldKind k) {
  switch (k) {
    case FieldKind::U: return "unsigned";
    case FieldKind::S: return "signed";
    case FieldKind::E: return "enum";
  }
  return "";
}

const char* delta_name(LoopDelta d) {
  static const char* kNames[] = {"", "ddram", "dsp", "dsp2", "dsp3", "dacc"};
  return kNames[int(d)];
}

// A '|' inside a cell would end it.
std::string cell(const std::string& text) {
  std::string out;
  for (char ch : text) out += ch == '|' ? std::string("\\|") : std::string(1, ch);
  return out;
}

}  // namespace

std::string isa_tables_markdown() {
  std::string s;
  s += detail::concat("Every instruction is ", kInstrBits, " bits, stored little-endian in ", kInstrBytes,
                      " bytes. Bits 0-", kOpcodeBits - 1, ": opcode. Bits ", kOpcodeBits, "-", kOpcodeBits + 2,
                      ": pop tokens (dma, mat, vec). Bits ", kOpcodeBits + 3, "-", kHeaderBits - 1,
                      ": push tokens (dma, mat, vec). Fields start at bit ", kHeaderBits, ".\n\n");
  s += "### Opcodes\n\n| opcode | mnemonic | queue | fields (bits) | meaning |\n|---|---|---|---|---|\n";
  for (const OpInfo& op : all_ops()) {
    std::string fields;
    for (const OperandSlot& slot : op.operands) {
      const FieldInfo& f = field_info(slot.field);
      fields += detail::concat(fields.empty() ? "" : ", ", "`", f.name, "` ", slot.lsb, "-", slot.lsb + f.bits - 1);
    }
    s += detail::concat("| ", int(op.op), " | `", op.mnemonic, "` | ", unit_name(op.unit), " | ",
                        fields.empty() ? "-" : fields, " | ", cell(op.doc), " |\n");
  }
  s += "\n### Fields\n\n| field | bits | kind | moved by loop delta | meaning |\n|---|---|---|---|---|\n";
  for (const FieldInfo& f : all_fields()) {
    std::string doc = f.doc;
    for (const EnumValue& e : f.values) doc += detail::concat("; `", e.name, "`=", e.value, ": ", e.doc);
    s += detail::concat("| `", f.name, "` | ", f.bits, " | ", kind_name(f.kind), " | ", delta_name(f.loop_delta),
                        " | ", cell(doc), " |\n");
  }
  return s;
}

Result<std::string> with_generated_isa_tables(const std::string& doc) {
  size_t b = doc.find(kIsaDocBegin), e = doc.find(kIsaDocEnd);
  if (b == std::string::npos || e == std::string::npos || e < b)
    return Status::error(detail::concat("the document lacks the markers ", kIsaDocBegin, " ... ", kIsaDocEnd));
  size_t body = b + std::string(kIsaDocBegin).size();
  return doc.substr(0, body) + "\n" + isa_tables_markdown() + doc.substr(e);
}

}  // namespace rammer::npu

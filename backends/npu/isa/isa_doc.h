// The generated part of docs/npu-isa.md: the opcode table, each opcode's bit layout, the fields and
// their enumerations, all printed from rnpu_v1.def (a test checks the checked-in doc holds it).
#pragma once

#include <string>

#include "support/status.h"

namespace rammer::npu {

inline constexpr const char* kIsaDocBegin = "<!-- BEGIN GENERATED FROM backends/npu/isa/rnpu_v1.def -->";
inline constexpr const char* kIsaDocEnd = "<!-- END GENERATED -->";

std::string isa_tables_markdown();
// The document with the text between the markers replaced by isa_tables_markdown(); an error when
// the markers are missing.
Result<std::string> with_generated_isa_tables(const std::string& doc);

}  // namespace rammer::npu

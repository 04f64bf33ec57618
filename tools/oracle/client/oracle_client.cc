// Placeholder translation unit until the oracle client lands (see tools/oracle/client/).
namespace rammer {}

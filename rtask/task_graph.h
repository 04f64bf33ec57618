// The tile-level rTask DAG of an rProgram under one variant choice per rOperator.
//
// Expects ops in topological order and one variant index per op. Guarantees: task ids are grouped
// by op in op order (op i owns [op_first[i], op_first[i+1])); preds[t] are the rTasks that write a
// region that t reads (regions on views mapped to the base tensor by their flat element range:
// a bounding box, so possibly more dependencies than needed, never fewer); every pred has a smaller
// id; costs come from the CostModel; the ops of one affinity group have equal rTask counts. The DAG alone (no RProgram) is what policies, the validator
// and the simulator need, so tests can build random ones directly.
#pragma once

#include <string>
#include <vector>

#include "rtask/rprogram.h"
#include "vdevice/cost_model.h"

namespace rammer {

struct TaskGraph {
  std::vector<std::string> op_names;
  std::vector<std::string> op_kinds;
  std::vector<std::string> op_variants;  // chosen rKernel name per op
  std::vector<int> op_first;             // size ops + 1
  std::vector<int> op_of;                // per task
  std::vector<double> cost_us;           // per task, on one vEU
  std::vector<double> flops, bytes;      // per task: the work the cost model was given (its ProfileDB signature)
  // Per op, its affinity group (ROperator::affinity; -1 none); empty in hand-built graphs without
  // groups. rTask j of every op of one group must run on one vEU (validate() checks it).
  std::vector<int> op_affinity;
  std::vector<std::vector<int>> preds, succs;

  int num_tasks() const { return static_cast<int>(op_of.size()); }
  int num_ops() const { return static_cast<int>(op_names.size()); }
  int index_in_op(int task) const { return task - op_first[static_cast<size_t>(op_of[task])]; }
  std::string task_name(int task) const;  // "conv_0#3"
  int affinity_of_op(int op) const {
    return static_cast<size_t>(op) < op_affinity.size() ? op_affinity[static_cast<size_t>(op)] : -1;
  }
  // Sets op_of from op_first and succs from preds (for hand-built graphs).
  void finalize();
};

TaskGraph build_task_graph(const RProgram& prog, const std::vector<int>& variant_per_op,
                           const CostModel& cost);

// The region of `base_shape` that holds the elements of `r` on a view of shape `view_shape` (the
// same elements in row-major order): the bounding box of r's flat element range.
Region map_view_region(const Region& r, const Shape& view_shape, const Shape& base_shape,
                       const std::string& base);

}  // namespace rammer

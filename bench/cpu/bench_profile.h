// The profile database, measured:
// `rammer-bench profile [--models a,b] [--policies p,q] [--runs N] [--rounds R] [--model-dir DIR] [-o FILE]`.
//
// For each model and policy: compile for the cpu device, run the library (3 warm-up runs, then N
// traced runs, runtime/run_trace.h, each followed by an untraced run whose wall time is the measured
// makespan) and take each rTask's mean time over the traced runs, measured from the end of its
// worker's previous slice (so the dispatch between slices is charged) and without one-off
// preemptions. rTasks with the same work (kernel, variant, flops, bytes) pool their means into one
// database entry, which also keeps the roofline prediction so that unseen work can be scaled
// (docs/cost_model.md, "Profile database"). Then the device's synchronisation and launch costs are
// fitted: each profiled schedule is re-simulated with the entries' times, and the pair (sync,
// launch) that minimises the mean relative error against the measured makespans goes into the
// database. Prints, per model and policy, the measured makespan beside the roofline (or base
// database's) prediction, the new database's, and a held-out one (sync and launch fitted to the
// other models' schedules only).
//
// Rounds: compiled with measured costs, the schedules choose variants the roofline did not, which no
// profiled schedule ran. Each later round plans every schedule with the previous round's database
// and, while one of them predicts more than a small share of its work from unmeasured variants,
// profiles them again and updates the database (at most R rounds).
//
// Use: `rammerc --profile-db FILE` and `rammer-bench policies --profile-db FILE` predict with it.
#pragma once

namespace rammer {

int bench_profile_main(int argc, char** argv);

}  // namespace rammer

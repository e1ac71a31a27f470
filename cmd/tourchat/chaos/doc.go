// Package chaos is TourChat's fault campaign: its tests (build tag chaos)
// run the real binary as subprocesses against Postgres and a private Redis,
// kill it with SIGKILL mid-request, pause and restart Redis under live
// subscribers, send hostile bytes, and stop it under load, then check that
// nothing was booked twice, lost or answered with a 5xx. Run it with
// scripts/chaos (CI does), which prints what was tried and what failed.
package chaos

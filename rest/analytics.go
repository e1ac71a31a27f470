package rest

import (
	"net/http"

	"github.com/tourchat/tourchat/store"
)

// maxAnalyticsDays bounds one analytics query.
const maxAnalyticsDays = 366

// getAnalytics answers GET /v1/analytics over local dates from..to
// (inclusive; default the last 30 days).
func (s *Server) getAnalytics(w http.ResponseWriter, r *http.Request) {
	biz := principalFrom(r.Context()).Business
	loc := biz.Location()
	q, err := queryParams(r, "from", "to")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	to, ok, err := qDate(q, "to", loc)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !ok {
		to = today(s.now(), loc)
	}
	from, ok, err := qDate(q, "from", loc)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !ok {
		from = to.AddDate(0, 0, -29)
	}
	if from.After(to) {
		s.writeError(w, r, paramError("from", "from must not be after to"))
		return
	}
	if to.Sub(from).Hours()/24 >= maxAnalyticsDays {
		s.writeError(w, r, paramError("from", "the period is limited to 366 days"))
		return
	}
	facts, err := s.store.AnalyticsFacts(r.Context(), biz.ID, from, to.AddDate(0, 0, 1))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, store.ComputeAnalytics(facts, from, to, loc, biz.Currency))
}

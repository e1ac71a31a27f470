package session

import (
	"cmp"
	"context"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/tourchat/tourchat/store"
)

const (
	maxOptions  = 6
	searchDays  = 14
	perService  = 3 // when no service is named, at most this many per service
	nearestTime = 3 // alternatives offered around a time that has no start
)

// criteria are what the visitor asked for.
type criteria struct {
	serviceID string
	date      time.Time // zero: any day from today
	dateEnd   time.Time // the last day of a range of days; zero for one day
	clock     string    // HH:MM or ""
	clockEnd  string    // HH:MM closing a range of times, or ""
	dayPart   string
	guests    int
	cat       *catalog
	from      time.Time // when date is zero: search from this day (or today)
	// fits keeps the services within the visitor's budget in a search
	// across services (State.fits); nil keeps every one.
	fits func(*store.Service) bool
	// among keeps, in a search across services, only the tours a shared
	// word named (State.Among); empty keeps every one.
	among []string
	// ages are the children's ages told (State.Ages): a search across
	// services leaves out the tours one of them may not join.
	ages []int
	// within keeps, in a search across services, the tours whose
	// duration fits in the time the visitor has (State.Within); 0 keeps
	// every one.
	within int
}

// admitsAll reports whether every child whose age was told may join svc
// (store.Service.Admits).
func (c *criteria) admitsAll(svc *store.Service) bool {
	for _, a := range c.ages {
		if !svc.Admits(a) {
			return false
		}
	}
	return true
}

func (s *State) criteria(loc *time.Location, cat *catalog) criteria {
	c := criteria{serviceID: s.ServiceID, clock: s.Time, clockEnd: s.TimeEnd, dayPart: s.DayPart, guests: s.guests(), cat: cat, ages: s.Ages, within: s.Within}
	if s.ServiceID == "" {
		c.among = s.Among
	}
	if s.Budget > 0 {
		c.fits = s.fits
	}
	if s.Date != "" {
		if d, err := time.ParseInLocation(store.DateLayout, s.Date, loc); err == nil {
			c.date = d
			if e, err := time.ParseInLocation(store.DateLayout, s.DateEnd, loc); err == nil && e.After(d) {
				c.dateEnd = e
			}
		}
	} else if s.From != "" {
		if d, err := time.ParseInLocation(store.DateLayout, s.From, loc); err == nil {
			c.from = d
		}
	}
	return c
}

func inDayPart(t time.Time, part string) bool {
	h := t.Hour()
	switch part {
	case "morning":
		return h < 12
	case "afternoon":
		return h >= 12 && h < 18
	case "evening":
		return h >= 17
	}
	return true
}

func (c criteria) matchTime(o *store.Offer) bool {
	if c.clock != "" {
		at := o.Start.Format("15:04") // HH:MM compares as text
		if c.clockEnd != "" && (at < c.clock || at > c.clockEnd) || c.clockEnd == "" && at != c.clock {
			return false
		}
	}
	return inDayPart(o.Start, c.dayPart)
}

// search finds bookable options matching c. When none match exactly it
// relaxes the time, then the date, then the service, and reports exact=false.
func (e *Engine) search(ctx context.Context, biz *store.Business, c criteria, now time.Time) (opts []store.Offer, exact bool, err error) {
	opts, err = e.find(ctx, biz, c, now, c.matchTime)
	if err != nil || len(opts) > 0 {
		return opts, true, err
	}
	if c.clock != "" || c.dayPart != "" {
		// The nearest starts around the asked time, same service and day.
		relaxed := c
		relaxed.clock, relaxed.dayPart = "", ""
		all, err := e.find(ctx, biz, relaxed, now, func(*store.Offer) bool { return true })
		if err != nil {
			return nil, false, err
		}
		if len(all) > 0 && !c.date.IsZero() {
			return nearest(all, c), false, nil
		}
		if len(all) > 0 {
			return all, false, nil
		}
		c = relaxed
	}
	if !c.date.IsZero() {
		// The nearest days with places around the asked one (never before
		// today), the closest first: the day after, the day before, ...
		relaxed := c
		relaxed.date, relaxed.dateEnd = time.Time{}, time.Time{}
		opts, err = e.around(ctx, biz, relaxed, c.date, now)
		if err != nil || len(opts) > 0 {
			return opts, false, err
		}
		c = relaxed
	}
	if c.serviceID != "" {
		c.serviceID = ""
		opts, err = e.find(ctx, biz, c, now, func(*store.Offer) bool { return true })
		return opts, false, err
	}
	return nil, false, nil
}

// around collects options from the days nearest to day (the day after,
// the day before, two days after, ...), then orders them by start.
func (e *Engine) around(ctx context.Context, biz *store.Business, c criteria, day, now time.Time) ([]store.Offer, error) {
	today := dayOf(now)
	var out []store.Offer
	count := map[string]int{}
	all := func(*store.Offer) bool { return true }
	for i := 1; i <= searchDays && len(out) < maxOptions; i++ {
		for _, d := range [2]time.Time{day.AddDate(0, 0, i), day.AddDate(0, 0, -i)} {
			if d.Before(today) || len(out) >= maxOptions {
				continue
			}
			var err error
			if out, err = e.day(ctx, biz, c, d, now, all, count, out); err != nil {
				return nil, err
			}
		}
	}
	if len(out) > maxOptions {
		out = out[:maxOptions]
	}
	slices.SortStableFunc(out, func(a, b store.Offer) int {
		return cmp.Or(a.Start.Compare(b.Start), strings.Compare(a.ServiceID, b.ServiceID))
	})
	return out, nil
}

// slotsOn appends every service's slots on a local date, with places
// booked and ordered by start then service, to dst.
func (e *Engine) slotsOn(ctx context.Context, biz *store.Business, cat *catalog, serviceID string, day time.Time, dst []store.Offer) ([]store.Offer, error) {
	n := len(dst)
	room, wd := 0, store.WeekdayKey(day.Weekday()) // day is a local midnight
	for i := range cat.services {
		if serviceID == "" || cat.services[i].ID == serviceID {
			room += len(cat.services[i].Schedule[wd])
		}
	}
	dst = slices.Grow(dst, room)
	for i := range cat.services {
		if serviceID != "" && cat.services[i].ID != serviceID {
			continue
		}
		for _, sl := range cat.slotsOn(i, day) {
			dst = append(dst, store.Offer{Slot: sl, Service: &cat.services[i]})
		}
	}
	offers := dst[n:]
	if len(offers) == 0 {
		return dst, nil
	}
	ids := make([]string, len(offers))
	for i := range offers {
		ids[i] = offers[i].ID
	}
	booked, err := e.st.BookedPlaces(ctx, biz.ID, ids)
	if err != nil {
		return nil, err
	}
	for i := range offers {
		offers[i].Booked = booked[offers[i].ID]
	}
	slices.SortStableFunc(offers, func(a, b store.Offer) int {
		return cmp.Or(a.Start.Compare(b.Start), strings.Compare(a.ServiceID, b.ServiceID))
	})
	return dst, nil
}

// nearest orders offers by distance to the asked time and keeps a few.
func nearest(all []store.Offer, c criteria) []store.Offer {
	want := 12 * 60
	if c.clock != "" {
		h, m, _ := store.ParseClock(c.clock)
		want = h*60 + m
	} else {
		switch c.dayPart {
		case "morning":
			want = 10 * 60
		case "afternoon":
			want = 15 * 60
		case "evening":
			want = 19 * 60
		}
	}
	dist := func(o store.Offer) int {
		d := o.Start.Hour()*60 + o.Start.Minute() - want
		if d < 0 {
			return -d
		}
		return d
	}
	sort.SliceStable(all, func(i, j int) bool { return dist(all[i]) < dist(all[j]) })
	if len(all) > nearestTime {
		all = all[:nearestTime]
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Start.Before(all[j].Start) })
	return all
}

func dayOf(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

// find searches c's date, or the next days from today when it has none.
func (e *Engine) find(ctx context.Context, biz *store.Business, c criteria, now time.Time, keep func(*store.Offer) bool) ([]store.Offer, error) {
	if !c.date.IsZero() && !c.dateEnd.IsZero() {
		return e.scan(ctx, biz, c, c.date, now, keep)
	}
	if !c.date.IsZero() {
		return e.day(ctx, biz, c, c.date, now, keep, nil, nil)
	}
	from := dayOf(now)
	if c.from.After(from) {
		from = c.from
	}
	return e.scan(ctx, biz, c, from, now, keep)
}

// scan walks days from `from` until it has enough options, within the
// criteria's range of days when they have one.
func (e *Engine) scan(ctx context.Context, biz *store.Business, c criteria, from, now time.Time, keep func(*store.Offer) bool) ([]store.Offer, error) {
	var out []store.Offer
	count := map[string]int{}
	for i := 0; i < searchDays && len(out) < maxOptions; i++ {
		day := from.AddDate(0, 0, i)
		if !c.dateEnd.IsZero() && day.After(c.dateEnd) {
			break
		}
		var err error
		if out, err = e.day(ctx, biz, c, day, now, keep, count, out); err != nil {
			return nil, err
		}
		if len(out) > 0 && c.serviceID == "" && i >= 1 {
			break // enough variety for a browse
		}
	}
	if len(out) > maxOptions {
		out = out[:maxOptions]
	}
	return out, nil
}

// day appends the bookable options of one date to dst. It does what
// store.ListSlots does, on the catalog the turn already read and with one
// BookedPlaces call; the day's slots are read into dst's spare room and
// filtered in place, so a scan of many days reuses one array.
func (e *Engine) day(ctx context.Context, biz *store.Business, c criteria, day, now time.Time, keep func(*store.Offer) bool, count map[string]int, dst []store.Offer) ([]store.Offer, error) {
	n := len(dst)
	dst, err := e.slotsOn(ctx, biz, c.cat, c.serviceID, day, dst)
	if err != nil {
		return nil, err
	}
	kept := n
	for i := n; i < len(dst); i++ {
		o := &dst[i]
		if c.serviceID != "" && o.ServiceID != c.serviceID || c.serviceID == "" && c.fits != nil && !c.fits(o.Service) ||
			c.serviceID == "" && len(c.among) > 0 && !slices.Contains(c.among, o.ServiceID) ||
			c.serviceID == "" && len(c.ages) > 0 && !c.admitsAll(o.Service) ||
			c.serviceID == "" && c.within > 0 && o.Service.DurationMinutes > c.within {
			continue
		}
		if !o.Bookable(now, c.guests) || !keep(o) {
			continue
		}
		if c.serviceID == "" && count != nil {
			if count[o.ServiceID] >= perService {
				continue
			}
			count[o.ServiceID]++
		}
		dst[kept] = *o
		kept++
		if kept-n >= maxOptions {
			break
		}
	}
	clear(dst[kept:])
	return dst[:kept], nil
}

package store

import (
	"cmp"
	"math"
	"slices"
	"time"
)

// AnalyticsFacts are the stored rows analytics are computed from: every
// conversation, message, lead and booking created in [From, To).
type AnalyticsFacts struct {
	Conversations []ConversationFact
	Messages      []MessageFact
	Leads         []LeadFact
	Bookings      []BookingFact
}

// ConversationFact is the part of a conversation analytics needs.
type ConversationFact struct {
	SessionID string
	Language  string
	Handoff   bool
	CreatedAt time.Time
}

// MessageFact is the part of a message analytics needs.
type MessageFact struct {
	Role      string
	Language  string
	Intent    string
	Fallback  bool
	CreatedAt time.Time
}

// LeadFact is the part of a lead analytics needs.
type LeadFact struct {
	SessionID string
	CreatedAt time.Time
}

// BookingFact is the part of a booking analytics needs.
type BookingFact struct {
	ServiceID   string
	ServiceName string
	SessionID   string
	Source      string
	Status      string
	Guests      int
	TotalPrice  float64
	CreatedAt   time.Time
}

// Analytics is the answer of GET /v1/analytics.
type Analytics struct {
	Object      string          `json:"object"` // "analytics"
	From        string          `json:"from"`
	To          string          `json:"to"`
	Timezone    string          `json:"timezone"`
	Totals      AnalyticsTotals `json:"totals"`
	ByDay       []DayFigures    `json:"by_day"`
	ByHour      []HourFigures   `json:"by_hour"`
	ByLanguage  []LangFigures   `json:"by_language"`
	TopIntents  []IntentCount   `json:"top_intents"`
	TopServices []ServiceFigure `json:"top_services"`
}

// AnalyticsTotals are the period's totals. Rates are fractions in [0,1]:
// conversion_rate is conversations that led to a booking over conversations,
// lead_capture_rate is leads over conversations, fallback_rate is assistant
// replies that did not understand over assistant replies.
type AnalyticsTotals struct {
	Conversations   int     `json:"conversations"`
	MessagesIn      int     `json:"messages_in"`
	MessagesOut     int     `json:"messages_out"`
	Leads           int     `json:"leads"`
	Bookings        int     `json:"bookings"`
	Guests          int     `json:"guests"`
	Revenue         float64 `json:"revenue"`
	Currency        string  `json:"currency"`
	ConversionRate  float64 `json:"conversion_rate"`
	LeadCaptureRate float64 `json:"lead_capture_rate"`
	FallbackRate    float64 `json:"fallback_rate"`
	Handoffs        int     `json:"handoffs"`
}

// DayFigures are one local day's counts.
type DayFigures struct {
	Date          string  `json:"date"`
	Conversations int     `json:"conversations"`
	MessagesIn    int     `json:"messages_in"`
	Leads         int     `json:"leads"`
	Bookings      int     `json:"bookings"`
	Revenue       float64 `json:"revenue"`
}

// HourFigures are the counts of one local hour of the day, over the period.
type HourFigures struct {
	Hour          int `json:"hour"`
	Conversations int `json:"conversations"`
	MessagesIn    int `json:"messages_in"`
}

// LangFigures are the counts of one language.
type LangFigures struct {
	Language      string `json:"language"`
	Conversations int    `json:"conversations"`
	MessagesIn    int    `json:"messages_in"`
}

// IntentCount is how many visitor messages had an intent.
type IntentCount struct {
	Intent string `json:"intent"`
	Count  int    `json:"count"`
}

// ServiceFigure is one service's bookings in the period.
type ServiceFigure struct {
	ServiceID string  `json:"service_id"`
	Name      string  `json:"name"`
	Bookings  int     `json:"bookings"`
	Guests    int     `json:"guests"`
	Revenue   float64 `json:"revenue"`
}

// ComputeAnalytics aggregates facts over the local dates from..to (inclusive).
// Cancelled bookings count for nothing.
func ComputeAnalytics(f *AnalyticsFacts, from, to time.Time, loc *time.Location, currency string) *Analytics {
	a := &Analytics{
		Object: "analytics", From: from.Format(DateLayout), To: to.Format(DateLayout),
		Timezone: loc.String(), ByHour: make([]HourFigures, 24),
		ByLanguage: []LangFigures{}, TopIntents: []IntentCount{}, TopServices: []ServiceFigure{},
	}
	a.Totals.Currency = currency
	days := map[string]*DayFigures{}
	for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
		key := d.Format(DateLayout)
		a.ByDay = append(a.ByDay, DayFigures{Date: key})
	}
	for i := range a.ByDay {
		days[a.ByDay[i].Date] = &a.ByDay[i]
	}
	for h := range a.ByHour {
		a.ByHour[h].Hour = h
	}
	day := func(t time.Time) *DayFigures {
		if d := days[t.In(loc).Format(DateLayout)]; d != nil {
			return d
		}
		return &DayFigures{}
	}
	langs := map[string]*LangFigures{}
	lang := func(l string) *LangFigures {
		if l == "" {
			l = "und"
		}
		if langs[l] == nil {
			langs[l] = &LangFigures{Language: l}
		}
		return langs[l]
	}
	for _, c := range f.Conversations {
		a.Totals.Conversations++
		day(c.CreatedAt).Conversations++
		a.ByHour[c.CreatedAt.In(loc).Hour()].Conversations++
		lang(c.Language).Conversations++
		if c.Handoff {
			a.Totals.Handoffs++
		}
	}
	intents := map[string]int{}
	fallbacks := 0
	for _, m := range f.Messages {
		switch m.Role {
		case RoleVisitor:
			a.Totals.MessagesIn++
			day(m.CreatedAt).MessagesIn++
			a.ByHour[m.CreatedAt.In(loc).Hour()].MessagesIn++
			lang(m.Language).MessagesIn++
			if m.Intent != "" {
				intents[m.Intent]++
			}
		case RoleAssistant:
			a.Totals.MessagesOut++
			if m.Fallback {
				fallbacks++
			}
		}
	}
	for _, l := range f.Leads {
		a.Totals.Leads++
		day(l.CreatedAt).Leads++
	}
	services := map[string]*ServiceFigure{}
	converted := map[string]bool{}
	for _, b := range f.Bookings {
		if b.Status == BookingCancelled {
			continue
		}
		a.Totals.Bookings++
		a.Totals.Guests += b.Guests
		a.Totals.Revenue += b.TotalPrice
		d := day(b.CreatedAt)
		d.Bookings++
		d.Revenue = RoundMoney(d.Revenue + b.TotalPrice)
		s := services[b.ServiceID]
		if s == nil {
			s = &ServiceFigure{ServiceID: b.ServiceID, Name: b.ServiceName}
			services[b.ServiceID] = s
		}
		s.Bookings++
		s.Guests += b.Guests
		s.Revenue = RoundMoney(s.Revenue + b.TotalPrice)
		if b.SessionID != "" {
			converted[b.SessionID] = true
		}
	}
	a.Totals.Revenue = RoundMoney(a.Totals.Revenue)
	convConverted := 0
	for _, c := range f.Conversations {
		if converted[c.SessionID] {
			convConverted++
		}
	}
	a.Totals.ConversionRate = ratio(convConverted, a.Totals.Conversations)
	a.Totals.LeadCaptureRate = ratio(a.Totals.Leads, a.Totals.Conversations)
	a.Totals.FallbackRate = ratio(fallbacks, a.Totals.MessagesOut)
	for _, l := range langs {
		a.ByLanguage = append(a.ByLanguage, *l)
	}
	slices.SortFunc(a.ByLanguage, func(x, y LangFigures) int {
		return cmp.Or(cmp.Compare(y.MessagesIn+y.Conversations, x.MessagesIn+x.Conversations), cmp.Compare(x.Language, y.Language))
	})
	for k, n := range intents {
		a.TopIntents = append(a.TopIntents, IntentCount{Intent: k, Count: n})
	}
	slices.SortFunc(a.TopIntents, func(x, y IntentCount) int {
		return cmp.Or(cmp.Compare(y.Count, x.Count), cmp.Compare(x.Intent, y.Intent))
	})
	for _, s := range services {
		a.TopServices = append(a.TopServices, *s)
	}
	slices.SortFunc(a.TopServices, func(x, y ServiceFigure) int {
		return cmp.Or(cmp.Compare(y.Bookings, x.Bookings), cmp.Compare(x.ServiceID, y.ServiceID))
	})
	if len(a.TopServices) > 10 {
		a.TopServices = a.TopServices[:10]
	}
	return a
}

func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return math.Round(float64(n)/float64(d)*10000) / 10000
}

package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestReplyFields fails when Reply, BookingOption or Media change:
// Reply.appendJSON writes their fields by hand and must change with them.
func TestReplyFields(t *testing.T) {
	want := map[reflect.Type]string{
		reflect.TypeFor[Reply](): `ID string json:"id"|Message string json:"message"|BookingOptions []session.BookingOption json:"booking_options"|` +
			`Media []session.Media json:"media"|SuggestedActions []string json:"suggested_actions"|SessionID string json:"session_id"|` +
			`Language string json:"language"|CreatedAt time.Time json:"created_at"|HandledBy string json:"handled_by"|` +
			`Sources []knowledge.Source json:"sources,omitempty"`,
		reflect.TypeFor[BookingOption](): `ID string json:"id"|Name string json:"name"|Time string json:"time"|Duration string json:"duration"|` +
			`Price float64 json:"price"|Availability int json:"availability"|SlotID string json:"slot_id"|ServiceID string json:"service_id"|` +
			`Date string json:"date"|Start time.Time json:"start"|Currency string json:"currency"|` +
			`TicketTypes []session.OptionTicket json:"ticket_types,omitempty"`,
		reflect.TypeFor[Media]():  `Type string json:"type"|URL string json:"url"|Alt string json:"alt"`,
		reflect.TypeFor[Source](): `Type string json:"type"|ID string json:"id"|Field string json:"field,omitempty"`,
	}
	for typ, w := range want {
		var got []string
		for i := range typ.NumField() {
			f := typ.Field(i)
			got = append(got, fmt.Sprintf("%s %s %s", f.Name, f.Type, f.Tag))
		}
		if g := strings.Join(got, "|"); g != w {
			t.Errorf("%s is now\n%s\nupdate Reply.appendJSON and this test", typ, g)
		}
	}
}

var replyPieces = []string{"a", "Kayak", " ", "\n", "\"", "\\", "<b>", "&", "€", "é", "ß", "😀", "\u2028", "\x00", "\x1f", "\xff", "\t", "'"}

func randText(rng *rand.Rand) string {
	var b strings.Builder
	for range rng.IntN(10) {
		b.WriteString(replyPieces[rng.IntN(len(replyPieces))])
	}
	return b.String()
}

// TestReplyJSON holds Reply.appendJSON to json.Marshal over random replies.
func TestReplyJSON(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 2))
	var zones []*time.Location
	for _, name := range []string{"UTC", "Europe/Lisbon", "America/Sao_Paulo", "Asia/Kathmandu"} {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		zones = append(zones, loc)
	}
	randTime := func() time.Time {
		return time.Unix(rng.Int64N(3e9), rng.Int64N(1e9)*int64(rng.IntN(2))).In(zones[rng.IntN(len(zones))])
	}
	prices := []float64{0, 45, 12.5, 99.99, 1e21, 1e-7, -3, math.NaN(), math.Inf(1)}
	fast := 0
	for i := range 20000 {
		r := Reply{ID: randText(rng), Message: randText(rng), SessionID: randText(rng), Language: randText(rng), CreatedAt: randTime()}
		if rng.IntN(5) > 0 {
			r.BookingOptions = []BookingOption{}
			for range rng.IntN(4) {
				r.BookingOptions = append(r.BookingOptions, BookingOption{
					ID: randText(rng), Name: randText(rng), Time: randText(rng), Duration: randText(rng),
					Price: prices[rng.IntN(len(prices))], Availability: rng.IntN(40) - 5, SlotID: randText(rng),
					ServiceID: randText(rng), Date: randText(rng), Start: randTime(), Currency: randText(rng),
				})
				for range rng.IntN(3) {
					o := &r.BookingOptions[len(r.BookingOptions)-1]
					o.TicketTypes = append(o.TicketTypes, OptionTicket{ID: randText(rng), Name: randText(rng), Price: prices[rng.IntN(len(prices))]})
				}
			}
		}
		if rng.IntN(5) > 0 {
			r.Media = []Media{}
			for range rng.IntN(3) {
				r.Media = append(r.Media, Media{Type: randText(rng), URL: randText(rng), Alt: randText(rng)})
			}
		}
		if rng.IntN(5) > 0 {
			r.SuggestedActions = []string{}
			for range rng.IntN(4) {
				r.SuggestedActions = append(r.SuggestedActions, randText(rng))
			}
		}
		if rng.IntN(3) == 0 {
			r.Sources = []Source{}
			for range rng.IntN(3) {
				r.Sources = append(r.Sources, Source{Type: randText(rng), ID: randText(rng), Field: randText(rng)})
			}
		}
		want, err := json.Marshal(&r)
		got, ok := r.appendJSON([]byte("x"))
		if !bytes.HasPrefix(got, []byte("x")) {
			t.Fatalf("reply %d: the prefix was overwritten", i)
		}
		if !ok {
			if err == nil {
				finite := true
				for _, o := range r.BookingOptions {
					finite = finite && !math.IsNaN(o.Price) && !math.IsInf(o.Price, 0)
				}
				if finite {
					t.Fatalf("reply %d: declined a reply json.Marshal writes: %s", i, want)
				}
			}
			continue
		}
		fast++
		if err != nil || !bytes.Equal(got[1:], want) {
			t.Fatalf("reply %d:\n got %s\nwant %s (%v)", i, got[1:], want, err)
		}
	}
	if fast < 5000 {
		t.Fatalf("only %d replies took the fast path", fast)
	}
}

// TestReplyJSONMethod: the exported JSON is json.Marshal's bytes, also
// when appendJSON declines (a NaN price).
func TestReplyJSONMethod(t *testing.T) {
	for _, r := range []*Reply{
		{ID: "msg_1", Message: "Hola <b>&</b>", Language: "es"},
		{ID: "msg_3", Sources: []Source{{Type: "knowledge", ID: "kb_1"}, {Type: "service", ID: "svc_a", Field: "meeting_point"}}},
		{ID: "msg_2", BookingOptions: []BookingOption{{ID: "o1", Price: math.NaN()}}},
	} {
		got, err := r.JSON()
		want, werr := json.Marshal(r)
		if (err == nil) != (werr == nil) || string(got) != string(want) {
			t.Fatalf("JSON() = %s, %v; json.Marshal = %s, %v", got, err, want, werr)
		}
	}
}

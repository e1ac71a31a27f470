package session

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"
)

var statePieces = []string{"en", "svc_tagus_kayak", "2026-11-29", " ", "Ana", "é", "😀", "\"", "\\", "\n", "<", "\xff", "\u2028", "@", "+351"}

// checkStateFast fails when decodeStateFast reads b differently from
// json.Unmarshal (as decodeState uses it).
func checkStateFast(t *testing.T, b []byte) bool {
	t.Helper()
	got, ok := decodeStateFast(b)
	if !ok {
		return false
	}
	var want State
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatalf("decodeStateFast read %s, which json.Unmarshal refuses: %v", b, err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("decodeStateFast(%s)\n = %#v\nwant %#v", b, got, want)
	}
	return true
}

// randState returns a random state; with safe, its strings need no escapes.
func randState(rng *rand.Rand, safe bool) State {
	pieces := statePieces
	if safe {
		pieces = pieces[:7]
	}
	str := func() string {
		if rng.IntN(3) == 0 {
			return ""
		}
		var s string
		for range 1 + rng.IntN(3) {
			s += pieces[rng.IntN(len(pieces))]
		}
		return s
	}
	st := State{Lang: str(), ServiceID: str(), Date: str(), DayPart: str(), Time: str(), From: str(), Name: str(),
		Email: str(), Phone: str(), Selected: str(), Step: step(str()), BookingID: str(), DateEnd: str(), TimeEnd: str()}
	if rng.IntN(2) == 0 {
		st.Step = []step{stepBrowsing, stepChoosing, stepCollecting, stepConfirming, stepBooked}[rng.IntN(5)]
	}
	if rng.IntN(2) == 0 {
		st.Adults, st.Children, st.Infants, st.Confirm = rng.IntN(5), rng.IntN(3), rng.IntN(2), rng.IntN(50)
	}
	if rng.IntN(2) == 0 {
		st.Guests = rng.IntN(20)
	}
	if rng.IntN(2) == 0 {
		st.Turns = rng.IntN(2000)
	}
	for range rng.IntN(4) {
		st.Options = append(st.Options, str())
	}
	// a budget, with or without cents (drawing nothing from rng either)
	st.Budget = []float64{0, 30, 27.5, 0, 12.25, 100}[st.Confirm%6]
	st.BudgetTotal, st.Cheap = st.Budget > 0 && st.Guests%2 == 1, st.Adults%3
	// a declined pick's time, always a clock time (drawing nothing from rng)
	st.LastTime = []string{"", "10:00", "18:30"}[st.Turns%3]
	// a language asked for, always a language code (drawing nothing either)
	st.LangAsked = []string{"", "en", "", "de"}[st.Turns%4]
	// tours a shared word named (drawing nothing either)
	st.Among = [][]string{nil, {"svc_tagus_kayak", "svc_sunset_sail"}, nil}[st.Turns%3]
	// an age just told (drawing nothing either)
	st.AgeTold = st.Confirm%2 == 1
	// a price just said (drawing nothing either)
	st.PriceTold = st.Turns%3 == 2
	// children's ages told, and the adults asked for (drawing nothing either)
	st.Ages = [][]int{nil, {4, 7}, nil, {10}}[st.Turns%4]
	st.AskedAdults = st.Confirm%3 == 1
	// the topic of a tour's facts just answered (drawing nothing either)
	st.Asked = []string{"", "accessibility", "min_age"}[st.Confirm%3]
	st.AskedWhich = st.Asked != "" && st.Turns%2 == 0
	return st
}

// TestDecodeStateFast holds the fast path to json.Unmarshal over states as
// the engine writes them (which it must read) and over mangled ones.
func TestDecodeStateFast(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 1))
	fast := 0
	for range 30000 {
		st := randState(rng, rng.IntN(2) == 0)
		b, err := json.Marshal(&st)
		if err != nil {
			t.Fatal(err)
		}
		plain := !bytes.Contains(b, []byte(`\`))
		if checkStateFast(t, b) {
			fast++
		} else if plain {
			t.Fatalf("declined %s", b)
		}
		var want State
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatal(err)
		}
		want.normalize()
		if got := decodeState(b); !reflect.DeepEqual(got, want) {
			t.Fatalf("decodeState(%s) = %#v, want %#v", b, got, want)
		}
		c := bytes.Clone(b) // mangled
		switch rng.IntN(6) {
		case 0:
			c = c[:rng.IntN(len(c))]
		case 1:
			const junk = `{}[],:" 0-9an\`
			c[rng.IntN(len(c))] = junk[rng.IntN(len(junk))]
		case 2:
			c = bytes.Replace(c, []byte(`"lang"`), []byte(`"Lang"`), 1)
		case 3:
			c = bytes.Replace(c, []byte(`:`), []byte(`: `), 1)
		case 4:
			c = append(bytes.TrimSuffix(c, []byte("}")), []byte(`,"guests":7,"options":[],"x":1}`)...)
		case 5:
			c = bytes.Replace(c, []byte(`"turns":`), []byte(`"turns":0`), 1)
		}
		checkStateFast(t, c)
	}
	if fast < 15000 {
		t.Fatalf("only %d states took the fast path", fast)
	}
	for _, s := range []string{`{}`, `{"options":[]}`, `{"guests":0}`, `{"guests":01}`, `{"turns":1234567890}`, `{"lang":"en","lang":"fr"}`,
		`{"options":["a"],"options":["b","c"]}`, `{"lang":null}`, `{"lang":"en"} `, `{"lang":"en",}`, `{"guests":-1}`,
		`{"budget":30}`, `{"budget":30.}`, `{"budget":1e3}`, `{"budget":30.5e1}`, `{"budget":-3}`, `{"budget_total":true}`,
		`{"budget_total":false}`, `{"budget_total":tru}`, `{"cheap":2}`} {
		checkStateFast(t, []byte(s))
	}
}

func FuzzDecodeState(f *testing.F) {
	for _, s := range []string{`{"lang":"en","service_id":"svc_x","guests":2,"options":["slot_x_202611240900"],"turns":3}`, `{}`, `{"options":[]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) { checkStateFast(t, b) })
}

package session

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"hash/fnv"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/tourchat/tourchat/session/knowledge"
	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
)

var _ Chatter = (*Engine)(nil)

// lockStripes serialises the turns of one session in this process; sessions
// hashing to the same stripe wait for each other. A stripe is held for the
// turn's store calls (that is the point: the read-modify-write of the state),
// so waiting honours the request's context instead of blocking forever.
const lockStripes = 256

// saveAttempts bounds the retries when another instance saved a turn of the
// same session in between (store.ErrConflict).
const saveAttempts = 4

// Engine is the conversation engine. It is safe for concurrent use.
type Engine struct {
	st        store.Store
	now       func() time.Time
	mediaBase string
	log       *slog.Logger
	detector  *lang.Detector
	// parse reads a message: understand.Parse, replaced only by tests that
	// need what the parser does not report yet.
	parse func(raw string, c understand.Context) *understand.Result
	locks [lockStripes]chan struct{} // each a one-slot semaphore

	catMu      sync.Mutex
	catalogs   map[string]*catalog // by business id, bounded by the number of tenants
	catalogTTL time.Duration

	locations sync.Map // time zone name -> *time.Location

	turnJSON sync.Pool // *turnJSON

	kb knowledgeCache // each business's knowledge index (question.go)
}

// location is biz.Location() without reading the zone file every time.
func (e *Engine) location(biz *store.Business) *time.Location {
	if l, ok := e.locations.Load(biz.Timezone); ok {
		return l.(*time.Location)
	}
	l := biz.Location()
	e.locations.Store(biz.Timezone, l)
	return l
}

// catalog is a business's services with their matcher, rebuilt when the
// services change.
type catalog struct {
	fingerprint uint64
	services    []store.Service
	matcher     *understand.Services
	loaded      time.Time // by the monotonic clock, for the cache's time to live

	daysMu sync.RWMutex
	days   map[dayKey][]store.Slot // read-only once stored; see slotsOn
}

// dayKey names one service's slots on one local date.
type dayKey struct {
	service int // index in catalog.services
	loc     *time.Location
	y, m, d int
}

// maxCatalogDays bounds the slot lists a catalog keeps: services times the
// dates asked about during its time to live.
const maxCatalogDays = 1024

// slotsOn is services[i].SlotsOn(day), computed once per catalog: every
// turn searching a day would otherwise rebuild the same slots and their ids.
// The slice is shared by turns and never written.
func (c *catalog) slotsOn(i int, day time.Time) []store.Slot {
	y, m, d := day.Date()
	k := dayKey{service: i, loc: day.Location(), y: y, m: int(m), d: d}
	c.daysMu.RLock()
	sl, ok := c.days[k]
	c.daysMu.RUnlock()
	if ok {
		return sl
	}
	sl = c.services[i].SlotsOn(day, day.Location())
	c.daysMu.Lock()
	if c.days == nil {
		c.days = map[dayKey][]store.Slot{}
	}
	if len(c.days) < maxCatalogDays {
		c.days[k] = sl
	}
	c.daysMu.Unlock()
	return sl
}

// DefaultCatalogTTL is how long a business's services are reused between
// turns before they are read again.
const DefaultCatalogTTL = 2 * time.Second

// New returns an Engine on st.
func New(st store.Store, opts Options) *Engine {
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	knowledge.Prepare() // the first visitors after a start do not wait for it
	e := &Engine{
		st: st, now: now, mediaBase: strings.TrimRight(opts.MediaBaseURL, "/"), log: log,
		detector: lang.New(), parse: understand.Parse, catalogs: map[string]*catalog{}, catalogTTL: opts.CatalogTTL,
	}
	if e.catalogTTL == 0 {
		e.catalogTTL = DefaultCatalogTTL
	}
	for i := range e.locks {
		e.locks[i] = make(chan struct{}, 1)
	}
	return e
}

// lock takes the session's stripe, or gives up when ctx ends.
func (e *Engine) lock(ctx context.Context, businessID, sessionID string) (unlock func(), err error) {
	h := fnv.New32a()
	h.Write([]byte(businessID))
	h.Write([]byte{0})
	h.Write([]byte(sessionID))
	stripe := e.locks[h.Sum32()%lockStripes]
	select {
	case stripe <- struct{}{}:
		return func() { <-stripe }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Chat answers one visitor message: it reads the conversation's state,
// understands the message, searches slots, books or captures a lead when the
// visitor gave what is needed, and saves the turn with the new state.
func (e *Engine) Chat(ctx context.Context, req Request) (*Reply, error) {
	if req.Business == nil {
		return nil, store.Param("business_id", "required")
	}
	unlock, err := e.lock(ctx, req.Business.ID, req.SessionID)
	if err != nil {
		return nil, err
	}
	defer unlock()

	var t *turn
	for attempt := 0; ; attempt++ {
		conv, err := e.st.ConversationBySession(ctx, req.Business.ID, req.SessionID)
		var version int64
		var state State
		switch {
		case errors.Is(err, store.ErrNotFound):
		case err != nil:
			return nil, err
		default:
			version, state = conv.Version, decodeState(conv.State)
		}
		if t == nil || !t.sideEffects {
			// Nothing irreversible happened yet: read the message again
			// against the newest state.
			if t, err = e.compute(ctx, req, state); err != nil {
				return nil, err
			}
		}
		err = e.save(ctx, req, t, version)
		if err == nil {
			return t.reply, nil
		}
		if !errors.Is(err, store.ErrConflict) || attempt+1 >= saveAttempts {
			return nil, err
		}
		e.log.DebugContext(ctx, "chat turn conflict, retrying", "session_id", req.SessionID, "attempt", attempt+1)
	}
}

// turn is one computed answer, ready to save.
type turn struct {
	state       State
	res         *understand.Result
	reply       *Reply
	fallback    bool
	handoff     bool
	sideEffects bool // a booking or lead was written: never compute twice
	// event and row are the message's event and the transition followed.
	event event
	row   *transition
}

// turnJSON is a reusable buffer for a turn's state and reply JSON.
type turnJSON struct {
	buf   bytes.Buffer
	enc   *json.Encoder // writes to buf; the same bytes as json.Marshal, then a newline
	reply []byte        // the reply, when Reply.appendJSON can write it
}

// maxTurnJSON is the largest buffer kept for reuse.
const maxTurnJSON = 64 << 10

func (e *Engine) save(ctx context.Context, req Request, t *turn, version int64) error {
	// Both stores copy what they keep of a turn (the memory store encodes
	// the reply into its event data), so the JSON handed to SaveTurn can
	// live in a buffer the next turn reuses.
	j, _ := e.turnJSON.Get().(*turnJSON)
	if j == nil {
		j = &turnJSON{}
		j.enc = json.NewEncoder(&j.buf)
	}
	defer func() {
		if j.buf.Cap() <= maxTurnJSON && cap(j.reply) <= maxTurnJSON {
			e.turnJSON.Put(j)
		}
	}()
	j.buf.Reset()
	if err := j.enc.Encode(&t.state); err != nil {
		return err
	}
	n := j.buf.Len()
	var replyJSON []byte
	if b, ok := t.reply.appendJSON(j.reply[:0]); ok {
		j.reply, replyJSON = b, b[:len(b):len(b)]
	} else {
		if err := j.enc.Encode(t.reply); err != nil {
			return err
		}
		b := j.buf.Bytes()
		replyJSON = b[n : len(b)-1 : len(b)-1] // without the newline
	}
	stateJSON := j.buf.Bytes()[: n-1 : n-1]
	meta := req.Metadata
	if len(meta) == 0 {
		meta = nil
	}
	_, err := e.st.SaveTurn(ctx, store.Turn{
		BusinessID: req.Business.ID, SessionID: req.SessionID, Language: t.reply.Language,
		State: stateJSON, ExpectVersion: version, Handoff: t.handoff,
		Visitor: store.Message{
			Role: store.RoleVisitor, Text: req.Message, Language: t.reply.Language,
			Intent: t.res.Intent, Metadata: meta,
		},
		Reply: store.Message{
			ID: t.reply.ID, Role: store.RoleAssistant, Text: t.reply.Message, Language: t.reply.Language,
			Intent: t.res.Intent, Fallback: t.fallback, Reply: replyJSON,
		},
	})
	return err
}

// catalogFor returns the business's services and matcher, cached until the
// services change.
func (e *Engine) catalogFor(ctx context.Context, biz *store.Business) (*catalog, error) {
	e.catMu.Lock()
	c := e.catalogs[biz.ID]
	e.catMu.Unlock()
	if c != nil && e.catalogTTL > 0 && time.Since(c.loaded) < e.catalogTTL {
		return c, nil // read-only: turns share it
	}
	svcs, err := e.st.Services(ctx, biz.ID)
	if err != nil {
		return nil, err
	}
	svcs = slices.DeleteFunc(svcs, func(s store.Service) bool { return s.Archived() })
	h := fnv.New64a()
	for i := range svcs {
		s := &svcs[i]
		h.Write([]byte(s.ID))
		for _, l := range lang.Supported {
			h.Write([]byte(s.Name[l]))
			h.Write([]byte(s.Keywords[l]))
		}
	}
	fp := h.Sum64()
	matcher := (*understand.Services)(nil)
	if c != nil && c.fingerprint == fp {
		matcher = c.matcher // names and keywords unchanged: keep the index
	} else {
		matcher = understand.NewServices(svcs)
	}
	c = &catalog{fingerprint: fp, services: svcs, matcher: matcher, loaded: time.Now()}
	e.catMu.Lock()
	e.catalogs[biz.ID] = c
	e.catMu.Unlock()
	return c, nil
}

func (c *catalog) service(id string) *store.Service {
	for i := range c.services {
		if c.services[i].ID == id {
			return &c.services[i]
		}
	}
	return nil
}

// language picks the reply language: the request's when supported, else the
// one detected with the conversation's language as a prior, else the
// business default.
func (e *Engine) language(req Request, prior string) string {
	if lang.IsSupported(req.Language) {
		return req.Language
	}
	fallback := req.Business.DefaultLanguage
	if !lang.IsSupported(fallback) {
		fallback = "en"
	}
	d := e.detector.Detect(req.Message, prior, fallback)
	if prior == "" && slices.Max(d.Scores[:]) < 1 {
		// The first message holds no word of any language, a name at most
		// ("+49 171 2345678, Stefanie Braun, steffi.braun@gmail.com",
		// where a name's letters lean weakly to one): the phone's country
		// code or the e-mail's country domain may say it.
		if l := contactLanguage(req.Message); l != "" {
			return l
		}
	}
	return d.Lang
}

// contactLanguage reads the language of a message's phone number, by its
// country code ("+49 ..." is German, "+351 ..." or "+55 ..." Portuguese),
// or of its e-mail address, by the country domain ("....fr", "....com.br"):
// "" when neither says one. Only asked when no word says the language.
func contactLanguage(msg string) string {
	for _, f := range strings.FieldsFunc(msg, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '\n' || r == '\t' }) {
		if strings.HasPrefix(f, "+") || strings.HasPrefix(f, "00") {
			digits := strings.TrimPrefix(strings.TrimPrefix(f, "+"), "00")
			for _, c := range phoneCountries {
				if strings.HasPrefix(digits, c.code) {
					return c.lang
				}
			}
			continue
		}
		if at := strings.LastIndexByte(f, '@'); at > 0 {
			domain := strings.ToLower(strings.TrimRight(f[at+1:], ".!?)"))
			if dot := strings.LastIndexByte(domain, '.'); dot >= 0 {
				if l, ok := domainCountries[domain[dot+1:]]; ok {
					return l
				}
			}
		}
	}
	return ""
}

// phoneCountries are the country codes of the six languages' countries,
// the longer codes first ("+351" before "+3...").
var phoneCountries = []struct{ code, lang string }{
	{"351", "pt"}, {"55", "pt"}, {"49", "de"}, {"43", "de"}, {"33", "fr"},
	{"34", "es"}, {"52", "es"}, {"54", "es"}, {"39", "it"}, {"44", "en"}, {"1", "en"},
}

// domainCountries are the country domains of e-mail addresses that say a
// language.
var domainCountries = map[string]string{"de": "de", "at": "de", "fr": "fr", "es": "es", "mx": "es", "ar": "es",
	"it": "it", "pt": "pt", "br": "pt", "uk": "en", "ie": "en"}

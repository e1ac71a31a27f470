package session

import (
	"encoding/json"
	"strconv"

	"github.com/tourchat/tourchat/store/jsonenc"
)

// appendJSON appends the reply's JSON, byte for byte what json.Marshal
// writes, and reports whether it could (it declines what jsonenc declines:
// a NaN or infinite price, a time MarshalJSON refuses). Every turn encodes
// its reply, and encoding/json's reflection over the options was a tenth of
// a turn. TestReplyJSON holds it to json.Marshal and to the field lists.
func (r *Reply) appendJSON(dst []byte) ([]byte, bool) {
	n0 := len(dst)
	var ok bool
	dst = append(dst, `{"id":`...)
	dst = jsonenc.AppendString(dst, r.ID)
	dst = append(dst, `,"message":`...)
	dst = jsonenc.AppendString(dst, r.Message)
	dst = append(dst, `,"booking_options":`...)
	if r.BookingOptions == nil {
		dst = append(dst, "null"...)
	} else {
		dst = append(dst, '[')
		for i := range r.BookingOptions {
			if i > 0 {
				dst = append(dst, ',')
			}
			if dst, ok = r.BookingOptions[i].appendJSON(dst); !ok {
				return dst[:n0], false
			}
		}
		dst = append(dst, ']')
	}
	dst = append(dst, `,"media":`...)
	if r.Media == nil {
		dst = append(dst, "null"...)
	} else {
		dst = append(dst, '[')
		for i, m := range r.Media {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, `{"type":`...)
			dst = jsonenc.AppendString(dst, m.Type)
			dst = append(dst, `,"url":`...)
			dst = jsonenc.AppendString(dst, m.URL)
			dst = append(dst, `,"alt":`...)
			dst = jsonenc.AppendString(dst, m.Alt)
			dst = append(dst, '}')
		}
		dst = append(dst, ']')
	}
	dst = append(dst, `,"suggested_actions":`...)
	if r.SuggestedActions == nil {
		dst = append(dst, "null"...)
	} else {
		dst = append(dst, '[')
		for i, a := range r.SuggestedActions {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = jsonenc.AppendString(dst, a)
		}
		dst = append(dst, ']')
	}
	dst = append(dst, `,"session_id":`...)
	dst = jsonenc.AppendString(dst, r.SessionID)
	dst = append(dst, `,"language":`...)
	dst = jsonenc.AppendString(dst, r.Language)
	dst = append(dst, `,"created_at":`...)
	if dst, ok = jsonenc.AppendTime(dst, r.CreatedAt); !ok {
		return dst[:n0], false
	}
	dst = append(dst, `,"handled_by":`...)
	dst = jsonenc.AppendString(dst, r.HandledBy)
	if len(r.Sources) > 0 {
		dst = append(dst, `,"sources":[`...)
		for i, s := range r.Sources {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, `{"type":`...)
			dst = jsonenc.AppendString(dst, s.Type)
			dst = append(dst, `,"id":`...)
			dst = jsonenc.AppendString(dst, s.ID)
			if s.Field != "" {
				dst = append(dst, `,"field":`...)
				dst = jsonenc.AppendString(dst, s.Field)
			}
			dst = append(dst, '}')
		}
		dst = append(dst, ']')
	}
	return append(dst, '}'), true
}

func (o *BookingOption) appendJSON(dst []byte) ([]byte, bool) {
	var ok bool
	dst = append(dst, `{"id":`...)
	dst = jsonenc.AppendString(dst, o.ID)
	dst = append(dst, `,"name":`...)
	dst = jsonenc.AppendString(dst, o.Name)
	dst = append(dst, `,"time":`...)
	dst = jsonenc.AppendString(dst, o.Time)
	dst = append(dst, `,"duration":`...)
	dst = jsonenc.AppendString(dst, o.Duration)
	dst = append(dst, `,"price":`...)
	if dst, ok = jsonenc.AppendFloat(dst, o.Price); !ok {
		return dst, false
	}
	dst = append(dst, `,"availability":`...)
	dst = strconv.AppendInt(dst, int64(o.Availability), 10)
	dst = append(dst, `,"slot_id":`...)
	dst = jsonenc.AppendString(dst, o.SlotID)
	dst = append(dst, `,"service_id":`...)
	dst = jsonenc.AppendString(dst, o.ServiceID)
	dst = append(dst, `,"date":`...)
	dst = jsonenc.AppendString(dst, o.Date)
	dst = append(dst, `,"start":`...)
	if dst, ok = jsonenc.AppendTime(dst, o.Start); !ok {
		return dst, false
	}
	dst = append(dst, `,"currency":`...)
	dst = jsonenc.AppendString(dst, o.Currency)
	if len(o.TicketTypes) > 0 {
		dst = append(dst, `,"ticket_types":[`...)
		for i, t := range o.TicketTypes {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, `{"id":`...)
			dst = jsonenc.AppendString(dst, t.ID)
			dst = append(dst, `,"name":`...)
			dst = jsonenc.AppendString(dst, t.Name)
			dst = append(dst, `,"price":`...)
			if dst, ok = jsonenc.AppendFloat(dst, t.Price); !ok {
				return dst, false
			}
			dst = append(dst, '}')
		}
		dst = append(dst, ']')
	}
	return append(dst, '}'), true
}

// JSON returns the reply's JSON, what json.Marshal returns, written
// without reflection when appendJSON can. Callers that send the reply (the
// HTTP answer, the WebSocket's chat.reply frame) use it.
func (r *Reply) JSON() ([]byte, error) {
	if b, ok := r.appendJSON(make([]byte, 0, 1024)); ok {
		return b, nil
	}
	return json.Marshal(r)
}

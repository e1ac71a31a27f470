package rest

import (
	"errors"
	"testing"

	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
)

// FuzzChatDecode checks that no chat body makes decoding or validation panic
// or produce anything but a 4xx contract error.
func FuzzChatDecode(f *testing.F) {
	for _, s := range []string{
		`{"business_id":"biz_demo","message":"hi","session_id":"s1"}`,
		`{"business_id":"biz_demo","message":"hi","session_id":"s1","language":"pt","metadata":{"a":[1,{"b":null}]}}`,
		`{"message":5}`, `{"sessionId":"x"}`, `[]`, `"x"`, `{`, `{"metadata":"x"}`, `{"message":"\u0000"}`,
		`{"business_id":"biz_demo","message":"` + "\xff\xfe" + `","session_id":"s"}`, `{} {}`, `null`,
	} {
		f.Add([]byte(s))
	}
	p := &Principal{Business: demo.Business()}
	f.Fuzz(func(t *testing.T, body []byte) {
		var req chatRequest
		err := decodeStrict(body, &req)
		if err == nil {
			_, err = req.validate(p)
		}
		checkClientError(t, err)
	})
}

// FuzzBookingDecode does the same for POST /v1/bookings bodies.
func FuzzBookingDecode(f *testing.F) {
	for _, s := range []string{
		`{"slot_id":"slot_tagus_kayak_202612050900","guests":2,"customer":{"name":"A","email":"a@b.co"}}`,
		`{"service_id":"svc_tagus_kayak","date":"2026-12-05","time":"9:00 AM","guests":2,"customer":{"name":"A","phone":"+351912345678"}}`,
		`{"guests":-1}`, `{"guests":1e9}`, `{"customer":[]}`, `{"slot_id":"slot__"}`, `{"date":"2026-02-30","service_id":"svc_x","time":"25:00"}`,
	} {
		f.Add([]byte(s))
	}
	biz := demo.Business()
	f.Fuzz(func(t *testing.T, body []byte) {
		var req bookingRequest
		err := decodeStrict(body, &req)
		if err == nil {
			_, err = req.validate(biz)
		}
		checkClientError(t, err)
	})
}

func checkClientError(t *testing.T, err error) {
	t.Helper()
	if err == nil {
		return
	}
	ae, ok := toAPIError(err)
	if !ok || ae.Status < 400 || ae.Status >= 500 {
		t.Fatalf("not a client error: %v", err)
	}
	var pe *store.ParamError
	if ae.Code == "invalid_parameter" && ae.Field == "" && !errors.As(err, &pe) {
		t.Fatalf("parameter error without field: %v", err)
	}
}

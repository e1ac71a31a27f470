package session

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
)

func TestHeld(t *testing.T) {
	f, err := os.Open(os.Getenv("HELD"))
	if err != nil {
		t.Skip()
	}
	defer f.Close()
	svcs, _ := demo.Services()
	m := understand.NewServices(svcs)
	det := lang.New()
	sc := bufio.NewScanner(f)
	bad, n := 0, 0
	for sc.Scan() {
		p := strings.Split(sc.Text(), "\t")
		n++
		d := det.Detect(p[6], "", "en")
		r := understand.Parse(p[6], understand.Context{Now: testNow, Lang: d.Lang, Region: "PT", Services: m})
		date, clock, g := "", "", ""
		if r.HasDate() {
			date = r.Date.Format(store.DateLayout)
		}
		if r.HasTime {
			clock = fmt.Sprintf("%02d:%02d", r.Hour, r.Minute)
		}
		if r.Guests > 0 {
			g = strconv.Itoa(r.Guests)
		}
		svc := ""
		if p[5] != "" {
			svc = serviceIDs[p[5]]
		}
		if r.Intent != intentNames[p[1]] || date != p[2] || clock != p[3] || g != p[4] || r.ServiceID != svc || d.Lang != p[0] {
			bad++
			t.Logf("%q\n\twant %s %s %s %s %s %s\n\tgot  %s %s %s %s %s %s", p[6], p[0], p[1], p[2], p[3], p[4], svc, d.Lang, r.Intent, date, clock, g, r.ServiceID)
		}
	}
	t.Logf("%d/%d wrong", bad, n)
}

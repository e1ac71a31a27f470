package understand
import ("testing";"fmt";"os";"strings")
func TestDbg(t *testing.T){
	for _, line := range strings.Split(os.Getenv("MSGS"), "|") {
		lng, msg, _ := strings.Cut(line, ":")
		r := Parse(msg, Context{Now: now, Lang: lng, Region: "PT", ExpectName: os.Getenv("ASKED")!=""})
		fmt.Printf("%q date=%v end=%v hol=%s time=%v %02d:%02d end=%v %02d:%02d part=%s g=%d a/c/i=%d/%d/%d name=%q email=%q phone=%q unread=%v intent=%s\n", msg, r.Date.Format("2006-01-02"), r.DateEnd.Format("01-02"), r.Holiday, r.HasTime, r.Hour, r.Minute, r.HasEndTime, r.EndHour, r.EndMinute, r.DayPart, r.Guests, r.Adults, r.Children, r.Infants, r.Name, r.Email, r.Phone, r.Unread, r.Intent)
	}
}

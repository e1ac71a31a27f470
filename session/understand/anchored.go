package understand

import "time"

// anchoredDay are the openings of a day told by an event of the visitor's
// own, which no calendar can resolve: "the day my sister lands", "el día que
// llega mi hermana", "le jour où ma sœur arrive", "an dem Tag, wenn meine
// Schwester ankommt". Such a message names a day the grammar cannot read;
// the dialogue asks for it instead of guessing from whatever else the
// message holds ("around the long weekend").
var anchoredDay = listSet([]string{
	"the day my", "the day our", "the day we", "the day when", "the day she", "the day he", "the day they",
	"the day that my", "the day that we", "the day i",
	"el dia que", "el dia en que", "el dia cuando",
	"le jour ou", "le jour de l arrivee de",
	"an dem tag wenn", "an dem tag an dem", "an dem tag als", "am tag wenn", "am tag an dem",
	"il giorno che", "il giorno in cui", "il giorno quando",
	"no dia em que", "no dia que", "o dia em que",
})

// readAnchoredDay reports the day told by an event as unread, in place of
// any date the readers took from the rest of the message.
func (p *parser) readAnchoredDay(e *Entities) {
	if len(anchoredDay.find(p.t, nil)) == 0 {
		return
	}
	e.Date, e.DateEnd, e.Holiday = time.Time{}, time.Time{}, ""
	if !e.HasUnread(UnreadDate) {
		e.Unread = append(e.Unread, UnreadDate)
	}
}

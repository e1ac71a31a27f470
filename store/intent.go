package store

// Intents the conversation engine assigns to visitor messages. They are
// stored per message and reported by analytics, so their names are stable.
const (
	IntentGreet        = "greet"
	IntentBrowse       = "browse_tours"
	IntentAvailability = "availability"
	IntentPrice        = "price"
	IntentDetails      = "tour_details"
	IntentBook         = "book"
	IntentContact      = "give_contact"
	IntentManage       = "manage_booking" // cancel or change a booking
	IntentHuman        = "human"
	IntentThanks       = "thanks_bye"
	IntentOutOfScope   = "out_of_scope"
	// IntentQuestion is a question answered (or not) from the business's
	// knowledge: service facts, business facts, knowledge entries.
	IntentQuestion = "question"
)

// Intents lists every intent name.
var Intents = []string{
	IntentGreet, IntentBrowse, IntentAvailability, IntentPrice, IntentDetails, IntentBook,
	IntentContact, IntentManage, IntentHuman, IntentThanks, IntentOutOfScope, IntentQuestion,
}

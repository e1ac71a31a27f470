package lang

import "testing"

// TestShortWithLoanwords pins short first messages (two to four words) whose
// most visible word is an activity name written alike in the six languages
// ("surf", "kayak", "tour", "tuk tuk", "fado"): the language must come from
// the other words (function words, lesson/class words, day abbreviations,
// "11am"), not from the loanword, and not fall back to the business default.
func TestShortWithLoanwords(t *testing.T) {
	d := New()
	cases := map[string][]string{
		"en": {"kayak trip sun?", "tuk tuk tour 3pm", "fado night fri", "surf class for 2",
			"any kayak tmrw", "bike tour pls", "fado tonite?", "surf lessons thurs 10am",
			"tuk tuk for 4", "sunset boat trip"},
		"es": {"clase de surf", "kayak el sabado", "tuk tuk para 3 personas", "hay fado hoy?",
			"tour en bici", "surf manana?", "fado esta noche", "haceis kayak?",
			"paseo en tuk tuk", "barco al atardecer"},
		"fr": {"cours de surf", "kayak samedi ?", "tuk tuk pour 3", "soirée fado ce soir",
			"tour à vélo demain", "vous faites du kayak ?", "surf demain matin", "fado avec diner",
			"une balade en tuk tuk", "bateau au coucher du soleil"},
		"de": {"Surfkurs am Samstag", "kayak morgen?", "tuk tuk fur 3", "fado heute abend",
			"radtour morgen", "macht ihr kayak?", "surf kurs fur zwei", "fado mit essen",
			"tuk tuk um 15 uhr", "boot bei sonnenuntergang"},
		"it": {"lezione di surf", "kayak sabato?", "tuk tuk per 3", "fado stasera",
			"giro in bici", "fate kayak?", "surf domani mattina", "cena con fado stasera",
			"vorrei un tuk tuk", "barca al tramonto sabato"},
		"pt": {"aulas de surf", "kayak amanha cedo", "tuk tuk para 3 pessoas", "fado hoje a noite",
			"passeio de bicicleta", "fazem kayak?", "surf amanha de manha", "fado com jantar",
			"queria um tuk tuk", "barco ao por do sol"},
	}
	for _, want := range Supported {
		fallback := "en"
		if want == "en" {
			fallback = "pt"
		}
		for _, m := range cases[want] {
			if got := d.Detect(m, "", fallback); got.Lang != want {
				t.Errorf("%s: Detect(%q) = %s %.2f", want, m, got.Lang, got.Scores)
			}
			if got := d.Detect(m, want, fallback); got.Lang != want {
				t.Errorf("%s: Detect(%q, prior %s) = %s %.2f", want, m, want, got.Lang, got.Scores)
			}
		}
	}
}

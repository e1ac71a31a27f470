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

// TestShortPortugueseBesideSpanish pins short messages whose words are
// mostly shared by Portuguese and Spanish ("este", "semana", "para 2",
// "barco"): the few words only one of them writes ("fim de semana",
// "veleiro", "passeio", "amanhã", "você" against "fin de semana",
// "velero", "paseo", "mañana", "tenéis", "a pie") decide, with no prior and with
// the other language as the business default.
func TestShortPortugueseBesideSpanish(t *testing.T) {
	d := New()
	cases := map[string][]string{
		"pt": {"veleiro no fim de semana para 3", "passeio amanhã de tarde", "fim de semana para 4?",
			"você tem vagas no barco?", "caiaque este fim de semana", "o passeio de barco é para 2",
			"tem passeio amanhã?", "vocês têm veleiro domingo?", "barco no fim-de-semana",
			"passeio a pé na próxima semana", "na próxima semana para 2"},
		"es": {"velero el fin de semana para 3", "paseo mañana por la tarde", "fin de semana para 4?",
			"¿tienes plazas en el barco?", "kayak este finde", "el paseo en barco es para 2",
			"hay paseo mañana?", "tenéis velero el domingo?", "barco el fin de semana",
			"tour a pie la semana que viene para 3", "la próxima semana para 2"},
	}
	for want, msgs := range cases {
		other := map[string]string{"pt": "es", "es": "pt"}[want]
		for _, m := range msgs {
			for _, fallback := range []string{"en", other} {
				if got := d.Detect(m, "", fallback); got.Lang != want {
					t.Errorf("%s: Detect(%q, fallback %s) = %s %.2f", want, m, fallback, got.Lang, got.Scores)
				}
			}
		}
	}
}

// TestShortTellMeAbout pins short first messages asking to be told about a
// tour, whose only other word is its name: the verb with its person
// ("cuéntame", "parlami", "erzähl", "conta-me") says the language.
func TestShortTellMeAbout(t *testing.T) {
	d := New()
	cases := map[string][]string{
		"es": {"cuentanos del surf", "hablame del tuk tuk", "explicame el kayak"},
		"it": {"raccontami del surf", "parlaci del tuk tuk", "ditemi del kayak"},
		"de": {"erzähl was vom surf", "erzähle vom tuk tuk"},
		"pt": {"conta do surf", "fale do tuk tuk"},
	}
	for want, msgs := range cases {
		for _, m := range msgs {
			for _, fallback := range []string{"en", "fr"} {
				if got := d.Detect(m, "", fallback); got.Lang != want {
					t.Errorf("%s: Detect(%q, fallback %s) = %s %.2f", want, m, fallback, got.Lang, got.Scores)
				}
			}
		}
	}
}

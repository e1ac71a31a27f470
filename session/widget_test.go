package session

import (
	"testing"

	"github.com/tourchat/tourchat/session/lang"
	"github.com/tourchat/tourchat/session/understand"
	"github.com/tourchat/tourchat/store"
	"github.com/tourchat/tourchat/store/demo"
)

// widgetButtons are the texts the widget sends for each suggested action
// (web/static/widget.js), per language.
var widgetButtons = map[string]map[string]string{
	"en": {ActionBookTour: "I want to book a tour", ActionMoreInfo: "Tell me more", ActionCheckOtherDates: "Other dates?",
		ActionShareContact: "I will share my contact details", ActionTalkToHuman: "I want to talk to a person", ActionViewTours: "Which tours do you offer?"},
	"es": {ActionBookTour: "Quiero reservar un tour", ActionMoreInfo: "Cuéntame más", ActionCheckOtherDates: "¿Otras fechas?",
		ActionShareContact: "Te dejo mis datos de contacto", ActionTalkToHuman: "Quiero hablar con una persona", ActionViewTours: "¿Qué tours ofrecéis?"},
	"fr": {ActionBookTour: "Je veux réserver une excursion", ActionMoreInfo: "Dites-m’en plus", ActionCheckOtherDates: "D’autres dates ?",
		ActionShareContact: "Je vous laisse mes coordonnées", ActionTalkToHuman: "Je veux parler à quelqu’un", ActionViewTours: "Quelles excursions proposez-vous ?"},
	"de": {ActionBookTour: "Ich möchte eine Tour buchen", ActionMoreInfo: "Mehr erfahren", ActionCheckOtherDates: "Andere Termine?",
		ActionShareContact: "Ich gebe meine Kontaktdaten an", ActionTalkToHuman: "Ich möchte mit einem Menschen sprechen", ActionViewTours: "Welche Touren bieten Sie an?"},
	"it": {ActionBookTour: "Voglio prenotare un tour", ActionMoreInfo: "Dimmi di più", ActionCheckOtherDates: "Altre date?",
		ActionShareContact: "Ti lascio i miei contatti", ActionTalkToHuman: "Voglio parlare con una persona", ActionViewTours: "Quali tour offrite?"},
	"pt": {ActionBookTour: "Quero reservar um tour", ActionMoreInfo: "Diga-me mais", ActionCheckOtherDates: "Outras datas?",
		ActionShareContact: "Deixo os meus contactos", ActionTalkToHuman: "Quero falar com uma pessoa", ActionViewTours: "Que tours oferecem?"},
}

var buttonIntent = map[string]string{
	ActionBookTour: store.IntentBook, ActionMoreInfo: store.IntentDetails, ActionCheckOtherDates: store.IntentAvailability,
	ActionShareContact: store.IntentContact, ActionTalkToHuman: store.IntentHuman, ActionViewTours: store.IntentBrowse,
}

// TestWidgetButtons: the texts of the widget's action buttons are understood
// in every language, with the conversation's language as the prior.
func TestWidgetButtons(t *testing.T) {
	svcs, _ := demo.Services()
	m := understand.NewServices(svcs)
	det := lang.New()
	for l, buttons := range widgetButtons {
		for action, text := range buttons {
			d := det.Detect(text, l, "en")
			r := understand.Parse(text, understand.Context{Now: testNow, Lang: d.Lang, Region: "PT", Services: m, HasOptions: true})
			if r.Intent != buttonIntent[action] || d.Lang != l {
				t.Errorf("%s %q: intent %s lang %s, want %s", l, text, r.Intent, d.Lang, buttonIntent[action])
			}
		}
	}
}

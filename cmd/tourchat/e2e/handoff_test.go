package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tourchat/tourchat/store"
)

// TestHandoffInSpanish is the handoff's acceptance path in two browser
// contexts: a visitor on the demo page asks in Spanish for a person; Maria,
// signed in to the dashboard, sees the conversation arrive live at the top
// of the inbox (title badge), takes it over and replies; the visitor sees
// "Maria joined", Maria typing, and her reply under her name, and the
// assistant stays silent while Maria handles the conversation.
func TestHandoffInSpanish(t *testing.T) {
	chromiumPath(t)
	srv := startServer(t, false)
	// Support hours that never close: the handoff depends only on Maria
	// being online, whatever the time of day the test runs at.
	ctx := context.Background()
	biz, err := srv.app.Store.Business(ctx, "biz_demo")
	if err != nil {
		t.Fatal(err)
	}
	biz.SupportHours = store.SupportHours{}
	for _, d := range store.Weekdays {
		biz.SupportHours[d] = []string{"00:00-24:00"}
	}
	if err := srv.app.Store.UpdateBusiness(ctx, biz); err != nil {
		t.Fatal(err)
	}
	browser := newBrowser(t)
	staff := newTab(t, browser, "dashboard")
	visitor := newTab(t, browser, "visitor")

	staff.do(30*time.Second,
		chromedp.Navigate(srv.URL+"/dashboard"),
		chromedp.WaitVisible(chromedp.CSS("#key")),
		chromedp.SendKeys(chromedp.CSS("#staff-name"), "Maria"),
		chromedp.SendKeys(chromedp.CSS("#key"), srv.cfg.DemoKey+"\r"),
	)
	staff.waitFor("the dashboard's live subscription", `document.body.dataset.live === 'subscribed'`, 10*time.Second)
	staff.do(5*time.Second, js(`window.__noReload = true`))

	openWidget(t, visitor, srv)
	visitor.do(5*time.Second, js(W+`.querySelector('.launcher').click()`))
	visitor.waitFor("the team shown online", host+`.dataset.team === 'online'`, 10*time.Second)
	ask(t, visitor, "Hola, quiero hablar con una persona")
	visitor.waitFor("the handoff answer", `[...`+W+`.querySelectorAll('.msg.assistant')].pop().innerText.includes('equipo')`, 5*time.Second)

	// Live in the dashboard: first in the inbox, waiting, with a title badge.
	staff.waitFor("the waiting conversation at the top of the inbox",
		`(() => { const li = document.querySelector('#conversations li'); return !!li && li.dataset.status === 'waiting'; })()`, 5*time.Second)
	staff.waitFor("the title badge", `document.title.startsWith('(1) ')`, 5*time.Second)
	staff.do(5*time.Second, js(`document.querySelector('.convs').scrollIntoView()`))
	staff.shot("handoff")

	staff.do(5*time.Second, js(`document.querySelector('#conversations li[data-status="waiting"] button').click()`))
	staff.waitFor("the transcript", `[...document.querySelectorAll('#transcript .bubble.visitor')].some(b => b.innerText.includes('quiero hablar con una persona'))`, 5*time.Second)
	staff.waitFor("the options the visitor saw", `document.querySelectorAll('#transcript .bubble.assistant .chip').length > 0`, 5*time.Second)
	staff.do(5*time.Second, chromedp.Click(chromedp.CSS("#take")))
	staff.waitFor("the conversation taken", `document.getElementById('conv-status').innerText.includes('Maria')`, 5*time.Second)
	visitor.waitFor("Maria joined", `[...`+W+`.querySelectorAll('.note')].some(n => n.innerText.includes('Maria se ha unido'))`, 5*time.Second)

	// Maria types: the visitor sees the typing indicator with her name.
	staff.do(10*time.Second, chromedp.SendKeys(chromedp.CSS("#reply-text"), "¡Hola! Soy Maria. ¿En qué puedo ayudarte?"))
	visitor.waitFor("Maria typing", host+`.dataset.staffTyping === 'Maria' && !`+W+`.querySelector('.typing').hidden && `+W+`.querySelector('.typing').innerText.includes('Maria está escribiendo')`, 5*time.Second)
	visitor.shot("typing")
	staff.do(5*time.Second, keys("\r"))
	visitor.waitFor("Maria's reply", `[...`+W+`.querySelectorAll('.msg.staff')].some(m => m.innerText.includes('Soy Maria') && m.querySelector('.name').innerText === 'Maria')`, 5*time.Second)
	visitor.shot("reply")

	// The visitor answers: staff see them typing, then the message; the
	// assistant says nothing.
	assistantBefore := eval[int](visitor, W+`.querySelectorAll('.msg.assistant').length`)
	visitor.do(5*time.Second, js(W+`.getElementById('tc-input').focus()`), keys("Quiero reservar el kayak"))
	staff.waitFor("the visitor typing", `!document.getElementById('visitor-typing').hidden`, 5*time.Second)
	visitor.do(5*time.Second, keys("\r"))
	staff.waitFor("the visitor's message", `[...document.querySelectorAll('#transcript .bubble.visitor')].some(b => b.innerText.includes('Quiero reservar el kayak'))`, 5*time.Second)
	staff.shot("conversation")
	time.Sleep(500 * time.Millisecond) // give a wrong assistant reply the time to show
	if n := eval[int](visitor, W+`.querySelectorAll('.msg.assistant').length`); n != assistantBefore {
		t.Errorf("the assistant answered while Maria handles the conversation (%d → %d bubbles)", assistantBefore, n)
	}
	staff.noConsoleErrors()
	visitor.noConsoleErrors()
}

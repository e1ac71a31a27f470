package understand

// The visitors' own ship. Visitors who come on a cruise ("we're on a
// cruise", "venimos en crucero", "on est en croisière", "wir kommen mit
// dem Kreuzfahrtschiff", "siamo in crociera", "estamos de cruzeiro") and
// must be back on board ("back to the ship", "volver al barco", "zurück
// aufs Schiff", "tornare alla nave", "voltar ao barco") tell how they
// travel: the cruise and the ship name no tour, though the sunset sail's
// keywords ("cruise", "crucero", "barco", "Schiff").
var (
	cruiseWords = wordSet("cruise cruises crucero cruceros croisiere croisieres kreuzfahrt kreuzfahrten " +
		"kreuzfahrtschiff crociera crociere cruzeiro cruzeiros")
	// cruiseBefore: a cruise right after one of them is the one travelled
	// on ("en crucero", "en croisière", "in crociera", "de cruzeiro", "num
	// cruzeiro", "bateau de croisière", "nave da crociera"); cruiseOn with
	// an indefinite article or "our" between (cruiseFill: "on a cruise",
	// "en un crucero", "em um cruzeiro"), never "the" ("on the cruise" is
	// the sunset sail, as "parlez-nous de la croisière")
	cruiseBefore = wordSet("on by en in de em num numa auf da")
	cruiseOn     = wordSet("on en in em auf")
	cruiseFill   = wordSet("a an our un una une uma um einer unserer unserem nostra nuestro nuestra nossa nosso")
	// cruiseAfter: a cruise before one of them is the cruise line's ("cruise
	// ship", "cruise terminal", "cruise passengers")
	cruiseAfter = wordSet("ship ships terminal port passenger passengers liner")
	shipWords   = wordSet("ship ships boat barco bateau paquebot schiff nave navio kreuzfahrtschiff")
	returnWords = wordSet("back return volver regresar volvemos retour retourner rentrer revenir zuruck " +
		"tornare tornate rientrare ritorno voltar regressar voltamos")
	returnFill = wordSet("to on at the al el a au sur le la aufs auf das an zum alla sulla ao para o board bordo")
)

// OwnVessel returns the indexes of the words of ws (folded) that are the
// visitors' own cruise or ship: a cruise travelled on, the ship they must
// return to, and, once either is said, any ship of the message.
func OwnVessel(ws []string) map[int]bool {
	own := map[int]bool{}
	cruising := false
	for i, w := range ws {
		if !cruiseWords[w] && !shipWords[w] {
			continue
		}
		on := cruiseWords[w] && (i > 0 && cruiseBefore[ws[i-1]] || i > 1 && cruiseFill[ws[i-1]] && cruiseOn[ws[i-2]] ||
			i+1 < len(ws) && cruiseAfter[ws[i+1]] || w == "kreuzfahrt" || w == "kreuzfahrten" || w == "kreuzfahrtschiff")
		back := false
		for k := i - 1; k >= 0 && k >= i-3; k-- {
			if returnWords[ws[k]] {
				back = true
				break
			}
			if !returnFill[ws[k]] {
				break
			}
		}
		if on || back {
			own[i] = true
			cruising = true
		}
	}
	if cruising {
		for i, w := range ws {
			if shipWords[w] || cruiseWords[w] && i+1 < len(ws) && cruiseAfter[ws[i+1]] {
				own[i] = true
			}
		}
	}
	return own
}

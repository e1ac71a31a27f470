package rest

import "net/http"

// Realtime serves an authenticated WebSocket request (the hub).
type Realtime interface {
	ServeWS(w http.ResponseWriter, r *http.Request, p *Principal)
}

// websocket answers GET /v1/ws.
func (s *Server) websocket(w http.ResponseWriter, r *http.Request) {
	if s.cfg.Realtime == nil {
		s.writeError(w, r, errNotFound)
		return
	}
	s.writeError(w, r, errNotFound)
}

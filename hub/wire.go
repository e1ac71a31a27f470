package hub

import "encoding/binary"

// The hub writes its text frames to the socket itself, as whole WebSocket
// frames built once: a server's frames are not masked (RFC 6455, 5.1), so
// one event's frame is the same bytes for every subscriber, and the bytes
// of several frames queued for one connection leave in one system call
// (writer.go). coder/websocket still reads, answers pings, pings and runs
// the close handshake; writer.go explains why its control frames and these
// writes cannot interleave.

// maxFrameHeader is the longest header of an unmasked frame: 2 bytes and an
// 8-byte length.
const maxFrameHeader = 10

// textFrame returns payload as one final, unmasked text frame.
func textFrame(payload []byte) []byte {
	b := make([]byte, maxFrameHeader, maxFrameHeader+len(payload))
	return frameInPlace(append(b, payload...))
}

// frameInPlace writes the header of the payload b[maxFrameHeader:] into the
// bytes reserved before it and returns the frame, which starts where its
// header does.
func frameInPlace(b []byte) []byte {
	n := len(b) - maxFrameHeader
	var start int
	switch {
	case n < 126:
		start = maxFrameHeader - 2
		b[start+1] = byte(n)
	case n <= 0xffff:
		start = maxFrameHeader - 4
		b[start+1] = 126
		binary.BigEndian.PutUint16(b[start+2:], uint16(n))
	default:
		start = 0
		b[1] = 127
		binary.BigEndian.PutUint64(b[2:], uint64(n))
	}
	b[start] = 0x81 // FIN, text
	return b[start:]
}

// framePayload returns the payload of a frame built by textFrame or
// eventFrame.
func framePayload(f []byte) []byte {
	switch f[1] {
	case 126:
		return f[4:]
	case 127:
		return f[10:]
	default:
		return f[2:]
	}
}

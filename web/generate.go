package web

// The JavaScript client served at /tourchat.js and /tourchat.d.ts, which the
// widget and the dashboard import, is the npm package's source in
// clients/js, copied here because go:embed cannot reach outside the
// package's folder. TestClientIsThePackage fails when the copies differ.
//go:generate cp ../clients/js/src/index.js static/tourchat.js
//go:generate cp ../clients/js/src/index.d.ts static/tourchat.d.ts

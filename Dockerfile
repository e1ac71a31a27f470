# Builds the tourchat binary into a small image (used by docker-compose.yml).
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/tourchat ./cmd/tourchat \
 && CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/tourchat-load ./cmd/tourchat-load \
 && mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/tourchat /out/tourchat-load /usr/local/bin/
# Without TOURCHAT_DATABASE_URL the server keeps its SQLite store here:
# mount a volume on /data to keep it across containers.
COPY --from=build --chown=65532:65532 /out/data /data
ENV TOURCHAT_DATA_DIR=/data
VOLUME /data
EXPOSE 8080
USER nonroot
ENTRYPOINT ["/usr/local/bin/tourchat"]
CMD ["serve"]

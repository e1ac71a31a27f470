<?php

declare(strict_types=1);

namespace TourChat\Exception;

/**
 * Every failed call: carries the API's error object (status, code, field,
 * request id). Subclasses tell the kinds apart.
 */
class TourChatException extends \RuntimeException
{
    /** @param array<string, string> $headers lower-cased response headers */
    public function __construct(
        string $message,
        private readonly int $status = 0,
        private readonly string $errorCode = '',
        private readonly ?string $field = null,
        private readonly ?string $requestId = null,
        private readonly array $headers = [],
        ?\Throwable $previous = null,
    ) {
        parent::__construct($message, $status, $previous);
    }

    /** The HTTP status; 0 when no answer came. */
    public function getStatus(): int
    {
        return $this->status;
    }

    /** The API's error code, like `invalid_parameter`. */
    public function getErrorCode(): string
    {
        return $this->errorCode;
    }

    /** The parameter at fault, for parameter errors. */
    public function getField(): ?string
    {
        return $this->field;
    }

    /** The request's id, to quote when reporting a problem. */
    public function getRequestId(): ?string
    {
        return $this->requestId;
    }

    /** @return array<string, string> */
    public function getHeaders(): array
    {
        return $this->headers;
    }

    /**
     * The exception of an API answer with a non-2xx status.
     *
     * @param mixed $body the decoded answer
     * @param array<string, string> $headers lower-cased
     */
    public static function fromResponse(int $status, mixed $body, array $headers): self
    {
        $e = is_array($body) && isset($body['error']) && is_array($body['error']) ? $body['error'] : [];
        $class = match (true) {
            in_array($status, [400, 413, 415], true) => InvalidRequestException::class,
            $status === 401 => AuthenticationException::class,
            $status === 403 => PermissionDeniedException::class,
            $status === 404 => NotFoundException::class,
            $status === 409 => ConflictException::class,
            $status === 422 => IdempotencyException::class,
            $status === 429 => RateLimitException::class,
            $status >= 500 => ServerException::class,
            default => self::class,
        };
        return new $class(
            (string) ($e['message'] ?? "HTTP $status"),
            $status,
            (string) ($e['code'] ?? 'http_error'),
            isset($e['field']) ? (string) $e['field'] : null,
            isset($e['request_id']) ? (string) $e['request_id'] : ($headers['x-request-id'] ?? null),
            $headers,
        );
    }
}

<?php

declare(strict_types=1);

namespace TourChat\Exception;

/** 422: the Idempotency-Key was used with a different request. */
class IdempotencyException extends TourChatException
{
}

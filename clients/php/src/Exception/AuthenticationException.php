<?php

declare(strict_types=1);

namespace TourChat\Exception;

/** 401: missing, malformed, unknown or revoked credential. */
class AuthenticationException extends TourChatException
{
}
